import { BurstApiClient } from '../../src/api/http-client';
import { isApiError } from '../../src/api/errors';
import {
  decodeCursors,
  encodeCursors,
  firstFollowsPage,
  isFollowsContinuation,
  loadFollowsContinuation,
} from '../../src/radio/continuation';
import type { Follow } from '../../src/radio/follows';
import { initialCursors } from '../../src/radio/my-topics';
import { startTestSim } from '../sim/helpers';
import { HeardStories } from '../../src/playback/heard';

const follows: Follow[] = [
  { kind: 'topic', topic: 'electric cars' },
  { kind: 'show', show: 'Morning Edition', sourceId: 7 },
];

test('cursors survive the continuation string; junk in it is dropped or refused', async () => {
  const url = encodeCursors(initialCursors(follows));
  expect(isFollowsContinuation(url)).toBe(true);
  expect(decodeCursors(url)?.map((c) => c.follow)).toEqual(follows);
  const forged = encodeCursors([
    { follow: follows[0]!, started: true, done: false, nextPage: 'javascript:alert(1)' },
  ]);
  expect(decodeCursors(forged)?.[0]).not.toHaveProperty('nextPage');
  expect(decodeCursors(forged)?.[0]?.done).toBe(true);
  expect(decodeCursors('burst-voice:follows:!!!')).toBeUndefined();
  const refused = await loadFollowsContinuation(
    {} as never,
    'burst-voice:follows:bm90IGpzb24',
    undefined,
    new HeardStories(),
    {},
  ).catch((e: unknown) => e);
  expect(isApiError(refused) && refused.kind).toBe('bad-response');
});

describe('against the simulator', () => {
  let sim: Awaited<ReturnType<typeof startTestSim>>;
  let api: BurstApiClient;
  beforeEach(async () => {
    sim = await startTestSim();
    api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock: sim.clock });
  });
  afterEach(() => sim.stop());

  test('pages continue per feed: the second round follows each feed’s own next page, no repeats', async () => {
    const fs: Follow[] = [
      { kind: 'topic', topic: 'electric cars' },
      { kind: 'topic', topic: 'interest rates' },
    ];
    const first = await firstFollowsPage(api, fs, undefined, new HeardStories(), { timeoutMs: 2000 });
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.nextPage && isFollowsContinuation(first.nextPage)).toBe(true);
    sim.control.clearLog();
    const second = await loadFollowsContinuation(
      api,
      first.nextPage!,
      undefined,
      new HeardStories(first.items.map((i) => i.burstId)),
      {
        timeoutMs: 2000,
      },
    );
    const firstIds = new Set(first.items.map((i) => i.burstId));
    expect(second.items.some((i) => firstIds.has(i.burstId))).toBe(false);
    // Each continued feed's own nextPage was followed (the simulator's continuation carries a page number).
    expect(sim.control.requestLog.length).toBeGreaterThan(0);
    expect(sim.control.requestLog.every((e) => e.path === '/v2/search')).toBe(true);
  });

  test('when every feed fails the round is an outage (the caller keeps the continuation)', async () => {
    sim.control.injectFault('*', { kind: 'status', status: 503 });
    const err = await firstFollowsPage(api, follows, undefined, new HeardStories(), {
      timeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect(isApiError(err) && err.kind).toBe('unavailable');
  });
});
