// The "my topics" playlist continues like any other: the engine keeps one continuation string per
// playlist and asks for it when the listener is near the end. Here that string carries the cursors
// of every followed feed (a `burst-voice:follows:` URN, never an http URL, so it can never reach the
// API client, which only follows URLs on its own origin). Loading it fetches the next page of every
// feed that has more, in parallel, and interleaves them into one page.
import type { BurstApi, CallOptions } from '../api/api';
import { ApiError } from '../api/errors';
import type { HeardStories, LoadedPage } from '../playback/engine';
import { fetchRound } from './fetch-feeds';
import { sanitiseFollows, type Follow } from './follows';
import { buildRound, hasMore, initialCursors, type FeedCursor } from './my-topics';

const PREFIX = 'burst-voice:follows:';

export function isFollowsContinuation(url: string): boolean {
  return url.startsWith(PREFIX);
}

export function encodeCursors(cursors: readonly FeedCursor[]): string {
  return PREFIX + Buffer.from(JSON.stringify(cursors)).toString('base64url');
}

export function decodeCursors(url: string): FeedCursor[] | undefined {
  if (!isFollowsContinuation(url)) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(url.slice(PREFIX.length), 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(raw)) return undefined;
    const cursors: FeedCursor[] = [];
    for (const c of raw as Array<Record<string, unknown>>) {
      const [follow] = sanitiseFollows([c?.follow]);
      if (!follow) continue;
      // Any origin but the API's is refused by the client itself (it only follows its own origin).
      const next = typeof c.nextPage === 'string' && /^https?:\/\//.test(c.nextPage) ? c.nextPage : undefined;
      const started = c.started === true;
      cursors.push({
        follow,
        started,
        // A started feed without a continuation has no more pages.
        done: c.done === true || (started && !next),
        ...(next ? { nextPage: next } : {}),
      });
    }
    return cursors;
  } catch {
    return undefined;
  }
}

export interface FollowsPage extends LoadedPage {
  /** Follows whose feed failed this round (skipped, asked again next time). */
  failed: Follow[];
}

/**
 * One round over the cursors. When every feed asked failed, that is an outage of the playlist
 * (an ApiError, as a failed nextPage would be), so the caller keeps the continuation for later.
 * `skip` may still be on its way (a promise): it is needed only once the feeds are back, so
 * reading it goes alongside them.
 */
export async function loadFollowsRound(
  api: BurstApi,
  cursors: readonly FeedCursor[],
  userId: string | undefined,
  skip: HeardStories | Promise<HeardStories>,
  opts: CallOptions,
): Promise<FollowsPage> {
  const results = await fetchRound(api, cursors, userId, opts);
  const asked = results.filter((r) => r !== undefined);
  if (asked.length > 0 && asked.every((r) => !r.ok)) {
    throw new ApiError('unavailable', 'every followed feed failed');
  }
  const round = buildRound(cursors, results, await skip);
  return {
    items: round.items,
    ...(hasMore(round.cursors) ? { nextPage: encodeCursors(round.cursors) } : {}),
    failed: round.failed,
  };
}

/** The first page of "play my topics". */
export function firstFollowsPage(
  api: BurstApi,
  follows: readonly Follow[],
  userId: string | undefined,
  skip: HeardStories | Promise<HeardStories>,
  opts: CallOptions,
): Promise<FollowsPage> {
  return loadFollowsRound(api, initialCursors(follows), userId, skip, opts);
}

/** The page a follows continuation stands for; a malformed one is a bad response, like a broken URL. */
export function loadFollowsContinuation(
  api: BurstApi,
  url: string,
  userId: string | undefined,
  skip: HeardStories,
  opts: CallOptions,
): Promise<FollowsPage> {
  const cursors = decodeCursors(url);
  if (!cursors) return Promise.reject(new ApiError('bad-response', 'unreadable follows continuation'));
  return loadFollowsRound(api, cursors, userId, skip, opts);
}
