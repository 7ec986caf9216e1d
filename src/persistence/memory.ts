// In-process store for tests, the emulator and benchmarks. Values are deep-copied in and out so a
// handler that mutates its attributes after saving (or after reading) cannot change what is stored,
// the same isolation the real stores give.
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
  private readonly store = new Map<string, Attributes>();
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
    return stored === undefined ? {} : structuredClone(stored);
  }

  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    const key = resolvePartitionKey(this.partitionKey, env, 'save');
    let copy: Attributes;
    try {
      copy = structuredClone(attributes);
    } catch {
      // Functions, symbols and the like cannot be stored by the real adapters either.
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
