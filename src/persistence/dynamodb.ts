// Store for the Lambda host, on AWS SDK v3 (`@aws-sdk/lib-dynamodb`): the stock ask-sdk adapter
// pulls in SDK v2 (maintenance mode), while the Lambda Node runtimes already ship v3
// (so the bundle needs no SDK of its own). One item per record: `id` (partition key, string),
// `attributes` (a map), `version` (a number, checked by every conditional write) and `updatedAt`
// (epoch ms) and `expiresAt` (epoch seconds, the table's TTL attribute: DynamoDB deletes the item
// some time after it passes, so reads also treat a passed `expiresAt` as absent). Items written
// before versions existed have no `version`: they count as version 1; items written before
// retention have no `expiresAt`: they expire a retention period after `updatedAt`.
// Items are limited to 400 KB by DynamoDB, which is why the skill persists a cursor rather than whole
// playlists.
//
// The SDK is imported here only; the factory loads this module lazily so the Express host never
// loads the AWS SDK.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type DynamoDBClientConfig,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import type { RequestEnvelope } from 'ask-sdk-model';
import { systemClock, type Clock } from '../util/clock';
import { silentLogger, type Logger } from '../util/logger';
import { isPlainObject } from '../util/objects';
import { errorCode, PersistenceError, type PersistenceOperation } from './errors';
import {
  checkExpectedVersion,
  checkKey,
  checkRetention,
  defaultPartitionKey,
  expiryOf,
  resolvePartitionKey,
} from './checks';
import type {
  Attributes,
  ClosablePersistenceAdapter,
  PartitionKeyFn,
  PutOptions,
  PutResult,
  RetentionOptions,
  Versioned,
} from './types';

/** The item attribute the table's TTL reads (infrastructure/cfn-deployer/skill-stack.yaml). */
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * Defaults for a client we create. The SDK has no request timeout by default and retries three times; Alexa
 * drops a reply after 8 s (docs/alexa-rules.md, Reply time), so a stuck call must fail fast and let the skill
 * answer without saved state. Callers override any of these through `clientConfig`.
 */
export const DYNAMODB_CONNECTION_TIMEOUT_MS = 1000;
export const DYNAMODB_REQUEST_TIMEOUT_MS = 2000;
export const DYNAMODB_MAX_ATTEMPTS = 2;
/** BatchGetItem rounds for unprocessed keys before the rest is read one by one. */
export const BATCH_GET_ROUNDS = 2;
/** createAttributesTable waits this long at most for the new table to become ACTIVE. */
export const TABLE_ACTIVE_WAIT_MS = 60_000;
export const TABLE_ACTIVE_POLL_MS = 250;

export interface DynamoDbPersistenceOptions extends RetentionOptions {
  tableName: string;
  partitionKey?: PartitionKeyFn;
  /** A ready client (its owner closes it). Its marshalling options are the caller's choice. */
  client?: DynamoDBDocumentClient;
  /** Used when no client is given: endpoint, region and credentials (e.g. for dynalite). */
  clientConfig?: DynamoDBClientConfig;
  logger?: Logger;
  clock?: Clock;
}

/** Builds a document client with the marshalling this adapter relies on. */
export function createDocumentClient(config: DynamoDBClientConfig = {}): DynamoDBDocumentClient {
  const base = new DynamoDBClient({
    maxAttempts: DYNAMODB_MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: DYNAMODB_CONNECTION_TIMEOUT_MS,
      requestTimeout: DYNAMODB_REQUEST_TIMEOUT_MS,
    },
    ...config,
  });
  return DynamoDBDocumentClient.from(base, {
    // undefined fields are dropped (as JSON would) instead of failing the whole save; class
    // instances become maps instead of throwing.
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
}

export class DynamoDbPersistenceAdapter implements ClosablePersistenceAdapter {
  private readonly tableName: string;
  private readonly partitionKey: PartitionKeyFn;
  private readonly client: DynamoDBDocumentClient;
  private readonly ownsClient: boolean;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly retentionMs: number;

  constructor(opts: DynamoDbPersistenceOptions) {
    this.tableName = opts.tableName;
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
    this.ownsClient = opts.client === undefined;
    this.client = opts.client ?? createDocumentClient(opts.clientConfig);
    this.logger = (opts.logger ?? silentLogger).child({
      component: 'persistence.dynamodb',
      table: this.tableName,
    });
    this.clock = opts.clock ?? systemClock;
    this.retentionMs = checkRetention(opts.retentionMs);
  }

  async getAttributes(env: RequestEnvelope): Promise<Attributes> {
    return (await this.get(resolvePartitionKey(this.partitionKey, env, 'get'))).value ?? {};
  }

  async get(key: string): Promise<Versioned> {
    const id = checkKey(key, 'get');
    const out = await this.call('get', () =>
      // Consistent read: an AudioPlayer event can follow the save of the previous request by
      // milliseconds, and a stale cursor would replay or skip a burst.
      this.client.send(new GetCommand({ TableName: this.tableName, Key: { id }, ConsistentRead: true })),
    );
    return this.versioned(id, out.Item);
  }

  /**
   * BatchGetItem, strongly consistent like get: one request and one connection for the listener's
   * two records (a cold container opened one per parallel GetItem). Keys DynamoDB leaves
   * unprocessed (throttling) are asked for again a bounded number of times, then one by one.
   */
  async getMany(keys: readonly string[]): Promise<Versioned[]> {
    const ids = keys.map((k) => checkKey(k, 'get'));
    const found = new Map<string, Record<string, unknown>>();
    let pending = [...new Set(ids)];
    for (let round = 0; round < BATCH_GET_ROUNDS && pending.length > 0; round++) {
      const out = await this.call('get', () =>
        this.client.send(
          new BatchGetCommand({
            RequestItems: {
              [this.tableName]: { Keys: pending.map((id) => ({ id })), ConsistentRead: true },
            },
          }),
        ),
      );
      for (const item of out.Responses?.[this.tableName] ?? []) {
        if (typeof item.id === 'string') found.set(item.id, item);
      }
      const left = out.UnprocessedKeys?.[this.tableName]?.Keys ?? [];
      pending = left.map((k) => k.id).filter((id): id is string => typeof id === 'string');
    }
    const rest = new Map(await Promise.all(pending.map(async (id) => [id, await this.get(id)] as const)));
    return ids.map((id) => rest.get(id) ?? this.versioned(id, found.get(id)));
  }

  /** A stored item as the skill reads it: absent, expired (absent, version kept) or its attributes. */
  private versioned(id: string, item: Record<string, unknown> | undefined): Versioned {
    if (item === undefined) return { value: undefined, version: 0 };
    const stored: unknown = item.version;
    const version = typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : 1;
    if (this.isExpired(item)) return { value: undefined, version };
    const attributes: unknown = item.attributes;
    if (!isPlainObject(attributes)) {
      this.logger.warn('item without an attributes map, starting from empty', { id });
      return { value: undefined, version };
    }
    return { value: attributes, version };
  }

  /** A conditional put: DynamoDB checks the version and writes in one atomic operation. */
  async put(
    key: string,
    value: Attributes,
    expectedVersion: number,
    options?: PutOptions,
  ): Promise<PutResult> {
    const id = checkKey(key, 'save');
    const expected = checkExpectedVersion(expectedVersion);
    if (!isPlainObject(value)) throw new PersistenceError('save', 'Attributes must be a plain JSON object');
    const condition =
      expected === 0
        ? { ConditionExpression: 'attribute_not_exists(id)' }
        : {
            // An item of the earlier schema has no version and counts as version 1.
            ConditionExpression:
              expected === 1 ? 'attribute_exists(id) AND (#v = :v OR attribute_not_exists(#v))' : '#v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': expected },
          };
    const now = this.clock.now();
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            id,
            attributes: value,
            version: expected + 1,
            updatedAt: now,
            [TTL_ATTRIBUTE]: toEpochSeconds(expiryOf(now, this.retentionMs, options)),
          },
          ...condition,
        }),
      );
      return 'ok';
    } catch (e) {
      if (errorCode(e) === 'ConditionalCheckFailedException') return 'conflict';
      throw dynamoError('save', this.tableName, e);
    }
  }

  /** ask-sdk's unconditional save: the skill never uses it (see put). */
  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    const id = resolvePartitionKey(this.partitionKey, env, 'save');
    if (!isPlainObject(attributes)) {
      throw new PersistenceError('save', 'Attributes must be a plain JSON object');
    }
    const now = this.clock.now();
    await this.call('save', () =>
      this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            id,
            attributes,
            updatedAt: now,
            [TTL_ATTRIBUTE]: toEpochSeconds(expiryOf(now, this.retentionMs)),
          },
        }),
      ),
    );
  }

  /** An unconditional DeleteItem: gone whatever its version (deleting an absent item succeeds). */
  async delete(key: string): Promise<void> {
    const id = checkKey(key, 'delete');
    await this.call('delete', () =>
      this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { id } })),
    );
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    const id = resolvePartitionKey(this.partitionKey, env, 'delete');
    await this.call('delete', () =>
      this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { id } })),
    );
  }

  async close(): Promise<void> {
    // Only a client we built is ours to destroy (it holds the keep-alive sockets).
    if (this.ownsClient) this.client.destroy();
  }

  /** Past its TTL (DynamoDB deletes it up to days later), or written before TTL and untouched for a retention period. */
  private isExpired(item: Record<string, unknown>): boolean {
    const now = this.clock.now();
    const ttl = item[TTL_ATTRIBUTE];
    if (typeof ttl === 'number' && Number.isFinite(ttl)) return ttl * 1000 <= now;
    const updatedAt = item.updatedAt;
    return typeof updatedAt === 'number' && updatedAt + this.retentionMs <= now;
  }

  private async call<T>(operation: PersistenceOperation, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw dynamoError(operation, this.tableName, e);
    }
  }
}

/** DynamoDB TTL takes epoch seconds; rounded up so a record never expires before its time. */
export function toEpochSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/**
 * Only the error's name is kept: SDK messages can quote the request (e.g. a signature mismatch
 * echoes the canonical request with the access key id), and messages must not carry credentials.
 */
function dynamoError(operation: PersistenceOperation, tableName: string, e: unknown): PersistenceError {
  const code = errorCode(e);
  return new PersistenceError(
    operation,
    `DynamoDB ${operation} on table "${tableName}" failed${code ? ` (${code})` : ''}`,
    code,
  );
}

export interface CreateTableOptions {
  maxWaitMs?: number;
  pollMs?: number;
}

/**
 * Creates the attributes table (on-demand billing) unless it exists, then waits until it is
 * ACTIVE. Idempotent, and safe when two callers race (ResourceInUseException means the other won).
 * Used by tests and the benchmarks against dynalite, never by the deployed function: its role has no
 * CreateTable or DescribeTable (test/persistence/iam.test.ts checks nothing in src/ or lambda/ calls it).
 */
export async function createAttributesTable(
  client: DynamoDBDocumentClient | DynamoDBClient,
  tableName: string,
  opts: CreateTableOptions = {},
): Promise<void> {
  const base = client as DynamoDBClient;
  const status = async (): Promise<string | undefined> => {
    try {
      const out = await base.send(new DescribeTableCommand({ TableName: tableName }));
      return out.Table?.TableStatus ?? 'UNKNOWN';
    } catch (e) {
      if (errorCode(e) === 'ResourceNotFoundException') return undefined;
      throw dynamoError('create-table', tableName, e);
    }
  };

  if ((await status()) === undefined) {
    try {
      await base.send(
        new CreateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
    } catch (e) {
      if (errorCode(e) !== 'ResourceInUseException') throw dynamoError('create-table', tableName, e);
    }
  }

  const maxWaitMs = opts.maxWaitMs ?? TABLE_ACTIVE_WAIT_MS;
  const pollMs = opts.pollMs ?? TABLE_ACTIVE_POLL_MS;
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const s = await status();
    if (s === 'ACTIVE') return;
    if (Date.now() >= deadline) {
      throw new PersistenceError(
        'create-table',
        `DynamoDB table "${tableName}" did not become ACTIVE (status ${s ?? 'missing'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
