// The load run (issue 7): N simulated listeners, each a local Echo running its session over real
// HTTP (signed requests, verification on) against the Express app with a real store (SQLite or
// DynamoDB via dynalite on 127.0.0.1), all concurrently. Counts errors and refused replies and
// checks every listener's final stored state against what its own session implies.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dynalite from 'dynalite';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { DeviceRejection, EchoDevice } from '../../src/emulator/device';
import {
  createAttributesTable,
  createDocumentClient,
  DynamoDbPersistenceAdapter,
} from '../../src/persistence/dynamodb';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import { createServerApp } from '../../src/server/app';
import { buildSkill } from '../../src/app/build-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { stateKeysFor } from '../../src/state/keys';
import { silentLogger } from '../../src/util/logger';
import { httpInvoke } from './http-invoke';
import { expectedFinal, runSession, SESSION_PAGE_SIZE } from './session';
import { createPki, seedCertCache } from './signing';
import { summarize } from './stats';
import { StubBurstApi } from './stub-api';

export type LoadStore = 'sqlite' | 'dynamodb';

export interface LoadOptions {
  listeners: number;
  events: number;
  store: LoadStore;
}

export interface LoadResult {
  store: LoadStore;
  listeners: number;
  requests: number;
  errors: string[];
  invalid: string[];
  wrongFinal: string[];
  durationMs: number;
  requestsPerSec: number;
  medianMs: number;
  p99Ms: number;
}

const SECRET = 'load-run-secret-0123456789';

async function openStore(
  kind: LoadStore,
): Promise<{ store: ClosablePersistenceAdapter; close(): Promise<void> }> {
  const partitionKey = (env: RequestEnvelope) => listenerIdFor(env, SECRET);
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'burst-load-'));
    const store = new SqlitePersistenceAdapter({ path: path.join(dir, 'load.db'), partitionKey });
    return {
      store,
      close: async () => (await store.close(), await rm(dir, { recursive: true, force: true })),
    };
  }
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const clientConfig = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIAFAKELOAD0000000', secretAccessKey: 'fake-load-secret' },
  };
  const admin = createDocumentClient(clientConfig);
  await createAttributesTable(admin, 'burst-voice-load');
  admin.destroy();
  const store = new DynamoDbPersistenceAdapter({ tableName: 'burst-voice-load', partitionKey, clientConfig });
  return {
    store,
    close: async () => {
      await store.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const pki = createPki();
  seedCertCache(pki);
  const { store, close } = await openStore(opts.store);
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    {
      api: new StubBurstApi({ pageSize: SESSION_PAGE_SIZE }),
      store,
      // A reply that breaks a platform rule fails loudly (a 500) instead of being repaired.
      strictGuard: true,
      logger: silentLogger,
    },
  );
  const server: Server = createServer(createServerApp({ skill, logger: silentLogger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa`;
  const send = httpInvoke(url, pki);
  const latencies: number[] = [];
  const timed = async (env: RequestEnvelope): Promise<ResponseEnvelope> => {
    const t0 = performance.now();
    try {
      return await send(env);
    } finally {
      latencies.push(performance.now() - t0);
    }
  };
  const errors: string[] = [];
  const invalid: string[] = [];
  const wrongFinal: string[] = [];
  const devices = Array.from(
    { length: opts.listeners },
    (_, i) =>
      new EchoDevice(timed, {
        userId: `amzn1.ask.account.LOAD-${opts.store}-${i}`,
        deviceId: `amzn1.ask.device.LOAD-${i}`,
      }),
  );
  const started = performance.now();
  await Promise.all(
    devices.map(async (device, i) => {
      try {
        await runSession(device, i, opts.events);
      } catch (err) {
        if (err instanceof DeviceRejection) invalid.push(`listener ${i}: ${err.message}`);
        else errors.push(`listener ${i}: ${String(err)}`);
      }
    }),
  );
  const durationMs = performance.now() - started;
  for (const [i, device] of devices.entries()) {
    const env = {
      context: { System: { user: { userId: device.who.userId }, device: { deviceId: device.who.deviceId } } },
    } as unknown as RequestEnvelope;
    const record = await store.get(stateKeysFor(env, SECRET).device);
    const check = expectedFinal(device, i, record.value ?? {});
    if (!check.ok) wrongFinal.push(`listener ${i}: ${check.why}`);
  }
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await close();
  const s = summarize(latencies);
  return {
    store: opts.store,
    listeners: opts.listeners,
    requests: latencies.length,
    errors,
    invalid,
    wrongFinal,
    durationMs,
    requestsPerSec: latencies.length / (durationMs / 1000),
    medianMs: s.median,
    p99Ms: s.p99,
  };
}
