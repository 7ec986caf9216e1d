// The one shape of the process-memory caches of the request path (API lookups, pages fetched
// ahead, caption cues): least recently used first out, bounded by entries and by total size,
// expiring by the injected clock so tests can move time.
//
// Written here rather than taken from lru-cache (which the server's certificate cache still
// uses): these caches need get, set, has and a size, and lru-cache's 18 KB was 6 % of the Lambda
// bundle, whose 300 KB bound (issue 39) the free-words chain of issue 50 would otherwise pass.
// A Map keeps insertion order, so re-inserting on use makes its first key the least recent.
import type { Clock } from './clock';

export interface TtlLruOptions<V> {
  maxEntries: number;
  /** Bound of the kept values' total size; a value bigger than it is not kept. */
  maxBytes: number;
  /** Lifetime of an entry unless `set` gives its own. */
  ttlMs: number;
  /** A value's size; its JSON length by default. */
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

export class TtlLru<V> {
  private readonly map = new Map<string, Entry<V>>();
  private total = 0;
  private readonly sizeOf: (value: V) => number;

  constructor(
    private readonly clock: Clock,
    private readonly o: TtlLruOptions<V>,
  ) {
    this.sizeOf = o.sizeOf ?? ((v) => Math.max(1, JSON.stringify(v)?.length ?? 1));
  }

  /** The live value, now the most recently used; undefined when absent or expired. */
  get(key: string): V | undefined {
    const e = this.live(key);
    if (!e) return undefined;
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  /** Whether a live value is kept (its recency unchanged). */
  has(key: string): boolean {
    return this.live(key) !== undefined;
  }

  set(key: string, value: V, opts: { ttlMs?: number } = {}): void {
    this.remove(key);
    const size = this.sizeOf(value);
    if (!(size <= this.o.maxBytes)) return;
    const ttl = opts.ttlMs ?? this.o.ttlMs;
    // No lifetime (0) is no expiry.
    this.map.set(key, { value, size, expires: ttl > 0 ? this.clock.now() + ttl : Infinity });
    this.total += size;
    for (const oldest of this.map.keys()) {
      if (this.map.size <= this.o.maxEntries && this.total <= this.o.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.map.size;
  }

  /** Total size of the kept values. */
  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  private live(key: string): Entry<V> | undefined {
    const e = this.map.get(key);
    // Live through its last millisecond, as lru-cache counts it.
    if (e && e.expires < this.clock.now()) {
      this.remove(key);
      return undefined;
    }
    return e;
  }

  private remove(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    this.total -= e.size;
  }
}

/** A cache of the request path's shape (see above). */
export function ttlLru<V extends object>(clock: Clock, o: TtlLruOptions<V>): TtlLru<V> {
  return new TtlLru<V>(clock, o);
}
