// The simulator's request handler: auth, latency and faults in front of the API routes, plus the
// generated audio, Amazon's token and Proactive Events endpoints (alexa/) and the `/_sim/` control
// endpoints. Usable in-process or behind server.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { systemClock, type Clock } from '../util/clock';
import { silentLogger, type Logger } from '../util/logger';
import { AlexaSim, type AlexaSimOptions, type AlexaSimulator } from './alexa/alexa-sim';
import { handleAlexa, isAlexaPath } from './alexa/alexa-http';
import { clipFor, wavFor } from './audio';
import { buildCatalogue, type Catalogue } from './catalogue';
import {
  KEY_HEADER,
  MAX_AUDIO_SCALE,
  SIM_API_KEY,
  SIM_DEFAULT_PAGE_SIZE,
  SIM_DEFAULT_REAIR_RATE,
  SIM_DEFAULT_SEED,
  UNAUTHORIZED_BODY,
} from './constants';
import { ControlState, type SimFault, type SimulatorControl } from './control';
import { handleControl } from './control-http';
import { MALFORMED_BODY, messageBody, rewriteBody } from './faults';
import { BadRequest, Params } from './params';
import { sendHalfThenReset, sendJson, sendText } from './respond';
import { errorBody, ROUTES, type RouteEntry } from './routes';
import type { Json } from './wire';

export interface SimulatorAppOptions {
  apiKey?: string;
  seed?: number;
  pageSize?: number;
  clock?: Clock;
  logger?: Logger;
  /** Default `?scale=` of generated audio (1 = the burst's stated duration). */
  audioScale?: number;
  /**
   * Share of stories (0..1) that get one extra copy under another burst id: a re-air or a wire
   * copy, as the real API returns (docs/api-gaps.md, "Re-airs and wire copies"). By default
   * SIM_DEFAULT_REAIR_RATE; 0 gives the catalogue without copies.
   */
  reairRate?: number;
  /** Origin for nextPage/burstURL when a request has no Host header. */
  fallbackOrigin?: () => string;
  /** Amazon's side of notifications (LWA client id and secret to require; default: any). */
  alexa?: AlexaSimOptions;
}

export interface SimulatorApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  readonly control: SimulatorControl;
  readonly catalogue: Catalogue;
  /** Notifications the Proactive Events endpoints accepted, and their switches. */
  readonly alexa: AlexaSimulator;
  readonly apiKey: string;
  /** Ends hung and delayed requests (their sockets are destroyed) so a shutdown never waits. */
  release(): void;
}

const AUDIO_PATH = /^\/audio\/([A-Za-z0-9-]+)\.wav$/;
const AUDIO_ENDPOINT = '/audio';
const CORS = { 'access-control-allow-origin': '*' };
/** Route lookup ignores case, as the real (ASP.NET) service does. */
const ROUTES_BY_LOWER = new Map([...ROUTES].map(([path, entry]) => [path.toLowerCase(), { path, entry }]));

export function createSimulatorApp(opts: SimulatorAppOptions = {}): SimulatorApp {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? silentLogger;
  const apiKey = opts.apiKey ?? SIM_API_KEY;
  const pageSize = opts.pageSize ?? SIM_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError('pageSize must be a positive integer');
  const audioScale = opts.audioScale ?? 1;
  if (!(audioScale > 0 && audioScale <= MAX_AUDIO_SCALE))
    throw new RangeError(`audioScale must be in (0, ${MAX_AUDIO_SCALE}]`);
  const catalogue = buildCatalogue({
    seed: opts.seed ?? SIM_DEFAULT_SEED,
    now: clock.now(),
    reairRate: opts.reairRate ?? SIM_DEFAULT_REAIR_RATE,
  });
  const control = new ControlState(clock, catalogue);
  const alexa = new AlexaSim(clock, opts.alexa);
  const scrub = (text: string): string => (apiKey === '' ? text : text.split(apiKey).join('[redacted]'));
  const pending = new Set<ServerResponse>();
  const sleepers = new Set<() => void>();

  /** Resolves true after ms, or false when released first. */
  const sleep = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const cancel = () => {
        clearTimeout(timer);
        sleepers.delete(cancel);
        resolve(false);
      };
      const timer = setTimeout(() => {
        sleepers.delete(cancel);
        resolve(true);
      }, ms);
      sleepers.add(cancel);
    });

  const delay = async (endpoint: string, isApi: boolean, res: ServerResponse): Promise<boolean> => {
    const ms = control.latencyFor(endpoint, isApi);
    if (ms <= 0) return true;
    const completed = await sleep(ms);
    if (!completed) res.destroy();
    return completed && !res.destroyed;
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const found = ROUTES_BY_LOWER.get(url.pathname.replace(/\/+$/, '').toLowerCase());
    const endpoint = found?.path ?? url.pathname;
    const params = new Params(url.searchParams);
    const key = req.headers[KEY_HEADER];
    const entry = control.record({
      method: req.method ?? 'GET',
      path: scrub(endpoint),
      // An APIM-style `subscription-key` query parameter would be the key itself: never log it,
      // nor the key anywhere else a careless client put it (another name, a value, the path).
      query: Object.fromEntries(
        Object.entries(params.toRecord(['subscription-key'])).map(([k, v]) => [scrub(k), scrub(v)]),
      ),
      hasKey: typeof key === 'string' && key.length > 0,
    });
    const finish = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      sendJson(res, status, body, headers);
      logger.debug('sim request', { method: entry.method, path: entry.path, status });
    };
    if (!(await delay(endpoint, true, res))) return;
    if (key !== apiKey) return finish(401, UNAUTHORIZED_BODY);
    const fault = control.takeFault(endpoint, true);
    if (fault && applyTransportFault(fault, res, entry, finish)) return;
    if (!found) return finish(404, errorBody(404, `No endpoint ${url.pathname}`).body);
    if (!methodMatches(found.entry, req.method)) {
      return finish(405, errorBody(405, `Use ${found.entry.method} for ${endpoint}`).body, {
        allow: found.entry.method,
      });
    }
    let result: { status: number; body: Json };
    try {
      const origin = req.headers.host
        ? `http://${req.headers.host}`
        : (opts.fallbackOrigin?.() ?? 'http://127.0.0.1');
      result = found.entry.route({ cat: catalogue, clock, pageSize, origin, path: endpoint, params });
    } catch (e) {
      if (e instanceof BadRequest) return finish(400, errorBody(400, e.message).body);
      throw e;
    }
    const body = fault && result.status === 200 ? rewriteBody(fault, result.body) : result.body;
    if (fault?.kind === 'reset') {
      entry.status = 200;
      return sendHalfThenReset(res, JSON.stringify(body));
    }
    finish(result.status, body);
  };

  const handleAudio = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method === 'OPTIONS')
      return sendText(res, 204, '', { ...CORS, 'access-control-allow-methods': 'GET, HEAD' });
    const m = AUDIO_PATH.exec(url.pathname);
    const burst = m ? clipFor(catalogue, m[1] as string) : undefined;
    if (!burst) return sendJson(res, 404, errorBody(404, 'No such audio').body, CORS);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, 405, errorBody(405, 'Use GET').body, CORS);
    const scaleText = url.searchParams.get('scale');
    const scale = scaleText === null ? audioScale : Number(scaleText);
    if (!(scale > 0 && scale <= MAX_AUDIO_SCALE)) {
      return sendJson(res, 400, errorBody(400, `scale must be in (0, ${MAX_AUDIO_SCALE}]`).body, CORS);
    }
    if (!(await delay(AUDIO_ENDPOINT, false, res))) return;
    const fault = control.takeFault(AUDIO_ENDPOINT, false);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'status')
      return sendJson(res, fault.status, fault.body ?? errorBody(fault.status, 'Injected fault').body, CORS);
    if (fault?.kind === 'reset') {
      res.writeHead(200, { ...CORS, 'content-type': 'audio/wav', 'content-length': '1000000' });
      return void res.write(Buffer.alloc(512), () => res.destroy());
    }
    const wav = fault ? Buffer.from('this is not audio') : wavFor(burst, scale);
    sendAudio(req, res, wav);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    pending.add(res);
    res.on('close', () => pending.delete(res));
    // A request target like `//[` is a host-relative URL the WHATWG parser refuses: it threw out
    // of the 'request' listener and took the whole simulator down. Such a request is a 400.
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://simulator.invalid');
    } catch {
      req.resume();
      return sendJson(res, 400, errorBody(400, 'Malformed request target').body);
    }
    const path = url.pathname;
    let work: Promise<void>;
    if (path === '/_sim' || path.startsWith('/_sim/'))
      work = handleControl(req, res, path, control, catalogue, pageSize, alexa);
    else if (isAlexaPath(path)) work = handleAlexa(req, res, path, alexa);
    else if (path.startsWith('/audio/')) work = handleAudio(req, res, url);
    else if (path.startsWith('/v1/') || path.startsWith('/v2/')) work = handleApi(req, res, url);
    else work = Promise.resolve(sendJson(res, 404, errorBody(404, 'Not found').body));
    // Request bodies of API calls carry no meaning (docs/burst-api.md, Conventions): drain them so keep-alive
    // works.
    // The control and Alexa endpoints read their own bodies.
    if (!path.startsWith('/_sim') && !isAlexaPath(path)) req.resume();
    work.catch((e: unknown) => {
      logger.error('sim handler failed', { err: e instanceof Error ? e : String(e), path: scrub(path) });
      sendJson(res, 500, errorBody(500, 'Simulator error').body);
    });
  };

  return {
    handle,
    control,
    catalogue,
    alexa,
    apiKey,
    release: () => {
      for (const cancel of [...sleepers]) cancel();
      for (const res of [...pending]) res.destroy();
    },
  };
}

function methodMatches(entry: RouteEntry, method: string | undefined): boolean {
  return method === entry.method || (method === 'HEAD' && entry.method === 'GET');
}

/** Applies faults that replace the whole response; true when the response is taken care of. */
function applyTransportFault(
  fault: SimFault,
  res: ServerResponse,
  entry: { status: number },
  finish: (status: number, body: unknown, headers?: Record<string, string>) => void,
): boolean {
  switch (fault.kind) {
    case 'hang':
      return true; // left open until the client gives up or the simulator is released
    case 'status':
      if (typeof fault.body === 'string') {
        entry.status = fault.status;
        sendText(
          res,
          fault.status,
          fault.body,
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
          'text/plain; charset=utf-8',
        );
      } else {
        finish(
          fault.status,
          fault.body ?? { statusCode: fault.status, message: `Injected status ${fault.status}` },
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
        );
      }
      return true;
    case 'malformed':
      entry.status = 200;
      sendText(res, 200, MALFORMED_BODY);
      return true;
    case 'message':
      finish(200, messageBody(fault.message));
      return true;
    default:
      return false;
  }
}

/** Serves the WAV, honouring a single byte range (browsers' audio elements ask for them). */
function sendAudio(req: IncomingMessage, res: ServerResponse, wav: Buffer): void {
  const headers = {
    ...CORS,
    'content-type': 'audio/wav',
    'accept-ranges': 'bytes',
    'cache-control': 'no-store',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  let start = 0;
  let end = wav.length - 1;
  let status = 200;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      if (range[2]) end = Math.min(end, Number(range[2]));
    } else {
      start = Math.max(0, wav.length - Number(range[2]));
    }
    if (start > end || start >= wav.length) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${wav.length}` });
      return void res.end();
    }
    status = 206;
    Object.assign(headers, { 'content-range': `bytes ${start}-${end}/${wav.length}` });
  }
  res.writeHead(status, { ...headers, 'content-length': String(end - start + 1) });
  if (req.method === 'HEAD') return void res.end();
  res.end(wav.subarray(start, end + 1));
}
