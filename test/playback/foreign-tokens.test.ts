// Foreign, malformed and stale tokens: "nothing of ours is playing" — state unchanged, nothing issued, never
// a throw (docs/alexa-rules.md, Play directive: the token is opaque and may come from anywhere).
import {
  currentItem,
  next,
  onPlaybackFailed,
  onPlaybackFinished,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  onPlaybackStopped,
  pause,
  previous,
  resolveToken,
  setLoop,
  setShuffle,
  startOver,
  stop,
} from '../../src/playback/engine';
import { encodeToken } from '../../src/playback/token';
import type { Decision, PlaybackState } from '../../src/playback/types';
import { advance, items, page, startedPlaylist, T0 } from './fixtures';

const playing = advance(startedPlaylist(page(items('a', 12))), 7);
const pl = playing.state.playlist!;
const other = startedPlaylist(page(items('a', 12)), T0 + 86_400_000);

const BAD_TOKENS: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an object', { token: playing.token }],
  ['empty', ''],
  ['truncated', 'bv1|x'],
  ['another version', playing.token.replace(/^bv1/, 'bv2')],
  ['2000 chars', 'bv1|' + 'a'.repeat(1996)],
  ['extra part', `${playing.token}|extra`],
  ['non-numeric index', `bv1|${pl.id}|seven|9|a7`],
  ['another playlist', other.token],
  ['index behind the window', encodeToken({ playlistId: pl.id, index: pl.base - 1, seq: 1, burstId: 'a1' })],
  ['index after the window', encodeToken({ playlistId: pl.id, index: 99, seq: 1, burstId: 'a7' })],
  ['burst id mismatch', encodeToken({ playlistId: pl.id, index: 7, seq: 1, burstId: 'zzz' })],
];

const EVENTS: [string, (s: PlaybackState, t: unknown) => Decision][] = [
  ['PlaybackStarted', (s, t) => onPlaybackStarted(s, t, 10, T0 + 1)],
  ['PlaybackNearlyFinished', (s, t) => onPlaybackNearlyFinished(s, t, T0 + 1)],
  ['PlaybackFinished', (s, t) => onPlaybackFinished(s, t, T0 + 1)],
  ['PlaybackStopped', (s, t) => onPlaybackStopped(s, t, 10, T0 + 1)],
  ['PlaybackFailed', (s, t) => onPlaybackFailed(s, t, T0 + 1)],
];

describe.each(EVENTS)('%s with a bad token', (_event, handle) => {
  it.each(BAD_TOKENS)('%s → foreign, state unchanged, nothing sent', (_n, token) => {
    const snapshot = JSON.stringify(playing.state);
    let d: Decision | undefined;
    expect(() => (d = handle(playing.state, token))).not.toThrow();
    expect(d?.outcome).toBe('foreign');
    expect(d?.commands).toEqual([]);
    expect(d?.state).toBe(playing.state);
    expect(JSON.stringify(playing.state)).toBe(snapshot);
  });
});

describe('commands with a bad device token fall back to the stored cursor', () => {
  it.each(BAD_TOKENS)('%s', (_n, token) => {
    expect(resolveToken(playing.state, token)).toBeUndefined();
    expect(currentItem(playing.state, token)?.index).toBe(7);
    const nx = next(playing.state, token, T0);
    expect(nx.item?.burstId).toBe('a8');
    expect(previous(playing.state, token, T0).item?.burstId).toBe('a6');
    expect(startOver(playing.state, token, T0).item?.burstId).toBe('a7');
    const paused = pause(playing.state, token, 123, T0);
    expect(paused.state.offsetMs).toBe(playing.state.offsetMs);
    expect(paused.state.index).toBe(7);
    expect(stop(playing.state, token, 123, T0).state.index).toBe(7);
    // Without a token of ours, nothing can be re-enqueued (the device's queue is unknown).
    expect(setLoop(playing.state, true, token, T0).commands).toEqual([]);
    expect(setShuffle(playing.state, true, token, T0, 5).commands).toEqual([]);
  });
});
