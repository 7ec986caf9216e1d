// Figures kept from issue 7: the page boundary under a slow API, and memory staying flat.
import type { RequestEnvelope } from 'ask-sdk-model';
import { EchoDevice } from '../../src/emulator/device';
import { audioPlayerRequest, defaultIdentity, envelope } from '../../src/emulator/envelopes';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { silentLogger } from '../../src/util/logger';
import { rows, x, fmtX } from '../lib/report';
import { fmtMs, summarize } from '../lib/stats';
import { StubBurstApi } from '../lib/stub-api';
import { invokeOf, ourSkill, playingAt, SECRET } from './in-process';

export async function slowBoundary(quick: boolean): Promise<void> {
  const api = new StubBurstApi({ pageSize: 5, delayMs: 1500 });
  const ours = invokeOf(ourSkill(api));
  const n = quick ? 20 : 100;
  const at = async (index: number, userId: string) => {
    const token = await playingAt(ours, index, userId);
    const who = defaultIdentity({ userId });
    return () =>
      ours(
        envelope(
          audioPlayerRequest('PlaybackNearlyFinished', token, 1000),
          who,
          { token, offsetInMilliseconds: 1000, playerActivity: 'PLAYING' },
          undefined,
        ),
      );
  };
  const boundary = await at(4, 'amzn1.ask.account.SLOW-B');
  const mid = await at(1, 'amzn1.ask.account.SLOW-M');
  const calls0 = api.calls;
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await boundary();
    a.push(performance.now() - t);
    t = performance.now();
    await mid();
    b.push(performance.now() - t);
  }
  const sa = summarize(a);
  const sb = summarize(b);
  rows.push({
    target: '',
    figure: 'NearlyFinished at a page end, API 1.5 s/call (baseline: mid-page, same API)',
    ours: fmtMs(sa.median),
    base: fmtMs(sb.median),
    ratio: fmtX(x(sa.median, sb.median)),
    goal: 'no API call',
    met: api.calls === calls0,
    note: `API calls during run: ${api.calls - calls0}`,
  });
}

export async function memoryFlat(quick: boolean): Promise<void> {
  const store = new MemoryPersistenceAdapter({
    partitionKey: (e: RequestEnvelope) => listenerIdFor(e, SECRET),
  });
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    { api: new StubBurstApi({ pageSize: 5 }), store, logger: silentLogger },
  );
  const invoke = invokeOf(skill);
  const LISTENERS = 1000;
  const TOTAL = quick ? 2000 : 6000;
  const devices = Array.from(
    { length: LISTENERS },
    (_, i) => new EchoDevice(invoke, { userId: `amzn1.ask.account.MEM-${i}` }),
  );
  const gc = (globalThis as { gc?: () => void }).gc;
  const samples: Array<[number, number]> = [];
  let sent = 0;
  const step = async (d: EchoDevice, k: number) => {
    if (!d.current || d.activity !== 'PLAYING') await d.launch();
    else if (k % 3 === 0) await d.intent('SearchIntent', { query: `news ${k % 7}` });
    else await d.playToEnd();
    sent += d.history.length;
    d.history.length = 0; // the harness must not be what grows
  };
  for (let i = 0; i < LISTENERS; i += 50) await Promise.all(devices.slice(i, i + 50).map((d) => step(d, 0)));
  sent = 0;
  let k = 1;
  let next = 0;
  while (sent < TOTAL) {
    const from = (k * 50) % LISTENERS;
    await Promise.all(devices.slice(from, from + 50).map((d) => step(d, k)));
    k++;
    if (sent >= next) {
      gc?.();
      samples.push([sent, process.memoryUsage().rss / 1048576]);
      next += TOTAL / 6;
    }
  }
  gc?.();
  samples.push([sent, process.memoryUsage().rss / 1048576]);
  const first = samples[1] ?? samples[0] ?? [0, 0];
  const last = samples[samples.length - 1] ?? [0, 0];
  const perK = ((last[1] - first[1]) * 1024) / ((last[0] - first[0]) / 1000 || 1);
  rows.push({
    target: '',
    figure: `RSS, memory store, ${sent} requests over 1,000 listeners`,
    ours: `${first[1].toFixed(0)} → ${last[1].toFixed(0)} MB`,
    base: '',
    ratio: `${perK.toFixed(0)} KB / 1k req`,
    goal: 'flat after warm-up',
    note: `samples: ${samples.map(([, m]) => m.toFixed(0)).join(' ')} MB${gc ? '' : ' (no --expose-gc)'}`,
  });
}
