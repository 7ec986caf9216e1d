// Notifications as both sinks report them (issue 51): each Proactive Events call by outcome, and
// each scheduled pass's duration and size. On Lambda a pass is an invocation of its own, so its
// figures are one EMF line of their own, never mixed into an Alexa request's line.
import { createEmfMetrics, EMF_NAMESPACE, NOTIFICATION_METRICS } from '../../src/metrics/emf';
import { createPrometheusMetrics } from '../../src/metrics/prometheus';
import { NOTIFICATION_OUTCOMES, noopMetrics } from '../../src/metrics/sink';
import { parseProm, sample } from './prom-text';

interface EmfLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: Array<{
      Namespace: string;
      Dimensions: string[][];
      Metrics: Array<{ Name: string; Unit: string }>;
    }>;
  };
  [key: string]: unknown;
}

function emf() {
  const lines: string[] = [];
  const metrics = createEmfMetrics({ write: (l) => lines.push(l), now: () => 1_700_000_000_000 });
  const parsed = () => lines.map((l) => JSON.parse(l) as EmfLine);
  return { ...metrics, parsed };
}

describe('the Prometheus sink', () => {
  it('shows every notification outcome at 0 before the first pass', async () => {
    const { registry } = createPrometheusMetrics();
    const all = parseProm(await registry.metrics());
    for (const outcome of NOTIFICATION_OUTCOMES)
      expect({ outcome, n: sample(all, 'burst_voice_notifications_total', { outcome }) }).toEqual({
        outcome,
        n: 0,
      });
    expect(sample(all, 'burst_voice_notification_pass_duration_seconds_count', {})).toBe(0);
  });

  it('counts notifications by outcome, and a pass by its duration, topics and subscribers', async () => {
    const { sink, registry } = createPrometheusMetrics();
    sink.notification({ outcome: 'sent' });
    sink.notification({ outcome: 'sent' });
    sink.notification({ outcome: 'throttled' });
    sink.notification({ outcome: 'refused' });
    sink.notificationPass({ ms: 1500, topics: 3, subscribers: 7 });
    sink.notificationPass({ ms: 400, topics: 2, subscribers: 5 });
    const all = parseProm(await registry.metrics());
    const n = (outcome: string) => sample(all, 'burst_voice_notifications_total', { outcome });
    expect([n('sent'), n('throttled'), n('refused'), n('failed')]).toEqual([2, 1, 1, 0]);
    expect(sample(all, 'burst_voice_notification_pass_duration_seconds_count', {})).toBe(2);
    expect(sample(all, 'burst_voice_notification_pass_duration_seconds_sum', {})).toBeCloseTo(1.9);
    // 0.4 s falls in the 0.5 s bucket, 1.5 s does not.
    expect(sample(all, 'burst_voice_notification_pass_duration_seconds_bucket', { le: '0.5' })).toBe(1);
    // The gauges hold the last pass.
    expect(sample(all, 'burst_voice_notification_pass_topics', {})).toBe(2);
    expect(sample(all, 'burst_voice_notification_pass_subscribers', {})).toBe(5);
  });
});

describe('the EMF sink', () => {
  it('writes a pass as its own line: outcome counters (0 where none), the pass, no request', async () => {
    const m = emf();
    await m.invocation(async () => {
      m.sink.notification({ outcome: 'sent' });
      m.sink.notification({ outcome: 'sent' });
      m.sink.notification({ outcome: 'failed' });
      m.sink.apiCall({ operation: 'searchLatest', outcome: 'ok', ms: 30 });
      m.sink.notificationPass({ ms: 812.5, topics: 4, subscribers: 9 });
    });
    const [line, ...rest] = m.parsed();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      NotificationsSent: 2,
      NotificationsThrottled: 0,
      NotificationsRefused: 0,
      NotificationsFailed: 1,
      NotificationPasses: 1,
      NotificationPassTopics: 4,
      NotificationPassSubscribers: 9,
      NotificationPassDuration: [812.5],
      ApiCalls: 1,
    });
    // Not a request: no request directive, no request fields for the Requests alarm to count.
    expect(line?.Requests).toBeUndefined();
    expect(line?.Outcome).toBeUndefined();
    expect(line?._aws.CloudWatchMetrics).toHaveLength(1);
    const [plain] = line?._aws.CloudWatchMetrics ?? [];
    expect(plain?.Namespace).toBe(EMF_NAMESPACE);
    expect(plain?.Dimensions).toEqual([[]]);
    const units = Object.fromEntries((plain?.Metrics ?? []).map((x) => [x.Name, x.Unit]));
    expect(units).toMatchObject({
      NotificationsSent: 'Count',
      NotificationsThrottled: 'Count',
      NotificationsRefused: 'Count',
      NotificationsFailed: 'Count',
      NotificationPasses: 'Count',
      NotificationPassTopics: 'Count',
      NotificationPassSubscribers: 'Count',
      NotificationPassDuration: 'Milliseconds',
    });
  });

  it('names one counter per outcome, each distinct', () => {
    expect(Object.keys(NOTIFICATION_METRICS).sort()).toEqual([...NOTIFICATION_OUTCOMES].sort());
    const names = Object.values(NOTIFICATION_METRICS);
    expect(new Set(names).size).toBe(NOTIFICATION_OUTCOMES.length);
  });

  it("leaves an Alexa request's line without notification counters", async () => {
    const m = emf();
    await m.invocation(async () => {
      m.sink.request({ requestType: 'LaunchRequest', outcome: 'ok', ms: 40 });
    });
    const [line] = m.parsed();
    expect(line?.Requests).toBe(1);
    expect(Object.keys(line ?? {}).filter((k) => k.startsWith('Notification'))).toEqual([]);
  });

  it('writes a pass that threw, with what it counted before', async () => {
    const m = emf();
    await expect(
      m.invocation(async () => {
        m.sink.notification({ outcome: 'throttled' });
        throw new Error('store down');
      }),
    ).rejects.toThrow('store down');
    const [line] = m.parsed();
    expect(line?.NotificationsThrottled).toBe(1);
  });

  it('keeps overlapping passes and requests apart', async () => {
    const m = emf();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pass = m.invocation(async () => {
      m.sink.notification({ outcome: 'refused' });
      await gate;
      m.sink.notificationPass({ ms: 5, topics: 1, subscribers: 1 });
    });
    await m.invocation(async () => {
      m.sink.request({ requestType: 'IntentRequest', intent: 'PlayNewsIntent', outcome: 'ok', ms: 3 });
    });
    release();
    await pass;
    const [request, passLine] = m.parsed();
    expect(request?.Requests).toBe(1);
    expect(request?.NotificationsRefused).toBeUndefined();
    expect(passLine).toMatchObject({ NotificationsRefused: 1, NotificationPasses: 1 });
  });
});

it('the no-op sink takes notifications', () => {
  expect(noopMetrics.notification({ outcome: 'sent' })).toBeUndefined();
  expect(noopMetrics.notificationPass({ ms: 1, topics: 0, subscribers: 0 })).toBeUndefined();
});
