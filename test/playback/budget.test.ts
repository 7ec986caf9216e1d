// Time boxes as pure functions (src/playback/budget.ts): the selection rule for any durations, and
// the engine's playlists that fit a time and end there.
import fc from 'fast-check';
import { FULL_WITHIN_SEC, OVERRUN_LIMIT_SEC, fitToTime, secondsLeft } from '../../src/playback/budget';
import {
  appendPage,
  initialState,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  next,
  previous,
  startPlaylist,
} from '../../src/playback/engine';
import type { QueueItem } from '../../src/playback/types';
import { T0, TOP, item, page } from './fixtures';

const timed = (durations: number[], prefix = 'b'): QueueItem[] =>
  durations.map((d, i) => item(`${prefix}${i}`, { durationSec: d, n: i }));
const sum = (list: QueueItem[]) => list.reduce((s, i) => s + i.durationSec, 0);

describe('fitToTime: the selection rule', () => {
  const durations = fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 60 });
  const length = fc.integer({ min: 60, max: 3600 });

  it('never runs past the length plus 15 seconds, for any durations', () => {
    fc.assert(
      fc.property(durations, length, (ds, len) => {
        expect(fitToTime(timed(ds), len).total).toBeLessThanOrEqual(len + OVERRUN_LIMIT_SEC);
      }),
    );
  });

  it('falls short by less than any burst it passed over; only when it took every burst can it fall shorter', () => {
    fc.assert(
      fc.property(durations, length, (ds, len) => {
        const list = timed(ds);
        const fit = fitToTime(list, len);
        const chosen = new Set(fit.items.map((i) => i.burstId));
        const passed = list.filter((i) => !chosen.has(i.burstId));
        if (passed.length === 0) {
          expect(fit.total).toBe(sum(list));
        } else {
          const longest = Math.max(...passed.map((i) => i.durationSec));
          expect(fit.total).toBeGreaterThanOrEqual(len - longest);
        }
      }),
    );
  });

  it('keeps the given order (most relevant first) and takes each burst once', () => {
    fc.assert(
      fc.property(durations, length, (ds, len) => {
        const fit = fitToTime(timed(ds), len);
        const ns = fit.items.map((i) => i.n);
        expect([...ns].sort((a, b) => a - b)).toEqual(ns);
        expect(new Set(fit.items.map((i) => i.burstId)).size).toBe(fit.items.length);
      }),
    );
  });

  it('five minutes of 45-second bursts is six of them (seven would run 15 s late, no nearer)', () => {
    const fit = fitToTime(timed(Array(10).fill(45)), 300);
    expect(fit.items).toHaveLength(6);
    expect(fit.total).toBe(270);
  });

  it('passes over a burst that would overrun for a later, shorter one that fits', () => {
    const fit = fitToTime(timed([120, 120, 100, 50]), 300);
    expect(fit.items.map((i) => i.burstId)).toEqual(['b0', 'b1', 'b3']);
    expect(fit.total).toBe(290);
  });

  it('ends a little late only when that is nearer the length (each second late counting twice)', () => {
    // 248 s then 62 s: 10 s late is nearer than 52 s early.
    expect(fitToTime(timed([62, 62, 62, 62, 62]), 300).total).toBe(310);
    // 250 s then 65 s: 15 s late counts 30, nearer than 50 s early.
    expect(fitToTime(timed([125, 125, 65]), 300).total).toBe(315);
    // 290 s then 20 s: 10 s early beats 10 s late.
    expect(fitToTime(timed([290, 20]), 300).total).toBe(290);
  });

  it('leaves out bursts without a usable duration, and counts what was queued before', () => {
    const list = [item('x', { durationSec: 0 }), item('y', { durationSec: Number.NaN }), ...timed([100])];
    expect(fitToTime(list, 300).items.map((i) => i.burstId)).toEqual(['b0']);
    expect(fitToTime(timed([100, 100]), 300, 250).items).toHaveLength(0);
    expect(fitToTime(timed([40, 100]), 300, 250).total).toBe(290);
  });
});

describe('a time-boxed playlist', () => {
  const s0 = initialState(T0);

  it('starts with what fits, keeps no continuation, and ends when the time is used', () => {
    const d = startPlaylist(s0, TOP, page(timed(Array(10).fill(45)), 'https://api/p2'), T0, {
      more: true,
      lengthSec: 300,
    });
    expect(d.outcome).toBe('play');
    const pl = d.state.playlist!;
    expect(pl.items).toHaveLength(6);
    expect(pl.budget).toEqual({ sec: 300, queuedSec: 270 });
    // Full within FULL_WITHIN_SEC: no page is fetched for it, and it does not go on after its end.
    expect(300 - 270).toBeLessThanOrEqual(FULL_WITHIN_SEC);
    expect(pl.nextPage).toBeUndefined();
    expect(pl.more).toBeUndefined();
    let state = d.state;
    let token = d.commands[0]!.type === 'play' ? d.commands[0].token : '';
    let played = 1;
    for (;;) {
      state = onPlaybackStarted(state, token, 0, T0).state;
      const nf = onPlaybackNearlyFinished(state, token, T0);
      if (nf.outcome !== 'play') {
        expect(nf.outcome).toBe('ended');
        break;
      }
      token = nf.commands[0]!.type === 'play' ? nf.commands[0].token : '';
      played++;
    }
    expect(played).toBe(6);
  });

  it('fills from the next page while the time is not full, and stops fetching once it is', () => {
    const d = startPlaylist(s0, TOP, page(timed([100, 100]), 'https://api/p2'), T0, { lengthSec: 600 });
    expect(d.state.playlist!.nextPage).toBe('https://api/p2');
    expect(d.state.playlist!.budget).toEqual({ sec: 600, queuedSec: 200 });
    expect(secondsLeft(d.state, 0, 0)).toBe(600);
    const after = appendPage(d.state, page(timed([300, 500, 90], 'c'), 'https://api/p3'), T0);
    expect(after.playlist!.items.map((i) => i.burstId)).toEqual(['b0', 'b1', 'c0', 'c2']);
    expect(after.playlist!.budget!.queuedSec).toBe(590);
    expect(after.playlist!.nextPage).toBeUndefined();
  });

  it('stops fetching after a page that adds nothing (the extra calls stay bounded)', () => {
    const d = startPlaylist(s0, TOP, page(timed([100]), 'https://api/p2'), T0, { lengthSec: 600 });
    const after = appendPage(d.state, page(timed([900, 800], 'c'), 'https://api/p3'), T0);
    expect(after.playlist!.items).toHaveLength(1);
    expect(after.playlist!.nextPage).toBeUndefined();
  });

  it('says it is short when the only page did not fill the time', () => {
    const d = startPlaylist(s0, TOP, page(timed([60, 60])), T0, { lengthSec: 600 });
    expect(d.state.playlist!.budget).toEqual({ sec: 600, queuedSec: 120, short: true });
  });

  it('answers none-fits when every burst is too long for the time, and starts nothing', () => {
    const d = startPlaylist(s0, TOP, page(timed([400, 500])), T0, { lengthSec: 60 });
    expect(d.outcome).toBe('none-fits');
    expect(d.state).toBe(s0);
  });

  it('plays no story heard recently, and no story twice', () => {
    const heard = item('b1', { durationSec: 45 });
    const state = { ...s0, history: [heard.story!] };
    const twice = item('b9', { durationSec: 45, story: item('b0').story! });
    const d = startPlaylist(state, TOP, page([...timed(Array(8).fill(45)), twice]), T0, { lengthSec: 300 });
    const ids = d.state.playlist!.items.map((i) => i.burstId);
    expect(ids).not.toContain('b1');
    expect(ids).not.toContain('b9');
    expect(ids).toHaveLength(6);
  });

  it('counts time left from the position: skipping never adds time, going back adds the burst again', () => {
    const d = startPlaylist(s0, TOP, page(timed([60, 60, 60, 60, 60])), T0, { lengthSec: 300 });
    expect(secondsLeft(d.state, 0, 0)).toBe(300);
    expect(secondsLeft(d.state, 0, 30_000)).toBe(270);
    const token = d.commands[0]!.type === 'play' ? d.commands[0].token : '';
    const started = onPlaybackStarted(d.state, token, 0, T0).state;
    const skipped = next(started, token, T0);
    expect(skipped.state.index).toBe(1);
    expect(secondsLeft(skipped.state, 1, 0)).toBe(240);
    const t1 = skipped.commands[0]!.type === 'play' ? skipped.commands[0].token : '';
    const back = previous(onPlaybackStarted(skipped.state, t1, 0, T0).state, t1, T0);
    expect(back.state.index).toBe(0);
    expect(secondsLeft(back.state, 0, 0)).toBe(300);
  });

  it('has no time left to tell when the playlist has no time box', () => {
    const d = startPlaylist(s0, TOP, page(timed([60, 60])), T0);
    expect(secondsLeft(d.state, 0, 0)).toBeUndefined();
    expect(d.state.playlist!.budget).toBeUndefined();
  });
});
