// Cached lookups (trending 30 s; station, show, source search) with a ManualClock, single-flight,
// and no caching of failures.
import nock from 'nock';
import { TtlCache } from '../../src/api/cache';
import { TRENDING_TTL_MS, STATION_TTL_MS } from '../../src/config/limits';
import { ManualClock } from '../../src/util/clock';
import { BASE, caught, fixture, makeClient } from './helpers';

afterEach(() => {
  nock.cleanAll();
});

describe('client cache', () => {
  it('serves trending from cache for 30 s, then asks again', async () => {
    const { client, clock } = makeClient();
    const first = nock(BASE)
      .get('/v2/topstories/trending')
      .query(true)
      .once()
      .reply(200, fixture('trending'));
    const a = await client.trending();
    expect(first.isDone()).toBe(true);

    clock.advance(TRENDING_TTL_MS - 1);
    const b = await client.trending(); // no interceptor left: a request would fail
    expect(b).toEqual(a);

    clock.advance(2);
    const second = nock(BASE).get('/v2/topstories/trending').query(true).reply(200, []);
    expect(await client.trending()).toEqual([]);
    expect(second.isDone()).toBe(true);
  });

  it('shares one in-flight request between concurrent identical calls', async () => {
    const { client } = makeClient();
    const scope = nock(BASE)
      .get('/v2/station')
      .query({ stationId: '12386' })
      .delay(30)
      .reply(200, fixture('station'));
    const [a, b] = await Promise.all([client.station(12386), client.station(12386)]);
    expect(scope.isDone()).toBe(true);
    expect(a).toEqual(b);
    expect(a.stationId).toBe(12386);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('does not cache failures', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/show').query(true).once().reply(503);
    expect((await caught(() => client.show(4411))).kind).toBe('unavailable');
    const scope = nock(BASE).get('/v2/show').query(true).reply(200, fixture('show-table'));
    expect((await client.show(4411)).name).toBe('Morning Markets');
    expect(scope.isDone()).toBe(true);
  });

  it('does not cache a body that failed to map', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/sources').query(true).once().reply(200, { not: 'an array' });
    expect((await caught(() => client.searchSources('x'))).kind).toBe('bad-response');
    const scope = nock(BASE).get('/v2/sources').query(true).reply(200, []);
    expect(await client.searchSources('x')).toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  it('keys on the full query: different parameters are different entries', async () => {
    const { client } = makeClient();
    const s = nock(BASE)
      .get('/v2/sources')
      .query({ term: 'jazz', device: 'alexa' })
      .reply(200, [])
      .get('/v2/sources')
      .query({ term: 'rock', device: 'alexa' })
      .reply(200, []);
    await client.searchSources('jazz');
    await client.searchSources('rock');
    await client.searchSources('jazz');
    expect(s.isDone()).toBe(true);
  });

  it('caches station lookups for their TTL', async () => {
    const { client, clock } = makeClient();
    nock(BASE).get('/v2/station').query(true).once().reply(200, fixture('station'));
    await client.station(12386);
    clock.advance(STATION_TTL_MS - 1);
    await expect(client.station(12386)).resolves.toMatchObject({ stationId: 12386 });
  });

  it('does not cache playlists', async () => {
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/topstories').query(true).twice().reply(200, { bursts: [] });
    await client.topStories({});
    await client.topStories({});
    expect(scope.isDone()).toBe(true);
  });

  it('hands each caller its own copy', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories/trending').query(true).once().reply(200, fixture('trending'));
    const a = await client.trending();
    a[0].stories.length = 0;
    const b = await client.trending();
    expect(b[0].stories).toHaveLength(2);
  });

  it('is per client', async () => {
    const one = makeClient().client;
    const two = makeClient().client;
    const scope = nock(BASE).get('/v2/topstories/trending').query(true).twice().reply(200, []);
    await one.trending();
    await two.trending();
    expect(scope.isDone()).toBe(true);
  });
});

describe('TtlCache', () => {
  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = new TtlCache({ clock: new ManualClock(), maxEntries: 2 });
    let loads = 0;
    const load = (v: string) => () => {
      loads++;
      return Promise.resolve(v);
    };
    await cache.getOrLoad('a', 1000, load('a'));
    await cache.getOrLoad('b', 1000, load('b'));
    await cache.getOrLoad('c', 1000, load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', 1000, load('a2'))).toBe('a2');
    expect(loads).toBe(4);
  });

  it('expires on the injected clock', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache({ clock, maxEntries: 10 });
    await cache.getOrLoad('k', 100, () => Promise.resolve(1));
    clock.advance(100);
    expect(await cache.getOrLoad('k', 100, () => Promise.resolve(2))).toBe(1);
    clock.advance(1);
    expect(await cache.getOrLoad('k', 100, () => Promise.resolve(3))).toBe(3);
  });

  it('shares a rejection with concurrent callers, then forgets it', async () => {
    const cache = new TtlCache({ clock: new ManualClock(), maxEntries: 10 });
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('down'));
    };
    const results = await Promise.allSettled([
      cache.getOrLoad('k', 100, failing),
      cache.getOrLoad('k', 100, failing),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.getOrLoad('k', 100, () => Promise.resolve('ok'))).toBe('ok');
  });
  it('bounds the total size, not only the entry count: big values evict older ones', async () => {
    const cache = new TtlCache({ clock: new ManualClock(), maxEntries: 100, maxBytes: 3000 });
    const big = (tag: string) => () => Promise.resolve({ tag, pad: 'x'.repeat(1000) });
    for (const k of ['a', 'b', 'c', 'd', 'e']) await cache.getOrLoad(k, 1000, big(k));
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    // The newest entry is still served from cache.
    expect(await cache.getOrLoad('e', 1000, big('reloaded'))).toMatchObject({ tag: 'e' });
  });

  it('does not keep a value larger than the whole bound, but still returns it', async () => {
    const cache = new TtlCache({ clock: new ManualClock(), maxEntries: 100, maxBytes: 500 });
    const value = await cache.getOrLoad('k', 1000, () => Promise.resolve('y'.repeat(2000)));
    expect(value).toHaveLength(2000);
    expect(cache.size).toBe(0);
  });

  it('has a default byte bound', () => {
    const cache = new TtlCache({ clock: new ManualClock(), maxEntries: 10 });
    expect(cache.maxBytes).toBeGreaterThan(0);
    expect(Number.isFinite(cache.maxBytes)).toBe(true);
  });
});
