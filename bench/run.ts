// `npm run bench`: the figures of issue 14, each beside its fair baseline from the same run,
// printed as a table and written to BENCHMARKS.md with which targets are met.
// BENCH_QUICK=1 runs short versions (not written); BENCH_ONLY=cold,express,… runs some figures.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { coldStart } from './figures/cold-start';
import { costFigure, costSection } from './figures/cost';
import { memoryFlat, slowBoundary } from './figures/earlier';
import { expressThroughput } from './figures/express';
import { firstAudio } from './figures/first-audio';
import { inProcessBuilt } from './figures/in-process-built';
import { stateFigures } from './figures/state';
import { LOAD_RESULTS } from './lib/load-results';
import { metCell, rows } from './lib/report';
import { table } from './lib/stats';

const ROOT = path.resolve(__dirname, '..');
const QUICK = process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

const STEPS: Array<[string, string, (quick: boolean) => Promise<void>]> = [
  ['inprocess', 'in process (target 4)', inProcessBuilt],
  ['cold', 'cold start (target 2)', coldStart],
  ['express', 'Express with verification (target 3)', expressThroughput],
  ['ttfa', 'time to first audio (target 1)', firstAudio],
  ['boundary', 'page boundary under a slow API', slowBoundary],
  ['memory', 'memory', memoryFlat],
  ['state', 'state conflicts and the conditional write (issue 10)', stateFigures],
  ['cost', 'cost per listening hour (issue 23)', costFigure],
];

function targetSummary(): string[] {
  const out: string[] = [];
  for (const t of ['1', '2', '3', '4']) {
    const mine = rows.filter((r) => r.target === t && r.met !== undefined);
    if (mine.length === 0) continue;
    const missed = mine.filter((r) => !r.met);
    out.push(
      `- **Target ${t}: ${missed.length === 0 ? 'met' : 'missed'}** (${mine.length - missed.length} of ${mine.length} rows)` +
        (missed.length ? `; missed: ${missed.map((r) => r.figure).join('; ')}` : ''),
    );
  }
  return out;
}

async function main(): Promise<void> {
  const machine = [
    `node ${process.version}`,
    `${cpus().length} CPUs (nproc ${execFileSync('nproc').toString().trim()})`,
    cpus()[0]?.model ?? 'unknown CPU',
    `${process.platform} ${process.arch}`,
    // A shared machine: how busy it was when the run started.
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at start`,
  ].join(', ');
  console.log(`machine: ${machine}${QUICK ? ' (BENCH_QUICK)' : ''}`);
  const t0 = performance.now();
  for (const [key, name, run] of STEPS) {
    if (ONLY && !ONLY.includes(key)) continue;
    console.log(`… ${name}`);
    await run(QUICK);
  }
  const head = ['target', 'figure', 'ours', 'baseline', 'ratio', 'goal', 'met', 'note'];
  const tbl = table(
    head,
    rows.map((r) => [r.target, r.figure, r.ours, r.base, r.ratio, r.goal, metCell(r.met), r.note ?? '']),
  );
  console.log(tbl);
  if (costSection.length) console.log(`\nCost per listening hour\n\n${costSection.join('\n')}`);
  const summary = targetSummary();
  console.log(summary.join('\n'));
  console.log(`bench took ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  if (process.env.BENCH_WRITE === '0' || QUICK || ONLY) return;
  const md = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (bench/run.ts); the load run by `npm run load` (bench/load.ts).',
    'Every figure is measured beside its fair baseline in the same run (issue 14): a minimal',
    'ask-sdk-core skill with a JSON-text store in process (bench/lib/json-store-skill.ts); for cold',
    'start, ask-sdk-core + axios + `@aws-sdk/lib-dynamodb` doing the same I/O in a fresh process',
    '(bench/lib/floor-lambda.ts); the stock ask-sdk ExpressAdapter with verification, loaded by',
    'autocannon from a separate process.',
    '',
    `Machine: ${machine}. Run at ${new Date().toISOString()}.`,
    '',
    '## Targets',
    '',
    ...summary,
    '',
    '## Figures',
    '',
    tbl,
    '',
    '## Cost per listening hour',
    '',
    ...(costSection.length ? costSection : ['(not run)']),
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

void main().then(() => process.exit(0));
