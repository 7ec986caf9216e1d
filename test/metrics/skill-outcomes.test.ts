// Request outcomes as the skill reports them, with the Prometheus sink: a reply the response guard
// had to repair is counted as guard-repaired (here: an image URL so long that the Play reply passes
// 24 KB — titles are cut at the API boundary, image URLs are not), and labels stay bounded whatever a request claims to be.
import nock from 'nock';
import type { RequestEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { alexaEnvelope } from '../helpers/alexa-signing';
import { LabelGuard, MAX_VALUES_PER_LABEL, OTHER } from '../../src/metrics/labels';
import { createPrometheusMetrics } from '../../src/metrics/prometheus';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import type { VersionedStore } from '../../src/state/store';
import { parseProm, sample } from './prom-text';

const BASE = 'https://api.test';
const SECRET = 'metrics-outcomes-secret';

afterEach(() => nock.cleanAll());

function skillWithMetrics(persistence: VersionedStore = new MemoryPersistenceAdapter()) {
  const metrics = createPrometheusMetrics();
  const api = new BurstApiClient({ baseUrl: BASE, apiKey: 'k', onCall: (e) => metrics.sink.apiCall(e) });
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    { api, store: persistence, metrics: metrics.sink },
  );
  const invoke = (env: Record<string, unknown>) => skill.invoke(env as unknown as RequestEnvelope);
  const scrape = async () => parseProm(await metrics.registry.metrics());
  return { invoke, scrape };
}

it('counts a reply the guard repaired as guard-repaired, and API failures by error kind', async () => {
  const { invoke, scrape } = skillWithMetrics();
  nock(BASE).post('/v2/users/register').query(true).reply(200, { ABUserID: 'ab-1' }).persist();
  nock(BASE).post('/v2/user/track').query(true).reply(200, {}).persist();
  const burst = {
    burstId: 'AOyj1Lx74rZz',
    title: 'A burst with a giant image address',
    duration: 40,
    contentURLs: {
      audioURL: 'https://cdn.test/a.mp3',
      imageURL: ['https://cdn.test/' + 'x'.repeat(30 * 1024) + '.png'],
    },
  };
  nock(BASE)
    .get('/v2/topstories')
    .query(true)
    .reply(200, { bursts: [burst] });
  await invoke(alexaEnvelope({ type: 'IntentRequest', request: { intent: { name: 'TopStoriesIntent' } } }));
  nock(BASE).get('/v2/topstories/category').query(true).reply(503);
  await invoke(
    alexaEnvelope({
      type: 'IntentRequest',
      request: {
        intent: { name: 'CategoryIntent', slots: { category: { name: 'category', value: 'sports' } } },
      },
    }),
  );

  const m = await scrape();
  const req = 'burst_voice_requests_total';
  expect(sample(m, req, { intent: 'TopStoriesIntent', outcome: 'guard-repaired' })).toBe(1);
  expect(sample(m, req, { intent: 'TopStoriesIntent', outcome: 'ok' })).toBeUndefined();
  expect(sample(m, 'burst_voice_api_calls_total', { operation: 'topStories', outcome: 'ok' })).toBe(1);
  expect(
    sample(m, 'burst_voice_api_calls_total', { operation: 'categoryTopStories', outcome: 'unavailable' }),
  ).toBe(1);
});

it('counts store reads and writes, a conflicting write and the retry it caused', async () => {
  // One write loses a race (as if another process had written first): the request reads again,
  // decides again and writes.
  const inner = new MemoryPersistenceAdapter();
  let conflicts = 1;
  const store: VersionedStore = {
    get: (key) => inner.get(key),
    put: (key, value, version) =>
      conflicts-- > 0 ? Promise.resolve('conflict') : inner.put(key, value, version),
    delete: (key) => inner.delete(key),
    close: () => inner.close(),
  };
  const { invoke, scrape } = skillWithMetrics(store);
  nock(BASE).post('/v2/users/register').query(true).reply(200, { ABUserID: 'ab-2' }).persist();
  nock(BASE).post('/v2/user/track').query(true).reply(200, {}).persist();
  nock(BASE).get('/v2/topstories').query(true).reply(200, { bursts: [] }).persist();
  await invoke(alexaEnvelope({ type: 'LaunchRequest' }));

  const m = await scrape();
  const ops = 'burst_voice_store_operations_total';
  expect(sample(m, ops, { op: 'write', outcome: 'conflict' })).toBe(1);
  expect(sample(m, ops, { op: 'write', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  // Both records read, then both read again after the conflict.
  expect(sample(m, ops, { op: 'read', outcome: 'ok' })).toBeGreaterThanOrEqual(4);
  expect(sample(m, 'burst_voice_store_retries_total', {})).toBe(1);
  expect(sample(m, 'burst_voice_store_operation_duration_seconds_count', { op: 'read' })).toBe(
    sample(m, ops, { op: 'read' }),
  );
  expect(sample(m, 'burst_voice_requests_total', { request_type: 'LaunchRequest', outcome: 'ok' })).toBe(1);
});

it('keeps label values short identifier words, at most a bounded number per label', () => {
  const g = new LabelGuard();
  expect(g.value('intent', 'LatestIntent')).toBe('LatestIntent');
  expect(g.value('intent', undefined)).toBe('none');
  expect(g.value('intent', 'amzn1.ask.account.XYZ/secret')).toBe(OTHER);
  expect(g.value('intent', 'amzn1.ask.account.XYZ')).toBe(OTHER);
  expect(g.value('intent', 'x'.repeat(65))).toBe(OTHER);
  for (let i = 0; i < MAX_VALUES_PER_LABEL + 10; i++) g.value('request_type', `Forged${i}`);
  expect(g.value('request_type', 'Forged0')).toBe('Forged0');
  expect(g.value('request_type', 'OneMore')).toBe(OTHER);
});
