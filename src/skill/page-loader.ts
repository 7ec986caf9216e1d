// The next page of a playlist: the API's nextPage URL for most, one round over every followed
// feed for "play my topics" (its continuation is a burst-voice:follows: URN, src/radio).
import type { CallOptions } from '../api/api';
import { freshItems, HeardStories, type LoadedPage } from '../playback/engine';
import { ApiError } from '../api/errors';
import { pageFromPlaylist } from '../playback/items';
import { isMoreUrl, parseMoreUrl, type MoreStep } from '../playback/more';
import type { MoreKind, PlaylistRequest, QueueItem } from '../playback/types';
import type { Playlist } from '../api/types';
import { kindOf } from './api-calls';
import { isFollowsContinuation, loadFollowsContinuation } from '../radio/continuation';
import type { RequestContext } from './context';
import { fetchPlaylist, TOP_STORIES_PLAYLIST_ID } from './fetch-playlist';

/** What a new round of "my topics" skips: stories heard on any Echo, or already in this playlist. */
function skipSet(ctx: RequestContext): HeardStories {
  const skip = new HeardStories(heardHere(ctx));
  for (const item of ctx.state.device.playback.playlist?.items ?? []) skip.add(item);
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
 * The continuation after a playlist's last page (playback/more.ts), in one load: bursts related
 * to its last burst; when those bring nothing new (or the call fails), a category's own newest
 * stories, then the listener's top stories. The first that brings something new is the page;
 * the last is taken whatever it brings (appendPage then ends the playlist if it is nothing).
 */
export async function loadMore(
  ctx: RequestContext,
  more: MoreStep,
  known: MoreContext,
  opts: CallOptions,
): Promise<LoadedPage> {
  const userId = ctx.state.listener.profile.apiUserId;
  const who = userId ? { userId } : {};
  const isNew = (page: LoadedPage) => freshItems(page.items, known.heard, known.queued, 0).fresh.length > 0;
  const playlistId = known.request?.kind === 'category' ? known.request.playlistId : undefined;
  const tries: Array<[MoreKind, () => Promise<Playlist>]> = [];
  if (more.step === 'related')
    tries.push(['related', () => ctx.deps.api.relatedBursts({ burstId: more.burstId, ...who }, opts)]);
  if (playlistId !== undefined && playlistId !== TOP_STORIES_PLAYLIST_ID)
    tries.push([
      'category',
      () => fetchPlaylist(ctx.deps.api, { kind: 'category', playlistId, name: '' }, who, opts),
    ]);
  for (const [kind, fetch] of tries) {
    try {
      const page = pageFromPlaylist(await fetch());
      if (isNew(page)) return { ...page, more: kind };
    } catch (err) {
      ctx.log.info('a continuation source failed: trying the next', { err, kind: kindOf(err), source: kind });
    }
  }
  return {
    ...pageFromPlaylist(await fetchPlaylist(ctx.deps.api, { kind: 'topStories' }, who, opts)),
    more: 'top',
  };
}

/** The stories this request knows were heard: on any Echo (listener record) and on this one. */
function heardHere(ctx: RequestContext): string[] {
  return [...ctx.state.listener.history, ...ctx.state.device.playback.history];
}
