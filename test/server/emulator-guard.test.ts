// The local Echo page answers only this machine: a reverse proxy or tunnel in front of the loopback
// server (forwarding headers) or a DNS-rebinding page (foreign Host) is refused, while /health and
// the rest of the server are unaffected. Also the start-up banner and the real-key warning.
import { readyBanner, startServer, type RunningServer } from '../../src/server/main';
import { httpRequest } from './loopback-http';

describe('the local Echo page behind a proxy', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      SKILL_PERSISTENCE: 'memory',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(() => running.close());

  it('serves the page and the redirect to a direct local request', async () => {
    const page = await httpRequest(`${running.url}/emulator/`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<audio id="speaker"/);
    const root = await httpRequest(`${running.url}/`);
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/emulator/');
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['x-real-ip', '203.0.113.9'],
    ['x-forwarded-host', 'burst.example.com'],
  ])('refuses a request carrying %s (it came through a proxy)', async (name, value) => {
    for (const p of ['/emulator/', '/emulator/api/state', '/']) {
      const res = await httpRequest(`${running.url}${p}`, { headers: { [name]: value } });
      expect(res.status).toBe(403);
      expect(res.text).toMatch(/only answers this machine/);
    }
  });

  it('refuses a foreign Host header (DNS rebinding, or a proxy that keeps the public Host)', async () => {
    const res = await httpRequest(`${running.url}/emulator/api/state`, {
      headers: { host: 'burst.example.com' },
    });
    expect(res.status).toBe(403);
    const ok = await httpRequest(`${running.url}/emulator/api/state`, {
      headers: { host: `localhost:${new URL(running.url).port}` },
    });
    expect(ok.status).toBe(200);
  });

  it('leaves /health alone behind a proxy', async () => {
    const res = await httpRequest(`${running.url}/health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
  });
});

describe('start-up messages', () => {
  it('the banner names the page, the endpoint and where state lives', async () => {
    const running = await startServer({ PORT: '0', SKILL_PERSISTENCE: 'memory', LOG_LEVEL: 'silent' });
    try {
      const text = readyBanner(running);
      expect(text).toContain(`Local Echo page:  ${running.url}/emulator/`);
      expect(text).toContain(`Alexa endpoint:   ${running.url}/alexa`);
      expect(text).toContain('the built-in Burst API simulator (offline), state in memory');
    } finally {
      await running.close();
    }
  });

  it('the banner has no page line when the emulator is off', () => {
    const text = readyBanner({
      url: 'http://0.0.0.0:3000',
      config: {
        emulator: false,
        apiMode: 'api',
        apiBaseUrl: 'https://developersapi.audioburst.com',
        persistence: 'sqlite',
        dbPath: './data/burst-voice.db',
      } as RunningServer['config'],
    });
    expect(text).not.toContain('Local Echo');
    expect(text).toContain(
      'API https://developersapi.audioburst.com, state in sqlite (./data/burst-voice.db)',
    );
  });

  it('warns, without the key, when the page is on with a real API key', async () => {
    const lines: string[] = [];
    const running = await startServer(
      {
        PORT: '0',
        SKILL_PERSISTENCE: 'memory',
        BURST_API_KEY: 'a-real-looking-key-123',
        BURST_API_BASE_URL: 'http://127.0.0.1:9',
        LISTENER_ID_SECRET: 'a-listener-secret-of-length',
        SKILL_ID: 'amzn1.ask.skill.emulator-guard',
      },
      { logSink: (l) => lines.push(l) },
    );
    await running.close();
    const warn = lines
      .map((l) => JSON.parse(l) as { level: string; msg: string })
      .find((l) => l.level === 'warn');
    expect(warn?.msg).toMatch(/EMULATOR=off/);
    expect(lines.join('\n')).not.toContain('a-real-looking-key-123');
    const listening = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'burst voice listening');
    expect(listening?.emulatorUrl).toBe(`${running.url}/emulator/`);
  });
});
