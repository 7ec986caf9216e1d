// The engine's shared core: reading the stored state (the item a token names, what plays now,
// what is loaded ahead) and the moves every decision is made of (play now, halt, requeue, trim the
// window, tokens). Pure, like the rest of the engine.
import { ITEMS_KEPT_BEHIND } from '../config/limits';
import { HeardStories } from './heard';
import { moreUrl } from './more';
import { decodeToken, encodeToken, TOP_STORIES_EXTRAS, tokenExtras, type TokenParts } from './token';
import { encodeSource } from './token-source';
import {
  PLAYBACK_SCHEMA_VERSION,
  type Decision,
  type EpisodeState,
  type MoreKind,
  type PlaybackCommand,
  type PlaybackState,
  type PlaylistState,
  type QueueItem,
} from './types';

export interface LoadedPage {
  items: QueueItem[];
  nextPage?: string;
  /** A page of the continuation after the playlist's last page (more.ts): which kind it is. */
  more?: MoreKind;
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
  const r: ResolvedItem = { index: parts.index, item, seq: parts.seq };
  if (parts.episode) r.episode = true;
  return r;
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

export type Successor =
  { kind: 'item'; index: number; item: QueueItem } | { kind: 'needs-page'; url: string } | { kind: 'end' };

export function successor(state: PlaybackState, index: number): Successor {
  const pl = state.playlist;
  if (!pl) return { kind: 'end' };
  const after = itemAt(state, index + 1);
  if (after) return { kind: 'item', index: index + 1, item: after };
  if (pl.nextPage) return { kind: 'needs-page', url: pl.nextPage };
  // Looping restarts from the oldest item still loaded (older ones were dropped from state).
  if (pl.loop && pl.items.length > 0 && pl.items[0])
    return { kind: 'item', index: pl.base, item: pl.items[0] };
  // After the last page, the playlist goes on when it continues (more.ts).
  const more = moreUrl(pl);
  if (more) return { kind: 'needs-page', url: more };
  return { kind: 'end' };
}

/**
 * An event for an older queue entry than the one the state says is playing (events arrive in
 * any order — docs/alexa-rules.md, Event order). Token sequence numbers only grow, so the older entry has the
 * lower one.
 */
export function isSuperseded(state: PlaybackState, r: ResolvedItem): boolean {
  if (state.activity !== 'playing' || r.seq === undefined) return false;
  const playing = resolveToken(state, state.token);
  return playing?.seq !== undefined && r.seq < playing.seq;
}

/** Plays the item at `index` now — or its whole episode, when `episode` and the state has it. */
export function playNow(
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
  const seq = commandSeq(state);
  const token = tokenFor(state, index, burst, seq, ep !== undefined);
  const next: PlaybackState = {
    // The episode goes unless it is what plays; a state without one is not copied twice for it.
    ...(ep || state.episode === undefined ? state : withoutEpisode(state)),
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

export function halt(
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

export function requeueAfterModeChange(
  before: PlaybackState,
  after: PlaybackState,
  contextToken: unknown,
  now: number,
): Decision {
  const cur = resolveToken(after, contextToken);
  if (!cur || after.activity !== 'playing') return { state: after, commands: [], outcome: 'recorded' };
  const was = successor(before, cur.index);
  const is = successor(after, cur.index);
  if (was.kind === 'item' && is.kind !== 'item') {
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
  const seq = commandSeq(after);
  const token = tokenFor(after, is.index, is.item, seq);
  return {
    state: { ...after, tokenSeq: seq, updatedAt: now },
    commands: [{ type: 'play', behavior: 'REPLACE_ENQUEUED', item: is.item, token, offsetMs: 0 }],
    outcome: 'play',
    item: is.item,
  };
}

/**
 * The sequence number of a queue entry a command issues. Every token issued so far has one of at
 * most tokenSeq + 1: a NearlyFinished's ENQUEUE takes the playing entry's + 1 without storing it
 * (events.ts), so a command takes tokenSeq + 2 and its token is always new.
 */
export function commandSeq(state: PlaybackState): number {
  return state.tokenSeq + 2;
}

export function tokenFor(
  state: PlaybackState,
  index: number,
  item: QueueItem,
  seq: number,
  episode = false,
): string {
  const pl = state.playlist;
  if (!pl) throw new Error('no playlist');
  const parts: TokenParts = { playlistId: pl.id, index, seq, burstId: item.burstId };
  if (episode) parts.episode = true;
  // Enough to continue the playlist from the Echo's token alone (token.ts, token-source.ts).
  // Top stories, the launch's playlist, has its parts written once: every reply makes a token.
  if (pl.request.kind === 'topStories' && !pl.budget) return encodeToken(parts, TOP_STORIES_EXTRAS);
  const box = pl.budget ? { sec: pl.budget.sec, usedSec: usedThrough(pl, index) } : undefined;
  return encodeToken(parts, tokenExtras(encodeSource(pl.request), box));
}

/** Seconds of a time box used up to the end of the item at `index`: what is queued, less what follows it. */
function usedThrough(pl: PlaylistState, index: number): number {
  let after = 0;
  for (let i = index + 1 - pl.base; i < pl.items.length; i++)
    after += Math.max(0, pl.items[i]?.durationSec ?? 0);
  return Math.max(0, Math.round((pl.budget?.queuedSec ?? 0) - after));
}

/** The queue entry of a burst's episode: its URL and name, the burst's source and art. */
export function episodeItem(burst: QueueItem, ep: EpisodeState): QueueItem {
  return { ...burst, audioUrl: ep.url, title: ep.title, durationSec: 0 };
}

/** Once a burst (not its episode) plays, the episode is over. */
export function withoutEpisodeUnless(state: PlaybackState, r: ResolvedItem): PlaybackState {
  if (r.episode || !state.episode) return state;
  return withoutEpisode(state);
}

function withoutEpisode(state: PlaybackState): PlaybackState {
  const { episode: _over, ...rest } = state;
  return rest;
}

/** Drops items far behind the cursor so stored state stays small however long one listens. */
export function trimWindow(state: PlaybackState, index: number): PlaybackState {
  const pl = state.playlist;
  if (!pl) return state;
  const drop = index - ITEMS_KEPT_BEHIND - pl.base;
  if (drop <= 0) return state;
  return { ...state, playlist: { ...pl, items: pl.items.slice(drop), base: pl.base + drop } };
}

/**
 * The page's items that are new stories: each story once (a re-air or another station's reading
 * of a story already in the page or in `known` is dropped), and none heard recently (`history`).
 * `unique` is the same without the history rule: what a replay would play.
 */
export function freshItems(
  items: readonly QueueItem[],
  history: readonly string[],
  known: readonly QueueItem[],
  firstN: number,
): { fresh: QueueItem[]; unique: QueueItem[] } {
  const seen = new HeardStories();
  for (const k of known) seen.add(k);
  const unique = items.filter((i) => {
    if (seen.has(i)) return false;
    seen.add(i);
    return true;
  });
  const heard = new HeardStories(history);
  const number = (list: QueueItem[]) => list.map((i, k) => ({ ...i, n: firstN + k }));
  return { fresh: number(unique.filter((i) => !heard.has(i))), unique: number(unique) };
}

/**
 * Offsets come from the request: a JSON number such as 1e400 parses to Infinity, and NaN or
 * Infinity would be stored as null by JSON and break the state. Anything not finite becomes 0.
 */
export function safeOffset(ms: number): number {
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

export function newPlaylistId(state: PlaybackState, now: number): string {
  const candidate = (now.toString(36) + (state.tokenSeq + 1).toString(36)).slice(-12);
  return candidate === state.playlist?.id ? candidate + 'x' : candidate;
}
