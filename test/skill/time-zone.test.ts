// Words of time in the Echo's own zone (issue 56): the Alexa Settings API's System.timeZone, read
// only when a time word needs it, kept per device, and the locale's zone whenever it cannot be
// read. Alexa's side is a stand-in ApiClient here, and Amazon's over HTTPS (nock) for the wire.
import nock from 'nock';
import type { services } from 'ask-sdk-model';
import { fromDateIn, sinceOf } from '../../src/words/time';
import { startHarness, type Harness, type HarnessOptions } from '../helpers/skill-harness';

const TOKEN = 'test-api-access-token-9f8e7d';
const DEVICE = 'amzn1.ask.device.TIMEZONEDEVICE';
const ZONE_PATH = `/v2/devices/${DEVICE}/settings/System.timeZone`;
// 07:00 in Los Angeles, 10:00 in New York.
const NOW = Date.UTC(2026, 10, 29, 15, 0, 0);
const LA_MIDNIGHT = '2026-11-29T08:00:00.000Z';
const NY_MIDNIGHT = '2026-11-29T05:00:00.000Z';

type Answer = { status: number; body?: string } | 'never';

/** Alexa's APIs as a script: each Settings call takes the next answer (the last one repeats). */
class ScriptedAlexa implements services.ApiClient {
  readonly requests: services.ApiClientRequest[] = [];
  constructor(private readonly answers: Answer[]) {}
  invoke(request: services.ApiClientRequest): Promise<services.ApiClientResponse> {
    this.requests.push(request);
    const a = this.answers.length > 1 ? this.answers.shift() : this.answers[0];
    if (a === undefined || a === 'never') return new Promise(() => {});
    const headers = a.body ? [{ key: 'content-type', value: 'application/json' }] : [];
    return Promise.resolve({ statusCode: a.status, headers, body: a.body ?? '' });
  }
  get zoneCalls(): number {
    return this.requests.filter((r) => r.url.endsWith('/settings/System.timeZone')).length;
  }
}

const zone = (z: string): Answer => ({ status: 200, body: JSON.stringify(z) });

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  nock.cleanAll();
});

async function start(alexa?: ScriptedAlexa, opts: HarnessOptions = {}): Promise<Harness> {
  h = await startHarness({
    who: { deviceId: DEVICE, apiAccessToken: TOKEN, ...opts.who },
    ...(alexa ? { alexaApi: alexa } : {}),
    now: NOW,
  });
  return h;
}

/** The fromDate of the content call of the last request. */
function fromDate(harness: Harness): string | undefined {
  const call = harness.sim.control.requestLog.filter((e) => e.path.startsWith('/v2/topstories')).at(-1);
  return call?.query.fromDate;
}

async function morningNews(harness: Harness, device = harness.device): Promise<string | undefined> {
  harness.sim.control.clearLog();
  device.dropSession();
  await device.intent('CategoryIntent', { category: "this morning's news" });
  return fromDate(harness);
}

test("a listener in Los Angeles on an en-US Echo: this morning's news from Los Angeles midnight, not New York's", async () => {
  const alexa = new ScriptedAlexa([zone('America/Los_Angeles')]);
  const harness = await start(alexa);
  expect(await morningNews(harness)).toBe(LA_MIDNIGHT);
  const [req] = alexa.requests;
  expect(req?.method).toBe('GET');
  expect(req?.url).toBe(`https://api.amazonalexa.com${ZONE_PATH}`);
  expect(req?.headers).toContainEqual({ key: 'Authorization', value: `Bearer ${TOKEN}` });
});

test('the zone is read once per device: two requests, one call; another Echo is read for itself', async () => {
  const alexa = new ScriptedAlexa([zone('America/Los_Angeles')]);
  const harness = await start(alexa);
  expect(await morningNews(harness)).toBe(LA_MIDNIGHT);
  expect(await morningNews(harness)).toBe(LA_MIDNIGHT);
  expect(alexa.zoneCalls).toBe(1);
  const kitchen = harness.newDevice({ deviceId: 'amzn1.ask.device.KITCHEN', apiAccessToken: TOKEN });
  await morningNews(harness, kitchen);
  expect(alexa.zoneCalls).toBe(2);
});

test('a request that says no time makes no call', async () => {
  const alexa = new ScriptedAlexa([zone('America/Los_Angeles')]);
  const harness = await start(alexa);
  await harness.device.intent('CategoryIntent', { category: 'sports' });
  harness.device.dropSession();
  await harness.device.launch();
  expect(alexa.requests).toEqual([]);
});

test.each<[string, Answer]>([
  ['an error', { status: 500, body: '{"message":"boom"}' }],
  ['a refusal', { status: 403, body: '{"message":"no"}' }],
  ['no zone set (204)', { status: 204 }],
  ['a zone that is none', zone('Mars/Olympus_Mons')],
  ['an empty zone', zone('')],
])("%s: the locale's zone stands in, and a warning names no one", async (_, answer) => {
  const alexa = new ScriptedAlexa([answer]);
  const harness = await start(alexa);
  expect(await morningNews(harness)).toBe(NY_MIDNIGHT);
  expect(alexa.zoneCalls).toBe(1);
  const warned = harness.logs.filter((l) => l.includes('device time zone not read'));
  expect(warned).toHaveLength(1);
  expect(warned[0]).toMatch(/"level":"warn"/);
  expect(warned[0]).not.toContain(DEVICE);
  expect(warned[0]).not.toContain(TOKEN);
});

test("a Settings API that does not answer costs the reply at most its timeout; the locale's zone stands in", async () => {
  const alexa = new ScriptedAlexa(['never']);
  const harness = await start(alexa);
  expect(await morningNews(harness)).toBe(NY_MIDNIGHT);
  expect(harness.logs.some((l) => l.includes('"reason":"timeout"'))).toBe(true);
});

test('an unreadable zone is tried again later, not on every request', async () => {
  const alexa = new ScriptedAlexa([{ status: 500 }, zone('America/Los_Angeles')]);
  const harness = await start(alexa);
  expect(await morningNews(harness)).toBe(NY_MIDNIGHT);
  expect(await morningNews(harness)).toBe(NY_MIDNIGHT);
  expect(alexa.zoneCalls).toBe(1);
  harness.clock.advance(11 * 60 * 1000);
  expect(await morningNews(harness)).toBe(LA_MIDNIGHT);
  expect(alexa.zoneCalls).toBe(2);
});

test("no access token, or an apiEndpoint that is not Amazon's: no call, the locale's zone", async () => {
  const alexa = new ScriptedAlexa([zone('America/Los_Angeles')]);
  const harness = await start(alexa);
  const noToken = harness.newDevice({ deviceId: DEVICE, apiAccessToken: undefined });
  expect(await morningNews(harness, noToken)).toBe(NY_MIDNIGHT);
  const elsewhere = harness.newDevice({
    deviceId: DEVICE,
    apiAccessToken: TOKEN,
    apiEndpoint: 'https://example.org',
  });
  expect(await morningNews(harness, elsewhere)).toBe(NY_MIDNIGHT);
  expect(alexa.requests).toEqual([]);
});

test("Amazon's Settings API over HTTPS: the device's zone is used, and neither token nor device id is logged", async () => {
  const harness = await start();
  const amazon = nock('https://api.amazonalexa.com', { reqheaders: { authorization: `Bearer ${TOKEN}` } })
    .get(ZONE_PATH)
    .reply(200, JSON.stringify('America/Los_Angeles'), { 'content-type': 'application/json' });
  expect(await morningNews(harness)).toBe(LA_MIDNIGHT);
  expect(amazon.isDone()).toBe(true);

  // Refused for another Echo (401): its locale's zone, a warning, and still nothing identifying.
  nock('https://api.amazonalexa.com')
    .get(/\/settings\/System\.timeZone$/)
    .reply(401, '{"message":"bad token"}');
  const other = harness.newDevice({ deviceId: 'amzn1.ask.device.OTHER', apiAccessToken: TOKEN });
  expect(await morningNews(harness, other)).toBe(NY_MIDNIGHT);
  const all = harness.logs.join('\n');
  expect(all).toContain('"status":401');
  expect(all).not.toContain(TOKEN);
  expect(all).not.toContain(DEVICE);
  expect(all).not.toContain('amzn1.ask.device.OTHER');
});

describe('fromDate in a zone (pure)', () => {
  test('a locale or a zone', () => {
    const now = new Date(NOW);
    expect(sinceOf('this morning', now, 'en-US')).toBe(NY_MIDNIGHT);
    expect(sinceOf('this morning', now, 'America/Los_Angeles')).toBe(LA_MIDNIGHT);
    expect(fromDateIn('this morning', now, 'America/Los_Angeles')).toBe(LA_MIDNIGHT);
    // Neither a locale the skill knows nor a zone: UTC, as before.
    expect(sinceOf('this morning', now, 'xx-XX')).toBe('2026-11-29T00:00:00.000Z');
  });

  test('a clock-change day: midnight at the offset it had, not the offset of now', () => {
    // 2026-11-01, Los Angeles: PDT (−7) until 02:00, then PST (−8). At 13:00 PST the day began at
    // 00:00 PDT; yesterday began at 00:00 PDT the day before; last night at 18:00 PDT.
    const afternoon = new Date(Date.UTC(2026, 10, 1, 21, 0, 0));
    expect(fromDateIn('this morning', afternoon, 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    expect(fromDateIn('yesterday', afternoon, 'America/Los_Angeles')).toBe('2026-10-31T07:00:00.000Z');
    expect(fromDateIn('last night', afternoon, 'America/Los_Angeles')).toBe('2026-11-01T01:00:00.000Z');
    // The day after, in PST all day: yesterday (the change day) began at its own 00:00 PDT.
    const nextDay = new Date(Date.UTC(2026, 10, 2, 18, 0, 0));
    expect(fromDateIn('this morning', nextDay, 'America/Los_Angeles')).toBe('2026-11-02T08:00:00.000Z');
    expect(fromDateIn('yesterday', nextDay, 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    // Spring forward in London (2026-03-29, 01:00 GMT → 02:00 BST): the day began at 00:00 GMT.
    const london = new Date(Date.UTC(2026, 2, 29, 12, 0, 0));
    expect(fromDateIn('this morning', london, 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(fromDateIn('last night', london, 'Europe/London')).toBe('2026-03-28T18:00:00.000Z');
  });
});
