// Least privilege, checked against what the store really sends: every operation of the DynamoDB
// store (opened as the Lambda opens it) runs against dynalite through a proxy that records each
// request on the wire. The IAM actions those commands need must equal the actions the stack's
// SkillStateTableAccess policy grants: a command without its permission fails here, and so does a
// permission nothing sends.
import fs from 'node:fs';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDbPersistenceAdapter } from '../../src/persistence/dynamodb';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { openDynamoStore } from '../../src/persistence/open-store';
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import { inlinePolicy, ofType } from '../helpers/cfn-template';
import { startDynalite, type LocalDynamo } from './dynalite-server';
import { startRecordingProxy, type RecordingProxy, type SentRequest } from './recording-proxy';
import { envFor } from './envelope';

const TABLE = 'burst-voice-iam';
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The IAM action a single-item or table request needs, and its table; undefined for any other
 * operation (batch writes, transactions, PartiQL): the test then fails with its name, to be mapped here.
 */
function permissionsFor(cmd: SentRequest): { actions: string[]; tables: string[] } | undefined {
  const single = [
    'GetItem',
    'PutItem',
    'DeleteItem',
    'UpdateItem',
    'Query',
    'Scan',
    'DescribeTable',
    'CreateTable',
  ];
  if (single.includes(cmd.operation)) {
    return { actions: [`dynamodb:${cmd.operation}`], tables: [String(cmd.input.TableName)] };
  }
  // A batch read needs BatchGetItem on every table it names.
  if (cmd.operation === 'BatchGetItem' && cmd.input.RequestItems) {
    return { actions: ['dynamodb:BatchGetItem'], tables: Object.keys(cmd.input.RequestItems as object) };
  }
  return undefined;
}

/** Every public operation of the store, run so that each command it can send is sent. */
const operations: Record<string, (store: ClosablePersistenceAdapter) => Promise<unknown>> = {
  getAttributes: async (s) => {
    await s.getAttributes(envFor('iam-never-seen'));
    await s.getAttributes(envFor('iam-legacy'));
  },
  get: async (s) => {
    await s.get('iam-absent');
    await s.get('iam-legacy');
  },
  getMany: async (s) => {
    await s.getMany?.(['iam-absent', 'iam-legacy']);
  },
  put: async (s) => {
    await s.put('iam-new', { cursor: 1 }, 0); // only when absent
    await s.put('iam-legacy', { cursor: 2 }, 1); // an item without a version counts as version 1
    await s.put('iam-legacy', { cursor: 3 }, 2); // a plain version check
    await s.put('iam-legacy', { cursor: 4 }, 2); // a conflict
    await s.put('iam-marker', { erased: true }, 0, { retainMs: 60_000 }); // its own expiry
  },
  delete: async (s) => {
    await s.delete('iam-new'); // erasure of a device record
    await s.delete('iam-absent');
  },
  saveAttributes: (s) => s.saveAttributes(envFor('iam-save'), { cursor: 5 }),
  deleteAttributes: async (s) => {
    await s.deleteAttributes(envFor('iam-save'));
    await s.deleteAttributes(envFor('iam-never-seen'));
  },
  close: (s) => s.close(),
};
/** Private helpers of the class: no operation of their own. */
const PRIVATE_HELPERS = ['call', 'isExpired', 'marshal', 'versioned'];

let dynamo: LocalDynamo;
let proxy: RecordingProxy;
let sent: SentRequest[] = [];

beforeAll(async () => {
  dynamo = await startDynalite();
  // Set-up on a client of its own: creating the table is not something the function does.
  const admin = createDocumentClient(dynamo.clientConfig);
  await createAttributesTable(admin, TABLE);
  await admin.send(
    new PutCommand({ TableName: TABLE, Item: { id: 'iam-legacy', attributes: {}, updatedAt: 0 } }),
  );
  admin.destroy();

  proxy = await startRecordingProxy(dynamo.clientConfig.endpoint);
  const store = openDynamoStore({
    kind: 'dynamodb',
    tableName: TABLE,
    dynamoClientConfig: { ...dynamo.clientConfig, endpoint: proxy.url },
  });
  for (const run of Object.values(operations)) await run(store);
  sent = proxy.sent;
});

afterAll(async () => {
  await proxy.close();
  await dynamo.close();
});

describe('the DynamoDB permissions of the skill function', () => {
  const access = (): string[] => {
    const [, role] = ofType('AWS::IAM::Role');
    return inlinePolicy(role, 'SkillStateTableAccess').actions;
  };
  const needed = (): Set<string> => {
    const unknown = sent.filter((c) => permissionsFor(c) === undefined).map((c) => c.operation);
    expect(unknown).toEqual([]); // a command this test cannot map yet: add it to permissionsFor
    return new Set(sent.flatMap((c) => permissionsFor(c)?.actions ?? []));
  };

  it('runs every operation the store has', () => {
    const methods = Object.getOwnPropertyNames(DynamoDbPersistenceAdapter.prototype).filter(
      (m) => m !== 'constructor' && !PRIVATE_HELPERS.includes(m),
    );
    expect(methods.sort()).toEqual(Object.keys(operations).sort());
    expect(sent.length).toBeGreaterThan(0);
  });

  it('grants every action the store sends', () => {
    const granted = new Set(access());
    expect([...needed()].filter((a) => !granted.has(a)).sort()).toEqual([]);
  });

  it('grants no action the store does not send', () => {
    const used = needed();
    expect(access().filter((a) => !used.has(a))).toEqual([]);
  });

  it('sends every command to its own table, the only resource the policy names', () => {
    const tables = new Set(sent.flatMap((c) => permissionsFor(c)?.tables ?? []));
    expect([...tables]).toEqual([TABLE]);
  });

  it('never creates or describes a table from code the function runs (no permission for it)', () => {
    // createAttributesTable is for tests, dynalite and the benchmarks: nothing in src/ or lambda/
    // calls it, so the deployed function never needs CreateTable or DescribeTable.
    const callers: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'build') walk(full);
        } else if (entry.name.endsWith('.ts')) {
          const text = fs
            .readFileSync(full, 'utf8')
            .replace('export async function createAttributesTable(', '');
          if (/\bcreateAttributesTable\s*\(/.test(text)) callers.push(path.relative(ROOT, full));
        }
      }
    };
    walk(path.join(ROOT, 'src'));
    walk(path.join(ROOT, 'lambda'));
    expect(callers).toEqual([]);
  });
});
