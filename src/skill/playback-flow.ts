// The glue between the pure engine and the API: fetching a page the engine asks for, the
// prefetch after PlaybackStarted, and the device's own position on resume.
import { isApiError } from '../api/errors';
import { PLAYBACK_CALL_TIMEOUT_MS } from '../config/limits';
import { appendPage, markPageFetchFailed, resolveToken, safeOffset } from '../playback/engine';
import { isMoreUrl } from '../playback/more';
import { decodeToken } from '../playback/token';
import { pageFromPlaylist } from '../playback/items';
import type { Decision, PlaybackState } from '../playback/types';
import { callOptions, kindOf } from './api-calls';
import type { RequestContext } from './context';
import { fetchPlaylist } from './fetch-playlist';
import { fetchPage, loadPage } from './page-loader';

/**
 * Runs an engine decision; when it needs the next page, fetches it once within the playback
 * budget, appends it and decides again. A failed fetch ends gracefully (nothing is enqueued)
 * and is remembered, so the state stays consistent.
 */
export async function decideWithPages(
  ctx: RequestContext,
  decide: (state: PlaybackState) => Decision,
): Promise<Decision> {
  const first = decide(ctx.state.device.playback);
  if (first.outcome !== 'needs-page' || !first.needsPage) return first;
  try {
    const page = await loadPage(ctx, first.needsPage, callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS));
    let extended = appendPage(first.state, page, ctx.clock.now());
    let second = decide(extended);
    // The last page added nothing new: the continuation after it (more.ts) is worth one more load.
    if (second.needsPage && !isMoreUrl(first.needsPage) && isMoreUrl(second.needsPage)) {
      try {
        const more = await loadPage(ctx, second.needsPage, callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS));
        extended = appendPage(extended, more, ctx.clock.now());
        second = decide(extended);
      } catch (err) {
        ctx.log.warn('the continuation after the last page failed: ending here for now', {
          err,
          kind: kindOf(err),
        });
      }
    }
    // A page that added nothing playable: stop here rather than chain more calls.
    if (second.outcome === 'needs-page') return decideWithoutNextPage(extended, decide, ctx.clock.now());
    return second;
  } catch (err) {
    // The continuation after the last page is not an API URL: nothing to rebuild, it ends here.
    const stale = isStaleContinuation(err) && !isMoreUrl(first.needsPage);
    const rebuilt = stale ? await rebuildFromRequest(ctx, first.state) : undefined;
    if (rebuilt) {
      const again = decide(rebuilt);
      if (again.outcome !== 'needs-page') return again;
    }
    ctx.log.warn('next page fetch failed: ending the playlist here', { err, kind: kindOf(err) });
    return { ...decideWithoutNextPage(first.state, decide, ctx.clock.now()), pageFetchFailed: true };
  }
}

/**
 * The API does not say whether nextPage URLs expire (docs/burst-api.md, Paging). One that is refused (gone,
 * malformed, or on another origin) is a stale continuation rather than an outage: the playlist is asked for
 * again from its request, and what was already loaded or heard is skipped by appendPage.
 */
function isStaleContinuation(err: unknown): boolean {
  return isApiError(err) && (err.kind === 'not-found' || err.kind === 'bad-response');
}

async function rebuildFromRequest(
  ctx: RequestContext,
  state: PlaybackState,
): Promise<PlaybackState | undefined> {
  const pl = state.playlist;
  // Trending, "my topics" and saved bursts are not rebuilt from an API request of their own.
  if (!pl || ['trending', 'follows', 'saved'].includes(pl.request.kind)) return undefined;
  const opts = callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS);
  try {
    const userId = ctx.state.listener.profile.apiUserId;
    const fresh = await fetchPlaylist(ctx.deps.api, pl.request, userId ? { userId } : {}, opts);
    let rebuilt = appendPage(state, pageFromPlaylist(fresh), ctx.clock.now());
    // The fresh first page is usually what was already heard: one more page, within the budget.
    const added = (rebuilt.playlist?.items.length ?? 0) - pl.items.length;
    const more = rebuilt.playlist?.nextPage;
    if (added === 0 && more) {
      rebuilt = appendPage(
        rebuilt,
        pageFromPlaylist(await ctx.deps.api.nextPage(more, opts)),
        ctx.clock.now(),
      );
    }
    ctx.log.info('stale continuation: playlist rebuilt from its request');
    return rebuilt;
  } catch (err) {
    ctx.log.warn('rebuilding the playlist failed', { err, kind: kindOf(err) });
    return undefined;
  }
}

/**
 * The next page cannot be had now: decide as if the API had no more, so the event is still
 * recorded (a PlaybackFailed counts and ends the playlist, a loop wraps round), then keep the
 * continuation so a later request can try again.
 */
function decideWithoutNextPage(
  state: PlaybackState,
  decide: (state: PlaybackState) => Decision,
  now: number,
): Decision {
  const pl = state.playlist;
  if (!pl || (!pl.nextPage && !pl.more))
    return { state: markPageFetchFailed(state, now), commands: [], outcome: 'ended' };
  // Neither the next page nor the continuation after the last one (more.ts): both need the API.
  const { nextPage, more, ...rest } = pl;
  const d = decide({ ...state, playlist: rest });
  const kept = { ...(nextPage ? { nextPage } : {}), ...(more ? { more } : {}), pageFetchFailedAt: now };
  const after = d.state.playlist
    ? { ...d.state, playlist: { ...d.state.playlist, ...kept }, updatedAt: now }
    : d.state;
  return { ...d, state: after };
}

/**
 * While audio plays, the stored offset is where the item started (PlaybackStarted); the device's
 * context says where it really is. Resuming from that (Launch "welcome back", Resume while
 * playing) continues instead of restarting the burst. Only our own, current token counts.
 */
export function withDevicePosition(
  state: PlaybackState,
  token: string | undefined,
  offsetMs: number,
): PlaybackState {
  if (state.activity !== 'playing' || !token) return state;
  const r = resolveToken(state, token);
  if (!r) return state;
  // The device mostly plays the stored token itself: then it is not decoded a second time.
  const storedSeq = (token === state.token ? r.seq : decodeToken(state.token)?.seq) ?? 0;
  if ((r.seq ?? 0) < storedSeq) return state;
  return { ...state, index: r.index, token, offsetMs: safeOffset(offsetMs) };
}

/**
 * After PlaybackStarted near the end of what is loaded: fetch the next page, silently, once the
 * Started record is stored, and keep it for the NearlyFinished that needs it (page-store.ts),
 * which appends it with its own write. The prefetch itself reads and writes nothing stored, so a
 * "pause" said meanwhile is never held up or overwritten. A failed prefetch leaves nothing:
 * NearlyFinished then tries itself.
 */
export function prefetch(ctx: RequestContext, url: string): void {
  const pages = ctx.deps.pages;
  const listenerId = ctx.listenerId;
  if (!pages || !listenerId || pages.has(listenerId, url)) return;
  ctx.afterCommit.push(async () => {
    try {
      pages.set(listenerId, url, await fetchPage(ctx, url, callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS)));
    } catch (err) {
      ctx.log.warn('prefetch of the next page failed; NearlyFinished will try itself', {
        err,
        kind: kindOf(err),
      });
    }
  });
}
