// HTTP status and transport failures → the closed set of ApiError kinds. Error bodies are not
// published and no public client parses them (docs/burst-api.md, Errors): only the status counts,
// and the body is never read into a message. Messages name the method, endpoint path and status —
// never the key, never the full URL (its query can hold user ids) — and the axios error is never
// attached as `cause` (its config holds the request headers, key included).
import { isAxiosError } from 'axios';
import { ApiError } from './errors';

export function errorForStatus(
  status: number,
  label: string,
  endpoint: string,
  retryAfter: unknown,
  nowMs: number,
): ApiError {
  const details = { status, endpoint };
  // 401/403: the response to a missing or wrong key is not described; the gateway answers 401
  // `{"statusCode":401,"message":"Access denied…"}` (docs/burst-api.md, Host, versions, authentication). Its
  // body is not read.
  if (status === 401 || status === 403)
    return new ApiError('unauthorized', `${label}: HTTP ${status}`, details);
  if (status === 429) {
    // Rate limits are not published; Retry-After is honoured when the gateway sends it.
    const retryAfterSec = parseRetryAfter(retryAfter, nowMs);
    return new ApiError('rate-limited', `${label}: HTTP 429`, {
      ...details,
      ...(retryAfterSec !== undefined ? { retryAfterSec } : {}),
    });
  }
  if (status === 404) return new ApiError('not-found', `${label}: HTTP 404`, details);
  if (status >= 500) return new ApiError('unavailable', `${label}: HTTP ${status}`, details);
  // Other 4xx and unexpected 1xx/3xx (redirects are not followed: the key header must not travel).
  return new ApiError('bad-response', `${label}: HTTP ${status}`, details);
}

/** `Retry-After` is delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(v: unknown, nowMs: number): number | undefined {
  const raw = Array.isArray(v) ? v[0] : v;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const s = String(raw).trim();
  if (/^\d+$/.test(s)) return Number(s);
  const at = Date.parse(s);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_NETWORK',
]);
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED', 'ESOCKETTIMEDOUT']);

/** A failure before a status arrived (or while the body was streaming). */
export function errorForTransport(
  err: unknown,
  label: string,
  endpoint: string,
  timedOut: boolean,
): ApiError {
  if (err instanceof ApiError) return err;
  // Our own AbortController fired: whatever axios reports, this was the time budget.
  if (timedOut) return new ApiError('timeout', `${label}: timed out`, { endpoint });
  const code = isAxiosError(err) ? err.code : codeOf(err);
  const message = err instanceof Error ? err.message : '';
  if (code && TIMEOUT_CODES.has(code)) return new ApiError('timeout', `${label}: timed out`, { endpoint });
  if ((code && UNAVAILABLE_CODES.has(code)) || /socket hang up/i.test(message)) {
    return new ApiError('unavailable', `${label}: connection failed (${code ?? 'socket hang up'})`, {
      endpoint,
    });
  }
  // The connection died while the body streamed (axios reports ERR_BAD_RESPONSE "stream has been
  // aborted"): a transport failure, not an answer we could not understand.
  if (code === 'ERR_BAD_RESPONSE' && /aborted/i.test(message)) {
    return new ApiError('unavailable', `${label}: connection lost mid-body`, { endpoint });
  }
  if (code === 'ERR_BAD_RESPONSE' || code === 'ERR_FR_MAX_BODY_LENGTH_EXCEEDED') {
    return new ApiError('bad-response', `${label}: unreadable response (${code})`, { endpoint });
  }
  // Any other transport failure: the service could not be reached properly.
  return new ApiError('unavailable', `${label}: request failed${code ? ` (${code})` : ''}`, { endpoint });
}

function codeOf(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const c = (err as { code: unknown }).code;
    return typeof c === 'string' ? c : undefined;
  }
  return undefined;
}
