// Picks the store for a host (SKILL_PERSISTENCE: memory | sqlite | dynamodb; README, Configuration).
// The sqlite and dynamodb modules are required inside their branches, not imported at the top:
// the Lambda bundle marks better-sqlite3 external and must never load the native addon, and the
// Express host need not load the AWS SDK. Type-only imports below are erased at compile time.
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '../util/logger';
import { PersistenceError } from './errors';
import { MemoryPersistenceAdapter } from './memory';
import type { ClosablePersistenceAdapter, PartitionKeyFn } from './types';

export type PersistenceKind = 'memory' | 'sqlite' | 'dynamodb';
export const PERSISTENCE_KINDS: readonly PersistenceKind[] = ['memory', 'sqlite', 'dynamodb'];

/** Default SQLite file (README, Configuration: SKILL_DB_PATH). */
export const DEFAULT_DB_PATH = './data/burst-voice.db';

export interface PersistenceConfig {
  kind: PersistenceKind;
  /** sqlite: the database file. */
  dbPath?: string;
  /** dynamodb: the table (DYNAMODB_TABLE). */
  tableName?: string;
  /** dynamodb: endpoint/region/credentials when no client is given (local dev, dynalite). */
  dynamoClientConfig?: DynamoDBClientConfig;
  /** dynamodb: a ready client, e.g. shared with other code. */
  dynamoClient?: DynamoDBDocumentClient;
  partitionKey?: PartitionKeyFn;
  logger?: Logger;
}

export function createPersistenceAdapter(cfg: PersistenceConfig): ClosablePersistenceAdapter {
  switch (cfg.kind) {
    case 'memory':
      return new MemoryPersistenceAdapter({ partitionKey: cfg.partitionKey });
    case 'sqlite': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: keeps the native addon out of Lambda
      const { SqlitePersistenceAdapter } = require('./sqlite') as typeof import('./sqlite');
      return new SqlitePersistenceAdapter({
        path: cfg.dbPath ?? DEFAULT_DB_PATH,
        partitionKey: cfg.partitionKey,
        logger: cfg.logger,
      });
    }
    case 'dynamodb': {
      if (cfg.tableName === undefined || cfg.tableName.length === 0) {
        throw new PersistenceError('open', 'dynamodb persistence needs a table name (DYNAMODB_TABLE)');
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: the Express host never loads the AWS SDK
      const { DynamoDbPersistenceAdapter } = require('./dynamodb') as typeof import('./dynamodb');
      return new DynamoDbPersistenceAdapter({
        tableName: cfg.tableName,
        client: cfg.dynamoClient,
        clientConfig: cfg.dynamoClientConfig,
        partitionKey: cfg.partitionKey,
        logger: cfg.logger,
      });
    }
    default: {
      const kind: never = cfg.kind;
      throw new PersistenceError('open', `Unknown persistence kind "${String(kind)}"`);
    }
  }
}
