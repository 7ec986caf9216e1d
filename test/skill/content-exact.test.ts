// The exact API calls of the content intents (nock: path, every query parameter, device=alexa,
// the key header), plus what the simulator cannot produce: titles with & and <, a show endpoint
// answering with a station's shape, a burst without its date, one or two trending topics.
import nock from 'nock';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { EchoDevice } from '../../src/emulator/device';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { ManualClock } from '../../src/util/clock';

const BASE = 'https://api.test';
const KEY = 'sk-content-exact-7d1e';
const USER = 'ab-user-1';
const SECRET = 'content-exact-secret';
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3_600_000;

let device: EchoDevice;
let api: nock.Scope;

beforeEach(() => {
  const clock = new ManualClock(NOW);
  const client = new BurstApiClient({ baseUrl: BASE, apiKey: KEY, clock });
  const store = new MemoryPersistenceAdapter({ partitionKey: (env) => listenerIdFor(env, SECRET) });
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    { api: client, store, clock, strictGuard: true },
  );
  device = new EchoDevice((env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>);
  // Every call must carry the key; registration and listen reports are answered in the background.
  api = nock(BASE, { reqheaders: { 'Ocp-Apim-Subscription-Key': KEY } });
  nock(BASE).post('/v2/users/register').query(true).reply(200, { ABUserID: USER }).persist();
  nock(BASE).post('/v2/user/track').query(true).reply(200, {}).persist();
});
afterEach(() => {
  nock.cleanAll();
});

interface BurstOpts {
  title?: string;
  source?: string;
  sourceId?: number;
  showId?: number;
  showName?: string;
  createdAt?: string | null;
}
function wireBurst(id: string, o: BurstOpts = {}) {
  return {
    burstId: id,
    title: o.title ?? `Story ${id}`,
    creationDate: o.createdAt === undefined ? new Date(NOW - 3 * HOUR).toISOString() : o.createdAt,
    duration: 40,
    category: 'news.tech',
    keywords: [],
    entities: [],
    source: {
      sourceId: o.sourceId ?? 103,
      sourceName: o.source ?? 'Bay City Radio',
      sourceType: 'Radio',
      showId: o.showId ?? 1031,
      showName: o.showName ?? 'Valley Wire',
      network: ['Bay Network'],
    },
    contentURLs: { audioURL: `https://cdn.test/${id}.mp3` },
  };
}
const playlist = (...bursts: unknown[]) => ({ type: 'playlist', queryID: 1, bursts, nextPage: null });
const single = (b: unknown) => ({ type: 'single', queryID: 2, bursts: [b], nextPage: null });

/** Plays one burst through a search, so the now-playing intents have a seed. */
async function play(b: ReturnType<typeof wireBurst>): Promise<void> {
  api.get('/v2/topstories/search').query({ device: 'alexa', q: 'seed' }).reply(200, playlist(b));
  await device.intent('SearchIntent', { query: 'seed' });
  expect(device.activity).toBe('PLAYING');
}

describe('exact requests', () => {
  it('category: /v2/topstories/category with the playlist id, device, and the user once registered', async () => {
    // A first-time listener: registration goes alongside, so this call has no user yet.
    api
      .get('/v2/topstories/category')
      .query({ category: '5', device: 'alexa' })
      .reply(200, playlist(wireBurst('Aaaaaaaaaaa1')));
    const turn = await device.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
    expect(turn.speech).toBe('Playing tech news.');
    expect(api.isDone()).toBe(true);
    api
      .get('/v2/topstories/category')
      .query({ category: '5', device: 'alexa', userId: USER })
      .reply(200, playlist(wireBurst('Aaaaaaaaaaa3')));
    await device.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
    expect(api.isDone()).toBe(true);
  });

  it('latest: /v2/search with q and device (a first-time listener: no user yet)', async () => {
    api
      .get('/v2/search')
      .query({ q: 'electric cars', device: 'alexa' })
      .reply(200, playlist(wireBurst('Aaaaaaaaaaa2')));
    await device.intent('LatestIntent', { query: 'electric cars' });
    expect(api.isDone()).toBe(true);
    expect(device.activity).toBe('PLAYING');
  });

  it('weather: source search, then /v2/intent/weather with the station id', async () => {
    api
      .get('/v2/sources')
      .query({ term: 'bay city', device: 'alexa' })
      .reply(200, [
        { stationId: 999, stationName: 'Bay City Jazz', shows: [] },
        { stationId: 103, stationName: 'Bay City', shows: [] },
      ]);
    api
      .get('/v2/intent/weather')
      .query({ stations: '103', device: 'alexa' })
      .reply(200, { ...playlist(wireBurst('Aaaaaaaaaaa3')), type: null });
    const turn = await device.intent('WeatherIntent', { station: 'bay city' });
    // The exact name wins over the API's first result.
    expect(turn.speech).toBe("Here's the weather from Bay City.");
    expect(api.isDone()).toBe(true);
  });

  it('related: /v2/topstories/burst with the playing burst, device and user', async () => {
    await play(wireBurst('Seed00000001'));
    api
      .get('/v2/topstories/burst')
      .query({ burstId: 'Seed00000001', device: 'alexa', userid: USER })
      .reply(200, playlist(wireBurst('Rel000000001')));
    await device.intent('PlayRelatedIntent');
    expect(api.isDone()).toBe(true);
    expect(device.current?.token).toContain('Rel000000001');
  });

  it('play show: relevancy search by show name and source id', async () => {
    await play(wireBurst('Seed00000002', { showName: 'Fog & <City> Nights', sourceId: 103 }));
    api
      .get('/v2/topstories/search')
      .query({ device: 'alexa', sourceId: '103', show: 'Fog & <City> Nights' })
      .reply(200, playlist(wireBurst('Show00000001')));
    const turn = await device.intent('PlayShowIntent');
    expect(turn.speech).toBe('Here is more from Fog &amp; &lt;City&gt; Nights.');
    expect(api.isDone()).toBe(true);
  });
});

describe('SSML escaping of API text', () => {
  it('escapes & and < in the title, source and show of "what is playing"', async () => {
    await play(
      wireBurst('Esc000000001', {
        title: 'Q&A <live>: markets & more',
        source: 'Rock & Roll <Radio>',
        showName: 'Tom & Jerry',
      }),
    );
    const turn = await device.intent('WhatIsPlayingIntent');
    expect(turn.speech).toBe(
      'This is Q&amp;A &lt;live&gt;: markets &amp; more, from Rock &amp; Roll &lt;Radio&gt;, on Tom &amp; Jerry. It aired 3 hours ago.',
    );
  });
});

describe('what is playing without a stored date', () => {
  it('asks burst detail for the age', async () => {
    await play(wireBurst('NoDate000001', { createdAt: null }));
    api
      .get('/v2/burst')
      .query({ burstId: 'NoDate000001', device: 'alexa' })
      .reply(200, single(wireBurst('NoDate000001', { createdAt: new Date(NOW - 26 * HOUR).toISOString() })));
    const turn = await device.intent('WhatIsPlayingIntent');
    expect(turn.speech).toMatch(/on Valley Wire\. It aired yesterday\.$/);
    expect(api.isDone()).toBe(true);
  });

  it('leaves the age out when the detail fails', async () => {
    await play(wireBurst('NoDate000002', { createdAt: null }));
    api.get('/v2/burst').query(true).reply(503);
    const turn = await device.intent('WhatIsPlayingIntent');
    expect(turn.speech).toBe('This is Story NoDate000002, from Bay City Radio, on Valley Wire.');
  });
});

describe('about show', () => {
  it('accepts a body with the shape of a station', async () => {
    await play(wireBurst('Show00000002', { showId: 4411 }));
    api
      .get('/v2/show')
      .query({ showId: '4411' })
      .reply(200, {
        stationId: 4411,
        stationName: 'Morning Markets',
        about: 'The opening bell. Every weekday. Since 1990. Long story.',
        hosts: ['Ann Lee'],
        shows: [],
        location: { type: 'Point', coordinates: [-73.99, 40.73], text: 'New York' },
      });
    const turn = await device.intent('AboutShowIntent');
    expect(turn.speech).toBe(
      "You're listening to Morning Markets. The opening bell. Every weekday. It is hosted by Ann Lee. To hear more from it, say, play more from this show.",
    );
  });

  it('accepts the table shape, with its network and several hosts', async () => {
    await play(wireBurst('Show00000003', { showId: 4412 }));
    api
      .get('/v2/show')
      .query({ showId: '4412' })
      .reply(200, {
        id: 4412,
        name: 'Closing Numbers',
        about: 'Markets at the close.',
        hosts: ['Ann Lee', 'Bo Chen', 'Cy Diaz'],
        location: 'New York',
        network: 'Business Radio Network',
      });
    const turn = await device.intent('AboutShowIntent');
    expect(turn.speech).toMatch(
      /^You're listening to Closing Numbers, from Business Radio Network\. Markets at the close\. Its hosts are Ann Lee, Bo Chen and Cy Diaz\./,
    );
  });
});

describe('trending in two waves', () => {
  it("asks for all of a topic's burst details at once, whatever their number", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `Tw${String(i).padStart(9, '0')}a`);
    api
      .get('/v2/topstories/trending')
      .query({ device: 'alexa' })
      .reply(200, [{ category: 'news.c0', stories: [{ entity: 'Mars', bursts: ids }] }]);
    // No detail is answered before all twelve have arrived: a bounded fan-out would never finish.
    let arrived = 0;
    let release!: () => void;
    const all = new Promise<void>((r) => (release = r));
    for (const id of ids) {
      api
        .get('/v2/burst')
        .query({ burstId: id, device: 'alexa' })
        .reply(async () => {
          if (++arrived === ids.length) release();
          await all;
          return [200, single(wireBurst(id))];
        });
    }
    await device.intent('TrendingIntent');
    expect(arrived).toBe(ids.length);
    expect(api.isDone()).toBe(true);
    expect(device.current?.token).toContain(ids[0]);
  });
});

describe('trending with fewer topics', () => {
  it.each([
    [['Mars'], "Trending now: Mars. Here's the latest."],
    [['Mars', 'Venus & Co'], "Trending now: Mars, followed by Venus &amp; Co. Here's the latest on Mars."],
  ])('%j → %s', async (entities, speech) => {
    api
      .get('/v2/topstories/trending')
      .query({ device: 'alexa' })
      .reply(
        200,
        entities.map((entity, i) => ({
          category: `news.c${i}`,
          stories: [{ entity, bursts: [`Tr0000000${i}aa`] }],
        })),
      );
    api
      .get('/v2/burst')
      .query({ burstId: 'Tr00000000aa', device: 'alexa' })
      .reply(200, single(wireBurst('Tr00000000aa')));
    const turn = await device.intent('TrendingIntent');
    expect(turn.speech).toBe(speech);
    expect(api.isDone()).toBe(true);
    expect(device.current?.token).toContain('Tr00000000aa');
  });
});
