// Opens the store a configuration names (SKILL_PERSISTENCE: memory | sqlite | dynamodb; README,
// Configuration), from the openers a host can offer: the choice is made here, once, and what
// differs between hosts is only which openers they pass (the Lambda bundle carries no SQLite, so
// its table has no `sqlite`; factory.ts holds the full table). Store modules are required inside
// their openers, so a host loads only the store it opens. Type-only imports are erased.
import type { PersistenceKind } from '../config/env';
import type { Logger } from '../util/logger';
import type { DynamoClient, DynamoClientConfig } from './dynamodb-client';
import { PersistenceError } from './errors';
import { MemoryPersistenceAdapter } from './memory';
import type { ClosablePersistenceAdapter, PartitionKeyFn } from './types';

export interface PersistenceConfig {
  kind: PersistenceKind;
  /** sqlite: the database file. */
  dbPath?: string;
  /** dynamodb: the table (DYNAMODB_TABLE). */
  tableName?: string;
  /** dynamodb: endpoint/region/credentials when no client is given (local dev, dynalite). */
  dynamoClientConfig?: DynamoClientConfig;
  /** dynamodb: a ready client, e.g. shared with other code. */
  dynamoClient?: DynamoClient;
  partitionKey?: PartitionKeyFn;
  logger?: Logger;
  /** Milliseconds a record is kept after its last write (RETENTION_DAYS); the store's default when unset. */
  retentionMs?: number;
}

export type StoreOpener = (cfg: PersistenceConfig) => ClosablePersistenceAdapter;
/** The stores a host can open, by kind. */
export type StoreOpeners = Partial<Record<PersistenceKind, StoreOpener>>;

export const openMemoryStore: StoreOpener = (cfg) =>
  new MemoryPersistenceAdapter({ partitionKey: cfg.partitionKey, retentionMs: cfg.retentionMs });

export const openDynamoStore: StoreOpener = (cfg) => {
  if (cfg.tableName === undefined || cfg.tableName.length === 0) {
    throw new PersistenceError('open', 'dynamodb persistence needs a table name (DYNAMODB_TABLE)');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: no DynamoDB code unless this store is opened
  const { DynamoDbPersistenceAdapter } = require('./dynamodb') as typeof import('./dynamodb');
  return new DynamoDbPersistenceAdapter({
    tableName: cfg.tableName,
    client: cfg.dynamoClient,
    clientConfig: cfg.dynamoClientConfig,
    partitionKey: cfg.partitionKey,
    logger: cfg.logger,
    retentionMs: cfg.retentionMs,
  });
};

export function openStore(cfg: PersistenceConfig, openers: StoreOpeners): ClosablePersistenceAdapter {
  const open = openers[cfg.kind];
  if (!open)
    throw new PersistenceError('open', `Unknown persistence kind "${String(cfg.kind)}" for this host`);
  return open(cfg);
}
