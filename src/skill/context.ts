// Per-request context: the skill's parts, the listener's state and a translator, made once by
// the load interceptor and read by every handler.
import type { HandlerInput, PersistenceAdapter } from 'ask-sdk-core';
import type { BurstApi } from '../api/api';
import type { MetricsSink } from '../metrics/sink';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import type { Translate } from './i18n';
import type { ListenerState } from './listener-state';

export interface SkillDeps {
  api: BurstApi;
  persistence: PersistenceAdapter;
  /** Secret of the keyed hash that turns Alexa user ids into listener ids. */
  listenerIdSecret: string;
  /** When set, requests for any other skill id are refused. */
  skillId?: string;
  clock?: Clock;
  logger?: Logger;
  /** Tests: a response that breaks a platform rule throws instead of being repaired. */
  strictGuard?: boolean;
  /** Where counters and latencies go (Prometheus, EMF); no-op when unset. */
  metrics?: MetricsSink;
}

export interface RequestContext {
  deps: SkillDeps;
  clock: Clock;
  /** Request start (ms) and the time by which the reply must be ready. */
  now: number;
  deadline: number;
  /** The latest time the reply may leave (arrival + Alexa's limit − a safety margin). */
  replyBy: number;
  log: Logger;
  t: Translate;
  locale: string;
  requestType: string;
  listenerId?: string;
  state: ListenerState;
  /** True when the listener was never seen before. */
  isNewListener: boolean;
  /** False when the store could not be read: then nothing is written back, so nothing stored is lost. */
  stateLoaded: boolean;
  dirty: boolean;
  /** Work that must not delay the reply (listen reports); awaited briefly alongside the save. */
  background: Array<Promise<unknown>>;
}

const KEY = 'burstVoiceContext';

export function setContext(input: HandlerInput, ctx: RequestContext): void {
  input.attributesManager.getRequestAttributes()[KEY] = ctx;
}

export function getContext(input: HandlerInput): RequestContext | undefined {
  return input.attributesManager.getRequestAttributes()[KEY] as RequestContext | undefined;
}

export function ctxOf(input: HandlerInput): RequestContext {
  const ctx = getContext(input);
  if (!ctx) throw new Error('request context missing');
  return ctx;
}

export function updateState(ctx: RequestContext, change: (s: ListenerState) => ListenerState): void {
  ctx.state = change(ctx.state);
  ctx.dirty = true;
}
