// GET /metrics after real signed requests through Express: requests by type/intent/outcome, the
// reply latency histogram, Burst API calls by operation with latency, progressive responses sent
// and failed, process metrics — and no listener id, user id, token or key anywhere in the text.
import nock from 'nock';
import { startServer, type RunningServer } from '../../src/server/main';
import { alexaEnvelope, alexaHeaders, TEST_SKILL_ID, trustedSigner } from '../helpers/alexa-signing';
import { parseProm, sample } from '../metrics/prom-text';
import { httpRequest } from './loopback-http';

const { leaf, certUrl } = trustedSigner('metrics');

const USER_ID = 'amzn1.ask.account.METRICSUSER';
const ACCESS_TOKEN = 'test-alexa-access-token-metrics';
const DIRECTIVES = 'https://api.amazonalexa.com';

let running: RunningServer;

beforeAll(async () => {
  running = await startServer(
    { PORT: '0', HOST: '127.0.0.1', SKILL_PERSISTENCE: 'memory', EMULATOR: 'off', SKILL_ID: TEST_SKILL_ID },
    { logSink: () => {} },
  );
});

afterAll(async () => {
  await running.close();
  nock.cleanAll();
});

async function send(envelope: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify(envelope);
  const res = await httpRequest(`${running.url}/alexa`, {
    method: 'POST',
    headers: alexaHeaders(body, { leaf, certUrl }),
    body,
  });
  return res.status;
}

/** "what's the latest on the markets": a live search, announced by a progressive response. */
function latestIntent(): Record<string, unknown> {
  const env = alexaEnvelope({
    type: 'IntentRequest',
    userId: USER_ID,
    request: {
      intent: {
        name: 'LatestIntent',
        confirmationStatus: 'NONE',
        slots: { query: { name: 'query', value: 'electric cars', confirmationStatus: 'NONE' } },
      },
    },
  });
  const system = (env.context as { System: Record<string, unknown> }).System;
  system.apiAccessToken = ACCESS_TOKEN;
  return env;
}

it('counts what real requests did, with bounded labels and nothing identifying', async () => {
  expect(await send(alexaEnvelope({ type: 'LaunchRequest', userId: USER_ID }))).toBe(200);
  // Progressive responses: Alexa's directive service accepts the first, fails the second.
  const accepted = nock(DIRECTIVES).post('/v1/directives').reply(204);
  expect(await send(latestIntent())).toBe(200);
  expect(accepted.isDone()).toBe(true);
  const refused = nock(DIRECTIVES).post('/v1/directives').reply(500);
  expect(await send(latestIntent())).toBe(200);
  expect(refused.isDone()).toBe(true);
  // A request type no handler takes gets the catch-all's reply (issue 35), counted as unhandled.
  expect(await send(alexaEnvelope({ type: 'Alexa.Presentation.APL.UserEvent', userId: USER_ID }))).toBe(200);

  const res = await httpRequest(`${running.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const m = parseProm(res.text);

  const req = 'burst_voice_requests_total';
  expect(sample(m, req, { request_type: 'LaunchRequest', intent: 'none', outcome: 'ok' })).toBe(1);
  expect(sample(m, req, { request_type: 'IntentRequest', intent: 'LatestIntent', outcome: 'ok' })).toBe(2);
  expect(sample(m, req, { request_type: 'Alexa.Presentation.APL.UserEvent', outcome: 'unhandled' })).toBe(1);
  expect(
    sample(m, req, { request_type: 'Alexa.Presentation.APL.UserEvent', outcome: 'error' }),
  ).toBeUndefined();
  expect(sample(m, 'burst_voice_reply_duration_seconds_count', { request_type: 'IntentRequest' })).toBe(2);
  expect(
    sample(m, 'burst_voice_reply_duration_seconds_bucket', { request_type: 'LaunchRequest', le: '+Inf' }),
  ).toBe(1);

  const api = 'burst_voice_api_calls_total';
  expect(sample(m, api, { operation: 'topStories', outcome: 'ok' })).toBe(1);
  expect(sample(m, api, { operation: 'searchLatest', outcome: 'ok' })).toBe(2);
  expect(sample(m, api, { operation: 'registerUser', outcome: 'ok' })).toBe(1);
  expect(sample(m, 'burst_voice_api_call_duration_seconds_count', { operation: 'searchLatest' })).toBe(2);

  expect(sample(m, 'burst_voice_progressive_responses_total', { outcome: 'sent' })).toBe(1);
  expect(sample(m, 'burst_voice_progressive_responses_total', { outcome: 'failed' })).toBe(1);
  // Every request read the listener's and the device's records; the first ones wrote them.
  const store = 'burst_voice_store_operations_total';
  expect(sample(m, store, { op: 'read', outcome: 'ok' })).toBeGreaterThanOrEqual(8);
  expect(sample(m, store, { op: 'write', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  expect(
    sample(m, 'burst_voice_store_operation_duration_seconds_count', { op: 'write' }),
  ).toBeGreaterThanOrEqual(1);
  expect(sample(m, 'burst_voice_store_retries_total', {})).toBe(0);
  expect(sample(m, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
  // One process is a cluster of one: the worker alert rule fits it as it is.
  expect(sample(m, 'burst_voice_workers', {})).toBe(1);
  expect(sample(m, 'burst_voice_workers_answering', {})).toBe(1);
  expect(sample(m, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);

  for (const secret of [USER_ID, 'METRICSUSER', ACCESS_TOKEN, 'amzn1.ask.device', 'amzn1.echo-api']) {
    expect(res.text).not.toContain(secret);
  }
});

it('is a GET route only: POST is a 404 like any unknown route', async () => {
  const res = await httpRequest(`${running.url}/metrics`, { method: 'POST', body: '' });
  expect(res.status).toBe(404);
});
