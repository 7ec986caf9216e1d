// Storage failures are explicit so the skill can catch them and keep answering (it speaks, then
// carries on without saved state). Messages name the store (table or file) but never carry
// credentials or the stored data.

export type PersistenceOperation = 'open' | 'get' | 'save' | 'delete' | 'close' | 'create-table';

/**
 * Where inside the store a failure happened: the caller's operation, or the open-time work it
 * triggered (a lazy open runs inside the first get). Goes into the store metric and the log line,
 * so an operator reads "SQLITE_BUSY at pragma", not only "a read failed".
 */
export type StoreStep =
  | 'open'
  | 'pragma'
  | 'schema'
  | 'backfill'
  | 'index'
  | 'sweep'
  | 'get'
  | 'put'
  | 'delete'
  | 'close'
  | 'create-table';

const STEP_OF: Record<PersistenceOperation, StoreStep> = {
  open: 'open',
  get: 'get',
  save: 'put',
  delete: 'delete',
  close: 'close',
  'create-table': 'create-table',
};

export class PersistenceError extends Error {
  override readonly name = 'PersistenceError';
  readonly step: StoreStep;
  constructor(
    readonly operation: PersistenceOperation,
    message: string,
    /** The underlying error's name/code (e.g. `ResourceNotFoundException`, `SQLITE_BUSY`), if any. */
    readonly code?: string,
    step?: StoreStep,
  ) {
    super(message);
    this.step = step ?? STEP_OF[operation];
  }
}

export function isPersistenceError(e: unknown): e is PersistenceError {
  return e instanceof PersistenceError;
}

/**
 * The store was held by another connection (SQLite: SQLITE_BUSY and SQLITE_LOCKED with their
 * extended codes): nothing was done, and the same operation a moment later normally succeeds. The
 * update loop treats it like a write conflict (wait briefly, read again, decide again).
 */
export function isContention(e: unknown): boolean {
  const code = e instanceof PersistenceError ? e.code : errorCode(e);
  return code !== undefined && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/**
 * Failures that another try a moment later normally gets past: a busy store, throttling, a 5xx,
 * a time-out, a dropped, reset or refused connection, an endpoint that does not resolve (the
 * October 2025 us-east-1 outage was an empty DNS record: docs/platform.md, When the store fails).
 * "Error handling with DynamoDB" (AWS, read 2026-11-27): retry these with back-off. A refused
 * request (validation, access, a missing table) or a full or read-only SQLite file is not:
 * trying again only spends the reply's time.
 */
export function isTransient(e: unknown): boolean {
  if (isContention(e)) return true;
  const code = e instanceof PersistenceError ? e.code : errorCode(e);
  return (
    code !== undefined &&
    (THROTTLING_CODES.has(code) || TRANSIENT_CODES.has(code) || /^HTTP5\d\d$/.test(code))
  );
}

/** DynamoDB's throttling errors: the client waits longer before trying again (dynamodb-client.ts). */
export const THROTTLING_CODES: ReadonlySet<string> = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TransactionInProgressException',
  'TooManyRequestsException',
]);

/** Server faults, time-outs and network failures: the same request a moment later may pass. */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'NetworkError',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** The name or code of an unknown thrown value, without its message (which may echo request data). */
export function errorCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const { code, name } = e as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code.length > 0) return code;
  if (typeof name === 'string' && name.length > 0) return name;
  return undefined;
}
