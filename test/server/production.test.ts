// The production server as an operator installs it: a folder holding only package.json,
// package-lock.json, dist/ and skill-package/, `npm ci --omit=dev`, then `node dist/server.js`.
// No tsx, esbuild or jest exists there, so anything the bundle needed from the dev dependencies
// would fail here. The Dockerfile runs the same steps; the last test holds the two together.
//
// Kept quick and offline: npm installs from its local cache only (`--offline`: the repo's own
// `npm ci` filled it, and a test never reaches the registry), with `--ignore-scripts`, and the
// better-sqlite3 binary this checkout already built is copied in instead of compiling it again
// (a minute of C++; the Docker build compiles it for real). About 10 s instead of over a minute.
// `npm run test:target` runs this file under Node 24 too: the container's Node, with SQLite.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../tools/build-server';
import { httpRequest } from './loopback-http';

const ROOT = path.resolve(__dirname, '..', '..');
/** What the runtime folder holds besides node_modules, here and in the Dockerfile. */
const SHIPPED = ['package.json', 'package-lock.json', 'dist', 'skill-package'];
const NATIVE = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'burst-prod-'));
  await buildServer(path.join(dir, 'dist'));
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(ROOT, f), path.join(dir, f));
  cpSync(path.join(ROOT, 'skill-package'), path.join(dir, 'skill-package'), { recursive: true });
  const npm = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } },
  );
  if (npm.status !== 0) {
    throw new Error(
      `npm ci --omit=dev --offline failed (is npm's cache filled? run npm ci in the repo first): ${npm.stderr.slice(0, 1500)}`,
    );
  }
  mkdirSync(path.dirname(path.join(dir, NATIVE)), { recursive: true });
  // Under production's Node (`npm run test:target`), the binary tools/target-node.mjs compiled for it.
  copyFileSync(process.env.TARGET_SQLITE_BINARY ?? path.join(ROOT, NATIVE), path.join(dir, NATIVE));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the production install has no dev dependency', () => {
  for (const dev of ['tsx', 'esbuild', 'jest', 'ts-jest', 'nock', 'playwright-core', 'dynalite']) {
    expect(existsSync(path.join(dir, 'node_modules', dev))).toBe(false);
  }
  // The store's native module loads there (the server opens its file on the first Alexa request,
  // which only Amazon can sign).
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const db = new (require('better-sqlite3'))('probe.db'); console.log(db.pragma('journal_mode = wal', { simple: true }))",
    ],
    { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
  );
  expect(probe.stderr).toBe('');
  expect(probe.stdout.trim()).toBe('wal');
});

test('node dist/server.js serves the skill, then stops cleanly on SIGTERM', async () => {
  const dbPath = path.join(dir, 'data', 'burst-voice.db');
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: dir,
    // The same variables `npm start` reads; no key, so the built-in simulator answers.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', SKILL_DB_PATH: dbPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const check = () => {
        const m = /"msg":"burst voice listening".*?"url":"(http:\/\/[^"]+)"/.exec(out);
        if (m) resolve(m[1]);
        else if (child.exitCode !== null) reject(new Error(`exited early: ${err}`));
        else setTimeout(check, 25);
      };
      check();
    });

    const health = JSON.parse((await httpRequest(`${url}/health`)).text) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', persistence: 'sqlite', apiMode: 'simulator' });

    // The local Echo page's API drives the bundled skill, its model read from skill-package/.
    const said = await fetch(`${url}/emulator/api/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'ask burst voice to play the news' }),
    });
    expect(said.status).toBe(200);
    const turn = (await said.json()) as { player: { title?: string; audio?: string } };
    expect(turn.player.title).toEqual(expect.any(String));
    expect(turn.player.audio).toMatch(/^\/emulator\/audio\//);
    // The page's static files were shipped next to the bundle.
    expect((await httpRequest(`${url}/emulator/`)).text).toMatch(/<html/i);

    const metrics = await httpRequest(`${url}/metrics`);
    // The page's skill shares the server's API client, so its calls are counted (its requests are
    // not Alexa traffic and are not).
    expect(metrics.text).toMatch(/^burst_voice_api_calls_total\{operation="topStories",outcome="ok"\} 1$/m);
    expect(metrics.text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The public endpoint still verifies signatures.
    expect((await httpRequest(`${url}/alexa`, { method: 'POST', body: '{}' })).status).toBe(400);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(err).toMatch(/SIGTERM: shutting down/);
}, 30_000);

test('the Dockerfile runs the same steps on the same files', () => {
  const docker = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  expect(docker).toMatch(/^RUN npm ci --omit=dev\b/m);
  expect(docker).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\.js"\]$/m);
  // The runtime stage copies exactly the shipped files plus the production node_modules.
  const runtime = docker.slice(docker.lastIndexOf('\nFROM '));
  const copied = [...runtime.matchAll(/^COPY .*?(\S+)\s*$/gm)].map((m) => m[1].replace(/^\.\/(?=.)/, ''));
  expect(copied.sort()).toEqual(['./', 'dist', 'node_modules', 'skill-package'].sort());
  expect(runtime).toMatch(/COPY --from=prod .*\/app\/package\.json \/app\/package-lock\.json \.\//);
  expect(runtime).toMatch(/^USER node$/m);
  expect(runtime).toMatch(/^HEALTHCHECK [^]*?\/health/m);
  expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
  expect(runtime).toMatch(/EMULATOR=off/);
  expect(runtime).toMatch(/HOST=0\.0\.0\.0/);
  expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
  for (const f of SHIPPED.filter((f) => f !== 'dist')) {
    expect(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')).toContain(`!${f}`);
  }
});
