// One skill process of the race tests: it builds its own skill (its own API client, its own store
// connection, its own in-process lock) and answers envelopes sent over IPC, as one Lambda
// container or one Express worker would. Run with `node --import tsx` (see cluster.ts).
import type { RequestEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { buildSkill } from '../../src/app/build-skill';
import { DynamoDbPersistenceAdapter } from '../../src/persistence/dynamodb';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import type { MetricsSink } from '../../src/metrics/sink';
import type { ProcessConfig, ProcessMessage, ProcessStats } from './cluster';

const config = JSON.parse(process.argv[2] ?? '{}') as ProcessConfig;
const stats: ProcessStats = { reads: 0, writes: 0, conflicts: 0, retries: 0, errors: 0 };
const metrics: MetricsSink = {
  request: () => undefined,
  apiCall: () => undefined,
  store: (e) => {
    if (e.op === 'read') stats.reads++;
    else stats.writes++;
    if (e.outcome === 'conflict') stats.conflicts++;
    if (e.outcome === 'error') stats.errors++;
  },
  storeRetry: () => void stats.retries++,
  progressive: () => undefined,
  notification: () => undefined,
  notificationPass: () => undefined,
};

const store: ClosablePersistenceAdapter =
  config.store.kind === 'sqlite'
    ? new SqlitePersistenceAdapter({ path: config.store.path })
    : new DynamoDbPersistenceAdapter({
        tableName: config.store.table,
        clientConfig: {
          endpoint: config.store.endpoint,
          region: 'us-east-1',
          credentials: { accessKeyId: 'AKIAFAKERACE0000000', secretAccessKey: 'fake-race-secret' },
        },
      });
const { skill } = buildSkill(
  { listenerIdSecret: config.secret },
  {
    api: new BurstApiClient({ baseUrl: config.apiUrl, apiKey: config.apiKey }),
    store,
    strictGuard: true,
    metrics,
  },
);

process.on('message', (msg: ProcessMessage) => {
  if (msg.kind === 'stats') {
    process.send?.({ id: msg.id, stats });
    return;
  }
  if (msg.kind === 'close') {
    void store.close().finally(() => process.exit(0));
    return;
  }
  skill.invoke(msg.env as RequestEnvelope).then(
    (reply) => process.send?.({ id: msg.id, reply }),
    (err: unknown) => process.send?.({ id: msg.id, error: String(err) }),
  );
});
process.send?.({ ready: true });
