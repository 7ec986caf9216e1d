// Fault injection around any adapter, for the fault-matrix tests and the emulator: the skill must
// keep answering when its store is slow or down. Switches are plain fields so a test can flip them
// between turns of a conversation.
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError } from './errors';
import type { Attributes, ClosablePersistenceAdapter, PutOptions, PutResult, Versioned } from './types';

export interface FaultSwitches {
  /** getAttributes rejects with a PersistenceError. */
  failReads?: boolean;
  /** saveAttributes and deleteAttributes reject with a PersistenceError. */
  failWrites?: boolean;
  /** Every operation waits this long first (a slow store eating the request budget). */
  delayMs?: number;
  /**
   * The next this many versioned puts are stored, then fail as a time-out: DynamoDB took the write
   * and its answer was lost (issue 48).
   */
  loseWriteAnswers?: number;
  /** The next this many versioned operations fail as DynamoDB's throttling, storing nothing. */
  throttle?: number;
}

export class FaultyPersistenceAdapter implements ClosablePersistenceAdapter {
  failReads: boolean;
  failWrites: boolean;
  delayMs: number;
  loseWriteAnswers: number;
  throttle: number;
  /** How many calls reached this wrapper, failed or not. */
  readonly calls = { get: 0, save: 0, delete: 0 };
  /** Calls of the versioned interface (get, put, delete). */
  readonly versionedCalls = { get: 0, put: 0, delete: 0 };

  constructor(
    readonly inner: ClosablePersistenceAdapter,
    switches: FaultSwitches = {},
  ) {
    this.failReads = switches.failReads ?? false;
    this.failWrites = switches.failWrites ?? false;
    this.delayMs = switches.delayMs ?? 0;
    this.loseWriteAnswers = switches.loseWriteAnswers ?? 0;
    this.throttle = switches.throttle ?? 0;
  }

  /** Sets several switches at once; omitted ones keep their value. */
  set(switches: FaultSwitches): void {
    if (switches.failReads !== undefined) this.failReads = switches.failReads;
    if (switches.failWrites !== undefined) this.failWrites = switches.failWrites;
    if (switches.delayMs !== undefined) this.delayMs = switches.delayMs;
    if (switches.loseWriteAnswers !== undefined) this.loseWriteAnswers = switches.loseWriteAnswers;
    if (switches.throttle !== undefined) this.throttle = switches.throttle;
  }

  async getAttributes(env: RequestEnvelope): Promise<Attributes> {
    this.calls.get++;
    await this.delay();
    if (this.failReads) throw new PersistenceError('get', 'Injected read failure', 'INJECTED');
    return this.inner.getAttributes(env);
  }

  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    this.calls.save++;
    await this.delay();
    if (this.failWrites) throw new PersistenceError('save', 'Injected write failure', 'INJECTED');
    return this.inner.saveAttributes(env, attributes);
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    this.calls.delete++;
    await this.delay();
    if (this.failWrites) throw new PersistenceError('delete', 'Injected write failure', 'INJECTED');
    return this.inner.deleteAttributes(env);
  }

  async get(key: string): Promise<Versioned> {
    this.versionedCalls.get++;
    await this.delay();
    if (this.failReads) throw new PersistenceError('get', 'Injected read failure', 'INJECTED');
    this.throttled('get');
    return this.inner.get(key);
  }

  async put(
    key: string,
    value: Attributes,
    expectedVersion: number,
    options?: PutOptions,
  ): Promise<PutResult> {
    this.versionedCalls.put++;
    await this.delay();
    if (this.failWrites) throw new PersistenceError('save', 'Injected write failure', 'INJECTED');
    this.throttled('save');
    const result = await this.inner.put(key, value, expectedVersion, options);
    if (this.loseWriteAnswers > 0) {
      this.loseWriteAnswers--;
      throw new PersistenceError('save', 'Injected lost answer', 'TimeoutError');
    }
    return result;
  }

  async delete(key: string): Promise<void> {
    this.versionedCalls.delete++;
    await this.delay();
    if (this.failWrites) throw new PersistenceError('delete', 'Injected write failure', 'INJECTED');
    return this.inner.delete(key);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private throttled(operation: 'get' | 'save'): void {
    if (this.throttle <= 0) return;
    this.throttle--;
    throw new PersistenceError(operation, 'Injected throttling', 'ProvisionedThroughputExceededException');
  }

  private async delay(): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }
}
