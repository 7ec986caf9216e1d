// WORKERS=N: N Express processes behind one port (node:cluster; the primary accepts connections
// and hands them to the workers in turn). The primary serves nothing itself: it forks the
// workers, replaces one that dies, stops them all on SIGTERM, and adds up their metrics so one
// scrape of /metrics covers every worker (and says how many answered). The store (SQLite with WAL
// and a busy timeout, or DynamoDB) is shared through its own concurrency control, never through
// process memory.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Registry } from 'prom-client';
import { addWorkerGauges } from '../metrics/prometheus';
import { SHUTDOWN_GRACE_MS } from './shutdown';

const READY = 'burst-voice:ready';
const METRICS_REQ = 'burst-voice:metrics-req';
const METRICS_RES = 'burst-voice:metrics-res';
/** The primary asks each worker for its own metrics (exported for the test that ignores it). */
export const WORKER_METRICS_REQ = 'burst-voice:worker-metrics-req';
const WORKER_METRICS_RES = 'burst-voice:worker-metrics-res';
/** A worker that dies after start-up is replaced after this pause (no tight crash loop). */
const RESTART_DELAY_MS = 1000;
/** On stop, workers get their own grace period plus this before they are killed. */
const STOP_MARGIN_MS = 2000;
const METRICS_TIMEOUT_MS = 5000;
/**
 * How long a scrape waits for each worker: a hung worker must not fail the whole scrape, so the
 * primary answers with the others well before the asking worker's METRICS_TIMEOUT_MS.
 */
const WORKER_ANSWER_MS = 2000;

interface Message {
  type?: unknown;
  id?: unknown;
  url?: unknown;
  text?: unknown;
  error?: unknown;
  metrics?: unknown;
}

export interface PrimaryOptions {
  workers: number;
  /** Told once, when every worker listens. */
  onReady(url: string): void;
  /** One line for the operator (stderr). */
  say(line: string): void;
  /** Added to the workers' environment (which is this process's environment otherwise). */
  env?: Record<string, string>;
}

export interface Primary {
  /** Resolves with the exit code once every worker has stopped. */
  done: Promise<number>;
  /** What SIGTERM does: stop every worker gracefully. */
  stop(): void;
}

/**
 * Set (to '1') in the environment of the one worker that runs notification passes: never two at
 * once. When that worker exits, the one forked in its place gets it.
 */
export const NOTIFY_WORKER_ENV = 'BURST_NOTIFY_WORKER';

/** The primary process: forks and supervises the workers. */
export function runPrimary(opts: PrimaryOptions): Primary {
  let notifyWorker: number | undefined;
  const fork = (notifies: boolean) => {
    const w = cluster.fork({ ...opts.env, ...(notifies ? { [NOTIFY_WORKER_ENV]: '1' } : {}) });
    if (notifies) notifyWorker = w.id;
  };
  const started = new Set<number>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  let killTimer: NodeJS.Timeout | undefined;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const onMessage = (worker: Worker, msg: Message) => {
    if (msg.type === READY && typeof msg.url === 'string') {
      started.add(worker.id);
      if (!announced && started.size >= opts.workers) {
        announced = true;
        opts.onReady(msg.url);
      }
    } else if (msg.type === METRICS_REQ) {
      clusterMetrics().then(
        (text) => worker.send({ type: METRICS_RES, id: msg.id, text }),
        (err: unknown) => worker.send({ type: METRICS_RES, id: msg.id, error: String(err) }),
      );
    } else if (msg.type === WORKER_METRICS_RES && typeof msg.id === 'number' && Array.isArray(msg.metrics)) {
      scrapes.get(msg.id)?.(worker, msg.metrics as object[]);
    }
  };

  let nextScrape = 0;
  const scrapes = new Map<number, (worker: Worker, metrics: object[]) => void>();

  /** The sum over the workers that answer within WORKER_ANSWER_MS, and how many did. */
  function clusterMetrics(): Promise<string> {
    const id = nextScrape++;
    // A worker still starting has no answer yet: asking it would only delay the scrape.
    const asked = alive().filter((w) => started.has(w.id) && w.isConnected());
    const waiting = new Set(asked.map((w) => w.id));
    const answers: object[][] = [];
    return new Promise<string>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        scrapes.delete(id);
        // Answered once: a send failure reported after the wait ended must not answer again.
        waiting.clear();
        try {
          const gauges = new Registry();
          addWorkerGauges(gauges, opts.workers, answers.length);
          resolve(Registry.merge([AggregatorRegistry.aggregate(answers), gauges]).metrics());
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      };
      const timer = setTimeout(finish, WORKER_ANSWER_MS);
      const settle = (worker: Worker, metrics?: object[]) => {
        if (!waiting.delete(worker.id)) return;
        if (metrics) answers.push(metrics);
        if (waiting.size === 0) finish();
      };
      scrapes.set(id, settle);
      if (waiting.size === 0) return finish();
      // A worker whose channel closed meanwhile is one that did not answer.
      for (const w of asked) w.send({ type: WORKER_METRICS_REQ, id }, (err) => err && settle(w));
    });
  }

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) end();
      return;
    }
    if (!started.has(worker.id)) {
      // It never listened (port taken, store unreadable): the others would fail alike.
      opts.say(`a worker failed to start (exit code ${code ?? signal}): stopping`);
      stop(1);
      return;
    }
    opts.say(`worker ${worker.process.pid} exited (${code ?? signal}): starting another`);
    const notifies = worker.id === notifyWorker;
    setTimeout(() => {
      if (!stopping) fork(notifies);
    }, RESTART_DELAY_MS).unref();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) opts.say(`${signal}: stopping ${alive().length} workers`);
    stop(0);
  };

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = alive();
    if (workers.length === 0) return end();
    for (const w of workers) w.process.kill('SIGTERM');
    killTimer = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + STOP_MARGIN_MS);
    killTimer.unref();
  }

  /** Every worker is gone: leave the process as it was (a bench may start another cluster). */
  function end(): void {
    clearTimeout(killTimer);
    cluster.off('message', onMessage);
    cluster.off('exit', onExit);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    finish(exitCode);
  }

  cluster.on('message', onMessage);
  cluster.on('exit', onExit);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  for (let i = 0; i < opts.workers; i++) fork(i === 0);
  return { done, stop: () => stop(0) };
}

/** In a worker: tells the primary that this worker listens. */
export function announceWorkerReady(url: string): void {
  process.send?.({ type: READY, url });
}

/**
 * In a worker: answers the primary's request for this worker's metrics, and /metrics asks the
 * primary for the sum over all workers.
 */
export function clusterMetricsRenderer(registry: Registry): () => Promise<string> {
  let next = 0;
  const pending = new Map<number, { resolve(t: string): void; reject(e: Error): void }>();
  process.on('message', (msg: Message) => {
    if (msg.type === WORKER_METRICS_REQ) {
      // A failure is left unanswered: the primary counts this worker as not answering.
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: WORKER_METRICS_RES, id: msg.id, metrics }),
        () => undefined,
      );
      return;
    }
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
