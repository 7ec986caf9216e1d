// The Burst API client: every operation with its path and parameters (docs/burst-api.md,
// Endpoints), undefined params omitted, the cache for the slow-changing answers, and `nextPage`
// followed only on the configured origin. Knows nothing about Alexa. Each call is one exchange
// (http-exchange.ts: key header, one deadline, body parsed, failures mapped to ApiError).
import type {
  BurstApi,
  CallOptions,
  CategoryParams,
  IntentName,
  LatestParams,
  PageUrlParams,
  RelatedParams,
  RelevancyParams,
  TopStoriesParams,
  V1SearchParams,
} from './api';
import { DEFAULT_HTTPS_UPGRADE_HOSTS } from './audio';
import { TtlCache } from './cache';
import { ApiError } from './errors';
import { HttpExchange, type ApiCallEvent, type ExchangeRequest, type Method } from './http-exchange';
import {
  type MapContext,
  mapPlaylistV1,
  mapPlaylistV2,
  mapRegisteredUser,
  mapShow,
  mapStation,
  mapStations,
  mapTrending,
} from './map';
import type { Burst, ListenAction, Playlist, RegisteredUser, Show, Station, TrendingCategory } from './types';
import {
  API_CALL_TIMEOUT_MS,
  CACHE_MAX_ENTRIES,
  SHOW_TTL_MS,
  SOURCE_SEARCH_TTL_MS,
  STATION_TTL_MS,
  TRENDING_TTL_MS,
} from '../config/limits';
import { DEFAULT_TRACK_PATH } from '../config/api-defaults';
import { type Clock, systemClock } from '../util/clock';
import { type Logger, silentLogger } from '../util/logger';
import { withTimeout } from '../util/timeout';

export type { ApiCallEvent } from './http-exchange';

export interface BurstApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Sent as `device` wherever the API takes one; the skill is always `alexa`. */
  device?: string;
  /** Default budget of one call (ms); a call's own timeoutMs/deadline can only shorten… or set it. */
  timeoutMs?: number;
  clock?: Clock;
  logger?: Logger;
  /** Hosts whose `http:` audio URLs may be upgraded to https (see audio.ts). */
  httpsUpgradeHosts?: string[];
  cacheMaxEntries?: number;
  /** Told about every HTTP exchange (not cache hits): operation, 'ok' or the error kind, ms. */
  onCall?: (e: ApiCallEvent) => void;
  /** Path of the listen report; null = never reported. Default DEFAULT_TRACK_PATH. */
  trackPath?: string | null;
}

type QueryValue = string | number | undefined;
type Query = Array<[string, QueryValue]>;

interface CallSpec<T> {
  /** The client method: the operation label of the call hook (metrics). */
  op: string;
  method: Method;
  path: string;
  query: Query;
  opts: CallOptions | undefined;
  map: (body: unknown, ctx: MapContext) => T;
  /** Cache lifetime; undefined = not cached. */
  ttlMs?: number;
  /** false: the body is not read (tracking, whose response is undocumented). */
  parseBody?: boolean;
}

const INTENT_NAMES: readonly IntentName[] = ['weather', 'traffic'];

export class BurstApiClient implements BurstApi {
  readonly origin: string;
  private readonly base: URL;
  private readonly device: string;
  private readonly trackPath: string | null;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly upgradeHosts: readonly string[];
  private readonly cache: TtlCache;
  private readonly exchange: HttpExchange;

  constructor(opts: BurstApiClientOptions) {
    let base: URL;
    try {
      base = new URL(opts.baseUrl);
    } catch {
      throw new Error('BurstApiClient: baseUrl is not a valid URL');
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
      throw new Error('BurstApiClient: baseUrl must be an http(s) URL');
    }
    // Spec: "All paths are relative to {base_url}" — a base with a path prefix keeps it.
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    base.search = '';
    base.hash = '';
    this.base = base;
    this.origin = base.origin;
    this.device = opts.device ?? 'alexa';
    this.trackPath = opts.trackPath === undefined ? DEFAULT_TRACK_PATH : opts.trackPath;
    this.clock = opts.clock ?? systemClock;
    this.logger = opts.logger ?? silentLogger;
    this.upgradeHosts = opts.httpsUpgradeHosts ?? DEFAULT_HTTPS_UPGRADE_HOSTS;
    this.cache = new TtlCache({ clock: this.clock, maxEntries: opts.cacheMaxEntries ?? CACHE_MAX_ENTRIES });
    this.exchange = new HttpExchange({
      apiKey: opts.apiKey,
      clock: this.clock,
      logger: this.logger,
      onCall: opts.onCall,
      defaultTimeoutMs: opts.timeoutMs ?? API_CALL_TIMEOUT_MS,
    });
  }

  // ---- operations (paths and params exactly as docs/burst-api.md, Endpoints, in its order) ----

  searchV1(p: V1SearchParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'searchV1',
      method: 'GET',
      path: '/v1/search',
      query: [
        ['q', p.q],
        ['fromDate', p.fromDate],
        ['toDate', p.toDate],
        ['stationId', p.stationIds && p.stationIds.length > 0 ? p.stationIds.join(',') : undefined],
        ['sourceType', p.sourceType],
        ['sortBy', p.sortBy],
        ['latlng', p.latlng ? `${p.latlng.lat},${p.latlng.lng}` : undefined],
        ['device', this.device],
        ['userID', p.userId],
        ['maxPlayListDuration', p.maxPlayListDuration],
        ['maxPlayListSize', p.maxPlayListSize],
        ['minBurstDuration', p.minBurstDuration],
        ['maxBurstDuration', p.maxBurstDuration],
        ['category', p.category],
      ],
      opts,
      map: mapPlaylistV1,
    });
  }

  async burst(p: { burstId: string; queryId?: number; userId?: string }, opts?: CallOptions): Promise<Burst> {
    const playlist = await this.call({
      op: 'burst',
      method: 'GET',
      path: '/v2/burst',
      // This endpoint's user param is spelled `userid` (lower case). No `device` is listed here,
      // but public clients send one (docs/burst-api.md, Conventions), so the skill does too.
      query: [
        ['burstId', p.burstId],
        ['queryId', p.queryId],
        ['userid', p.userId],
        ['device', this.device],
      ],
      opts,
      map: mapPlaylistV2,
    });
    const first = playlist.bursts[0];
    if (!first) {
      throw new ApiError('not-found', 'GET /v2/burst: no burst in the response', { endpoint: '/v2/burst' });
    }
    return first;
  }

  relatedBursts(p: RelatedParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'relatedBursts',
      method: 'GET',
      path: '/v2/topstories/burst',
      // `device` and `userid` "appear in the request shape" without a description: sent anyway.
      query: [
        ['burstId', p.burstId],
        ['category', p.category],
        ['sourceType', p.sourceType],
        ['device', this.device],
        ['userid', p.userId],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  burstsByPageUrl(p: PageUrlParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'burstsByPageUrl',
      method: 'GET',
      path: '/v2/topstories/articleURL',
      query: [
        ['url', p.url],
        ['device', this.device],
        ['sourceType', p.sourceType],
        ['userId', p.userId],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  searchSources(term: string, opts?: CallOptions): Promise<Station[]> {
    return this.call({
      op: 'searchSources',
      method: 'GET',
      path: '/v2/sources',
      query: [
        ['term', term],
        ['device', this.device],
      ],
      opts,
      map: mapStations,
      ttlMs: SOURCE_SEARCH_TTL_MS,
    });
  }

  station(stationId: number, opts?: CallOptions): Promise<Station> {
    return this.call({
      op: 'station',
      method: 'GET',
      path: '/v2/station',
      query: [['stationId', stationId]],
      opts,
      map: mapStation,
      ttlMs: STATION_TTL_MS,
    });
  }

  show(showId: string | number, opts?: CallOptions): Promise<Show> {
    return this.call({
      op: 'show',
      method: 'GET',
      path: '/v2/show',
      query: [['showId', showId]],
      opts,
      map: (body, ctx) => mapShow(body, ctx, String(showId)),
      ttlMs: SHOW_TTL_MS,
    });
  }

  searchRelevancy(p: RelevancyParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'searchRelevancy',
      method: 'GET',
      path: '/v2/topstories/search',
      // Allowed `sort` values and the unit of `distance` are not shown: both passed through as given.
      query: [
        ['device', this.device],
        ['q', p.q],
        ['sourceType', p.sourceType],
        ['sourceId', p.sourceId],
        ['show', p.show],
        ['fromDate', p.fromDate],
        ['location', p.location],
        ['distance', p.distance],
        ['category', p.category],
        ['sort', p.sort],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  searchLatest(p: LatestParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'searchLatest',
      method: 'GET',
      path: '/v2/search',
      query: [
        ['q', p.q],
        ['device', this.device],
        ['sourceId', p.sourceId],
        ['show', p.show],
        ['from', p.from],
        ['location', p.location],
        ['category', p.category],
        ['userId', p.userId],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  categoryTopStories(p: CategoryParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'categoryTopStories',
      method: 'GET',
      path: '/v2/topstories/category',
      query: [
        ['category', p.category],
        ['device', this.device],
        ['sourceType', p.sourceType],
        ['fromDate', p.fromDate],
        ['userId', p.userId],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  topStories(p: TopStoriesParams, opts?: CallOptions): Promise<Playlist> {
    return this.call({
      op: 'topStories',
      method: 'GET',
      path: '/v2/topstories',
      query: [
        ['device', this.device],
        ['userId', p.userId],
        ['location', p.location ? `${p.location.lat},${p.location.lng}` : undefined],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  intent(name: IntentName, p: { stations: Array<string | number> }, opts?: CallOptions): Promise<Playlist> {
    // The name becomes a path segment: only the two documented intents are allowed.
    if (!INTENT_NAMES.includes(name)) throw new TypeError(`unknown Burst intent: ${String(name)}`);
    return this.call({
      op: 'intent',
      method: 'GET',
      path: `/v2/intent/${name}`,
      query: [
        ['stations', p.stations.join(',')],
        ['device', this.device],
      ],
      opts,
      map: mapPlaylistV2,
    });
  }

  trending(p: { userId?: string } = {}, opts?: CallOptions): Promise<TrendingCategory[]> {
    return this.call({
      op: 'trending',
      method: 'GET',
      path: '/v2/topstories/trending',
      // No `device` listed here either; public clients send one (docs/burst-api.md, Conventions).
      query: [
        ['userId', p.userId],
        ['device', this.device],
      ],
      opts,
      map: mapTrending,
      // Trending topics refresh every 30 s (docs/burst-api.md, Timing and limits): asking more often gains
      // nothing.
      ttlMs: TRENDING_TTL_MS,
    });
  }

  registerUser(externalUserId: string, opts?: CallOptions): Promise<RegisteredUser> {
    // POST, unlike every content operation (docs/burst-api.md, Registration and listen reports); parameters
    // in the query, no body.
    return this.call({
      op: 'registerUser',
      method: 'POST',
      path: '/v2/users/register',
      query: [['externalUserId', externalUserId]],
      opts,
      map: mapRegisteredUser,
    });
  }

  async trackListen(
    p: { userId: string; burstId: string; action: ListenAction },
    opts?: CallOptions,
  ): Promise<void> {
    // Unconfirmed endpoint (docs/api-gaps.md): BURST_TRACK_PATH=off turns the reports off.
    if (this.trackPath === null) return;
    await this.call({
      op: 'trackListen',
      method: 'POST',
      path: this.trackPath,
      query: [
        ['userId', p.userId],
        ['burstId', p.burstId],
        ['action', p.action],
        ['device', this.device],
      ],
      opts,
      // The tracking response body is not documented anywhere: any 2xx is success.
      map: () => undefined,
      parseBody: false,
    });
  }

  // How a page is requested and its size are not published (docs/burst-api.md, Paging): no page-size
  // parameter is ever sent; the next page is only reached by following the body's `nextPage` URL as given.
  nextPage(url: string, opts?: CallOptions): Promise<Playlist> {
    const target = this.resolveNextPage(url);
    if (!target || target.origin !== this.origin) {
      // Following a URL elsewhere would hand our subscription key to that host.
      return Promise.reject(
        new ApiError('bad-response', 'refused to follow nextPage to another origin', {
          endpoint: 'nextPage',
        }),
      );
    }
    // With a base URL that has a path (a gateway hosting several APIs on one origin), the key is
    // for the API under that path only: a page elsewhere on the origin is refused too.
    if (!target.pathname.startsWith(this.base.pathname)) {
      return Promise.reject(
        new ApiError('bad-response', 'refused to follow nextPage outside the base path', {
          endpoint: 'nextPage',
        }),
      );
    }
    // The page URL is followed as given (its own query), so the mapper follows its version — read
    // after the base path, which may itself contain `/v1/`.
    const v1 = /^v1\//.test(target.pathname.slice(this.base.pathname.length));
    return this.send({
      op: 'nextPage',
      method: 'GET',
      url: target,
      opts,
      map: v1 ? mapPlaylistV1 : mapPlaylistV2,
    });
  }

  // ---- plumbing ----

  private call<T>(spec: CallSpec<T>): Promise<T> {
    const url = new URL(spec.path.replace(/^\//, ''), this.base);
    for (const [k, v] of spec.query) if (v !== undefined) url.searchParams.append(k, String(v));
    const run = (opts: CallOptions | undefined) =>
      this.send({ op: spec.op, method: spec.method, url, opts, map: spec.map, parseBody: spec.parseBody });
    if (spec.ttlMs === undefined) return run(spec.opts);
    // Cache key = method + path + full query; the key travels in a header, never in here.
    const key = `${spec.method} ${url.pathname}${url.search}`;
    let budget: number;
    try {
      budget = this.exchange.budgetMs(spec.opts, `${spec.method} ${url.pathname}`, url.pathname);
    } catch (e) {
      return Promise.reject(e);
    }
    // The shared flight belongs to no single caller: it runs on the client's default budget (or
    // this caller's, if longer), never on the first caller's deadline, which would time out every
    // later caller that joined it with time to spare. Each caller's own budget is enforced here.
    const flightOpts: CallOptions = { timeoutMs: Math.max(this.exchange.defaultTimeoutMs, budget) };
    return withTimeout(
      this.cache.getOrLoad(key, spec.ttlMs, () => run(flightOpts)),
      budget,
      () => new ApiError('timeout', `${spec.method} ${url.pathname}: timed out`, { endpoint: url.pathname }),
    );
  }

  /** One exchange; playlists leave with an absolute nextPage. */
  private send<T>(
    r: Omit<ExchangeRequest<T>, 'map'> & { map: (body: unknown, ctx: MapContext) => T },
  ): Promise<T> {
    const ctx = (endpoint: string): MapContext => ({
      endpoint,
      logger: this.logger,
      upgradeHosts: this.upgradeHosts,
    });
    return this.exchange.send({
      ...r,
      map: (body) => this.withAbsoluteNextPage(r.map(body, ctx(r.url.pathname))),
    });
  }

  private resolveNextPage(url: string): URL | undefined {
    try {
      // Choice: a relative nextPage is resolved against the configured base URL; a root-relative one
      // (`/v2/...`) is a path of the API like every other (docs/burst-api.md, Host, versions,
      // authentication), so it goes under the base path unless it already carries it. A `//host` or `/\\host`
      // URL is protocol-relative (another host) and is left to the origin check.
      const rootRelative = /^\/(?![/\\])/.test(url) && !url.startsWith(this.base.pathname);
      return rootRelative ? new URL(url.slice(1), this.base) : new URL(url, this.base);
    } catch {
      return undefined;
    }
  }

  /** Playlists leave with an absolute nextPage (relative ones resolved against the base URL). */
  private withAbsoluteNextPage<T>(result: T): T {
    if (isPlaylist(result) && result.nextPage !== undefined) {
      const abs = this.resolveNextPage(result.nextPage);
      if (abs) result.nextPage = abs.href;
      else delete result.nextPage;
    }
    return result;
  }
}

function isPlaylist(v: unknown): v is Playlist {
  return typeof v === 'object' && v !== null && 'kind' in v && 'bursts' in v;
}
