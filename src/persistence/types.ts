// Shared shapes of the persistence adapters. Kept free of skill logic: what the attributes mean
// (schema versions, migrations of the playback state) belongs to the skill.
import type { PersistenceAdapter } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';
import { PersistenceError, type PersistenceOperation } from './errors';

/** A stored value: a plain JSON object. */
export type Attributes = Record<string, unknown>;

/** Maps a request to the storage key (the skill passes a pseudonymous listener id). */
export type PartitionKeyFn = (env: RequestEnvelope) => string;

/** ask-sdk's PersistenceAdapter with delete made mandatory and a graceful shutdown hook. */
export interface ClosablePersistenceAdapter extends PersistenceAdapter {
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

/** True for a plain JSON object (not null, not an array). */
export function isPlainObject(v: unknown): v is Attributes {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
