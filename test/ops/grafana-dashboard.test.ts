// infrastructure/grafana: the dashboard imports into any Grafana with a Prometheus data source
// (every query goes through the `datasource` variable), its panels are laid out without overlap,
// every query parses with Prometheus' grammar and names only what the Express host exports, and
// every burst_voice_ metric the host exports has a panel.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { METRIC_PREFIX } from '../../src/metrics/prometheus';
import { gridProblems } from '../helpers/grid';
import { checkExpr, exportedMetrics, type Catalogue } from '../helpers/promql';

const FILE = path.resolve(__dirname, '..', '..', 'infrastructure', 'grafana', 'burst-voice-dashboard.json');

interface Target {
  expr?: string;
  refId?: string;
  datasource?: { type?: string; uid?: string };
}
interface Panel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { x: number; y: number; w: number; h: number };
  datasource?: { type?: string; uid?: string };
  targets?: Target[];
}
interface Variable {
  type?: string;
  name?: string;
  query?: string | { query?: string };
  datasource?: { type?: string; uid?: string };
}
interface Dashboard {
  title?: string;
  uid?: string;
  schemaVersion?: number;
  templating?: { list?: Variable[] };
  panels?: Panel[];
}

const dashboard = JSON.parse(readFileSync(FILE, 'utf8')) as Dashboard;
const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };

/** Grafana's interval variables become a duration, so the query parses as Prometheus sees it. */
const asPromQL = (expr: string) => expr.replace(/\$__(rate_interval|interval|range)\b/g, '5m');

/** Every query of the dashboard: panel targets and `label_values(selector, label)` variables. */
function queries(d: Dashboard): Array<{ where: string; expr: string; label?: string }> {
  const out: Array<{ where: string; expr: string; label?: string }> = [];
  for (const p of d.panels ?? []) {
    for (const t of p.targets ?? []) out.push({ where: `panel "${p.title}" ${t.refId}`, expr: t.expr ?? '' });
  }
  for (const v of d.templating?.list ?? []) {
    if (v.type !== 'query') continue;
    const q = typeof v.query === 'string' ? v.query : (v.query?.query ?? '');
    const m = /^label_values\((.+),\s*(\w+)\)$/.exec(q);
    out.push({ where: `variable ${v.name}`, expr: m?.[1] ?? q, label: m?.[2] });
  }
  return out;
}

/** Every problem with the dashboard's queries, as sentences. */
function queryProblems(d: Dashboard, cat: Catalogue): string[] {
  return queries(d).flatMap(({ where, expr, label }) => {
    const problems = checkExpr(asPromQL(expr), cat);
    const metric = /^\w+/.exec(expr)?.[0] ?? '';
    if (label && !cat.get(metric)?.labels.has(label) && !['job', 'instance'].includes(label)) {
      problems.push(`label_values: "${metric}" has no label "${label}"`);
    }
    return problems.map((p) => `${where}: ${p}`);
  });
}

const panels = (dashboard.panels ?? []).filter((p) => p.type !== 'row');

let cat: Catalogue;
beforeAll(async () => {
  cat = await exportedMetrics();
});

it('is a current Grafana dashboard model with a Prometheus data source variable', () => {
  expect(dashboard.title).toMatch(/Burst Voice/);
  expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
  expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
  const vars = dashboard.templating?.list ?? [];
  expect(vars.find((v) => v.name === 'datasource')).toMatchObject({
    type: 'datasource',
    query: 'prometheus',
  });
  // No data source uid from someone's Grafana: every panel, target and variable uses the variable.
  for (const p of panels) {
    expect(p.datasource).toEqual(DATASOURCE);
    for (const t of p.targets ?? []) expect(t.datasource).toEqual(DATASOURCE);
  }
  for (const v of vars.filter((x) => x.type === 'query')) expect(v.datasource).toEqual(DATASOURCE);
});

it('has timeseries and stat panels with unique ids and refIds, laid out without overlap', () => {
  expect(panels.length).toBeGreaterThanOrEqual(10);
  for (const p of panels) {
    expect(['timeseries', 'stat']).toContain(p.type);
    expect(p.targets?.length).toBeGreaterThan(0);
    const refIds = (p.targets ?? []).map((t) => t.refId);
    expect(new Set(refIds).size).toBe(refIds.length);
  }
  const all = dashboard.panels ?? [];
  expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  for (const p of all) expect(p.gridPos).toBeDefined();
  expect(
    gridProblems(all.flatMap((p) => (p.gridPos ? [{ name: String(p.title), ...p.gridPos }] : []))),
  ).toEqual([]);
});

it('parses every query with the PromQL grammar and names only what the server exports', () => {
  expect(queries(dashboard).length).toBeGreaterThan(panels.length);
  expect(queryProblems(dashboard, cat)).toEqual([]);
});

it('reports a misspelt metric or label in a panel or a variable (the check can fail)', () => {
  const bad: Dashboard = {
    panels: [
      {
        title: 'bad',
        targets: [{ refId: 'A', expr: 'sum(rate(burst_voice_request_total[$__rate_interval]))' }],
      },
      {
        title: 'bad label',
        targets: [
          { refId: 'A', expr: 'sum by (opration) (rate(burst_voice_api_calls_total[$__rate_interval]))' },
        ],
      },
    ],
    templating: {
      list: [{ type: 'query', name: 'v', query: { query: 'label_values(burst_voice_workers, pod)' } }],
    },
  };
  const problems = queryProblems(bad, cat).join('\n');
  expect(problems).toMatch(/panel "bad" A: unknown metric "burst_voice_request_total"/);
  expect(problems).toMatch(/panel "bad label" A: grouping label "opration"/);
  expect(problems).toMatch(/variable v: label_values: "burst_voice_workers" has no label "pod"/);
});

it('shows every burst_voice_ metric the server exports, and CPU, memory and event-loop lag', () => {
  const used = queries(dashboard)
    .map((q) => q.expr)
    .join('\n');
  const families = new Set(
    [...cat.keys()]
      .filter((n) => n.startsWith(METRIC_PREFIX))
      .map((n) => n.replace(/_(bucket|sum|count)$/, '')),
  );
  expect(families.size).toBeGreaterThanOrEqual(10);
  const missing = [...families].filter((f) => !new RegExp(`\\b${f}(_bucket|_sum|_count)?\\b`).test(used));
  expect(missing).toEqual([]);
  for (const m of [
    'process_cpu_seconds_total',
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_p99_seconds',
  ]) {
    expect(used).toContain(m);
  }
});
