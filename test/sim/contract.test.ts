// Contract: the real API client (src/api/http-client.ts) against the running simulator, for every
// BurstApi method, so the client's mapping and the simulator's wire shapes can never drift apart.
import { BurstApiClient } from '../../src/api/http-client';
import { isApiError } from '../../src/api/errors';
import type { Burst, Playlist } from '../../src/api/types';
import { SIM_AUDIO_ORIGIN } from '../../src/sim/server';
import { startTestSim, T0 } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
let api: BurstApiClient;
beforeAll(async () => {
  sim = await startTestSim({ pageSize: 10 });
  api = new BurstApiClient({
    baseUrl: sim.url,
    apiKey: sim.apiKey,
    device: 'alexa',
    clock: sim.clock,
    timeoutMs: 3000,
  });
});
afterEach(() => sim.control.reset());
afterAll(() => sim.stop());

/** Only https audio on the catalogue origin leaves the client (docs/alexa-rules.md, Play directive). */
function expectPlayableOrNone(b: Burst): void {
  if (b.audioUrl !== undefined) expect(b.audioUrl).toBe(`${SIM_AUDIO_ORIGIN}/bursts/${b.id}.mp3`);
  const sim = simBurst(b.id);
  if (sim.audioKind === 'https') expect(b.audioUrl).toBeDefined();
  else expect(b.audioUrl).toBeUndefined();
}

const simBurst = (id: string) => {
  const b = sim.catalogue.burstById(id);
  if (!b) throw new Error(`client returned an id the simulator does not know: ${id}`);
  return b;
};

function expectMapped(p: Playlist): void {
  expect(p.kind).toBe('playlist');
  expect(typeof p.queryId).toBe('number');
  for (const b of p.bursts) {
    const s = simBurst(b.id);
    expect(b.title).toBe(s.title);
    expect(b.durationSec).toBe(s.durationSec);
    expect(b.createdAt && Date.parse(b.createdAt)).toBe(s.createdAt);
    expect(b.categories).toEqual([s.category]);
    expect(b.source.sourceId).toBe(s.stationId);
    expect(b.source.name).toBe(sim.catalogue.stationOf(s).name);
    expectPlayableOrNone(b);
  }
}

async function allPages(first: Playlist): Promise<Burst[]> {
  const out = [...first.bursts];
  let page = first;
  let guard = 0;
  while (page.nextPage !== undefined) {
    expect(new URL(page.nextPage).origin).toBe(sim.url);
    page = await api.nextPage(page.nextPage);
    out.push(...page.bursts);
    expect(++guard).toBeLessThan(40);
  }
  return out;
}

describe('BurstApiClient against the simulator', () => {
  it('searchV1 maps v1 bursts (burstID, stationID string, yyyy-MM-dd HH:mm date, one category)', async () => {
    const p = await api.searchV1({ q: 'electric cars', category: '5' });
    expect(p.bursts.length).toBeGreaterThan(0);
    expect(p.playlistId).toBe('5');
    expect(p.playlistName).toBe('Tech');
    for (const b of p.bursts) {
      const s = simBurst(b.id);
      expect(b.source.sourceId).toBe(s.stationId);
      expect(b.categories).toEqual(['news.tech']);
      // v1 dates carry minutes only.
      expect(b.createdAt && Date.parse(b.createdAt)).toBe(s.createdAt - (s.createdAt % 60_000));
      expectPlayableOrNone(b);
    }
  });

  it('follows nextPage across every page of v1 and v2 lists without duplicates', async () => {
    const v2 = await allPages(await api.categoryTopStories({ category: 3 }));
    expect(v2.map((b) => b.id).sort()).toEqual(
      sim.catalogue.stories
        .filter((b) => b.category === 'news.business')
        .map((b) => b.id)
        .sort(),
    );
    const v1 = await allPages(await api.searchV1({ q: 'football' }));
    expect(v1.length).toBeGreaterThan(10);
    expect(new Set(v1.map((b) => b.id)).size).toBe(v1.length);
  });

  it('burst parses the /Date(ms)/ date and the transcript string', async () => {
    const s = sim.catalogue.stories[5];
    if (!s) throw new Error('no story');
    const b = await api.burst({ burstId: s.id });
    expect(b.id).toBe(s.id);
    expect(b.text).toBe(s.text);
    expect(b.createdAt && Date.parse(b.createdAt)).toBe(s.createdAt);
    expect(b.transcript?.map((t) => t.text)).toEqual(s.transcript.map((t) => t.text));
    expect(b.transcript?.map((t) => t.startTimeSec)).toEqual(s.transcript.map((t) => t.startTime));
    expect(b.source.showName).toBe(sim.catalogue.showOf(s).name);
    expectPlayableOrNone(b);
  });

  it('burst of an unknown id is not-found', async () => {
    await expect(api.burst({ burstId: 'NoSuchBurst1' })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('relatedBursts and burstsByPageUrl return mapped playlists', async () => {
    const seed = sim.catalogue.stories.find((b) => b.topic === 'artificial intelligence');
    const rel = await api.relatedBursts({ burstId: seed?.id ?? '' });
    expect(rel.bursts.length).toBeGreaterThan(0);
    expect(rel.bursts.map((b) => b.id)).not.toContain(seed?.id);
    expectMapped(rel);
    const page = await api.burstsByPageUrl({
      url: 'https://news.example.com/world/climate-summit-emissions',
    });
    expect(page.bursts.length).toBeGreaterThan(0);
    expectMapped(page);
  });

  it('searchSources, station and show map stations and shows', async () => {
    const found = await api.searchSources('thames radio');
    expect(found[0]).toMatchObject({ stationId: 108, name: 'Thames Radio' });
    const st = await api.station(108);
    expect(st.name).toBe('Thames Radio');
    expect(st.hosts).toEqual(['Oliver Pennington', 'Amira Hassan']);
    expect(st.shows.map((s) => s.name)).toEqual(['The London Briefing', 'Terrace Talk', 'City Markets']);
    expect(st.shows[0]?.showId).toBe('1081');
    expect(st.links.map((l) => l.kind)).toEqual(['facebook', 'twitter', 'instagram']);
    const show = await api.show(1082);
    expect(show).toMatchObject({
      showId: '1082',
      name: 'Terrace Talk',
      network: 'Albion Broadcasting',
      location: 'London',
    });
    expect(show.hosts).toEqual(['Oliver Pennington']);
  });

  it('searchRelevancy and searchLatest honour their filters', async () => {
    const rel = await api.searchRelevancy({ q: 'markets', sourceId: 113 });
    expect(rel.bursts.length).toBeGreaterThan(0);
    for (const b of rel.bursts) expect(b.source.sourceId).toBe(113);
    expectMapped(rel);
    const latest = await api.searchLatest({ q: 'election' });
    const times = latest.bursts.map((b) => Date.parse(b.createdAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectMapped(latest);
  });

  it('categoryTopStories and topStories (with a location) map playlists', async () => {
    const sports = await api.categoryTopStories({ category: 10 });
    for (const b of sports.bursts) expect(b.categories).toEqual(['sports']);
    expectMapped(sports);
    const top = await api.topStories({ location: { lat: 19.07, lng: 72.87 } });
    expect(top.bursts[0]?.source.name).toBe('Mumbai Live');
    expectMapped(top);
  });

  it('intent maps GUID bursts with the network array', async () => {
    const p = await api.intent('weather', { stations: [105] });
    expect(p.bursts.length).toBeGreaterThan(0);
    for (const b of p.bursts) {
      expect(b.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(b.source.networks).toEqual(['Midwest Radio Partners']);
      expect(b.audioUrl).toBe(`${SIM_AUDIO_ORIGIN}/bursts/${b.id}.mp3`);
    }
  });

  it('trending maps the bare array into topics whose burst ids resolve', async () => {
    const topics = await api.trending();
    expect(topics.length).toBeGreaterThan(0);
    const story = topics[0]?.stories[0];
    expect(story?.burstIds.length).toBeGreaterThan(0);
    const b = await api.burst({ burstId: story?.burstIds[0] ?? '' });
    expect(b.entities).toContain(story?.entity);
  });

  it('registerUser gives a stable user id and trackListen succeeds', async () => {
    const a = await api.registerUser('amzn1.ask.account.CONTRACT');
    const b = await api.registerUser('amzn1.ask.account.CONTRACT');
    expect(a.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.userId).toBe(a.userId);
    await expect(
      api.trackListen({ userId: a.userId, burstId: 'x', action: 'endOfPlay' }),
    ).resolves.toBeUndefined();
    const tracked = sim.control.requestLog.find((r) => r.path === '/v2/user/track');
    expect(tracked).toMatchObject({
      method: 'POST',
      status: 200,
      query: { userId: a.userId, action: 'endOfPlay' },
    });
  });

  it('a wrong key is ApiError unauthorized', async () => {
    const bad = new BurstApiClient({ baseUrl: sim.url, apiKey: 'wrong', clock: sim.clock });
    const err = await bad.topStories({}).catch((e: unknown) => e);
    expect(isApiError(err) && err.kind).toBe('unauthorized');
  });

  it('maps injected faults to the closed error set and empty results to empty playlists', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'status', status: 429, retryAfter: '3' }, { times: 1 });
    await expect(api.topStories({})).rejects.toMatchObject({ kind: 'rate-limited' });
    sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 1 });
    await expect(api.topStories({})).rejects.toMatchObject({ kind: 'unavailable' });
    sim.control.injectFault('/v2/topstories', { kind: 'malformed' }, { times: 1 });
    await expect(api.topStories({})).rejects.toMatchObject({ kind: 'bad-response' });
    sim.control.injectFault('/v2/topstories', { kind: 'null-bursts' }, { times: 1 });
    expect((await api.topStories({})).bursts).toEqual([]);
    sim.control.injectFault('/v2/topstories', { kind: 'unplayable' }, { times: 1 });
    for (const b of (await api.topStories({})).bursts) expect(b.audioUrl).toBeUndefined();
    sim.control.injectFault('/v2/topstories', { kind: 'reset' }, { times: 1 });
    const reset = await api.topStories({}).catch((e: unknown) => e);
    if (!isApiError(reset)) throw new Error('a reset must reject with an ApiError');
    expect(['unavailable', 'bad-response']).toContain(reset.kind);
    sim.control.injectFault('/v2/topstories', { kind: 'message', message: 'Nothing here' }, { times: 1 });
    expect(await api.topStories({})).toMatchObject({ kind: 'message', message: 'Nothing here', bursts: [] });
    sim.control.injectFault('/v2/topstories', { kind: 'hang' }, { times: 1 });
    await expect(api.topStories({}, { timeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('creation dates the client maps are within three days before the clock', async () => {
    for (const b of (await api.topStories({})).bursts) {
      const t = Date.parse(b.createdAt ?? '');
      expect(t).toBeLessThanOrEqual(T0);
      expect(t).toBeGreaterThan(T0 - 3 * 24 * 3600_000 - 1);
    }
  });
});
