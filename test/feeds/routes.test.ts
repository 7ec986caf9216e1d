// The nine Flash Briefing feeds over HTTP, against the offline simulator: valid feeds, one API call
// per category per TTL however Alexa polls, the last good feed through an outage, 404 and 503.
import express from 'express';
import { createServer, type Server } from 'node:http';
import { BurstApiClient } from '../../src/api/http-client';
import { FEED_SLUGS } from '../../src/feeds/categories';
import { FEED_RETRY_MS } from '../../src/feeds/feed-cache';
import { FLASH_BRIEFING_PATH, flashBriefingRouter } from '../../src/feeds/routes';
import { ManualClock } from '../../src/util/clock';
import { silentLogger } from '../../src/util/logger';
import { closeServer, httpRequest, listenEphemeral } from '../server/loopback-http';
import { startTestSim } from '../sim/helpers';

type Sim = Awaited<ReturnType<typeof startTestSim>>;
let sim: Sim;
let server: Server;
let base: string;
let clock: ManualClock;

beforeEach(async () => {
  sim = await startTestSim();
  clock = sim.clock;
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock });
  const app = express();
  app.use(FLASH_BRIEFING_PATH, flashBriefingRouter({ api, logger: silentLogger, clock, ttlMs: 60_000 }));
  server = createServer(app);
  base = await listenEphemeral(server);
});
afterEach(async () => {
  await closeServer(server);
  await sim.stop();
});

const get = (slug: string) => httpRequest(`${base}${FLASH_BRIEFING_PATH}/${slug}`);
const apiCalls = () => sim.control.requestLog.length;

test('all nine categories serve 1–5 valid items, newest first, https audio, without the key', async () => {
  expect(Object.keys(FEED_SLUGS)).toHaveLength(9);
  for (const slug of Object.keys(FEED_SLUGS)) {
    const res = await get(`${slug}.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    const items = JSON.parse(res.text) as Array<Record<string, string>>;
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const it of items) {
      expect(Object.keys(it).sort()).toEqual([
        'mainText',
        'redirectionUrl',
        'streamUrl',
        'titleText',
        'uid',
        'updateDate',
      ]);
      expect(it.updateDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.0Z$/);
      expect(new URL(it.streamUrl!).protocol).toBe('https:');
      expect(new URL(it.redirectionUrl!).protocol).toBe('https:');
      expect(it.mainText!.length).toBeGreaterThan(0);
    }
    const dates = items.map((i) => i.updateDate!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(items.map((i) => i.uid)).size).toBe(items.length);
    expect(res.text).not.toContain(sim.apiKey);
  }
});

test('polls within the TTL share one API call; after it, one more', async () => {
  const first = await Promise.all([1, 2, 3, 4, 5].map(() => get('sports.json')));
  expect(first.every((r) => r.status === 200)).toBe(true);
  expect(apiCalls()).toBe(1);
  clock.advance(30_000);
  const again = await get('sports.json');
  expect(again.text).toBe(first[0]!.text);
  expect(Number(/max-age=(\d+)/.exec(String(again.headers['cache-control']))![1])).toBe(30);
  expect(apiCalls()).toBe(1);
  clock.advance(31_000);
  await get('sports.json');
  expect(apiCalls()).toBe(2);
});

test('an outage serves the last good feed, without hammering the API', async () => {
  const good = await get('tech.json');
  expect(good.status).toBe(200);
  sim.control.injectFault('*', { kind: 'status', status: 503 });
  clock.advance(61_000);
  const during = await get('tech.json');
  expect(during.status).toBe(200);
  expect(during.text).toBe(good.text);
  const callsAfterFailure = apiCalls();
  await get('tech.json');
  expect(apiCalls()).toBe(callsAfterFailure); // retried only after FEED_RETRY_MS
  clock.advance(FEED_RETRY_MS);
  sim.control.clearFaults();
  expect((await get('tech.json')).status).toBe(200);
  expect(apiCalls()).toBeGreaterThan(callsAfterFailure);
});

test('an outage with no good feed yet is a 503 with a short JSON error', async () => {
  sim.control.injectFault('*', { kind: 'status', status: 500 });
  const res = await get('business.json');
  expect(res.status).toBe(503);
  expect(JSON.parse(res.text)).toEqual({ error: 'feed temporarily unavailable' });
});

test('an answer with no playable audio is not a feed: 503', async () => {
  sim.control.injectFault('*', { kind: 'unplayable' });
  expect((await get('offbeat.json')).status).toBe(503);
});

test('an unknown category is a 404 with a short JSON error, and no API call', async () => {
  for (const path of ['weather.json', 'sports.xml', 'toString.json', '__proto__.json']) {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: 'unknown feed' });
  }
  expect(apiCalls()).toBe(0);
});
