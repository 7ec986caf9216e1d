// The Lambda host's metrics: CloudWatch Embedded Metric Format. Everything one invocation did is
// written as ONE JSON log line when it ends; CloudWatch Logs extracts the metrics from it, so
// there is no PutMetricData call (no network, no latency, no throttling). Each invocation keeps
// its own figures in AsyncLocalStorage: on Lambda Managed Instances one Node.js worker runs many
// invocations at once, sharing module scope (AWS: "Node.js runtime for Lambda Managed Instances").
import { AsyncLocalStorage } from 'node:async_hooks';
import { LabelGuard } from './labels';
import type { MetricsSink, NotificationOutcome, RequestOutcome } from './sink';

export const EMF_NAMESPACE = 'BurstVoice';
/** Dimension sets of the request metrics (Requests, ReplyLatency). */
export const REQUEST_DIMENSIONS = [['RequestType', 'Intent', 'Outcome'], ['Outcome']];
/** The counter of each notification outcome (no dimensions: the alarm adds them up). */
export const NOTIFICATION_METRICS: Readonly<Record<NotificationOutcome, string>> = {
  sent: 'NotificationsSent',
  throttled: 'NotificationsThrottled',
  refused: 'NotificationsRefused',
  failed: 'NotificationsFailed',
};
/** EMF: at most 100 values in one metric's array. */
const MAX_VALUES = 100;

type Unit = 'Count' | 'Milliseconds';

interface Invocation {
  request?: { requestType: string; intent: string; outcome: RequestOutcome; ms: number };
  counts: Map<string, number>;
  latencies: Map<string, number[]>;
  apiCalls: Array<{ operation: string; outcome: string; ms: number }>;
  /** Store failures (busy or error) with their step and code, for Logs Insights. */
  storeFailures: Array<{ op: string; outcome: string; step: string; code: string }>;
  /** Its line is written: what background work records later is dropped, not misattributed. */
  closed: boolean;
}

export interface EmfMetrics {
  sink: MetricsSink;
  /**
   * Runs one invocation; what it records is written as its own line when it ends. An Alexa request
   * and a scheduled notification pass alike: each is one invocation of the function.
   */
  invocation<T>(work: () => Promise<T>): Promise<T>;
}

export interface EmfOptions {
  namespace?: string;
  /** One line per call; stdout by default (not console.log, whose Lambda prefix would hide the JSON). */
  write?: (line: string) => void;
  now?: () => number;
}

/** Counters present in every line, at 0 when nothing happened (alarms need the zeros). */
const ALWAYS_COUNTED = [
  'ApiCalls',
  'ApiErrors',
  'StoreReads',
  'StoreWrites',
  'StoreConflicts',
  'StoreErrors',
  'StoreBusy',
  'StoreRetries',
  'ProgressiveSent',
  'ProgressiveFailed',
];

export function createEmfMetrics(opts: EmfOptions = {}): EmfMetrics {
  const namespace = opts.namespace ?? EMF_NAMESPACE;
  const write = opts.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = opts.now ?? Date.now;
  const labels = new LabelGuard();
  const fresh = (): Invocation => ({
    counts: new Map(),
    latencies: new Map(),
    apiCalls: [],
    storeFailures: [],
    closed: false,
  });
  const current = new AsyncLocalStorage<Invocation>();
  /** The running invocation, or a scratch one nobody writes (outside any, or after its line). */
  const cur = (): Invocation => {
    const inv = current.getStore();
    return inv && !inv.closed ? inv : fresh();
  };
  const count = (name: string, by = 1) => {
    const inv = cur();
    inv.counts.set(name, (inv.counts.get(name) ?? 0) + by);
  };
  const time = (name: string, ms: number) => {
    const inv = cur();
    const list = inv.latencies.get(name) ?? [];
    if (list.length < MAX_VALUES) list.push(Math.round(ms * 1000) / 1000);
    inv.latencies.set(name, list);
  };

  const sink: MetricsSink = {
    request(e) {
      cur().request = {
        requestType: labels.value('request_type', e.requestType, 'Unknown'),
        intent: labels.value('intent', e.intent),
        outcome: e.outcome,
        ms: e.ms,
      };
    },
    apiCall(e) {
      const op = labels.value('operation', e.operation);
      const outcome = labels.value('api_outcome', e.outcome);
      count('ApiCalls');
      count(`ApiCalls_${op}`);
      time('ApiLatency', e.ms);
      time(`ApiLatency_${op}`, e.ms);
      if (outcome !== 'ok') {
        count('ApiErrors');
        count(`ApiErrors_${op}`);
      }
      cur().apiCalls.push({ operation: op, outcome, ms: Math.round(e.ms) });
    },
    store(e) {
      count(e.op === 'read' ? 'StoreReads' : 'StoreWrites');
      if (e.outcome === 'conflict') count('StoreConflicts');
      if (e.outcome === 'error') count('StoreErrors');
      if (e.outcome === 'busy') count('StoreBusy');
      if (e.outcome === 'error' || e.outcome === 'busy') {
        const failures = cur().storeFailures;
        if (failures.length < MAX_VALUES) {
          failures.push({
            op: e.op,
            outcome: e.outcome,
            step: labels.value('store_step', e.step),
            code: labels.value('store_code', e.code),
          });
        }
      }
      time('StoreLatency', e.ms);
    },
    storeRetry: () => count('StoreRetries'),
    progressive: (outcome) => count(outcome === 'sent' ? 'ProgressiveSent' : 'ProgressiveFailed'),
    notification: (e) => count(NOTIFICATION_METRICS[e.outcome]),
    notificationPass(e) {
      count('NotificationPasses');
      count('NotificationPassTopics', e.topics);
      count('NotificationPassSubscribers', e.subscribers);
      time('NotificationPassDuration', e.ms);
      // Every outcome in a pass's line, at 0 when none ended so: the alarm's share needs the zeros;
      // a request's line stays without them.
      for (const name of Object.values(NOTIFICATION_METRICS)) count(name, 0);
    },
  };

  function line(inv: Invocation): Record<string, unknown> | undefined {
    if (!inv.request && inv.counts.size === 0) return undefined;
    const body: Record<string, unknown> = {};
    const metric = (name: string, unit: Unit) => ({ Name: name, Unit: unit });
    const directives: Array<Record<string, unknown>> = [];
    if (inv.request) {
      const r = inv.request;
      Object.assign(body, {
        RequestType: r.requestType,
        Intent: r.intent,
        Outcome: r.outcome,
        Requests: 1,
        ReplyLatency: Math.round(r.ms * 1000) / 1000,
      });
      directives.push({
        Namespace: namespace,
        Dimensions: REQUEST_DIMENSIONS,
        Metrics: [metric('Requests', 'Count'), metric('ReplyLatency', 'Milliseconds')],
      });
    }
    const plain: Array<{ Name: string; Unit: Unit }> = [];
    for (const name of new Set([...ALWAYS_COUNTED, ...inv.counts.keys()])) {
      body[name] = inv.counts.get(name) ?? 0;
      plain.push(metric(name, 'Count'));
    }
    for (const [name, values] of inv.latencies) {
      body[name] = values;
      plain.push(metric(name, 'Milliseconds'));
    }
    // No dimensions: service-wide figures of this function.
    directives.push({ Namespace: namespace, Dimensions: [[]], Metrics: plain });
    // Context for Logs Insights, not metrics: which calls were made and how they ended (no ids).
    if (inv.apiCalls.length > 0) body.apiCalls = inv.apiCalls;
    if (inv.storeFailures.length > 0) body.storeFailures = inv.storeFailures;
    return { _aws: { Timestamp: now(), CloudWatchMetrics: directives }, ...body };
  }

  return {
    sink,
    async invocation(work) {
      const inv = fresh();
      try {
        return await current.run(inv, work);
      } finally {
        inv.closed = true;
        const out = line(inv);
        if (out) write(JSON.stringify(out));
      }
    },
  };
}
