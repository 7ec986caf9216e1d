// An in-process queue: requests of one listener are handled one after another in this process.
// Echo Show sends PlaybackNearlyFinished right after PlaybackStarted; handled side by side, each
// would read the same stored state and one of the versioned writes would meet a conflict and decide again. The
// queue only spares that round: correctness rests on the versioned writes (state-loop.ts), so the
// wait is bounded and a request that waited too long simply goes ahead.
import { withTimeout } from '../util/timeout';

export class ListenerQueue {
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
      // The wait is bounded: past it the request goes ahead (the versioned write still holds).
      if (previous) await withTimeout(previous, maxWaitMs, 'the previous request').catch(() => undefined);
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
