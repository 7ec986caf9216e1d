// The Express host's metrics: prom-client counters and histograms behind GET /metrics, on a
// registry of their own (several servers in one test process must not share series).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LabelGuard } from './labels';
import { NOTIFICATION_OUTCOMES, type MetricsSink } from './sink';

export const METRIC_PREFIX = 'burst_voice_';
/** Worker processes the server should have: WORKERS (1 without a cluster). */
export const WORKERS_METRIC = `${METRIC_PREFIX}workers`;
/** Worker processes that answered this scrape: below WORKERS_METRIC means one stopped answering. */
export const WORKERS_ANSWERING_METRIC = `${METRIC_PREFIX}workers_answering`;
/** Alexa waits 8 s for a reply; the buckets are dense below 1 s, where a healthy reply lands. */
const REPLY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A notification pass looks up every subscribed topic and sends one call per listener: seconds to minutes. */
const PASS_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export interface PrometheusMetrics {
  sink: MetricsSink;
  registry: Registry;
}

export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = new LabelGuard();
  const p = METRIC_PREFIX;
  const requests = new Counter({
    name: `${p}requests_total`,
    help: 'Alexa requests answered, by request type, intent and outcome (ok, guard-repaired, unhandled, not-stored, error).',
    labelNames: ['request_type', 'intent', 'outcome'] as const,
    registers: [registry],
  });
  const replySeconds = new Histogram({
    name: `${p}reply_duration_seconds`,
    help: 'Time from a request reaching the skill to its reply, by request type.',
    labelNames: ['request_type'] as const,
    buckets: REPLY_BUCKETS,
    registers: [registry],
  });
  const apiCalls = new Counter({
    name: `${p}api_calls_total`,
    help: 'Burst API calls (HTTP exchanges, cache hits excluded), by operation and outcome (ok or error kind).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const apiSeconds = new Histogram({
    name: `${p}api_call_duration_seconds`,
    help: 'Burst API call latency, by operation.',
    labelNames: ['operation'] as const,
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const storeOps = new Counter({
    name: `${p}store_operations_total`,
    help: 'State store reads and writes, by outcome (ok; conflict: a conditional write lost a race; busy: the store was held, tried again; error), the step a failure met (get, put, pragma, …) and its code (SQLITE_BUSY, …).',
    labelNames: ['op', 'outcome', 'step', 'code'] as const,
    registers: [registry],
  });
  const storeSeconds = new Histogram({
    name: `${p}store_operation_duration_seconds`,
    help: 'State store read and write latency.',
    labelNames: ['op'] as const,
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const storeRetries = new Counter({
    name: `${p}store_retries_total`,
    help: 'Requests decided again after a conflicting write.',
    registers: [registry],
  });
  const progressive = new Counter({
    name: `${p}progressive_responses_total`,
    help: 'Progressive responses (VoicePlayer.Speak) sent or failed.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: `${p}notifications_total`,
    help: 'Notifications sent through the Proactive Events API, by outcome (sent; throttled: 429; refused: another 4xx, e.g. permission withdrawn; failed: 5xx, time-out or no token).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const passSeconds = new Histogram({
    name: `${p}notification_pass_duration_seconds`,
    help: 'Time one notification pass took, from its start to its last send.',
    buckets: PASS_BUCKETS,
    registers: [registry],
  });
  // Gauges, not counters: the size of the last pass is what an operator compares with the next.
  const passTopics = new Gauge({
    name: `${p}notification_pass_topics`,
    help: 'Topics the last notification pass looked up.',
    registers: [registry],
  });
  const passSubscribers = new Gauge({
    name: `${p}notification_pass_subscribers`,
    help: 'Subscribers the last notification pass considered.',
    registers: [registry],
  });
  // Declared up front so a scrape shows them at 0 before the first event (and a rule's share of
  // failed notifications has every outcome to divide by).
  progressive.inc({ outcome: 'sent' }, 0);
  progressive.inc({ outcome: 'failed' }, 0);
  storeRetries.inc(0);
  for (const outcome of NOTIFICATION_OUTCOMES) notifications.inc({ outcome }, 0);

  const sink: MetricsSink = {
    request(e) {
      const requestType = labels.value('request_type', e.requestType, 'Unknown');
      requests.inc({
        request_type: requestType,
        intent: labels.value('intent', e.intent),
        outcome: e.outcome,
      });
      replySeconds.observe({ request_type: requestType }, e.ms / 1000);
    },
    apiCall(e) {
      const operation = labels.value('operation', e.operation);
      apiCalls.inc({ operation, outcome: labels.value('api_outcome', e.outcome) });
      apiSeconds.observe({ operation }, e.ms / 1000);
    },
    store(e) {
      storeOps.inc({
        op: e.op,
        outcome: e.outcome,
        step: labels.value('store_step', e.step),
        code: labels.value('store_code', e.code),
      });
      storeSeconds.observe({ op: e.op }, e.ms / 1000);
    },
    storeRetry: () => storeRetries.inc(),
    progressive: (outcome) => progressive.inc({ outcome }),
    notification: (e) => notifications.inc({ outcome: e.outcome }),
    notificationPass(e) {
      passSeconds.observe(e.ms / 1000);
      passTopics.set(e.topics);
      passSubscribers.set(e.subscribers);
    },
  };
  return { sink, registry };
}

/**
 * The two worker gauges, on `registry`. The cluster's primary makes them at each scrape; a single
 * process sets 1 and 1, so one alert rule fits both.
 */
export function addWorkerGauges(registry: Registry, expected: number, answering: number): void {
  new Gauge({
    name: WORKERS_METRIC,
    help: 'Worker processes the server should have (WORKERS; 1 without a cluster).',
    registers: [registry],
  }).set(expected);
  new Gauge({
    name: WORKERS_ANSWERING_METRIC,
    help: 'Worker processes whose metrics this scrape includes; fewer than burst_voice_workers means one stopped answering.',
    registers: [registry],
  }).set(answering);
}
