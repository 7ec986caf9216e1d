// Requests the simulator must survive: whatever arrives, it answers and keeps serving.
import { connect } from 'node:net';
import { call, startTestSim } from './helpers';

type Sim = Awaited<ReturnType<typeof startTestSim>>;

/**
 * A request target `fetch` would never send, over a bare socket (nock patches node:http, and
 * its own URL parsing chokes on such targets before the simulator sees them). Resolves with the
 * status code of the answer, or 0 when the connection closes without one.
 */
function rawGet(sim: Sim, path: string): Promise<number> {
  const u = new URL(sim.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${u.host}\r\nOcp-Apim-Subscription-Key: ${sim.apiKey}\r\n` +
        'Connection: close\r\n\r\n',
    );
  });
}

describe('simulator robustness', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  it.each(['//[', '//[::1/v2/topstories', '//a:b:c/v2/burst'])(
    'answers 400 to the unparseable request target %s and keeps serving',
    async (path) => {
      expect(await rawGet(sim, path)).toBe(400);
      expect((await call(sim, '/v2/topstories?device=alexa')).status).toBe(200);
    },
  );
});

describe('simulator request log and the key', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSim({ apiKey: 'sim-Secret-KEY-42' });
  });
  afterAll(() => sim.stop());

  it('never records the key, wherever a client put it (header, any query name or value, path)', async () => {
    const k = sim.apiKey;
    await call(sim, `/v2/topstories?device=alexa&subscription-key=${k}`);
    await call(sim, `/v2/topstories?device=alexa&apiKey=${k}`);
    await call(sim, `/v2/search?device=alexa&q=${encodeURIComponent(`about ${k}`)}`);
    await call(sim, `/v2/${k}/topstories`);
    await call(sim, `/v2/topstories?device=alexa&${k}=1`, { key: 'wrong' });
    const log = JSON.stringify(sim.control.requestLog);
    expect(sim.control.requestLog).toHaveLength(5);
    expect(log).not.toContain(k);
    const res = await fetch(`${sim.url}/_sim/log`);
    expect(await res.text()).not.toContain(k);
  });
});
