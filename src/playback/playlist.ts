// Starting and extending playlists: a new playlist, a page appended, a page that could not be fetched.
import { shuffleInPlace } from './shuffle';
import type { Decision, PlaybackState, PlaylistRequest, PlaylistState } from './types';
import { type LoadedPage, freshItems, newPlaylistId, playNow } from './cursor';

/**
 * A new playlist replaces whatever played (REPLACE_ALL: a new query must never start after the
 * old enqueued item — docs/alexa-rules.md, Play directive). Recently heard bursts are skipped unless that
 * would leave nothing.
 */
export function startPlaylist(
  state: PlaybackState,
  request: PlaylistRequest,
  page: LoadedPage,
  now: number,
): Decision {
  const items = freshItems(page.items, state.history, new Set(), 0);
  if (items.length === 0) return { state, commands: [], outcome: 'empty' };
  const playlist: PlaylistState = {
    id: newPlaylistId(state, now),
    request,
    items,
    base: 0,
    ...(page.nextPage ? { nextPage: page.nextPage } : {}),
    loop: false,
    shuffle: false,
  };
  const next: PlaybackState = { ...state, playlist, consecutiveFailures: 0 };
  return playNow(next, 0, 0, now);
}

/** Adds a fetched page to the loaded window (skipping duplicates and what was just heard). */
export function appendPage(state: PlaybackState, page: LoadedPage, now: number): PlaybackState {
  const pl = state.playlist;
  if (!pl) return state;
  const known = new Set(pl.items.map((i) => i.burstId));
  const firstN = pl.items.reduce((m, i) => Math.max(m, i.n), -1) + 1;
  const added = freshItems(page.items, state.history, known, firstN, true);
  if (pl.shuffle) shuffleInPlace(added, now);
  const { pageFetchFailedAt: _dropped, nextPage: _old, ...rest } = pl;
  return {
    ...state,
    playlist: {
      ...rest,
      items: [...pl.items, ...added],
      ...(page.nextPage ? { nextPage: page.nextPage } : {}),
    },
    updatedAt: now,
  };
}

/** Remembers that fetching the next page failed, so NearlyFinished tries once more itself. */
export function markPageFetchFailed(state: PlaybackState, now: number): PlaybackState {
  if (!state.playlist) return state;
  return { ...state, playlist: { ...state.playlist, pageFetchFailedAt: now }, updatedAt: now };
}
