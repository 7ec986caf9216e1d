// Load the listener's state before the handler, save it after. A failing or slow store never
// silences the skill: the request is answered from the request itself, and a state that could
// not be read is never written back (it would overwrite what is stored).
import type { HandlerInput, RequestInterceptor, ResponseInterceptor } from 'ask-sdk-core';
import { getLocale, getRequestType } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import {
  BACKGROUND_WAIT_MS,
  REQUEST_BUDGET_MS,
  STORE_READ_TIMEOUT_MS,
  STORE_WRITE_TIMEOUT_MS,
  ALEXA_REPLY_LIMIT_MS,
  REPLY_SAFETY_MS,
} from '../config/limits';
import { systemClock } from '../util/clock';
import { silentLogger } from '../util/logger';
import { withTimeout } from '../util/timeout';
import { getContext, setContext, type RequestContext, type SkillDeps } from './context';
import { translatorFor } from './i18n';
import { listenerIdFor } from './listener-id';
import { arrivalOf } from './listener-lock';
import { newListenerState, readListenerState, type ListenerState } from './listener-state';

export function loadStateInterceptor(deps: SkillDeps): RequestInterceptor {
  return {
    async process(input: HandlerInput): Promise<void> {
      const clock = deps.clock ?? systemClock;
      const now = clock.now();
      const env = input.requestEnvelope;
      // A request type that is missing or not a string (never from Alexa) is 'Unknown', so
      // nothing downstream calls string methods on it.
      const rawType: unknown = safe(() => getRequestType(env));
      const requestType = typeof rawType === 'string' ? rawType : 'Unknown';
      const locale = safe(() => getLocale(env)) ?? 'en-US';
      const requestId = typeof env?.request?.requestId === 'string' ? env.request.requestId : undefined;
      const log = (deps.logger ?? silentLogger).child({ requestId, requestType });
      const ctx: RequestContext = {
        deps,
        clock,
        now,
        // Time spent waiting for the listener's previous request counts against this one.
        deadline: (arrivalOf(env) ?? now) + REQUEST_BUDGET_MS,
        replyBy: (arrivalOf(env) ?? now) + ALEXA_REPLY_LIMIT_MS - REPLY_SAFETY_MS,
        log,
        t: translatorFor(locale),
        locale,
        requestType,
        state: newListenerState(now),
        isNewListener: true,
        stateLoaded: false,
        dirty: false,
        background: [],
      };
      setContext(input, ctx);
      try {
        ctx.listenerId = listenerIdFor(env, deps.listenerIdSecret);
      } catch {
        log.warn('request without a user id: answering without stored state');
        return;
      }
      try {
        const raw = await withTimeout(
          input.attributesManager.getPersistentAttributes(),
          STORE_READ_TIMEOUT_MS,
          'store read',
        );
        const read = readListenerState(raw, now);
        ctx.state = read.state;
        ctx.isNewListener = read.isNew;
        ctx.stateLoaded = true;
        if (read.migrated !== 'none') {
          log.warn('stored listener state was unreadable or of another schema: reset', {
            migrated: read.migrated,
          });
          ctx.dirty = true;
        }
      } catch (err) {
        log.error('store read failed: answering without stored state', { err });
        // Unknown, not new: a returning listener must not hear the first-time welcome.
        ctx.isNewListener = false;
      }
    },
  };
}

export function saveStateInterceptor(): ResponseInterceptor {
  return {
    async process(input: HandlerInput, _response?: Response): Promise<void> {
      const ctx = getContext(input);
      if (!ctx) return;
      const background = Promise.allSettled(ctx.background);
      await Promise.all([
        persistState(input, ctx),
        withTimeout(background, BACKGROUND_WAIT_MS, 'background work').catch(() => undefined),
      ]);
    },
  };
}

/** Writes the listener's state when it changed (and was read); a failed write is logged, never thrown. */
export async function persistState(input: HandlerInput, ctx: RequestContext): Promise<void> {
  if (!ctx.stateLoaded || !ctx.dirty || !ctx.listenerId) return;
  try {
    input.attributesManager.setPersistentAttributes({ ...ctx.state });
    // A slow store must not hold the reply past Alexa's limit.
    const budget = Math.max(100, Math.min(STORE_WRITE_TIMEOUT_MS, ctx.replyBy - ctx.clock.now()));
    await withTimeout(input.attributesManager.savePersistentAttributes(), budget, 'store write');
    ctx.dirty = false;
  } catch (err) {
    ctx.log.error('store write failed: the reply goes out, the state change is lost', { err });
  }
}

/** The stored state as it is now (another request of this listener may have written it). */
export async function rereadState(
  input: HandlerInput,
  ctx: RequestContext,
): Promise<ListenerState | undefined> {
  if (!ctx.stateLoaded || !ctx.listenerId) return undefined;
  try {
    const raw = await withTimeout(
      input.attributesManager.getPersistentAttributes(false),
      STORE_READ_TIMEOUT_MS,
      'store read',
    );
    const read = readListenerState(raw, ctx.clock.now());
    return read.migrated === 'none' && !read.isNew ? read.state : undefined;
  } catch (err) {
    ctx.log.warn('store re-read failed', { err });
    return undefined;
  }
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
