// Per-request context: the skill's parts, the listener's state and a translator, made by the
// load interceptor for each decision of the request and read by every handler.
//
// A handler reads ctx.state.listener (listener-wide) and ctx.state.device (this Echo's playback)
// and changes them only through updateListener / updateDevice; it never touches the store. The
// update loop (src/state/update-loop.ts) writes what changed, with a version check.
import type { HandlerInput } from 'ask-sdk-core';
import type { services } from 'ask-sdk-model';
import type { BurstApi } from '../api/api';
import type { CaptionStore } from '../captions/store';
import type { PageStore } from './page-store';
import type { MetricsSink } from '../metrics/sink';
import { DEFAULT_RETENTION_DAYS } from '../config/limits';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import type { Translate } from './i18n';
import type { DeviceRecord, ListenerRecord, StateView } from '../state/records';
import type { VersionedStore } from '../state/store';
import type { StateKeys } from '../state/keys';
import { ownerTag } from '../state/ownership';
import type { Speaker } from '../state/person';
import type { Sealer } from '../notify/seal';
import type { ZoneCache } from './time-zone';

export interface SkillDeps {
  api: BurstApi;
  persistence: VersionedStore;
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
  /** Caption cues of upcoming bursts; createSkill makes one per skill (per process) when unset. */
  captions?: CaptionStore;
  /** Pages fetched ahead of the NearlyFinished that needs them; one per skill when unset. */
  pages?: PageStore;
  /** Days a listener's records are kept after their last change (RETENTION_DAYS); the default when unset. */
  retentionDays?: number;
  /**
   * Notifications (docs/notifications.md): how the subscriber's Alexa id is sealed, and the daily
   * limit the skill promises. Unset: this host sends none, and the skill says so.
   */
  notify?: { sealer: Sealer; dailyLimit: number };
  /** Devices' time zones read from the Alexa Settings API (time-zone.ts); one per skill when unset. */
  zones?: ZoneCache;
  /**
   * How the skill reaches Alexa's APIs (progressive responses, the Settings API): Amazon over
   * HTTPS when unset; the local Echo hands in its own stand-in, so nothing leaves the machine.
   */
  alexaApi?: services.ApiClient;
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
  /** The device has a screen (screen.ts): only then are captions fetched and attached. */
  screen: boolean;
  listenerId?: string;
  /** The storage keys of this listener and device (keyed hashes, never the raw ids). */
  keys?: StateKeys;
  state: StateView;
  /** True when the listener was never seen before. */
  isNewListener: boolean;
  /** The listener's record was read and is an erasure marker: they were forgotten lately. */
  listenerErased?: true;
  /** False when the store could not be read: then nothing is written back, so nothing stored is lost. */
  stateLoaded: boolean;
  /**
   * False when an AudioPlayer event decided from its device record alone: state.listener is then
   * a stand-in carrying only the API user id, and it is never written.
   */
  listenerRead: boolean;
  /** Which record this decision changed (or must rewrite after a migration). */
  dirty: { listener: boolean; device: boolean };
  /** This decision erases every record of the listener (all their Echos); see eraseListener. */
  erase?: boolean;
  /** This decision erases the recognized speaker's own records only; see erasePerson. */
  erasePerson?: boolean;
  /**
   * The speaker Alexa recognized by voice, when the person record was read (src/state/person.ts):
   * state.listener is then their view of the account's record.
   */
  speaker?: Speaker;
  /** The records as read, before the decision: what the handback compares the decision with. */
  base?: {
    listener: ListenerRecord;
    account: ListenerRecord;
    device: DeviceRecord;
    rewriteListener: boolean;
  };
  /** Work to run once this decision is stored (see request-run.ts). */
  afterCommit: Array<() => Promise<void>>;
  /**
   * Sentences that say a change is stored ("Okay, you're now following …"), each with what to say
   * instead when the update loop could not store it (state-loop.ts, unconfirm).
   */
  confirmations?: Confirmation[];
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

/** Changes the listener-wide record (profile, station, history…). */
export function updateListener(ctx: RequestContext, change: (l: ListenerRecord) => ListenerRecord): void {
  ctx.state = { ...ctx.state, listener: change(ctx.state.listener) };
  ctx.dirty.listener = true;
}

export interface Confirmation {
  said: string;
  instead: string;
}

/**
 * A sentence that confirms what this decision changed: it is spoken only if the change is stored;
 * otherwise `instead` (by default the honest "I couldn't save that just now").
 */
export function confirmed(ctx: RequestContext, said: string, instead = ctx.t('store_unavailable')): string {
  (ctx.confirmations ??= []).push({ said, instead });
  return said;
}

/** Changes this device's record (its playback). */
export function updateDevice(ctx: RequestContext, change: (d: DeviceRecord) => DeviceRecord): void {
  ctx.state = { ...ctx.state, device: change(ctx.state.device) };
  ctx.dirty.device = true;
}

/**
 * Decides to erase everything stored about this listener: their record and the record of every
 * one of their Echos. The update loop carries it out with the same version checks as any write
 * (src/state/erase.ts), so a request racing it cannot bring old state back. Idempotent.
 */
export function eraseListener(ctx: RequestContext): void {
  ctx.erase = true;
}

/**
 * Decides to erase the recognized speaker's own records (their person record, and their traces on
 * this Echo); the account's and everyone else's stay (src/state/erase.ts). Idempotent.
 */
export function erasePerson(ctx: RequestContext): void {
  ctx.erasePerson = true;
}

/** Who owns what this request starts playing (src/state/ownership.ts): the speaker, or the household. */
export function ownerOfRequest(ctx: RequestContext): string {
  const s = ctx.speaker;
  return ownerTag(s ? { hash: s.hash, gen: s.record.gen } : undefined);
}

/** The retention period in days this skill was configured with. */
export function retentionDaysOf(ctx: RequestContext): number {
  return ctx.deps.retentionDays ?? DEFAULT_RETENTION_DAYS;
}
