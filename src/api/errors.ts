// The closed set of failures the skill turns into speech. Messages never carry the key.

export type ApiErrorKind =
  'unauthorized' | 'rate-limited' | 'unavailable' | 'timeout' | 'bad-response' | 'not-found';

export const API_ERROR_KINDS: readonly ApiErrorKind[] = [
  'unauthorized',
  'rate-limited',
  'unavailable',
  'timeout',
  'bad-response',
  'not-found',
];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { status?: number; retryAfterSec?: number; endpoint?: string } = {},
  ) {
    super(message);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
