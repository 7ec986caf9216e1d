// Table set-up and raw item access on the AWS SDK, for tests, tools and the benchmarks against
// dynalite: never loaded by the skill (its store speaks to DynamoDB through dynamodb-client.ts), and
// never run by the deployed function, whose role has no CreateTable or DescribeTable
// (test/persistence/iam.test.ts checks that nothing in src/ or lambda/ calls createAttributesTable).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type DynamoDBClientConfig,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoError } from './dynamodb';
import { errorCode, PersistenceError } from './errors';

/** createAttributesTable waits this long at most for the new table to become ACTIVE. */
export const TABLE_ACTIVE_WAIT_MS = 60_000;
export const TABLE_ACTIVE_POLL_MS = 250;

/** An SDK document client marshalling as the store does (undefined dropped, class instances as maps). */
export function createDocumentClient(config: DynamoDBClientConfig = {}): DynamoDBDocumentClient {
  const base = new DynamoDBClient(config);
  return DynamoDBDocumentClient.from(base, {
    // undefined fields are dropped (as JSON would) instead of failing the whole save; class
    // instances become maps instead of throwing.
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
}

export interface CreateTableOptions {
  maxWaitMs?: number;
  pollMs?: number;
}

/**
 * Creates the attributes table (on-demand billing) unless it exists, then waits until it is
 * ACTIVE. Idempotent, and safe when two callers race (ResourceInUseException means the other won).
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
