// "Play my topics": one playlist interleaving the newest bursts of every followed topic, source
// and show. Each feed keeps its own continuation (a cursor); a round fetches the next page of every
// feed that has more, in parallel, and interleaves them: newest first within each feed, one from
// each in turn, each burst once, nothing the listener heard recently. A feed that failed is
// skipped this round and asked again the next.
import type { HeardStories } from '../playback/heard';
import type { QueueItem } from '../playback/types';
import { followKey, type Follow } from './follows';

export interface FeedCursor {
  follow: Follow;
  /** The feed's continuation URL after its last page. */
  nextPage?: string;
  /** Its first page was loaded (until then a round asks for the first page again). */
  started: boolean;
  /** No more pages. */
  done: boolean;
}

export type FeedResult = { ok: true; items: QueueItem[]; nextPage?: string } | { ok: false };

export function initialCursors(follows: readonly Follow[]): FeedCursor[] {
  return follows.map((follow) => ({ follow, started: false, done: false }));
}

export function hasMore(cursors: readonly FeedCursor[]): boolean {
  return cursors.some((c) => !c.done);
}

const timeOf = (i: QueueItem): number => {
  const t = i.createdAt !== undefined ? Date.parse(i.createdAt) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** Newest first; undated items keep their API order after the dated ones. */
export function newestFirst(items: readonly QueueItem[]): QueueItem[] {
  return items
    .map((item, i) => ({ item, i, t: timeOf(item) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map((x) => x.item);
}

/**
 * Round-robin over the feeds (each newest first): each feed's turn gives its next burst whose
 * story is not yet taken nor in `skip` (two followed topics often carry the same story).
 */
export function interleave(feeds: readonly (readonly QueueItem[])[], skip: HeardStories): QueueItem[] {
  const queues = feeds.map(newestFirst);
  const at = queues.map(() => 0);
  const seen = skip;
  const out: QueueItem[] = [];
  let taken = true;
  while (taken) {
    taken = false;
    queues.forEach((q, f) => {
      let i = at[f] ?? 0;
      while (i < q.length && seen.has(q[i]!)) i++;
      const item = q[i];
      at[f] = i + 1;
      if (!item) return;
      seen.add(item);
      out.push({ ...item, n: out.length });
      taken = true;
    });
  }
  return out;
}

/** The cursors after a round: `results[i]` belongs to `cursors[i]` (undefined: not asked this round). */
export function advanceCursors(
  cursors: readonly FeedCursor[],
  results: ReadonlyArray<FeedResult | undefined>,
): FeedCursor[] {
  return cursors.map((c, i) => {
    const r = results[i];
    if (!r || !r.ok) return c;
    return {
      follow: c.follow,
      started: true,
      done: !r.nextPage,
      ...(r.nextPage ? { nextPage: r.nextPage } : {}),
    };
  });
}

export interface Round {
  items: QueueItem[];
  cursors: FeedCursor[];
  /** Feeds that failed this round. */
  failed: Follow[];
}

/** One round of the playlist: the interleaved items and the advanced cursors. */
export function buildRound(
  cursors: readonly FeedCursor[],
  results: ReadonlyArray<FeedResult | undefined>,
  skip: HeardStories,
): Round {
  const feeds = results.map((r) => (r && r.ok ? r.items : []));
  return {
    items: interleave(feeds, skip),
    cursors: advanceCursors(cursors, results),
    failed: cursors.filter((_, i) => results[i]?.ok === false).map((c) => c.follow),
  };
}

/** The cursors of the follow list as it is now: new follows start fresh, unfollowed ones go. */
export function syncCursors(cursors: readonly FeedCursor[], follows: readonly Follow[]): FeedCursor[] {
  const byKey = new Map(cursors.map((c) => [followKey(c.follow), c]));
  return follows.map((f) => byKey.get(followKey(f)) ?? { follow: f, started: false, done: false });
}
