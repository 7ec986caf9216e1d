// The Express entry end to end: startServer with the embedded simulator and the real skill, a
// signed LaunchRequest through the whole stack, and the `npm start` process (config errors, SIGTERM).
import nock from 'nock';
import { ConfigError } from '../../src/config/env';
import { startServer, type RunningServer } from '../../src/server/main';
import { alexaEnvelope, alexaHeaders, TEST_SKILL_ID, trustedSigner } from '../helpers/alexa-signing';
import { startCli } from './cli-process';
import { httpRequest } from './loopback-http';

const { leaf, certUrl } = trustedSigner('main');

const baseEnv = {
  PORT: '0',
  HOST: '127.0.0.1',
  SKILL_PERSISTENCE: 'memory',
  EMULATOR: 'off',
  SKILL_ID: TEST_SKILL_ID,
};

describe('startServer (in process)', () => {
  let running: RunningServer;
  const lines: string[] = [];

  beforeAll(async () => {
    running = await startServer(baseEnv, { logSink: (l) => lines.push(l) });
  });

  afterAll(async () => {
    await running.close();
    nock.cleanAll();
  });

  it('falls back to the simulator without BURST_API_KEY and says so once, with its URL', () => {
    const simLines = lines
      .map((l) => JSON.parse(l))
      .filter((l) => /built-in Burst API simulator/.test(l.msg));
    expect(simLines).toHaveLength(1);
    expect(simLines[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves /health with the config summary', async () => {
    const res = await httpRequest(`${running.url}/health`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'ok', apiMode: 'simulator', persistence: 'memory' });
  });

  it('answers a signed LaunchRequest with an AudioPlayer.Play directive', async () => {
    const body = JSON.stringify(alexaEnvelope({ type: 'LaunchRequest' }));
    const res = await httpRequest(`${running.url}/alexa`, {
      method: 'POST',
      headers: alexaHeaders(body, { leaf, certUrl }),
      body,
    });
    expect(res.status).toBe(200);
    const directives = (JSON.parse(res.text).response.directives ?? []) as Array<{ type: string }>;
    expect(directives.map((d) => d.type)).toContain('AudioPlayer.Play');
  });

  it('refuses a LaunchRequest for another skill id', async () => {
    const body = JSON.stringify(alexaEnvelope({ applicationId: 'amzn1.ask.skill.other' }));
    const res = await httpRequest(`${running.url}/alexa`, {
      method: 'POST',
      headers: alexaHeaders(body, { leaf, certUrl }),
      body,
    });
    expect(res.status).not.toBe(200);
  });

  it('close() is idempotent and frees the port', async () => {
    const other = await startServer(baseEnv, { logSink: () => {} });
    await Promise.all([other.close(), other.close()]);
    await expect(httpRequest(`${other.url}/health`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('rejects a bad configuration with ConfigError before starting anything', async () => {
    await expect(startServer({ ...baseEnv, PORT: 'eighty' })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('npm start (child process)', () => {
  it('prints one sentence and exits 1 on a bad variable', async () => {
    const cli = startCli({ ...baseEnv, SKILL_PERSISTENCE: 'mongo' });
    expect(await cli.exited).toBe(1);
    expect(cli.err().trim()).toBe('SKILL_PERSISTENCE must be one of memory, sqlite, dynamodb (got "mongo").');
  });

  it('shuts down cleanly on SIGTERM (exit 0)', async () => {
    const cli = startCli(baseEnv);
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (/burst voice listening/.test(cli.out())) resolve();
        else if (cli.child.exitCode !== null) reject(new Error(`exited early: ${cli.err()}`));
        else setTimeout(check, 25);
      };
      check();
    });
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });
});
