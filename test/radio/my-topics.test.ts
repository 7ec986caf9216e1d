import type { BurstApi } from '../../src/api/api';
import type { Playlist } from '../../src/api/types';
import { BurstApiClient } from '../../src/api/http-client';
import { fetchRound } from '../../src/radio/fetch-feeds';
import type { Follow } from '../../src/radio/follows';
import {
  advanceCursors,
  buildRound,
  hasMore,
  initialCursors,
  interleave,
  syncCursors,
} from '../../src/radio/my-topics';
import { item } from '../playback/fixtures';
import { startTestSim } from '../sim/helpers';
import { HeardStories, printOf } from '../../src/playback/heard';

const at = (id: string, minutesAgo: number) =>
  item(id, { createdAt: new Date(Date.UTC(2026, 10, 22, 9) - minutesAgo * 60_000).toISOString() });

test('interleaves the feeds one by one, newest first within each, each burst once, skipping the heard', () => {
  const a = [at('a-old', 30), at('a-new', 1), at('shared', 5)];
  const b = [at('b1', 2), at('shared', 5), at('b2', 10), at('heard', 0)];
  const out = interleave([a, b], new HeardStories(['heard']));
  expect(out.map((i) => i.burstId)).toEqual(['a-new', 'b1', 'shared', 'b2', 'a-old']);
  expect(out.map((i) => i.n)).toEqual([0, 1, 2, 3, 4]);
});

test('two followed topics carrying one story under two burst ids give it once, and skip a story heard', () => {
  const told = (id: string, title: string, minutesAgo: number) => ({
    ...at(id, minutesAgo),
    title,
    story: undefined,
  });
  const cars = [
    told('c1', 'Tesla cuts Model Y prices in China', 1),
    told('c2', 'Rivian recalls its delivery vans', 3),
  ];
  const markets = [
    told('m1', 'Report: Tesla cuts Model Y prices in China', 2),
    told('m2', 'Stocks close higher on bank earnings', 4),
  ];
  const heard = new HeardStories([printOf(told('x', 'Rivian recalls its delivery vans, officials say', 9))]);
  expect(interleave([cars, markets], heard).map((i) => i.burstId)).toEqual(['c1', 'm2']);
});

const follows: Follow[] = [
  { kind: 'topic', topic: 'electric cars' },
  { kind: 'source', sourceId: 103, name: 'KVTR Public Radio' },
  { kind: 'show', show: 'Morning Edition' },
];

test('cursors: a feed with a next page continues, one without is done, a failed one is asked again', () => {
  const c0 = initialCursors(follows);
  const round = buildRound(
    c0,
    [
      { ok: true, items: [at('x', 1)], nextPage: 'https://api/next-x' },
      { ok: true, items: [at('y', 1)] },
      { ok: false },
    ],
    new HeardStories(),
  );
  expect(round.items.map((i) => i.burstId)).toEqual(['x', 'y']);
  expect(round.failed).toEqual([follows[2]]);
  expect(round.cursors.map((c) => [c.started, c.done, c.nextPage])).toEqual([
    [true, false, 'https://api/next-x'],
    [true, true, undefined],
    [false, false, undefined],
  ]);
  expect(hasMore(round.cursors)).toBe(true);
  const after = advanceCursors(round.cursors, [{ ok: true, items: [] }, undefined, { ok: true, items: [] }]);
  expect(hasMore(after)).toBe(false);
});

test('cursors follow the follow list: new ones start fresh, unfollowed ones go', () => {
  const c = advanceCursors(initialCursors(follows), [{ ok: true, items: [], nextPage: 'https://n' }]);
  const synced = syncCursors(c, [follows[0]!, { kind: 'topic', topic: 'gardening' }]);
  expect(synced.map((x) => [x.started, x.nextPage])).toEqual([
    [true, 'https://n'],
    [false, undefined],
  ]);
});

describe('one round against the simulator', () => {
  let sim: Awaited<ReturnType<typeof startTestSim>>;
  beforeEach(async () => {
    sim = await startTestSim();
  });
  afterEach(() => sim.stop());

  test('all feeds in parallel with device=alexa; a failing feed is skipped, the others play', async () => {
    const api = new BurstApiClient({
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      device: 'alexa',
      clock: sim.clock,
    });
    sim.control.injectFault('/v2/topstories/search', { kind: 'status', status: 500 }, { times: 1 });
    const stations = sim.catalogue.stations;
    const fs: Follow[] = [
      { kind: 'topic', topic: 'electric cars' },
      { kind: 'source', sourceId: stations[0]!.stationId, name: stations[0]!.name },
    ];
    const cursors = initialCursors(fs);
    const results = await fetchRound(api, cursors, undefined, { timeoutMs: 2000 });
    const round = buildRound(cursors, results, new HeardStories());
    expect(results[0]?.ok).toBe(true);
    expect(results[1]?.ok).toBe(false);
    expect(round.items.length).toBeGreaterThan(0);
    const paths = sim.control.requestLog.map((e) => [e.path, e.query.device]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['/v2/search', 'alexa'],
        ['/v2/topstories/search', 'alexa'],
      ]),
    );
    // The next round asks the failed feed from its start and the other from its continuation.
    const again = await fetchRound(api, round.cursors, undefined, { timeoutMs: 2000 });
    expect(again[1]?.ok).toBe(true);
  });
});

test('a round asks every feed at once: no call waits for another (one round trip of wall time)', async () => {
  const pending: Array<() => void> = [];
  const waitHere = () =>
    new Promise<Playlist>((resolve) => pending.push(() => resolve({ kind: 'playlist', bursts: [] })));
  const api = {
    searchLatest: waitHere,
    searchRelevancy: waitHere,
    nextPage: waitHere,
  } as unknown as BurstApi;
  const round = fetchRound(api, initialCursors(follows), undefined, {});
  // All three calls were made before any answered.
  expect(pending).toHaveLength(3);
  pending.forEach((answer) => answer());
  expect((await round).every((r) => r?.ok)).toBe(true);
});
