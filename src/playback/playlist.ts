// Starting and extending playlists: a new playlist, a page appended, a page that could not be fetched.
import { shuffleInPlace } from './shuffle';
import { continuesAfterEnd } from './more';
import { fitToTime, isFull } from './budget';
import type {
  BudgetState,
  Decision,
  MoreKind,
  MoreState,
  PlaybackState,
  PlaylistRequest,
  PlaylistState,
  QueueItem,
} from './types';
import { type LoadedPage, freshItems, newPlaylistId, playNow } from './cursor';

export interface StartOptions {
  /** The playlist continues after its last page (more.ts); the caller knows the listener's wish. */
  more?: boolean;
  /** Play it even when every story in it was heard recently (the listener asked again). */
  replay?: boolean;
  /**
   * Fit the playlist to this many seconds (budget.ts): it ends when they are used, with no
   * continuation, and fetches more pages only while the time is not yet filled.
   */
  lengthSec?: number;
}

/**
 * A new playlist replaces whatever played (REPLACE_ALL: a new query must never start after the
 * old enqueued item — docs/alexa-rules.md, Play directive). Each story plays once, and stories
 * heard recently are skipped: when that leaves nothing, the outcome is 'all-heard' (the caller
 * says so and offers something else, or asks again with `replay`).
 */
export function startPlaylist(
  state: PlaybackState,
  request: PlaylistRequest,
  page: LoadedPage,
  now: number,
  opts: StartOptions = {},
): Decision {
  const { fresh, unique } = freshItems(marked(page, page.more), state.history, [], 0);
  if (unique.length === 0) return { state, commands: [], outcome: 'empty' };
  if (fresh.length === 0 && !opts.replay) return { state, commands: [], outcome: 'all-heard' };
  let items = fresh.length > 0 ? fresh : unique;
  let budget: BudgetState | undefined;
  let nextPage = page.nextPage;
  if (opts.lengthSec !== undefined) {
    const fit = fitToTime(items, opts.lengthSec);
    if (fit.items.length === 0) return { state, commands: [], outcome: 'none-fits' };
    items = fit.items;
    budget = { sec: opts.lengthSec, queuedSec: fit.total };
    if (isFull(budget)) nextPage = undefined;
    // The first page was the last and did not fill the time: the intro says so.
    else if (!nextPage) budget.short = true;
  }
  const playlist: PlaylistState = {
    id: newPlaylistId(state, now),
    request,
    items,
    base: 0,
    ...(nextPage ? { nextPage } : {}),
    // A time box ends when its time is used: it has no continuation.
    ...(opts.more && !budget && continuesAfterEnd(request) ? { more: startMore(page) } : {}),
    ...(budget ? { budget } : {}),
    loop: false,
    shuffle: false,
  };
  const next: PlaybackState = { ...state, playlist, consecutiveFailures: 0 };
  return playNow(next, 0, 0, now);
}

/** A playlist started from a continuation page (nothing new on the topic) goes on from there. */
function startMore(page: LoadedPage): MoreState {
  return page.more ? { next: other(page.more), now: page.more } : { next: 'related' };
}

/** Related bursts and top stories take turns. */
const other = (kind: MoreKind): MoreState['next'] => (kind === 'related' ? 'top' : 'related');

/** Items of the continuation carry which kind they are, for their label: its pages and theirs. */
function marked(page: LoadedPage, via: MoreKind | undefined): QueueItem[] {
  return via ? page.items.map((i) => ({ ...i, via })) : page.items;
}

/**
 * Adds a fetched page to the loaded window: each story once, nothing heard recently. A page of
 * the continuation (more.ts) that adds nothing new ends the playlist there (its loader already
 * tried every source of it).
 */
export function appendPage(state: PlaybackState, page: LoadedPage, now: number): PlaybackState {
  const pl = state.playlist;
  if (!pl) return state;
  const firstN = pl.items.reduce((m, i) => Math.max(m, i.n), -1) + 1;
  let added = freshItems(marked(page, page.more ?? pl.more?.now), state.history, pl.items, firstN).fresh;
  let nextPage = page.nextPage;
  let budget = pl.budget;
  if (budget) {
    // What fits in the time still unfilled; a page that adds nothing ends the filling (one call
    // at most that finds nothing, so the extra API calls stay bounded).
    const fit = fitToTime(added, budget.sec, budget.queuedSec);
    added = fit.items;
    budget = { ...budget, queuedSec: fit.total };
    if (added.length === 0 || isFull(budget)) nextPage = undefined;
  }
  if (pl.shuffle) shuffleInPlace(added, now);
  const { pageFetchFailedAt: _dropped, nextPage: _old, more, budget: _before, ...rest } = pl;
  let nextMore = more;
  if (page.more && more) {
    nextMore = added.length === 0 ? undefined : { next: other(page.more), now: page.more };
  }
  return {
    ...state,
    playlist: {
      ...rest,
      items: [...pl.items, ...added],
      ...(nextPage ? { nextPage } : {}),
      ...(nextMore ? { more: nextMore } : {}),
      ...(budget ? { budget } : {}),
    },
    updatedAt: now,
  };
}

/** Remembers that fetching the next page failed, so NearlyFinished tries once more itself. */
export function markPageFetchFailed(state: PlaybackState, now: number): PlaybackState {
  if (!state.playlist) return state;
  return { ...state, playlist: { ...state.playlist, pageFetchFailedAt: now }, updatedAt: now };
}
