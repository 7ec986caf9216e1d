// Store for the Lambda host. One item per record: `id` (partition key, string), `attributes` (a
// map), `version` (a number, checked by every conditional write) and `updatedAt` (epoch ms) and
// `expiresAt` (epoch seconds, the table's TTL attribute: DynamoDB deletes the item some time after
// it passes, so reads also treat a passed `expiresAt` as absent). Items written before versions
// existed have no `version`: they count as version 1; items written before retention have no
// `expiresAt`: they expire a retention period after `updatedAt`.
// Items are limited to 400 KB by DynamoDB, which is why the skill persists a cursor rather than whole
// playlists.
//
// It speaks to DynamoDB through dynamodb-client.ts (not the AWS SDK: issue 39, cold start) and
// marshals items with @aws-sdk/util-dynamodb, which the Lambda runtime ships and loads in ≈ 1 ms.
// The factory loads this module lazily, so the Express host loads none of it.
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
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
import { DynamoClient, type DynamoClientConfig } from './dynamodb-client';
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

/** BatchGetItem rounds for unprocessed keys before the rest is read one by one. */
export const BATCH_GET_ROUNDS = 2;

/** Undefined fields are dropped (as JSON would) instead of failing the whole save; class instances become maps. */
const MARSHALL = { removeUndefinedValues: true, convertClassInstanceToMap: true } as const;

type WireItem = Record<string, unknown>;

export interface DynamoDbPersistenceOptions extends RetentionOptions {
  tableName: string;
  partitionKey?: PartitionKeyFn;
  /** A ready client (its owner closes it). */
  client?: DynamoClient;
  /** Used when no client is given: endpoint, region and credentials over the environment's (e.g. for dynalite). */
  clientConfig?: DynamoClientConfig;
  logger?: Logger;
  clock?: Clock;
}

export class DynamoDbPersistenceAdapter implements ClosablePersistenceAdapter {
  private readonly tableName: string;
  private readonly partitionKey: PartitionKeyFn;
  private readonly client: DynamoClient;
  private readonly ownsClient: boolean;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly retentionMs: number;

  constructor(opts: DynamoDbPersistenceOptions) {
    this.tableName = opts.tableName;
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
    this.ownsClient = opts.client === undefined;
    this.client = opts.client ?? new DynamoClient(opts.clientConfig);
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
      this.client.send<{ Item?: WireItem }>('GetItem', {
        TableName: this.tableName,
        Key: { id: { S: id } },
        ConsistentRead: true,
      }),
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
    const found = new Map<string, WireItem>();
    let pending = [...new Set(ids)];
    for (let round = 0; round < BATCH_GET_ROUNDS && pending.length > 0; round++) {
      const out = await this.call('get', () =>
        this.client.send<BatchGetOutput>('BatchGetItem', {
          RequestItems: {
            [this.tableName]: { Keys: pending.map((id) => ({ id: { S: id } })), ConsistentRead: true },
          },
        }),
      );
      for (const item of out.Responses?.[this.tableName] ?? []) {
        const id = stringOf(item.id);
        if (id !== undefined) found.set(id, item);
      }
      const left = out.UnprocessedKeys?.[this.tableName]?.Keys ?? [];
      pending = left.map((k) => stringOf(k.id)).filter((id): id is string => id !== undefined);
    }
    const rest = new Map(await Promise.all(pending.map(async (id) => [id, await this.get(id)] as const)));
    return ids.map((id) => rest.get(id) ?? this.versioned(id, found.get(id)));
  }

  /** A stored item as the skill reads it: absent, expired (absent, version kept) or its attributes. */
  private versioned(id: string, wire: WireItem | undefined): Versioned {
    if (wire === undefined) return { value: undefined, version: 0 };
    const item = unmarshall(wire as Parameters<typeof unmarshall>[0]);
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
            ExpressionAttributeValues: { ':v': { N: String(expected) } },
          };
    const now = this.clock.now();
    const item = this.marshal('save', {
      id,
      attributes: value,
      version: expected + 1,
      updatedAt: now,
      [TTL_ATTRIBUTE]: toEpochSeconds(expiryOf(now, this.retentionMs, options)),
    });
    try {
      await this.client.send('PutItem', { TableName: this.tableName, Item: item, ...condition });
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
    const item = this.marshal('save', {
      id,
      attributes,
      updatedAt: now,
      [TTL_ATTRIBUTE]: toEpochSeconds(expiryOf(now, this.retentionMs)),
    });
    await this.call('save', () => this.client.send('PutItem', { TableName: this.tableName, Item: item }));
  }

  /** An unconditional DeleteItem: gone whatever its version (deleting an absent item succeeds). */
  async delete(key: string): Promise<void> {
    const id = checkKey(key, 'delete');
    await this.call('delete', () =>
      this.client.send('DeleteItem', { TableName: this.tableName, Key: { id: { S: id } } }),
    );
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    const id = resolvePartitionKey(this.partitionKey, env, 'delete');
    await this.call('delete', () =>
      this.client.send('DeleteItem', { TableName: this.tableName, Key: { id: { S: id } } }),
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

  /** An item in DynamoDB's wire format; a value it cannot hold (NaN, …) fails as this operation. */
  private marshal(operation: PersistenceOperation, item: Record<string, unknown>): WireItem {
    try {
      return marshall(item, MARSHALL);
    } catch (e) {
      throw dynamoError(operation, this.tableName, e);
    }
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
 * Only the error's name is kept: DynamoDB's messages can quote the request (e.g. a signature
 * mismatch echoes the canonical request with the access key id), and messages must not carry credentials.
 */
export function dynamoError(
  operation: PersistenceOperation,
  tableName: string,
  e: unknown,
): PersistenceError {
  const code = errorCode(e);
  return new PersistenceError(
    operation,
    `DynamoDB ${operation} on table "${tableName}" failed${code ? ` (${code})` : ''}`,
    code,
  );
}

interface BatchGetOutput {
  Responses?: Record<string, WireItem[]>;
  UnprocessedKeys?: Record<string, { Keys?: WireItem[] }>;
}

/** A key's string from the wire (`{ S: "…" }`). */
function stringOf(value: unknown): string | undefined {
  const s = (value as { S?: unknown } | undefined)?.S;
  return typeof s === 'string' ? s : undefined;
}
