// `npm run load`: 200 listeners × a 30-event session, concurrently, over Express with signed
// requests, first with SQLite then with DynamoDB (dynalite on 127.0.0.1). Loopback only, bounded.
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
  for (const store of ['sqlite', 'dynamodb'] as LoadStore[]) {
    console.log(`load: ${LISTENERS} listeners × ${EVENTS} events against ${store}…`);
    results.push(await runLoad({ listeners: LISTENERS, events: EVENTS, store }));
  }
  const report = [
    `Machine: node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}. Run at ${new Date().toISOString()}.`,
    'One process holds the load generator (200 local Echos, RSA-signing every request), the Express',
    'server with verification on, the skill and the store (dynalite included): loopback only.',
    '',
    table(
      [
        'store',
        'listeners',
        'requests',
        'errors',
        'invalid',
        'wrong final',
        'req/s',
        'median',
        'p99',
        'wall',
      ],
      results.map((r) => [
        r.store,
        String(r.listeners),
        String(r.requests),
        String(r.errors.length),
        String(r.invalid.length),
        String(r.wrongFinal.length),
        r.requestsPerSec.toFixed(0),
        fmtMs(r.medianMs),
        fmtMs(r.p99Ms),
        `${(r.durationMs / 1000).toFixed(1)} s`,
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
