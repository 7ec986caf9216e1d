// The next page of a playlist: the API's nextPage URL for most, one round over every followed
// feed for "play my topics" (its continuation is a burst-voice:follows: URN, src/radio).
import type { CallOptions } from '../api/api';
import { freshItems, HeardStories, type LoadedPage } from '../playback/engine';
import { ApiError } from '../api/errors';
import { pageFromPlaylist } from '../playback/items';
import { isMoreUrl, parseMoreUrl, type MoreStep } from '../playback/more';
import type { PlaylistRequest, QueueItem } from '../playback/types';
import { isFollowsContinuation, loadFollowsContinuation } from '../radio/continuation';
import type { RequestContext } from './context';
import { fetchPlaylist } from './fetch-playlist';

/** What a new round of "my topics" skips: stories heard on any Echo, or already in this playlist. */
function skipSet(ctx: RequestContext): HeardStories {
  const pb = ctx.state.device.playback;
  const skip = new HeardStories([...ctx.state.listener.history, ...pb.history]);
  for (const item of pb.playlist?.items ?? []) skip.add(item);
  return skip;
}

/** The page at `url`: the one fetched ahead for this listener (page-store.ts), or a call now. */
export async function loadPage(ctx: RequestContext, url: string, opts: CallOptions): Promise<LoadedPage> {
  const ahead = ctx.listenerId ? ctx.deps.pages?.get(ctx.listenerId, url) : undefined;
  return ahead ?? fetchPage(ctx, url, opts);
}

/** Fetches the page at `url` now. */
export async function fetchPage(ctx: RequestContext, url: string, opts: CallOptions): Promise<LoadedPage> {
  const more = parseMoreUrl(url);
  if (more) {
    const pl = ctx.state.device.playback.playlist;
    return loadMore(
      ctx,
      more,
      { heard: heardHere(ctx), queued: pl?.items ?? [], request: pl?.request },
      opts,
    );
  }
  if (isMoreUrl(url)) throw new ApiError('bad-response', 'unreadable continuation');
  if (isFollowsContinuation(url)) {
    const userId = ctx.state.listener.profile.apiUserId;
    const page = await loadFollowsContinuation(ctx.deps.api, url, userId, skipSet(ctx), opts);
    if (page.failed.length) ctx.log.info('followed feeds skipped this round', { failed: page.failed.length });
    return { items: page.items, ...(page.nextPage ? { nextPage: page.nextPage } : {}) };
  }
  return pageFromPlaylist(await ctx.deps.api.nextPage(url, opts));
}

/** What the continuation must add to: the heard stories and the queue it follows. */
export interface MoreContext {
  /** Stories heard (history entries) and items already queued: related bursts must add to them. */
  heard: readonly string[];
  queued: readonly QueueItem[];
  /** The playlist's request: a category's continuation is that category's top stories. */
  request?: PlaylistRequest | undefined;
}

/**
 * The continuation after a playlist's last page (playback/more.ts): bursts related to its last
 * burst; when those are all heard or queued (or the call fails), the top stories (or the
 * category's) in the same load, so one load gives something new whenever the API has it.
 */
export async function loadMore(
  ctx: RequestContext,
  more: MoreStep,
  known: MoreContext,
  opts: CallOptions,
): Promise<LoadedPage> {
  const userId = ctx.state.listener.profile.apiUserId;
  const who = userId ? { userId } : {};
  if (more.step === 'related') {
    try {
      const related = pageFromPlaylist(
        await ctx.deps.api.relatedBursts({ burstId: more.burstId, ...who }, opts),
      );
      if (freshItems(related.items, known.heard, known.queued, 0).fresh.length > 0)
        return { ...related, more: 'related' };
    } catch (err) {
      ctx.log.info('related bursts for the continuation failed: top stories instead', { err });
    }
  }
  const playlistId =
    more.step === 'category'
      ? more.playlistId
      : known.request?.kind === 'category'
        ? known.request.playlistId
        : '';
  const request: PlaylistRequest = playlistId
    ? { kind: 'category', playlistId, name: '' }
    : { kind: 'topStories' };
  return { ...pageFromPlaylist(await fetchPlaylist(ctx.deps.api, request, who, opts)), more: 'top' };
}

/** The stories this request knows were heard: on any Echo (listener record) and on this one. */
function heardHere(ctx: RequestContext): string[] {
  return [...ctx.state.listener.history, ...ctx.state.device.playback.history];
}
