// Requests of one listener are handled one after another in this process. Echo Show sends
// PlaybackNearlyFinished right after PlaybackStarted; handled side by side, each would read the
// same stored state and the later write would drop the other's change (last write wins). The
// wait is bounded, so a slow request can delay the next one but never past Alexa's reply limit,
// and the time spent waiting counts against the request's own budget (see arrivalOf).

/** When the request reached the skill, before any wait for the listener's turn. */
const arrivals = new WeakMap<object, number>();

export function markArrival(env: object, at: number): void {
  arrivals.set(env, at);
}

export function arrivalOf(env: unknown): number | undefined {
  return typeof env === 'object' && env !== null ? arrivals.get(env) : undefined;
}

export class ListenerLocks {
  private readonly tails = new Map<string, Promise<void>>();

  /** Listeners with a request in flight or waiting (for tests and benchmarks). */
  get size(): number {
    return this.tails.size;
  }

  async run<T>(key: string, maxWaitMs: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous ? previous.then(() => mine) : mine;
    this.tails.set(key, tail);
    try {
      if (previous) await waitAtMost(previous, maxWaitMs);
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

function waitAtMost(p: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}
