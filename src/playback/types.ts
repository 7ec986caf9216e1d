// The listener's playback state, persisted between requests. It keeps a cursor into a window of
// loaded items plus what is needed to continue (the playlist request and nextPage), never a full
// copy of a list that would go stale (and a DynamoDB item is limited to 400 KB).

export const PLAYBACK_SCHEMA_VERSION = 1;

/** What the playlist was built from, so it can be described and rebuilt. */
export type PlaylistRequest =
  | { kind: 'topStories' }
  | { kind: 'category'; playlistId: string; name: string; since?: string; sourceType?: SourceType }
  /** An empty query with a source type browses it ("play podcasts"). */
  | { kind: 'search'; query: string; since?: string; sourceType?: SourceType }
  | { kind: 'latest'; query: string }
  | { kind: 'source'; sourceId: number; sourceName: string; since?: string }
  | { kind: 'weather'; stationId: number; stationName?: string }
  | { kind: 'traffic'; stationId: number; stationName?: string }
  | { kind: 'trending'; topic: string }
  | { kind: 'related'; burstId: string; title?: string }
  | { kind: 'show'; showName: string; sourceId?: number }
  /** "Play my topics": its continuation carries every followed feed's cursor (src/radio). */
  | { kind: 'follows' }
  /** The listener's saved bursts (all loaded at once from the listener record). */
  | { kind: 'saved' };

/** "Podcasts about …", "talk radio about …": the API's source type filter. */
export type SourceType = 'podcast' | 'radio';

export type PlaylistKind = PlaylistRequest['kind'];

/** One playable burst, with just what the directives, speech and reporting need. */
export interface QueueItem {
  burstId: string;
  title: string;
  sourceName: string;
  sourceId?: number;
  showName?: string;
  showId?: string;
  /** Always https (the API layer refuses anything else). */
  audioUrl: string;
  imageUrl?: string;
  durationSec: number;
  createdAt?: string;
  /**
   * The story's print (src/stories, docs/stories.md): the same story re-aired or read by another
   * station under a new burst id has a print that matches, so it is heard once. Items stored
   * before prints existed have none: their title stands in.
   */
  story?: string;
  /**
   * Set on an item the continuation after the playlist's last page added (more.ts): bursts related
   * to the playlist, or the top stories. Its label says which.
   */
  via?: MoreKind;
  /** Position in the API's order, so "shuffle off" can restore it. */
  n: number;
}

/** Bursts related to the playlist, its category's newest stories, or the listener's top stories. */
export type MoreKind = 'related' | 'category' | 'top';

/**
 * A playlist that goes on after its last page (docs/listening.md, After the last page): bursts
 * related to its last burst, then top stories (a category's own first), in turn, never a story heard.
 */
export interface MoreState {
  /** What the continuation fetches next: related bursts, or the top stories (a category's first). */
  next: 'related' | 'top';
  /** Set once the continuation has started: the kind of list the API's nextPage now continues. */
  now?: MoreKind;
}

/**
 * A playlist that fits a time the listener gave ("five minutes of news", budget.ts): bursts are
 * chosen so their durations add up to it, and it ends there (no continuation after it).
 */
export interface BudgetState {
  /** The length asked for, in seconds (clamped to what the skill offers: src/skill/length.ts). */
  sec: number;
  /** Seconds of every burst chosen so far (items behind the window included). */
  queuedSec: number;
  /** The content ran out before the box was full, and the listener was told so at the start. */
  short?: true;
}

export interface PlaylistState {
  /** Short id unique per playlist of this listener; part of every token. */
  id: string;
  request: PlaylistRequest;
  /** The loaded window of items. */
  items: QueueItem[];
  /** Absolute index of items[0]: items far behind the cursor are dropped to keep state small. */
  base: number;
  /** Continuation URL of the API, absent when the API has no more. */
  nextPage?: string;
  /** When the last page fetch failed (ms); NearlyFinished then tries once more itself. */
  pageFetchFailedAt?: number;
  /** Present when the playlist continues after its last page; absent when it ends there. */
  more?: MoreState;
  /** Present when the playlist fits a time the listener gave. */
  budget?: BudgetState;
  loop: boolean;
  shuffle: boolean;
}

/**
 * The whole episode of the burst at `index`, played in the burst's place ("play the full
 * episode"): the queue entry's token carries the episode mark, and next/previous return to the
 * playlist around it.
 */
export interface EpisodeState {
  /** The burst the episode was asked for from. */
  burstId: string;
  /** https only (the burst audio's rule). */
  url: string;
  /** The episode's name, or its show's when the API has none. */
  title: string;
  /** Where the burst starts inside the episode. */
  startMs: number;
}

export type PlayerActivity = 'idle' | 'playing' | 'paused' | 'stopped' | 'finished' | 'failed';

export interface PlaybackState {
  schemaVersion: typeof PLAYBACK_SCHEMA_VERSION;
  playlist?: PlaylistState;
  /** Absolute index of the current (playing, paused or last) item. */
  index: number;
  /** Token of the queue entry at `index`, when one was issued. */
  token?: string;
  /** Where to resume the current item. */
  offsetMs: number;
  activity: PlayerActivity;
  /** Last change of the state (ms since epoch). */
  updatedAt: number;
  /**
   * Recently heard stories, newest last, as story prints (older records: burst ids): new
   * playlists and pages skip them.
   */
  history: string[];
  consecutiveFailures: number;
  /**
   * Every token issued has a sequence number of at most tokenSeq + 1 (an ENQUEUE is not stored
   * until its entry starts); commands issue tokenSeq + 2 (cursor.ts, commandSeq).
   */
  tokenSeq: number;
  /** Set while the full episode of the current burst plays (or is paused) instead of the burst. */
  episode?: EpisodeState;
}

/** What the engine asks the device to do; directives.ts turns these into Alexa directives. */
export type PlaybackCommand =
  | {
      type: 'play';
      behavior: 'REPLACE_ALL' | 'REPLACE_ENQUEUED';
      item: QueueItem;
      token: string;
      offsetMs: number;
    }
  | {
      type: 'play';
      behavior: 'ENQUEUE';
      item: QueueItem;
      token: string;
      offsetMs: 0;
      expectedPreviousToken: string;
    }
  | { type: 'stop' }
  | { type: 'clearQueue'; behavior: 'CLEAR_ALL' | 'CLEAR_ENQUEUED' };

export type Outcome =
  /** A Play was issued (REPLACE_ALL / ENQUEUE). */
  | 'play'
  /** The engine needs the next page (`needsPage`) before it can decide. */
  | 'needs-page'
  /** Nothing more to play: the playlist ended. */
  | 'ended'
  /** The request's token is not ours (or stale): state unchanged, nothing to do. */
  | 'foreign'
  /** State recorded, nothing to send. */
  | 'recorded'
  /** Audio stopped because the listener asked (pause, stop, cancel); failures end in 'gave-up'. */
  | 'stopped'
  /** Too many consecutive failures: playback stopped and remembered. */
  | 'gave-up'
  /** There is no playlist (or no item) to act on. */
  | 'nothing'
  /** A new playlist had no playable items. */
  | 'empty'
  /** A new playlist had only stories the listener heard recently: nothing was started. */
  | 'all-heard'
  /** A time-boxed playlist found bursts, but none short enough for the time: nothing was started. */
  | 'none-fits'
  /** "Previous" on the first item: it restarts instead. */
  | 'at-start';

export interface Decision {
  state: PlaybackState;
  commands: PlaybackCommand[];
  outcome: Outcome;
  /** With outcome 'needs-page': the continuation URL to fetch, then `appendPage` and ask again. */
  needsPage?: string;
  /** After PlaybackStarted: the continuation to prefetch now, while the wait costs nothing audible. */
  prefetch?: string;
  /** Set by the skill when the next page was needed but could not be fetched (API trouble). */
  pageFetchFailed?: boolean;
  /** The item the decision is about (played, enqueued, finished…). */
  item?: QueueItem;
}
