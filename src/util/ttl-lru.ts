// The one shape of the process-memory caches of the playback path (pages fetched ahead, caption
// cues): bounded by entries and by total JSON size, expiring by the injected clock (lru-cache's
// `perf`), so tests can move time. `ttlResolution: 0` reads the clock on every check: the default
// caches "now" for 1 ms of real time, which would hide a ManualClock move made in the same tick.
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

export interface TtlLruOptions {
  maxEntries: number;
  /** Bound of the kept values' total JSON length. */
  maxBytes: number;
  ttlMs: number;
}

export function ttlLru<V extends object>(clock: Clock, o: TtlLruOptions): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: o.maxEntries,
    maxSize: o.maxBytes,
    sizeCalculation: (v) => Math.max(1, JSON.stringify(v).length),
    ttl: o.ttlMs,
    ttlResolution: 0,
    perf: { now: () => clock.now() },
  });
}
