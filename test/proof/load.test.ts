// The load run at CI size (issues 7 and 10): 10 listeners (6 on DynamoDB) × 2 Echos on one account × 15 events,
// concurrently, over Express with signed requests, against SQLite and against DynamoDB (dynalite
// on 127.0.0.1); and against DynamoDB with two skill processes, each Echo's requests alternating
// between them; and Express with WORKERS=2 on SQLite. Every Echo ends in exactly the state its own session implies, every listener's
// profile (API user id, the station one Echo set) is intact.
import type { RequestEnvelope } from 'ask-sdk-model';
import * as httpInvoke from '../../bench/lib/http-invoke';
import { runLoad, type LoadOptions } from '../../bench/lib/load-run';

const ECHOS_PER_LISTENER = 2;

/** Requests sent per Echo (device id), by account (user id): read off the requests themselves. */
const sent = new Map<string, Map<string, number>>();
const realInvoke = httpInvoke.httpInvoke;
beforeEach(() => {
  sent.clear();
  jest.spyOn(httpInvoke, 'httpInvoke').mockImplementation((...args) => {
    const send = realInvoke(...args);
    return (env: RequestEnvelope) => {
      const { user, device } = env.context.System;
      const echos = sent.get(user.userId) ?? new Map<string, number>();
      echos.set(device?.deviceId ?? '', (echos.get(device?.deviceId ?? '') ?? 0) + 1);
      sent.set(user.userId, echos);
      return send(env);
    };
  });
});
afterEach(() => jest.restoreAllMocks());

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
    // The Echos that really ran: two on each listener's account, every one its own device (no
    // device id shared, within an account or across), each through its whole session.
    const echos = [...sent.values()];
    expect(echos.map((e) => e.size)).toEqual(Array(opts.listeners).fill(ECHOS_PER_LISTENER));
    const deviceIds = echos.flatMap((e) => [...e.keys()]);
    expect(new Set(deviceIds).size).toBe(opts.listeners * ECHOS_PER_LISTENER);
    expect(Math.min(...echos.flatMap((e) => [...e.values()]))).toBeGreaterThanOrEqual(opts.events);
    expect(r.wrongFinal).toEqual([]);
    // Every Echo's session really ran (15 requests each at least).
    expect(r.requests).toBeGreaterThanOrEqual(opts.listeners * 2 * 15);
    // Every request read its records, and no store operation failed.
    expect(r.storeCounts.reads).toBeGreaterThanOrEqual(r.requests);
    expect(r.storeCounts.errors).toBe(0);
  },
  90_000,
);
