// The operations of the Burst API, as one interface: the HTTP client implements it, and tests
// or benchmarks can stand in a fake. Every method that the API lets take a device sends the
// client's device (the skill always configures `alexa`).
import type {
  Burst,
  ListenAction,
  Playlist,
  RegisteredUser,
  Show,
  SourceType,
  Station,
  TrendingCategory,
} from './types';

/** Per call: a budget in ms and/or an absolute deadline (epoch ms) from the handler. The sooner wins. */
export interface CallOptions {
  timeoutMs?: number;
  deadline?: number;
}

export type V2SourceType = 'MIX' | 'radio' | 'podcast';

export interface V1SearchParams {
  q: string;
  fromDate?: string;
  toDate?: string;
  stationIds?: Array<string | number>;
  sourceType?: 'radio' | 'podcast';
  sortBy?: 'trending' | 'latest';
  latlng?: { lat: number; lng: number };
  userId?: string;
  maxPlayListDuration?: number;
  maxPlayListSize?: number;
  minBurstDuration?: number;
  maxBurstDuration?: number;
  category?: string;
}

export interface RelatedParams {
  burstId: string;
  category?: string;
  sourceType?: V2SourceType;
  userId?: string;
}

export interface PageUrlParams {
  url: string;
  sourceType?: V2SourceType;
  userId?: string;
}

export interface RelevancyParams {
  q?: string;
  sourceType?: V2SourceType;
  sourceId?: number;
  show?: string;
  fromDate?: string;
  location?: string;
  distance?: number;
  category?: string;
  sort?: string;
}

export interface LatestParams {
  q: string;
  sourceId?: number;
  show?: string;
  from?: string;
  location?: string;
  category?: string;
  userId?: string;
}

export interface CategoryParams {
  /** A playlist id (numeric in practice) or a category name. */
  category: string | number;
  sourceType?: V2SourceType;
  fromDate?: string;
  userId?: string;
}

export interface TopStoriesParams {
  userId?: string;
  /** Latitude and longitude of the listener. */
  location?: { lat: number; lng: number };
}

export type IntentName = 'weather' | 'traffic';

export interface BurstApi {
  /** The configured API origin (scheme://host[:port]); nextPage is only followed on it. */
  readonly origin: string;
  searchV1(params: V1SearchParams, opts?: CallOptions): Promise<Playlist>;
  /** Burst detail with transcript; not-found when the body holds no burst. */
  burst(params: { burstId: string; queryId?: number; userId?: string }, opts?: CallOptions): Promise<Burst>;
  relatedBursts(params: RelatedParams, opts?: CallOptions): Promise<Playlist>;
  burstsByPageUrl(params: PageUrlParams, opts?: CallOptions): Promise<Playlist>;
  searchSources(term: string, opts?: CallOptions): Promise<Station[]>;
  station(stationId: number, opts?: CallOptions): Promise<Station>;
  show(showId: string | number, opts?: CallOptions): Promise<Show>;
  searchRelevancy(params: RelevancyParams, opts?: CallOptions): Promise<Playlist>;
  searchLatest(params: LatestParams, opts?: CallOptions): Promise<Playlist>;
  categoryTopStories(params: CategoryParams, opts?: CallOptions): Promise<Playlist>;
  topStories(params: TopStoriesParams, opts?: CallOptions): Promise<Playlist>;
  intent(
    name: IntentName,
    params: { stations: Array<string | number> },
    opts?: CallOptions,
  ): Promise<Playlist>;
  trending(params?: { userId?: string }, opts?: CallOptions): Promise<TrendingCategory[]>;
  registerUser(externalUserId: string, opts?: CallOptions): Promise<RegisteredUser>;
  trackListen(
    params: { userId: string; burstId: string; action: ListenAction },
    opts?: CallOptions,
  ): Promise<void>;
  /** Follows a playlist's nextPage; refuses (bad-response) a URL on any other origin. */
  nextPage(url: string, opts?: CallOptions): Promise<Playlist>;
}

export type { Show, SourceType };
