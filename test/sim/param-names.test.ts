// The API spells parameter names differently per endpoint (userId / userid / userID, stationId,
// showId, stations, device only where listed). The simulator reads names case-insensitively, as
// the real service does, so the ordinary contract tests cannot see a casing slip: this one calls
// every client method with every parameter filled in and compares the names the simulator
// received, exactly, with the table of docs/burst-api.md, Endpoints.
import { BurstApiClient } from '../../src/api/http-client';
import { startTestSim, T0 } from './helpers';

/**
 * Exact names per endpoint, copied from docs/burst-api.md (Endpoints), including `device` on burst
 * detail and trending, which public clients send there though the description lists none.
 */
const SPEC_NAMES: Record<string, string[]> = {
  '/v1/search': [
    'q',
    'fromDate',
    'toDate',
    'stationId',
    'sourceType',
    'sortBy',
    'latlng',
    'device',
    'userID',
    'maxPlayListDuration',
    'maxPlayListSize',
    'minBurstDuration',
    'maxBurstDuration',
    'category',
  ],
  '/v2/burst': ['burstId', 'queryId', 'userid', 'device'],
  '/v2/topstories/burst': ['burstId', 'category', 'sourceType', 'device', 'userid'],
  '/v2/topstories/articleURL': ['url', 'device', 'sourceType', 'userId'],
  '/v2/sources': ['term', 'device'],
  '/v2/station': ['stationId'],
  '/v2/show': ['showId'],
  '/v2/topstories/search': [
    'device',
    'q',
    'sourceType',
    'sourceId',
    'show',
    'fromDate',
    'location',
    'distance',
    'category',
    'sort',
  ],
  '/v2/search': ['q', 'device', 'sourceId', 'show', 'from', 'location', 'category', 'userId'],
  '/v2/topstories/category': ['category', 'device', 'sourceType', 'fromDate', 'userId'],
  '/v2/topstories': ['device', 'userId', 'location'],
  '/v2/intent/weather': ['stations', 'device'],
  '/v2/intent/traffic': ['stations', 'device'],
  '/v2/topstories/trending': ['userId', 'device'],
  '/v2/users/register': ['externalUserId'],
  '/v2/user/track': ['userId', 'burstId', 'action', 'device'],
};

let sim: Awaited<ReturnType<typeof startTestSim>>;
let api: BurstApiClient;
beforeAll(async () => {
  sim = await startTestSim();
  api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, clock: sim.clock, timeoutMs: 3000 });
});
afterAll(() => sim.stop());

it('every endpoint receives exactly the documented names, with their casing', async () => {
  const station = sim.catalogue.stations[0];
  if (!station) throw new Error('catalogue without stations');
  const showId = station.shows[0]?.showId ?? 0;
  const burstId = sim.catalogue.stories[0]?.id ?? 'none';
  const user = 'u-1';
  const from = new Date(T0 - 86_400_000).toISOString();
  const day = from.slice(0, 10);
  const settled = await Promise.allSettled([
    api.searchV1({
      q: 'news',
      fromDate: day,
      toDate: day,
      stationIds: [station.stationId],
      sourceType: 'radio',
      sortBy: 'latest',
      latlng: { lat: 40.7, lng: -74 },
      userId: user,
      maxPlayListDuration: 600,
      maxPlayListSize: 5,
      minBurstDuration: 10,
      maxBurstDuration: 200,
      category: 'news',
    }),
    api.burst({ burstId, queryId: 123, userId: user }),
    api.relatedBursts({ burstId, category: 'news', sourceType: 'MIX', userId: user }),
    api.burstsByPageUrl({ url: 'https://example.test/news/climate', sourceType: 'MIX', userId: user }),
    api.searchSources('radio'),
    api.station(station.stationId),
    api.show(showId),
    api.searchRelevancy({
      q: 'news',
      sourceType: 'MIX',
      sourceId: station.stationId,
      show: 'x',
      fromDate: from,
      location: '40.7,-74',
      distance: 50,
      category: 'news',
      sort: 'latest',
    }),
    api.searchLatest({
      q: 'news',
      sourceId: station.stationId,
      show: 'x',
      from,
      location: '40.7,-74',
      category: 'news',
      userId: user,
    }),
    api.categoryTopStories({ category: 3, sourceType: 'MIX', fromDate: from, userId: user }),
    api.topStories({ userId: user, location: { lat: 40.7, lng: -74 } }),
    api.intent('weather', { stations: [station.stationId] }),
    api.intent('traffic', { stations: [station.stationId] }),
    api.trending({ userId: user }),
    api.registerUser('ext-1'),
    api.trackListen({ userId: user, burstId, action: 'startOfPlay' }),
  ]);
  const failed = settled.filter((s) => s.status === 'rejected');
  expect(failed).toEqual([]);
  const seen: Record<string, string[]> = {};
  for (const r of sim.control.requestLog) seen[r.path] = Object.keys(r.query).sort();
  const expected = Object.fromEntries(Object.entries(SPEC_NAMES).map(([p, n]) => [p, [...n].sort()]));
  expect(seen).toEqual(expected);
  expect(sim.control.requestLog.every((r) => r.status === 200 && r.hasKey)).toBe(true);
});
