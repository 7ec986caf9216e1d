// A promise with a time limit; the loser keeps running but its result is ignored.
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * `p`, or a rejection after `ms`: a TimeoutError naming `what`, or the caller's own error (the API
 * client rejects with its closed ApiError set).
 */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string | (() => Error)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = () =>
    typeof what === 'string' ? new TimeoutError(`${what} took longer than ${ms} ms`) : what();
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expired()), Math.max(0, ms));
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}
