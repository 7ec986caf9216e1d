// `npm run proof:contention` (issue 35): one SQLite file shared by several skill processes while
// other processes keep every core busy, repeated. Each run is the CI-size load run (10 listeners ×
// 2 Echos × 15 events, signed requests over Express, every Echo's final state checked) against a
// new file, as Express WORKERS=2 and WORKERS=4 (the primary prepares the file, as `npm start`
// does) and as two separate skill processes that open the new file together on their first
// requests (two servers started by hand: no primary prepares anything). Reports store errors,
// busy operations tried again, re-decisions and p99 latency; exits non-zero on any store error,
// refused reply or wrong final state. Loopback only.
//
//   CONTENTION_RUNS=20 (runs per row)   CONTENTION_BURNERS=<cores> (processes spinning a core)
//   CONTENTION_IO_BURNERS=1 (processes writing and fsyncing a file: a slow disk widens the moments
//   SQLite holds its lock, as a full test run beside it does; CPU load alone rarely showed the fault)
//   LOAD_LOG=warn prints every store line the skill processes log (busy and error, with code and step).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load-run';
import { fmtMs, table } from './lib/stats';

const RUNS = Number(process.env.CONTENTION_RUNS ?? 20);
const BURNERS = Number(process.env.CONTENTION_BURNERS ?? cpus().length);
const IO_BURNERS = Number(process.env.CONTENTION_IO_BURNERS ?? 1);
const RESULTS = path.resolve(__dirname, 'results', 'contention.md');

const ROWS: Array<{ name: string; opts: LoadOptions }> = [
  { name: 'Express WORKERS=2', opts: { listeners: 10, events: 15, store: 'sqlite', workers: 2 } },
  { name: 'Express WORKERS=4', opts: { listeners: 10, events: 15, store: 'sqlite', workers: 4 } },
  { name: '2 processes, no primary', opts: { listeners: 10, events: 15, store: 'sqlite', processes: 2 } },
];

/** A process that spins one core until killed: the "busy machine" of a CI run beside other tests. */
function burner(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** A process that writes 1 MB and fsyncs it, over and over, in a temp file of its own. */
function ioBurner(): ChildProcess {
  const script = `const fs = require('node:fs'), os = require('node:os'), path = require('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'burst-io-'));
    const file = path.join(dir, 'io.bin'), chunk = Buffer.alloc(1 << 20, 1);
    process.on('SIGTERM', () => { fs.rmSync(dir, { recursive: true, force: true }); process.exit(0); });
    const fd = fs.openSync(file, 'w');
    (function loop() { fs.writeSync(fd, chunk, 0, chunk.length, 0); fs.fsyncSync(fd); setImmediate(loop); })();`;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

interface RowTotals {
  name: string;
  runs: number;
  failedRuns: number;
  requests: number;
  storeErrors: number;
  busy: number;
  retries: number;
  conflicts: number;
  writes: number;
  p99s: number[];
}

async function main(): Promise<void> {
  const burners = [
    ...Array.from({ length: BURNERS }, burner),
    ...Array.from({ length: IO_BURNERS }, ioBurner),
  ];
  const stopBurners = () => burners.forEach((b) => b.kill());
  process.once('exit', stopBurners);
  const totals: RowTotals[] = [];
  const problems: string[] = [];
  try {
    for (const row of ROWS) {
      const t: RowTotals = {
        name: row.name,
        runs: 0,
        failedRuns: 0,
        requests: 0,
        storeErrors: 0,
        busy: 0,
        retries: 0,
        conflicts: 0,
        writes: 0,
        p99s: [],
      };
      for (let i = 1; i <= RUNS; i++) {
        const r: LoadResult = await runLoad(row.opts);
        const bad = [...r.errors, ...r.invalid, ...r.wrongFinal];
        const c = r.storeCounts;
        t.runs++;
        t.requests += r.requests;
        t.storeErrors += c.errors;
        t.busy += c.busy;
        t.retries += c.retries;
        t.conflicts += c.conflicts;
        t.writes += c.writes;
        t.p99s.push(r.p99Ms);
        if (c.errors > 0 || bad.length > 0) t.failedRuns++;
        problems.push(...bad.map((p) => `${row.name}, run ${i}: ${p}`));
        console.log(
          `${row.name} run ${i}/${RUNS}: ${r.requests} requests, store errors ${c.errors}, busy ${c.busy}, ` +
            `re-decisions ${c.retries}, p99 ${fmtMs(r.p99Ms)}${bad.length ? `, ${bad.length} problems` : ''}`,
        );
      }
      totals.push(t);
    }
  } finally {
    stopBurners();
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const report = [
    `Machine: node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}; throughout, ${BURNERS} processes spinning a core each and ${IO_BURNERS} writing and fsyncing 1 MB in a loop. Run at ${new Date().toISOString()}.`,
    `Each run: 10 listeners × 2 Echos × 15 events on a new SQLite file, signed requests over Express; ${RUNS} runs per row.`,
    '',
    table(
      [
        'setup',
        'runs',
        'failed runs',
        'requests',
        'store errors',
        'busy, tried again',
        're-decisions',
        'conflicts / writes',
        'p99 (median run)',
        'p99 (worst run)',
      ],
      totals.map((t) => [
        t.name,
        String(t.runs),
        String(t.failedRuns),
        String(t.requests),
        String(t.storeErrors),
        String(t.busy),
        String(t.retries),
        `${t.conflicts} / ${t.writes}`,
        fmtMs(sorted(t.p99s)[Math.floor(t.p99s.length / 2)] ?? 0),
        fmtMs(sorted(t.p99s).at(-1) ?? 0),
      ]),
    ),
  ].join('\n');
  console.log(`\n${report}`);
  if (RUNS >= 20) {
    await mkdir(path.dirname(RESULTS), { recursive: true });
    await writeFile(RESULTS, await format(report, { parser: 'markdown' }));
  }
  for (const p of problems.slice(0, 20)) console.error(p);
  const storeErrors = totals.reduce((a, t) => a + t.storeErrors, 0);
  if (storeErrors > 0 || problems.length > 0) process.exit(1);
}

void main();
