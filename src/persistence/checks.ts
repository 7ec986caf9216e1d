// The checks every store makes before it touches storage: a key must be a non-empty string, an
// expected version an integer ≥ 0. Shared by memory.ts, sqlite.ts and dynamodb.ts.
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError, type PersistenceOperation } from './errors';
import type { PartitionKeyFn } from './types';

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
