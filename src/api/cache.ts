// A small TTL cache with single-flight for slow-changing lookups (trending refreshes every 30 s,
// spec "Limits"; stations, shows and source searches change rarely). Concurrent identical
// requests share one in-flight promise; a failure is never cached, so the next call retries.
// Time comes from the injected clock (lru-cache's `perf`), so tests can move it.
import { LRUCache } from 'lru-cache';
import type { Clock } from '../util/clock';

interface Entry {
  value: unknown;
}

export interface TtlCacheOptions {
  clock: Clock;
  maxEntries: number;
}

export class TtlCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(opts: TtlCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      max: Math.max(1, opts.maxEntries),
      // `ttlResolution: 0` reads the clock on every check: the default caches "now" for 1 ms of
      // real time, which would hide a ManualClock move made in the same tick.
      ttlResolution: 0,
      perf: { now: () => opts.clock.now() },
      allowStale: false,
    });
  }

  /** The cached value for `key`, or the result of `load` (shared with concurrent callers). */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    // Each caller gets its own copy: a caller mutating its result must not change the cache.
    if (hit) return Promise.resolve(structuredClone(hit.value) as T);
    const pending = this.inFlight.get(key);
    if (pending) return pending.then((v) => structuredClone(v) as T);
    const p = load().then(
      (value) => {
        this.inFlight.delete(key);
        this.entries.set(key, { value }, { ttl: ttlMs });
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, p);
    return p.then((v) => structuredClone(v));
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
