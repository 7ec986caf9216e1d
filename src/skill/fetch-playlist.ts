// A playlist request → the API call that fills it (used to start a playlist, and to rebuild one
// whose continuation URL no longer works).
import type { BurstApi, CallOptions } from '../api/api';
import type { Playlist } from '../api/types';
import type { PlaylistRequest, SourceType } from '../playback/types';

export interface Personalisation {
  userId?: string;
  location?: { lat: number; lng: number };
}

/** Playlist id 0 is Top Stories, served by /v2/topstories (docs/burst-api.md, Known playlists). */
export const TOP_STORIES_PLAYLIST_ID = '0';

export function fetchPlaylist(
  api: BurstApi,
  request: PlaylistRequest,
  who: Personalisation,
  opts: CallOptions,
): Promise<Playlist> {
  const userId = who.userId ? { userId: who.userId } : {};
  switch (request.kind) {
    case 'topStories':
      return api.topStories({ ...userId, ...(who.location ? { location: who.location } : {}) }, opts);
    case 'category':
      // /v2/topstories has no date or source type filter; the category endpoint has both and
      // takes the top stories' playlist id (docs/api-gaps.md).
      if (request.playlistId === TOP_STORIES_PLAYLIST_ID && !request.since && !request.sourceType)
        return fetchPlaylist(api, { kind: 'topStories' }, who, opts);
      return api.categoryTopStories({ category: request.playlistId, ...userId, ...filters(request) }, opts);
    case 'search':
      return api.searchRelevancy(
        { ...(request.query ? { q: request.query } : {}), ...filters(request) },
        opts,
      );
    case 'latest':
      return api.searchLatest({ q: request.query, ...userId }, opts);
    case 'source':
      return api.searchRelevancy({ sourceId: request.sourceId, ...filters(request) }, opts);
    case 'weather':
    case 'traffic':
      return api.intent(request.kind, { stations: [request.stationId] }, opts);
    case 'related':
      return api.relatedBursts({ burstId: request.burstId, ...userId }, opts);
    case 'show':
      return api.searchRelevancy(
        { show: request.showName, ...(request.sourceId !== undefined ? { sourceId: request.sourceId } : {}) },
        opts,
      );
    case 'trending':
    case 'follows':
    case 'saved':
      // Built by their own handlers (trending from burst details, the rest from the listener record).
      return Promise.resolve({ kind: 'playlist', bursts: [] });
  }
}

/** The time and source type a listener said ("yesterday's", "podcasts about"), as v2 filters. */
function filters(r: { since?: string; sourceType?: SourceType }): {
  fromDate?: string;
  sourceType?: SourceType;
} {
  return { ...(r.since ? { fromDate: r.since } : {}), ...(r.sourceType ? { sourceType: r.sourceType } : {}) };
}
