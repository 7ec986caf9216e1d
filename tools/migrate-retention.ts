// `npm run migrate:retention -- <table>`: run once on a DynamoDB table written before retention and
// erasure existed (docs/privacy.md, "What is left"), with the operator's own AWS credentials (the
// function's role has no Scan or UpdateItem, on purpose). It pages through the table once and:
//   - gives every item without `expiresAt` one: its `updatedAt` + RETENTION_DAYS (default 180), so
//     DynamoDB's TTL deletes it (the skill already reads it as expired then; TTL only deletes items
//     that carry the attribute). An item never gets a later expiry than it would have had;
//   - lists every Echo record from before generations in its listener record (`devices`), so an
//     erasure finds and deletes it; one whose listener record is gone or erased is deleted.
// Each change is a conditional write: a request of the skill racing it wins, and the item is left
// for the skill's own next write to fix. Idempotent: a second run changes nothing.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { readRetentionDays } from '../src/config/env';
import { DAY_MS } from '../src/config/limits';
import { expiryOf } from '../src/persistence/checks';
import { toEpochSeconds, TTL_ATTRIBUTE } from '../src/persistence/dynamodb';
import { errorCode } from '../src/persistence/errors';
import { splitDeviceKey } from '../src/state/keys';
import { isErasureMarker } from '../src/state/records';
import { isPlainObject } from '../src/util/objects';

export interface MigrationReport {
  scanned: number;
  expiryAdded: number;
  devicesListed: number;
  orphansDeleted: number;
  /** Conditional writes that lost to the skill (left for its next write). */
  skipped: number;
}

export async function migrateRetention(
  client: DynamoDBDocumentClient,
  table: string,
  retentionDays: number,
  now = Date.now(),
): Promise<MigrationReport> {
  const report: MigrationReport = {
    scanned: 0,
    expiryAdded: 0,
    devicesListed: 0,
    orphansDeleted: 0,
    skipped: 0,
  };
  const conditional = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (e) {
      if (errorCode(e) !== 'ConditionalCheckFailedException') throw e;
      report.skipped++;
      return false;
    }
  };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    start = page.LastEvaluatedKey;
    for (const item of page.Items ?? []) {
      report.scanned++;
      const id = String(item.id);
      if (typeof item[TTL_ATTRIBUTE] !== 'number') {
        const updatedAt = typeof item.updatedAt === 'number' ? item.updatedAt : now;
        const expiresAt = toEpochSeconds(expiryOf(updatedAt, retentionDays * DAY_MS));
        const done = await conditional(() =>
          client.send(
            new UpdateCommand({
              TableName: table,
              Key: { id },
              UpdateExpression: 'SET #t = :t',
              ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(#t)',
              ExpressionAttributeNames: { '#t': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':t': expiresAt },
            }),
          ),
        );
        if (done) report.expiryAdded++;
      }
      const device = splitDeviceKey(id);
      const attributes = item.attributes;
      if (device && isPlainObject(attributes) && attributes.gen === undefined) {
        await listLegacyDevice(client, table, device.listener, device.deviceHash, id, report, conditional);
      }
    }
  } while (start);
  return report;
}

/** A device record from before generations: listed in its listener record, or deleted if it has none. */
async function listLegacyDevice(
  client: DynamoDBDocumentClient,
  table: string,
  listenerKey: string,
  deviceHash: string,
  deviceKey: string,
  report: MigrationReport,
  conditional: (write: () => Promise<unknown>) => Promise<boolean>,
): Promise<void> {
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: { id: listenerKey }, ConsistentRead: true }),
  );
  const attrs = Item?.attributes;
  if (!isPlainObject(attrs) || isErasureMarker(attrs)) {
    // Nobody's: its listener was erased or never stored. Deleted unless it was written meanwhile.
    const done = await conditional(() =>
      client.send(
        new DeleteCommand({
          TableName: table,
          Key: { id: deviceKey },
          ConditionExpression: 'attribute_not_exists(#a.#g)',
          ExpressionAttributeNames: { '#a': 'attributes', '#g': 'gen' },
        }),
      ),
    );
    if (done) report.orphansDeleted++;
    return;
  }
  const devices = Array.isArray(attrs.devices) ? attrs.devices : [];
  if (devices.includes(deviceHash)) return;
  const version = typeof Item?.version === 'number' ? Item.version : undefined;
  const done = await conditional(() =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: listenerKey },
        // The version moves on like any write of the skill, so a request holding the old one re-reads.
        UpdateExpression: 'SET #a.#d = :devices, #v = :next',
        ConditionExpression: version === undefined ? 'attribute_not_exists(#v)' : '#v = :v',
        ExpressionAttributeNames: { '#a': 'attributes', '#d': 'devices', '#v': 'version' },
        ExpressionAttributeValues: {
          ':devices': [...devices, deviceHash],
          ':next': (version ?? 1) + 1,
          ...(version === undefined ? {} : { ':v': version }),
        },
      }),
    ),
  );
  if (done) report.devicesListed++;
}

async function main(): Promise<number> {
  const table = process.argv[2] ?? process.env.DYNAMODB_TABLE;
  if (!table) {
    process.stderr.write('usage: npm run migrate:retention -- <table>   (or set DYNAMODB_TABLE)\n');
    return 2;
  }
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  try {
    const report = await migrateRetention(client, table, readRetentionDays(process.env));
    process.stdout.write(`migrate-retention ${table}: ${JSON.stringify(report)}\n`);
    return 0;
  } finally {
    client.destroy();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`migrate-retention failed: ${errorCode(err) ?? String(err)}\n`);
      process.exit(1);
    },
  );
}
