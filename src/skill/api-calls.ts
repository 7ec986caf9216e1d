// How the skill calls the Burst API: every call bounded by the request's deadline, and a failure
// named in the logs by its kind (the closed ApiError set), so log lines can be counted by kind.
import type { CallOptions } from '../api/api';
import { isApiError } from '../api/errors';
import type { RequestContext } from './context';

/** Call options bounded by the request's deadline. */
export function callOptions(ctx: RequestContext, timeoutMs?: number): CallOptions {
  return { deadline: ctx.deadline, ...(timeoutMs !== undefined ? { timeoutMs } : {}) };
}

export function kindOf(err: unknown): string {
  return isApiError(err) ? err.kind : err instanceof Error ? err.name : 'unknown';
}
