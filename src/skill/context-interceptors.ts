// Before the handler: the request's context, built from the records the update loop read for
// this decision (no I/O here). After it: what the decision changed is handed back to the loop,
// which writes it with a version check (src/state/update-loop.ts). A store that could not be read
// is never written to (it would overwrite what is stored), and the request is answered anyway.
import type { HandlerInput, RequestInterceptor, ResponseInterceptor } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import {
  ALEXA_REPLY_LIMIT_MS,
  BACKGROUND_WAIT_MS,
  REPLY_SAFETY_MS,
  REQUEST_BUDGET_MS,
} from '../config/limits';
import { carriesPerson } from '../model/request-types';
import { personIdOf, stateKeysFor } from '../state/keys';
import { takeOver, withoutPerson } from '../state/ownership';
import { newPersonRecord, personView, readPerson, splitView } from '../state/person';
import type { RecordWrites } from '../state/update-loop';
import { erasurePlan } from '../state/erase';
import { newStateView, ownedWrites, readState, type PersonWrite, type StateView } from '../state/records';
import { systemClock } from '../util/clock';
import { silentLogger } from '../util/logger';
import { withTimeout } from '../util/timeout';
import { getContext, ownerOfRequest, setContext, type RequestContext, type SkillDeps } from './context';
import { translatorFor } from './i18n';
import { runOf } from './request-run';
import { catchUp } from './token-continuation';
import { hasScreen } from './screen';

/** A placeholder the interceptor always replaces before a handler runs. */
const NOT_READ = Object.freeze({}) as StateView;

/** Builds the request context from the records the update loop read (no I/O). */
export function contextInterceptor(deps: SkillDeps): RequestInterceptor {
  return {
    process(input: HandlerInput): Promise<void> | undefined {
      const clock = deps.clock ?? systemClock;
      const now = clock.now();
      const env = input.requestEnvelope;
      const run = runOf(env);
      // A request type that is missing or not a string (never from Alexa) is 'Unknown', so
      // nothing downstream calls string methods on it.
      // Read as ask-sdk's getRequestType and getLocale do, but without throwing (or a closure).
      const rawType: unknown = env?.request?.type;
      const requestType = typeof rawType === 'string' ? rawType : 'Unknown';
      const locale = (env?.request?.locale as string | undefined) ?? 'en-US';
      const requestId = typeof env?.request?.requestId === 'string' ? env.request.requestId : undefined;
      const log = (deps.logger ?? silentLogger).child({ requestId, requestType });
      const arrival = run?.arrival ?? now;
      const ctx: RequestContext = {
        deps: run ? { ...deps, api: run.api } : deps,
        clock,
        now,
        // Time spent waiting for the listener's previous request counts against this one.
        deadline: arrival + REQUEST_BUDGET_MS,
        replyBy: arrival + ALEXA_REPLY_LIMIT_MS - REPLY_SAFETY_MS,
        log,
        t: translatorFor(locale),
        locale,
        requestType,
        screen: hasScreen(env),
        // Replaced by what was read below; the empty view is made only when nothing was.
        state: NOT_READ,
        isNewListener: true,
        stateLoaded: false,
        listenerRead: true,
        dirty: { listener: false, device: false },
        afterCommit: [],
        background: [],
      };
      setContext(input, ctx);
      try {
        ctx.keys = stateKeysFor(env, deps.listenerIdSecret);
        ctx.listenerId = ctx.keys.listener;
      } catch {
        // Normal for a CanFulfillIntentRequest (Amazon: it may come without a user id).
        if (requestType === 'CanFulfillIntentRequest') log.debug('request without a user id');
        else log.warn('request without a user id: answering without stored state');
        ctx.state = newStateView(now);
        return;
      }
      const read = run?.read;
      if (!read) {
        // Unknown, not new: a returning listener must not hear the first-time welcome.
        ctx.isNewListener = false;
        ctx.state = newStateView(now);
        // The store is down: a request about what plays still sees what the Echo plays.
        return catchUp(input);
      }
      ctx.stateLoaded = true;
      if (!read.listener) {
        // An AudioPlayer event whose device record the update loop found enough on its own
        // (deviceSuffices; records.ts, readDeviceAlone).
        const alone = run.deviceAlone;
        if (alone) {
          ctx.state = alone;
          ctx.isNewListener = false;
          ctx.listenerRead = false;
          return;
        }
      }
      // Never without the listener record (deviceSuffices said so); if it were, nothing of the
      // listener is written (ownedWrites, the update loop).
      ctx.listenerRead = read.listener !== undefined;
      const r = readState(read.listener?.value, read.device.value, now);
      ctx.state = r.state;
      ctx.isNewListener = r.isNew;
      if (r.erased) ctx.listenerErased = true;
      ctx.dirty = { listener: r.rewrite.listener, device: r.rewrite.device };
      const personId = personIdOf(env);
      if (ctx.listenerRead && read.person && ctx.keys.personHash && personId) {
        // A recognized speaker decides on their view of the account's record (person.ts).
        const stored = readPerson(read.person.value, r.state.listener);
        const record = stored ?? newPersonRecord(r.state.listener.gen, now);
        ctx.speaker = { personId, hash: ctx.keys.personHash, record, isNew: stored === undefined };
        ctx.state = { ...r.state, listener: personView(r.state.listener, record) };
      }
      ctx.base = {
        listener: ctx.state.listener,
        account: r.state.listener,
        device: r.state.device,
        rewriteListener: r.rewrite.listener,
      };
      if (r.migrated === 'split') log.info('stored listener record split into listener and device records');
      else if (r.migrated !== 'none') {
        log.warn('stored state was unreadable or of another schema: reset', { migrated: r.migrated });
      }
      // Here, not as an interceptor of its own: one more cost every request ≈ 1.5 KB (npm run bench).
      return catchUp(input);
    },
  };
}

/** Hands what the decision changed back to the update loop, which writes it (no I/O here). */
export function handBackInterceptor(): ResponseInterceptor {
  return {
    async process(input: HandlerInput, _response?: Response): Promise<void> {
      const ctx = getContext(input);
      if (!ctx) return;
      // Most requests have none: no timer for nothing.
      if (ctx.background.length > 0) {
        const background = Promise.allSettled(ctx.background);
        await withTimeout(background, BACKGROUND_WAIT_MS, 'background work').catch(() => undefined);
      }
      const run = runOf(input.requestEnvelope);
      // Even without stored state: a confirmation then has nothing stored behind it.
      if (run && ctx.confirmations) run.confirmations = ctx.confirmations;
      if (!run || !ctx.stateLoaded) return;
      if (ctx.erase) {
        // Erasure replaces whatever else this decision changed, and nothing runs after it.
        run.writes = {
          erase: erasurePlan(ctx.state.listener, ctx.keys?.deviceHash, ctx.clock.now(), ctx.speaker?.hash),
        };
        run.afterCommit = [];
        return;
      }
      if (!ctx.listenerRead && ctx.dirty.listener) {
        ctx.log.error('a change of the listener record was decided without reading it: not written');
      }
      run.writes = ctx.keys ? decidedWrites(ctx, ctx.keys.deviceHash) : {};
      run.afterCommit = ctx.erasePerson ? [] : ctx.afterCommit;
    },
  };
}

/**
 * What the decision writes: a person's view handed back to the account's record and theirs
 * (person.ts), a new playlist owned by whoever asked for it (ownership.ts), and both made
 * consistent with the listener record (records.ts, ownedWrites).
 */
function decidedWrites(ctx: RequestContext, deviceHash: string): RecordWrites {
  const base = ctx.base;
  const speaker = ctx.speaker;
  if (!base) return ownedWrites(ctx.state, ctx.dirty, deviceHash, ctx.listenerRead);
  let state = ctx.state;
  const dirty = { ...ctx.dirty };
  let person: PersonWrite | undefined;
  let personDirty = false;
  if (speaker) {
    const split = splitView(state.listener, base.listener, base.account, speaker.record);
    state = { ...state, listener: split.account };
    personDirty = dirty.listener && split.personChanged;
    dirty.listener = base.rewriteListener || (dirty.listener && split.accountChanged);
    person = { hash: speaker.hash, record: split.person };
  }
  const playlist = state.device.playback.playlist;
  const owner = ownerOfRequest(ctx);
  if (carriesPerson(ctx.requestType) && playlist && playlist.id !== base.device.playback.playlist?.id) {
    state = { ...state, device: takeOver(base.device, state.device, owner) };
    dirty.device = true;
  }
  // A new person's generation is theirs once a device names it: their record is stored with it.
  if (speaker?.isNew && dirty.device && state.device.owner === owner) personDirty = true;
  if (ctx.erasePerson && speaker) {
    const w = ownedWrites(
      { ...state, device: withoutPerson(state.device, speaker.hash) },
      { listener: false, device: true },
      deviceHash,
    );
    // A device the account does not list has no record to clean.
    return { erasePerson: { at: ctx.clock.now() }, ...(w.device && !w.listener ? { device: w.device } : {}) };
  }
  return ownedWrites(state, dirty, deviceHash, ctx.listenerRead, personDirty ? person : undefined);
}
