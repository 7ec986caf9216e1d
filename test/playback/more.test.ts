// After the last page the playlist goes on (docs/listening.md): the engine's part, pure.
import {
  appendPage,
  initialState,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  setLoop,
  startPlaylist,
} from '../../src/playback/engine';
import { continuationOf, isMoreUrl, moreUrl, parseMoreUrl } from '../../src/playback/more';
import type { PlaylistRequest } from '../../src/playback/types';
import { advance, item, items, page, playOf, T0, TOP } from './fixtures';

const SEARCH: PlaylistRequest = { kind: 'search', query: 'electric cars' };

function started(request: PlaylistRequest, list = items('a', 3), more = true) {
  const d = startPlaylist(initialState(T0), request, page(list), T0, { more });
  const token = playOf(d).token;
  return { state: onPlaybackStarted(d.state, token, 0, T0 + 1).state, token };
}

describe('the continuation after the last page', () => {
  it('asks for bursts related to the last burst once the last page is used up', () => {
    const p = advance(started(SEARCH), 2);
    const d = onPlaybackNearlyFinished(p.state, p.token, T0 + 5000);
    expect(d.outcome).toBe('needs-page');
    expect(d.needsPage).toBe('burst-voice:more:related:a2');
    expect(parseMoreUrl(d.needsPage ?? '')).toEqual({ step: 'related', burstId: 'a2' });
  });

  it('is prefetched after the PlaybackStarted near the end, with the URL NearlyFinished will need', () => {
    const d = startPlaylist(initialState(T0), SEARCH, page(items('a', 2)), T0, { more: true });
    const s = onPlaybackStarted(d.state, playOf(d).token, 0, T0 + 1);
    expect(s.prefetch).toBe('burst-voice:more:related:a1');
    const p = advance({ state: s.state, token: playOf(d).token }, 1);
    expect(onPlaybackNearlyFinished(p.state, p.token, T0 + 9000).needsPage).toBe(s.prefetch);
  });

  it('appends a related page, marks its items, and turns to top stories next', () => {
    const p = advance(started(SEARCH), 2);
    const more = appendPage(p.state, { ...page(items('r', 2)), more: 'related' }, T0 + 6000);
    expect(more.playlist?.more).toEqual({ next: 'top', now: 'related' });
    expect(more.playlist?.items.map((i) => i.via)).toEqual([
      undefined,
      undefined,
      undefined,
      'related',
      'related',
    ]);
    const d = onPlaybackNearlyFinished(more, p.token, T0 + 6001);
    expect(playOf(d).item.burstId).toBe('r0');
    expect(playOf(d).item.via).toBe('related');
    expect(moreUrl(more.playlist!)).toBe('burst-voice:more:top');
  });

  it("the continuation's own next pages keep its label", () => {
    const p = advance(started(SEARCH), 2);
    const top = appendPage(
      p.state,
      { ...page(items('t', 1), 'https://api.example.com/v2/topstories?page=2'), more: 'top' },
      T0 + 6000,
    );
    const next = appendPage(top, page(items('u', 1)), T0 + 6001);
    expect(next.playlist?.items.map((i) => i.via)).toEqual([undefined, undefined, undefined, 'top', 'top']);
    expect(next.playlist?.more).toEqual({ next: 'related', now: 'top' });
  });

  it("after related bursts comes the top stories' turn (a category's own first: the loader reads it)", () => {
    const cat: PlaylistRequest = { kind: 'category', playlistId: '5', name: 'Tech' };
    const p = advance(started(cat), 2);
    const more = appendPage(p.state, { ...page(items('r', 1)), more: 'related' }, T0 + 6000);
    expect(moreUrl(more.playlist!)).toBe('burst-voice:more:top');
    expect(parseMoreUrl('burst-voice:more:top')).toEqual({ step: 'top' });
    expect(more.playlist?.request).toEqual(cat);
  });

  it('ends when a continuation page brings no new story', () => {
    const p = advance(started(SEARCH), 2);
    const again = appendPage(p.state, { ...page(items('a', 3)), more: 'top' }, T0 + 6000);
    expect(again.playlist?.more).toBeUndefined();
    expect(onPlaybackNearlyFinished(again, p.token, T0 + 6001).outcome).toBe('ended');
  });

  it('never queues a story already heard or queued, under another burst id', () => {
    const list = [item('a0', { title: 'Tesla cuts Model Y prices in China' }), item('a1')];
    const p = advance(started(SEARCH, list), 1);
    const reair = item('z9', { title: 'TESLA cuts Model Y prices in China!' });
    const more = appendPage(p.state, { items: [reair, item('r1')], more: 'related' }, T0 + 6000);
    expect(more.playlist?.items.map((i) => i.burstId)).toEqual(['a0', 'a1', 'r1']);
  });

  it.each([
    ['weather', { kind: 'weather', stationId: 1 } as PlaylistRequest],
    ['traffic', { kind: 'traffic', stationId: 1 } as PlaylistRequest],
    ['saved bursts', { kind: 'saved' } as PlaylistRequest],
  ])('%s end after the last page', (_name, request) => {
    const p = advance(started(request), 2);
    expect(onPlaybackNearlyFinished(p.state, p.token, T0 + 5000).outcome).toBe('ended');
  });

  it('ends when the listener asked playlists to stop when they run out', () => {
    const p = advance(started(TOP, items('a', 3), false), 2);
    expect(continuationOf(p.state.playlist!)).toBeUndefined();
    expect(onPlaybackNearlyFinished(p.state, p.token, T0 + 5000).outcome).toBe('ended');
  });

  it('loop repeats the playlist instead of continuing', () => {
    const p = advance(started(SEARCH), 2);
    const looped = setLoop(p.state, true, p.token, T0 + 4000).state;
    const d = onPlaybackNearlyFinished(looped, p.token, T0 + 5000);
    expect(playOf(d).item.burstId).toBe('a0');
    expect(playOf(d).item.via).toBeUndefined();
  });

  it('reads only its own URNs', () => {
    expect(isMoreUrl('https://api.example.com/next')).toBe(false);
    expect(parseMoreUrl('burst-voice:more:nonsense')).toBeUndefined();
    expect(parseMoreUrl('burst-voice:more:related:')).toBeUndefined();
    expect(parseMoreUrl('burst-voice:more:category:5')).toBeUndefined();
    expect(parseMoreUrl('burst-voice:more:top:x')).toBeUndefined();
  });
});

describe('a new playlist of stories all heard', () => {
  it("is not started: the caller offers something else ('all-heard'), or replays when asked", () => {
    const heard = startPlaylist(initialState(T0), TOP, page(items('a', 2)), T0);
    const history = heard.state.playlist!.items.map((i) => `${i.burstId}`);
    const s = { ...initialState(T0), history };
    expect(startPlaylist(s, TOP, page(items('a', 2)), T0).outcome).toBe('all-heard');
    expect(startPlaylist(s, TOP, page(items('a', 2)), T0, { replay: true }).outcome).toBe('play');
  });
});
