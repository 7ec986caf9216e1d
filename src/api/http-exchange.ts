// One HTTP exchange with the Burst API: the subscription key header, `Accept: application/json`,
// no body (docs/burst-api.md, Conventions), the text body parsed here, one debug or warn log line,
// the call hook told (metrics), and every failure mapped to the closed ApiError set
// (http-errors.ts).
//
// One deadline per exchange: the budget (the call's timeoutMs or the client's default, cut to the
// caller's deadline) is computed once, and one timer aborts the whole exchange when it runs out —
// connecting, waiting, and a body that trickles in slowly alike.
import axios, { type AxiosInstance } from 'axios';
import type { CallOptions } from './api';
import { ApiError } from './errors';
import { errorForStatus, errorForTransport } from './http-errors';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';

/** A body larger than this is not a playlist we want (page size seen in practice: ≤ 25 bursts). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export type Method = 'GET' | 'POST';

export interface ApiCallEvent {
  operation: string;
  outcome: 'ok' | ApiError['kind'];
  ms: number;
}

export interface ExchangeRequest<T> {
  /** The client method: the operation label of the call hook (metrics). */
  op: string;
  method: Method;
  url: URL;
  opts: CallOptions | undefined;
  map: (body: unknown) => T;
  /** false: the body is not read (tracking, whose response is undocumented). */
  parseBody?: boolean;
}

export interface HttpExchangeOptions {
  apiKey: string;
  clock: Clock;
  logger: Logger;
  onCall?: (e: ApiCallEvent) => void;
  defaultTimeoutMs: number;
}

export class HttpExchange {
  // An ES private field, not a TS `private`: it stays out of JSON.stringify and util.inspect
  // output, so logging or dumping the client can never print the subscription key.
  readonly #apiKey: string;
  readonly defaultTimeoutMs: number;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly onCall: ((e: ApiCallEvent) => void) | undefined;
  private readonly http: AxiosInstance;

  constructor(opts: HttpExchangeOptions) {
    this.#apiKey = opts.apiKey;
    this.defaultTimeoutMs = opts.defaultTimeoutMs;
    this.clock = opts.clock;
    this.logger = opts.logger;
    this.onCall = opts.onCall;
    this.http = axios.create({
      // Node's http(s) only, with no proxy from the environment (it would see the subscription
      // key); the Lambda bundle carries nothing else of axios (lambda/axios-node-only.ts).
      adapter: 'http',
      proxy: false,
      // Redirects are not followed: axios' redirect follower keeps custom headers, so a redirect
      // to another host would carry the subscription key there. A 3xx is a bad-response.
      maxRedirects: 0,
      // The body is read as text and parsed here, so a non-JSON body is a clean bad-response.
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      maxContentLength: MAX_BODY_BYTES,
    });
  }

  /** Effective budget = min(per-call timeoutMs ?? default, deadline − now); ≤ 0 → timeout now. */
  budgetMs(opts: CallOptions | undefined, label: string, endpoint: string): number {
    let ms = opts?.timeoutMs ?? this.defaultTimeoutMs;
    if (opts?.deadline !== undefined) ms = Math.min(ms, opts.deadline - this.clock.now());
    if (!(ms > 0)) {
      throw new ApiError('timeout', `${label}: no time left before the deadline`, { endpoint });
    }
    return ms;
  }

  async send<T>(r: ExchangeRequest<T>): Promise<T> {
    const endpoint = r.url.pathname;
    const label = `${r.method} ${endpoint}`;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let status: number | undefined;
    try {
      const budget = this.budgetMs(r.opts, label, endpoint);
      const body = await this.fetchText(r.method, r.url, label, endpoint, budget, (s) => (status = s));
      this.logger.debug('burst api call', { method: r.method, endpoint, status, ms: elapsed() });
      // An empty body parses to undefined, which every mapper refuses as bad-response.
      const parsed =
        r.parseBody === false || body.trim() === '' ? undefined : parseJson(body, label, endpoint);
      const result = r.map(parsed);
      this.report({ operation: r.op, outcome: 'ok', ms: performance.now() - started });
      return result;
    } catch (e) {
      const err = e instanceof ApiError ? e : errorForTransport(e, label, endpoint, false);
      this.report({ operation: r.op, outcome: err.kind, ms: performance.now() - started });
      this.logger.warn('burst api call failed', {
        method: r.method,
        endpoint,
        kind: err.kind,
        status: err.details.status ?? status,
        ms: elapsed(),
      });
      throw err;
    }
  }

  /** Metrics must never change a call's result. */
  private report(e: ApiCallEvent): void {
    try {
      this.onCall?.(e);
    } catch {
      // ignored: see above
    }
  }

  /** One HTTP exchange within `budgetMs`; resolves with the text body of a 2xx. */
  private async fetchText(
    method: Method,
    url: URL,
    label: string,
    endpoint: string,
    budgetMs: number,
    onStatus: (status: number) => void,
  ): Promise<string> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, budgetMs);
    try {
      const res = await this.http.request<string>({
        method,
        url: url.href,
        signal: controller.signal,
        headers: { 'Ocp-Apim-Subscription-Key': this.#apiKey, Accept: 'application/json' },
      });
      onStatus(res.status);
      if (res.status < 200 || res.status >= 300) {
        throw errorForStatus(res.status, label, endpoint, res.headers['retry-after'], this.clock.now());
      }
      return typeof res.data === 'string' ? res.data : '';
    } catch (e) {
      throw errorForTransport(e, label, endpoint, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }
}

function parseJson(body: string, label: string, endpoint: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiError('bad-response', `${label}: body is not JSON`, { endpoint });
  }
}
