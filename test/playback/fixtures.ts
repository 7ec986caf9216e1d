// Builders for queue items, pages and engine states, shared by the playback tests.
import type { Burst } from '../../src/api/types';
import { fnv1a } from '../../src/stories/hash';
import { storyPrint } from '../../src/stories/story';
import {
  initialState,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  startPlaylist,
  type LoadedPage,
} from '../../src/playback/engine';
import type {
  Decision,
  PlaybackCommand,
  PlaybackState,
  PlaylistRequest,
  QueueItem,
} from '../../src/playback/types';

/** A fixed, realistic clock value (ms): playlist ids embed it in base 36. */
export const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
export const TOP: PlaylistRequest = { kind: 'topStories' };

/**
 * A print that is the same story as itself only (docs/stories.md): a transcript of words made from
 * the title, which no other title shares. Short made-up titles ("Title a0") would otherwise meet
 * on a shared word or a 12-bit hash.
 */
export function ownStory(title: string): string {
  const words = Array.from({ length: 16 }, (_, i) => `w${fnv1a(`${title}#${i}`).toString(36)}`);
  return storyPrint({ title, text: words.join(' ') });
}

/** An item whose story is its own, unless the test gives it a real title to compare. */
export function item(burstId: string, extra: Partial<QueueItem> = {}): QueueItem {
  return {
    burstId,
    title: `Title ${burstId}`,
    ...(extra.title === undefined ? { story: ownStory(`Title ${burstId}`) } : {}),
    sourceName: 'Station',
    audioUrl: `https://cdn.example.com/${burstId}.mp3`,
    durationSec: 60,
    n: 0,
    ...extra,
  };
}

/** `count` items with ids `${prefix}0`, `${prefix}1`, … */
export function items(prefix: string, count: number): QueueItem[] {
  return Array.from({ length: count }, (_, i) => item(`${prefix}${i}`, { n: i }));
}

export function page(list: QueueItem[] | string[], nextPage?: string): LoadedPage {
  const built = list.map((x) => (typeof x === 'string' ? item(x) : x));
  return { items: built, ...(nextPage ? { nextPage } : {}) };
}

export function burst(id: string, extra: Partial<Burst> = {}): Burst {
  return {
    id,
    title: `Burst ${id}`,
    durationSec: 42,
    categories: ['news.us'],
    keywords: [],
    entities: [],
    source: { name: 'KXYZ', type: 'Radio', networks: [] },
    audioUrl: `https://cdn.example.com/${id}.mp3`,
    imageUrls: [],
    ...extra,
  };
}

export type PlayCommand = Extract<PlaybackCommand, { type: 'play' }>;

/** The single Play command of a decision (fails the test when there is not exactly one). */
export function playOf(d: Decision): PlayCommand {
  const plays = d.commands.filter((c): c is PlayCommand => c.type === 'play');
  if (plays.length !== 1) throw new Error(`expected one play command, got ${JSON.stringify(d.commands)}`);
  return plays[0] as PlayCommand;
}

export interface Playing {
  state: PlaybackState;
  token: string;
}

/** Starts a playlist and lets the device confirm the first item (PlaybackStarted). */
export function startedPlaylist(pg: LoadedPage, now = T0, from: PlaybackState = initialState(now)): Playing {
  const d = startPlaylist(from, TOP, pg, now);
  const token = playOf(d).token;
  const s = onPlaybackStarted(d.state, token, 0, now + 1).state;
  return { state: s, token };
}

/** Plays through `steps` items the way a device does: NearlyFinished → ENQUEUE → Started. */
export function advance(p: Playing, steps: number, now = T0 + 1000): Playing {
  let { state, token } = p;
  for (let i = 0; i < steps; i++) {
    const nf = onPlaybackNearlyFinished(state, token, now + i * 10);
    token = playOf(nf).token;
    state = onPlaybackStarted(nf.state, token, 0, now + i * 10 + 5).state;
  }
  return { state, token };
}
