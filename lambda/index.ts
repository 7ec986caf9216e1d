// The AWS Lambda entry (runtime nodejs20.x, handler `index.handler`). Everything is built once per
// container, at module scope, so warm invocations reuse the API client's cache and connections.
// No signature check here: Alexa invokes the function through its Lambda trigger, and the skill id
// check (`SKILL_ID` → withSkillId) refuses requests meant for any other skill.
//
// Imports are chosen for the bundle: the DynamoDB and memory adapters directly (the persistence
// factory would drag in the SQLite module), and nothing from src/sim, src/emulator or src/server
// (lambda/build.ts fails the build if any of them appears). The DynamoDB adapter is required only
// when it is the configured store: loading the AWS SDK costs ≈ 75 ms of a cold start.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../src/api/http-client';
import { ConfigError, loadConfig, type AppConfig } from '../src/config/env';
import { MemoryPersistenceAdapter } from '../src/persistence/memory';
import type { ClosablePersistenceAdapter, PartitionKeyFn } from '../src/persistence/types';
import { createSkill } from '../src/skill/create-skill';
import { listenerIdFor } from '../src/skill/listener-id';
import { createEmfMetrics } from '../src/metrics/emf';
import { createLogger } from '../src/util/logger';

function loadOrExplain(): AppConfig {
  try {
    return loadConfig(process.env, 'lambda');
  } catch (err) {
    // One readable line in CloudWatch before the init error, instead of only a stack trace.
    if (err instanceof ConfigError) console.error(JSON.stringify({ level: 'error', msg: err.message }));
    throw err;
  }
}

const config = loadOrExplain();
const apiKey = config.apiKey;
if (apiKey === undefined) throw new ConfigError('BURST_API_KEY', 'BURST_API_KEY is required on Lambda.');
const logger = createLogger({
  level: config.logLevel,
  secrets: [apiKey, config.listenerIdSecret],
  base: { service: 'burst-voice' },
});
const partitionKey: PartitionKeyFn = (e) => listenerIdFor(e, config.listenerIdSecret);
// Region, credentials and (for local tests) AWS_ENDPOINT_URL_DYNAMODB come from the environment,
// which the SDK reads itself.
function openStore(): ClosablePersistenceAdapter {
  if (config.persistence !== 'dynamodb') return new MemoryPersistenceAdapter({ partitionKey });
  const { DynamoDbPersistenceAdapter } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy: no AWS SDK with the memory store
    require('../src/persistence/dynamodb') as typeof import('../src/persistence/dynamodb');
  return new DynamoDbPersistenceAdapter({ tableName: config.dynamoTable, partitionKey, logger });
}
const persistence = openStore();

// One CloudWatch Embedded Metric Format line per invocation (README, Metrics): no network call.
const metrics = createEmfMetrics();

const skill = createSkill({
  api: new BurstApiClient({
    baseUrl: config.apiBaseUrl,
    apiKey,
    device: 'alexa',
    trackPath: config.trackPath,
    onCall: (e) => metrics.sink.apiCall(e),
    logger,
  }),
  persistence,
  listenerIdSecret: config.listenerIdSecret,
  ...(config.skillId !== undefined ? { skillId: config.skillId } : {}),
  logger,
  metrics: metrics.sink,
});

export const handler = async (event: RequestEnvelope, context?: unknown): Promise<ResponseEnvelope> => {
  try {
    return await skill.invoke(event, context);
  } finally {
    metrics.flush();
  }
};
