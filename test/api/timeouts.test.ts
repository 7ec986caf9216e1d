// Budget per call = min(per-call timeoutMs ?? client default, deadline − now); ≤ 0 → timeout
// without a request. Short budgets against long nock delays: no timing assertions.
import nock from 'nock';
import { BASE, KEY, caught, makeClient } from './helpers';

const PLAYLIST = { type: 'playlist', bursts: [] };

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

describe('timeouts', () => {
  it('times out when the response is slower than the per-call budget', async () => {
    const { client, logs } = makeClient();
    const scope = nock(BASE).get('/v2/topstories').query(true).delay(2000).reply(200, PLAYLIST);
    const e = await caught(() => client.topStories({}, { timeoutMs: 40 }));
    expect(e.kind).toBe('timeout');
    expect(e.message).toContain('/v2/topstories');
    expect(scope.isDone()).toBe(true);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it('times out when headers arrive but the body trickles (AbortController bound)', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).delayBody(2000).reply(200, PLAYLIST);
    expect((await caught(() => client.topStories({}, { timeoutMs: 40 }))).kind).toBe('timeout');
  });

  it('uses the client default when the call gives no budget', async () => {
    const { client } = makeClient({ timeoutMs: 40 });
    nock(BASE).get('/v2/topstories').query(true).delay(2000).reply(200, PLAYLIST);
    expect((await caught(() => client.topStories({}))).kind).toBe('timeout');
  });

  it('a near deadline wins over a generous timeoutMs', async () => {
    const { client, clock } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).delay(2000).reply(200, PLAYLIST);
    const e = await caught(() => client.topStories({}, { timeoutMs: 10_000, deadline: clock.now() + 40 }));
    expect(e.kind).toBe('timeout');
  });

  it('succeeds when the response fits the deadline', async () => {
    const { client, clock } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).reply(200, PLAYLIST);
    await expect(client.topStories({}, { deadline: clock.now() + 5000 })).resolves.toMatchObject({
      kind: 'playlist',
    });
  });

  it.each([
    ['a passed deadline', { deadline: Date.UTC(2026, 10, 22, 8, 59, 59) }],
    ['a deadline of exactly now', { deadline: Date.UTC(2026, 10, 22, 9, 0, 0) }],
    ['a zero timeoutMs', { timeoutMs: 0 }],
    ['a negative timeoutMs', { timeoutMs: -5 }],
  ])('%s → timeout without any request', async (_label, opts) => {
    // The ManualClock starts at 2026-11-22T09:00:00Z.
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/topstories').query(true).reply(200, PLAYLIST);
    const e = await caught(() => client.topStories({}, opts));
    expect(e.kind).toBe('timeout');
    expect(scope.isDone()).toBe(false);
  });

  it('a passed deadline on a cached endpoint also makes no request', async () => {
    const { client, clock } = makeClient();
    const scope = nock(BASE).get('/v2/topstories/trending').query(true).reply(200, []);
    expect((await caught(() => client.trending({}, { deadline: clock.now() - 1 }))).kind).toBe('timeout');
    expect(scope.isDone()).toBe(false);
  });

  it('a caller joining an in-flight cached request keeps its own shorter budget', async () => {
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/topstories/trending').query(true).delay(300).reply(200, []);
    const [slow, hurried] = await Promise.allSettled([
      client.trending({}, { timeoutMs: 5000 }),
      client.trending({}, { timeoutMs: 30 }),
    ]);
    expect(slow).toEqual({ status: 'fulfilled', value: [] });
    expect(hurried.status === 'rejected' && (hurried.reason as { kind?: string }).kind).toBe('timeout');
    expect(scope.isDone()).toBe(true);
  });
  it("a caller joining an in-flight cached request is not cut short by the first caller's budget", async () => {
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/topstories/trending').query(true).delay(300).reply(200, []);
    const [hurried, patient] = await Promise.allSettled([
      client.trending({}, { timeoutMs: 30 }),
      client.trending({}, { timeoutMs: 5000 }),
    ]);
    expect(hurried.status === 'rejected' && (hurried.reason as { kind?: string }).kind).toBe('timeout');
    expect(patient).toEqual({ status: 'fulfilled', value: [] });
    expect(scope.isDone()).toBe(true);
  });

  it('the shared flight of a hurried first caller still fills the cache for the next call', async () => {
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/topstories/trending').query(true).delay(200).reply(200, []);
    expect((await caught(() => client.trending({}, { timeoutMs: 20 }))).kind).toBe('timeout');
    await new Promise((r) => setTimeout(r, 300));
    await expect(client.trending({}, { timeoutMs: 50 })).resolves.toEqual([]);
    expect(scope.isDone()).toBe(true);
  });
});
