// The API side of "play my topics": which search feeds each follow (issue: latest search for a
// topic, relevancy search with sourceId / show for sources and shows; the client always adds
// device=alexa), and one round of all pending feeds in parallel, bounded by the caller's deadline
// so the round costs one round trip of wall time. A feed that errors is a failed result, not a throw.
import type { BurstApi, CallOptions } from '../api/api';
import type { Playlist } from '../api/types';
import { pageFromPlaylist } from '../playback/items';
import type { Follow } from './follows';
import { categoryIdOf } from '../words/categories';
import type { FeedCursor, FeedResult } from './my-topics';

export function fetchFollow(
  api: BurstApi,
  f: Follow,
  userId: string | undefined,
  opts: CallOptions,
): Promise<Playlist> {
  switch (f.kind) {
    case 'topic': {
      // "Follow sports": a category's name is its list, which a search for the word would miss.
      const category = categoryIdOf(f.topic);
      if (category !== undefined && category !== '0')
        return api.categoryTopStories({ category, ...(userId ? { userId } : {}) }, opts);
      return api.searchLatest({ q: f.topic, ...(userId ? { userId } : {}) }, opts);
    }
    case 'source':
      return api.searchRelevancy({ sourceId: f.sourceId }, opts);
    case 'show':
      return api.searchRelevancy(
        { show: f.show, ...(f.sourceId !== undefined ? { sourceId: f.sourceId } : {}) },
        opts,
      );
  }
}

/** Fetches the next page of every feed that has more; `undefined` for feeds that are done. */
export async function fetchRound(
  api: BurstApi,
  cursors: readonly FeedCursor[],
  userId: string | undefined,
  opts: CallOptions,
): Promise<Array<FeedResult | undefined>> {
  const settled = await Promise.allSettled(
    cursors.map((c) => {
      if (c.done) return Promise.resolve(undefined);
      return c.started && c.nextPage
        ? api.nextPage(c.nextPage, opts)
        : fetchFollow(api, c.follow, userId, opts);
    }),
  );
  return settled.map((s): FeedResult | undefined => {
    if (s.status === 'rejected') return { ok: false };
    if (!s.value) return undefined;
    const page = pageFromPlaylist(s.value);
    return { ok: true, items: page.items, ...(page.nextPage ? { nextPage: page.nextPage } : {}) };
  });
}
