// `npm run proof:chaos` (issue 48): what a listener hears when DynamoDB misbehaves. Two skill
// processes (the Lambda entry, as two containers of one function) share one table on dynalite
// through a proxy that fails requests now and then (HTTP 500, throttling, provisioned throughput
// exceeded, slower than the client's timeout, connection reset, write landed but its answer lost:
// lib/dynamo-fault-proxy.ts). Each run: CHAOS_LISTENERS mornings at once on their Echos (open,
// follow, bursts played to their end, save, pause); then an outage (every connection refused)
// while CHAOS_OUTAGE_LISTENERS of the accounts open the skill on another Echo, play on and follow
// another topic; then, with the store healthy, each account's other Echos check what was kept.
//
// Measured per run, as the listener meets it (lib/chaos-morning.ts):
//   lost confirmations  "Okay, you're now following X" with X absent later; "Saved." with that
//                       burst not saved later, or a burst saved that the listener never asked for
//   stopped dead        a PlaybackNearlyFinished after which nothing was queued (the catalogue has
//                       plenty), in the morning and during the outage
//   twice / skipped     a burst started again from its beginning on one Echo; the token's index
//                       jumping by more than one within one playlist
//   > 8 s               replies slower than Alexa waits
//   apologies           replies with the store_unavailable sentence (if this version has it) and
//                       with the generic error sentence; replies the Echo refused; no reply at all
// Bars: lost confirmations, stopped, twice/skipped, > 8 s, refused replies, no reply and checks
// the tool could not read all 0. Exits 1 if one is broken, unless CHAOS_REPORT_ONLY=1.
//
//   CHAOS_RUNS=10  CHAOS_LISTENERS=16  CHAOS_OUTAGE_LISTENERS=4  CHAOS_FAULT_RATE=0.15
//   CHAOS_SEED=4800 (run i uses CHAOS_SEED + i - 1: CHAOS_SEED=<a run's seed> CHAOS_RUNS=1 repeats it)
//   CHAOS_LABEL=before|after (the section of bench/results/chaos.md written, the others kept;
//   without it nothing is written)
//   CHAOS_LOG=warn (the skill processes' log lines on stderr)
// Loopback only: dynalite, the proxy and the Burst API simulator listen on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { DEFAULT_APPLICATION_ID } from '../src/emulator/envelopes';
import { createAttributesTable, createDocumentClient } from '../src/persistence/dynamodb-admin';
import { startSimulator } from '../src/sim/server';
import { DynamoFaultProxy, FAULT_KINDS, SLOW_HOLD_MS, type ProxyCounts } from './lib/dynamo-fault-proxy';
import {
  check,
  morning,
  newTally,
  outageMorning,
  type Account,
  type Run,
  type Tally,
} from './lib/chaos-morning';
import { startSkillProcesses } from './lib/chaos-skills';
import { storeUnavailable } from './lib/chaos-speech';
import { dynaliteProcess } from './lib/load-store';
import { table } from './lib/stats';

const num = (name: string, fallback: number): number => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0 (got ${v})`);
  return n;
};

const RUNS = Math.max(1, Math.floor(num('CHAOS_RUNS', 10)));
const LISTENERS = Math.max(1, Math.floor(num('CHAOS_LISTENERS', 16)));
const OUTAGE_LISTENERS = Math.min(LISTENERS, Math.floor(num('CHAOS_OUTAGE_LISTENERS', 4)));
const FAULT_RATE = Math.min(1, num('CHAOS_FAULT_RATE', 0.15));
const BASE_SEED = Math.floor(num('CHAOS_SEED', 4800));
/** The results file's section; without a label the report is printed only. */
const LABEL_SET = (process.env.CHAOS_LABEL ?? '').trim();
const LABEL = LABEL_SET || 'this run';
const REPORT_ONLY = process.env.CHAOS_REPORT_ONLY === '1';
const LOGS = process.env.CHAOS_LOG !== undefined && process.env.CHAOS_LOG !== '';
const PROCESSES = 2;
const RESULTS = path.resolve(__dirname, 'results', 'chaos.md');
/** A skill process that has not answered in this long is counted as no reply. */
const INVOKE_TIMEOUT_MS = 30_000;
/** Held requests (the slow fault) land at most this long after the last morning ends. */
const SETTLE_MS = SLOW_HOLD_MS + 3000;

// Distinct, none inside another, none naming a simulator station (a station would be followed by
// its own name).
const TOPICS = [
  'electric cars',
  'interest rates',
  'wildfires',
  'healthcare',
  'artificial intelligence',
  'smartphones',
  'space exploration',
  'cybersecurity',
  'elections',
  'retail',
  'tennis',
  'jazz',
  'gardening',
  'volcanoes',
  'chess',
  'robotics',
];
const TOPICS2 = [
  'astronomy',
  'cycling',
  'opera',
  'sailing',
  'archaeology',
  'beekeeping',
  'origami',
  'surfing',
];

function topicOf(list: readonly string[], i: number): string {
  const base = list[i % list.length] as string;
  const round = Math.floor(i / list.length);
  return round === 0 ? base : `${base} ${['two', 'three', 'four', 'five', 'six'][round - 1] ?? round + 1}`;
}

interface RunResult {
  run: number;
  seed: number;
  tally: Tally;
  proxy: ProxyCounts;
  wallMs: number;
  phases: { morningMs: number; outageMs: number; checkMs: number };
}

async function oneRun(
  i: number,
  env: { apiUrl: string; apiKey: string; dynamo: string },
  proxy: DynamoFaultProxy,
): Promise<RunResult> {
  const seed = BASE_SEED + i - 1;
  const t0 = performance.now();
  const tableName = `burst-voice-chaos-${seed}-${Date.now()}`;
  const admin = createDocumentClient({
    endpoint: env.dynamo,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIAFAKECHAOS000000', secretAccessKey: 'fake-chaos-secret' },
  });
  try {
    await createAttributesTable(admin, tableName, { pollMs: 20 });
  } finally {
    admin.destroy();
  }
  proxy.configure(0, seed);
  proxy.resetCounts();
  // As the stack configures the function (infrastructure/cfn-deployer/skill-stack.yaml), with the
  // endpoint at the proxy and fake keys (dynalite accepts any signature).
  const skills = await startSkillProcesses(
    PROCESSES,
    {
      PATH: process.env.PATH ?? '',
      BURST_API_KEY: env.apiKey,
      BURST_API_BASE_URL: env.apiUrl,
      SKILL_ID: DEFAULT_APPLICATION_ID,
      LISTENER_ID_SECRET: `chaos-proof-secret-${seed}`,
      SKILL_PERSISTENCE: 'dynamodb',
      DYNAMODB_TABLE: tableName,
      AWS_ENDPOINT_URL_DYNAMODB: proxy.url,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIAFAKECHAOS000000',
      AWS_SECRET_ACCESS_KEY: 'fake-chaos-secret',
      LOG_LEVEL: LOGS ? (process.env.CHAOS_LOG as string) : 'silent',
    },
    { timeoutMs: INVOKE_TIMEOUT_MS, logs: LOGS },
  );
  const tally = newTally();
  const run: Run = { tally, label: `run ${i}`, send: (n, e) => skills.invoke(n, e) };
  const accounts: Account[] = Array.from({ length: LISTENERS }, (_, k) => ({
    index: k,
    userId: `amzn1.ask.account.CHAOS-${seed}-${k}`,
    topic: topicOf(TOPICS, k),
    topic2: topicOf(TOPICS2, k),
    follows: [],
    askedSaves: [],
    confirmedSaves: [],
  }));
  try {
    const m0 = performance.now();
    proxy.configure(FAULT_RATE, seed);
    await Promise.all(accounts.map((a) => morning(run, a)));
    proxy.configure(0, seed);
    const o0 = performance.now();
    await proxy.outage(true);
    try {
      await Promise.all(accounts.slice(0, OUTAGE_LISTENERS).map((a) => outageMorning(run, a)));
    } finally {
      await proxy.outage(false);
    }
    const c0 = performance.now();
    // A write held by the slow fault may still land: the check reads after it has.
    if (!(await proxy.settle(SETTLE_MS))) tally.problems.push(`run ${i}: requests still held at the check`);
    await Promise.all(accounts.map((a) => check(run, a)));
    const end = performance.now();
    return {
      run: i,
      seed,
      tally,
      proxy: proxy.counts(),
      wallMs: end - t0,
      phases: { morningMs: o0 - m0, outageMs: c0 - o0, checkMs: end - c0 },
    };
  } finally {
    await skills.close();
  }
}

// ---------- the report ----------

const lostConfirmations = (t: Tally) => t.followsLost + t.savesLost + t.savesWrong + t.outageFollowsLost;

function sum(results: RunResult[], f: (t: Tally) => number): number {
  return results.reduce((a, r) => a + f(r.tally), 0);
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function runRow(label: string, seed: string, rs: RunResult[]): string[] {
  const s = (f: (t: Tally) => number) => String(sum(rs, f));
  const faults = rs.reduce((a, r) => a + FAULT_KINDS.reduce((b, k) => b + r.proxy.faults[k], 0), 0);
  const slowest = Math.max(...rs.map((r) => r.tally.maxReplyMs));
  const wall = rs.reduce((a, r) => a + r.wallMs, 0) / (rs.length || 1);
  return [
    label,
    seed,
    String(rs.reduce((a, r) => a + r.proxy.requests, 0)),
    String(faults),
    `${s((t) => t.followsLost)} / ${s((t) => t.followsConfirmed)}`,
    `${s((t) => t.savesLost)} / ${s((t) => t.savesConfirmed)}`,
    s((t) => t.savesWrong),
    `${s((t) => t.morningsStopped)} / ${s((t) => t.mornings)}`,
    `${s((t) => t.outageStopped)} / ${s((t) => t.outageMornings)}`,
    `${s((t) => t.outageFollowsLost)} / ${s((t) => t.outageFollowsConfirmed)}`,
    `${s((t) => t.twice)} / ${s((t) => t.skipped)}`,
    s((t) => t.over8s),
    secs(slowest),
    s((t) => t.apologies),
    s((t) => t.genericErrors),
    s((t) => t.noReply),
    s((t) => t.refused),
    rs.length === 1 ? secs(wall) : `${secs(wall)} avg`,
  ];
}

const RUN_HEAD = [
  'run',
  'seed',
  'store requests',
  'faults',
  'follows lost / confirmed',
  'saves lost / confirmed',
  'wrong burst saved',
  'mornings stopped dead',
  'outage: stopped dead',
  'outage: follows lost / confirmed',
  'twice / skipped',
  '> 8 s',
  'slowest reply',
  'apologies',
  '"went wrong"',
  'no reply',
  'refused',
  'wall',
];

interface Bar {
  name: string;
  value: number;
}

function bars(rs: RunResult[]): Bar[] {
  return [
    {
      name: 'confirmations later found lost (follows, saves, wrong burst saved)',
      value: sum(rs, lostConfirmations),
    },
    {
      name: 'mornings stopped dead (morning and outage)',
      value: sum(rs, (t) => t.morningsStopped + t.outageStopped),
    },
    { name: 'bursts heard twice or skipped', value: sum(rs, (t) => t.twice + t.skipped) },
    { name: 'replies over 8 s', value: sum(rs, (t) => t.over8s) },
    { name: 'replies the Echo refused', value: sum(rs, (t) => t.refused) },
    { name: 'requests with no reply (the skill threw)', value: sum(rs, (t) => t.noReply) },
    { name: 'checks the proof could not read', value: sum(rs, (t) => t.uncheckable) },
  ];
}

function faultRows(rs: RunResult[]): string[][] {
  const row = (label: string, c: ProxyCounts[]) => {
    const add = (f: (p: ProxyCounts) => number) => String(c.reduce((a, p) => a + f(p), 0));
    return [
      label,
      add((p) => p.requests),
      add((p) => p.forwarded),
      ...FAULT_KINDS.map((k) => add((p) => p.faults[k])),
      add((p) => p.landedAfterGiveUp),
      add((p) => p.outageDrops),
    ];
  };
  return [
    ...rs.map((r) => row(String(r.run), [r.proxy])),
    row(
      'all',
      rs.map((r) => r.proxy),
    ),
  ];
}

/** The skill code measured: the last commit that changed src/ or lambda/, and whether either is changed since. */
function skillCodeOf(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: __dirname }).toString().trim();
  try {
    const last = git('log', '-1', '--format=%h', '--', '../src', '../lambda');
    const dirty = git('status', '--porcelain', '--', '../src', '../lambda');
    return dirty ? `${last} plus uncommitted changes` : last;
  } catch {
    return 'unknown';
  }
}

function section(rs: RunResult[], startedAt: string): string {
  const b = bars(rs);
  const wall = rs.map((r) => r.wallMs);
  const phases = (f: (r: RunResult) => number) => secs(rs.reduce((a, r) => a + f(r), 0) / rs.length);
  return [
    `## ${LABEL}`,
    '',
    `Skill code (src/, lambda/) at ${skillCodeOf()}. Machine: node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}. Run at ${startedAt}.`,
    `${rs.length} runs of ${LISTENERS} listeners (${OUTAGE_LISTENERS} of them again during the outage), ${PROCESSES} skill processes, fault rate ${FAULT_RATE}, seeds ${BASE_SEED}–${BASE_SEED + rs.length - 1}. ` +
      `A run took ${secs(Math.min(...wall))} to ${secs(Math.max(...wall))} (morning ${phases((r) => r.phases.morningMs)}, outage ${phases((r) => r.phases.outageMs)}, check ${phases((r) => r.phases.checkMs)} on average). ` +
      (storeUnavailable !== undefined
        ? `Apologies count the store_unavailable sentence ("${storeUnavailable}") and its kin (store_unreadable, station_not_stored).`
        : 'This version of the skill has no store_unavailable sentence: apologies are 0 by construction.'),
    '',
    table(RUN_HEAD, [...rs.map((r) => runRow(String(r.run), String(r.seed), [r])), runRow('all', '', rs)]),
    '',
    table(
      ['bar', 'target', LABEL, ''],
      b.map((x) => [x.name, '0', String(x.value), x.value === 0 ? 'met' : 'broken']),
    ),
    '',
    `Also: listeners who opened the skill again after silence ${sum(rs, (t) => t.relaunches)}, and heard a burst again first ${sum(rs, (t) => t.replayedAfterReopen)} times; NearlyFinished with nothing next ${sum(rs, (t) => t.stopEvents)} in the mornings and ${sum(rs, (t) => t.outageStopEvents)} in the outage; "nothing playing to save" while a burst played ${sum(rs, (t) => t.saveNothing)}; "resume" on another Echo that did not go on with the paused burst ${sum(rs, (t) => t.resumeElsewhere)} of ${sum(rs, (t) => t.resumeChecked)}; requests answered ${sum(rs, (t) => t.invokes)}.`,
    '',
    'Faults injected (the outage refuses connections at the socket: they reach no count but its drops):',
    '',
    table(
      [
        'run',
        'requests',
        'forwarded',
        ...FAULT_KINDS,
        'slow, landed after the client gave up',
        'outage drops',
      ],
      faultRows(rs),
    ),
    '',
  ].join('\n');
}

const INTRO = `# Chaos proof (issue 48)

\`npm run proof:chaos\` (bench/chaos.ts): two skill processes (the Lambda entry, as two containers of one function) share one DynamoDB table on dynalite through a proxy that, per request and with the fault rate's probability, answers HTTP 500, ThrottlingException or ProvisionedThroughputExceededException, holds the request past the client's 2 s timeout before forwarding it, resets the connection, or forwards it and drops the answer. Each run: every listener's morning on an Echo at once (open, follow a topic, bursts played to their end, "save this", pause); then an outage (every connection refused) while some of the accounts open the skill on another Echo, play on and follow another topic; then, with the store healthy, other Echos of each account ask what they follow, count and play the saved bursts, and resume. A confirmation is lost when what the skill confirmed is not there afterwards; a morning stopped dead when a PlaybackNearlyFinished left nothing queued.
`;

async function writeResults(body: string): Promise<void> {
  let old = '';
  try {
    old = await readFile(RESULTS, 'utf8');
  } catch {
    // First write.
  }
  const sections = new Map<string, string>();
  for (const part of old.split(/^(?=## )/m).slice(1)) {
    const name = part.slice(3, part.indexOf('\n')).trim();
    sections.set(name, part.trimEnd());
  }
  sections.set(LABEL, body.trimEnd());
  const order = ['before', 'after'];
  const names = [...sections.keys()].sort(
    (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const text = [INTRO, ...names.map((n) => sections.get(n) as string)].join('\n');
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, await format(text, { parser: 'markdown' }));
}

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const results: RunResult[] = [];
  const stops: Array<() => Promise<void>> = [];
  try {
    const dynamo = await dynaliteProcess();
    stops.push(dynamo.close);
    const sim = await startSimulator({ port: 0, host: '127.0.0.1' });
    stops.push(sim.stop);
    const dynamoUrl = `http://127.0.0.1:${dynamo.port}`;
    const proxy = new DynamoFaultProxy(dynamoUrl);
    stops.push(() => proxy.close());
    await proxy.start();
    for (let i = 1; i <= RUNS; i++) {
      const r = await oneRun(i, { apiUrl: sim.url, apiKey: sim.apiKey, dynamo: dynamoUrl }, proxy);
      results.push(r);
      const t = r.tally;
      console.log(
        `run ${i}/${RUNS} (seed ${r.seed}, ${secs(r.wallMs)}): follows lost ${t.followsLost}/${t.followsConfirmed}, ` +
          `saves lost ${t.savesLost}/${t.savesConfirmed} (wrong ${t.savesWrong}), stopped ${t.morningsStopped}/${t.mornings}, ` +
          `outage stopped ${t.outageStopped}/${t.outageMornings} follows lost ${t.outageFollowsLost}/${t.outageFollowsConfirmed}, ` +
          `twice ${t.twice} skipped ${t.skipped}, >8 s ${t.over8s}, apologies ${t.apologies}, "went wrong" ${t.genericErrors}, ` +
          `no reply ${t.noReply}, refused ${t.refused}`,
      );
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  const body = section(results, startedAt);
  console.log(`\n${body}`);
  const problems = results.flatMap((r) => r.tally.problems);
  if (problems.length) {
    console.error(`\n${problems.length} findings (first 40):`);
    for (const p of problems.slice(0, 40)) console.error(`  ${p}`);
  }
  if (LABEL_SET) {
    await writeResults(body);
    console.log(`\nwrote the "${LABEL}" section of ${path.relative(process.cwd(), RESULTS)}`);
  } else {
    console.log('\nno CHAOS_LABEL: bench/results/chaos.md left as it was');
  }
  const broken = bars(results).filter((b) => b.value > 0);
  if (broken.length && !REPORT_ONLY) {
    console.error(`bars broken: ${broken.map((b) => `${b.name} (${b.value})`).join('; ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
