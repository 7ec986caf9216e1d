// The next page of a playlist: the API's nextPage URL for most, one round over every followed
// feed for "play my topics" (its continuation is a burst-voice:follows: URN, src/radio).
import type { CallOptions } from '../api/api';
import type { LoadedPage } from '../playback/engine';
import { pageFromPlaylist } from '../playback/items';
import { isFollowsContinuation, loadFollowsContinuation } from '../radio/continuation';
import type { RequestContext } from './context';

/** What a new round of "my topics" skips: heard on any Echo, or already in this playlist. */
function skipSet(ctx: RequestContext): Set<string> {
  const pb = ctx.state.device.playback;
  return new Set([
    ...ctx.state.listener.history,
    ...pb.history,
    ...(pb.playlist?.items.map((i) => i.burstId) ?? []),
  ]);
}

/** The page at `url`: the one fetched ahead for this listener (page-store.ts), or a call now. */
export async function loadPage(ctx: RequestContext, url: string, opts: CallOptions): Promise<LoadedPage> {
  const ahead = ctx.listenerId ? ctx.deps.pages?.get(ctx.listenerId, url) : undefined;
  return ahead ?? fetchPage(ctx, url, opts);
}

/** Fetches the page at `url` now. */
export async function fetchPage(ctx: RequestContext, url: string, opts: CallOptions): Promise<LoadedPage> {
  if (isFollowsContinuation(url)) {
    const userId = ctx.state.listener.profile.apiUserId;
    const page = await loadFollowsContinuation(ctx.deps.api, url, userId, skipSet(ctx), opts);
    if (page.failed.length) ctx.log.info('followed feeds skipped this round', { failed: page.failed.length });
    return { items: page.items, ...(page.nextPage ? { nextPage: page.nextPage } : {}) };
  }
  return pageFromPlaylist(await ctx.deps.api.nextPage(url, opts));
}
