// The playback engine: pure decisions from (stored state, event) to (new state, commands).
// No I/O and no ask-sdk objects, so every edge case is a fast unit test.
//
// Rule that shapes it (docs/alexa-rules.md, Event order): what to play next is derived from the token in the
// request, never from a "did I enqueue already" flag, so AudioPlayer events may arrive in any
// order or twice and still get the right answer.
import {
  HISTORY_SIZE,
  ITEMS_KEPT_BEHIND,
  MAX_CONSECUTIVE_FAILURES,
  PREFETCH_WITHIN_ITEMS,
} from '../config/limits';
import { decodeToken, encodeToken } from './token';
import { shuffleInPlace } from './shuffle';
import {
  PLAYBACK_SCHEMA_VERSION,
  type Decision,
  type EpisodeState,
  type PlaybackCommand,
  type PlaybackState,
  type PlaylistRequest,
  type PlaylistState,
  type QueueItem,
} from './types';

export interface LoadedPage {
  items: QueueItem[];
  nextPage?: string;
}

export interface ResolvedItem {
  index: number;
  item: QueueItem;
  /** The token's sequence number, when the item was found through a token. */
  seq?: number;
  /** The token was for the item's whole episode. */
  episode?: true;
}

export function initialState(now: number): PlaybackState {
  return {
    schemaVersion: PLAYBACK_SCHEMA_VERSION,
    index: 0,
    offsetMs: 0,
    activity: 'idle',
    updatedAt: now,
    history: [],
    consecutiveFailures: 0,
    tokenSeq: 0,
  };
}

export function itemAt(state: PlaybackState, index: number): QueueItem | undefined {
  const pl = state.playlist;
  if (!pl) return undefined;
  return pl.items[index - pl.base];
}

/** The item a token names, or undefined for a foreign, malformed or stale token. */
export function resolveToken(state: PlaybackState, token: unknown): ResolvedItem | undefined {
  const parts = decodeToken(token);
  if (!parts || !state.playlist || parts.playlistId !== state.playlist.id) return undefined;
  const item = itemAt(state, parts.index);
  if (!item || item.burstId !== parts.burstId) return undefined;
  return { index: parts.index, item, seq: parts.seq, ...(parts.episode ? { episode: true as const } : {}) };
}

/** What the listener hears now: the device's token when it is ours, else the stored cursor. */
export function currentItem(state: PlaybackState, contextToken?: unknown): ResolvedItem | undefined {
  const fromToken = contextToken !== undefined ? resolveToken(state, contextToken) : undefined;
  if (fromToken) return fromToken;
  const item = itemAt(state, state.index);
  return item ? { index: state.index, item } : undefined;
}

/** Items loaded after the given index. */
export function remainingAfter(state: PlaybackState, index: number): number {
  const pl = state.playlist;
  if (!pl) return 0;
  return Math.max(0, pl.base + pl.items.length - 1 - index);
}

// ---------------------------------------------------------------------------------------------
// Starting and extending playlists

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

// ---------------------------------------------------------------------------------------------
// AudioPlayer events

export function onPlaybackStarted(
  state: PlaybackState,
  token: unknown,
  offsetMs: number,
  now: number,
): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // The Started of the very entry the state has paused or stopped is older than that pause: a
  // resume always plays a new entry (new token), so this event was overtaken (requests of one
  // listener race across containers) and must not undo the pause.
  if ((state.activity === 'paused' || state.activity === 'stopped') && state.token === token) {
    return { state, commands: [], outcome: 'recorded', item: r.item };
  }
  const history =
    state.history[state.history.length - 1] === r.item.burstId
      ? state.history
      : [...state.history, r.item.burstId].slice(-HISTORY_SIZE);
  let next: PlaybackState = {
    ...withoutEpisodeUnless(state, r),
    index: r.index,
    token: token as string,
    offsetMs: safeOffset(offsetMs),
    activity: 'playing',
    updatedAt: now,
    history,
    // Failures are not forgiven on Started: a CDN that breaks every stream a second in would
    // otherwise skip through the whole playlist forever. A finished stream resets the count.
    tokenSeq: Math.max(state.tokenSeq, r.seq ?? 0),
  };
  next = trimWindow(next, r.index);
  const pl = next.playlist;
  const prefetch =
    pl?.nextPage && remainingAfter(next, r.index) <= PREFETCH_WITHIN_ITEMS ? pl.nextPage : undefined;
  return { state: next, commands: [], outcome: 'recorded', item: r.item, ...(prefetch ? { prefetch } : {}) };
}

/** ENQUEUE what follows the item the device is about to finish, or say what is missing. */
export function onPlaybackNearlyFinished(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  const s = successor(state, r.index);
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state, commands: [], outcome: 'ended' };
  // Deterministic from the request's token, so a duplicate NearlyFinished gets the same entry.
  const seq = (r.seq ?? state.tokenSeq) + 1;
  const nextToken = tokenFor(state, s.index, s.item, seq);
  const command: PlaybackCommand = {
    type: 'play',
    behavior: 'ENQUEUE',
    item: s.item,
    token: nextToken,
    offsetMs: 0,
    expectedPreviousToken: token as string,
  };
  const next: PlaybackState = { ...state, tokenSeq: Math.max(state.tokenSeq, seq), updatedAt: now };
  return { state: next, commands: [command], outcome: 'play', item: s.item };
}

export function onPlaybackFinished(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // It finished (the listen counts), but a newer entry already started: keep the cursor there.
  if (isSuperseded(state, r)) {
    return { state: { ...state, consecutiveFailures: 0 }, commands: [], outcome: 'recorded', item: r.item };
  }
  // Nothing enqueued after this item (end of playlist, or a page that could not be fetched in
  // time): the device goes idle, so the playlist counts as finished until the listener asks again.
  const ended = successor(state, r.index).kind !== 'item';
  const next: PlaybackState = {
    ...state,
    index: r.index,
    token: token as string,
    offsetMs: 0,
    activity: ended ? 'finished' : state.activity,
    consecutiveFailures: 0,
    updatedAt: now,
  };
  return { state: next, commands: [], outcome: ended ? 'ended' : 'recorded', item: r.item };
}

export function onPlaybackStopped(
  state: PlaybackState,
  token: unknown,
  offsetMs: number,
  now: number,
): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // The Stopped of an entry that a REPLACE_ALL already replaced (it may even arrive after the
  // new entry's Started): what plays now is the newer entry, so nothing is paused.
  if (isSuperseded(state, r)) return { state, commands: [], outcome: 'recorded' };
  const next: PlaybackState = {
    ...state,
    index: r.index,
    token: token as string,
    offsetMs: safeOffset(offsetMs),
    activity: 'paused',
    updatedAt: now,
  };
  return { state: next, commands: [], outcome: 'recorded', item: r.item };
}

/**
 * Skip to the next playable item; after MAX_CONSECUTIVE_FAILURES in a row, stop and remember it (never retry
 * the same URL forever, never leave dead air — docs/alexa-rules.md, What each request may carry in its
 * reply).
 */
export function onPlaybackFailed(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  const failures = state.consecutiveFailures + 1;
  const failed: PlaybackState = { ...state, index: r.index, consecutiveFailures: failures, updatedAt: now };
  if (failures >= MAX_CONSECUTIVE_FAILURES) {
    return {
      state: { ...failed, activity: 'failed', offsetMs: 0 },
      commands: [{ type: 'clearQueue', behavior: 'CLEAR_ALL' }],
      outcome: 'gave-up',
      item: r.item,
    };
  }
  const s = successor(state, r.index);
  // The caller fetches the page, appends it to the returned state and asks again, so the
  // failure must not be in that state yet (it would be counted twice).
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state: { ...failed, activity: 'finished' }, commands: [], outcome: 'ended' };
  return playNow(failed, s.index, 0, now);
}

// ---------------------------------------------------------------------------------------------
// Commands from the listener (intents and PlaybackController buttons)

export function next(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  const s = successor(state, cur.index);
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state, commands: [], outcome: 'ended' };
  return playNow({ ...state, consecutiveFailures: 0 }, s.index, 0, now);
}

export function previous(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur || !state.playlist) return { state, commands: [], outcome: 'nothing' };
  // Back from a full episode: the burst it was asked from, where the listener left the playlist.
  if (cur.episode) return playNow({ ...state, consecutiveFailures: 0 }, cur.index, 0, now);
  if (cur.index - 1 < state.playlist.base) {
    const d = playNow(state, cur.index, 0, now);
    return { ...d, outcome: 'at-start' };
  }
  return playNow({ ...state, consecutiveFailures: 0 }, cur.index - 1, 0, now);
}

/** StartOver and Repeat: the current burst again from its beginning, with a new token. */
export function startOver(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  return playNow({ ...state, consecutiveFailures: 0 }, cur.index, 0, now);
}

/**
 * Resume: the same burst — or the same episode — at the saved offset (ignoring it is a shipped
 * pitfall), REPLACE_ALL.
 */
export function resume(state: PlaybackState, now: number): Decision {
  // A finished playlist resumes with what follows it, if the API has more.
  if (state.activity === 'finished') return next(state, undefined, now);
  const cur = currentItem(state);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  const inEpisode = resolveToken(state, state.token)?.episode === true;
  return playNow({ ...state, consecutiveFailures: 0 }, cur.index, state.offsetMs, now, inEpisode);
}

/**
 * "Play the full episode": the episode the current burst was cut from, from where the burst
 * starts in it, in the burst's place (REPLACE_ALL; a new token with the episode mark). What
 * follows is the playlist after that burst.
 */
export function startEpisode(
  state: PlaybackState,
  contextToken: unknown,
  episode: Omit<EpisodeState, 'burstId'>,
  now: number,
): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  const withEpisode: PlaybackState = {
    ...state,
    episode: { ...episode, burstId: cur.item.burstId },
    consecutiveFailures: 0,
  };
  return playNow(withEpisode, cur.index, safeOffset(episode.startMs), now, true);
}

/** The episode playing (or paused) now, when the device's token — or the stored one — is its. */
export function currentEpisode(state: PlaybackState, contextToken?: unknown): EpisodeState | undefined {
  const r = resolveToken(state, contextToken ?? state.token);
  return r?.episode && state.episode?.burstId === r.item.burstId ? state.episode : undefined;
}

/** Pause: AudioPlayer.Stop; the offset is recorded (from the device's context when it is ours). */
export function pause(
  state: PlaybackState,
  contextToken: unknown,
  contextOffsetMs: number,
  now: number,
): Decision {
  return halt(state, contextToken, contextOffsetMs, now, 'paused', [{ type: 'stop' }]);
}

/** Stop and Cancel: stop the audio and clear the queue; the place is kept for "resume". */
export function stop(
  state: PlaybackState,
  contextToken: unknown,
  contextOffsetMs: number,
  now: number,
): Decision {
  return halt(state, contextToken, contextOffsetMs, now, 'stopped', [
    { type: 'stop' },
    { type: 'clearQueue', behavior: 'CLEAR_ALL' },
  ]);
}

/**
 * Loop and shuffle change what follows the current item. When audio is playing, the device may
 * already hold the old successor, so it is replaced with REPLACE_ENQUEUED.
 */
export function setLoop(state: PlaybackState, on: boolean, contextToken: unknown, now: number): Decision {
  const pl = state.playlist;
  if (!pl) return { state, commands: [], outcome: 'nothing' };
  const changed: PlaybackState = { ...state, playlist: { ...pl, loop: on }, updatedAt: now };
  return requeueAfterModeChange(state, changed, contextToken, now);
}

export function setShuffle(
  state: PlaybackState,
  on: boolean,
  contextToken: unknown,
  now: number,
  seed: number = now,
): Decision {
  const pl = state.playlist;
  if (!pl) return { state, commands: [], outcome: 'nothing' };
  const cur = currentItem(state, contextToken);
  const split = cur ? cur.index - pl.base + 1 : 0;
  const head = pl.items.slice(0, split);
  const tail = pl.items.slice(split);
  if (on) shuffleInPlace(tail, seed);
  else tail.sort((a, b) => a.n - b.n);
  const changed: PlaybackState = {
    ...state,
    playlist: { ...pl, shuffle: on, items: [...head, ...tail] },
    updatedAt: now,
  };
  return requeueAfterModeChange(state, changed, contextToken, now);
}

// ---------------------------------------------------------------------------------------------
// Internals

type Successor =
  { kind: 'item'; index: number; item: QueueItem } | { kind: 'needs-page'; url: string } | { kind: 'end' };

function successor(state: PlaybackState, index: number): Successor {
  const pl = state.playlist;
  if (!pl) return { kind: 'end' };
  const after = itemAt(state, index + 1);
  if (after) return { kind: 'item', index: index + 1, item: after };
  if (pl.nextPage) return { kind: 'needs-page', url: pl.nextPage };
  // Looping restarts from the oldest item still loaded (older ones were dropped from state).
  if (pl.loop && pl.items.length > 0 && pl.items[0])
    return { kind: 'item', index: pl.base, item: pl.items[0] };
  return { kind: 'end' };
}

/**
 * An event for an older queue entry than the one the state says is playing (events arrive in
 * any order — docs/alexa-rules.md, Event order). Token sequence numbers only grow, so the older entry has the
 * lower one.
 */
function isSuperseded(state: PlaybackState, r: ResolvedItem): boolean {
  if (state.activity !== 'playing' || r.seq === undefined) return false;
  const playing = resolveToken(state, state.token);
  return playing?.seq !== undefined && r.seq < playing.seq;
}

/** Plays the item at `index` now — or its whole episode, when `episode` and the state has it. */
function playNow(
  state: PlaybackState,
  index: number,
  offsetMs: number,
  now: number,
  episode = false,
): Decision {
  const burst = itemAt(state, index);
  if (!burst) return { state, commands: [], outcome: 'nothing' };
  const ep = episode && state.episode?.burstId === burst.burstId ? state.episode : undefined;
  const item = ep ? episodeItem(burst, ep) : burst;
  const seq = state.tokenSeq + 1;
  const token = tokenFor(state, index, burst, seq, ep !== undefined);
  const { episode: _dropped, ...rest } = state;
  const next: PlaybackState = {
    ...(ep ? state : rest),
    index,
    token,
    offsetMs,
    activity: 'playing',
    tokenSeq: seq,
    updatedAt: now,
  };
  return {
    state: next,
    commands: [{ type: 'play', behavior: 'REPLACE_ALL', item, token, offsetMs }],
    outcome: 'play',
    item,
  };
}

function halt(
  state: PlaybackState,
  contextToken: unknown,
  contextOffsetMs: number,
  now: number,
  activity: 'paused' | 'stopped',
  commands: PlaybackCommand[],
): Decision {
  const r = resolveToken(state, contextToken);
  if (!state.playlist) return { state, commands, outcome: 'stopped' };
  const next: PlaybackState = r
    ? {
        ...state,
        index: r.index,
        token: contextToken as string,
        offsetMs: safeOffset(contextOffsetMs),
        activity,
        updatedAt: now,
      }
    : { ...state, activity: state.activity === 'finished' ? 'finished' : activity, updatedAt: now };
  return { state: next, commands, outcome: 'stopped', ...(r ? { item: r.item } : {}) };
}

function requeueAfterModeChange(
  before: PlaybackState,
  after: PlaybackState,
  contextToken: unknown,
  now: number,
): Decision {
  const cur = resolveToken(after, contextToken);
  if (!cur || after.activity !== 'playing') return { state: after, commands: [], outcome: 'recorded' };
  const was = successor(before, cur.index);
  const is = successor(after, cur.index);
  if (was.kind === 'item' && is.kind === 'end') {
    // Loop off on the last item: the device may already hold the wrapped-around item, and
    // REPLACE_ENQUEUED needs something to play, so the enqueued entries are cleared instead.
    return {
      state: after,
      commands: [{ type: 'clearQueue', behavior: 'CLEAR_ENQUEUED' }],
      outcome: 'recorded',
    };
  }
  if (
    is.kind !== 'item' ||
    (was.kind === 'item' && was.item.burstId === is.item.burstId && was.index === is.index)
  ) {
    return { state: after, commands: [], outcome: 'recorded' };
  }
  const seq = after.tokenSeq + 1;
  const token = tokenFor(after, is.index, is.item, seq);
  return {
    state: { ...after, tokenSeq: seq, updatedAt: now },
    commands: [{ type: 'play', behavior: 'REPLACE_ENQUEUED', item: is.item, token, offsetMs: 0 }],
    outcome: 'play',
    item: is.item,
  };
}

function tokenFor(
  state: PlaybackState,
  index: number,
  item: QueueItem,
  seq: number,
  episode = false,
): string {
  const pl = state.playlist;
  if (!pl) throw new Error('no playlist');
  return encodeToken({
    playlistId: pl.id,
    index,
    seq,
    burstId: item.burstId,
    ...(episode ? { episode } : {}),
  });
}

/** The queue entry of a burst's episode: its URL and name, the burst's source and art. */
function episodeItem(burst: QueueItem, ep: EpisodeState): QueueItem {
  return { ...burst, audioUrl: ep.url, title: ep.title, durationSec: 0 };
}

/** Once a burst (not its episode) plays, the episode is over. */
function withoutEpisodeUnless(state: PlaybackState, r: ResolvedItem): PlaybackState {
  if (r.episode || !state.episode) return state;
  const { episode: _over, ...rest } = state;
  return rest;
}

/** Drops items far behind the cursor so stored state stays small however long one listens. */
function trimWindow(state: PlaybackState, index: number): PlaybackState {
  const pl = state.playlist;
  if (!pl) return state;
  const drop = index - ITEMS_KEPT_BEHIND - pl.base;
  if (drop <= 0) return state;
  return { ...state, playlist: { ...pl, items: pl.items.slice(drop), base: pl.base + drop } };
}

function freshItems(
  items: QueueItem[],
  history: string[],
  known: Set<string>,
  firstN: number,
  allowEmpty = false,
): QueueItem[] {
  const seen = new Set(known);
  const unique = items.filter((i) => {
    if (seen.has(i.burstId)) return false;
    seen.add(i.burstId);
    return true;
  });
  const heard = new Set(history);
  const fresh = unique.filter((i) => !heard.has(i.burstId));
  // Replaying beats silence: a playlist made only of heard bursts still plays.
  const chosen = fresh.length > 0 || allowEmpty ? fresh : unique;
  return chosen.map((i, k) => ({ ...i, n: firstN + k }));
}

/**
 * Offsets come from the request: a JSON number such as 1e400 parses to Infinity, and NaN or
 * Infinity would be stored as null by JSON and break the state. Anything not finite becomes 0.
 */
export function safeOffset(ms: number): number {
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

function newPlaylistId(state: PlaybackState, now: number): string {
  const candidate = (now.toString(36) + (state.tokenSeq + 1).toString(36)).slice(-12);
  return candidate === state.playlist?.id ? candidate + 'x' : candidate;
}
