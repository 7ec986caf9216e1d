// `npm start` serves the feeds next to /alexa, offline with the embedded simulator.
import { startServer, type RunningServer } from '../../src/server/main';
import { httpRequest } from '../server/loopback-http';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer(
    { PORT: '0', HOST: '127.0.0.1', SKILL_PERSISTENCE: 'memory', EMULATOR: 'off' },
    { logSink: () => undefined },
  );
});
afterAll(() => running.close());

test('GET /feeds/flash-briefing/top-stories.json is a feed; an unknown one is a 404', async () => {
  const ok = await httpRequest(`${running.url}/feeds/flash-briefing/top-stories.json`);
  expect(ok.status).toBe(200);
  const items = JSON.parse(ok.text) as unknown[];
  expect(items.length).toBeGreaterThanOrEqual(1);
  expect(items.length).toBeLessThanOrEqual(5);
  const missing = await httpRequest(`${running.url}/feeds/flash-briefing/gossip.json`);
  expect(missing.status).toBe(404);
});
