// `npm run proof:notify` (issue 51): one notification pass at the scale — 10,000
// subscribers over 500 topics — against the simulator (API, Login with Amazon, Proactive Events,
// which checks every event) and the memory store with every operation counted. The first pass of
// a day (every topic has news, every subscriber is due), then a pass with nothing new (the
// process's memory of each topic), then one after a cold start (no memory). Prints the store
// reads and writes, API calls, events and the time, for docs/cost.md. Loopback only.
//
//   NOTIFY_SUBSCRIBERS=10000  NOTIFY_TOPICS=500
import { BurstApiClient } from '../src/api/http-client';
import { createNotifier } from '../src/app/notifier';
import { sealerFrom } from '../src/notify/seal';
import { simulatedOrigins } from '../src/notify/regions';
import { addOwner } from '../src/notify/topic-index';
import { MemoryPersistenceAdapter } from '../src/persistence/memory';
import { newListenerRecord } from '../src/state/records';
import type { VersionedStore } from '../src/state/store';
import { startSimulator } from '../src/sim/server';
import { createLogger } from '../src/util/logger';

const SUBSCRIBERS = Number(process.env.NOTIFY_SUBSCRIBERS ?? 10_000);
const TOPICS = Number(process.env.NOTIFY_TOPICS ?? 500);
const SECRET = 'notify-scale-secret';

interface Counts {
  reads: number;
  readBytes: number;
  writes: number;
  writeBytes: number;
}

function counted(base: MemoryPersistenceAdapter, c: Counts): VersionedStore {
  const size = (v: unknown) => (v ? Buffer.byteLength(JSON.stringify(v)) : 0);
  return {
    get: async (k) => {
      const r = await base.get(k);
      c.reads += 1;
      c.readBytes += size(r.value);
      return r;
    },
    getMany: async (ks) => {
      const rs = await Promise.all(ks.map((k) => base.get(k)));
      c.reads += rs.length;
      c.readBytes += rs.reduce((n, r) => n + size(r.value), 0);
      return rs;
    },
    put: (k, v, ver, o) => {
      c.writes += 1;
      c.writeBytes += size(v);
      return base.put(k, v, ver, o);
    },
    delete: (k) => base.delete(k),
    close: () => base.close(),
  };
}

const topicWords = (t: number) => `scale topic ${t} electric cars`;

async function main(): Promise<void> {
  const sim = await startSimulator({ host: '127.0.0.1', port: 0, reairRate: 0 });
  const logger = createLogger({ level: 'warn' });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, logger });
  const base = new MemoryPersistenceAdapter();
  const sealer = sealerFrom(SECRET);
  const since = Date.now() - 60_000;
  // Subscribers spread over the topics; each listener record as the skill writes one, with a
  // full history (100 story prints) so the read sizes are a real listener's.
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const key = `l_scale${i}`;
    const topic = topicWords(i % TOPICS);
    const rec = {
      ...newListenerRecord(since),
      gen: `gen${i}`,
      history: Array.from({ length: 100 }, (_, h) => `s1.${(i * 131 + h).toString(36).padStart(10, '0')}`),
      follows: [{ kind: 'topic', topic, notify: { since } }],
      notify: {
        user: sealer.seal(`amzn1.ask.account.SCALE${i}`, key),
        region: 'NA',
        locale: 'en-US',
        granted: true,
        at: since,
        owners: [''],
      },
    };
    await base.put(key, rec, 0);
    await addOwner(base, { kind: 'topic', topic }, key, since);
  }
  for (let t = 0; t < TOPICS; t++) sim.control.newsNow({ words: topicWords(t) });
  const notify = {
    clientId: 'scale',
    clientSecret: 'scale',
    tokenUrl: `${sim.url}/auth/o2/token`,
    stage: 'development' as const,
    everyMinutes: 15,
    dailyLimit: 1,
  };
  const run = async (label: string, notifier: ReturnType<typeof createNotifier>, c: Counts) => {
    const calls = sim.control.requestLog.length;
    const t0 = performance.now();
    const s = await notifier.runPass();
    const ms = performance.now() - t0;
    console.log(
      JSON.stringify({
        pass: label,
        ms: Math.round(ms),
        ...s,
        storeReads: c.reads,
        readKB: Math.round(c.readBytes / 1024),
        storeWrites: c.writes,
        writeKB: Math.round(c.writeBytes / 1024),
        apiCalls: sim.control.requestLog.length - calls,
      }),
    );
  };
  const c1: Counts = { reads: 0, readBytes: 0, writes: 0, writeBytes: 0 };
  const n1 = createNotifier(notify, {
    store: counted(base, c1),
    api,
    sealer,
    logger,
    origins: simulatedOrigins(sim.url),
  });
  await run('first of the day (every topic has news)', n1, c1);
  const c2: Counts = { reads: 0, readBytes: 0, writes: 0, writeBytes: 0 };
  const n2 = createNotifier(notify, {
    store: counted(base, c2),
    api,
    sealer,
    logger,
    origins: simulatedOrigins(sim.url),
  });
  await run('cold start, nothing new', n2, c2);
  c2.reads = c2.readBytes = c2.writes = c2.writeBytes = 0;
  await run('warm, nothing new', n2, c2);
  console.log(JSON.stringify({ events: sim.alexa.state().notifications, tokens: sim.alexa.tokensIssued }));
  await sim.stop();
}

void main();
