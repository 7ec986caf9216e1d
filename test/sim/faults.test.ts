// The switches: every fault kind, latency, the request log and the /_sim/ HTTP control.
import { SIM_HTTP_AUDIO_ORIGIN } from '../../src/sim/server';
import { bursts, call, json, startTestSim, type Obj } from './helpers';

let sim: Awaited<ReturnType<typeof startTestSim>>;
beforeAll(async () => {
  sim = await startTestSim();
});
afterEach(() => sim.control.reset());
afterAll(() => sim.stop());

const TOP = '/v2/topstories?device=alexa';

describe('faults', () => {
  it('status: answers the status with a Retry-After, for the given number of times only', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'status', status: 429, retryAfter: '7' }, { times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await call(sim, TOP);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(((await res.json()) as Obj).statusCode).toBe(429);
    }
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it('status: a custom body is sent as given, and other endpoints are unaffected', async () => {
    sim.control.injectFault('/v2/search', { kind: 'status', status: 503, body: { oops: true } });
    const res = await call(sim, '/v2/search?device=alexa&q=ai');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ oops: true });
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it("'*' applies to every API endpoint", async () => {
    sim.control.injectFault('*', { kind: 'status', status: 500 });
    expect((await call(sim, TOP)).status).toBe(500);
    expect((await call(sim, '/v2/intent/weather?stations=101')).status).toBe(500);
    sim.control.clearFaults();
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it('hang: never answers, so a client timeout fires', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'hang' }, { times: 1 });
    await expect(call(sim, TOP, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it('malformed: a 200 JSON content type whose body does not parse', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'malformed' }, { times: 1 });
    const res = await call(sim, TOP);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it("message: a 200 body of type 'message' with no bursts", async () => {
    sim.control.injectFault('/v2/search', { kind: 'message', message: 'Try again later' }, { times: 1 });
    const body = await json(sim, '/v2/search?device=alexa&q=ai');
    expect(body).toMatchObject({ type: 'message', message: 'Try again later', bursts: null, nextPage: null });
  });

  it('reset: the socket is destroyed halfway through the body', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'reset' }, { times: 1 });
    await expect(call(sim, TOP).then((r) => r.text())).rejects.toThrow();
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it('null-bursts: playlists carry bursts null; bare arrays become null', async () => {
    sim.control.injectFault('*', { kind: 'null-bursts' });
    const body = await json(sim, TOP);
    expect(body.type).toBe('playlist');
    expect(body.bursts).toBeNull();
    expect(body.nextPage).toBeNull();
    expect(await (await call(sim, '/v2/topstories/trending')).json()).toBeNull();
  });

  it('empty: playlists get bursts [] and bare arrays []', async () => {
    sim.control.injectFault('*', { kind: 'empty' });
    expect((await json(sim, TOP)).bursts).toEqual([]);
    expect(await (await call(sim, '/v2/sources?device=alexa&term=radio')).json()).toEqual([]);
  });

  it('unplayable: breaks every audio URL (null, plain http, empty) and drops stream URLs', async () => {
    sim.control.injectFault('/v2/topstories', { kind: 'unplayable' });
    const list = bursts(await json(sim, TOP));
    const audio = list.map((b) => (b.contentURLs as Obj).audioURL);
    expect(audio.slice(0, 3)).toEqual([null, `${SIM_HTTP_AUDIO_ORIGIN}/bursts/${list[1]?.burstId}.mp3`, '']);
    for (const b of list) expect((b.contentURLs as Obj).streamURL).toBeUndefined();
    sim.control.injectFault('/v1/search', { kind: 'unplayable' });
    const v1 = bursts(await json(sim, '/v1/search?q=ai'));
    for (const b of v1)
      expect(b.audioURL === null || !(b.audioURL as string).startsWith('https:')).toBe(true);
  });

  it('refuses an unknown fault kind or a bad status', () => {
    expect(() => sim.control.injectFault('*', { kind: 'boom' } as never)).toThrow(RangeError);
    expect(() => sim.control.injectFault('*', { kind: 'status', status: 42 })).toThrow(RangeError);
  });
});

describe('latency', () => {
  it('delays only the chosen endpoint, and 0 removes it', async () => {
    sim.control.setLatency('/v2/topstories', 60_000);
    await expect(call(sim, TOP, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect((await call(sim, '/v2/search?device=alexa&q=ai')).status).toBe(200);
    sim.control.setLatency('/v2/topstories', 0);
    expect((await call(sim, TOP)).status).toBe(200);
  });

  it('stop() releases delayed and hung requests', async () => {
    const own = await startTestSim();
    own.control.setLatency('*', 60_000);
    own.control.injectFault('/v2/search', { kind: 'hang' });
    const delayed = call(own, TOP).then(
      () => 'answered',
      () => 'released',
    );
    const hung = call(own, '/v2/search?device=alexa&q=x').then(
      () => 'answered',
      () => 'released',
    );
    // Both requests must have reached the simulator before it stops.
    while (own.control.requestLog.length < 2) await new Promise((r) => setTimeout(r, 5));
    await own.stop();
    expect(await delayed).toBe('released');
    expect(await hung).toBe('released');
  });
});

describe('request log', () => {
  it('records method, endpoint, query, whether a key was sent, status and clock time — never the key', async () => {
    sim.control.clearLog();
    await call(sim, '/v2/topstories?device=alexa&userId=u9');
    await call(sim, '/v2/search?device=alexa', { key: null });
    await call(sim, '/v2/intent/weather?stations=101&subscription-key=sim-test-key');
    const log = sim.control.requestLog;
    expect(log).toHaveLength(3);
    expect(log[0]).toEqual({
      method: 'GET',
      path: '/v2/topstories',
      query: { device: 'alexa', userId: 'u9' },
      hasKey: true,
      status: 200,
      at: sim.clock.now(),
    });
    expect(log[1]).toMatchObject({ path: '/v2/search', hasKey: false, status: 401 });
    expect(log[2]).toMatchObject({ path: '/v2/intent/weather', query: { stations: '101' }, status: 200 });
    expect(JSON.stringify(log)).not.toContain(sim.apiKey);
    sim.control.clearLog();
    expect(sim.control.requestLog).toEqual([]);
  });

  it('is a copy: changing it does not change the simulator', async () => {
    await call(sim, TOP);
    const log = sim.control.requestLog as unknown as Obj[];
    (log[0] as Obj).status = 999;
    expect(sim.control.requestLog[0]?.status).toBe(200);
  });
});

describe('/_sim/ over HTTP', () => {
  const post = (path: string, body: unknown) =>
    fetch(sim.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('injects faults and latency, shows the log, and resets', async () => {
    expect(
      (
        await post('/_sim/faults', {
          endpoint: '/v2/topstories',
          fault: { kind: 'status', status: 502 },
          times: 1,
        })
      ).status,
    ).toBe(200);
    expect((await call(sim, TOP)).status).toBe(502);
    expect((await call(sim, TOP)).status).toBe(200);
    const log = (await (await fetch(`${sim.url}/_sim/log`)).json()) as { requests: Obj[] };
    expect(log.requests.map((r) => r.status)).toEqual([502, 200]);
    expect((await post('/_sim/latency', { endpoint: '/v2/search', ms: 5 })).status).toBe(200);
    const state = (await (await fetch(`${sim.url}/_sim/state`)).json()) as Obj;
    expect(state.latency).toEqual({ '/v2/search': 5 });
    expect((await post('/_sim/reset', {})).status).toBe(200);
    const after = (await (await fetch(`${sim.url}/_sim/state`)).json()) as Obj;
    expect(after).toMatchObject({ faults: [], latency: {} });
    expect(((await (await fetch(`${sim.url}/_sim/log`)).json()) as { requests: Obj[] }).requests).toEqual([]);
  });

  it('answers 400 to a bad fault and allows cross-origin calls from the emulator page', async () => {
    const res = await post('/_sim/faults', { fault: { kind: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await fetch(`${sim.url}/_sim/faults`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
  });
});
