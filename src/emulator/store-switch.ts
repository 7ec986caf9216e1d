// The local Echo's store, made to fail on purpose (`:store` in `npm run chat`, the page's Store
// menu): what a listener meets when DynamoDB is down or flaky (issue 48), tried by hand. It sits
// between the emulator's skill and its store, as the network sits between Lambda and DynamoDB:
// 'down' refuses every operation as a dead endpoint does (the October 2025 outage); 'flaky' fails
// about one operation in seven, as throttling, a time-out or a write whose answer was lost.
import { PersistenceError } from '../persistence/errors';
import type { Attributes, PutOptions, PutResult, Versioned } from '../persistence/types';
import type { VersionedStore } from '../state/store';

export const STORE_MODES = ['up', 'down', 'flaky'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

/** Share of operations a flaky store fails (the chaos proof's rate, bench/chaos.ts). */
const FLAKY_RATE = 0.15;

/** How `:status` and the page name each mode. */
export const STORE_WORDS: Record<StoreMode, string> = {
  up: 'working',
  down: 'down (every operation refused, as in an outage)',
  flaky: 'flaky (about one operation in seven fails: throttled, or a write whose answer is lost)',
};

export function isStoreMode(v: unknown): v is StoreMode {
  return typeof v === 'string' && (STORE_MODES as readonly string[]).includes(v);
}

export class SwitchableStore implements VersionedStore {
  mode: StoreMode = 'up';

  /**
   * As the store it wraps while working (the update loop then sets no timer per operation); a
   * failing store is one across a network, whose writes the loop settles.
   */
  get inProcess(): true | undefined {
    return this.mode === 'up' && this.inner.inProcess ? true : undefined;
  }

  /** `random`: tests choose which operations fail. */
  constructor(
    readonly inner: VersionedStore,
    private readonly random: () => number = Math.random,
  ) {}

  async get(key: string): Promise<Versioned> {
    this.fault('get', false);
    return this.inner.get(key);
  }

  async put(
    key: string,
    value: Attributes,
    expectedVersion: number,
    options?: PutOptions,
  ): Promise<PutResult> {
    const lostAnswer = this.fault('save', true);
    const result = await this.inner.put(key, value, expectedVersion, options);
    // Stored, and the answer never came back: the skill cannot know it landed.
    if (lostAnswer)
      throw new PersistenceError('save', 'answer lost (local Echo store: flaky)', 'TimeoutError');
    return result;
  }

  async delete(key: string): Promise<void> {
    this.fault('delete', false);
    return this.inner.delete(key);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Throws the mode's failure for this operation; true: a write to store, then lose its answer. */
  private fault(operation: 'get' | 'save' | 'delete', write: boolean): boolean {
    if (this.mode === 'down')
      throw new PersistenceError(operation, 'connection refused (local Echo store: down)', 'ECONNREFUSED');
    if (this.mode !== 'flaky' || this.random() >= FLAKY_RATE) return false;
    if (write && this.random() < 0.5) return true;
    throw new PersistenceError(operation, 'throttled (local Echo store: flaky)', 'ThrottlingException');
  }
}
