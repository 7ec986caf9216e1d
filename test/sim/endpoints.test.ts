// Every endpoint's wire shape and quirks, over real HTTP on loopback.
import { SIM_AUDIO_ORIGIN, UNAUTHORIZED_BODY } from '../../src/sim/server';
import { bursts, call, json, startTestSim, T0, type Obj } from './helpers';
import { untranscribedInLists } from '../../src/sim/wire';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.stop());

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('auth', () => {
  it('answers 401 with the gateway body when the key is missing', async () => {
    const res = await call(sim, '/v2/topstories?device=alexa', { key: null });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHORIZED_BODY);
  });

  it('answers 401 for a wrong key on every endpoint, including the POST ones', async () => {
    for (const [path, method] of [
      ['/v1/search?q=ai', 'GET'],
      ['/v2/topstories/trending', 'GET'],
      ['/v2/users/register?externalUserId=x', 'POST'],
    ]) {
      const res = await call(sim, path as string, { key: 'wrong', method });
      expect(res.status).toBe(401);
      expect(((await res.json()) as Obj).statusCode).toBe(401);
    }
  });

  it('answers 400 with a short JSON message when a required parameter is missing', async () => {
    const res = await call(sim, '/v2/search?device=alexa');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: 400, message: 'Missing required parameter: q' });
    expect((await call(sim, '/v2/topstories')).status).toBe(400); // device is required
  });
});

describe('v1 search', () => {
  it('uses the v1 sample names: burstID, stationID string, yyyy-MM-dd HH:mm, one categories string', async () => {
    const body = await json(sim, '/v1/search?q=electric%20cars&category=5');
    expect(body).toMatchObject({
      type: 'playlist',
      query: 'electric cars',
      playlistId: '5',
      playlistName: 'Tech',
    });
    expect(typeof body.queryID).toBe('number');
    const b = bursts(body)[0] as Obj;
    expect(typeof b.burstID).toBe('string');
    expect(b.burstId).toBeUndefined();
    expect(b.stationID).toMatch(/^1\d\d$/);
    expect(b.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(b.categories).toBe('news.tech');
    expect(b).toHaveProperty('ImageURL');
    expect(b).toHaveProperty('audioURL');
    expect(typeof b.title).toBe('string');
  });

  it('honours stationId lists, duration bounds and maxPlayListSize', async () => {
    const body = await json(
      sim,
      '/v1/search?q=stocks%20markets&stationId=108,113&minBurstDuration=30&maxBurstDuration=100&maxPlayListSize=3',
    );
    const list = bursts(body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    for (const b of list) {
      expect(['108', '113']).toContain(b.stationID);
      expect(b.duration as number).toBeGreaterThanOrEqual(30);
      expect(b.duration as number).toBeLessThanOrEqual(100);
    }
  });
});

describe('v2 playlists', () => {
  it('have the real top-level shape (queryID with a capital ID, message null) and list bursts with their text, not the timed transcript', async () => {
    const body = await json(sim, '/v2/topstories/search?device=alexa&q=artificial%20intelligence');
    expect(body.type).toBe('playlist');
    expect(typeof body.queryID).toBe('number');
    expect(body).toHaveProperty('actualQuery');
    expect(body.message).toBeNull();
    const b = bursts(body)[0] as Obj;
    expect(b.index).toBe(0);
    expect(b.creationDate).toMatch(ISO_MS);
    expect(b.creationDateISO).toMatch(ISO_MS);
    const listed = sim.catalogue.burstById(b.burstId as string);
    expect(b.text).toBe(listed && untranscribedInLists(listed) ? null : listed?.text);
    expect(typeof b.text === 'string' || b.text === null).toBe(true);
    expect(b.transcript).toBeNull();
    expect(b.DebugTrace).toBeNull();
    expect(b.category).toBe('news.tech');
    const source = b.source as Obj;
    expect(['Radio', 'Podcast']).toContain(source.sourceType);
    expect(source.location).toMatchObject({ type: 'Point' });
    expect((source.location as Obj).coordinates).toHaveLength(2);
    expect(source.network).toBeUndefined();
    const urls = b.contentURLs as Obj;
    expect(Array.isArray(urls.imageURL)).toBe(true);
    expect(urls.burstURL).toContain(`${sim.url}/v2/burst?burstId=`);
    // Unknown extra fields, as real bodies carry them.
    expect(b.language).toBe('en');
    expect(body).toHaveProperty('totalDuration');
  });

  it('ranks by relevance with a 0..10 score and applies the sourceId and category filters', async () => {
    const list = bursts(await json(sim, '/v2/topstories/search?device=alexa&q=arsenal&category=sports'));
    expect(list.length).toBeGreaterThan(0);
    const scores = list.map((b) => b.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const s of scores) expect(s).toBeGreaterThan(0);
    for (const s of scores) expect(s).toBeLessThanOrEqual(10);
    const one = bursts(await json(sim, '/v2/topstories/search?device=alexa&sourceId=113'));
    expect(one.length).toBeGreaterThan(0);
    for (const b of one) expect((b.source as Obj).sourceId).toBe(113);
  });

  it('filters by show name and source type', async () => {
    const shows = bursts(await json(sim, '/v2/topstories/search?device=alexa&show=valley%20wire'));
    for (const b of shows) expect((b.source as Obj).showName).toBe('Valley Wire');
    const pods = bursts(await json(sim, '/v2/topstories/search?device=alexa&q=ai&sourceType=podcast'));
    expect(pods.length).toBeGreaterThan(0);
    for (const b of pods) expect((b.source as Obj).sourceType).toBe('Podcast');
  });

  it('latest search is sorted newest first', async () => {
    const list = bursts(await json(sim, '/v2/search?device=alexa&q=climate'));
    expect(list.length).toBeGreaterThan(1);
    const times = list.map((b) => Date.parse(b.creationDateISO as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('category takes a numeric playlist id or a category name', async () => {
    const byId = await json(sim, '/v2/topstories/category?device=alexa&category=10');
    const byName = await json(sim, '/v2/topstories/category?device=alexa&category=Sports');
    for (const b of bursts(byId)) expect(b.category).toBe('sports');
    expect(bursts(byName).map((b) => b.burstId)).toEqual(bursts(byId).map((b) => b.burstId));
    const unknown = await json(sim, '/v2/topstories/category?device=alexa&category=knitting');
    expect(unknown.bursts).toEqual([]);
  });

  it("Editors' Picks (91) mixes categories", async () => {
    const list = bursts(await json(sim, '/v2/topstories/category?device=alexa&category=91'));
    expect(new Set(list.map((b) => b.category)).size).toBeGreaterThan(1);
  });

  it('personalised top stories put the nearest station first when given a location', async () => {
    const plain = bursts(await json(sim, '/v2/topstories?device=alexa'));
    expect(new Set(plain.map((b) => b.category)).size).toBeGreaterThan(2);
    const london = bursts(await json(sim, '/v2/topstories?device=alexa&location=51.5,-0.12'));
    expect((london[0]?.source as Obj).sourceName).toBe('Thames Radio');
    expect((await call(sim, '/v2/topstories?device=alexa&location=north')).status).toBe(400);
  });

  it('creation dates lie within the last three days of the clock', async () => {
    const list = bursts(await json(sim, '/v2/topstories?device=alexa'));
    for (const b of list) {
      const t = Date.parse(b.creationDateISO as string);
      expect(t).toBeLessThanOrEqual(T0);
      expect(t).toBeGreaterThan(T0 - 3 * 24 * 3600_000 - 1);
    }
  });
});

describe('burst detail and related', () => {
  it('carries text, a /Date(ms)/ creationDate and the transcript as a JSON string with start_time', async () => {
    const id = sim.catalogue.stories[3]?.id as string;
    const body = await json(sim, `/v2/burst?burstId=${id}`);
    const b = bursts(body)[0] as Obj;
    expect(b.burstId).toBe(id);
    expect(b.creationDate).toMatch(/^\/Date\(\d+\)\/$/);
    const ms = Number(/\d+/.exec(b.creationDate as string)?.[0]);
    expect(new Date(ms).toISOString()).toBe(b.creationDateISO);
    expect(typeof b.text).toBe('string');
    expect(typeof b.transcript).toBe('string');
    const items = JSON.parse(b.transcript as string) as Obj[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ start_time: 0 });
    expect(items[0]).toHaveProperty('confidence');
    expect(items.map((i) => i.text).join(' ')).toBe(b.text);
  });

  it('an unknown burst is an empty 200', async () => {
    const body = await json(sim, '/v2/burst?burstId=nope');
    expect(body.bursts).toEqual([]);
  });

  it('related bursts share keywords, entities or category and exclude the burst itself', async () => {
    const seed = sim.catalogue.stories.find((b) => b.topic === 'soccer');
    expect(seed).toBeDefined();
    const list = bursts(await json(sim, `/v2/topstories/burst?burstId=${seed?.id}`));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((b) => b.burstId)).not.toContain(seed?.id);
    const top = list[0] as Obj;
    const shared = (top.keywords as string[]).filter((k) => seed?.keywords.includes(k));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('picks bursts by the words of an article URL', async () => {
    const url = encodeURIComponent('https://www.example.com/2026/11/electric-cars-battery-prices.html');
    const body = await json(sim, `/v2/topstories/articleURL?device=alexa&url=${url}`);
    expect(body.actualQuery).toContain('electric');
    const first = bursts(body)[0] as Obj;
    expect((first.keywords as string[]).join(' ')).toMatch(/electric|batter/);
  });
});

describe('sources, station and show', () => {
  it('source search returns a bare array of stations by fuzzy name', async () => {
    const res = await call(sim, '/v2/sources?device=alexa&term=bay%20citty%20radio');
    const list = (await res.json()) as Obj[];
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ stationId: 103, stationName: 'Bay City Radio' });
    expect((list[0]?.shows as Obj[])[0]).toHaveProperty('showid');
    expect(await json(sim, '/v2/sources?device=alexa&term=zzzzqqq').catch(() => 'x')).toEqual([]);
  });

  it('station detail has the Station shape; an unknown id is 404', async () => {
    const st = await json(sim, '/v2/station?stationId=114');
    expect(st).toMatchObject({ stationId: 114, stationName: 'Offbeat Stories' });
    expect((st.shows as Obj[]).length).toBeGreaterThanOrEqual(2);
    expect((st.links as Obj[])[0]).toMatchObject({ type: expect.any(Number), link: expect.any(String) });
    expect((await call(sim, '/v2/station?stationId=999')).status).toBe(404);
    expect((await call(sim, '/v2/station?stationId=abc')).status).toBe(400);
  });

  it('show detail is Station-like: showid, name, about, hosts, network and a location object', async () => {
    const sh = await json(sim, '/v2/show?showId=1081');
    expect(sh).toMatchObject({
      showid: 1081,
      name: 'The London Briefing',
      network: 'Albion Broadcasting',
      stationId: 108,
    });
    expect(sh.hosts).toEqual(['Amira Hassan']);
    expect(typeof sh.about).toBe('string');
    expect(sh.location).toMatchObject({ type: 'Point', text: 'London' });
    expect((await call(sim, '/v2/show?showId=1')).status).toBe(404);
  });
});

describe('intents', () => {
  it('weather has type null, publication dates, playlistScore, GUID ids and network as an array', async () => {
    const body = await json(sim, '/v2/intent/weather?stations=102&device=alexa');
    expect(body.type).toBeNull();
    const list = bursts(body);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const b of list) {
      expect(b.burstId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(b.publicationDateISO).toMatch(ISO_MS);
      expect(b).toHaveProperty('publicationDate');
      expect(typeof b.playlistScore).toBe('number');
      expect((b.source as Obj).network).toEqual(['Atlantic News Group']);
      expect((b.source as Obj).sourceId).toBe(102);
      expect((b.contentURLs as Obj).audioURL).toMatch(new RegExp(`^${SIM_AUDIO_ORIGIN}/`));
    }
  });

  it('traffic works for every radio station and is empty for a podcast', async () => {
    for (const st of sim.catalogue.stations.filter((s) => s.type === 'Radio')) {
      expect(bursts(await json(sim, `/v2/intent/traffic?stations=${st.stationId}`)).length).toBeGreaterThan(
        0,
      );
    }
    expect(bursts(await json(sim, '/v2/intent/traffic?stations=112'))).toEqual([]);
    expect((await call(sim, '/v2/intent/traffic')).status).toBe(400);
  });
});

describe('trending', () => {
  it('is a bare array of categories with entity stories and burst ids that resolve', async () => {
    const res = await call(sim, '/v2/topstories/trending');
    const body = (await res.json()) as Obj[];
    expect(Array.isArray(body)).toBe(true);
    const first = body[0] as Obj;
    expect(typeof first.category).toBe('string');
    const story = (first.stories as Obj[])[0] as Obj;
    expect(typeof story.entity).toBe('string');
    const ids = story.bursts as string[];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(sim.catalogue.burstById(id)?.entities).toContain(story.entity);
  });

  it('stays the same within 30 s and changes when the clock passes the next 30 s window', async () => {
    const clock = new (await import('../../src/util/clock')).ManualClock(T0);
    const own = await startTestSim({ clock });
    try {
      const a = await (await call(own, '/v2/topstories/trending')).text();
      clock.advance(10_000);
      expect(await (await call(own, '/v2/topstories/trending')).text()).toBe(a);
      clock.advance(30_000);
      expect(await (await call(own, '/v2/topstories/trending')).text()).not.toBe(a);
    } finally {
      await own.stop();
    }
  });
});

describe('users', () => {
  it('register is a POST that returns a stable ABUserID per external id', async () => {
    const a = await json(sim, '/v2/users/register?externalUserId=amzn1.account.A', { method: 'POST' });
    const b = await json(sim, '/v2/users/register?externalUserId=amzn1.account.A', { method: 'POST' });
    const c = await json(sim, '/v2/users/register?externalUserId=amzn1.account.B', { method: 'POST' });
    expect(a).toEqual({ ABUserID: expect.any(String), externalUserId: 'amzn1.account.A' });
    expect(b.ABUserID).toBe(a.ABUserID);
    expect(c.ABUserID).not.toBe(a.ABUserID);
    expect((await call(sim, '/v2/users/register?externalUserId=x')).status).toBe(405);
  });

  it('track answers 200 {} and needs userId, burstId and action', async () => {
    const ok = await json(sim, '/v2/user/track?userId=u1&burstId=b1&action=startOfPlay&device=alexa', {
      method: 'POST',
    });
    expect(ok).toEqual({});
    expect((await call(sim, '/v2/user/track?userId=u1&burstId=b1', { method: 'POST' })).status).toBe(400);
  });
});

describe('transcripts in lists', () => {
  it('about 1 burst in 20 is listed without its text, and its detail has it', async () => {
    const stories = sim.catalogue.stories;
    const without = stories.filter(untranscribedInLists);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length / stories.length).toBeLessThan(0.1);
    const detail = await json(sim, `/v2/burst?device=alexa&burstId=${without[0]?.id as string}`);
    expect((bursts(detail)[0] as Obj).text).toBe(without[0]?.text);
  });
});
