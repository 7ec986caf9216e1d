// `npm start`: the skill as an HTTPS web service behind Express (put TLS in front: Alexa calls
// only https endpoints with a trusted or uploaded certificate). Without BURST_API_KEY the
// built-in simulator answers the API calls, so the skill runs with no account at all.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, describeConfig, loadConfig, type AppConfig } from '../config/env';
import { ALL_STORES, createPersistenceAdapter } from '../persistence/factory';
import { DAY_MS } from '../config/limits';
import { addWorkerGauges, createPrometheusMetrics } from '../metrics/prometheus';
import { createLogger } from '../util/logger';
import { createServerApp } from './app';
import { connectApi } from '../app/api-target';
import { buildSkill } from '../app/build-skill';
import { createNotifier, type Notifier } from '../app/notifier';
import { notifyTarget } from '../app/notify-target';
import { schedulePasses } from './notify-timer';
import { mountEmulator } from './emulator-hook';
import { EMULATOR_PATH } from '../emulator/web-routes';
import { closeGracefully, SHUTDOWN_GRACE_MS } from './shutdown';
import {
  announceWorkerReady,
  clusterMetricsRenderer,
  isClusterWorker,
  NOTIFY_WORKER_ENV,
  runPrimary,
} from './cluster';

export interface RunningServer {
  url: string;
  config: AppConfig;
  /** The process that runs notification passes: one now (operators' tools and tests). */
  notificationPass?: Notifier['runPass'];
  /** The built-in simulator's URL, when this server started one (no BURST_API_KEY). */
  simulatorUrl?: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where log lines go (tests); stdout by default. */
  logSink?: (line: string) => void;
}

export async function startServer(env: NodeJS.ProcessEnv, opts: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(env, 'express');
  const secrets = [config.apiKey, config.listenerIdSecret, config.notify?.clientSecret].filter(
    (s): s is string => s !== undefined,
  );
  const logger = createLogger({
    level: config.logLevel,
    secrets,
    sink: opts.logSink,
    base: { service: 'burst-voice' },
  });

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((err: unknown) => logger.warn('shutdown step failed', { err }));
    }
  };

  try {
    const metrics = createPrometheusMetrics();
    // A cluster's primary reports its workers; one process is a cluster of one (same alert rule).
    if (!isClusterWorker()) addWorkerGauges(metrics.registry, 1, 1);
    const {
      api,
      baseUrl: apiBaseUrl,
      stopSimulator,
      sim,
    } = await connectApi(config, logger, {}, (e) => metrics.sink.apiCall(e));
    if (stopSimulator) cleanups.push(stopSimulator);
    const notify = notifyTarget(config, stopSimulator ? apiBaseUrl : undefined);
    const { skill, store, sealer } = buildSkill(
      { ...config, ...(notify ? { notify: notify.config } : {}) },
      { api, store: ALL_STORES, logger, metrics: metrics.sink },
    );
    cleanups.push(() => store.close());
    // One process runs the passes: this one alone, or the worker the primary named (cluster.ts).
    let notificationPass: Notifier['runPass'] | undefined;
    if (notify && (!isClusterWorker() || env[NOTIFY_WORKER_ENV] === '1')) {
      const notifier = createNotifier(notify.config, {
        store,
        api,
        sealer,
        logger,
        metrics: metrics.sink,
        ...(notify.origins ? { origins: notify.origins } : {}),
      });
      notificationPass = (o) => notifier.runPass(o);
      cleanups.push(schedulePasses(notifier, notify.config.everyMinutes, logger));
      logger.info('notification passes scheduled', {
        everyMinutes: notify.config.everyMinutes,
        pid: process.pid,
      });
    }
    // Before listening: the first request must not pay for it, and a bad path stops the start.
    store.open?.();

    const app = createServerApp({
      skill,
      api,
      logger,
      maxBodyBytes: config.maxBodyBytes,
      retentionDays: config.retentionDays,
      config: describeConfig(config),
      metrics: {
        contentType: metrics.registry.contentType,
        // With WORKERS > 1 any worker may answer the scrape: it returns the sum over all of them.
        render: isClusterWorker()
          ? clusterMetricsRenderer(metrics.registry)
          : () => metrics.registry.metrics(),
      },
      publication: config.publication,
      extra: config.emulator
        ? (a) => mountEmulator(a, { api, config, logger, apiBaseUrl, ...(sim ? { sim } : {}) })
        : undefined,
    });

    const server = await listen(app, config.host, config.port);
    const url = urlOf(server, config.host);
    cleanups.push(() => closeGracefully(server, logger, SHUTDOWN_GRACE_MS));
    logger.info('burst voice listening', {
      url,
      alexaEndpoint: `${url}/alexa`,
      ...(config.emulator ? { emulatorUrl: `${url}${EMULATOR_PATH}/` } : {}),
      ...describeConfig(config),
    });
    if (config.emulator && config.apiMode === 'api') {
      // The page drives a skill without Alexa's signature and spends the real key: a reverse proxy
      // in front of this loopback server would hand both to the internet.
      logger.warn('the local Echo page is on with a real API key: set EMULATOR=off behind a proxy');
    }

    let closing: Promise<void> | undefined;
    return {
      url,
      config,
      ...(notificationPass ? { notificationPass } : {}),
      ...(stopSimulator ? { simulatorUrl: apiBaseUrl } : {}),
      close: () => (closing ??= cleanup()),
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Express 5's app.listen calls its callback on errors too; a plain http server keeps them apart. */
function listen(handler: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env, 'express');
  } catch (err) {
    return startupFailed(err);
  }
  if (config.workers > 1 && !isClusterWorker()) {
    try {
      prepareStore(config);
    } catch (err) {
      return startupFailed(err);
    }
    const { done } = runPrimary({
      workers: config.workers,
      onReady: (url) => process.stderr.write(readyBanner({ url, config })),
      say: (line) => process.stderr.write(`${line}\n`),
    });
    process.exit(await done);
  }
  // The handlers come first: a signal while the server starts (after its "listening" line, say)
  // would otherwise find none and kill the process without closing the store.
  let running: RunningServer | undefined;
  let stopping = false;
  const close = (r: RunningServer) =>
    r.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!isClusterWorker()) process.stderr.write(`${signal}: shutting down\n`);
    if (running) void close(running);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  try {
    running = await startServer(process.env);
  } catch (err) {
    return startupFailed(err);
  }
  // Asked to stop while starting: close now that there is something to close.
  if (stopping) return void close(running);
  if (isClusterWorker()) {
    // A worker whose primary is gone would serve on alone, unsupervised.
    process.once('disconnect', () => stop('disconnect'));
    announceWorkerReady(running.url);
  } else {
    process.stderr.write(readyBanner(running));
  }
}

/**
 * WORKERS=N on one SQLite file: the open-time work (WAL, schema, backfill) is done once here,
 * before the workers start, instead of by N processes racing for the file's lock (issue 35).
 */
function prepareStore(config: AppConfig): void {
  if (config.persistence !== 'sqlite') return;
  const store = createPersistenceAdapter({
    kind: 'sqlite',
    dbPath: config.dbPath,
    retentionMs: config.retentionDays * DAY_MS,
  });
  try {
    store.open?.();
  } finally {
    // Closing a file just opened only fails if the open did; that error is already thrown.
    store.close().catch(() => undefined);
  }
}

/** A configuration mistake is one sentence for the operator, not a stack trace. */
function startupFailed(err: unknown): never {
  process.stderr.write(`${err instanceof ConfigError ? err.message : `start-up failed: ${String(err)}`}\n`);
  process.exit(1);
}

/** A few plain lines for the person at the terminal; the JSON log lines above are for machines. */
export function readyBanner(running: Pick<RunningServer, 'url' | 'config'>): string {
  const { url, config } = running;
  const api =
    config.apiMode === 'simulator' ? 'the built-in Burst API simulator (offline)' : config.apiBaseUrl;
  const store = config.persistence === 'sqlite' ? `sqlite (${config.dbPath})` : config.persistence;
  const lines = [
    '',
    `Burst Voice is running: API ${api}, state in ${store}${config.workers > 1 ? `, ${config.workers} workers` : ''}.`,
    ...(config.emulator
      ? [`  Local Echo page:  ${url}${EMULATOR_PATH}/   (type "ask burst voice to play the news")`]
      : []),
    `  Alexa endpoint:   ${url}/alexa   (signed Alexa requests only; put HTTPS in front)`,
    '  Ctrl-C stops it.',
    '',
  ];
  return lines.join('\n');
}

if (require.main === module) void main();
