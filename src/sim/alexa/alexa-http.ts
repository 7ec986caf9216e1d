// Amazon's hosts on the sim's origin, so an offline skill reaches them at its API address: LWA's
// `/auth/o2/token`, and the Proactive Events paths of each region under `/na`, `/eu` and `/fe`
// (the skill maps North America, Europe and Far East to `<sim origin>/<region>`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson } from '../respond';
import { mediaType, type AlexaSim } from './alexa-sim';
import type { AlexaRegion } from './event-types';

export const LWA_TOKEN_PATH = '/auth/o2/token';
/** `/<region>/v1/proactiveEvents/stages/development`, or the live `/<region>/v1/proactiveEvents` (Amazon writes it with a final slash). */
const EVENTS_PATH = /^\/(na|eu|fe)\/v1\/proactiveEvents(\/stages\/development)?\/?$/;
const REGION_PREFIX = /^\/(na|eu|fe)(\/|$)/;

/** The paths handleAlexa answers (unknown ones under a region prefix get its 404). */
export function isAlexaPath(path: string): boolean {
  return path === LWA_TOKEN_PATH || REGION_PREFIX.test(path);
}

export async function handleAlexa(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  alexa: AlexaSim,
): Promise<void> {
  const events = EVENTS_PATH.exec(path);
  if (path !== LWA_TOKEN_PATH && !events) {
    req.resume();
    return sendJson(res, 404, { message: `No endpoint ${path}` });
  }
  if (req.method !== 'POST') {
    req.resume();
    return sendJson(res, 405, { message: 'Use POST' }, { allow: 'POST' });
  }
  let text: string;
  try {
    text = await readText(req);
  } catch (e) {
    return sendJson(res, 400, { message: e instanceof Error ? e.message : 'unreadable body' });
  }

  if (!events) {
    // RFC 6749 §5.1: token answers are never cached.
    const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };
    if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded') {
      const body = {
        error: 'invalid_request',
        error_description: 'Content-Type must be application/x-www-form-urlencoded',
      };
      return sendJson(res, 400, body, noStore);
    }
    const reply = alexa.token(new URLSearchParams(text));
    return sendJson(res, reply.status, reply.body, noStore);
  }

  const reply = alexa.receive({
    region: events[1] as AlexaRegion,
    stage: events[2] ? 'development' : 'live',
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    text,
  });
  if (reply.body !== undefined) return sendJson(res, reply.status, reply.body, reply.headers);
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, { 'content-length': '0', ...reply.headers });
  res.end();
}
