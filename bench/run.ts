// `npm run bench`: the five figures of issue 7, each side by side with its baseline in the same
// run (ratio, median, p99), printed as a table and written to BENCHMARKS.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import type { Skill } from 'ask-sdk-core';
import { ExpressAdapter } from 'ask-sdk-express-adapter';
import express from 'express';
import { format } from 'prettier';
import { buildLambda } from '../lambda/build';
import { EchoDevice } from '../src/emulator/device';
import {
  audioPlayerRequest,
  defaultIdentity,
  envelope,
  intentRequest,
  launchRequest,
  newSessionId,
} from '../src/emulator/envelopes';
import { MemoryPersistenceAdapter } from '../src/persistence/memory';
import { SqlitePersistenceAdapter } from '../src/persistence/sqlite';
import type { ClosablePersistenceAdapter } from '../src/persistence/types';
import { createServerApp } from '../src/server/app';
import { createSkill } from '../src/skill/create-skill';
import { listenerIdFor } from '../src/skill/listener-id';
import { startSimulator } from '../src/sim/server';
import { silentLogger } from '../src/util/logger';
import { createMinimalSkill } from './lib/minimal-skill';
import { createPki, seedCertCache, signedHeaders } from './lib/signing';
import { fmtMs, ratio, summarize, table, type Summary } from './lib/stats';
import { StubBurstApi } from './lib/stub-api';
import { LOAD_RESULTS } from './lib/load-results';

const ROOT = path.resolve(__dirname, '..');
const SECRET = 'bench-secret-0123456789abcdef';
const QUICK = process.env.BENCH_QUICK === '1';
const ITER = QUICK ? 300 : 3000;
const out: string[] = [];
const say = (s: string) => {
  console.log(s);
  out.push(s);
};

type Invoke = (env: RequestEnvelope) => Promise<ResponseEnvelope>;
const invokeOf =
  (skill: Skill): Invoke =>
  (env) =>
    skill.invoke(env) as Promise<ResponseEnvelope>;

function ourSkill(api: StubBurstApi, store: ClosablePersistenceAdapter = memoryStore()) {
  return createSkill({ api, persistence: store, listenerIdSecret: SECRET, logger: silentLogger });
}
function memoryStore() {
  return new MemoryPersistenceAdapter({ partitionKey: (e: RequestEnvelope) => listenerIdFor(e, SECRET) });
}

/** Alternates ours and the baseline so drift (GC, turbo) hits both alike. */
async function pair(ours: () => Promise<unknown>, base: () => Promise<unknown>, n: number) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n / 10; i++) {
    // warm-up
    await ours();
    await base();
  }
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await ours();
    a.push(performance.now() - t);
    t = performance.now();
    await base();
    b.push(performance.now() - t);
  }
  return { ours: summarize(a), base: summarize(b) };
}

const rows: string[][] = [];
function row(name: string, ours: Summary, base: Summary, target: string, note = '') {
  rows.push([
    name,
    fmtMs(ours.median),
    fmtMs(ours.p99),
    fmtMs(base.median),
    fmtMs(base.p99),
    ratio(ours.p99, base.p99),
    target,
    note,
  ]);
}

/** A listener of our skill whose device is playing item `index` of the first page. */
async function playingAt(invoke: Invoke, index: number, userId: string) {
  const device = new EchoDevice(invoke, { userId });
  await device.launch();
  for (let i = 0; i < index; i++) await device.playToEnd();
  const token = device.current?.token ?? '';
  return { device, token };
}

// ---- (1) handler overhead ------------------------------------------------------------------
async function handlerOverhead(): Promise<void> {
  const api = new StubBurstApi({ pageSize: 5 });
  const ours = invokeOf(ourSkill(api));
  const base = invokeOf(createMinimalSkill());
  const who = defaultIdentity({ userId: 'amzn1.ask.account.BENCH-1' });
  const mid = await playingAt(ours, 1, who.userId);
  const player = (token: string) => ({ token, offsetInMilliseconds: 1000, playerActivity: 'PLAYING' });
  const session = () => ({ sessionId: newSessionId(), isNew: true, attributes: {} });
  const boundaryWho = defaultIdentity({ userId: 'amzn1.ask.account.BENCH-2' });
  const boundary = await playingAt(ours, 4, boundaryWho.userId); // last item of page 1, page 2 prefetched
  const cases: Array<[string, () => RequestEnvelope, typeof who]> = [
    ['LaunchRequest', () => envelope(launchRequest(), who, player(mid.token), session()), who],
    [
      'NearlyFinished mid-page',
      () =>
        envelope(
          audioPlayerRequest('PlaybackNearlyFinished', mid.token, 1000),
          who,
          player(mid.token),
          undefined,
        ),
      who,
    ],
    [
      'NearlyFinished page boundary',
      () =>
        envelope(
          audioPlayerRequest('PlaybackNearlyFinished', boundary.token, 1000),
          boundaryWho,
          player(boundary.token),
          undefined,
        ),
      boundaryWho,
    ],
    [
      'PlaybackStarted',
      () => envelope(audioPlayerRequest('PlaybackStarted', mid.token, 0), who, player(mid.token), undefined),
      who,
    ],
    [
      'SearchIntent',
      () =>
        envelope(
          intentRequest('SearchIntent', { query: 'electric cars' }),
          who,
          player(mid.token),
          session(),
        ),
      who,
    ],
  ];
  for (const [name, make] of cases) {
    // Launch and search replace the playlist: restore the mid-page state before each NF/Started.
    const calls0 = api.calls;
    const r = await pair(
      () => ours(make()),
      () => base(make()),
      ITER,
    );
    const note = name.includes('boundary') ? `API calls during run: ${api.calls - calls0}` : '';
    row(`(1) ${name}`, r.ours, r.base, 'p99 ≤ 1.5×', note);
    if (name === 'LaunchRequest' || name === 'SearchIntent') {
      // Put the listener back where the next case expects it.
      const again = await playingAt(ours, 1, who.userId);
      mid.token = again.token;
    }
  }
}

// ---- (2) page boundary under a slow API ------------------------------------------------------
async function slowBoundary(): Promise<void> {
  const api = new StubBurstApi({ pageSize: 5, delayMs: 1500 });
  const ours = invokeOf(ourSkill(api));
  const n = QUICK ? 20 : 100;
  const at = async (index: number, userId: string) => {
    const p = await playingAt(ours, index, userId);
    const who = defaultIdentity({ userId });
    return () =>
      ours(
        envelope(
          audioPlayerRequest('PlaybackNearlyFinished', p.token, 1000),
          who,
          { token: p.token, offsetInMilliseconds: 1000, playerActivity: 'PLAYING' },
          undefined,
        ),
      );
  };
  const boundary = await at(4, 'amzn1.ask.account.SLOW-B');
  const mid = await at(1, 'amzn1.ask.account.SLOW-M');
  const calls0 = api.calls;
  const r = await pair(boundary, mid, n);
  row(
    '(2) NF at page end, API 1.5 s/call (baseline: NF mid-page, same API)',
    r.ours,
    r.base,
    'no API call; ≈ mid-page',
    `API calls during run: ${api.calls - calls0}`,
  );
}

// ---- (3) cold start --------------------------------------------------------------------------
function coldOnce(bundle: string, env: NodeJS.ProcessEnv, event: string): Promise<number> {
  const script = `const t=process.hrtime.bigint();const h=require(${JSON.stringify(bundle)}).handler;h(JSON.parse(process.env.EVENT)).then(r=>{if(!r.response)process.exit(2);process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));});`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...env, EVENT: event },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`cold start failed (${code}): ${err.slice(0, 400)}`)),
    );
  });
}

async function coldStart(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'burst-bench-'));
  const sim = await startSimulator({ port: 0 });
  try {
    const ours = await buildLambda({ outDir: path.join(dir, 'ours') });
    const base = await buildLambda({
      outDir: path.join(dir, 'base'),
      entry: path.join(ROOT, 'bench/lib/minimal-lambda.ts'),
    });
    const env = {
      PATH: process.env.PATH,
      // The Lambda runtime provides AWS SDK v3 (kept out of the bundle): here, the repo's copy.
      NODE_PATH: path.join(ROOT, 'node_modules'),
      BURST_API_KEY: sim.apiKey,
      BURST_API_BASE_URL: sim.url,
      LISTENER_ID_SECRET: SECRET,
      SKILL_PERSISTENCE: 'memory',
      LOG_LEVEL: 'error',
    };
    const event = JSON.stringify(
      envelope(launchRequest(), defaultIdentity(), undefined, {
        sessionId: newSessionId(),
        isNew: true,
        attributes: {},
      }),
    );
    const n = QUICK ? 5 : 20;
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < n; i++) {
      a.push(await coldOnce(ours.outFile, env, event));
      b.push(await coldOnce(base.outFile, env, event));
    }
    row(
      '(3) cold start: fresh node + require + 1 LaunchRequest',
      summarize(a),
      summarize(b),
      '≤ 1.3×',
      'ours calls the simulator on loopback (top stories + register)',
    );
    const kb = (x: number) => `${(x / 1024).toFixed(0)} KB`;
    rows.push([
      '(3) bundle size',
      kb(ours.bytes),
      '',
      kb(base.bytes),
      '',
      ratio(ours.bytes, base.bytes),
      '≤ 1.3×, < 1 MB',
      '',
    ]);
  } finally {
    await sim.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

// ---- (4) Express throughput with verification ------------------------------------------------
async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa` };
}

type CannonRequest = { method: 'POST'; body: string; headers: Record<string, string> };

async function cannon(url: string, requests: CannonRequest[]) {
  const r = await autocannon({
    url,
    method: 'POST',
    requests,
    connections: 16,
    duration: QUICK ? 3 : 10,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Distinct listeners, as on a real endpoint: one listener's requests are handled one at a time. */
const HTTP_LISTENERS = 32;

async function expressThroughput(): Promise<void> {
  const pki = createPki();
  seedCertCache(pki);
  const api = new StubBurstApi({ pageSize: 5 });
  const skill = ourSkill(api);
  const ours = await listen(createServerApp({ skill, logger: silentLogger }));
  const bare = express();
  bare.post('/alexa', ...new ExpressAdapter(createMinimalSkill(), true, true).getRequestHandlers());
  const base = await listen(bare);
  // NearlyFinished mid-page, the most frequent request of an audio skill, from listeners whose
  // state is in the served skill's store (so the full path runs, not the foreign-token one).
  const requests: CannonRequest[] = [];
  for (let i = 0; i < HTTP_LISTENERS; i++) {
    const who = defaultIdentity({ userId: `amzn1.ask.account.BENCH-HTTP-${i}` });
    const p = await playingAt(invokeOf(skill), 1, who.userId);
    const body = JSON.stringify(
      envelope(
        audioPlayerRequest('PlaybackNearlyFinished', p.token, 1000),
        who,
        { token: p.token, offsetInMilliseconds: 1000, playerActivity: 'PLAYING' },
        undefined,
      ),
    );
    requests.push({ method: 'POST', body, headers: signedHeaders(body, pki) });
  }
  const o = await cannon(ours.url, requests);
  const b = await cannon(base.url, requests);
  rows.push([
    `(4) Express + verification, autocannon 16 conns, ${HTTP_LISTENERS} listeners`,
    `${o.rps.toFixed(0)} req/s`,
    `p99 ${o.p99} ms`,
    `${b.rps.toFixed(0)} req/s`,
    `p99 ${b.p99} ms`,
    ratio(o.rps, b.rps),
    '≥ 0.8× req/s',
    `errors/non-2xx: ours ${o.errors}, base ${b.errors}; medians ${o.p50}/${b.p50} ms`,
  ]);
  for (const s of [ours.server, base.server])
    await new Promise<void>((r) => (s.close(() => r()), s.closeAllConnections()));
}

// ---- (5) memory ------------------------------------------------------------------------------
async function memory(kind: 'memory' | 'sqlite'): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'burst-mem-'));
  const store: ClosablePersistenceAdapter =
    kind === 'memory'
      ? memoryStore()
      : new SqlitePersistenceAdapter({
          path: path.join(dir, 'm.db'),
          partitionKey: (e: RequestEnvelope) => listenerIdFor(e, SECRET),
        });
  const invoke = invokeOf(ourSkill(new StubBurstApi({ pageSize: 5 }), store));
  const LISTENERS = 1000;
  const TOTAL = QUICK ? 3000 : 10_000;
  const devices = Array.from(
    { length: LISTENERS },
    (_, i) => new EchoDevice(invoke, { userId: `amzn1.ask.account.MEM-${i}` }),
  );
  const gc = (globalThis as { gc?: () => void }).gc;
  const samples: Array<[number, number]> = [];
  let sent = 0;
  const step = async (d: EchoDevice, k: number) => {
    const ops = [
      () => d.launch(),
      () => d.playToEnd(),
      () => d.intent('SearchIntent', { query: `news ${k % 7}` }),
      () => d.intent('AMAZON.PauseIntent'),
      () => d.intent('AMAZON.ResumeIntent'),
    ];
    if (!d.current || d.activity !== 'PLAYING') await d.launch();
    else await (ops[k % ops.length] as () => Promise<unknown>)();
    sent += d.history.length;
    d.history.length = 0; // the harness must not be what grows
  };
  // Warm-up: every listener once (the store holds 1,000 records from here on).
  for (let i = 0; i < LISTENERS; i += 50) await Promise.all(devices.slice(i, i + 50).map((d) => step(d, 0)));
  sent = 0;
  let k = 1;
  let next = 0;
  while (sent < TOTAL) {
    await Promise.all(
      devices.slice((k * 50) % LISTENERS, ((k * 50) % LISTENERS) + 50).map((d) => step(d, k)),
    );
    k++;
    if (sent >= next) {
      gc?.();
      samples.push([sent, process.memoryUsage().rss / 1048576]);
      next += TOTAL / 10;
    }
  }
  gc?.();
  samples.push([sent, process.memoryUsage().rss / 1048576]);
  const first = samples[1] ?? samples[0] ?? [0, 0];
  const last = samples[samples.length - 1] ?? [0, 0];
  const perK = ((last[1] - first[1]) * 1024) / ((last[0] - first[0]) / 1000 || 1);
  rows.push([
    `(5) RSS, ${kind} store, ${sent} requests / 1,000 listeners`,
    `${first[1].toFixed(0)} → ${last[1].toFixed(0)} MB`,
    '',
    '',
    '',
    `${perK.toFixed(0)} KB / 1k req`,
    'flat after warm-up',
    `samples: ${samples.map(([, m]) => m.toFixed(0)).join(' ')} MB${gc ? '' : ' (no --expose-gc)'}`,
  ]);
  await store.close();
  await rm(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const machine = [
    `node ${process.version}`,
    `${cpus().length} CPUs (nproc ${execFileSync('nproc').toString().trim()})`,
    cpus()[0]?.model ?? 'unknown CPU',
    `${process.platform} ${process.arch}`,
  ].join(', ');
  console.log(`machine: ${machine}${QUICK ? ' (BENCH_QUICK)' : ''}`);
  const steps: Array<[string, () => Promise<void>]> = [
    ['handler overhead', handlerOverhead],
    ['page boundary under a slow API', slowBoundary],
    ['cold start', coldStart],
    ['Express throughput', expressThroughput],
    ['memory (memory store)', () => memory('memory')],
    ['memory (SQLite)', () => memory('sqlite')],
  ];
  for (const [name, run] of steps) {
    console.log(`… ${name}`);
    await run();
  }
  const head = [
    'figure',
    'ours median',
    'ours p99',
    'baseline median',
    'baseline p99',
    'ratio',
    'target',
    'note',
  ];
  say(table(head, rows));
  if (process.env.BENCH_WRITE !== '0' && !QUICK) {
    const md = [
      '# Benchmarks',
      '',
      'Produced by `npm run bench` (bench/run.ts); the load run by `npm run load` (bench/load.ts).',
      'Every figure is measured side by side with its baseline in the same run; ratios compare p99',
      '(or req/s for throughput).',
      '',
      `Machine: ${machine}. Run at ${new Date().toISOString()}.`,
      '',
      ...out,
      '',
      '## Load (`npm run load`, last run)',
      '',
      await readFile(LOAD_RESULTS, 'utf8').catch(() => '(not run yet)'),
      '',
      await readFile(path.join(ROOT, 'bench', 'reading.md'), 'utf8').catch(() => ''),
      '',
    ].join('\n');
    // Formatted as `npm run lint` (prettier --check .) expects.
    await writeFile(path.join(ROOT, 'BENCHMARKS.md'), await format(md, { parser: 'markdown' }));
  }
}

void main().then(() => process.exit(0));
