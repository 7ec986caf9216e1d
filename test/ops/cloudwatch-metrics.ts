// What the stack's alarms and dashboard may name, and the check that they name only that.
// The skill's own metrics are read from what src/metrics/emf.ts really writes, by running it;
// AWS's are the documented ones, for the stack's own function and table:
// - Lambda: https://docs.aws.amazon.com/lambda/latest/dg/monitoring-metrics-types.html
// - DynamoDB: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/metrics-dimensions.html
// (both read 2026-11-27; docs/platform.md, "Alarms and the dashboard").
import { createEmfMetrics } from '../../src/metrics/emf';
import { NOTIFICATION_OUTCOMES, REQUEST_OUTCOMES, STORE_OUTCOMES } from '../../src/metrics/sink';

/** The stack's own namespace: `!Ref MetricsNamespace`, whatever the operator sets it to. */
export const OWN = 'ref:MetricsNamespace';

/** A dimension a SEARCH expression names without a value. */
export const ANY_VALUE = '*';

/** One metric as an alarm or a graph names it: namespace, name and dimensions (values resolved to `ref:X` or the literal). */
export interface MetricRef {
  namespace: string;
  name: string;
  dims: Record<string, string>;
}

/** Documented AWS metrics, each with the one dimension naming this stack's resource. */
export const AWS_METRICS: Record<string, { dimension: string; value: string; names: string[] }> = {
  'AWS/Lambda': {
    dimension: 'FunctionName',
    value: 'ref:SkillFunction',
    names: ['Invocations', 'Errors', 'Throttles', 'Duration', 'ConcurrentExecutions'],
  },
  'AWS/DynamoDB': {
    dimension: 'TableName',
    value: 'ref:SkillStateTable',
    names: [
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
    ],
  },
};

export interface EmfCatalogue {
  /** Metric name → the dimension sets it is written with ('' for none; names sorted, joined by ','). */
  sets: Map<string, Set<string>>;
  /** Dimension name → the values written. */
  values: Map<string, Set<string>>;
}

interface EmfLine {
  _aws: {
    CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }>;
  };
  [key: string]: unknown;
}

/** Runs the EMF sink through every kind of event and reads back which metrics and dimensions it wrote. */
export async function emittedEmf(): Promise<EmfCatalogue> {
  const lines: string[] = [];
  const emf = createEmfMetrics({ write: (l) => lines.push(l) });
  const { sink } = emf;
  for (const outcome of REQUEST_OUTCOMES) {
    await emf.invocation(async () => {
      sink.request({ requestType: 'IntentRequest', intent: 'PlayNewsIntent', outcome, ms: 12 });
      sink.apiCall({ operation: 'topStories', outcome: 'ok', ms: 40 });
      sink.apiCall({ operation: 'searchLatest', outcome: 'timeout', ms: 2000 });
      for (const storeOutcome of STORE_OUTCOMES) {
        sink.store({ op: 'read', outcome: storeOutcome, ms: 3, code: 'X', step: 'get' });
        sink.store({ op: 'write', outcome: storeOutcome, ms: 4, code: 'X', step: 'put' });
      }
      sink.storeRetry();
      sink.progressive('sent');
      sink.progressive('failed');
    });
  }
  // An AudioPlayer event, outside any session.
  await emf.invocation(async () => {
    sink.request({ requestType: 'AudioPlayer.PlaybackNearlyFinished', outcome: 'ok', ms: 5 });
  });
  // A scheduled notification pass (an invocation of its own, no Alexa request): every outcome.
  await emf.invocation(async () => {
    sink.apiCall({ operation: 'searchLatest', outcome: 'ok', ms: 30 });
    for (const outcome of NOTIFICATION_OUTCOMES) sink.notification({ outcome });
    sink.notificationPass({ ms: 900, topics: 3, subscribers: 5 });
  });
  const sets = new Map<string, Set<string>>();
  const values = new Map<string, Set<string>>();
  for (const raw of lines) {
    const line = JSON.parse(raw) as EmfLine;
    for (const directive of line._aws.CloudWatchMetrics) {
      for (const dims of directive.Dimensions) {
        for (const d of dims) {
          const set = values.get(d) ?? new Set<string>();
          set.add(String(line[d]));
          values.set(d, set);
        }
        for (const m of directive.Metrics) {
          const set = sets.get(m.Name) ?? new Set<string>();
          set.add([...dims].sort().join(','));
          sets.set(m.Name, set);
        }
      }
    }
  }
  return { sets, values };
}

/** What is wrong with one metric reference: an empty list when it names a metric that exists. */
export function metricProblems(ref: MetricRef, emf: EmfCatalogue): string[] {
  const where = `${ref.namespace} ${ref.name} {${Object.entries(ref.dims)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')}}`;
  if (ref.namespace === OWN) {
    const sets = emf.sets.get(ref.name);
    if (!sets) return [`${where}: the skill writes no metric named ${ref.name}`];
    const problems: string[] = [];
    const key = Object.keys(ref.dims).sort().join(',');
    if (!sets.has(key))
      problems.push(
        `${where}: ${ref.name} is written with dimensions ${[...sets].map((s) => `{${s}}`).join(' or ')}`,
      );
    for (const [dim, value] of Object.entries(ref.dims)) {
      // ANY_VALUE: a SEARCH names the dimension set, not values.
      if (value !== ANY_VALUE && !emf.values.get(dim)?.has(value))
        problems.push(`${where}: ${dim} is never ${value}`);
    }
    return problems;
  }
  const aws = AWS_METRICS[ref.namespace];
  if (!aws) return [`${where}: not a namespace this stack's resources report to`];
  const problems: string[] = [];
  if (!aws.names.includes(ref.name)) problems.push(`${where}: ${ref.namespace} has no metric ${ref.name}`);
  if (Object.keys(ref.dims).join() !== aws.dimension || ref.dims[aws.dimension] !== aws.value) {
    problems.push(`${where}: must name this stack's ${aws.dimension} (${aws.value}) and nothing else`);
  }
  return problems;
}
