// In-process store for tests, the emulator and benchmarks. Values are kept as JSON text, exactly
// what the SQLite and DynamoDB stores can hold: a handler that mutates its attributes after saving
// (or after reading) cannot change what is stored, and JSON is several times faster than
// structuredClone on Node 20 (it was a quarter of a request's time in the benchmark).
// Retention as the other stores: an expired record reads as absent, and a bounded sweep removes
// expired records, run by a write at most every SWEEP_INTERVAL_MS (no timer to keep a process up).
import type { RequestEnvelope } from 'ask-sdk-model';
import { systemClock, type Clock } from '../util/clock';
import { PersistenceError } from './errors';
import {
  SWEEP_BATCH,
  SWEEP_INTERVAL_MS,
  checkExpectedVersion,
  checkKey,
  checkRetention,
  defaultPartitionKey,
  expiryOf,
  resolvePartitionKey,
} from './checks';
import type {
  Attributes,
  ClosablePersistenceAdapter,
  PartitionKeyFn,
  PutOptions,
  PutResult,
  RetentionOptions,
  Versioned,
} from './types';

interface Row {
  data: string;
  version: number;
  /** Epoch ms after which the record reads as absent. */
  expiresAt: number;
}

export interface MemoryPersistenceOptions extends RetentionOptions {
  partitionKey?: PartitionKeyFn;
  clock?: Clock;
}

export class MemoryPersistenceAdapter implements ClosablePersistenceAdapter {
  readonly inProcess = true;
  private readonly store = new Map<string, Row>();
  private readonly partitionKey: PartitionKeyFn;
  private readonly clock: Clock;
  private readonly retentionMs: number;
  private lastSweep: number;

  constructor(opts: MemoryPersistenceOptions = {}) {
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
    this.clock = opts.clock ?? systemClock;
    this.retentionMs = checkRetention(opts.retentionMs);
    this.lastSweep = this.clock.now();
  }

  /** Number of stored listeners. */
  get size(): number {
    return this.store.size;
  }

  async getAttributes(env: RequestEnvelope): Promise<Attributes> {
    return (await this.get(resolvePartitionKey(this.partitionKey, env, 'get'))).value ?? {};
  }

  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    const key = resolvePartitionKey(this.partitionKey, env, 'save');
    const data = serialise(attributes);
    const now = this.clock.now();
    const version = (this.store.get(key)?.version ?? 0) + 1;
    this.store.set(key, { data, version, expiresAt: expiryOf(now, this.retentionMs) });
  }

  async get(key: string): Promise<Versioned> {
    const row = this.store.get(checkKey(key, 'get'));
    if (row === undefined) return { value: undefined, version: 0 };
    // Expired: absent to the reader, but the version stays so the next write replaces it.
    if (row.expiresAt <= this.clock.now()) return { value: undefined, version: row.version };
    return { value: JSON.parse(row.data) as Attributes, version: row.version };
  }

  /** Compare and set: the check and the write happen in one turn of the event loop. */
  async put(
    key: string,
    value: Attributes,
    expectedVersion: number,
    options?: PutOptions,
  ): Promise<PutResult> {
    checkKey(key, 'save');
    const expected = checkExpectedVersion(expectedVersion);
    const data = serialise(value);
    if ((this.store.get(key)?.version ?? 0) !== expected) return 'conflict';
    const now = this.clock.now();
    this.store.set(key, { data, version: expected + 1, expiresAt: expiryOf(now, this.retentionMs, options) });
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweepExpired();
    return 'ok';
  }

  async delete(key: string): Promise<void> {
    this.store.delete(checkKey(key, 'delete'));
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    this.store.delete(resolvePartitionKey(this.partitionKey, env, 'delete'));
  }

  /** Removes up to `limit` expired records; returns how many. */
  sweepExpired(limit = SWEEP_BATCH): number {
    const now = this.clock.now();
    this.lastSweep = now;
    let removed = 0;
    for (const [key, row] of this.store) {
      if (removed >= limit) break;
      if (row.expiresAt <= now) {
        this.store.delete(key);
        removed++;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    // Nothing to release; kept for the shared shutdown path.
  }
}

function serialise(attributes: Attributes): string {
  try {
    if (!isJsonData(attributes) || typeof attributes !== 'object' || attributes === null) {
      throw new Error('not plain data');
    }
    return JSON.stringify(attributes);
  } catch {
    // Functions, symbols, BigInts and the like cannot be stored by the real adapters either.
    throw new PersistenceError('save', 'Attributes are not plain data and cannot be stored');
  }
}

/**
 * Plain JSON data (undefined values are allowed: they are dropped, as the real stores drop them).
 * Loops rather than Object.values/every: it walks every record the skill writes.
 */
function isJsonData(v: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (v === null || v === undefined) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object': {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!isJsonData(v[i], depth + 1)) return false;
        return true;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const o = v as Record<string, unknown>;
      for (const k in o) if (!isJsonData(o[k], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}
