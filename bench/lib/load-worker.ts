// One Express worker of the load run's WORKERS mode (load-cluster.ts): the same skill as the other
// modes (stub API, strict guard, signature verification on, the bench certificate seeded) on the
// run's shared store, listening on the port node:cluster shares between the workers. Its metrics
// go through the cluster aggregator, so one scrape of /metrics counts every worker's store work.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrometheusMetrics } from '../../src/metrics/prometheus';
import { createServerApp } from '../../src/server/app';
import { announceWorkerReady, clusterMetricsRenderer } from '../../src/server/cluster';
import { closeGracefully } from '../../src/server/shutdown';
import { silentLogger } from '../../src/util/logger';
import { openSharedStore, type SharedStoreConfig } from './load-store';
import { seedCertCache, type Pki } from './signing';
import { loadSkill } from './load-skill';

export interface WorkerConfig {
  pki: Pki;
  secret: string;
  store: SharedStoreConfig;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env.LOAD_WORKER_CONFIG ?? '{}') as WorkerConfig;
  seedCertCache(config.pki);
  const store = openSharedStore(config.store);
  // As the server does (src/server/main.ts): open-time work before listening.
  store.open?.();
  const metrics = createPrometheusMetrics();
  const skill = loadSkill(config.secret, store, metrics.sink);
  const app = createServerApp({
    skill,
    logger: silentLogger,
    metrics: { contentType: metrics.registry.contentType, render: clusterMetricsRenderer(metrics.registry) },
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    void closeGracefully(server, silentLogger)
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
  announceWorkerReady(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

if (cluster.isWorker) void main();
