// A promise with a time limit; the loser keeps running but its result is ignored.
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), Math.max(0, ms));
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}
