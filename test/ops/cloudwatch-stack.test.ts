// The stack's alarms and dashboard (infrastructure/cfn-deployer/skill-stack.yaml): each names a
// metric that exists — the skill's own as src/metrics/emf.ts writes them, or AWS's for this
// stack's function and table — and together they watch what README "Operating Burst Voice"
// promises. cfn-lint checks the rest of the template (`npm run lint:stack`, needs pip's cfn-lint).
import { NOTIFICATION_METRICS } from '../../src/metrics/emf';
import { NOTIFICATION_OUTCOMES, REQUEST_OUTCOMES } from '../../src/metrics/sink';
import { parseCfn } from '../helpers/cfn-yaml';
import { gridProblems } from '../helpers/grid';
import { template } from '../helpers/cfn-template';
import {
  ANY_VALUE,
  emittedEmf,
  metricProblems,
  OWN,
  type EmfCatalogue,
  type MetricRef,
} from './cloudwatch-metrics';

const stack = parseCfn(template);
const resources = Object.entries(stack.Resources);
const alarms = resources.filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm');
const props = (id: string): Record<string, unknown> => stack.Resources[id]?.Properties ?? {};

/** A property value as the checks compare it: `ref:X` for `!Ref X`, the literal otherwise. */
function value(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'Ref' in v) return `ref:${String((v as { Ref: unknown }).Ref)}`;
  return JSON.stringify(v);
}

function dimsOf(list: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of (list as Array<{ Name: string; Value: unknown }> | undefined) ?? [])
    out[d.Name] = value(d.Value);
  return out;
}

interface AlarmQuery {
  id: string;
  ref?: MetricRef;
  stat?: string;
  expression?: string;
  returned: boolean;
}

/** An alarm's metrics: its one metric, or each query of its metric math. */
function queriesOf(p: Record<string, unknown>): AlarmQuery[] {
  if (!p.Metrics) {
    return [
      {
        id: 'metric',
        ref: { namespace: value(p.Namespace), name: String(p.MetricName), dims: dimsOf(p.Dimensions) },
        stat: String(p.ExtendedStatistic ?? p.Statistic),
        returned: true,
      },
    ];
  }
  return (p.Metrics as Array<Record<string, unknown>>).map((q) => {
    const stat = q.MetricStat as { Stat: string; Metric: Record<string, unknown> } | undefined;
    const expr = q.Expression as string | { 'Fn::Sub': string } | undefined;
    return {
      id: String(q.Id),
      returned: q.ReturnData === true,
      ...(stat
        ? {
            stat: stat.Stat,
            ref: {
              namespace: value(stat.Metric.Namespace),
              name: String(stat.Metric.MetricName),
              dims: dimsOf(stat.Metric.Dimensions),
            },
          }
        : {}),
      ...(expr !== undefined ? { expression: typeof expr === 'string' ? expr : expr['Fn::Sub'] } : {}),
    };
  });
}

/** Metric math's own words, not query ids. */
const MATH_FUNCTIONS = new Set(['IF', 'FILL', 'SUM', 'AVG', 'MIN', 'MAX', 'ABS', 'REPEAT', 'LINEAR']);

let emf: EmfCatalogue;
beforeAll(async () => {
  emf = await emittedEmf();
});

describe('the checker', () => {
  it('knows what the skill writes, by running it', () => {
    expect([...(emf.sets.get('Requests') ?? [])].sort()).toEqual(['Intent,Outcome,RequestType', 'Outcome']);
    expect(emf.sets.get('StoreErrors')).toEqual(new Set(['']));
    expect([...(emf.values.get('Outcome') ?? [])].sort()).toEqual([...REQUEST_OUTCOMES].sort());
  });

  it('reports a misspelt metric, a wrong dimension set, a value never written and another resource', () => {
    const own = (name: string, dims: Record<string, string> = {}): MetricRef => ({
      namespace: OWN,
      name,
      dims,
    });
    expect(metricProblems(own('StoreErrors'), emf)).toEqual([]);
    expect(metricProblems(own('StoreError'), emf)).toHaveLength(1);
    expect(metricProblems(own('Requests'), emf)).toHaveLength(1);
    expect(metricProblems(own('Requests', { Outcome: 'failed' }), emf)).toHaveLength(1);
    expect(metricProblems(own('Requests', { Outcome: 'error' }), emf)).toEqual([]);
    const lambda = (name: string, fn: string): MetricRef => ({
      namespace: 'AWS/Lambda',
      name,
      dims: { FunctionName: fn },
    });
    expect(metricProblems(lambda('Errors', 'ref:SkillFunction'), emf)).toEqual([]);
    expect(metricProblems(lambda('Errors', 'some-other-function'), emf)).toHaveLength(1);
    expect(metricProblems(lambda('Error', 'ref:SkillFunction'), emf)).toHaveLength(1);
    expect(metricProblems({ namespace: 'AWS/EC2', name: 'CPUUtilization', dims: {} }, emf)).toHaveLength(1);
  });
});

describe('alarms', () => {
  it.each(alarms.map(([id]) => id))('%s names only metrics that exist', (id) => {
    const refs = queriesOf(props(id)).flatMap((q) => (q.ref ? [q.ref] : []));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.flatMap((r) => metricProblems(r, emf))).toEqual([]);
  });

  it.each(alarms.map(([id]) => id))('%s: its math uses every query it declares and only those', (id) => {
    const queries = queriesOf(props(id));
    if (queries.length === 1) return expect(queries[0]?.ref).toBeDefined();
    const returned = queries.filter((q) => q.returned);
    expect(returned).toHaveLength(1);
    const expression = returned[0]?.expression ?? '';
    const named = new Set(
      (expression.replace(/\$\{[^}]*\}/g, '').match(/\b[A-Za-z_][A-Za-z0-9_]*\b/g) ?? []).filter(
        (w) => !MATH_FUNCTIONS.has(w),
      ),
    );
    const inputs = queries.filter((q) => !q.returned).map((q) => q.id);
    expect([...named].sort()).toEqual([...inputs].sort());
    // Counts over one period, summed.
    for (const q of queries.filter((x) => x.ref)) expect(q.stat).toBe('Sum');
  });

  it('the error-reply share divides by every outcome a request can have', () => {
    const outcomes = queriesOf(props('ErrorOutcomesAlarm'))
      .flatMap((q) => (q.ref?.name === 'Requests' ? [q.ref.dims.Outcome] : []))
      .sort();
    expect(outcomes).toEqual([...REQUEST_OUTCOMES].sort());
  });

  it('the notification-failure share divides by every outcome a notification can have', () => {
    const names = queriesOf(props('NotificationFailuresAlarm'))
      .flatMap((q) => (q.ref ? [q.ref.name] : []))
      .sort();
    expect(names).toEqual(NOTIFICATION_OUTCOMES.map((o) => NOTIFICATION_METRICS[o]).sort());
  });

  it('the notification-failure share is refused + failed over all, in percent, from the minimum count on', () => {
    const queries = queriesOf(props('NotificationFailuresAlarm'));
    const share = queries.find((q) => q.returned)?.expression ?? '';
    // The query id of each outcome's counter, as the expression names it.
    const idOf = Object.fromEntries(
      NOTIFICATION_OUTCOMES.map((o) => [o, queries.find((q) => q.ref?.name === NOTIFICATION_METRICS[o])?.id]),
    );
    const min = Number(stack.Parameters.RateAlarmMinimumCount?.Default);
    /** The alarm's math for one period's sums (undefined: no data), as CloudWatch reads it. */
    const evaluate = (sums: Partial<Record<string, number>>): number => {
      const js = share
        .replace(/\$\{RateAlarmMinimumCount\}/g, String(min))
        .replace(/\bIF\(/g, 'iff(')
        .replace(/\bFILL\(/g, 'fill(');
      const ids = NOTIFICATION_OUTCOMES.map((o) => String(idOf[o]));
      const run = new Function(...ids, 'iff', 'fill', `return ${js};`) as (...a: unknown[]) => number;
      return run(
        ...NOTIFICATION_OUTCOMES.map((o) => sums[o]),
        (c: boolean, a: number, b: number) => (c ? a : b),
        (v: number | undefined, d: number) => v ?? d,
      );
    };
    expect(evaluate({ sent: 90, throttled: 0, refused: 4, failed: 6 })).toBeCloseTo(10);
    expect(evaluate({ sent: 1, refused: 1, failed: 2 })).toBeCloseTo(75);
    // Throttled ones are sent again by the next pass: not failures.
    expect(evaluate({ sent: 0, throttled: 50 })).toBe(0);
    // Fewer than the minimum count: a share of a handful is no alarm.
    expect(evaluate({ refused: min - 1 })).toBe(0);
    expect(evaluate({})).toBe(0);
    expect(stack.Resources.NotificationFailuresAlarm?.Condition).toBe('NotificationsOn');
  });

  it('watch what the issue names: function errors, throttles, p99 duration, error replies, API and store errors, DynamoDB throttles', () => {
    const watched = alarms.flatMap(([id]) =>
      queriesOf(props(id)).flatMap((q) =>
        q.ref
          ? [
              `${q.ref.namespace} ${q.ref.name}${q.ref.dims.Outcome ? `:${q.ref.dims.Outcome}` : ''} ${q.stat}`,
            ]
          : [],
      ),
    );
    for (const want of [
      'AWS/Lambda Errors Sum',
      'AWS/Lambda Throttles Sum',
      'AWS/Lambda Duration p99',
      `${OWN} Requests:error Sum`,
      `${OWN} ApiErrors Sum`,
      `${OWN} StoreErrors Sum`,
      'AWS/DynamoDB ReadThrottleEvents Sum',
      'AWS/DynamoDB WriteThrottleEvents Sum',
      `${OWN} NotificationsRefused Sum`,
      `${OWN} NotificationsFailed Sum`,
    ]) {
      expect(watched).toContain(want);
    }
  });

  it.each(alarms.map(([id]) => id))(
    '%s: its threshold is a Number parameter with a default, and missing data is not an alarm',
    (id) => {
      const p = props(id);
      const threshold = value(p.Threshold);
      expect(threshold).toMatch(/^ref:/);
      const param = stack.Parameters[threshold.slice('ref:'.length)];
      expect(param?.Type).toBe('Number');
      expect(typeof param?.Default).toBe('number');
      expect(p.TreatMissingData).toBe('notBreaching');
      expect(p.AlarmName).toEqual({ 'Fn::Sub': expect.stringMatching(/^\$\{AWS::StackName\}-[a-z0-9-]+$/) });
    },
  );

  it.each(alarms.map(([id]) => id))(
    '%s notifies the e-mail topic and/or the given topic, when it fires and when it clears',
    (id) => {
      const p = props(id);
      const targets = [
        { 'Fn::If': ['NotifyByEmail', { Ref: 'AlarmTopic' }, { Ref: 'AWS::NoValue' }] },
        { 'Fn::If': ['NotifyTopic', { Ref: 'AlarmTopicArn' }, { Ref: 'AWS::NoValue' }] },
      ];
      expect(p.AlarmActions).toEqual(targets);
      expect(p.OKActions).toEqual(targets);
    },
  );

  it('the e-mail topic exists only when an address is given, and subscribes it', () => {
    expect(stack.Resources.AlarmTopic?.Condition).toBe('NotifyByEmail');
    expect(props('AlarmTopic').Subscription).toEqual([
      { Protocol: 'email', Endpoint: { Ref: 'AlarmEmail' } },
    ]);
    expect(stack.Parameters.AlarmEmail?.Default).toBe('');
    expect(stack.Parameters.AlarmTopicArn?.Default).toBe('');
  });
});

describe('parameters', () => {
  it('every parameter is used (cfn-lint W2001, here because CI has no cfn-lint)', () => {
    const body = JSON.stringify({
      Resources: stack.Resources,
      Conditions: stack.Conditions,
      Outputs: stack.Outputs,
    });
    for (const name of Object.keys(stack.Parameters)) {
      const used = body.includes(`{"Ref":"${name}"}`) || body.includes(`\${${name}}`);
      expect({ name, used }).toEqual({ name, used: true });
    }
  });

  it('the function writes its metrics to MetricsNamespace, with the same rule as METRICS_NAMESPACE', () => {
    const env = (props('SkillFunction').Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.METRICS_NAMESPACE).toEqual({ Ref: 'MetricsNamespace' });
    const pattern = new RegExp(String(stack.Parameters.MetricsNamespace?.AllowedPattern));
    expect(pattern.test(String(stack.Parameters.MetricsNamespace?.Default))).toBe(true);
    for (const bad of ['AWS/Lambda', 'aws/x', 'a{b}', 'x'.repeat(256)]) expect(pattern.test(bad)).toBe(false);
  });
});

describe('dashboard', () => {
  const [dashId, dash] = resources.find(([, r]) => r.Type === 'AWS::CloudWatch::Dashboard') ?? [];
  type Piece = string | { 'Fn::Sub': string } | { 'Fn::If': [string, Piece, Piece] };
  const sub = dash?.Properties?.DashboardBody as { 'Fn::Sub': string | [string, Record<string, Piece>] };
  const [source, vars] = typeof sub['Fn::Sub'] === 'string' ? [sub['Fn::Sub'], {}] : sub['Fn::Sub'];

  /** A Sub variable's text with the template's conditions as given: an !If picks its branch. */
  function pieceText(p: Piece, on: Record<string, boolean>): string {
    if (typeof p === 'string') return p;
    if ('Fn::Sub' in p) return p['Fn::Sub'];
    const [condition, yes, no] = p['Fn::If'];
    if (on[condition] === undefined) throw new Error(`the dashboard depends on condition ${condition}`);
    return pieceText(on[condition] ? yes : no, on);
  }

  /**
   * The body as CloudFormation writes it under the given conditions, with each `${X}` then resolved
   * as the checks read it: `ref:X`, `arn:X`, the region, a default.
   */
  function bodyWhen(on: Record<string, boolean>) {
    const text = source.replace(/\$\{([A-Za-z0-9]+)\}/g, (m, name: string) =>
      name in vars ? pieceText((vars as Record<string, Piece>)[name] as Piece, on) : m,
    );
    return JSON.parse(
      text.replace(/"\$\{([^}]+)\}"|\$\{([^}]+)\}/g, (_m, quoted?: string, bare?: string) => {
        const name = quoted ?? bare ?? '';
        let out: string | number;
        if (name === 'AWS::Region') out = 'us-east-1';
        else if (name.endsWith('.Arn')) out = `arn:${name.slice(0, -'.Arn'.length)}`;
        else if (stack.Resources[name]) out = `ref:${name}`;
        else if (stack.Parameters[name]?.Type === 'Number') out = Number(stack.Parameters[name]?.Default);
        else if (stack.Parameters[name]) out = `ref:${name}`;
        else throw new Error(`the dashboard names \${${name}}, which the template does not define`);
        return quoted !== undefined ? JSON.stringify(out) : String(out);
      }),
    ) as {
      widgets: Array<{
        type: string;
        x: number;
        y: number;
        width: number;
        height: number;
        properties: Record<string, unknown>;
      }>;
    };
  }
  /** Every condition the dashboard may depend on, on; and with notifications off. */
  const ALL_ON = { NotificationsOn: true };
  const body = bodyWhen(ALL_ON);
  const bodyOff = bodyWhen({ ...ALL_ON, NotificationsOn: false });

  interface Graphed {
    ref: MetricRef;
    stat: string;
  }

  /** Every metric the graphs draw, SEARCH expressions included (their schema is the exact dimension set). */
  const graphedIn = (b: typeof body): Graphed[] =>
    b.widgets
      .filter((w) => w.type === 'metric')
      .flatMap((w) =>
        (w.properties.metrics as unknown[][]).flatMap((row): Graphed[] => {
          const last = row[row.length - 1];
          const opts = (last && typeof last === 'object' ? last : {}) as {
            stat?: string;
            expression?: string;
          };
          const stat = opts.stat ?? String(w.properties.stat);
          if (opts.expression !== undefined) {
            const m = /^SEARCH\('\{"([^"]+)",([^}]*)\} MetricName="([^"]+)"', '(\w+)', \d+\)$/.exec(
              opts.expression,
            );
            if (!m) throw new Error(`unreadable expression ${opts.expression}`);
            const dims = Object.fromEntries((m[2] ?? '').split(',').map((d) => [d.trim(), ANY_VALUE]));
            return [{ ref: { namespace: m[1] ?? '', name: m[3] ?? '', dims }, stat: m[4] ?? '' }];
          }
          const plain = row.filter((x): x is string => typeof x === 'string');
          const [namespace = '', name = '', ...pairs] = plain;
          const dims: Record<string, string> = {};
          for (let i = 0; i + 1 < pairs.length; i += 2) dims[pairs[i] ?? ''] = pairs[i + 1] ?? '';
          return [{ ref: { namespace, name, dims }, stat }];
        }),
      );
  const graphed = graphedIn(body);

  it('exists, with a name from the stack', () => {
    expect(dashId).toBe('OperationsDashboard');
    expect(dash?.Properties?.DashboardName).toEqual({ 'Fn::Sub': '${AWS::StackName}-operations' });
  });

  it('graphs only metrics that exist', () => {
    expect(graphed.length).toBeGreaterThan(10);
    expect(graphed.flatMap(({ ref }) => metricProblems(ref, emf))).toEqual([]);
  });

  it('shows what the issue names: requests by type and outcome, reply time p50/p99, API calls and errors, the store, concurrency', () => {
    const shown = graphed.map((g) => `${g.ref.namespace} ${g.ref.name} ${g.stat}`);
    for (const want of [
      `${OWN} Requests Sum`,
      'AWS/Lambda Duration p50',
      'AWS/Lambda Duration p99',
      `${OWN} ApiCalls Sum`,
      `${OWN} ApiErrors Sum`,
      `${OWN} ApiLatency p99`,
      `${OWN} StoreReads Sum`,
      `${OWN} StoreWrites Sum`,
      `${OWN} StoreConflicts Sum`,
      `${OWN} StoreErrors Sum`,
      'AWS/Lambda ConcurrentExecutions Maximum',
      'AWS/Lambda Errors Sum',
      'AWS/Lambda Throttles Sum',
      `${OWN} NotificationsSent Sum`,
      `${OWN} NotificationsFailed Sum`,
      `${OWN} NotificationPassDuration Maximum`,
    ]) {
      expect(shown).toContain(want);
    }
    const byOutcome = graphed
      .filter((g) => g.ref.name === 'Requests')
      .map((g) => Object.keys(g.ref.dims).sort().join());
    expect(byOutcome).toEqual(expect.arrayContaining(['Outcome', 'Intent,Outcome,RequestType']));
  });

  it("shows cold starts from the function's own REPORT lines", () => {
    const logs = body.widgets.filter((w) => w.type === 'log');
    expect(logs).toHaveLength(1);
    const query = String(logs[0]?.properties.query);
    expect(query.startsWith("SOURCE 'ref:SkillFunctionLogGroup' |")).toBe(true);
    expect(props('SkillFunctionLogGroup').LogGroupName).toEqual({
      'Fn::Sub': '/aws/lambda/${SkillFunction}',
    });
    expect(query).toContain('filter @type = "REPORT" and ispresent(@initDuration)');
    expect(query).toMatch(/count\(\*\).*@initDuration/);
  });

  it('lists every alarm of the stack at the top', () => {
    const [first] = body.widgets;
    expect(first?.type).toBe('alarm');
    expect([...(first?.properties.alarms as string[])].sort()).toEqual(
      alarms.map(([id]) => `arn:${id}`).sort(),
    );
  });

  it('with notifications off, is still a whole dashboard: no notification alarm or graph, every other one', () => {
    const [first] = bodyOff.widgets;
    expect([...(first?.properties.alarms as string[])].sort()).toEqual(
      alarms
        .filter(([, r]) => r.Condition === undefined)
        .map(([id]) => `arn:${id}`)
        .sort(),
    );
    expect(alarms.filter(([, r]) => r.Condition !== undefined).map(([id]) => id)).toEqual([
      'NotificationFailuresAlarm',
    ]);
    const off = graphedIn(bodyOff).map((g) => g.ref.name);
    expect(off.filter((n) => n.startsWith('Notification'))).toEqual([]);
    expect(graphed.length - off.length).toBeGreaterThanOrEqual(NOTIFICATION_OUTCOMES.length);
    expect(bodyOff.widgets.length).toBeLessThan(body.widgets.length);
  });

  it("marks the pass function's timeout on the pass duration graph", () => {
    const pass = body.widgets.find((w) =>
      String(w.properties.title).startsWith('Notification pass duration'),
    );
    const marks = (pass?.properties.annotations as { horizontal: Array<{ value: number }> }).horizontal;
    expect(marks.map((m) => m.value)).toEqual([Number(props('NotificationPassFunction').Timeout) * 1000]);
  });

  it('draws every widget inside the 24-column grid, none on top of another', () => {
    for (const b of [body, bodyOff]) {
      const boxes = b.widgets.map((w) => ({
        name: String(w.properties.title),
        x: w.x,
        y: w.y,
        w: w.width,
        h: w.height,
      }));
      expect(gridProblems(boxes)).toEqual([]);
    }
  });
});
