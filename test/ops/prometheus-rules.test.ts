// infrastructure/prometheus: the alert rules are well-formed Prometheus rules whose every query
// parses with Prometheus' own grammar and names only metrics, labels and outcomes the Express host
// really exports; the example configuration scrapes /metrics under the job the rules expect.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { METRICS_PATH } from '../../src/server/app';
import { checkExpr, exportedMetrics, TARGET_LABELS, type Catalogue } from '../helpers/promql';

const DIR = path.resolve(__dirname, '..', '..', 'infrastructure', 'prometheus');
const RULES_FILE = path.join(DIR, 'burst-voice-rules.yml');
const CONFIG_FILE = path.join(DIR, 'prometheus.example.yml');

interface Rule {
  alert?: unknown;
  expr?: unknown;
  for?: unknown;
  labels?: { severity?: unknown };
  annotations?: Record<string, unknown>;
}

const doc = parse(readFileSync(RULES_FILE, 'utf8')) as { groups?: Array<{ name?: unknown; rules?: Rule[] }> };
const rules: Rule[] = (doc.groups ?? []).flatMap((g) => g.rules ?? []);
const exprOf = (name: string) => String(rules.find((r) => r.alert === name)?.expr);

let cat: Catalogue;
beforeAll(async () => {
  cat = await exportedMetrics();
});

describe('the rule file', () => {
  it('is groups of named rules, each with alert, expr, for, a severity, a summary and a runbook', () => {
    expect(doc.groups?.length).toBeGreaterThan(0);
    for (const g of doc.groups ?? []) expect(typeof g.name).toBe('string');
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const r of rules) {
      expect(Object.keys(r).sort()).toEqual(['alert', 'annotations', 'expr', 'for', 'labels']);
      expect(r.alert).toMatch(/^BurstVoice[A-Z][A-Za-z]+$/);
      expect(typeof r.expr).toBe('string');
      expect(r.for).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning']).toContain(r.labels?.severity);
      for (const key of ['summary', 'description', 'runbook']) {
        expect(String(r.annotations?.[key] ?? '').trim().length).toBeGreaterThan(10);
      }
    }
    const names = rules.map((r) => r.alert);
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers errors, latency, the API, the store, stuck workers and a target that is down', () => {
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'BurstVoiceRequestErrors',
        'BurstVoiceReplyLatencyHigh',
        'BurstVoiceApiErrors',
        'BurstVoiceApiKeyRejected',
        'BurstVoiceStoreErrors',
        'BurstVoiceStoreContention',
        'BurstVoiceWorkerNotAnswering',
        'BurstVoiceTargetDown',
        'BurstVoiceNotificationFailures',
      ]),
    );
    expect(exprOf('BurstVoiceWorkerNotAnswering')).toMatch(
      /burst_voice_workers_answering\s*<\s*burst_voice_workers\b/,
    );
    expect(exprOf('BurstVoiceApiKeyRejected')).toContain('outcome="unauthorized"');
  });

  it('counts refused and failed notifications as failures, not throttled ones (the next pass resends those)', () => {
    const expr = exprOf('BurstVoiceNotificationFailures');
    const failing = [...expr.matchAll(/burst_voice_notifications_total\{outcome=~"([^"]*)"\}/g)].map((m) =>
      m[1].split('|').sort(),
    );
    expect(failing.length).toBeGreaterThan(0);
    for (const f of failing) expect(f).toEqual(['failed', 'refused']);
    // The share divides by every outcome: one selector without a matcher.
    expect(expr).toMatch(/burst_voice_notifications_total\[/);
  });

  it('parses every expression with the PromQL grammar and names only what the server exports', () => {
    const problems = rules.flatMap((r) =>
      checkExpr(String(r.expr), cat).map((p) => `${String(r.alert)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('templates only labels the expression keeps', () => {
    for (const r of rules) {
      const expr = String(r.expr);
      const grouped = [...expr.matchAll(/\bby\s*\(([^)]*)\)/g)];
      // Aggregated: the by (...) labels; otherwise the series' own labels and the target's.
      const kept = new Set(
        grouped.length > 0
          ? grouped.flatMap((m) => m[1].split(',').map((l) => l.trim()))
          : [
              ...TARGET_LABELS,
              ...[...expr.matchAll(/\b(burst_voice_\w+|up)\b/g)].flatMap((m) => [
                ...(cat.get(m[1])?.labels ?? []),
              ]),
            ],
      );
      for (const a of Object.values(r.annotations ?? {})) {
        for (const [, label] of String(a).matchAll(/\$labels\.(\w+)/g)) {
          expect(`${String(r.alert)} keeps ${label}: ${kept.has(label)}`).toBe(
            `${String(r.alert)} keeps ${label}: true`,
          );
        }
      }
    }
  });
});

describe('the PromQL checker (it must catch what it is for)', () => {
  const cases: Array<[string, RegExp]> = [
    ['rate(burst_voice_request_total[5m])', /unknown metric "burst_voice_request_total"/],
    ['rate(burst_voice_requests_total{outcome="erorr"}[5m])', /outcome="erorr" is not a value/],
    [
      'rate(burst_voice_store_operations_total{outcome=~"busy|conflicts"}[5m])',
      /outcome="conflicts" is not a value/,
    ],
    ['rate(burst_voice_store_operations_total{op="delete"}[5m])', /op="delete" is not a value/],
    ['rate(burst_voice_api_calls_total{opration="topStories"}[5m])', /has no label "opration"/],
    ['sum by (intent) (rate(burst_voice_api_calls_total[5m]))', /grouping label "intent" is on none of/],
    ['histogram_quantile(0.99, sum by (le) (rate(burst_voice_reply_duration_seconds_sum[5m])))', /"le"/],
    ['burst_voice_workers_answering < on (worker) burst_voice_workers', /grouping label "worker"/],
    ['rate(burst_voice_requests_total[5m]', /syntax error/],
    ['{__name__="burst_voice_requests_total"}', /without a metric name/],
    ['rate(burst_voice_requests_total{outcome=~"err.*"}[5m])', /plain list/],
  ];

  it.each(cases)('reports %s', (expr, problem) => {
    expect(checkExpr(expr, cat).join('\n')).toMatch(problem);
  });

  it('accepts a sound expression, with histogram buckets, target labels and worker gauges', () => {
    expect(
      checkExpr(
        'histogram_quantile(0.5, sum by (job, instance, le) (rate(burst_voice_reply_duration_seconds_bucket{request_type="LaunchRequest"}[5m]))) ' +
          '+ on (instance) group_left sum by (instance) (burst_voice_workers - burst_voice_workers_answering) ' +
          '+ on (instance) (up{job="burst-voice"})',
        cat,
      ),
    ).toEqual([]);
  });

  it('knows every outcome the code produces, from running it', () => {
    const outcomes = (metric: string) => [...(cat.get(metric)?.values.get('outcome') ?? [])].sort();
    expect(outcomes('burst_voice_requests_total')).toEqual([
      'error',
      'guard-repaired',
      'not-stored',
      'ok',
      'unhandled',
    ]);
    expect(outcomes('burst_voice_store_operations_total')).toEqual(['busy', 'conflict', 'error', 'ok']);
    expect(outcomes('burst_voice_api_calls_total')).toContain('unauthorized');
    expect(cat.get('burst_voice_reply_duration_seconds_bucket')?.labels.has('le')).toBe(true);
  });
});

describe('the example Prometheus configuration', () => {
  const config = parse(readFileSync(CONFIG_FILE, 'utf8')) as {
    rule_files?: string[];
    scrape_configs?: Array<{ job_name?: string; metrics_path?: string; scrape_timeout?: string }>;
  };

  it('loads the rule file and scrapes /metrics under the job name the rules match on', () => {
    expect(config.rule_files).toEqual(['burst-voice-rules.yml']);
    for (const f of config.rule_files ?? []) expect(existsSync(path.join(DIR, f))).toBe(true);
    const [job] = config.scrape_configs ?? [];
    expect(job?.metrics_path).toBe(METRICS_PATH);
    const jobs = rules.flatMap((r) => [...String(r.expr).matchAll(/\bjob="([^"]*)"/g)].map((m) => m[1]));
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs)).toEqual(new Set([job?.job_name]));
  });
});
