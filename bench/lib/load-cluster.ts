// The load run's WORKERS mode: Express as N worker processes behind one port, supervised by the
// server's own primary (src/server/cluster.ts, as `WORKERS=N npm start` runs it), on the run's
// shared store. Store counters come from one scrape of /metrics, which sums every worker.
import cluster from 'node:cluster';
import { get } from 'node:http';
import path from 'node:path';
import { runPrimary } from '../../src/server/cluster';
import { WORKERS_ANSWERING_METRIC, WORKERS_METRIC } from '../../src/metrics/prometheus';
import { openSharedStore, type SharedStoreConfig } from './load-store';
import type { WorkerConfig } from './load-worker';
import type { Pki } from './signing';
import type { StoreCounts } from './store-counters';

function getText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Sum of a Prometheus metric's samples whose line contains `match`. */
function sum(text: string, name: string, match = ''): number {
  return text
    .split('\n')
    .filter((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && l.includes(match))
    .reduce((a, l) => a + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

export async function clusterServers(
  workers: number,
  store: SharedStoreConfig,
  pki: Pki,
  secret: string,
): Promise<{ urls: string[]; counts(): Promise<StoreCounts>; close(): Promise<void> }> {
  // As `WORKERS=N npm start` does (src/server/main.ts): the file prepared once, before the workers.
  const prep = openSharedStore(store);
  prep.open?.();
  await prep.close();
  cluster.setupPrimary({ exec: path.join(__dirname, 'load-worker.ts'), execArgv: ['--import', 'tsx'] });
  const config: WorkerConfig = { pki, secret, store };
  let onReady: (url: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (onReady = resolve));
  const primary = runPrimary({
    workers,
    onReady,
    say: (line) => console.error(line),
    env: { LOAD_WORKER_CONFIG: JSON.stringify(config) },
  });
  const base = await Promise.race([
    ready,
    primary.done.then((code) => Promise.reject(new Error(`the workers stopped before serving (${code})`))),
  ]);
  return {
    urls: [`${base}/alexa`],
    counts: async () => {
      const m = await getText(`${base}/metrics`);
      // The primary sums only the workers that answer in time (a stuck one must not fail every
      // scrape): a count that misses a worker's store work would pass a proof it should fail.
      const answering = sum(m, WORKERS_ANSWERING_METRIC);
      if (answering !== sum(m, WORKERS_METRIC)) {
        throw new Error(`only ${answering} of ${workers} workers answered the metrics scrape`);
      }
      const ops = 'burst_voice_store_operations_total';
      return {
        reads: sum(m, ops, 'op="read"'),
        writes: sum(m, ops, 'op="write"'),
        conflicts: sum(m, ops, 'outcome="conflict"'),
        retries: sum(m, 'burst_voice_store_retries_total'),
        busy: sum(m, ops, 'outcome="busy"'),
        errors: sum(m, ops, 'outcome="error"'),
        writeMs: sum(m, 'burst_voice_store_operation_duration_seconds_sum', 'op="write"') * 1000,
      };
    },
    close: async () => {
      primary.stop();
      await primary.done;
    },
  };
}
