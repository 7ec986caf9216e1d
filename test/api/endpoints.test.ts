// Every operation: method, path, exact query (undefined params omitted, device=alexa where the
// API takes one), key + Accept headers, no request body; and the mapped result.
import nock from 'nock';
import type { BurstApiClient } from '../../src/api/http-client';
import { BASE, KEY, fixture, makeClient } from './helpers';

interface Seen {
  method: string;
  body: string;
  headers: Record<string, unknown>;
}

function expectCall(
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string>,
  reply: unknown,
): { scope: nock.Scope; seen: Seen[] } {
  const seen: Seen[] = [];
  const scope = nock(BASE, {
    reqheaders: { 'ocp-apim-subscription-key': KEY, accept: 'application/json' },
  })
    .intercept(path, method)
    .query(query)
    .reply(200, reply as nock.Body);
  scope.on(
    'request',
    (req: { method: string; headers: Record<string, unknown> }, _i: unknown, body: string) => {
      seen.push({ method: req.method, body, headers: req.headers });
    },
  );
  return { scope, seen };
}

let client: BurstApiClient;
beforeEach(() => {
  client = makeClient().client;
});
afterEach(() => {
  nock.cleanAll();
});

const v2 = () => fixture('playlist-v2');

describe('request shapes', () => {
  const cases: Array<{
    name: string;
    method: 'GET' | 'POST';
    path: string;
    query: Record<string, string>;
    reply: () => unknown;
    call: (c: BurstApiClient) => Promise<unknown>;
  }> = [
    {
      name: 'searchV1 with every filter',
      method: 'GET',
      path: '/v1/search',
      query: {
        q: 'climate change',
        fromDate: '2026-11-01',
        toDate: '2026-11-20',
        stationId: '12386,12292,12759',
        sourceType: 'radio',
        sortBy: 'latest',
        latlng: '40.73,-73.99',
        device: 'alexa',
        userID: 'u-1',
        maxPlayListDuration: '600',
        maxPlayListSize: '10',
        minBurstDuration: '20',
        maxBurstDuration: '120',
        category: 'news.world',
      },
      reply: () => fixture('playlist-v1'),
      call: (c) =>
        c.searchV1({
          q: 'climate change',
          fromDate: '2026-11-01',
          toDate: '2026-11-20',
          stationIds: [12386, '12292', 12759],
          sourceType: 'radio',
          sortBy: 'latest',
          latlng: { lat: 40.73, lng: -73.99 },
          userId: 'u-1',
          maxPlayListDuration: 600,
          maxPlayListSize: 10,
          minBurstDuration: 20,
          maxBurstDuration: 120,
          category: 'news.world',
        }),
    },
    {
      name: 'searchV1 with only q',
      method: 'GET',
      path: '/v1/search',
      query: { q: 'climate', device: 'alexa' },
      reply: () => fixture('playlist-v1'),
      call: (c) => c.searchV1({ q: 'climate', stationIds: [] }),
    },
    {
      name: 'burst',
      method: 'GET',
      path: '/v2/burst',
      query: { burstId: 'AOyj1Lx74rZz', queryId: '77', userid: 'u-1', device: 'alexa' },
      reply: () => fixture('burst-detail'),
      call: (c) => c.burst({ burstId: 'AOyj1Lx74rZz', queryId: 77, userId: 'u-1' }),
    },
    {
      name: 'relatedBursts (device sent: it appears in the request shape)',
      method: 'GET',
      path: '/v2/topstories/burst',
      query: {
        burstId: 'AOyj1Lx74rZz',
        category: 'news.us',
        sourceType: 'MIX',
        device: 'alexa',
        userid: 'u-1',
      },
      reply: v2,
      call: (c) =>
        c.relatedBursts({ burstId: 'AOyj1Lx74rZz', category: 'news.us', sourceType: 'MIX', userId: 'u-1' }),
    },
    {
      name: 'burstsByPageUrl',
      method: 'GET',
      path: '/v2/topstories/articleURL',
      query: {
        url: 'https://news.example/a?b=1&c=2#frag',
        device: 'alexa',
        sourceType: 'podcast',
        userId: 'u-1',
      },
      reply: v2,
      call: (c) =>
        c.burstsByPageUrl({
          url: 'https://news.example/a?b=1&c=2#frag',
          sourceType: 'podcast',
          userId: 'u-1',
        }),
    },
    {
      name: 'searchSources',
      method: 'GET',
      path: '/v2/sources',
      query: { term: 'business radio', device: 'alexa' },
      reply: () => fixture('sources'),
      call: (c) => c.searchSources('business radio'),
    },
    {
      name: 'station',
      method: 'GET',
      path: '/v2/station',
      query: { stationId: '12386' },
      reply: () => fixture('station'),
      call: (c) => c.station(12386),
    },
    {
      name: 'show',
      method: 'GET',
      path: '/v2/show',
      query: { showId: '4411' },
      reply: () => fixture('show-table'),
      call: (c) => c.show(4411),
    },
    {
      name: 'searchRelevancy with every filter (sort and distance passed through)',
      method: 'GET',
      path: '/v2/topstories/search',
      query: {
        device: 'alexa',
        q: 'electric cars',
        sourceType: 'MIX',
        sourceId: '12386',
        show: 'Morning Markets',
        fromDate: '2026-11-01T00:00:00Z',
        location: '40.73,-73.99',
        distance: '50',
        category: 'news.business',
        sort: 'date',
      },
      reply: v2,
      call: (c) =>
        c.searchRelevancy({
          q: 'electric cars',
          sourceType: 'MIX',
          sourceId: 12386,
          show: 'Morning Markets',
          fromDate: '2026-11-01T00:00:00Z',
          location: '40.73,-73.99',
          distance: 50,
          category: 'news.business',
          sort: 'date',
        }),
    },
    {
      name: 'searchRelevancy with nothing but the device',
      method: 'GET',
      path: '/v2/topstories/search',
      query: { device: 'alexa' },
      reply: v2,
      call: (c) => c.searchRelevancy({}),
    },
    {
      name: 'searchLatest',
      method: 'GET',
      path: '/v2/search',
      query: {
        q: 'storm',
        device: 'alexa',
        sourceId: '7',
        show: 'Evening',
        from: '2026-11-21T00:00:00Z',
        location: '1,2',
        category: 'news.us',
        userId: 'u-1',
      },
      reply: v2,
      call: (c) =>
        c.searchLatest({
          q: 'storm',
          sourceId: 7,
          show: 'Evening',
          from: '2026-11-21T00:00:00Z',
          location: '1,2',
          category: 'news.us',
          userId: 'u-1',
        }),
    },
    {
      name: 'categoryTopStories with a numeric playlist id',
      method: 'GET',
      path: '/v2/topstories/category',
      query: {
        category: '5',
        device: 'alexa',
        sourceType: 'MIX',
        fromDate: '2026-11-21T00:00:00Z',
        userId: 'u-1',
      },
      reply: v2,
      call: (c) =>
        c.categoryTopStories({
          category: 5,
          sourceType: 'MIX',
          fromDate: '2026-11-21T00:00:00Z',
          userId: 'u-1',
        }),
    },
    {
      name: 'topStories with location',
      method: 'GET',
      path: '/v2/topstories',
      query: { device: 'alexa', userId: 'u-1', location: '51.5,-0.12' },
      reply: v2,
      call: (c) => c.topStories({ userId: 'u-1', location: { lat: 51.5, lng: -0.12 } }),
    },
    {
      name: 'intent weather',
      method: 'GET',
      path: '/v2/intent/weather',
      query: { stations: '12386,20991', device: 'alexa' },
      reply: v2,
      call: (c) => c.intent('weather', { stations: [12386, '20991'] }),
    },
    {
      name: 'intent traffic',
      method: 'GET',
      path: '/v2/intent/traffic',
      query: { stations: '1', device: 'alexa' },
      reply: v2,
      call: (c) => c.intent('traffic', { stations: [1] }),
    },
    {
      name: 'trending',
      method: 'GET',
      path: '/v2/topstories/trending',
      query: { userId: 'u-1', device: 'alexa' },
      reply: () => fixture('trending'),
      call: (c) => c.trending({ userId: 'u-1' }),
    },
    {
      name: 'registerUser (POST)',
      method: 'POST',
      path: '/v2/users/register',
      query: { externalUserId: 'amzn1.ask.account.XYZ' },
      reply: () => ({ ABUserID: 'ab-123', created: true }),
      call: (c) => c.registerUser('amzn1.ask.account.XYZ'),
    },
    {
      name: 'trackListen (POST)',
      method: 'POST',
      path: '/v2/user/track',
      query: { userId: 'ab-123', burstId: 'AOyj1Lx74rZz', action: 'startOfPlay', device: 'alexa' },
      reply: () => 'OK',
      call: (c) => c.trackListen({ userId: 'ab-123', burstId: 'AOyj1Lx74rZz', action: 'startOfPlay' }),
    },
  ];

  it.each(cases)('$name', async ({ method, path, query, reply, call }) => {
    const { scope, seen } = expectCall(method, path, query, reply());
    await call(client);
    expect(scope.isDone()).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe(method);
    // The vendor's sample bodies are placeholders (docs/burst-api.md, Conventions): no body is sent, on GET
    // or POST.
    expect(seen[0].body).toBe('');
  });

  it('encodes spaces, unicode, &, #, + and = in query values', async () => {
    const q = 'rock & roll #1 + café = ünïcode/?';
    const { scope } = expectCall('GET', '/v2/search', { q, device: 'alexa' }, v2());
    await client.searchLatest({ q });
    expect(scope.isDone()).toBe(true);
  });

  it('sends the encoded form on the wire (no raw & or # in the query)', async () => {
    let rawPath = '';
    const scope = nock(BASE)
      .get(() => true)
      .reply(function () {
        rawPath = this.req.path;
        return [200, v2()];
      });
    await client.searchLatest({ q: 'a&b #c+d' });
    expect(scope.isDone()).toBe(true);
    expect(rawPath).toBe('/v2/search?q=a%26b+%23c%2Bd&device=alexa');
  });

  it('uses a configured device', async () => {
    const { client: c } = makeClient({ device: 'googleHome' });
    const { scope } = expectCall('GET', '/v2/topstories', { device: 'googleHome' }, v2());
    await c.topStories({});
    expect(scope.isDone()).toBe(true);
  });

  it('keeps a base URL path prefix', async () => {
    const { client: c } = makeClient({ baseUrl: `${BASE}/burst-api` });
    const { scope } = expectCall('GET', '/burst-api/v2/topstories', { device: 'alexa' }, v2());
    await c.topStories({});
    expect(scope.isDone()).toBe(true);
  });

  it('refuses an unknown intent name without a request', () => {
    expect(() => client.intent('news' as 'weather', { stations: [1] })).toThrow(TypeError);
  });
});

describe('response mapping', () => {
  it('maps a v2 playlist with its quirks', async () => {
    expectCall('GET', '/v2/topstories', { device: 'alexa' }, v2());
    const p = await client.topStories({});
    expect(p).toMatchObject({
      kind: 'playlist',
      queryId: 93284712,
      query: 'electric cars',
      actualQuery: 'electric cars',
      nextPage: 'https://api.test/v2/topstories/search?q=electric%20cars&device=alexa&page=2',
    });
    expect(p.imageUrl).toBeUndefined();
    expect(p.message).toBeUndefined();
    // Bursts without id or title (and a non-object) are dropped; the rest keep their order.
    expect(p.bursts.map((b) => b.id)).toEqual(['AOyj1Lx74rZz', 'Bq8ZkP2mN4xY', 'Cw3RtY6uI8oP']);
    const [a, b, c] = p.bursts;
    expect(a).toEqual({
      id: 'AOyj1Lx74rZz',
      title: 'Electric car sales double in Europe',
      quote: 'Sales doubled in a single year.',
      text: 'Sales of electric cars doubled in Europe this year...',
      durationSec: 62.4,
      createdAt: '2026-11-21T18:04:11.523Z',
      categories: ['news.business'],
      keywords: ['electric cars', 'Europe'],
      entities: ['Tesla', 'Volkswagen'],
      score: 7.25,
      source: {
        sourceId: 12386,
        name: 'Business Radio 101',
        type: 'Radio',
        showId: '4411',
        showName: 'Morning Markets',
        positionSec: 1834.2,
        // The episode's http URL is on a host known for https: upgraded, as burst audio would be.
        episodeUrl: 'https://storageaudiobursts.blob.core.windows.net/temp/12386_2026112118_t.mp3',
        imageUrl: 'https://cdn.example/stations/12386.png',
        location: { type: 'Point', coordinates: [-73.99, 40.73], text: 'New York' },
        networks: ['Business Radio Network', 'BRN Podcasts'],
      },
      audioUrl: 'https://storageaudiobursts.azureedge.net/audio/AOyj1Lx74rZz.mp3',
      imageUrls: ['https://cdn.example/bursts/AOyj1Lx74rZz.jpg'],
      burstPageUrl: 'https://developersapi.audioburst.com/v2/burst?burstId=AOyj1Lx74rZz',
      searchSiteUrl: 'https://search.audioburst.com/burst/AOyj1Lx74rZz',
    });
    // /Date(ms)/ creation date, string showId, network as a plain string, nulls tolerated,
    // http audio on a known host upgraded.
    expect(b.createdAt).toBe('2025-11-21T18:00:00.000Z');
    expect(b.source).toMatchObject({ showId: 'tt-77', type: 'Podcast', networks: ['Tech Talk Network'] });
    // A plain-http episode on an unknown host is never offered as a URL, only flagged.
    expect(b.source.episodeUrl).toBeUndefined();
    expect(b.source.episodeHttpOnly).toBe(true);
    expect(b.keywords).toEqual([]);
    expect(b.quote).toBeUndefined();
    expect(b.audioUrl).toBe('https://storageaudiobursts.azureedge.net/audio/Bq8ZkP2mN4xY.mp3');
    // Unknown http host: unplayable, and the episode's source.audioURL is never a fallback.
    expect(c.audioUrl).toBeUndefined();
    expect(c.createdAt).toBeUndefined();
    expect(c.categories).toEqual([]);
    expect(c.source).toEqual({ sourceId: 1, name: 'Somewhere FM', type: 'Unknown', networks: [] });
  });

  it('never returns a non-https audio URL and never the episode URL', async () => {
    expectCall('GET', '/v2/topstories', { device: 'alexa' }, v2());
    const p = await client.topStories({});
    for (const burst of p.bursts) {
      if (burst.audioUrl !== undefined) expect(burst.audioUrl.startsWith('https://')).toBe(true);
      expect(burst.audioUrl ?? '').not.toContain('/temp/');
      expect(burst.audioUrl ?? '').not.toContain('podcasts.example');
    }
  });

  it('maps a v1 playlist: burstID, title, single-string categories, stationID, v1 date', async () => {
    expectCall('GET', '/v1/search', { q: 'climate', device: 'alexa' }, fixture('playlist-v1'));
    const p = await client.searchV1({ q: 'climate' });
    expect(p).toMatchObject({
      kind: 'unknown',
      queryId: 58214,
      playlistId: '91',
      playlistName: "Editors' Picks",
      imageUrl: 'https://cdn.example/playlists/91.png',
      // Relative nextPage resolved against the base URL.
      nextPage: 'https://api.test/v1/search?q=climate&device=alexa&page=2',
    });
    expect(p.bursts).toHaveLength(2);
    expect(p.bursts[0]).toEqual({
      id: '14b37bea-af94-4b99-9566-eb201d684382',
      title: 'Climate talks resume in Geneva',
      durationSec: 48.5,
      createdAt: '2026-11-20T14:35:00.000Z',
      categories: ['news.world'],
      keywords: ['climate', 'Geneva'],
      entities: ['United Nations'],
      score: 1.7258712,
      source: {
        sourceId: 12759,
        name: '760 KFMB Radio',
        type: 'Unknown',
        showId: '3321',
        showName: 'Morning News',
        imageUrl: 'https://cdn.example/stations/12759.png',
        networks: [],
      },
      audioUrl:
        'https://storageaudiobursts.blob.core.windows.net/audio/14b37bea-af94-4b99-9566-eb201d684382_48.mp3',
      imageUrls: ['https://cdn.example/bursts/14b37bea.jpg'],
    });
    expect(p.bursts[1].categories).toEqual(['news.weather', 'news.us']);
  });

  it('reads the id of a v1 burst under any of its spellings: burstID, burstId, id', async () => {
    const audioURL = 'https://cdn.example/a.mp3';
    const body = {
      bursts: [
        { burstID: 'b-upper', title: 'One', audioURL },
        { burstId: 'b-camel', title: 'Two', audioURL },
        { id: 'b-table', title: 'Three', audioURL },
      ],
    };
    expectCall('GET', '/v1/search', { q: 'x', device: 'alexa' }, body);
    const p = await client.searchV1({ q: 'x' });
    expect(p.bursts.map((b) => b.id)).toEqual(['b-upper', 'b-camel', 'b-table']);
  });

  it('logs dropped bursts at debug', async () => {
    const { client: c, logs } = makeClient();
    expectCall('GET', '/v2/topstories', { device: 'alexa' }, v2());
    await c.topStories({});
    const dropped = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => /dropped/.test(String(l.msg)));
    expect(dropped).toHaveLength(3);
    expect(dropped.every((l) => l.level === 'debug' && l.endpoint === '/v2/topstories')).toBe(true);
  });

  it('accepts queryId (lower-case d) as well as queryID', async () => {
    expectCall('GET', '/v2/topstories', { device: 'alexa' }, { type: 'playlist', queryId: '42', bursts: [] });
    expect((await client.topStories({})).queryId).toBe(42);
  });

  it('treats bursts: null and all-null top-level fields as an empty playlist', async () => {
    const body = {
      type: null,
      queryID: null,
      query: null,
      actualQuery: null,
      bursts: null,
      imageURL: null,
      nextPage: null,
      message: null,
    };
    expectCall('GET', '/v2/topstories', { device: 'alexa' }, body);
    expect(await client.topStories({})).toEqual({ kind: 'unknown', bursts: [] });
  });

  it('passes a message body on as kind message with no bursts', async () => {
    expectCall('GET', '/v2/search', { q: 'zzzz', device: 'alexa' }, fixture('message'));
    expect(await client.searchLatest({ q: 'zzzz' })).toEqual({
      kind: 'message',
      query: 'zzzz',
      bursts: [],
      message: "Sorry, I couldn't find anything about zzzz.",
    });
  });

  it('burst() returns the first burst with its parsed transcript', async () => {
    expectCall('GET', '/v2/burst', { burstId: 'AOyj1Lx74rZz', device: 'alexa' }, fixture('burst-detail'));
    const b = await client.burst({ burstId: 'AOyj1Lx74rZz' });
    expect(b.id).toBe('AOyj1Lx74rZz');
    expect(b.transcript).toEqual([
      { type: 1, text: 'Sales', startTimeSec: 0.12, durationSec: 0.4, confidence: 0.98 },
      { type: 1, text: 'of', startTimeSec: 0.52, durationSec: 0.1, confidence: 0.95 },
      { type: 2, text: 'electric', startTimeSec: 0.62, durationSec: 0.45 },
    ]);
  });

  it('burst() with a malformed transcript string still returns the burst', async () => {
    const body = fixture('burst-detail') as { bursts: Array<Record<string, unknown>> };
    body.bursts[0].transcript = '[{"type":1,"text":"Sales"';
    expectCall('GET', '/v2/burst', { burstId: 'AOyj1Lx74rZz', device: 'alexa' }, body);
    const b = await client.burst({ burstId: 'AOyj1Lx74rZz' });
    expect(b.title).toBe('Electric car sales double in Europe');
    expect(b.transcript).toBeUndefined();
  });

  it('maps sources, dropping entries without a numeric stationId', async () => {
    expectCall('GET', '/v2/sources', { term: 'radio', device: 'alexa' }, fixture('sources'));
    const stations = await client.searchSources('radio');
    expect(stations).toEqual([
      {
        stationId: 12386,
        name: 'Business Radio 101',
        categories: ['news.business'],
        links: [],
        hosts: [],
        shows: [],
        imageUrl: 'https://cdn.example/stations/12386.png',
      },
      { stationId: 20991, name: 'Tech Talk Daily', categories: [], links: [], hosts: [], shows: [] },
    ]);
  });

  it('maps a station with links 1..4, an unknown link type and station-form shows', async () => {
    expectCall('GET', '/v2/station', { stationId: '12386' }, fixture('station'));
    const s = await client.station(12386);
    expect(s.links.map((l) => l.kind)).toEqual(['facebook', 'twitter', 'instagram', 'linkedin', 'other']);
    expect(s.links[0]).toEqual({ id: 1, url: 'https://facebook.com/br101', kind: 'facebook' });
    expect(s.hosts).toEqual(['Ann Lee', 'Bo Chen']);
    expect(s.location).toEqual({ type: 'Point', coordinates: [-73.99, 40.73], text: 'New York' });
    expect(s.shows).toEqual([
      {
        showId: '4411',
        name: 'Morning Markets',
        about: 'The opening bell.',
        categories: ['news.business'],
        hosts: ['Ann Lee'],
        links: [],
        network: 'Business Radio Network',
        website: 'https://br101.example/morning',
        imageUrl: 'https://cdn.example/shows/4411.png',
      },
    ]);
  });

  it('maps the show endpoint in its table shape', async () => {
    expectCall('GET', '/v2/show', { showId: '4411' }, fixture('show-table'));
    expect(await client.show('4411')).toEqual({
      showId: '4411',
      name: 'Morning Markets',
      about: 'The opening bell.',
      categories: ['news.business'],
      links: [{ id: 2, url: 'https://twitter.com/morningmarkets', kind: 'twitter' }],
      hosts: ['Ann Lee'],
      location: 'New York',
      network: 'Business Radio Network',
      website: 'https://br101.example/morning',
      imageUrl: 'https://cdn.example/shows/4411.png',
    });
  });

  it('maps the show endpoint when it answers with a Station shape', async () => {
    expectCall('GET', '/v2/show', { showId: '4411' }, fixture('show-station-shape'));
    expect(await client.show(4411)).toEqual({
      showId: '4411',
      name: 'Morning Markets',
      about: 'The opening bell.',
      categories: ['news.business'],
      links: [],
      hosts: ['Ann Lee'],
      location: 'New York',
      imageUrl: 'https://cdn.example/shows/4411.png',
    });
  });

  it('maps trending from a bare array, skipping entries without names', async () => {
    expectCall('GET', '/v2/topstories/trending', { device: 'alexa' }, fixture('trending'));
    expect(await client.trending()).toEqual([
      {
        category: 'news.us',
        stories: [
          { entity: 'Election', burstIds: ['AOyj1Lx74rZz', 'Bq8ZkP2mN4xY'] },
          { entity: 'Hurricane', burstIds: [] },
        ],
      },
      { category: 'sports', stories: [] },
    ]);
  });

  it('maps registration to the ABUserID', async () => {
    expectCall('POST', '/v2/users/register', { externalUserId: 'x' }, { ABUserID: 'ab-9', other: 1 });
    expect(await client.registerUser('x')).toEqual({ userId: 'ab-9' });
  });

  it('trackListen posts to BURST_TRACK_PATH when one is configured', async () => {
    const { client: c } = makeClient({ trackPath: '/v3/listens' });
    const scope = nock(BASE)
      .post('/v3/listens')
      .query({ userId: 'u', burstId: 'b', action: 'skip', device: 'alexa' })
      .reply(200);
    await expect(c.trackListen({ userId: 'u', burstId: 'b', action: 'skip' })).resolves.toBeUndefined();
    expect(scope.isDone()).toBe(true);
  });

  it('trackListen sends nothing when reports are off (trackPath null)', async () => {
    const { client: c, logs } = makeClient({ trackPath: null });
    // Any request would fail on nock's disabled net connect; none must be made.
    await expect(c.trackListen({ userId: 'u', burstId: 'b', action: 'skip' })).resolves.toBeUndefined();
    expect(nock.pendingMocks()).toEqual([]);
    expect(logs.filter((l) => l.includes('burst api call'))).toEqual([]);
  });

  it('trackListen resolves on an empty 2xx body', async () => {
    const scope = nock(BASE).post('/v2/user/track').query(true).reply(204);
    await expect(client.trackListen({ userId: 'u', burstId: 'b', action: 'skip' })).resolves.toBeUndefined();
    expect(scope.isDone()).toBe(true);
  });
});
