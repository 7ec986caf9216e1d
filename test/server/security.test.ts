// Hosting security: a real Express server on an ephemeral loopback port, the real adapter
// verifier (trusting an in-test CA), and a tiny skill that records whether its handler ran.
import { SkillBuilders, type HandlerInput } from 'ask-sdk-core';
import { createServer, type Server } from 'node:http';
import nock from 'nock';
import type { ConfigSummary } from '../../src/config/env';
import { createServerApp } from '../../src/server/app';
import { createLogger } from '../../src/util/logger';
import {
  alexaEnvelope,
  alexaHeaders,
  CERT_HOST,
  certChainUrl,
  createTestCa,
  issueExpiredLeaf,
  issueLeaf,
  issueLeafWithoutEchoSan,
  issueLeafWithoutSan,
  serveCertChain,
  TEST_SKILL_ID,
  trustTestCa,
  type SignedRequestOptions,
  type TestLeaf,
} from '../helpers/alexa-signing';
import { closeServer, httpRequest, listenEphemeral } from './loopback-http';

const ca = createTestCa();
trustTestCa(ca);
const leaf = issueLeaf(ca);
const goodUrl = certChainUrl('good');
serveCertChain(goodUrl, leaf.chainPem);

const handled: string[] = [];
const logLines: string[] = [];
const SECRET_MARKERS = ['super-secret-api-key-123', 'listener-secret-0123456789'];
let server: Server;
let base: string;

const summary: ConfigSummary = {
  target: 'express',
  apiMode: 'api',
  apiBaseUrl: 'https://developersapi.audioburst.com',
  skillIdEnforced: true,
  persistence: 'memory',
  retentionDays: 180,
  logLevel: 'info',
  emulator: false,
  listenerIdSecret: 'configured',
  workers: 1,
};

beforeAll(async () => {
  const skill = SkillBuilders.custom()
    .addRequestHandlers({
      canHandle: () => true,
      handle: (input: HandlerInput) => {
        handled.push(input.requestEnvelope.request.requestId);
        return input.responseBuilder.speak('hello').getResponse();
      },
    })
    .withSkillId(TEST_SKILL_ID)
    .create();
  const app = createServerApp({
    skill,
    logger: createLogger({ sink: (l) => logLines.push(l), secrets: SECRET_MARKERS }),
    config: summary,
    maxBodyBytes: 16 * 1024,
  });
  server = createServer(app);
  base = await listenEphemeral(server);
});

afterAll(async () => {
  await closeServer(server);
  nock.cleanAll();
});

function envelope(overrides: Parameters<typeof alexaEnvelope>[0] = {}): { body: string; requestId: string } {
  const env = alexaEnvelope(overrides);
  return { body: JSON.stringify(env), requestId: (env.request as { requestId: string }).requestId };
}

async function post(
  body: string,
  opts: Partial<SignedRequestOptions> & { headers?: Record<string, string> } = {},
) {
  const headers = { ...alexaHeaders(body, { leaf, certUrl: goodUrl, ...opts }), ...(opts.headers ?? {}) };
  return httpRequest(`${base}/alexa`, { method: 'POST', headers, body });
}

async function expectRefused(
  body: string,
  requestId: string,
  opts: Partial<SignedRequestOptions> & { headers?: Record<string, string> },
  reason: RegExp,
) {
  const res = await post(body, opts);
  expect(res.status).toBe(400);
  expect(res.text).toMatch(reason);
  expect(handled).not.toContain(requestId);
}

/** The request's log line (the last one, for a request id logged once). */
function lastLineOf(requestId: string): Record<string, unknown> & { reason?: string } {
  const lines = logLines.map((l) => JSON.parse(l)).filter((l) => l.requestId === requestId);
  return lines[lines.length - 1];
}

/**
 * Now + offsetMs, rounded to a whole second toward now: the envelope drops milliseconds, which
 * would otherwise make a timestamp that must still be served up to a second older.
 */
function wholeSecondTowardNow(offsetMs: number): Date {
  const t = (Date.now() + offsetMs) / 1000;
  return new Date((offsetMs < 0 ? Math.ceil(t) : Math.floor(t)) * 1000);
}

function freshLeafUrl(l: TestLeaf): string {
  const url = certChainUrl();
  serveCertChain(url, l.chainPem);
  return url;
}

describe('POST /alexa with a valid signature', () => {
  it('runs the handler and answers 200 with the response envelope', async () => {
    const { body, requestId } = envelope();
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).response.outputSpeech.ssml).toBe('<speak>hello</speak>');
    expect(handled).toContain(requestId);
  });

  it('logs one structured line with Alexa request id, type, status and latency', async () => {
    const { body, requestId } = envelope();
    await post(body);
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ msg: 'request', requestType: 'LaunchRequest', status: 200, path: '/alexa' });
    expect(typeof line.latencyMs).toBe('number');
  });

  it.each([
    ['dot segments that stay inside /echo.api/', (p: string) => `${CERT_HOST}/echo.api/x/..${p}`],
    ['a single-dot segment', (p: string) => `${CERT_HOST}/echo.api/.${p}`],
    ['an upper-case scheme and host', (p: string) => `HTTPS://S3.AmazonAWS.com/echo.api${p}`],
    ['an explicit :443', (p: string) => `${CERT_HOST}:443/echo.api${p}`],
  ])('serves a cert URL with %s, downloaded from the normalised URL', async (_label, spell) => {
    const normalised = certChainUrl();
    const downloads = serveCertChain(normalised, leaf.chainPem);
    const name = normalised.slice(`${CERT_HOST}/echo.api`.length); // "/echo-api-cert-….pem"
    const { body, requestId } = envelope();
    expect((await post(body, { certUrl: spell(name) })).status).toBe(200);
    expect(handled).toContain(requestId);
    expect(downloads()).toBe(1);
  });

  it.each([
    ['149 s old', -149_000, 'LaunchRequest'],
    ['60 s ahead', 60_000, 'LaunchRequest'],
    [
      '30 minutes old, for a skill event (allowed up to an hour late)',
      -1_800_000,
      'AlexaSkillEvent.SkillEnabled',
    ],
  ])('serves a request timestamped %s', async (_label, offsetMs, type) => {
    const { body, requestId } = envelope({ type, timestamp: wholeSecondTowardNow(offsetMs) });
    expect((await post(body)).status).toBe(200);
    expect(handled).toContain(requestId);
  });
});

describe('POST /alexa refusals (400, handler not run)', () => {
  it('refuses a tampered body', async () => {
    const { body, requestId } = envelope();
    const tampered = body.replace('LaunchRequest', 'SessionEndedRequest');
    await expectRefused(tampered, requestId, { signedBody: body }, /signature does not match/);
  });

  it("logs a refusal at warn with the verifier's reason", async () => {
    const { body, requestId } = envelope({ timestamp: new Date(Date.now() - 600_000) });
    await post(body);
    const line = lastLineOf(requestId);
    expect(line).toMatchObject({ level: 'warn', status: 400, requestType: 'LaunchRequest' });
    expect(line.reason).toMatch(/Timestamp verification failed: 6\d\d(\.\d+)? s old, more than 150 s/);
  });

  it('refuses a wrong Signature-256', async () => {
    const other = issueLeaf(ca, { freshKey: true });
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { leaf: other }, /signature does not match/);
  });

  it('refuses a garbage Signature-256', async () => {
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { signature: 'bm90IGEgc2lnbmF0dXJl' }, /signature does not match/);
  });

  it('refuses a missing Signature-256', async () => {
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { signature: null }, /Missing Signature/);
  });

  it('refuses a missing SignatureCertChainUrl', async () => {
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { certUrlHeader: null }, /Missing Certificate/);
  });

  it('refuses a cert URL over http', async () => {
    const { body, requestId } = envelope();
    const url = 'http://s3.amazonaws.com/echo.api/echo-api-cert.pem';
    await expectRefused(body, requestId, { certUrlHeader: url }, /unsupported protocol/);
  });

  it('refuses a cert URL on another host', async () => {
    const { body, requestId } = envelope();
    const url = 'https://evil.example.com/echo.api/echo-api-cert.pem';
    await expectRefused(body, requestId, { certUrlHeader: url }, /invalid host name/);
  });

  it('refuses a cert URL outside /echo.api/', async () => {
    const { body, requestId } = envelope();
    const url = 'https://s3.amazonaws.com/not.echo.api/echo-api-cert.pem';
    await expectRefused(body, requestId, { certUrlHeader: url }, /invalid path/);
  });

  it('refuses a cert URL with a port other than 443', async () => {
    const { body, requestId } = envelope();
    const url = 'https://s3.amazonaws.com:563/echo.api/echo-api-cert.pem';
    await expectRefused(body, requestId, { certUrlHeader: url }, /invalid port/);
  });

  it.each([
    ['dot segments', 'https://s3.amazonaws.com/echo.api/../other/cert.pem'],
    ['percent-encoded dot segments', 'https://s3.amazonaws.com/echo.api/%2e%2e/other/cert.pem'],
    ['mixed-case encoded dot segments', 'https://s3.amazonaws.com/echo.api/.%2E/other/cert.pem'],
  ])('refuses a cert URL whose %s leave /echo.api/, and fetches nothing from there', async (_label, url) => {
    // A valid chain waits at the path the URL resolves to: the check must come before any download.
    const elsewhere = nock(CERT_HOST).get('/other/cert.pem').reply(200, leaf.chainPem);
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { certUrlHeader: url }, /invalid path: \/other\/cert\.pem/);
    expect(elsewhere.isDone()).toBe(false);
    expect(lastLineOf(requestId).reason).toMatch(/invalid path: \/other\/cert\.pem/);
    nock.removeInterceptor({ hostname: 's3.amazonaws.com', path: '/other/cert.pem', proto: 'https' });
  });

  it.each([
    ['a relative URL', '/echo.api/echo-api-cert.pem'],
    ['a port out of range', 'https://s3.amazonaws.com:99999/echo.api/echo-api-cert.pem'],
  ])('refuses a cert URL that does not parse (%s) with a clear reason', async (_label, url) => {
    const { body, requestId } = envelope();
    await expectRefused(
      body,
      requestId,
      { certUrlHeader: url },
      /SignatureCertChainUrl is not a valid absolute URL/,
    );
  });

  it('refuses a signing cert with no subject alternative name at all, with a clear reason', async () => {
    const noSan = issueLeafWithoutSan(ca);
    const { body, requestId } = envelope();
    const opts = { leaf: noSan, certUrl: freshLeafUrl(noSan) };
    await expectRefused(body, requestId, opts, /Signature Certificate has no subject alternative name/);
    const { reason } = lastLineOf(requestId);
    expect(reason).toMatch(/no subject alternative name; echo-api\.amazon\.com is required/);
    expect(reason).not.toMatch(/TypeError|Cannot read properties/);
  });

  it('refuses a signing cert without the echo-api.amazon.com SAN', async () => {
    const noSan = issueLeafWithoutEchoSan(ca);
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { leaf: noSan, certUrl: freshLeafUrl(noSan) }, /domain missing/);
  });

  it('refuses an expired signing cert', async () => {
    const expired = issueExpiredLeaf(ca);
    const { body, requestId } = envelope();
    await expectRefused(body, requestId, { leaf: expired, certUrl: freshLeafUrl(expired) }, /expired/);
  });

  it('refuses a cert chain that does not lead to a trusted root', async () => {
    const rogueCa = createTestCa('Rogue CA');
    const rogue = issueLeaf(rogueCa);
    const { body, requestId } = envelope();
    await expectRefused(
      body,
      requestId,
      { leaf: rogue, certUrl: freshLeafUrl(rogue) },
      /verification failed/,
    );
  });

  it.each([
    ['151 s old', -151_000, /s old, more than 150 s/],
    ['10 minutes ahead', 600_000, /s in the future, more than 150 s/],
    ['a year ahead', 365 * 86_400_000, /s in the future, more than 150 s/],
  ])('refuses a timestamp %s', async (_label, offsetMs, reason) => {
    const { body, requestId } = envelope({ timestamp: new Date(Date.now() + offsetMs) });
    await expectRefused(body, requestId, {}, /Timestamp verification failed/);
    expect(lastLineOf(requestId).reason).toMatch(reason);
  });

  it.each([
    ['"not-a-date"', 'not-a-date', /Timestamp is not an ISO 8601 date-time/],
    ['a missing timestamp', undefined, /Timestamp is not present in request/],
    ['a numeric timestamp', Date.now(), /Timestamp is not a string/],
  ])('refuses %s, signed correctly', async (_label, timestamp, reason) => {
    const env = alexaEnvelope();
    const request = env.request as { requestId: string; timestamp?: unknown };
    request.timestamp = timestamp; // JSON.stringify leaves an undefined field out
    await expectRefused(JSON.stringify(env), request.requestId, {}, reason);
    expect(lastLineOf(request.requestId)).toMatchObject({ level: 'warn', status: 400 });
  });

  it('refuses a non-JSON body with 400 and a reason, without crashing', async () => {
    const res = await post('this is not json', {});
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/request body is not JSON/);
    const health = await httpRequest(`${base}/health`);
    expect(health.status).toBe(200);
  });

  it('refuses a body without any content type', async () => {
    const { body, requestId } = envelope();
    const headers = alexaHeaders(body, { leaf, certUrl: goodUrl });
    delete headers['content-type'];
    const res = await httpRequest(`${base}/alexa`, { method: 'POST', headers, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(handled).not.toContain(requestId);
  });
});

describe('other refusals', () => {
  it('refuses a correctly signed request for another skill id (withSkillId)', async () => {
    const { body, requestId } = envelope({ applicationId: 'amzn1.ask.skill.someone-else' });
    const res = await post(body);
    expect(res.status).not.toBe(200);
    expect(res.text).toMatch(/ID verification failed/);
    expect(handled).not.toContain(requestId);
  });

  it('refuses a declared body over the size limit with 413 before verifying it', async () => {
    const env = alexaEnvelope({ request: { padding: 'x'.repeat(20 * 1024) } });
    const body = JSON.stringify(env);
    const res = await post(body, { headers: { 'content-length': String(Buffer.byteLength(body)) } });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ error: 'request body too large' });
    expect(handled).not.toContain((env.request as { requestId: string }).requestId);
  });

  it("refuses a chunked body over the adapter parser's 100 KB ceiling with 413", async () => {
    const env = alexaEnvelope({ request: { padding: 'x'.repeat(110 * 1024) } });
    const body = JSON.stringify(env);
    const res = await post(body, { headers: { 'transfer-encoding': 'chunked' } });
    expect(res.status).toBe(413);
    expect(handled).not.toContain((env.request as { requestId: string }).requestId);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await httpRequest(`${base}/nope`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: 'not found' });
  });

  it('answers GET /alexa with 404 (only POST is served)', async () => {
    expect((await httpRequest(`${base}/alexa`)).status).toBe(404);
  });
});

describe('GET /health', () => {
  it('returns liveness and the config summary without secrets', async () => {
    const res = await httpRequest(`${base}/health`);
    expect(res.status).toBe(200);
    const json = JSON.parse(res.text);
    expect(json).toMatchObject({
      status: 'ok',
      apiMode: 'api',
      persistence: 'memory',
      skillIdEnforced: true,
    });
    for (const s of SECRET_MARKERS) expect(res.text).not.toContain(s);
    expect(Object.keys(json)).not.toEqual(expect.arrayContaining(['apiKey']));
  });
});
