// The checks every store makes before it touches storage: a key must be a non-empty string, an
// expected version an integer ≥ 0; and the retention rules they share (expiry of a write, the
// sweep's batch). Shared by memory.ts, sqlite.ts and dynamodb.ts.
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError, type PersistenceOperation } from './errors';
import type { PartitionKeyFn, PutOptions } from './types';
import { DAY_MS, DEFAULT_RETENTION_DAYS } from '../config/limits';

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

/** Default retention of a store opened without one (the skill passes RETENTION_DAYS). */
export const DEFAULT_RETENTION_MS = DEFAULT_RETENTION_DAYS * DAY_MS;
/** Most expired records one sweep removes: a sweep must never hold the store (or the event loop) long. */
export const SWEEP_BATCH = 500;
/** How often SQLite and memory look for expired records (DynamoDB's TTL does it itself). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** The retention a store was given, checked: a positive number of milliseconds. */
export function checkRetention(ms: number | undefined): number {
  const v = ms ?? DEFAULT_RETENTION_MS;
  if (!Number.isFinite(v) || v <= 0) {
    throw new PersistenceError('open', 'The retention must be a positive number of milliseconds');
  }
  return v;
}

/** When a record written now expires: the write's own retention or the store's. */
export function expiryOf(now: number, storeRetentionMs: number, options?: PutOptions): number {
  const retain = options?.retainMs;
  return now + (retain !== undefined && Number.isFinite(retain) && retain > 0 ? retain : storeRetentionMs);
}
