// One structured log line per HTTP request. The body is only inspected after the response, when
// the adapter's own parser has left the raw text in req.body: reading it earlier would break the
// signature check, which needs the untouched bytes.
import type { Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { LogFields, Logger } from '../util/logger';
import { alexaIdsOf } from './alexa-route';

/** Adapter refusals echo a reason; it is logged, cut to this length. */
const MAX_REASON_CHARS = 200;

export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let reason: string | undefined;
    const send = res.send.bind(res);
    // The adapter answers a failed verification with `res.send("<error name>, <message>")`; keep
    // that reason for the log line so an operator can tell a stale timestamp from a bad signature.
    res.send = function (this: Response, body?: unknown) {
      if (res.statusCode >= 400 && typeof body === 'string') reason = body.slice(0, MAX_REASON_CHARS);
      return send(body);
    } as Response['send'];
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
      const fields: LogFields = {
        ...(alexaIdsOf(res) ?? alexaIds(req)),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        latencyMs: Math.round(latencyMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
        ...(reason !== undefined ? { reason } : {}),
      };
      if (res.statusCode >= 500) logger.error('request', fields);
      else if (res.statusCode >= 400) logger.warn('request', fields);
      else logger.info('request', fields);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

/**
 * For requests the route refused before parsing them: Alexa's requestId and request type when the
 * body is a parseable envelope, else a fresh id.
 */
function alexaIds(req: Request): { requestId: string; requestType?: string } {
  const body: unknown = req.body;
  if (typeof body === 'string' && body.length > 0) {
    try {
      const parsed: unknown = JSON.parse(body);
      const request = (parsed as { request?: { requestId?: unknown; type?: unknown } } | null)?.request;
      if (request && typeof request.requestId === 'string') {
        return {
          requestId: request.requestId,
          ...(typeof request.type === 'string' ? { requestType: request.type } : {}),
        };
      }
    } catch {
      // Not JSON: the adapter has already refused it; the log still gets an id.
    }
  }
  return { requestId: `local-${randomUUID()}` };
}
