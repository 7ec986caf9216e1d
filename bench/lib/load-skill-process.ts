// One skill process of the multi-process load run: its own skill and Express server (signature
// verification on, the bench certificate seeded) on an ephemeral loopback port, sharing the
// run's store with the other processes. Started by load-run.ts with `node --import tsx`; reports
// its URL, and its store counters on request, over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp } from '../../src/server/app';
import { silentLogger } from '../../src/util/logger';
import { openSharedStore, type SharedStoreConfig } from './load-store';
import { countingMetrics } from './store-counters';
import { seedCertCache, type Pki } from './signing';
import { loadSkill } from './load-skill';

interface Config {
  pki: Pki;
  secret: string;
  store: SharedStoreConfig;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.argv[2] ?? '{}') as Config;
  seedCertCache(config.pki);
  const store = openSharedStore(config.store);
  const counters = countingMetrics();
  const skill = loadSkill(config.secret, store, counters.sink);
  const server = createServer(createServerApp({ skill, logger: silentLogger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (m: { kind: string }) => {
    if (m.kind === 'counts') process.send?.({ counts: counters.counts });
    if (m.kind === 'close') {
      server.closeAllConnections();
      server.close(() => void store.close().finally(() => process.exit(0)));
    }
  });
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa` });
}

void main();
