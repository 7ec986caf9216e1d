// The Express app that hosts the skill as an HTTPS web service. Alexa's request verification is
// always on: Amazon requires a web-service skill to check the signature and the timestamp of every
// request ("Host a custom skill as a web service"), and there is deliberately no switch to turn
// it off. Local development without signatures goes through the emulator, which calls the skill
// object directly and is mounted only on loopback (see src/config/env.ts, EMULATOR).
import type { Skill as CustomSkill } from 'ask-sdk-core';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { BurstApi } from '../api/api';
import { DEFAULT_MAX_BODY_BYTES, type ConfigSummary, type Publication } from '../config/env';
import { FLASH_BRIEFING_PATH, flashBriefingRouter } from '../feeds/routes';
import type { Logger } from '../util/logger';
import { alexaRoute } from './alexa-route';
import { ALEXA_PATH } from './paths';
import { mountPolicyPages } from './policy-pages';
import { requestLogger } from './request-log';
import { CachingSignatureVerifier } from './signature-verifier';
import { AlexaTimestampVerifier } from './timestamp-verifier';

export { ALEXA_PATH } from './paths';
export const HEALTH_PATH = '/health';
export const METRICS_PATH = '/metrics';

export interface ServerAppOptions {
  skill: CustomSkill;
  logger: Logger;
  /** Bodies larger than this are refused with 413 before they are read. */
  maxBodyBytes?: number;
  /** Shown on /health: must already be free of secrets (describeConfig). */
  config?: ConfigSummary;
  /** When given, the Flash Briefing feeds are served from it (src/feeds). */
  api?: BurstApi;
  /** Checks Signature-256 (tests give one with their own clock). */
  signatureVerifier?: CachingSignatureVerifier;
  /** GET /metrics in the Prometheus text format (src/metrics/prometheus.ts). */
  metrics?: MetricsEndpoint;
  /** Operator details for the /privacy and /terms pages the manifest links to. */
  publication?: Publication;
  /** RETENTION_DAYS, for the privacy page. */
  retentionDays?: number;
  /** Mount more routes (the local emulator) before the 404 and error handlers. */
  extra?: (app: Express) => void;
}

export interface MetricsEndpoint {
  contentType: string;
  render(): Promise<string>;
}

export function createServerApp(opts: ServerAppOptions): Express {
  const app = express();
  const startedAt = Date.now();
  const maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  app.disable('x-powered-by');
  app.use(requestLogger(opts.logger));

  app.get(HEALTH_PATH, (_req, res) => {
    res.json({
      status: 'ok',
      uptimeSec: Math.round((Date.now() - startedAt) / 1000),
      // With WORKERS > 1, which process answered (the configured count comes with the config).
      pid: process.pid,
      ...(opts.config ?? {}),
    });
  });

  const metrics = opts.metrics;
  if (metrics) {
    app.get(METRICS_PATH, (_req, res, next) => {
      metrics.render().then((text) => res.type(metrics.contentType).send(text), next);
    });
  }

  // No JSON parser may run before this route: the signature covers the raw bytes. The signature is
  // checked by our verifier (certificate validated once per URL, its key cached until it
  // expires: signature-verifier.ts), the timestamp within 150 s both ways (timestamp-verifier.ts:
  // the adapter's own verifier lets future and unreadable timestamps through).
  const verifiers = [opts.signatureVerifier ?? new CachingSignatureVerifier(), new AlexaTimestampVerifier()];
  app.post(ALEXA_PATH, bodySizeGuard(maxBodyBytes), ...alexaRoute(opts.skill, verifiers));

  if (opts.api) app.use(FLASH_BRIEFING_PATH, flashBriefingRouter({ api: opts.api, logger: opts.logger }));
  mountPolicyPages(app, opts.publication ?? {}, { retentionDays: opts.retentionDays });
  opts.extra?.(app);

  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(errorHandler(opts.logger));
  return app;
}

/**
 * Refuses a declared Content-Length over the limit without reading the body. A chunked body has no
 * length up front; the route's text parser stops it at 100 KB, as the adapter's does (also a 413).
 */
function bodySizeGuard(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.set('Connection', 'close');
      res.status(413).json({ error: 'request body too large' });
      return;
    }
    next();
  };
}

/** Parser and routing errors become short JSON answers; nothing internal is echoed. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = httpStatusOf(err);
    if (status >= 500) logger.error('request failed', { path: req.path, err });
    res.status(status).json({
      error: status === 413 ? 'request body too large' : status < 500 ? 'bad request' : 'internal error',
    });
  };
}

function httpStatusOf(err: unknown): number {
  if (typeof err === 'object' && err !== null) {
    const s =
      (err as { status?: unknown; statusCode?: unknown }).status ??
      (err as { statusCode?: unknown }).statusCode;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return 500;
}
