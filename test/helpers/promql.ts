// Checks PromQL expressions (alert rules, dashboard panels) against what the server really exports:
// each is parsed with Prometheus' own grammar (lezer-promql), and every metric, label and outcome
// value it names must exist. The set of metrics comes from running the metrics code, not from a
// copied list, so a renamed metric or label fails the check.
import { parser } from '@prometheus-io/lezer-promql';
import { API_ERROR_KINDS } from '../../src/api/errors';
import { addWorkerGauges, createPrometheusMetrics } from '../../src/metrics/prometheus';
import { REQUEST_OUTCOMES, STORE_OUTCOMES } from '../../src/metrics/sink';

type Node = ReturnType<typeof parser.parse>['topNode'];

export interface MetricInfo {
  labels: Set<string>;
  /** Every value seen per label. */
  values: Map<string, Set<string>>;
}
export type Catalogue = Map<string, MetricInfo>;

/** Labels Prometheus adds to every series from its scrape target. */
export const TARGET_LABELS: readonly string[] = ['job', 'instance'];
/** Labels whose values the code fixes: a matcher on one must name values the code produces. */
export const CLOSED_LABELS: readonly string[] = ['outcome', 'op'];

/** A series name (histograms: `_bucket`, `_sum`, `_count`) with its labels and values. */
function add(cat: Catalogue, name: string, labels: Partial<Record<string, string | number>> = {}): void {
  let info = cat.get(name);
  if (!info) cat.set(name, (info = { labels: new Set(), values: new Map() }));
  for (const [k, v] of Object.entries(labels)) {
    if (v === undefined) continue;
    info.labels.add(k);
    let vs = info.values.get(k);
    if (!vs) info.values.set(k, (vs = new Set()));
    vs.add(String(v));
  }
}

/**
 * What the Express host exports after one event of every kind, plus the two worker gauges and
 * Prometheus' own `up` for the target.
 */
export async function exportedMetrics(): Promise<Catalogue> {
  const { sink, registry } = createPrometheusMetrics();
  for (const outcome of REQUEST_OUTCOMES) {
    sink.request({ requestType: 'IntentRequest', intent: 'LatestIntent', outcome, ms: 120 });
  }
  for (const outcome of ['ok', ...API_ERROR_KINDS])
    sink.apiCall({ operation: 'topStories', outcome, ms: 40 });
  for (const op of ['read', 'write'] as const) {
    for (const outcome of STORE_OUTCOMES) {
      const failed = outcome === 'busy' || outcome === 'error';
      sink.store({ op, outcome, ms: 3, ...(failed ? { code: 'SQLITE_BUSY', step: 'get' } : {}) });
    }
  }
  sink.storeRetry();
  sink.progressive('sent');
  sink.progressive('failed');
  addWorkerGauges(registry, 1, 1);

  const cat: Catalogue = new Map();
  for (const m of await registry.getMetricsAsJSON()) {
    // prom-client types `type` as a numeric enum; at run time it is the name ('histogram').
    const names =
      String(m.type) === 'histogram' ? ['_bucket', '_sum', '_count'].map((s) => m.name + s) : [m.name];
    for (const n of names) add(cat, n);
    for (const v of m.values) add(cat, (v as { metricName?: string }).metricName ?? m.name, v.labels);
  }
  add(cat, 'up');
  return cat;
}

const text = (expr: string, n: Node) => expr.slice(n.from, n.to);

/** A PromQL string literal's value ("…", '…' or `…`). */
function literal(raw: string): string {
  const body = raw.slice(1, -1);
  return raw.startsWith('`') ? body : body.replace(/\\(.)/g, '$1');
}

const SIMPLE_ALTERNATION = /^[A-Za-z0-9_.-]+(\|[A-Za-z0-9_.-]+)*$/;

/** Every problem with `expr`, as sentences; empty when it is sound. */
export function checkExpr(expr: string, cat: Catalogue): string[] {
  const problems: string[] = [];
  const tree = parser.parse(expr);
  const selectors: Array<{ from: number; to: number; name?: string }> = [];
  const groupings: Array<{ scope: Node; labels: string[] }> = [];

  tree.iterate({
    enter(ref) {
      const node = ref.node;
      if (ref.type.isError) {
        problems.push(
          `syntax error at ${ref.from}: "${expr.slice(Math.max(0, ref.from - 20), ref.from + 20)}"`,
        );
      } else if (ref.name === 'VectorSelector') {
        const id = node.getChild('Identifier');
        const name = id ? text(expr, id) : undefined;
        selectors.push({ from: ref.from, to: ref.to, name });
        if (!name) problems.push(`selector without a metric name: ${text(expr, node)}`);
        else if (!cat.has(name)) problems.push(`unknown metric "${name}"`);
        for (const q of node.getChild('LabelMatchers')?.getChildren('QuotedLabelMatcher') ?? []) {
          problems.push(`quoted label name (not used by this server): ${text(expr, q)}`);
        }
        for (const m of node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []) {
          problems.push(...checkMatcher(expr, m, name, cat));
        }
      } else if (ref.name === 'AggregateModifier' || ref.name === 'MatchingModifierClause') {
        const labels = (node.getChild('GroupingLabels')?.getChildren('LabelName') ?? []).map((l) =>
          text(expr, l),
        );
        if (node.parent) groupings.push({ scope: node.parent, labels });
      }
    },
  });

  // A by/without/on/ignoring label must exist on some series the clause applies to.
  for (const { scope, labels } of groupings) {
    const inScope = selectors.filter((s) => s.from >= scope.from && s.to <= scope.to && s.name);
    for (const label of labels) {
      if (TARGET_LABELS.includes(label)) continue;
      if (!inScope.some((s) => cat.get(s.name ?? '')?.labels.has(label))) {
        const names = inScope.map((s) => s.name).join(', ');
        problems.push(`grouping label "${label}" is on none of: ${names || '(no metric)'}`);
      }
    }
  }
  return problems;
}

function checkMatcher(expr: string, m: Node, metric: string | undefined, cat: Catalogue): string[] {
  const labelNode = m.getChild('LabelName');
  const opNode = m.getChild('MatchOp')?.firstChild;
  const valueNode = m.getChild('StringLiteral');
  if (!labelNode || !opNode || !valueNode) return [`incomplete matcher: ${text(expr, m)}`];
  const label = text(expr, labelNode);
  const value = literal(text(expr, valueNode));
  if (label === '__name__') return [`__name__ matcher (name the metric instead): ${text(expr, m)}`];
  if (!metric || TARGET_LABELS.includes(label)) return [];
  const info = cat.get(metric);
  if (!info) return [];
  if (!info.labels.has(label)) return [`metric "${metric}" has no label "${label}"`];
  const known = info.values.get(label);
  // Grafana variables ($instance) are filled in at query time.
  if (!CLOSED_LABELS.includes(label) || !known || value.includes('$')) return [];
  const op = opNode.name;
  const regex = op === 'EqlRegex' || op === 'NeqRegex';
  if (regex && !SIMPLE_ALTERNATION.test(value)) {
    return [`regex on ${label} must be a plain list like "a|b" to be checked: ${text(expr, m)}`];
  }
  const wanted = regex ? value.split('|') : [value];
  return wanted
    .filter((v) => !known.has(v))
    .map((v) => `${metric}: ${label}="${v}" is not a value the code produces (${[...known].join(', ')})`);
}
