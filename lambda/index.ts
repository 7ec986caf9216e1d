// The AWS Lambda entry (runtime nodejs24.x, handler `index.handler`). Everything is built once per
// container, at module scope, so warm invocations reuse the API client's cache and connections.
// Node 24's runtime takes only async handlers and does not wait for an empty event loop: the
// reply resolves after everything it needs (state writes, bounded background work) is awaited.
// On Lambda Managed Instances one worker runs several invocations at once over this module
// scope: what is shared is safe to share (caches keyed by content, the per-listener queue, which
// only orders requests; versioned writes keep state right), and metrics are per invocation.
// No signature check here: Alexa invokes the function through its Lambda trigger, and the skill id
// check (`SKILL_ID` → withSkillId) refuses requests meant for any other skill.
//
// A thin adapter over buildSkill (src/app/build-skill.ts). What is Lambda's own is data: the stores
// it can open (memory or DynamoDB — the SQLite module never enters the bundle, and the DynamoDB
// one is loaded only when it is the configured store; it speaks DynamoDB's JSON protocol itself,
// without the AWS SDK's clients, which cost ≈ 50 ms of a cold start: src/persistence/dynamodb-client.ts),
// the required API key, and EMF metrics. Nothing from src/sim, src/emulator or src/server
// (lambda/build.ts fails the build if any of them appears).
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { burstApiClient } from '../src/app/api-client';
import { buildSkill } from '../src/app/build-skill';
import { ConfigError, loadConfig, type AppConfig } from '../src/config/env';
import { createEmfMetrics } from '../src/metrics/emf';
import { openDynamoStore, openMemoryStore } from '../src/persistence/open-store';
import { createLogger } from '../src/util/logger';
import type { Notifier } from '../src/app/notifier';
import type { PassSummary } from '../src/notify/pass';

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
  secrets: [apiKey, config.listenerIdSecret, ...(config.notify ? [config.notify.clientSecret] : [])],
  base: { service: 'burst-voice' },
});
// One CloudWatch Embedded Metric Format line per invocation (README, Metrics): no network call.
// The namespace is the stack's MetricsNamespace, which its alarms and dashboard read.
const metrics = createEmfMetrics(
  config.metricsNamespace !== undefined ? { namespace: config.metricsNamespace } : {},
);

// Region, credentials and (for local tests) AWS_ENDPOINT_URL_DYNAMODB come from the environment,
// which the DynamoDB client reads itself, as the SDK would.
const api = burstApiClient({ ...config, apiKey }, logger, (e) => metrics.sink.apiCall(e));
const { skill, store, sealer } = buildSkill(config, {
  api,
  store: { memory: openMemoryStore, dynamodb: openDynamoStore },
  logger,
  metrics: metrics.sink,
});

/** EventBridge's scheduled event (the stack's notification schedule). */
interface ScheduledEvent {
  source: 'aws.events';
  'detail-type': 'Scheduled Event';
}

function isScheduled(event: unknown): event is ScheduledEvent {
  const e = event as Partial<ScheduledEvent> | null;
  return e?.source === 'aws.events' && e['detail-type'] === 'Scheduled Event';
}

/** Room left for the last topics' sends and the metrics line before the pass function's time limit (300 s). */
const PASS_MARGIN_MS = 5_000;

// The pass's code is loaded only by the scheduled invocation that runs it: an Alexa request's
// cold start never parses it.
let notifier: Promise<Notifier> | undefined;
async function notificationPass(context: unknown): Promise<PassSummary | { skipped: string }> {
  const notify = config.notify;
  if (!notify) return { skipped: 'ALEXA_CLIENT_ID is not set' };
  notifier ??= import('../src/app/notifier').then(({ createNotifier }) =>
    createNotifier(notify, { store, api, sealer, logger, metrics: metrics.sink }),
  );
  const remaining = (
    context as { getRemainingTimeInMillis?: () => number } | undefined
  )?.getRemainingTimeInMillis?.();
  return (await notifier).runPass(remaining ? { deadline: Date.now() + remaining - PASS_MARGIN_MS } : {});
}

export const handler = async (
  event: RequestEnvelope | ScheduledEvent,
  context?: unknown,
): Promise<ResponseEnvelope | PassSummary | { skipped: string }> =>
  isScheduled(event)
    ? metrics.invocation(() => notificationPass(context))
    : metrics.invocation(() => skill.invoke(event, context));
