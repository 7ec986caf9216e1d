// A small TTL cache with single-flight for slow-changing lookups (trending refreshes every 30 s,
// spec "Limits"; stations, shows and source searches change rarely). Concurrent identical
// requests share one in-flight promise; a failure is never cached, so the next call retries.
// Time comes from the injected clock, so tests can move it.
import type { Clock } from '../util/clock';
import { TtlLru } from '../util/ttl-lru';

interface Entry {
  value: unknown;
  /** JSON length of the value: a cheap, stable stand-in for its memory. */
  size: number;
}

export interface TtlCacheOptions {
  clock: Clock;
  maxEntries: number;
  /** Bound of the cached values' total size (their JSON length); default CACHE_MAX_BYTES. */
  maxBytes?: number;
}

/**
 * An entry count alone does not bound memory: a body may be up to 5 MB (http-client.ts), and
 * source searches are keyed on whatever the listener said, so 500 entries could hold gigabytes
 * on a 128 MB Lambda. The total is bounded too; a value bigger than the bound is not kept.
 */
export const CACHE_MAX_BYTES = 16 * 1024 * 1024;

export class TtlCache {
  private readonly entries: TtlLru<Entry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  readonly maxBytes: number;

  constructor(opts: TtlCacheOptions) {
    this.maxBytes = Math.max(1, Math.floor(opts.maxBytes ?? CACHE_MAX_BYTES));
    this.entries = new TtlLru<Entry>(opts.clock, {
      maxEntries: Math.max(1, opts.maxEntries),
      maxBytes: this.maxBytes,
      ttlMs: 0,
      sizeOf: (entry) => entry.size,
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
        // Over the bound, the cache refuses the entry.
        this.entries.set(key, { value, size: jsonSize(value) }, { ttlMs });
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

  /** Total size of the cached values (JSON length). */
  get bytes(): number {
    return this.entries.bytes;
  }

  clear(): void {
    this.entries.clear();
  }
}

function jsonSize(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    // Not JSON-able (never the case for mapped API data): too odd to keep.
    return Number.MAX_SAFE_INTEGER;
  }
}
