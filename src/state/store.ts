// The store the listener's state lives in: get a record with its version, write it only if the
// version is still the one read (optimistic concurrency). Memory, SQLite and DynamoDB implement
// it in src/persistence; test/persistence/contract.ts holds them all to the same contract.
export type { Attributes, PutResult, Versioned, VersionedStore } from '../persistence/types';
