import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DynamoDbPersistenceAdapter } from '../../src/persistence/dynamodb';
import { createPersistenceAdapter } from '../../src/persistence/factory';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import { envFor } from './envelope';

describe('createPersistenceAdapter', () => {
  it('builds a memory adapter', async () => {
    const a = createPersistenceAdapter({ kind: 'memory' });
    expect(a).toBeInstanceOf(MemoryPersistenceAdapter);
    await a.close();
  });

  it('builds a SQLite adapter on the given file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'burst-factory-'));
    const dbPath = path.join(dir, 'sub', 'skill.db');
    const a = createPersistenceAdapter({ kind: 'sqlite', dbPath, partitionKey: () => 'fixed' });
    try {
      expect(a).toBeInstanceOf(SqlitePersistenceAdapter);
      await a.saveAttributes(envFor('ignored'), { v: 1 });
      await expect(fs.stat(dbPath)).resolves.toBeTruthy();
    } finally {
      await a.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('builds a DynamoDB adapter without contacting DynamoDB', async () => {
    const a = createPersistenceAdapter({
      kind: 'dynamodb',
      tableName: 'burst-voice-test',
      dynamoClientConfig: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
      },
    });
    expect(a).toBeInstanceOf(DynamoDbPersistenceAdapter);
    await a.close();
  });

  it('refuses dynamodb without a table name', () => {
    expect(() => createPersistenceAdapter({ kind: 'dynamodb' })).toThrow(/table name/);
  });
});

describe('lazy loading of the storage drivers', () => {
  it('does not load better-sqlite3 or the AWS SDK for a memory store', async () => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('better-sqlite3', () => {
        loaded.push('better-sqlite3');
        return {};
      });
      jest.doMock('@aws-sdk/lib-dynamodb', () => {
        loaded.push('lib-dynamodb');
        return {};
      });
      const factory = await import('../../src/persistence/factory');
      await factory.createPersistenceAdapter({ kind: 'memory' }).close();
    });
    expect(loaded).toEqual([]);
  });

  it('loads better-sqlite3 only when a SQLite store is built', async () => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('better-sqlite3', () => {
        loaded.push('better-sqlite3');
        return {};
      });
      jest.doMock('@aws-sdk/lib-dynamodb', () => {
        loaded.push('lib-dynamodb');
        return {};
      });
      const factory = await import('../../src/persistence/factory');
      expect(loaded).toEqual([]);
      // Constructing opens nothing (the file is opened on first use), so the stub suffices.
      await factory.createPersistenceAdapter({ kind: 'sqlite', dbPath: 'unused.db' }).close();
    });
    expect(loaded).toEqual(['better-sqlite3']);
  });
});
