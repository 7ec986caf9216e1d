// WORKERS=N: N Express processes behind one port (node:cluster; the primary accepts connections
// and hands them to the workers in turn). The primary serves nothing itself: it forks the
// workers, replaces one that dies, stops them all on SIGTERM, and adds up their metrics so one
// scrape of /metrics covers every worker. The store (SQLite with WAL and a busy timeout, or
// DynamoDB) is shared through its own concurrency control, never through process memory.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { SHUTDOWN_GRACE_MS } from './shutdown';

const READY = 'burst-voice:ready';
const METRICS_REQ = 'burst-voice:metrics-req';
const METRICS_RES = 'burst-voice:metrics-res';
/** A worker that dies after start-up is replaced after this pause (no tight crash loop). */
const RESTART_DELAY_MS = 1000;
/** On stop, workers get their own grace period plus this before they are killed. */
const STOP_MARGIN_MS = 2000;
const METRICS_TIMEOUT_MS = 5000;

interface Message {
  type?: unknown;
  id?: unknown;
  url?: unknown;
  text?: unknown;
  error?: unknown;
}

export interface PrimaryOptions {
  workers: number;
  /** Told once, when every worker listens. */
  onReady(url: string): void;
  /** One line for the operator (stderr). */
  say(line: string): void;
}

/** The primary process: forks and supervises the workers; resolves with the exit code. */
export function runPrimary(opts: PrimaryOptions): Promise<number> {
  return new Promise((resolve) => {
    const aggregator = new AggregatorRegistry();
    const started = new Set<number>();
    let announced = false;
    let stopping = false;
    let exitCode = 0;

    cluster.on('message', (worker: Worker, msg: Message) => {
      if (msg.type === READY && typeof msg.url === 'string') {
        started.add(worker.id);
        if (!announced && started.size >= opts.workers) {
          announced = true;
          opts.onReady(msg.url);
        }
      } else if (msg.type === METRICS_REQ) {
        aggregator.clusterMetrics().then(
          (text) => worker.send({ type: METRICS_RES, id: msg.id, text }),
          (err: unknown) => worker.send({ type: METRICS_RES, id: msg.id, error: String(err) }),
        );
      }
    });

    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
        return;
      }
      if (!started.has(worker.id)) {
        // It never listened (port taken, store unreadable): the others would fail alike.
        opts.say(`a worker failed to start (exit code ${code ?? signal}): stopping`);
        stop(1);
        return;
      }
      opts.say(`worker ${worker.process.pid} exited (${code ?? signal}): starting another`);
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS).unref();
    });

    const fork = () => cluster.fork();

    function stop(code: number): void {
      if (stopping) return;
      stopping = true;
      exitCode = code;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      if (alive.length === 0) {
        resolve(exitCode);
        return;
      }
      for (const w of alive) w.process.kill('SIGTERM');
      setTimeout(() => {
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      }, SHUTDOWN_GRACE_MS + STOP_MARGIN_MS).unref();
    }

    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (!stopping) opts.say(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
        stop(0);
      });
    }
    for (let i = 0; i < opts.workers; i++) fork();
  });
}

/** In a worker: tells the primary that this worker listens. */
export function announceWorkerReady(url: string): void {
  process.send?.({ type: READY, url });
}

/** In a worker: /metrics asks the primary for the sum over all workers. */
export function clusterMetricsRenderer(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's answer to the primary's request for this registry.
  new AggregatorRegistry();
  let next = 0;
  const pending = new Map<number, { resolve(t: string): void; reject(e: Error): void }>();
  process.on('message', (msg: Message) => {
    if (msg.type !== METRICS_RES || typeof msg.id !== 'number') return;
    const p = pending.get(msg.id);
    pending.delete(msg.id);
    if (typeof msg.text === 'string') p?.resolve(msg.text);
    else p?.reject(new Error(`cluster metrics failed: ${String(msg.error)}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('cluster metrics timed out'));
      }, METRICS_TIMEOUT_MS);
      pending.set(id, {
        resolve: (t) => (clearTimeout(timer), resolve(t)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      process.send?.({ type: METRICS_REQ, id });
    });
}

export const isClusterWorker = (): boolean => cluster.isWorker;
