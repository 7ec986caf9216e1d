// `npm run notify` (tools/notify.ts) as an operator runs it: a child process with the server's
// configuration. Notifications off: one sentence and exit 1; on (here against the simulator it
// starts itself): the pass's summary as one JSON line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const dir = mkdtempSync(path.join(tmpdir(), 'burst-notify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync(TSX, [path.join(ROOT, 'tools', 'notify.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      SKILL_DB_PATH: path.join(dir, 'burst.db'),
      LOG_LEVEL: 'silent',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('with an API key and no messaging credentials: notifications are off, said in one sentence', () => {
  const r = run({
    BURST_API_KEY: 'notify-test-key',
    BURST_API_BASE_URL: 'http://127.0.0.1:9',
    SKILL_ID: 'amzn1.ask.skill.00000000-0000-4000-8000-000000000000',
    LISTENER_ID_SECRET: 'notify-tool-secret-0123456789abcdef',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toBe('Notifications are off: set ALEXA_CLIENT_ID and ALEXA_CLIENT_SECRET.\n');
  expect(r.stdout).toBe('');
});

test('offline: one pass over the configured store, its summary as one JSON line', () => {
  const r = run({});
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout)).toEqual({
    topics: 0,
    subscribers: 0,
    sent: 0,
    throttled: 0,
    refused: 0,
    failed: 0,
    pending: 0,
    pruned: 0,
    deferred: 0,
    unchanged: 0,
  });
});

test('a client secret without its id, or a token URL that is not https, stops it with the variable named', () => {
  const r = run({
    ALEXA_CLIENT_ID: 'amzn1.application-oa2-client.x',
    LWA_TOKEN_URL: 'http://example.org/token',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/^ALEXA_CLIENT_SECRET is required when ALEXA_CLIENT_ID is set\.\n$/);
  const url = run({
    ALEXA_CLIENT_ID: 'amzn1.application-oa2-client.x',
    ALEXA_CLIENT_SECRET: 's',
    LWA_TOKEN_URL: 'http://example.org/token',
  });
  expect(url.stderr).toMatch(/^LWA_TOKEN_URL must be an https URL/);
  const origin = run({
    ALEXA_CLIENT_ID: 'amzn1.application-oa2-client.x',
    ALEXA_CLIENT_SECRET: 's',
    PROACTIVE_EVENTS_ORIGIN: 'https://api.amazonalexa.com',
  });
  expect(origin.stderr).toMatch(/^PROACTIVE_EVENTS_ORIGIN is for a simulator on this machine/);
});
