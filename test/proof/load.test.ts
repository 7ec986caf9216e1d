// The load run at CI size (issues 7 and 10): 10 listeners (6 on DynamoDB) × 2 Echos on one account × 15 events,
// concurrently, over Express with signed requests, against SQLite and against DynamoDB (dynalite
// on 127.0.0.1); and against DynamoDB with two skill processes, each Echo's requests alternating
// between them; and Express with WORKERS=2 on SQLite. Every Echo ends in exactly the state its own session implies, every listener's
// profile (API user id, the station one Echo set) is intact.
import { runLoad, type LoadOptions } from '../../bench/lib/load-run';

test.each<[string, LoadOptions]>([
  ['sqlite', { listeners: 10, events: 15, store: 'sqlite' }],
  // dynalite (one JS process answering every skill process) is slow on a busy CI machine: fewer
  // listeners keep its answers inside the store's time limits.
  ['dynamodb', { listeners: 6, events: 15, store: 'dynamodb' }],
  ['dynamodb, two skill processes', { listeners: 6, events: 15, store: 'dynamodb', processes: 2 }],
  // Express as `WORKERS=2 npm start` runs it: two cluster workers behind one port, one SQLite file.
  ['sqlite, Express WORKERS=2', { listeners: 10, events: 15, store: 'sqlite', workers: 2 }],
])(
  '%s: no errors, no refused replies, every Echo and every listener ends in its own state',
  async (_name, opts) => {
    const r = await runLoad(opts);
    expect(r.errors).toEqual([]);
    expect(r.invalid).toEqual([]);
    expect(r.wrongFinal).toEqual([]);
    expect(r.devices).toBe(2);
    // Every Echo's session really ran (15 requests each at least).
    expect(r.requests).toBeGreaterThanOrEqual(opts.listeners * 2 * 15);
    // Every request read its records, and no store operation failed.
    expect(r.storeCounts.reads).toBeGreaterThanOrEqual(r.requests);
    expect(r.storeCounts.errors).toBe(0);
  },
  90_000,
);
