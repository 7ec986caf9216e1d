// Every store, for the hosts that can open any of them (Express, the tests). The SQLite module is
// required inside its opener: the native addon loads only when SQLite is the store. The Lambda
// host passes its own table without SQLite to openStore instead (see open-store.ts).
import { DEFAULT_DB_PATH } from '../config/env';
import {
  openDynamoStore,
  openMemoryStore,
  openStore,
  type PersistenceConfig,
  type StoreOpener,
  type StoreOpeners,
} from './open-store';
import type { ClosablePersistenceAdapter } from './types';

export type { PersistenceConfig } from './open-store';

const openSqliteStore: StoreOpener = (cfg) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: keeps the native addon out of Lambda
  const { SqlitePersistenceAdapter } = require('./sqlite') as typeof import('./sqlite');
  return new SqlitePersistenceAdapter({
    path: cfg.dbPath ?? DEFAULT_DB_PATH,
    partitionKey: cfg.partitionKey,
    logger: cfg.logger,
    retentionMs: cfg.retentionMs,
  });
};

export const ALL_STORES: StoreOpeners = {
  memory: openMemoryStore,
  sqlite: openSqliteStore,
  dynamodb: openDynamoStore,
};

export function createPersistenceAdapter(cfg: PersistenceConfig): ClosablePersistenceAdapter {
  return openStore(cfg, ALL_STORES);
}
