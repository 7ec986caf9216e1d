// nextPage is followed only on the configured origin: anywhere else would receive the key.
import nock from 'nock';
import { BASE, KEY, caught, fixture, makeClient } from './helpers';

afterEach(() => {
  nock.cleanAll();
});

describe('nextPage', () => {
  it('follows an absolute URL on the same origin, as given, with the key', async () => {
    const { client } = makeClient();
    const scope = nock(BASE, { reqheaders: { 'ocp-apim-subscription-key': KEY } })
      .get('/v2/topstories/search')
      .query({ q: 'electric cars', device: 'alexa', page: '2' })
      .reply(200, fixture('playlist-v2'));
    const p = await client.nextPage(`${BASE}/v2/topstories/search?q=electric%20cars&device=alexa&page=2`);
    expect(scope.isDone()).toBe(true);
    expect(p.bursts.map((b) => b.id)).toEqual(['AOyj1Lx74rZz', 'Bq8ZkP2mN4xY', 'Cw3RtY6uI8oP']);
  });

  it('follows the nextPage a playlist returned', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).reply(200, fixture('playlist-v2'));
    const first = await client.topStories({});
    const scope = nock(BASE)
      .get('/v2/topstories/search')
      .query(true)
      .reply(200, { type: 'playlist', bursts: [] });
    const second = await client.nextPage(first.nextPage as string);
    expect(scope.isDone()).toBe(true);
    expect(second).toEqual({ kind: 'playlist', bursts: [] });
  });

  it('resolves a relative nextPage against the base URL', async () => {
    const { client } = makeClient();
    const scope = nock(BASE).get('/v2/search').query({ q: 'x', page: '3' }).reply(200, { bursts: [] });
    await client.nextPage('/v2/search?q=x&page=3');
    expect(scope.isDone()).toBe(true);
  });

  it('maps a /v1/ next page with the v1 mapper', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v1/search').query(true).reply(200, fixture('playlist-v1'));
    const p = await client.nextPage(`${BASE}/v1/search?q=climate&device=alexa&page=2`);
    expect(p.bursts[0].id).toBe('14b37bea-af94-4b99-9566-eb201d684382');
    expect(p.bursts[0].categories).toEqual(['news.world']);
  });

  it.each([
    ['another host', 'https://evil.test/v2/search?page=2'],
    ['plain http on the same host', 'http://api.test/v2/search?page=2'],
    ['another port', 'https://api.test:8443/v2/search?page=2'],
    ['a protocol-relative URL to another host', '//evil.test/v2/search'],
    ['a lookalike host', 'https://api.test.evil.test/v2/search'],
  ])('refuses %s without any request', async (_label, url) => {
    const { client, logs } = makeClient();
    const seenKeys: unknown[] = [];
    const trap = (host: string) =>
      nock(host)
        .get(/.*/)
        .reply(function () {
          seenKeys.push(this.req.headers['ocp-apim-subscription-key']);
          return [200, { bursts: [] }];
        });
    const scopes = [
      trap('https://evil.test'),
      trap('http://api.test'),
      trap('https://api.test:8443'),
      trap('https://api.test.evil.test'),
      trap(BASE),
    ];
    const e = await caught(() => client.nextPage(url));
    expect(e.kind).toBe('bad-response');
    expect(e.message).toBe('refused to follow nextPage to another origin');
    expect(scopes.every((s) => !s.isDone())).toBe(true);
    expect(seenKeys).toEqual([]);
    expect(JSON.stringify(e)).not.toContain(KEY);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it('a passed deadline makes no request', async () => {
    const { client, clock } = makeClient();
    const scope = nock(BASE).get('/v2/search').query(true).reply(200, { bursts: [] });
    const e = await caught(() => client.nextPage(`${BASE}/v2/search?page=2`, { deadline: clock.now() }));
    expect(e.kind).toBe('timeout');
    expect(scope.isDone()).toBe(false);
  });

  it('exposes the configured origin', () => {
    expect(makeClient({ baseUrl: 'https://api.test/prefix/' }).client.origin).toBe('https://api.test');
  });
  describe('with a base URL that has a path', () => {
    const PREFIXED = `${BASE}/burst/`;

    it('refuses a nextPage on the same origin but outside the base path, without any request', async () => {
      const { client } = makeClient({ baseUrl: PREFIXED });
      const other = nock(BASE).get(/.*/).reply(200, { bursts: [] });
      for (const url of [
        `${BASE}/other/v2/search?page=2`,
        `${BASE}/burst-admin/v2/search`,
        `${BASE}/burst/../x`,
      ]) {
        const e = await caught(() => client.nextPage(url));
        expect(e.kind).toBe('bad-response');
      }
      expect(other.isDone()).toBe(false);
    });

    it('follows a nextPage under the base path', async () => {
      const { client } = makeClient({ baseUrl: PREFIXED });
      const scope = nock(BASE).get('/burst/v2/search').query({ page: '2' }).reply(200, { bursts: [] });
      await client.nextPage(`${BASE}/burst/v2/search?page=2`);
      expect(scope.isDone()).toBe(true);
    });

    it('resolves a root-relative nextPage under the base path, like every other path', async () => {
      const { client } = makeClient({ baseUrl: PREFIXED });
      const scope = nock(BASE)
        .get('/burst/v2/search')
        .query({ q: 'x', page: '3' })
        .reply(200, { bursts: [] });
      await client.nextPage('/v2/search?q=x&page=3');
      expect(scope.isDone()).toBe(true);
    });

    it('picks the mapper from the path after the base path (a base path with /v1/ in it is not v1)', async () => {
      const { client } = makeClient({ baseUrl: `${BASE}/v1/` });
      nock(BASE).get('/v1/v2/topstories').query(true).reply(200, fixture('playlist-v2'));
      const p = await client.nextPage(`${BASE}/v1/v2/topstories?page=2`);
      expect(p.bursts.map((b) => b.id)).toEqual(['AOyj1Lx74rZz', 'Bq8ZkP2mN4xY', 'Cw3RtY6uI8oP']);
    });

    it('the nextPage of a playlist comes back absolute and under the base path', async () => {
      const { client } = makeClient({ baseUrl: PREFIXED });
      nock(BASE)
        .get('/burst/v2/topstories')
        .query(true)
        .reply(200, { bursts: [], nextPage: '/v2/topstories?page=2' });
      const p = await client.topStories({});
      expect(p.nextPage).toBe(`${BASE}/burst/v2/topstories?page=2`);
    });
  });
});
