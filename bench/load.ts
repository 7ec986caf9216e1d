// `npm run load`: 200 listeners × 2 Echos on one account × a 30-event session, concurrently, over
// Express with signed requests: with SQLite, with DynamoDB (dynalite on 127.0.0.1), and with
// DynamoDB shared by two skill processes. Loopback only, bounded.
// Exits non-zero on any error, refused reply or wrong final state.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { format } from 'prettier';
import path from 'node:path';
import { LOAD_RESULTS } from './lib/load-results';
import { runLoad, type LoadResult, type LoadStore } from './lib/load-run';
import { fmtMs, table } from './lib/stats';

const LISTENERS = Number(process.env.LOAD_LISTENERS ?? 200);
const EVENTS = Number(process.env.LOAD_EVENTS ?? 30);

async function main(): Promise<void> {
  const results: LoadResult[] = [];
  for (const [store, processes, workers] of [
    ['sqlite', 1, undefined],
    ['sqlite', 1, 2],
    ['dynamodb', 1, undefined],
    ['dynamodb', 2, undefined],
  ] as Array<[LoadStore, number, number | undefined]>) {
    const how = workers !== undefined ? `Express WORKERS=${workers}` : `${processes} process(es)`;
    console.log(`load: ${LISTENERS} listeners × 2 Echos × ${EVENTS} events against ${store}, ${how}…`);
    results.push(await runLoad({ listeners: LISTENERS, events: EVENTS, store, processes, workers }));
  }
  const report = [
    `Machine: node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}. Run at ${new Date().toISOString()}.`,
    'One process holds the load generator (400 local Echos: 2 per listener, RSA-signing every request),',
    'the store (dynalite included) and, in the 1-process rows, the Express server with verification on',
    'and the skill; in the 2-process row two skill processes serve, each Echo alternating between them;',
    'in the WORKERS=2 row Express runs as two cluster workers behind one port (as `WORKERS=2 npm start`).',
    'Loopback only.',
    '',
    table(
      [
        'store',
        'processes',
        'listeners × Echos',
        'requests',
        'errors',
        'invalid',
        'wrong final',
        'req/s',
        'median',
        'p99',
        'wall',
        'conflicts / writes',
        're-decisions',
      ],
      results.map((r) => [
        r.store,
        r.workers > 0 ? `WORKERS=${r.workers}` : String(r.processes),
        `${r.listeners} × ${r.devices}`,
        String(r.requests),
        String(r.errors.length),
        String(r.invalid.length),
        String(r.wrongFinal.length),
        r.requestsPerSec.toFixed(0),
        fmtMs(r.medianMs),
        fmtMs(r.p99Ms),
        `${(r.durationMs / 1000).toFixed(1)} s`,
        `${r.storeCounts.conflicts} / ${r.storeCounts.writes}`,
        String(r.storeCounts.retries),
      ]),
    ),
  ].join('\n');
  console.log(report);
  if (LISTENERS === 200 && EVENTS === 30) {
    await mkdir(path.dirname(LOAD_RESULTS), { recursive: true });
    await writeFile(LOAD_RESULTS, await format(report, { parser: 'markdown' }));
  }
  const problems = results.flatMap((r) =>
    [...r.errors, ...r.invalid, ...r.wrongFinal].map((p) => `${r.store}: ${p}`),
  );
  for (const p of problems.slice(0, 20)) console.error(p);
  if (problems.length > 0) process.exit(1);
}

void main();
