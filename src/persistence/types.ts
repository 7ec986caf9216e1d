// Shared shapes of the persistence adapters. Kept free of skill logic: what the attributes mean
// (schema versions, migrations of the playback state) belongs to the skill.
import type { PersistenceAdapter } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError, type PersistenceOperation } from './errors';

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

/**
 * What the skill's state needs from a store: optimistic concurrency. `put` writes only when the
 * stored version is still `expectedVersion` (0: only when nothing is stored) and then the record's
 * version is `expectedVersion + 1`; otherwise nothing is written and the answer is 'conflict'.
 * Keys are chosen by the caller (src/state/keys.ts: keyed hashes, never raw Alexa ids).
 */
export interface VersionedStore {
  get(key: string): Promise<Versioned>;
  put(key: string, value: Attributes, expectedVersion: number): Promise<PutResult>;
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

/** Default key: the Alexa user id (the skill normally passes a pseudonymous id instead). */
export const defaultPartitionKey: PartitionKeyFn = (env) => env.context.System.user.userId;

/**
 * Runs the key function and insists on a non-empty string: an empty key would make every
 * listener share one record, so it is a failure, not a default.
 */
export function resolvePartitionKey(
  partitionKey: PartitionKeyFn,
  env: RequestEnvelope,
  operation: PersistenceOperation,
): string {
  let key: unknown;
  try {
    key = partitionKey(env);
  } catch {
    throw new PersistenceError(operation, 'Cannot derive the partition key from the request');
  }
  if (typeof key !== 'string' || key.length === 0) {
    throw new PersistenceError(operation, 'The partition key of the request is empty');
  }
  return key;
}

/** Refuses an empty key: every listener would share one record. */
export function checkKey(key: unknown, operation: PersistenceOperation): string {
  if (typeof key !== 'string' || key.length === 0) {
    throw new PersistenceError(operation, 'The storage key is empty');
  }
  return key;
}

/** Versions start at 1; 0 stands for "nothing stored", so a create expects 0. */
export function checkExpectedVersion(v: unknown): number {
  if (!Number.isInteger(v) || (v as number) < 0) {
    throw new PersistenceError('save', 'The expected version must be an integer ≥ 0');
  }
  return v as number;
}
