// tools/migrate-retention.ts on a table written before retention and erasure (dynalite): every
// item gets the expiry it would have had, legacy Echo records are listed in their listener record
// (so erasure finds them) or deleted when nobody's, and a second run changes nothing.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PLAYBACK_SCHEMA_VERSION } from '../../src/playback/types';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { erasurePlan } from '../../src/state/erase';
import { readState } from '../../src/state/records';
import { migrateRetention } from '../../tools/migrate-retention';
import { startDynalite, type LocalDynamo } from '../persistence/dynalite-server';

const NOW = Date.UTC(2026, 10, 25);
const DAY = 86_400_000;
let dynamo: LocalDynamo;
beforeAll(async () => {
  dynamo = await startDynalite();
});
afterAll(() => dynamo.close());

const playback = {
  schemaVersion: PLAYBACK_SCHEMA_VERSION,
  index: 0,
  offsetMs: 4321,
  activity: 'paused',
  updatedAt: NOW - DAY,
  history: [],
  consecutiveFailures: 0,
  tokenSeq: 0,
};

test('adds expiries, lists legacy Echo records, deletes orphans, and is idempotent', async () => {
  const client = createDocumentClient(dynamo.clientConfig);
  const table = 'migrate-retention';
  await createAttributesTable(client, table);
  const put = (Item: Record<string, unknown>) => client.send(new PutCommand({ TableName: table, Item }));
  const get = async (id: string) =>
    (await client.send(new GetCommand({ TableName: table, Key: { id } }))).Item;
  const profile = { firstSeenAt: NOW - 100 * DAY, lastSeenAt: NOW - 10 * DAY };
  await put({
    id: 'l_one',
    attributes: { schemaVersion: 2, profile, history: [], follows: [], saves: [] },
    version: 2,
    updatedAt: NOW - 10 * DAY,
  });
  await put({
    id: 'l_one|d_a',
    attributes: { schemaVersion: 1, playback },
    version: 5,
    updatedAt: NOW - 10 * DAY,
  });
  await put({
    id: 'l_one|d_b',
    attributes: { schemaVersion: 1, playback },
    version: 1,
    updatedAt: NOW - 50 * DAY,
  });
  await put({
    id: 'l_gone',
    attributes: { erased: true, erasedAt: NOW - DAY, devices: [] },
    version: 9,
    updatedAt: NOW - DAY,
    expiresAt: NOW / 1000 + DAY / 1000,
  });
  await put({
    id: 'l_gone|d_c',
    attributes: { schemaVersion: 1, playback },
    version: 2,
    updatedAt: NOW - 3 * DAY,
  });
  await put({
    id: 'l_never|d_x',
    attributes: { schemaVersion: 1, playback },
    version: 1,
    updatedAt: NOW - 3 * DAY,
  });

  const first = await migrateRetention(client, table, 180, NOW);
  expect(first).toEqual({ scanned: 6, expiryAdded: 5, devicesListed: 2, orphansDeleted: 2, skipped: 0 });
  expect((await get('l_one|d_b'))?.expiresAt).toBe(Math.ceil((NOW - 50 * DAY + 180 * DAY) / 1000));
  expect((await get('l_gone'))?.expiresAt).toBe(NOW / 1000 + DAY / 1000);
  expect(await get('l_gone|d_c')).toBeUndefined();
  expect(await get('l_never|d_x')).toBeUndefined();
  const listener = await get('l_one');
  expect(listener?.version).toBe(4);
  expect((listener?.attributes as { devices: string[] }).devices.sort()).toEqual(['d_a', 'd_b']);
  // The skill then finds both Echos for an erasure, and still plays from their records.
  const state = readState(listener?.attributes, (await get('l_one|d_a'))?.attributes, NOW).state;
  expect(erasurePlan(state.listener, undefined, NOW).devices.sort()).toEqual(['d_a', 'd_b']);
  expect(state.device.playback.offsetMs).toBe(4321);
  expect(state.listener.adoptLegacy).toBe(true);

  const second = await migrateRetention(client, table, 180, NOW);
  expect(second).toEqual({ scanned: 4, expiryAdded: 0, devicesListed: 0, orphansDeleted: 0, skipped: 0 });
  client.destroy();
});
