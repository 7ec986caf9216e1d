// The memory store with every call noted (which record, which operation): what a request costs
// the store, or that it touched nothing at all.
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import type { VersionedStore } from '../../src/state/store';

export interface StoreCall {
  op: 'get' | 'put' | 'delete';
  key: 'listener' | 'device' | 'person';
}

const kind = (key: string): StoreCall['key'] =>
  key.includes('|p_') ? 'person' : key.includes('|') ? 'device' : 'listener';

/** Wraps `base` so that each get, put and delete is pushed to `calls` before it runs. */
export function countingStore(base: MemoryPersistenceAdapter, calls: StoreCall[]): VersionedStore {
  return new Proxy(base, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const fn = value as (...a: unknown[]) => unknown;
      if (prop === 'get' || prop === 'put' || prop === 'delete') {
        return (key: string, ...rest: unknown[]) => {
          calls.push({ op: prop, key: kind(key) });
          return fn.call(target, key, ...rest);
        };
      }
      return fn.bind(target);
    },
  }) as VersionedStore;
}
