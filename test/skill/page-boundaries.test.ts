// Conversations: a playlist played across page boundaries. The exact playlist (3 pages of 5 that
// then end) is served with nock; faults on the simulator show the prefetch and its fallbacks.
import nock from 'nock';
import type { RequestEnvelope, ResponseEnvelope, interfaces } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { EchoDevice, type Turn } from '../../src/emulator/device';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { ManualClock } from '../../src/util/clock';
import { silentLogger } from '../../src/util/logger';
import { en } from '../../src/skill/speech/en';
import { startHarness, type Harness } from '../helpers/skill-harness';

const burstOf = (token: string | undefined) => token?.split('|')[4];

function enqueues(turn: Turn): interfaces.audioplayer.PlayDirective[] {
  return turn.exchanges
    .flatMap((e) => e.reply.response.directives ?? [])
    .filter(
      (d): d is interfaces.audioplayer.PlayDirective =>
        d.type === 'AudioPlayer.Play' && d.playBehavior === 'ENQUEUE',
    );
}

describe('a 3-page playlist played end to end (nock)', () => {
  const BASE = 'https://api.burst.test';
  const PAGE_SIZE = 5;
  const PAGES = 3;
  const idOf = (page: number, i: number) => `P${page}item${i}ABCD`;
  let served: string[];
  let device: EchoDevice;

  function wireBurst(page: number, i: number) {
    const id = idOf(page, i);
    return {
      burstId: id,
      title: `Story ${page}.${i}`,
      duration: 30,
      creationDateISO: '2026-11-21T18:04:11.523Z',
      source: { sourceId: 7, sourceName: 'Radio Seven', showName: 'Mornings' },
      contentURLs: {
        audioURL: `https://cdn.burst.test/${id}.mp3`,
        imageURL: [`https://img.burst.test/${id}.jpg`],
      },
    };
  }

  beforeEach(() => {
    served = [];
    const clock = new ManualClock(Date.parse('2026-11-22T08:00:00Z'));
    const api = new BurstApiClient({ baseUrl: BASE, apiKey: 'k-test', clock, logger: silentLogger });
    nock(BASE)
      .post('/v2/users/register')
      .query(true)
      .reply(200, () => {
        served.push('register');
        return { ABUserID: 'ab-user-1' };
      })
      .persist()
      .post('/v2/user/track')
      .query(true)
      .reply(200, () => {
        served.push('track');
        return {};
      })
      .persist()
      .get('/v2/topstories')
      .query(true)
      .reply(200, (uri) => {
        const page = Number(new URL(uri, BASE).searchParams.get('page') ?? '1');
        served.push(`topstories page ${page}`);
        return {
          type: 'playlist',
          queryID: 1,
          bursts: Array.from({ length: PAGE_SIZE }, (_, i) => wireBurst(page, i)),
          nextPage: page < PAGES ? `${BASE}/v2/topstories?device=alexa&page=${page + 1}` : null,
        };
      });
    const store = new MemoryPersistenceAdapter({ partitionKey: (env) => listenerIdFor(env, 's') });
    const { skill } = buildSkill({ listenerIdSecret: 's' }, { api, store, clock, strictGuard: true });
    device = new EchoDevice((env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>);
  });
  afterEach(() => nock.cleanAll());

  const pageCalls = () => served.filter((s) => s.startsWith('topstories'));

  test('every burst of every page plays once, in order, and the playlist then ends cleanly', async () => {
    await device.launch();
    const heard = [burstOf(device.current?.token)];
    for (let n = 1; n < PAGES * PAGE_SIZE; n++) {
      await device.playToEnd();
      heard.push(burstOf(device.current?.token));
    }
    const expected = Array.from({ length: PAGES }, (_, p) =>
      Array.from({ length: PAGE_SIZE }, (_, i) => idOf(p + 1, i)),
    ).flat();
    expect(heard).toEqual(expected);
    // Near the end, the continuation after the last page was fetched ahead (docs/listening.md):
    // related bursts (none answer here), then the top stories again, all of them heard.
    const continuation = ['topstories page 1'];
    expect(pageCalls()).toEqual([
      'topstories page 1',
      'topstories page 2',
      'topstories page 3',
      ...continuation,
    ]);

    // The last burst: nothing new to go on with, so NearlyFinished has nothing to enqueue, and
    // Finished leaves the device idle.
    const last = await device.playToEnd();
    expect(enqueues(last)).toHaveLength(0);
    expect(device.activity).toBe('FINISHED');
    expect(device.ignored).toEqual([]);
    expect(pageCalls()).toHaveLength(3 + continuation.length);
  });

  test('"loop on" on the last burst queues the wrap-around (REPLACE_ENQUEUED); "loop off" clears it', async () => {
    await device.launch();
    for (let n = 1; n < PAGES * PAGE_SIZE; n++) await device.playToEnd();
    expect(burstOf(device.current?.token)).toBe(idOf(3, 4));

    const on = await device.intent('AMAZON.LoopOnIntent');
    expect(on.speech).toBe(en.loop_on);
    const wrap = (on.reply.response.directives ?? [])[0] as interfaces.audioplayer.PlayDirective | undefined;
    expect(wrap?.playBehavior).toBe('REPLACE_ENQUEUED');
    expect(device.queue).toHaveLength(1);
    // Items far behind were dropped from state, so the loop restarts at the oldest one kept.
    expect(burstOf(device.queue[0]?.token)).toMatch(/^P[23]item\dABCD$/);

    const off = await device.intent('AMAZON.LoopOffIntent');
    expect(off.speech).toBe(en.loop_off);
    expect(off.reply.response.directives).toEqual([
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ENQUEUED' },
    ]);
    expect(device.queue).toHaveLength(0);
    expect(device.activity).toBe('PLAYING');
    await device.playToEnd();
    expect(device.activity).toBe('FINISHED');
  });

  test('with loop on, the playlist goes round instead of ending', async () => {
    await device.launch();
    await device.intent('AMAZON.LoopOnIntent');
    for (let n = 1; n < PAGES * PAGE_SIZE; n++) await device.playToEnd();
    const wrapped = await device.playToEnd();
    expect(enqueues(wrapped)).toHaveLength(1);
    expect(device.activity).toBe('PLAYING');
    expect(burstOf(device.current?.token)).toMatch(/^P[23]item\dABCD$/);
    expect(pageCalls()).toHaveLength(3);
  });

  test('the next page is fetched on PlaybackStarted, so NearlyFinished at the boundary makes no API call', async () => {
    await device.launch();
    // Items 0 and 1: more than two items still loaded behind them, no fetch.
    await device.playToEnd();
    expect(pageCalls()).toHaveLength(1);
    // Item 2 starts: within two of the end, the prefetch runs during PlaybackStarted.
    const started = await device.playToEnd();
    expect(pageCalls()).toHaveLength(2);
    const prefetchedDuring = started.exchanges.find((e) => e.requestType === 'AudioPlayer.PlaybackStarted');
    expect(prefetchedDuring?.reply.response.directives ?? []).toEqual([]);
    await device.playToEnd();
    await device.playToEnd();
    expect(burstOf(device.current?.token)).toBe(idOf(1, 4));

    const before = served.length;
    const boundary = await device.nearlyFinished();
    expect(served.slice(before).filter((s) => s.startsWith('topstories'))).toEqual([]);
    expect(enqueues(boundary)[0]?.audioItem?.stream?.token).toContain(idOf(2, 0));
    expect(enqueues(boundary)[0]?.audioItem?.stream?.expectedPreviousToken).toBe(device.current?.token);
  });
});

describe('prefetch failures and outages (simulator)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const topCalls = () => h.sim.control.requestLog.filter((e) => e.path === '/v2/topstories');

  /** Launch, then play until the last item of the first page (index 4) is playing. */
  async function playToPageEnd(): Promise<void> {
    await h.device.launch();
    for (let i = 0; i < 4; i++) await h.device.playToEnd();
    expect(h.device.current?.token.split('|')[2]).toBe('4');
  }

  test('a failed prefetch is retried by NearlyFinished once, and the playlist continues', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    // Every prefetch of page 2 fails (PlaybackStarted of items 2, 3 and 4)…
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 3 });
    for (let i = 0; i < 3; i++) await h.device.playToEnd();
    expect(h.device.current?.token.split('|')[2]).toBe('4');
    const failedSoFar = topCalls().length;
    expect(failedSoFar).toBe(4);
    // …so NearlyFinished at the boundary fetches it itself, once, and enqueues page 2's first item.
    const nf = await h.device.nearlyFinished();
    expect(topCalls()).toHaveLength(failedSoFar + 1);
    expect(topCalls().at(-1)?.query.page).toBe('2');
    expect(enqueues(nf)).toHaveLength(1);
    await h.device.finish();
    expect(h.device.current?.token.split('|')[2]).toBe('5');
    expect(h.device.activity).toBe('PLAYING');
  });

  test('a single failed prefetch is made good by the next PlaybackStarted', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 1 });
    await h.device.playToEnd(); // item 2 starts: prefetch fails
    await h.device.playToEnd(); // item 3 starts: prefetch succeeds
    const calls = topCalls().length;
    await h.device.playToEnd(); // item 4: page 2 is loaded, nothing to fetch
    const nf = await h.device.nearlyFinished();
    expect(topCalls()).toHaveLength(calls);
    expect(enqueues(nf)).toHaveLength(1);
  });

  test('when NearlyFinished cannot fetch either, the playlist ends gracefully; "next" works once the API is back', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 4 });
    for (let i = 0; i < 3; i++) await h.device.playToEnd();
    const nf = await h.device.nearlyFinished();
    expect(enqueues(nf)).toHaveLength(0);
    expect(nf.reply.response.directives ?? []).toEqual([]);
    await h.device.finish();
    expect(h.device.activity).toBe('FINISHED');
    expect((await h.stored()).playback).toMatchObject({ activity: 'finished', index: 4 });

    // The API is back: "next" plays the first burst of page 2.
    const turn = await h.device.intent('AMAZON.NextIntent');
    expect(turn.reply.response.directives?.[0]).toMatchObject({
      type: 'AudioPlayer.Play',
      playBehavior: 'REPLACE_ALL',
    });
    expect(h.device.current?.token.split('|')[2]).toBe('5');
    expect(h.device.activity).toBe('PLAYING');
  });

  test('a mid-playlist outage: what is loaded keeps playing, and the end of it gets a valid reply', async () => {
    await h.device.launch();
    h.sim.control.injectFault('*', { kind: 'status', status: 503 });
    const heard = [h.device.current?.token];
    for (let i = 0; i < 4; i++) {
      await h.device.playToEnd();
      heard.push(h.device.current?.token);
    }
    expect(new Set(heard.map(burstOf)).size).toBe(5);
    expect(h.device.activity).toBe('PLAYING');
    // The end of what is loaded: no ENQUEUE, no speech, and the device goes idle.
    const end = await h.device.playToEnd();
    expect(enqueues(end)).toHaveLength(0);
    for (const e of end.exchanges) expect(e.reply.response.outputSpeech).toBeUndefined();
    expect(h.device.activity).toBe('FINISHED');

    // Asking for more during the outage says the service is busy (not "the end"); the session ends.
    const next = await h.device.intent('AMAZON.NextIntent');
    expect(next.speech).toBe(en.error_busy);
    expect(next.reply.response.directives ?? []).toEqual([]);
  });

  test('with a working API, NearlyFinished at the page boundary enqueues without a call', async () => {
    await playToPageEnd();
    const calls = topCalls().length;
    await h.device.nearlyFinished();
    expect(topCalls()).toHaveLength(calls);
    expect(h.device.queue).toHaveLength(1);
  });
});

describe('the continuation after the last page (simulator)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  /** Calls for content (not listen reports) the simulator served since the log was cleared. */
  const contentCalls = () => h.sim.control.requestLog.filter((e) => e.path !== '/v2/user/track');

  test('is fetched ahead like a page: the NearlyFinished that enqueues it waits on no API call', async () => {
    await h.device.intent('SearchIntent', { query: 'electric cars' });
    let crossed = false;
    const paths: string[] = [];
    for (let i = 0; i < 80 && !crossed; i++) {
      paths.push(...contentCalls().map((e) => e.path));
      h.sim.control.clearLog();
      const nf = await h.device.nearlyFinished();
      const next = enqueues(nf)[0];
      expect(next).toBeDefined();
      if (next?.audioItem?.metadata?.subtitle?.startsWith('More ')) {
        crossed = true;
        expect(contentCalls()).toEqual([]);
      }
      await h.device.finish();
    }
    expect(crossed).toBe(true);
    // It was fetched right after an earlier PlaybackStarted: bursts related to the last one first.
    expect(paths).toContain('/v2/topstories/burst');
  });
});

describe('the continuation during an outage (simulator)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  test('ends quietly with valid replies while the API is down, and goes on once it is back', async () => {
    // The search's own pages come from the search endpoint; what follows them is down.
    h.sim.control.injectFault('/v2/topstories/burst', { kind: 'status', status: 503 });
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 });
    await h.device.intent('SearchIntent', { query: 'electric cars' });
    for (let i = 0; i < 80; i++) {
      const pb = (await h.stored()).playback as {
        index: number;
        playlist: { nextPage?: string; base: number; items: unknown[] };
      };
      if (!pb.playlist.nextPage && pb.index === pb.playlist.base + pb.playlist.items.length - 1) break;
      await h.device.playToEnd();
    }
    const end = await h.device.playToEnd();
    expect(enqueues(end)).toHaveLength(0);
    expect(h.device.activity).toBe('FINISHED');
    expect(h.device.ignored).toEqual([]);
    // Back again: "next" goes on into the continuation.
    h.sim.control.clearFaults();
    const next = await h.device.intent('AMAZON.NextIntent');
    expect(next.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    expect(h.device.current?.subtitle).toMatch(/^More /);
  });
});
