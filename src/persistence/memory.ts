// In-process store for tests, the emulator and benchmarks. Values are kept as JSON text, exactly
// what the SQLite and DynamoDB stores can hold: a handler that mutates its attributes after saving
// (or after reading) cannot change what is stored, and JSON is several times faster than
// structuredClone on Node 20 (it was a quarter of a request's time in the benchmark).
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError } from './errors';
import { checkExpectedVersion, checkKey, defaultPartitionKey, resolvePartitionKey } from './checks';
import type { Attributes, ClosablePersistenceAdapter, PartitionKeyFn, PutResult, Versioned } from './types';

interface Row {
  data: string;
  version: number;
}

export interface MemoryPersistenceOptions {
  partitionKey?: PartitionKeyFn;
}

export class MemoryPersistenceAdapter implements ClosablePersistenceAdapter {
  private readonly store = new Map<string, Row>();
  private readonly partitionKey: PartitionKeyFn;

  constructor(opts: MemoryPersistenceOptions = {}) {
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
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
    this.store.set(key, { data, version: (this.store.get(key)?.version ?? 0) + 1 });
  }

  async get(key: string): Promise<Versioned> {
    const row = this.store.get(checkKey(key, 'get'));
    return row === undefined
      ? { value: undefined, version: 0 }
      : { value: JSON.parse(row.data) as Attributes, version: row.version };
  }

  /** Compare and set: the check and the write happen in one turn of the event loop. */
  async put(key: string, value: Attributes, expectedVersion: number): Promise<PutResult> {
    checkKey(key, 'save');
    const expected = checkExpectedVersion(expectedVersion);
    const data = serialise(value);
    if ((this.store.get(key)?.version ?? 0) !== expected) return 'conflict';
    this.store.set(key, { data, version: expected + 1 });
    return 'ok';
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    this.store.delete(resolvePartitionKey(this.partitionKey, env, 'delete'));
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
