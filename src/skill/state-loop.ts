// Where a request meets the update loop: each decision is one pass of the ask-sdk pipeline
// (interceptors, handler, guard) over the records as read; the loop writes what it changed with a
// version check and, on a conflict, runs the pipeline again over a fresh read. Handlers therefore
// only decide. Work that must follow a stored decision (the prefetch of the next page) runs after
// it, outside the listener's turn; it stores nothing (page-store.ts).
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import {
  ALEXA_REPLY_LIMIT_MS,
  LISTENER_LOCK_WAIT_MS,
  REPLY_SAFETY_MS,
  STATE_MAX_ATTEMPTS,
  STORE_READ_TIMEOUT_MS,
  STORE_WRITE_TIMEOUT_MS,
} from '../config/limits';
import { noopMetrics } from '../metrics/sink';
import { stateKeysFor, type StateKeys } from '../state/keys';
import { runUpdate, type Decided, type RecordWrites, type Snapshot } from '../state/update-loop';
import { systemClock } from '../util/clock';
import { silentLogger } from '../util/logger';
import { readDeviceAlone } from '../state/records';
import type { Confirmation, SkillDeps } from './context';
import { tidySpeech } from './respond';
import { ListenerQueue } from './listener-queue';
import { startRun, type RequestRun } from './request-run';

/** `onNotStored`: a reply had to take back a confirmation (counted as its own request outcome). */
export function withStateLoop(
  skill: CustomSkill,
  deps: SkillDeps,
  onNotStored?: (env: RequestEnvelope) => void,
): CustomSkill {
  // One request at a time per listener in this process: fewer conflicts, nothing more. Across
  // processes and containers the versioned writes keep state right on their own.
  const queue = new ListenerQueue();
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? silentLogger;
  const stateLog = logger.child({ component: 'state' });
  const metrics = deps.metrics ?? noopMetrics;
  const invoke = skill.invoke.bind(skill);
  skill.invoke = async (env: RequestEnvelope, context?: unknown) => {
    // Alexa asking whether the skill could handle a request: no read, no write, no lock
    // (can-fulfill.ts); the answer comes from the model alone, within Alexa's tight budget.
    if (isCanFulfill(env)) return invoke(env, context).catch(() => CANNOT_FULFILL);
    let keys: StateKeys;
    try {
      keys = stateKeysFor(env, deps.listenerIdSecret);
    } catch {
      return invoke(env, context);
    }
    const run = startRun(env, deps.api, clock.now());
    const result = await queue.run(keys.listener, LISTENER_LOCK_WAIT_MS, () =>
      decideAndStore(env, context, keys, run),
    );
    // Follow-up calls (the next page, the next burst's captions) are independent: side by side,
    // so the reply waits for the slowest, not their sum. Each handles its own failure; one that
    // throws anyway is logged and never costs the listener the reply.
    if (run.afterCommit.length === 0) return result;
    const followUps = await Promise.allSettled(run.afterCommit.splice(0).map((work) => work()));
    for (const f of followUps) {
      if (f.status === 'rejected') {
        logger.warn('follow-up work after the reply failed', { err: f.reason });
      }
    }
    return result;
  };

  async function decideAndStore(
    env: RequestEnvelope,
    context: unknown,
    keys: StateKeys,
    run: RequestRun,
  ): Promise<ResponseEnvelope> {
    const loop = await runUpdate<ResponseEnvelope>({
      store: deps.persistence,
      keys,
      metrics,
      log: stateLog,
      maxAttempts: STATE_MAX_ATTEMPTS,
      readTimeoutMs: STORE_READ_TIMEOUT_MS,
      writeTimeoutMs: STORE_WRITE_TIMEOUT_MS,
      timeLeft: () => run.arrival + ALEXA_REPLY_LIMIT_MS - REPLY_SAFETY_MS - clock.now(),
      // An AudioPlayer event decides from its device's record: read alone when it suffices.
      deviceSuffices: isAudioPlayerEvent(env)
        ? (device: unknown) => {
            run.deviceAlone = readDeviceAlone(device, clock.now());
            return run.deviceAlone !== undefined;
          }
        : undefined,
      decide: async (read: Snapshot | undefined, attempt: number): Promise<Decided<ResponseEnvelope>> => {
        run.attempt = attempt;
        run.read = read;
        run.writes = undefined;
        run.afterCommit = [];
        run.confirmations = undefined;
        const result = await invoke(env, context);
        const writes: RecordWrites = run.writes ?? {};
        return { result, writes };
      },
    });
    // Follow-up work builds on the stored decision; without it, it has nothing to build on.
    if (loop.outcome !== 'saved' && loop.outcome !== 'unchanged') run.afterCommit = [];
    if (run.confirmations && loop.outcome !== 'saved' && loop.outcome !== 'unchanged') {
      unconfirm(loop.result, run.confirmations);
      onNotStored?.(env);
    }
    return loop.result;
  }

  return skill;
}

/**
 * The reply confirms a change the store did not take (a failed or unknown write, a conflict that
 * outlasted the request, an unreadable store): each confirmation gives way to what it says instead,
 * and the rest of the reply (a burst that plays, the session) stays as it was.
 */
function unconfirm(reply: ResponseEnvelope, confirmations: readonly Confirmation[]): void {
  const speech = reply.response?.outputSpeech;
  if (!speech || speech.type !== 'SSML') return;
  let ssml = speech.ssml;
  for (const c of confirmations) {
    const said = tidySpeech(c.said);
    ssml = ssml.includes(said) ? ssml.replace(said, c.instead) : `<speak>${c.instead}</speak>`;
  }
  reply.response.outputSpeech = { type: 'SSML', ssml: tidySpeech(ssml) };
  // A card or reprompt could repeat what was not stored; the honest sentence needs neither.
  delete reply.response.card;
}

/** The answer when the request could not even be read (no context: ask-sdk throws before any handler). */
const CANNOT_FULFILL: ResponseEnvelope = {
  version: '1.0',
  response: { canFulfillIntent: { canFulfill: 'NO' } },
};

function isCanFulfill(env: RequestEnvelope): boolean {
  return (env?.request?.type as unknown) === 'CanFulfillIntentRequest';
}

function isAudioPlayerEvent(env: RequestEnvelope): boolean {
  const type: unknown = env?.request?.type;
  return typeof type === 'string' && type.startsWith('AudioPlayer.');
}
