// Every failure becomes one of the closed ApiError kinds, and nothing the client throws or logs
// ever carries the subscription key or the query string (user ids).
import { inspect } from 'node:util';
import nock from 'nock';
import { ApiError } from '../../src/api/errors';
import { BASE, KEY, caught, fixture, makeClient } from './helpers';

afterEach(() => {
  nock.cleanAll();
});

const USER = 'user-private-77';

function netError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

type Setup = (scope: nock.Interceptor) => nock.Scope;

const cases: Array<{ name: string; kind: string; status?: number; setup: Setup }> = [
  {
    name: '401',
    kind: 'unauthorized',
    status: 401,
    setup: (i) =>
      i.reply(401, { statusCode: 401, message: `Access denied due to invalid subscription key ${KEY}` }),
  },
  { name: '403', kind: 'unauthorized', status: 403, setup: (i) => i.reply(403) },
  { name: '429', kind: 'rate-limited', status: 429, setup: (i) => i.reply(429, 'slow down') },
  { name: '404', kind: 'not-found', status: 404, setup: (i) => i.reply(404) },
  { name: '500', kind: 'unavailable', status: 500, setup: (i) => i.reply(500, 'oops') },
  { name: '503', kind: 'unavailable', status: 503, setup: (i) => i.reply(503) },
  {
    name: 'ECONNREFUSED',
    kind: 'unavailable',
    setup: (i) => i.replyWithError(netError('ECONNREFUSED', 'connect ECONNREFUSED')),
  },
  {
    name: 'ECONNRESET',
    kind: 'unavailable',
    setup: (i) => i.replyWithError(netError('ECONNRESET', 'read ECONNRESET')),
  },
  {
    name: 'socket hang up',
    kind: 'unavailable',
    setup: (i) => i.replyWithError(netError('ECONNRESET', 'socket hang up')),
  },
  { name: '400', kind: 'bad-response', status: 400, setup: (i) => i.reply(400, { error: 'bad q' }) },
  { name: '418', kind: 'bad-response', status: 418, setup: (i) => i.reply(418) },
  {
    name: 'non-JSON 200',
    kind: 'bad-response',
    setup: (i) => i.reply(200, '<html>gateway</html>', { 'Content-Type': 'text/html' }),
  },
  { name: 'empty 200', kind: 'bad-response', setup: (i) => i.reply(200, '') },
  { name: 'array instead of a playlist', kind: 'bad-response', setup: (i) => i.reply(200, []) },
  { name: 'JSON string instead of a playlist', kind: 'bad-response', setup: (i) => i.reply(200, '"hello"') },
  { name: 'bursts is an object', kind: 'bad-response', setup: (i) => i.reply(200, { bursts: { a: 1 } }) },
  {
    name: 'a redirect (not followed)',
    kind: 'bad-response',
    status: 302,
    setup: (i) => i.reply(302, '', { Location: 'https://elsewhere.test/x' }),
  },
];

describe('error kinds (topStories)', () => {
  it.each(cases)('$name → $kind', async ({ kind, status, setup }) => {
    const { client, logs } = makeClient();
    const scope = setup(nock(BASE).get('/v2/topstories').query(true));
    const e = await caught(() => client.topStories({ userId: USER }));
    expect(scope.isDone()).toBe(true);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe(kind);
    if (status !== undefined) expect((e as unknown as ApiError).details.status).toBe(status);
    expect((e as unknown as ApiError).details.endpoint).toBe('/v2/topstories');
    // The message names the endpoint...
    expect(e.message).toContain('/v2/topstories');
    // ...but never the key, the query or the user id; and no axios error rides along as cause.
    for (const text of [e.message, JSON.stringify(e), inspect(e, { depth: 5 }), String(e.stack), ...logs]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(USER);
    }
    expect(e.cause).toBeUndefined();
    // One warn line with the kind.
    const warns = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 'warn');
    expect(warns).toHaveLength(1);
    expect(warns[0]).toMatchObject({ kind, endpoint: '/v2/topstories' });
  });
});

describe('more error cases', () => {
  it('429 with Retry-After in seconds', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).reply(429, '', { 'Retry-After': '17' });
    const e = (await caught(() => client.topStories({}))) as unknown as ApiError;
    expect(e.kind).toBe('rate-limited');
    expect(e.details.retryAfterSec).toBe(17);
  });

  it('429 with Retry-After as an HTTP date (relative to the injected clock)', async () => {
    const { client, clock } = makeClient();
    const at = new Date(clock.now() + 90_000).toUTCString();
    nock(BASE).get('/v2/topstories').query(true).reply(429, '', { 'Retry-After': at });
    const e = (await caught(() => client.topStories({}))) as unknown as ApiError;
    expect(e.details.retryAfterSec).toBe(90);
  });

  it('429 without or with a garbage Retry-After has no retryAfterSec', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).reply(429, '', { 'Retry-After': 'soon' });
    const e = (await caught(() => client.topStories({}))) as unknown as ApiError;
    expect(e.kind).toBe('rate-limited');
    expect(e.details.retryAfterSec).toBeUndefined();
  });

  it('a redirect is not followed, so the key never reaches the other host', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/topstories').query(true).reply(301, '', { Location: 'https://elsewhere.test/steal' });
    const foreign = nock('https://elsewhere.test').get(/.*/).reply(200, {});
    const e = await caught(() => client.topStories({}));
    expect(e.kind).toBe('bad-response');
    expect(foreign.isDone()).toBe(false);
  });

  it('a real refused connection on loopback is unavailable', async () => {
    const { client } = makeClient({ baseUrl: 'http://127.0.0.1:1' });
    const e = await caught(() => client.topStories({}));
    expect(e.kind).toBe('unavailable');
  });

  it('burst() with no burst in the body is not-found', async () => {
    const { client } = makeClient();
    nock(BASE).get('/v2/burst').query(true).reply(200, { type: 'single', bursts: [] });
    const e = await caught(() => client.burst({ burstId: 'nope' }));
    expect(e.kind).toBe('not-found');
  });

  it('burst() whose only burst has no title is not-found', async () => {
    const { client } = makeClient();
    nock(BASE)
      .get('/v2/burst')
      .query(true)
      .reply(200, { bursts: [{ burstId: 'x', title: null }] });
    expect((await caught(() => client.burst({ burstId: 'x' }))).kind).toBe('not-found');
  });

  it.each([
    ['trending as an object', '/v2/topstories/trending', { category: 'x' }],
    ['sources as an object', '/v2/sources', { stationId: 1 }],
    ['station as an array', '/v2/station', [fixture('station')]],
    ['station without a stationId', '/v2/station', { stationName: 'x' }],
    ['station null', '/v2/station', null],
    ['show without a name', '/v2/show', { id: 3 }],
    ['registration without ABUserID', '/v2/users/register', { ok: true }],
  ])('%s → bad-response', async (_label, path, body) => {
    const { client } = makeClient();
    const scope = nock(BASE)
      .intercept(path, path === '/v2/users/register' ? 'POST' : 'GET')
      .query(true)
      .reply(200, JSON.stringify(body));
    const run: Record<string, () => Promise<unknown>> = {
      '/v2/topstories/trending': () => client.trending(),
      '/v2/sources': () => client.searchSources('x'),
      '/v2/station': () => client.station(1),
      '/v2/show': () => client.show(3),
      '/v2/users/register': () => client.registerUser('x'),
    };
    const e = await caught(run[path]);
    expect(e.kind).toBe('bad-response');
    expect(e.message).toContain(path);
    expect(scope.isDone()).toBe(true);
  });

  it('trackListen maps errors too (its body is ignored only on success)', async () => {
    const { client } = makeClient();
    nock(BASE).post('/v2/user/track').query(true).reply(401);
    expect(
      (await caught(() => client.trackListen({ userId: 'u', burstId: 'b', action: 'pause' }))).kind,
    ).toBe('unauthorized');
  });
});

describe('logging', () => {
  it('logs one debug line per call with endpoint, status and ms — without key, query or user id', async () => {
    const { client, logs } = makeClient();
    nock(BASE).get('/v2/search').query(true).reply(200, { type: 'playlist', bursts: [] });
    await client.searchLatest({ q: 'secret topic', userId: USER });
    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'debug', endpoint: '/v2/search', status: 200, method: 'GET' });
    expect(typeof lines[0].ms).toBe('number');
    for (const l of logs) {
      expect(l).not.toContain(KEY);
      expect(l).not.toContain(USER);
      expect(l).not.toContain('secret topic');
    }
  });
});
