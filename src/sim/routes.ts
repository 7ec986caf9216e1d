// The API endpoints of the simulator. Each handler reads query parameters, selects bursts from
// the catalogue and returns a wire body; paging, auth, faults and latency live in app.ts.
import type { Clock } from '../util/clock';
import type { Catalogue, SimBurst } from './catalogue-types';
import { SIM_IMAGE_ORIGIN, SIM_MAX_RESULTS } from './constants';
import {
  BadRequest,
  intList,
  optionalDate,
  optionalInt,
  optionalNumber,
  Params,
  required,
  sourceTypeOf,
} from './params';
import { createRng, guid, hashString } from './prng';
import {
  applyFilter,
  byNewest,
  byPopularity,
  nearestStation,
  parseLatLng,
  popularityScore,
  relatedness,
  relevance,
  resolveCategory,
  tokenize,
  topMix,
  type BurstFilter,
  type CategorySelector,
} from './search';
import { trendingBody } from './trending';
import { findStations } from './sources';
import {
  showBody,
  stationBody,
  v1Burst,
  v1Playlist,
  v2Burst,
  v2Playlist,
  type Json,
  type PlaylistHead,
} from './wire';

export interface RouteContext {
  cat: Catalogue;
  clock: Clock;
  pageSize: number;
  /** Origin the client called (nextPage and burstURL point back at it). */
  origin: string;
  path: string;
  params: Params;
}

export interface RouteResult {
  status: number;
  body: Json;
}

export type Route = (ctx: RouteContext) => RouteResult;

/** Km around a `location` when none is given (the API leaves unit and default open: docs/api-gaps.md). */
const DEFAULT_RADIUS_KM = 500;
/** Stories of the nearest station put first by personalised top stories with a location. */
const LOCAL_STORIES = 3;

const ok = (body: Json): RouteResult => ({ status: 200, body });
export const errorBody = (status: number, message: string): RouteResult => ({
  status,
  body: { statusCode: status, message },
});

function queryIdOf(ctx: RouteContext): number {
  const keys = [...ctx.params.raw.keys()]
    .filter((k) => !['page', 'device', 'userid'].includes(k.toLowerCase()))
    .sort();
  const text = ctx.path + '?' + keys.map((k) => `${k.toLowerCase()}=${ctx.params.raw.get(k)}`).join('&');
  return 100_000_000 + (hashString(text) % 900_000_000);
}

interface Page<T> {
  items: T[];
  offset: number;
  nextPage: string | null;
}

/** Deterministic paging: `page` is 1-based; nextPage is the same URL with page=N+1 on our origin. */
function paginate<T>(ctx: RouteContext, all: T[]): Page<T> {
  const page = optionalInt(ctx.params, 'page') ?? 1;
  if (page < 1) throw new BadRequest('Parameter page must be 1 or more');
  const capped = all.slice(0, SIM_MAX_RESULTS);
  const offset = (page - 1) * ctx.pageSize;
  const items = capped.slice(offset, offset + ctx.pageSize);
  let nextPage: string | null = null;
  if (offset + ctx.pageSize < capped.length) {
    const q = new URLSearchParams(ctx.params.raw);
    for (const k of [...q.keys()]) if (k.toLowerCase() === 'page') q.delete(k);
    q.set('page', String(page + 1));
    nextPage = `${ctx.origin}${ctx.path}?${q.toString()}`;
  }
  return { items, offset, nextPage };
}

interface Scored {
  burst: SimBurst;
  score: number;
}

function v2List(
  ctx: RouteContext,
  scored: Scored[],
  head: Omit<PlaylistHead, 'nextPage' | 'queryId'>,
  intent = false,
): RouteResult {
  const page = paginate(ctx, scored);
  const bursts = page.items.map((s, i) =>
    v2Burst(ctx.cat, s.burst, ctx.origin, { index: page.offset + i, score: s.score, intent }),
  );
  return ok(v2Playlist({ ...head, queryId: queryIdOf(ctx), nextPage: page.nextPage }, bursts));
}

function category(p: Params): CategorySelector | null | undefined {
  const v = p.get('category');
  if (v === undefined) return undefined;
  // An unknown category selects nothing: the service answers an empty list, not an error.
  return resolveCategory(v) ?? null;
}

function near(p: Params, name: string, km?: number): BurstFilter['near'] {
  const v = p.get(name);
  if (v === undefined) return undefined;
  const at = parseLatLng(v);
  if (!at) throw new BadRequest(`Parameter ${name} must be "<latitude>,<longitude>"`);
  return { ...at, km: km ?? DEFAULT_RADIUS_KM };
}

function filtered(
  ctx: RouteContext,
  bursts: ReadonlyArray<SimBurst>,
  f: BurstFilter,
  cat: CategorySelector | null | undefined,
): SimBurst[] {
  if (cat === null) return [];
  return applyFilter(ctx.cat, bursts, { ...f, category: cat });
}

function requireDevice(p: Params): void {
  required(p, 'device');
}

function rankByQuery(bursts: SimBurst[], terms: string[]): Scored[] {
  return bursts
    .map((burst) => ({ burst, score: relevance(burst, terms) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || byNewest(a.burst, b.burst));
}

// ---------------------------------------------------------------------------------- endpoints

const searchV1: Route = (ctx) => {
  const p = ctx.params;
  const q = required(p, 'q');
  const terms = tokenize(q);
  const from = optionalDate(p, 'fromDate');
  const to = optionalDate(p, 'toDate');
  const sourceType = p.get('sourceType')?.toLowerCase();
  const sel = category(p);
  const bursts = filtered(
    ctx,
    ctx.cat.stories,
    {
      sourceIds: intList(p, 'stationId'),
      sourceType: sourceType === 'radio' ? 'Radio' : sourceType === 'podcast' ? 'Podcast' : undefined,
      from,
      // toDate is a day (yyyy-MM-dd): include all of it.
      to:
        to === undefined
          ? undefined
          : /^\d{4}-\d{2}-\d{2}$/.test(p.get('toDate') ?? '')
            ? to + 86_399_999
            : to,
      near: near(p, 'latlng'),
      minDurationSec: optionalNumber(p, 'minBurstDuration'),
      maxDurationSec: optionalNumber(p, 'maxBurstDuration'),
    },
    sel,
  );
  let ranked = rankByQuery(bursts, terms);
  const sortBy = p.get('sortBy')?.toLowerCase();
  if (sortBy === 'latest') ranked.sort((a, b) => byNewest(a.burst, b.burst));
  if (sortBy === 'trending') ranked.sort((a, b) => byPopularity(a.burst, b.burst));
  const maxSize = optionalInt(p, 'maxPlayListSize');
  if (maxSize !== undefined) ranked = ranked.slice(0, Math.max(0, maxSize));
  const maxDuration = optionalNumber(p, 'maxPlayListDuration');
  if (maxDuration !== undefined) {
    let total = 0;
    ranked = ranked.filter((s) => (total += s.burst.durationSec) <= maxDuration);
  }
  const page = paginate(ctx, ranked);
  const playlist = sel?.playlist ? { id: String(sel.playlist.id), name: sel.playlist.name } : null;
  return ok(
    v1Playlist(
      {
        queryId: queryIdOf(ctx),
        query: q,
        actualQuery: terms.join(' '),
        imageURL: null,
        nextPage: page.nextPage,
      },
      page.items.map((s) => v1Burst(ctx.cat, s.burst, s.score)),
      playlist,
    ),
  );
};

const burstDetail: Route = (ctx) => {
  const id = required(ctx.params, 'burstId');
  const b = ctx.cat.burstById(id);
  const head = { queryId: queryIdOf(ctx), query: id, actualQuery: id, imageURL: null, nextPage: null };
  // Unknown ids are an empty result (200), like every other empty answer of the service.
  if (!b) return ok(v2Playlist(head, []));
  // A single burst is the `single` response kind (docs/burst-api.md, Playlist).
  return ok(
    v2Playlist({ ...head, type: 'single' }, [
      v2Burst(ctx.cat, b, ctx.origin, { index: 0, score: 10, detail: true }),
    ]),
  );
};

const related: Route = (ctx) => {
  const p = ctx.params;
  const id = required(p, 'burstId');
  const seed = ctx.cat.burstById(id);
  const head = { query: id, actualQuery: id, imageURL: null };
  if (!seed) return v2List(ctx, [], head);
  const pool = filtered(ctx, ctx.cat.stories, { sourceType: sourceTypeOf(p) }, category(p));
  const scored = pool
    .filter((b) => b.id !== seed.id)
    .map((burst) => ({ burst, score: relatedness(seed, burst) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || byNewest(a.burst, b.burst));
  return v2List(ctx, scored, { ...head, actualQuery: [...seed.keywords, ...seed.entities].join(' ') });
};

const byPageUrl: Route = (ctx) => {
  const p = ctx.params;
  const raw = required(p, 'url');
  requireDevice(p);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequest('Parameter url must be an absolute URL');
  }
  // The real service scans the page; the simulator reads the words of the URL's path and query.
  const words = `${url.pathname} ${[...url.searchParams.values()].join(' ')}`;
  const terms = tokenize(words).filter((t) => t.length >= 3 && !/^\d+$/.test(t));
  const pool = filtered(ctx, ctx.cat.stories, { sourceType: sourceTypeOf(p) }, undefined);
  return v2List(ctx, rankByQuery(pool, terms), { query: raw, actualQuery: terms.join(' '), imageURL: null });
};

const sources: Route = (ctx) => {
  const term = required(ctx.params, 'term');
  requireDevice(ctx.params);
  return ok(findStations(ctx.cat, term).map(stationBody));
};

const station: Route = (ctx) => {
  const id = optionalInt(ctx.params, 'stationId');
  if (id === undefined) throw new BadRequest('Missing required parameter: stationId');
  const st = ctx.cat.stationById(id);
  return st ? ok(stationBody(st)) : errorBody(404, `Station ${id} not found`);
};

const show: Route = (ctx) => {
  const id = optionalInt(ctx.params, 'showId');
  if (id === undefined) throw new BadRequest('Missing required parameter: showId');
  const sh = ctx.cat.showById(id);
  const st = sh ? ctx.cat.stationById(sh.stationId) : undefined;
  return sh && st ? ok(showBody(sh, st)) : errorBody(404, `Show ${id} not found`);
};

function v2Filter(p: Params, dateParam: string, distance?: number): BurstFilter {
  const sourceId = optionalInt(p, 'sourceId');
  return {
    sourceIds: sourceId === undefined ? undefined : [sourceId],
    show: p.get('show'),
    sourceType: sourceTypeOf(p),
    from: optionalDate(p, dateParam),
    near: near(p, 'location', distance),
  };
}

const relevancy: Route = (ctx) => {
  const p = ctx.params;
  requireDevice(p);
  const q = p.get('q');
  const pool = filtered(
    ctx,
    ctx.cat.stories,
    v2Filter(p, 'fromDate', optionalNumber(p, 'distance')),
    category(p),
  );
  const terms = q ? tokenize(q) : [];
  // Without a query every filtered burst qualifies, most popular first.
  let scored: Scored[] = q
    ? rankByQuery(pool, terms)
    : pool
        .map((burst) => ({ burst, score: popularityScore(burst) }))
        .sort((a, b) => byPopularity(a.burst, b.burst));
  const sort = p.get('sort')?.toLowerCase();
  if (sort === 'latest' || sort === 'date') scored = [...scored].sort((a, b) => byNewest(a.burst, b.burst));
  if (sort === 'popular' || sort === 'trending')
    scored = [...scored].sort((a, b) => byPopularity(a.burst, b.burst));
  return v2List(ctx, scored, { query: q ?? '', actualQuery: terms.join(' '), imageURL: null });
};

const latest: Route = (ctx) => {
  const p = ctx.params;
  const q = required(p, 'q');
  requireDevice(p);
  const terms = tokenize(q);
  const pool = filtered(ctx, ctx.cat.stories, v2Filter(p, 'from'), category(p));
  const scored = rankByQuery(pool, terms).sort((a, b) => byNewest(a.burst, b.burst));
  return v2List(ctx, scored, { query: q, actualQuery: terms.join(' '), imageURL: null });
};

const byCategory: Route = (ctx) => {
  const p = ctx.params;
  const value = required(p, 'category');
  requireDevice(p);
  const sel = resolveCategory(value);
  const pool = filtered(
    ctx,
    ctx.cat.stories,
    { sourceType: sourceTypeOf(p), from: optionalDate(p, 'fromDate') },
    sel ?? null,
  );
  const scored = topMix(pool).map((burst) => ({ burst, score: popularityScore(burst) }));
  return v2List(ctx, scored, {
    query: value,
    actualQuery: sel?.playlist?.category ?? sel?.playlist?.name ?? value,
    imageURL: sel?.playlist ? `${SIM_IMAGE_ORIGIN}/playlists/${sel.playlist.id}.png` : null,
  });
};

const topStories: Route = (ctx) => {
  const p = ctx.params;
  requireDevice(p);
  const loc = p.get('location');
  let local: SimBurst[] = [];
  if (loc !== undefined) {
    const at = parseLatLng(loc);
    if (!at) throw new BadRequest('Parameter location must be "<latitude>,<longitude>"');
    const st = nearestStation(ctx.cat, at);
    local = ctx.cat.stories
      .filter((b) => b.stationId === st.stationId)
      .sort(byNewest)
      .slice(0, LOCAL_STORIES);
  }
  const localIds = new Set(local.map((b) => b.id));
  const mix = topMix(ctx.cat.stories).filter((b) => !localIds.has(b.id));
  const scored = [...local, ...mix].map((burst) => ({ burst, score: popularityScore(burst) }));
  return v2List(ctx, scored, {
    query: 'top stories',
    actualQuery: 'top stories',
    imageURL: `${SIM_IMAGE_ORIGIN}/playlists/0.png`,
  });
};

function intentRoute(name: 'weather' | 'traffic'): Route {
  return (ctx) => {
    const ids = intList(ctx.params, 'stations', true) ?? [];
    const bursts = ctx.cat.intentBursts
      .filter((b) => b.kind === name && ids.includes(b.stationId))
      .sort(byNewest)
      .map((burst) => ({ burst, score: 10 }));
    // Intent bodies carry `type: null` (docs/burst-api.md, Playlist).
    return v2List(ctx, bursts, { type: null, query: name, actualQuery: name, imageURL: null }, true);
  };
}

const trending: Route = (ctx) => ok(trendingBody(ctx.cat, ctx.clock.now()));

/** The ABUserID is stable per external id (and seed) without keeping any state. */
function userIdFor(cat: Catalogue, externalUserId: string): string {
  return guid(createRng(hashString(`${cat.seed}:${externalUserId}`)));
}

const register: Route = (ctx) => {
  const ext = required(ctx.params, 'externalUserId');
  return ok({ ABUserID: userIdFor(ctx.cat, ext), externalUserId: ext });
};

const track: Route = (ctx) => {
  for (const name of ['userId', 'burstId', 'action']) required(ctx.params, name);
  return ok({});
};

export interface RouteEntry {
  method: 'GET' | 'POST';
  route: Route;
}

export const ROUTES: ReadonlyMap<string, RouteEntry> = new Map<string, RouteEntry>([
  ['/v1/search', { method: 'GET', route: searchV1 }],
  ['/v2/burst', { method: 'GET', route: burstDetail }],
  ['/v2/topstories/burst', { method: 'GET', route: related }],
  ['/v2/topstories/articleURL', { method: 'GET', route: byPageUrl }],
  ['/v2/sources', { method: 'GET', route: sources }],
  ['/v2/station', { method: 'GET', route: station }],
  ['/v2/show', { method: 'GET', route: show }],
  ['/v2/topstories/search', { method: 'GET', route: relevancy }],
  ['/v2/search', { method: 'GET', route: latest }],
  ['/v2/topstories/category', { method: 'GET', route: byCategory }],
  ['/v2/topstories', { method: 'GET', route: topStories }],
  ['/v2/intent/weather', { method: 'GET', route: intentRoute('weather') }],
  ['/v2/intent/traffic', { method: 'GET', route: intentRoute('traffic') }],
  ['/v2/topstories/trending', { method: 'GET', route: trending }],
  ['/v2/users/register', { method: 'POST', route: register }],
  ['/v2/user/track', { method: 'POST', route: track }],
]);
