// The listener as the Burst API knows them: registered once under the pseudonymous listener id
// (docs/burst-api.md, Registration and listen reports), and told what was heard, in the background.
import type { ListenAction } from '../api/types';
import { REGISTER_CALL_TIMEOUT_MS, TRACK_CALL_TIMEOUT_MS } from '../config/limits';
import { callOptions, kindOf } from './api-calls';
import { updateListener, type RequestContext } from './context';

/** Listen reports run in the background with a short budget: they can never delay or break a reply. */
export function reportListen(ctx: RequestContext, burstId: string, action: ListenAction): void {
  const userId = ctx.state.listener.profile.apiUserId;
  if (!userId) return;
  const p = ctx.deps.api
    .trackListen({ userId, burstId, action }, { timeoutMs: TRACK_CALL_TIMEOUT_MS })
    .catch((err) => ctx.log.debug('listen report failed', { err, kind: kindOf(err) }));
  ctx.background.push(p);
}

/**
 * Registers a first-time listener with the Burst API (with the pseudonymous id) and remembers the
 * API user id in the listener record. The caller sends its content call alongside rather than
 * after it, so first audio comes one round trip after the request; the id is used from the next
 * request on. Never rejects: a failed registration only means no personalisation yet.
 */
export async function registerApiUser(ctx: RequestContext): Promise<void> {
  if (ctx.state.listener.profile.apiUserId || !ctx.listenerId || !ctx.stateLoaded) return;
  try {
    const user = await ctx.deps.api.registerUser(ctx.listenerId, callOptions(ctx, REGISTER_CALL_TIMEOUT_MS));
    updateListener(ctx, (l) => ({ ...l, profile: { ...l.profile, apiUserId: user.userId } }));
  } catch (err) {
    ctx.log.warn('user registration failed: continuing without personalisation', { err, kind: kindOf(err) });
  }
}
