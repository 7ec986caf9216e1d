// In-process store for tests, the emulator and benchmarks. Values are kept as JSON text, exactly
// what the SQLite and DynamoDB stores can hold: a handler that mutates its attributes after saving
// (or after reading) cannot change what is stored, and JSON is several times faster than
// structuredClone on Node 20 (it was a quarter of a request's time in the benchmark).
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError } from './errors';
import {
  defaultPartitionKey,
  resolvePartitionKey,
  type Attributes,
  type ClosablePersistenceAdapter,
  type PartitionKeyFn,
} from './types';

export interface MemoryPersistenceOptions {
  partitionKey?: PartitionKeyFn;
}

export class MemoryPersistenceAdapter implements ClosablePersistenceAdapter {
  private readonly store = new Map<string, string>();
  private readonly partitionKey: PartitionKeyFn;

  constructor(opts: MemoryPersistenceOptions = {}) {
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
  }

  /** Number of stored listeners. */
  get size(): number {
    return this.store.size;
  }

  async getAttributes(env: RequestEnvelope): Promise<Attributes> {
    const stored = this.store.get(resolvePartitionKey(this.partitionKey, env, 'get'));
    return stored === undefined ? {} : (JSON.parse(stored) as Attributes);
  }

  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    const key = resolvePartitionKey(this.partitionKey, env, 'save');
    let copy: string;
    try {
      if (!isJsonData(attributes)) throw new Error('not plain data');
      copy = JSON.stringify(attributes);
    } catch {
      // Functions, symbols, BigInts and the like cannot be stored by the real adapters either.
      throw new PersistenceError('save', 'Attributes are not plain data and cannot be stored');
    }
    this.store.set(key, copy);
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    this.store.delete(resolvePartitionKey(this.partitionKey, env, 'delete'));
  }

  async close(): Promise<void> {
    // Nothing to release; kept for the shared shutdown path.
  }
}

/** Plain JSON data (undefined values are allowed: they are dropped, as the real stores drop them). */
function isJsonData(v: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (v === null || v === undefined) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object':
      if (Array.isArray(v)) return v.every((x) => isJsonData(x, depth + 1));
      if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) return false;
      return Object.values(v as Record<string, unknown>).every((x) => isJsonData(x, depth + 1));
    default:
      return false;
  }
}
