// Figures of issue 10: conflicts and re-decisions under the load run (two Echos per listener;
// one skill process on SQLite, two skill processes sharing DynamoDB), and the cost of the
// conditional write beside an unconditional write of the same record on the same store.
import type { RequestEnvelope } from 'ask-sdk-model';
import { createSharedStore, openSharedStore, type LoadStore } from '../lib/load-store';
import { runLoad } from '../lib/load-run';
import { fmtX, rows, x } from '../lib/report';
import { fmtMs, summarize } from '../lib/stats';

export async function stateFigures(quick: boolean): Promise<void> {
  const events = quick ? 15 : 30;
  // dynalite (one JS process answering both skill processes) is the ceiling of the DynamoDB run:
  // past about 20 Echos at once on 2 busy cores its answers outlast the store's time limits, which
  // measures the emulator, not the skill. SQLite takes the full crowd.
  for (const [store, processes, listeners] of [
    ['sqlite', 1, quick ? 10 : 50],
    ['dynamodb', 2, quick ? 5 : 10],
  ] as Array<[LoadStore, number, number]>) {
    const r = await runLoad({ listeners, events, store, processes });
    const c = r.storeCounts;
    const bad = r.errors.length + r.invalid.length + r.wrongFinal.length;
    rows.push({
      target: '',
      figure: `load run, ${listeners} listeners × 2 Echos, ${processes} skill process${processes > 1 ? 'es' : ''} on ${store}: conflicts / writes (re-decisions)`,
      ours: `${c.conflicts} / ${c.writes}`,
      base: '',
      ratio: `${((1000 * c.conflicts) / Math.max(1, c.writes)).toFixed(1)} ‰`,
      goal: 'no lost update',
      met: bad === 0,
      note: `${c.retries} re-decisions over ${r.requests} requests; errors+invalid+wrong final: ${bad}`,
    });
  }
  for (const store of ['sqlite', 'dynamodb'] as LoadStore[]) await writeCost(store, quick);
}

/** One write per request: a conditional put (version check) vs an unconditional save of the same record. */
async function writeCost(kind: LoadStore, quick: boolean): Promise<void> {
  const shared = await createSharedStore(kind);
  const store = openSharedStore(shared.config);
  const n = kind === 'sqlite' ? (quick ? 500 : 3000) : quick ? 100 : 400;
  const value = {
    schemaVersion: 1,
    playback: { index: 3, offsetMs: 12_000, history: Array(50).fill('b0123456789a') },
  };
  const env = {
    context: { System: { user: { userId: 'bench-unconditional' } } },
  } as unknown as RequestEnvelope;
  const conditional: number[] = [];
  const plain: number[] = [];
  let version = 0;
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    if ((await store.put('bench-conditional', value, version)) === 'ok') version++;
    conditional.push(performance.now() - t);
    t = performance.now();
    await store.saveAttributes(env, value);
    plain.push(performance.now() - t);
  }
  await store.close();
  await shared.close();
  const a = summarize(conditional);
  const b = summarize(plain);
  rows.push({
    target: '',
    figure: `conditional write on ${kind} (baseline: unconditional write of the same record)`,
    ours: fmtMs(a.median),
    base: fmtMs(b.median),
    ratio: fmtX(x(a.median, b.median)),
    goal: 'informative',
    note: `median of ${n}; extra per request ${fmtMs(Math.max(0, a.median - b.median))}`,
  });
}
