// Every decision of the playback engine, event by event (docs/alexa-rules.md).
import {
  HISTORY_SIZE,
  ITEMS_KEPT_BEHIND,
  MAX_CONSECUTIVE_FAILURES,
  PREFETCH_WITHIN_ITEMS,
} from '../../src/config/limits';
import {
  appendPage,
  currentItem,
  initialState,
  markPageFetchFailed,
  next,
  onPlaybackFailed,
  onPlaybackFinished,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  onPlaybackStopped,
  remainingAfter,
  resolveToken,
  resume,
  setLoop,
  startPlaylist,
} from '../../src/playback/engine';
import { decodeToken } from '../../src/playback/token';
import { printOf } from '../../src/playback/heard';
import { advance, item, items, page, playOf, startedPlaylist, T0, TOP } from './fixtures';

const NEXT_URL = 'https://api.example.com/v2/next?page=2';

describe('startPlaylist', () => {
  it('plays the first item with REPLACE_ALL from 0 and a token that names it', () => {
    const d = startPlaylist(initialState(T0), TOP, page(items('a', 3)), T0);
    const play = playOf(d);
    expect(d.outcome).toBe('play');
    expect(play.behavior).toBe('REPLACE_ALL');
    expect(play.offsetMs).toBe(0);
    expect(play.item.burstId).toBe('a0');
    expect(play).not.toHaveProperty('expectedPreviousToken');
    expect(d.state).toMatchObject({ index: 0, activity: 'playing', token: play.token, offsetMs: 0 });
    expect(resolveToken(d.state, play.token)?.item.burstId).toBe('a0');
    expect(d.state.playlist?.request).toEqual(TOP);
  });

  it.each([
    ['skips what was heard recently', ['a0', 'a1'], ['a0', 'a1', 'a2', 'a3'], ['a2', 'a3']],
    ['dedupes a page', [], ['a0', 'a1', 'a0', 'a2', 'a1'], ['a0', 'a1', 'a2']],
  ])('%s', (_name, history, ids, expected) => {
    const d = startPlaylist({ ...initialState(T0), history }, TOP, page(ids), T0);
    expect(d.state.playlist?.items.map((i) => i.burstId)).toEqual(expected);
    expect(d.state.playlist?.items.map((i) => i.n)).toEqual(expected.map((_, k) => k));
    expect(playOf(d).item.burstId).toBe(expected[0]);
  });

  it('answers all-heard when only heard stories are left, and replays them when asked to', () => {
    const s = { ...initialState(T0), history: ['a0', 'a1'] };
    const heard = startPlaylist(s, TOP, page(['a0', 'a1']), T0);
    expect(heard.outcome).toBe('all-heard');
    expect(heard.state).toBe(s);
    const again = startPlaylist(s, TOP, page(['a0', 'a1']), T0, { replay: true });
    expect(again.state.playlist?.items.map((i) => i.burstId)).toEqual(['a0', 'a1']);
  });

  it('skips a re-air or another reading of a story heard, under a new burst id', () => {
    const told = item('a0', { title: 'Microsoft patches a critical Windows flaw', story: undefined });
    const heard = { ...initialState(T0), history: [printOf(told)] };
    const reair = item('z7', { title: 'MICROSOFT patches a critical Windows flaw.' });
    const d = startPlaylist(heard, TOP, page([reair, item('a1')]), T0);
    expect(d.state.playlist?.items.map((i) => i.burstId)).toEqual(['a1']);
  });

  it('answers empty for a page without items and leaves the state alone', () => {
    const before = startedPlaylist(page(items('a', 2))).state;
    const d = startPlaylist(before, TOP, page([]), T0 + 5000);
    expect(d.outcome).toBe('empty');
    expect(d.commands).toEqual([]);
    expect(d.state).toBe(before);
  });

  it('replaces an old playlist: new id, old tokens become foreign, history and counters kept', () => {
    const old = advance(startedPlaylist(page(items('a', 3), NEXT_URL)), 1);
    const d = startPlaylist({ ...old.state, consecutiveFailures: 2 }, TOP, page(items('b', 2)), T0 + 9000);
    expect(d.state.playlist?.id).not.toBe(old.state.playlist?.id);
    expect(d.state.playlist).not.toHaveProperty('nextPage');
    expect(d.state.consecutiveFailures).toBe(0);
    expect(d.state.history).toEqual(old.state.history);
    expect(d.state.tokenSeq).toBeGreaterThan(old.state.tokenSeq);
    expect(onPlaybackNearlyFinished(d.state, old.token, T0 + 9001).outcome).toBe('foreign');
  });

  it('gives a new playlist id even when started twice in the same millisecond', () => {
    const a = startPlaylist(initialState(T0), TOP, page(['x1']), T0);
    const b = startPlaylist(a.state, TOP, page(['x1']), T0);
    expect(b.state.playlist?.id).not.toBe(a.state.playlist?.id);
    expect(resolveToken(b.state, playOf(a).token)).toBeUndefined();
  });
});

describe('PlaybackStarted', () => {
  it('records the item, offset and history, and keeps the failure count', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 3)), T0);
    const token = playOf(d0).token;
    const d = onPlaybackStarted(
      { ...d0.state, consecutiveFailures: 2, activity: 'idle' },
      token,
      1500,
      T0 + 7,
    );
    expect(d.outcome).toBe('recorded');
    expect(d.commands).toEqual([]);
    expect(d.item?.burstId).toBe('a0');
    expect(d.state).toMatchObject({
      index: 0,
      token,
      offsetMs: 1500,
      activity: 'playing',
      history: [printOf(item('a0'))],
      consecutiveFailures: 2,
      updatedAt: T0 + 7,
    });
  });

  it.each(['paused', 'stopped'] as const)(
    'leaves a %s entry as it is: its Started was overtaken by the pause (a resume plays a new token)',
    (activity) => {
      const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 3)), T0);
      const token = playOf(d0).token;
      const paused = { ...d0.state, token, activity, offsetMs: 12_000 };
      const d = onPlaybackStarted(paused, token, 0, T0 + 9);
      expect(d.outcome).toBe('recorded');
      expect(d.state).toBe(paused);
      expect(d.prefetch).toBeUndefined();
      // A new entry of the same burst (the resume's token) does start.
      const resumed = resume(paused, T0 + 10);
      const t2 = playOf(resumed).token;
      expect(onPlaybackStarted(resumed.state, t2, 12_000, T0 + 11).state).toMatchObject({
        activity: 'playing',
        offsetMs: 12_000,
        token: t2,
      });
    },
  );

  it('does not repeat the last history entry on a duplicate event, and caps the history', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 2)), T0);
    const token = playOf(d0).token;
    const once = onPlaybackStarted(d0.state, token, 0, T0 + 1);
    const twice = onPlaybackStarted(once.state, token, 0, T0 + 1);
    expect(twice.state).toEqual(once.state);
    const full = Array.from({ length: HISTORY_SIZE }, (_, i) => `h${i}`);
    const capped = onPlaybackStarted({ ...d0.state, history: full }, token, 0, T0 + 2).state.history;
    expect(capped).toHaveLength(HISTORY_SIZE);
    expect(capped[capped.length - 1]).toBe(printOf(item('a0')));
    expect(capped[0]).toBe('h1');
  });

  it('clamps a negative offset to 0', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 2)), T0);
    expect(onPlaybackStarted(d0.state, playOf(d0).token, -20, T0).state.offsetMs).toBe(0);
  });

  it(`keeps only ${ITEMS_KEPT_BEHIND} items behind the cursor; their tokens become stale`, () => {
    const first = startedPlaylist(page(items('a', 12)));
    const p = advance(first, ITEMS_KEPT_BEHIND + 3);
    const pl = p.state.playlist;
    expect(p.state.index).toBe(ITEMS_KEPT_BEHIND + 3);
    expect(pl?.base).toBe(3);
    expect(pl?.items[0]?.burstId).toBe('a3');
    expect(pl?.items).toHaveLength(9);
    expect(resolveToken(p.state, p.token)?.item.burstId).toBe('a8');
    expect(resolveToken(p.state, first.token)).toBeUndefined();
    expect(onPlaybackStarted(p.state, first.token, 0, T0 + 5000).outcome).toBe('foreign');
  });

  // 6 loaded items: remaining after index i is 5 - i.
  it.each([
    [0, true, false],
    [5 - PREFETCH_WITHIN_ITEMS - 1, true, false],
    [5 - PREFETCH_WITHIN_ITEMS, true, true],
    [5, true, true],
    [5, false, false],
  ])('at index %i (nextPage: %s) asks to prefetch: %s', (index, hasNext, expected) => {
    const p = advance(startedPlaylist(page(items('a', 6), hasNext ? NEXT_URL : undefined)), index);
    const d = onPlaybackStarted(p.state, p.token, 0, T0 + 9999);
    expect(remainingAfter(d.state, index)).toBe(5 - index);
    if (expected) expect(d.prefetch).toBe(NEXT_URL);
    else expect(d).not.toHaveProperty('prefetch');
  });
});

describe('PlaybackNearlyFinished', () => {
  it('ENQUEUEs the next item behind the request token without moving the cursor', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const d = onPlaybackNearlyFinished(p.state, p.token, T0 + 50);
    const play = playOf(d);
    expect(d.outcome).toBe('play');
    expect(play).toMatchObject({ behavior: 'ENQUEUE', offsetMs: 0, expectedPreviousToken: p.token });
    expect(play.item.burstId).toBe('a1');
    expect(play.token).not.toBe(p.token);
    expect(resolveToken(d.state, play.token)).toMatchObject({ index: 1 });
    expect(d.state.index).toBe(0);
    expect(d.state.token).toBe(p.token);
    // Not stored: the entry takes tokenSeq + 1, which commands never take.
    expect(d.state).toBe(p.state);
    expect(decodeToken(play.token)?.seq).toBe(d.state.tokenSeq + 1);
  });

  it('needs the next page at a page boundary, then enqueues its first item once appended', () => {
    const p = advance(startedPlaylist(page(items('a', 2), NEXT_URL)), 1);
    const d = onPlaybackNearlyFinished(p.state, p.token, T0 + 60);
    expect(d).toMatchObject({ outcome: 'needs-page', needsPage: NEXT_URL, commands: [] });
    expect(d.state).toBe(p.state);
    const appended = appendPage(d.state, page(items('b', 2)), T0 + 61);
    const again = onPlaybackNearlyFinished(appended, p.token, T0 + 62);
    expect(playOf(again)).toMatchObject({ behavior: 'ENQUEUE', expectedPreviousToken: p.token });
    expect(playOf(again).item.burstId).toBe('b0');
    expect(appended.playlist?.items.map((i) => i.n)).toEqual([0, 1, 2, 3]);
    expect(appended.playlist).not.toHaveProperty('nextPage');
  });

  it('does not wait on the API when the page was prefetched on PlaybackStarted', () => {
    const p = startedPlaylist(page(items('a', 2), NEXT_URL));
    const started = onPlaybackStarted(p.state, p.token, 0, T0 + 2);
    expect(started.prefetch).toBe(NEXT_URL);
    const withPage = appendPage(started.state, page(items('b', 2), 'https://api.example.com/p3'), T0 + 3);
    const q = advance({ state: withPage, token: p.token }, 1);
    const d = onPlaybackNearlyFinished(q.state, q.token, T0 + 4000);
    expect(d.outcome).toBe('play');
    expect(playOf(d).item.burstId).toBe('b0');
    expect(d.state.playlist?.nextPage).toBe('https://api.example.com/p3');
  });

  it('still asks for the page after a failed prefetch, and a later page clears the mark', () => {
    const p = advance(startedPlaylist(page(items('a', 2), NEXT_URL)), 1);
    const marked = markPageFetchFailed(p.state, T0 + 70);
    expect(marked.playlist?.pageFetchFailedAt).toBe(T0 + 70);
    expect(onPlaybackNearlyFinished(marked, p.token, T0 + 71).outcome).toBe('needs-page');
    const fixed = appendPage(marked, page(['c0']), T0 + 72);
    expect(fixed.playlist).not.toHaveProperty('pageFetchFailedAt');
    expect(markPageFetchFailed(initialState(T0), T0)).toEqual(initialState(T0));
  });

  it('ends at the end of the playlist', () => {
    const p = advance(startedPlaylist(page(items('a', 2))), 1);
    const d = onPlaybackNearlyFinished(p.state, p.token, T0 + 80);
    expect(d).toMatchObject({ outcome: 'ended', commands: [] });
    expect(d.state).toBe(p.state);
  });

  it('wraps to the first loaded item when loop is on', () => {
    const p = advance(startedPlaylist(page(items('a', 3))), 2);
    const looped = setLoop(p.state, true, undefined, T0 + 89).state;
    const play = playOf(onPlaybackNearlyFinished(looped, p.token, T0 + 90));
    expect(play.item.burstId).toBe('a0');
    expect(play).toMatchObject({ behavior: 'ENQUEUE', expectedPreviousToken: p.token });
    expect(decodeToken(play.token)?.index).toBe(0);
  });

  it('loops a single item with a new token every round', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(['solo']), T0);
    let state = setLoop(d0.state, true, undefined, T0).state;
    let token = playOf(d0).token;
    const seen = new Set([token]);
    for (let round = 0; round < 4; round++) {
      state = onPlaybackStarted(state, token, 0, T0 + round).state;
      const play = playOf(onPlaybackNearlyFinished(state, token, T0 + round));
      expect(play.item.burstId).toBe('solo');
      expect(seen.has(play.token)).toBe(false);
      seen.add(play.token);
      token = play.token;
    }
  });
});

describe('reordered and duplicated events (decided from the token, never from a flag)', () => {
  it('NearlyFinished right after Started enqueues the successor', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 3)), T0);
    const token = playOf(d0).token;
    const s = onPlaybackStarted(d0.state, token, 0, T0 + 1).state;
    expect(playOf(onPlaybackNearlyFinished(s, token, T0 + 2)).item.burstId).toBe('a1');
  });

  it('NearlyFinished before Started (Echo Show) gives the same answer', () => {
    const d0 = startPlaylist(initialState(T0), TOP, page(items('a', 3)), T0);
    const token = playOf(d0).token;
    const early = onPlaybackNearlyFinished(d0.state, token, T0 + 1);
    const late = onPlaybackNearlyFinished(onPlaybackStarted(d0.state, token, 0, T0).state, token, T0 + 1);
    expect(early.commands).toEqual(late.commands);
  });

  it('Finished before NearlyFinished (short clip) still enqueues the successor', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const fin = onPlaybackFinished(p.state, p.token, T0 + 10);
    expect(fin.outcome).toBe('recorded');
    const play = playOf(onPlaybackNearlyFinished(fin.state, p.token, T0 + 11));
    expect(play).toMatchObject({ behavior: 'ENQUEUE', expectedPreviousToken: p.token });
    expect(play.item.burstId).toBe('a1');
  });

  it('the same NearlyFinished twice yields the identical directive and token', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const first = onPlaybackNearlyFinished(p.state, p.token, T0 + 20);
    const second = onPlaybackNearlyFinished(first.state, p.token, T0 + 21);
    expect(second.commands).toEqual(first.commands);
    expect(second.state.tokenSeq).toBe(first.state.tokenSeq);
  });

  it('a NearlyFinished for an older token after Next leaves the cursor on the new item', () => {
    const p = startedPlaylist(page(items('a', 4)));
    const skipped = next(p.state, p.token, T0 + 30);
    const nx = onPlaybackStarted(skipped.state, playOf(skipped).token, 0, T0 + 31);
    const stale = onPlaybackNearlyFinished(nx.state, p.token, T0 + 32);
    expect(stale.state.index).toBe(1);
    expect(stale.state.token).toBe(nx.state.token);
    // Whatever it issues is chained to the old token, so a device playing the new item discards it.
    for (const c of stale.commands)
      expect(c).toMatchObject({ behavior: 'ENQUEUE', expectedPreviousToken: p.token });
    // The current token still gets the right successor.
    expect(playOf(onPlaybackNearlyFinished(stale.state, nx.state.token, T0 + 33)).item.burstId).toBe('a2');
  });
});

describe('sequence numbers without a write at NearlyFinished', () => {
  it('a command after an unstored ENQUEUE issues a token never issued, at the same index too', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const enq = playOf(onPlaybackNearlyFinished(p.state, p.token, T0 + 10));
    const skip = next(p.state, p.token, T0 + 11);
    const replaced = playOf(skip);
    expect(replaced.behavior).toBe('REPLACE_ALL');
    expect(replaced.item.burstId).toBe(enq.item.burstId);
    expect(replaced.token).not.toBe(enq.token);
  });

  it('a NearlyFinished that overtook the Started of its entry stores the sequence it took', () => {
    const p = startedPlaylist(page(items('a', 4)));
    const enq = playOf(onPlaybackNearlyFinished(p.state, p.token, T0 + 10));
    // The device started the enqueued entry, but its Started is not stored yet when its
    // NearlyFinished arrives: the entry after it takes tokenSeq + 2, which must be stored.
    const d = onPlaybackNearlyFinished(p.state, enq.token, T0 + 20);
    const second = playOf(d);
    expect(decodeToken(second.token)?.seq).toBe(p.state.tokenSeq + 2);
    expect(d.state.tokenSeq).toBe(p.state.tokenSeq + 2);
    expect(playOf(next(d.state, enq.token, T0 + 21)).token).not.toBe(second.token);
  });
});

describe('PlaybackFinished and PlaybackStopped', () => {
  it('Finished mid-playlist records the item with offset 0', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const d = onPlaybackFinished({ ...p.state, offsetMs: 999 }, p.token, T0 + 5);
    expect(d).toMatchObject({ outcome: 'recorded', commands: [] });
    expect(d.state).toMatchObject({ index: 0, offsetMs: 0, activity: 'playing' });
  });

  it('Finished of the started item with its successor enqueued stores nothing (same state back)', () => {
    const p = startedPlaylist(page(items('a', 3)));
    expect(onPlaybackFinished(p.state, p.token, T0 + 5).state).toBe(p.state);
    // Still written when something a later request reads changes: failures to forgive, or an
    // entry other than the stored one.
    const failing = { ...p.state, consecutiveFailures: 1 };
    expect(onPlaybackFinished(failing, p.token, T0 + 5).state).toMatchObject({ consecutiveFailures: 0 });
    const nf = onPlaybackNearlyFinished(p.state, p.token, T0 + 6);
    const other = onPlaybackFinished(p.state, playOf(nf).token, T0 + 7).state;
    expect(other).not.toBe(p.state);
    expect(other.index).toBe(1);
  });

  it('Finished of an entry whose successor already started stores nothing unless failures are forgiven', () => {
    const p = startedPlaylist(page(items('a', 3)));
    const nf = onPlaybackNearlyFinished(p.state, p.token, T0 + 6);
    const started = onPlaybackStarted(nf.state, playOf(nf).token, 0, T0 + 7).state;
    const late = onPlaybackFinished(started, p.token, T0 + 8);
    expect(late).toMatchObject({ outcome: 'recorded', commands: [] });
    expect(late.state).toBe(started);
    const failing = { ...started, consecutiveFailures: 2 };
    const forgiven = onPlaybackFinished(failing, p.token, T0 + 8).state;
    expect(forgiven).toEqual({ ...started, consecutiveFailures: 0 });
  });

  it('Finished on the last item ends the playlist', () => {
    const p = advance(startedPlaylist(page(items('a', 2))), 1);
    const d = onPlaybackFinished(p.state, p.token, T0 + 5);
    expect(d.outcome).toBe('ended');
    expect(d.commands).toEqual([]);
    expect(d.state.activity).toBe('finished');
  });

  it.each([NaN, Infinity, -Infinity, JSON.parse('1e400') as number])(
    'a non-finite offset (%p) is stored as 0 so the state survives JSON',
    (bad) => {
      const p = startedPlaylist(page(items('a', 3)));
      for (const s of [
        onPlaybackStarted(p.state, p.token, bad, T0).state,
        onPlaybackStopped(p.state, p.token, bad, T0).state,
      ]) {
        expect(s.offsetMs).toBe(0);
        expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
      }
    },
  );

  it('Stopped records the offset and pauses; a negative offset becomes 0', () => {
    const p = advance(startedPlaylist(page(items('a', 3))), 1);
    const d = onPlaybackStopped(p.state, p.token, 42_000, T0 + 5);
    expect(d).toMatchObject({ outcome: 'recorded', commands: [] });
    expect(d.state).toMatchObject({ index: 1, offsetMs: 42_000, activity: 'paused', token: p.token });
    expect(onPlaybackStopped(p.state, p.token, -5, T0).state.offsetMs).toBe(0);
  });
});

describe('PlaybackFailed', () => {
  it('skips to the next item with REPLACE_ALL and counts the failure', () => {
    const p = startedPlaylist(page(items('a', 5)));
    const d = onPlaybackFailed(p.state, p.token, T0 + 5);
    const play = playOf(d);
    expect(play.behavior).toBe('REPLACE_ALL');
    expect(play).not.toHaveProperty('expectedPreviousToken');
    expect(play.item.burstId).toBe('a1');
    expect(d.state).toMatchObject({
      index: 1,
      consecutiveFailures: 1,
      activity: 'playing',
      token: play.token,
    });
  });

  it(`gives up after ${MAX_CONSECUTIVE_FAILURES} failures in a row: ClearQueue and activity 'failed'`, () => {
    const p = startedPlaylist(page(items('a', 6)));
    let state = p.state;
    let token = p.token;
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++) {
      const d = onPlaybackFailed(state, token, T0 + i);
      outcomes.push(d.outcome);
      state = d.state;
      if (d.outcome === 'play') token = playOf(d).token;
      else expect(d.commands).toEqual([{ type: 'clearQueue', behavior: 'CLEAR_ALL' }]);
    }
    expect(outcomes).toEqual([...Array(MAX_CONSECUTIVE_FAILURES - 1).fill('play'), 'gave-up']);
    expect(state.activity).toBe('failed');
    expect(state.consecutiveFailures).toBe(MAX_CONSECUTIVE_FAILURES);
  });

  it('a stream that starts and then fails still counts; a finished stream resets the count', () => {
    const p = startedPlaylist(page(items('a', 8)));
    let state = p.state;
    let token = p.token;
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES - 1; i++) {
      const d = onPlaybackFailed(state, token, T0 + i);
      state = d.state;
      token = playOf(d).token;
    }
    // Started alone forgives nothing: a CDN that breaks every stream a second in must not loop forever.
    state = onPlaybackStarted(state, token, 0, T0 + 50).state;
    expect(state.consecutiveFailures).toBe(MAX_CONSECUTIVE_FAILURES - 1);
    expect(onPlaybackFailed(state, token, T0 + 51).outcome).toBe('gave-up');
    // A stream that plays to its end does.
    state = onPlaybackFinished(state, token, T0 + 60).state;
    expect(state.consecutiveFailures).toBe(0);
    const d = onPlaybackFailed(state, token, T0 + 61);
    expect(d.outcome).toBe('play');
    expect(d.state.consecutiveFailures).toBe(1);
  });

  it('failing on the last item ends the playlist', () => {
    const p = advance(startedPlaylist(page(items('a', 2))), 1);
    const d = onPlaybackFailed(p.state, p.token, T0 + 5);
    expect(d).toMatchObject({ outcome: 'ended', commands: [] });
    expect(d.state.activity).toBe('finished');
  });

  it('asks for the next page at a page boundary', () => {
    const p = advance(startedPlaylist(page(items('a', 2), NEXT_URL)), 1);
    const d = onPlaybackFailed(p.state, p.token, T0 + 5);
    expect(d).toMatchObject({ outcome: 'needs-page', needsPage: NEXT_URL, commands: [] });
  });

  it('counts a failure at a page boundary once when asked again after appendPage', () => {
    // The skill's decideWithPages decides again on appendPage(first.state, …): the state returned
    // with needs-page must not already hold the failure, or it is counted twice.
    const p = advance(startedPlaylist(page(items('a', 2), NEXT_URL)), 1);
    const once = { ...p.state, consecutiveFailures: MAX_CONSECUTIVE_FAILURES - 2 };
    const first = onPlaybackFailed(once, p.token, T0 + 5);
    expect(first.outcome).toBe('needs-page');
    expect(first.state).toBe(once);
    const again = onPlaybackFailed(appendPage(first.state, page(items('b', 2)), T0 + 6), p.token, T0 + 7);
    expect(again.outcome).toBe('play');
    expect(playOf(again).item.burstId).toBe('b0');
    expect(again.state.consecutiveFailures).toBe(MAX_CONSECUTIVE_FAILURES - 1);
  });
});

describe('currentItem', () => {
  it('prefers the device token when it is ours, else the stored cursor', () => {
    const p = advance(startedPlaylist(page(items('a', 4))), 2);
    const first = startedPlaylist(page(items('a', 4)), T0 + 777);
    expect(currentItem(p.state, 'garbage')?.index).toBe(2);
    expect(currentItem(p.state)?.item.burstId).toBe('a2');
    expect(currentItem(initialState(T0))).toBeUndefined();
    // A token of another playlist is not ours even with the same bursts.
    expect(currentItem(p.state, first.token)?.index).toBe(2);
  });
});
