// The load run (issues 7 and 10): N listeners, each with D Echos on one account (same user id,
// own device ids), every Echo running its session over real HTTP (signed requests, verification
// on) against the Express app with a real store (SQLite, or DynamoDB via dynalite on 127.0.0.1),
// all concurrently. With `processes: 2` the skill runs in two separate processes (each its own
// skill and server) sharing the store, and each Echo's requests alternate between them, as
// Lambda containers or Express workers would get them. Counts errors and refused replies, checks
// every Echo's final stored state against what its own session implies and every listener's
// profile, and reports the store's reads, writes, conflicts and re-decisions. With `workers: N`
// the server is Express as N cluster workers behind one port (WORKERS=N, load-cluster.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { closeChildren } from './children';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { DeviceRejection, EchoDevice } from '../../src/emulator/device';
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import { createServerApp } from '../../src/server/app';
import { buildSkill } from '../../src/app/build-skill';
import { stateKeysFor } from '../../src/state/keys';
import { silentLogger } from '../../src/util/logger';
import { httpInvoke } from './http-invoke';
import { clusterServers } from './load-cluster';
import { createSharedStore, openSharedStore, type LoadStore, type SharedStoreConfig } from './load-store';
import { expectedFinal, runSession, SESSION_PAGE_SIZE, stationFor } from './session';
import { createPki, seedCertCache, type Pki } from './signing';
import { summarize } from './stats';
import { addCounts, countingMetrics, emptyCounts, type StoreCounts } from './store-counters';
import { StubBurstApi } from './stub-api';

export type { LoadStore } from './load-store';

export interface LoadOptions {
  listeners: number;
  events: number;
  store: LoadStore;
  /** Echos per listener (same account). Default 2. */
  devices?: number;
  /** Skill processes sharing the store. Default 1 (the skill in this process). */
  processes?: number;
  /** Express as this many cluster workers behind one port (`WORKERS=N`) instead. */
  workers?: number;
}

export interface LoadResult {
  store: LoadStore;
  listeners: number;
  devices: number;
  processes: number;
  /** Express cluster workers (0: not in WORKERS mode). */
  workers: number;
  requests: number;
  errors: string[];
  invalid: string[];
  wrongFinal: string[];
  durationMs: number;
  requestsPerSec: number;
  medianMs: number;
  p99Ms: number;
  storeCounts: StoreCounts;
}

const SECRET = 'load-run-secret-0123456789';
const PROCESS_ENTRY = path.join(__dirname, 'load-skill-process.ts');

interface SkillServers {
  urls: string[];
  counts(): Promise<StoreCounts>;
  close(): Promise<void>;
}

async function inProcessServer(store: SharedStoreConfig): Promise<SkillServers> {
  const persistence = openSharedStore(store);
  const counters = countingMetrics();
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    {
      api: new StubBurstApi({ pageSize: SESSION_PAGE_SIZE }),
      store: persistence,
      // A reply that breaks a platform rule fails loudly (a 500) instead of being repaired.
      strictGuard: true,
      logger: silentLogger,
      metrics: counters.sink,
    },
  );
  const server: Server = createServer(createServerApp({ skill, logger: silentLogger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    urls: [`http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa`],
    counts: async () => ({ ...counters.counts }),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await persistence.close();
    },
  };
}

async function childServers(n: number, store: SharedStoreConfig, pki: Pki): Promise<SkillServers> {
  const children: ChildProcess[] = [];
  const urls = await Promise.all(
    Array.from({ length: n }, () => {
      const child = fork(PROCESS_ENTRY, [JSON.stringify({ pki, secret: SECRET, store })], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      return new Promise<string>((resolve, reject) => {
        child.once('message', (m: { url: string }) => resolve(m.url));
        child.once('exit', (code) => reject(new Error(`load skill process exited (${code})`)));
      });
    }),
  );
  const ask = (c: ChildProcess) =>
    new Promise<StoreCounts>((resolve) => {
      c.once('message', (m: { counts: StoreCounts }) => resolve(m.counts));
      c.send({ kind: 'counts' });
    });
  return {
    urls,
    counts: async () => (await Promise.all(children.map(ask))).reduce(addCounts, emptyCounts()),
    close: () => closeChildren(children),
  };
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const devicesPer = opts.devices ?? 2;
  const processes = opts.processes ?? 1;
  const pki = createPki();
  seedCertCache(pki);
  const shared = await createSharedStore(opts.store);
  const servers =
    opts.workers !== undefined
      ? await clusterServers(opts.workers, shared.config, pki, SECRET)
      : processes === 1
        ? await inProcessServer(shared.config)
        : await childServers(processes, shared.config, pki);
  const sends = servers.urls.map((url) => httpInvoke(url, pki));
  const latencies: number[] = [];
  // Each Echo's requests alternate between the processes (an Echo Show's Started and its
  // NearlyFinished may land in different containers).
  const timedFor = () => {
    let turn = 0;
    return async (env: RequestEnvelope): Promise<ResponseEnvelope> => {
      const send = sends[turn++ % sends.length] as (typeof sends)[number];
      const t0 = performance.now();
      try {
        return await send(env);
      } finally {
        latencies.push(performance.now() - t0);
      }
    };
  };
  const errors: string[] = [];
  const invalid: string[] = [];
  const wrongFinal: string[] = [];
  const echos = Array.from({ length: opts.listeners }, (_, i) =>
    Array.from(
      { length: devicesPer },
      (_, slot) =>
        new EchoDevice(timedFor(), {
          userId: `amzn1.ask.account.LOAD-${opts.store}-${i}`,
          deviceId: `amzn1.ask.device.LOAD-${i}-${slot}`,
        }),
    ),
  );
  const started = performance.now();
  await Promise.all(
    echos.flatMap((devices, i) =>
      devices.map(async (device, slot) => {
        try {
          await runSession(device, i, opts.events, slot);
        } catch (err) {
          if (err instanceof DeviceRejection) invalid.push(`listener ${i} echo ${slot}: ${err.message}`);
          else errors.push(`listener ${i} echo ${slot}: ${String(err)}`);
        }
      }),
    ),
  );
  const durationMs = performance.now() - started;
  const storeCounts = await servers.counts();
  await servers.close();
  const reader = openSharedStore(shared.config);
  for (const [i, devices] of echos.entries()) {
    for (const [slot, device] of devices.entries()) {
      const check = expectedFinal(device, i, (await recordsOf(reader, device)).device ?? {}, slot);
      if (!check.ok) wrongFinal.push(`listener ${i} echo ${slot}: ${check.why}`);
    }
    const why = profileProblem((await recordsOf(reader, devices[0] as EchoDevice)).listener, i, devicesPer);
    if (why) wrongFinal.push(`listener ${i}: ${why}`);
  }
  await reader.close();
  await shared.close();
  const s = summarize(latencies);
  return {
    store: opts.store,
    listeners: opts.listeners,
    devices: devicesPer,
    processes,
    workers: opts.workers ?? 0,
    requests: latencies.length,
    errors,
    invalid,
    wrongFinal,
    durationMs,
    requestsPerSec: latencies.length / (durationMs / 1000),
    medianMs: s.median,
    p99Ms: s.p99,
    storeCounts,
  };
}

async function recordsOf(
  store: ClosablePersistenceAdapter,
  device: EchoDevice,
): Promise<{ listener?: Record<string, unknown>; device?: Record<string, unknown> }> {
  const env = {
    context: { System: { user: { userId: device.who.userId }, device: { deviceId: device.who.deviceId } } },
  } as unknown as RequestEnvelope;
  const keys = stateKeysFor(env, SECRET);
  const [l, d] = await Promise.all([store.get(keys.listener), store.get(keys.device)]);
  return { listener: l.value, device: d.value };
}

/**
 * The listener's profile after all its Echos ran side by side: registered with the API (the
 * stub's id for this listener id), and the station the second Echo set is still there.
 */
function profileProblem(
  rec: Record<string, unknown> | undefined,
  i: number,
  devices: number,
): string | undefined {
  const profile = rec?.profile as { apiUserId?: string; localStation?: { name?: string } } | undefined;
  if (!profile) return 'no listener record';
  if (!profile.apiUserId?.startsWith('ab-')) return `API user id lost: ${JSON.stringify(profile)}`;
  if (devices > 1 && profile.localStation?.name !== stationFor(i))
    return `local station lost: ${JSON.stringify(profile.localStation)}`;
  return undefined;
}
