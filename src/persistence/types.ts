// Shared shapes of the persistence adapters: types only (the checks they share are in checks.ts).
// Kept free of skill logic: what the attributes mean (schema versions, migrations) belongs to the
// skill's state (src/state).
import type { PersistenceAdapter } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';

/** A stored value: a plain JSON object. */
export type Attributes = Record<string, unknown>;

/** Maps a request to the storage key (the skill passes a pseudonymous listener id). */
export type PartitionKeyFn = (env: RequestEnvelope) => string;

/** A stored record and its version; version 0 means there is no record under the key. */
export interface Versioned {
  value: Attributes | undefined;
  version: number;
}

/** 'conflict': the record's version was not the expected one (another request wrote first). */
export type PutResult = 'ok' | 'conflict';

export interface PutOptions {
  /**
   * Keep this record this long after the write (ms) instead of the store's retention: the erasure
   * marker (src/state/erase.ts) lives days, not months.
   */
  retainMs?: number;
}

/** Retention of a store: records untouched this long read as absent and are removed. */
export interface RetentionOptions {
  /** Milliseconds a record is kept after its last write (RETENTION_DAYS). */
  retentionMs?: number;
}

/**
 * What the skill's state needs from a store: optimistic concurrency and retention. `put` writes only when the
 * stored version is still `expectedVersion` (0: only when nothing is stored) and then the record's
 * version is `expectedVersion + 1`; otherwise nothing is written and the answer is 'conflict'.
 * Keys are chosen by the caller (src/state/keys.ts: keyed hashes, never raw Alexa ids).
 *
 * Retention: every write sets the record's expiry (now + the store's retention, or `retainMs`).
 * A record past its expiry reads as no value, keeping its version so the next write replaces it;
 * the store removes expired records on its own (DynamoDB TTL, a bounded sweep for SQLite and memory).
 */
export interface VersionedStore {
  /**
   * Answers from memory in this process, synchronously under the promise (memory, SQLite): a time
   * limit could never fire before it answers, so the update loop sets none (a timer per call was
   * measurable in the in-process benchmark).
   */
  readonly inProcess?: true;
  /**
   * Does the open-time work now (SQLite: the file, WAL, the schema) instead of inside the first
   * request: a host calls it at start-up, so a bad path fails at once and no request waits on it.
   * Idempotent; stores with nothing to open have none.
   */
  open?(): void;
  get(key: string): Promise<Versioned>;
  /**
   * Several records in one round trip, in the order of `keys` (DynamoDB's BatchGetItem). Stores
   * without it are read key by key; the records read are the same either way.
   */
  getMany?(keys: readonly string[]): Promise<Versioned[]>;
  put(key: string, value: Attributes, expectedVersion: number, options?: PutOptions): Promise<PutResult>;
  /** Removes the record, whatever its version; removing an absent key is done. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * ask-sdk's PersistenceAdapter with delete made mandatory and a graceful shutdown hook, plus the
 * versioned interface the skill uses. The skill never calls saveAttributes (a write without a
 * version check); it is kept for the ask-sdk adapter contract only.
 */
export interface ClosablePersistenceAdapter extends PersistenceAdapter, VersionedStore {
  getAttributes(env: RequestEnvelope): Promise<Attributes>;
  saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void>;
  deleteAttributes(env: RequestEnvelope): Promise<void>;
  close(): Promise<void>;
}
