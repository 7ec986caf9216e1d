import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDbPersistenceAdapter } from '../../src/persistence/dynamodb';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import {
  DynamoClient,
  type DynamoClientConfig,
  type DynamoOperation,
} from '../../src/persistence/dynamodb-client';
import { isPersistenceError } from '../../src/persistence/errors';
import { ManualClock } from '../../src/util/clock';
import { createLogger } from '../../src/util/logger';
import { describePersistenceContract } from './contract';
import { FAKE_KEY_ID, FAKE_SECRET, startDynalite, type LocalDynamo } from './dynalite-server';
import { envFor } from './envelope';

let dynamo: LocalDynamo;
let clientConfig: DynamoClientConfig;
/** The store's own client; `admin` (the AWS SDK) creates tables and reads items as stored. */
let client: DynamoClient;
let admin: DynamoDBDocumentClient;
let tableSeq = 0;
const nextTable = () => `burst-voice-attrs-${++tableSeq}`;

beforeAll(async () => {
  dynamo = await startDynalite();
  clientConfig = dynamo.clientConfig;
  client = new DynamoClient(clientConfig);
  admin = createDocumentClient(clientConfig);
});

afterAll(async () => {
  client.destroy();
  admin.destroy();
  await dynamo.close();
});

describePersistenceContract('dynamodb', async (partitionKey, options) => {
  const tableName = nextTable();
  await createAttributesTable(admin, tableName);
  return new DynamoDbPersistenceAdapter({ tableName, partitionKey, clientConfig, ...options });
});

describe('createAttributesTable', () => {
  it('creates an on-demand table keyed by id, and a second call changes nothing', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    await createAttributesTable(admin, tableName);
    const { Table } = await admin.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.KeySchema).toEqual([{ AttributeName: 'id', KeyType: 'HASH' }]);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('survives two callers racing to create the same table', async () => {
    const tableName = nextTable();
    await Promise.all([createAttributesTable(admin, tableName), createAttributesTable(admin, tableName)]);
    const { Table } = await admin.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.TableStatus).toBe('ACTIVE');
  });
});

describe('DynamoDbPersistenceAdapter', () => {
  it('stores id, an attributes map and updatedAt from the clock', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const clock = new ManualClock(1_700_000_000_000);
    const a = new DynamoDbPersistenceAdapter({ tableName, client, clock });
    await a.saveAttributes(envFor('shape'), { cursor: 2 });
    const { Item } = await admin.send(new GetCommand({ TableName: tableName, Key: { id: 'shape' } }));
    // expiresAt: the table's TTL attribute, epoch seconds, 180 days (the default retention) on.
    expect(Item).toEqual({
      id: 'shape',
      attributes: { cursor: 2 },
      updatedAt: 1_700_000_000_000,
      expiresAt: 1_700_000_000 + 180 * 86_400,
    });
    await a.close();
  });

  it('writes the version with a conditional put and counts an item without one as version 1', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const clock = new ManualClock(1_700_000_000_000);
    const a = new DynamoDbPersistenceAdapter({ tableName, client, clock });
    await expect(a.put('versioned', { cursor: 1 }, 0)).resolves.toBe('ok');
    const { Item } = await admin.send(new GetCommand({ TableName: tableName, Key: { id: 'versioned' } }));
    expect(Item).toEqual({
      id: 'versioned',
      attributes: { cursor: 1 },
      version: 1,
      updatedAt: 1_700_000_000_000,
      expiresAt: 1_700_000_000 + 180 * 86_400,
    });
    await admin.send(
      new PutCommand({
        TableName: tableName,
        Item: { id: 'legacy', attributes: { old: 1 }, updatedAt: 1_700_000_000_000 - 1000 },
      }),
    );
    await expect(a.get('legacy')).resolves.toEqual({ value: { old: 1 }, version: 1 });
    await expect(a.put('legacy', { old: 2 }, 0)).resolves.toBe('conflict');
    await expect(a.put('legacy', { old: 2 }, 2)).resolves.toBe('conflict');
    await expect(a.put('legacy', { old: 2 }, 1)).resolves.toBe('ok');
    await expect(a.get('legacy')).resolves.toEqual({ value: { old: 2 }, version: 2 });
    // Version 1 of a key that was never written is not a licence to create it.
    await expect(a.put('absent', { x: 1 }, 1)).resolves.toBe('conflict');
    await expect(a.get('absent')).resolves.toEqual({ value: undefined, version: 0 });
  });

  it('reads an item from before retention (no expiresAt) as expired a retention period after updatedAt, and a past expiresAt as expired', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const now = Date.UTC(2026, 10, 25);
    const a = new DynamoDbPersistenceAdapter({
      tableName,
      client,
      clock: new ManualClock(now),
      retentionMs: 180 * 86_400_000,
    });
    const put = (Item: Record<string, unknown>) => admin.send(new PutCommand({ TableName: tableName, Item }));
    await put({ id: 'old-recent', attributes: { a: 1 }, version: 3, updatedAt: now - 10 * 86_400_000 });
    await put({ id: 'old-stale', attributes: { a: 1 }, version: 3, updatedAt: now - 181 * 86_400_000 });
    // TTL deletes in the background, up to days late: until then the item is still in the table.
    await put({
      id: 'ttl-passed',
      attributes: { a: 1 },
      version: 2,
      updatedAt: now,
      expiresAt: now / 1000 - 1,
    });
    await expect(a.get('old-recent')).resolves.toEqual({ value: { a: 1 }, version: 3 });
    await expect(a.get('old-stale')).resolves.toEqual({ value: undefined, version: 3 });
    await expect(a.get('ttl-passed')).resolves.toEqual({ value: undefined, version: 2 });
    // A new write replaces it and sets an expiry.
    await expect(a.put('old-stale', { a: 2 }, 3)).resolves.toBe('ok');
    const { Item } = await admin.send(new GetCommand({ TableName: tableName, Key: { id: 'old-stale' } }));
    expect(Item?.expiresAt).toBe(now / 1000 + 180 * 86_400);
  });

  it('drops undefined values and stores class instances as maps', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const a = new DynamoDbPersistenceAdapter({ tableName, clientConfig });
    class Cursor {
      constructor(
        readonly index: number,
        readonly token: string,
      ) {}
    }
    await a.saveAttributes(envFor('marshal'), { gone: undefined, cursor: new Cursor(3, 'tk') });
    await expect(a.getAttributes(envFor('marshal'))).resolves.toEqual({
      cursor: { index: 3, token: 'tk' },
    });
    await a.close();
  });

  it('reads an item without an attributes map as {} with a warning', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    await admin.send(new PutCommand({ TableName: tableName, Item: { id: 'odd', attributes: 'x' } }));
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', sink: (l) => lines.push(l) });
    const a = new DynamoDbPersistenceAdapter({ tableName, client, logger });
    await expect(a.getAttributes(envFor('odd'))).resolves.toEqual({});
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', id: 'odd', table: tableName });
  });

  it('turns a missing table into a PersistenceError naming the table, not the credentials', async () => {
    const a = new DynamoDbPersistenceAdapter({ tableName: 'no-such-table', clientConfig });
    for (const attempt of [
      () => a.getAttributes(envFor('u')),
      () => a.saveAttributes(envFor('u'), { x: 1 }),
      () => a.deleteAttributes(envFor('u')),
    ]) {
      const err: unknown = await attempt().catch((e: unknown) => e);
      expect(isPersistenceError(err)).toBe(true);
      expect(err).toMatchObject({ code: 'ResourceNotFoundException' });
      const text = `${(err as Error).message} ${JSON.stringify(err)}`;
      expect(text).toContain('no-such-table');
      expect(text).not.toContain(FAKE_SECRET);
      expect(text).not.toContain(FAKE_KEY_ID);
    }
    await a.close();
  });

  it('reports which operation failed', async () => {
    const a = new DynamoDbPersistenceAdapter({ tableName: 'no-such-table', client });
    await expect(a.getAttributes(envFor('u'))).rejects.toMatchObject({ operation: 'get' });
    await expect(a.saveAttributes(envFor('u'), {})).rejects.toMatchObject({ operation: 'save' });
    await expect(a.deleteAttributes(envFor('u'))).rejects.toMatchObject({ operation: 'delete' });
  });

  it('rejects values DynamoDB cannot store with a PersistenceError', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const a = new DynamoDbPersistenceAdapter({ tableName, client });
    await expect(a.saveAttributes(envFor('nan'), { n: Number.NaN })).rejects.toMatchObject({
      name: 'PersistenceError',
      operation: 'save',
    });
  });

  it('leaves a client it was given open after close', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const a = new DynamoDbPersistenceAdapter({ tableName, client });
    await a.saveAttributes(envFor('owned'), { v: 1 });
    await a.close();
    const { Item } = await admin.send(new GetCommand({ TableName: tableName, Key: { id: 'owned' } }));
    expect(Item?.attributes).toEqual({ v: 1 });
  });
});

/** Records the operations sent on `client`; `answer` may answer one itself (else it goes through). */
function watchSends(answer?: (name: DynamoOperation, input: Record<string, unknown>) => unknown) {
  const realSend = client.send.bind(client);
  const sent: string[] = [];
  const spy = jest.spyOn(client, 'send').mockImplementation(((op: DynamoOperation, input: object) => {
    sent.push(op);
    const own = answer?.(op, input as Record<string, unknown>);
    return own !== undefined ? Promise.resolve(own) : realSend(op, input);
  }) as never);
  return { sent, restore: () => spy.mockRestore() };
}

describe('getMany (BatchGetItem)', () => {
  it('answers each key as get does, in order, in one request: found, absent, expired', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const clock = new ManualClock(Date.UTC(2026, 10, 25));
    const a = new DynamoDbPersistenceAdapter({ tableName, client, clock, retentionMs: 60_000 });
    await a.put('l_one', { n: 1 }, 0);
    await a.put('l_one|d_old', { n: 2 }, 0, { retainMs: 1000 });
    clock.advance(5000);
    const w = watchSends();
    try {
      const got = await a.getMany(['l_one|d_old', 'l_absent', 'l_one']);
      expect(got).toEqual([
        { value: undefined, version: 1 },
        { value: undefined, version: 0 },
        { value: { n: 1 }, version: 1 },
      ]);
      expect(w.sent).toEqual(['BatchGetItem']);
    } finally {
      w.restore();
    }
  });

  it('asks again for keys left unprocessed, then reads what is still left one by one', async () => {
    const tableName = nextTable();
    await createAttributesTable(admin, tableName);
    const a = new DynamoDbPersistenceAdapter({ tableName, client });
    await a.put('l_x', { n: 1 }, 0);
    await a.put('l_y', { n: 2 }, 0);
    // DynamoDB under throttling: every batch answers nothing and leaves all keys unprocessed.
    const w = watchSends((name, input) => {
      if (name !== 'BatchGetItem') return undefined;
      const keys = (input.RequestItems as Record<string, { Keys: unknown[] }>)[tableName]?.Keys;
      return { Responses: { [tableName]: [] }, UnprocessedKeys: { [tableName]: { Keys: keys } } };
    });
    try {
      const got = await a.getMany(['l_x', 'l_y']);
      expect(got).toEqual([
        { value: { n: 1 }, version: 1 },
        { value: { n: 2 }, version: 1 },
      ]);
      expect(w.sent).toEqual(['BatchGetItem', 'BatchGetItem', 'GetItem', 'GetItem']);
    } finally {
      w.restore();
    }
  });
});
