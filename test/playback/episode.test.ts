// "Play the full episode" in the engine: the episode stands in the burst's place, with its own
// token (unique, episode-marked, ≤ 1024 chars); pause/resume keep its offset; next/previous return
// to the playlist around the burst; events of the episode enqueue the playlist after it.
import { MAX_TOKEN_LENGTH } from '../../src/config/limits';
import {
  currentEpisode,
  next,
  onPlaybackFailed,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  onPlaybackStopped,
  pause,
  previous,
  resolveToken,
  resume,
  startEpisode,
} from '../../src/playback/engine';
import { decodeToken, encodeToken } from '../../src/playback/token';
import { advance, items, page, playOf, startedPlaylist, T0 } from './fixtures';

const EPISODE = {
  url: 'https://cdn.example.com/episodes/show-1/2026-11-22.mp3',
  title: 'Morning Markets, 2026-11-22',
  startMs: 1_834_200,
};

/** A playlist of five with the third burst playing, then its episode asked for and started. */
function inEpisode() {
  const at = advance(startedPlaylist(page(items('a', 5))), 2);
  const d = startEpisode(at.state, at.token, EPISODE, T0 + 5000);
  const play = playOf(d);
  const started = onPlaybackStarted(d.state, play.token, EPISODE.startMs, T0 + 5100);
  return { before: at, d, play, state: started.state, token: play.token };
}

test('the episode replaces the burst from where the burst starts in it, with an episode token', () => {
  const { before, d, play, state } = inEpisode();
  expect(play).toMatchObject({ behavior: 'REPLACE_ALL', offsetMs: EPISODE.startMs });
  expect(play.item).toMatchObject({ audioUrl: EPISODE.url, title: EPISODE.title, burstId: 'a2' });
  expect(play.token).not.toBe(before.token);
  expect(play.token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
  expect(decodeToken(play.token)).toMatchObject({ index: 2, burstId: 'a2', episode: true });
  expect(resolveToken(d.state, play.token)).toMatchObject({ index: 2, episode: true });
  expect(state).toMatchObject({
    activity: 'playing',
    index: 2,
    token: play.token,
    offsetMs: EPISODE.startMs,
  });
  expect(currentEpisode(state, play.token)).toEqual({ ...EPISODE, burstId: 'a2' });
  // The burst's own token is not the episode.
  expect(currentEpisode(state, before.token)).toBeUndefined();
});

test('tokens: the mark round-trips, anything else in the sixth place is foreign', () => {
  const t = encodeToken({ playlistId: 'p', index: 1, seq: 2, burstId: 'b', episode: true });
  expect(t).toBe('bv1|p|1|2|b|e');
  expect(decodeToken(t)).toEqual({ playlistId: 'p', index: 1, seq: 2, burstId: 'b', episode: true });
  expect(decodeToken('bv1|p|1|2|b|x')).toBeUndefined();
  expect(decodeToken('bv1|p|1|2|b|e|e')).toBeUndefined();
  expect(decodeToken('bv1|p|1|2|b')).not.toHaveProperty('episode');
});

test('pause and resume keep the episode and its offset', () => {
  const { state, token } = inEpisode();
  const paused = pause(state, token, EPISODE.startMs + 60_000, T0 + 70_000);
  expect(paused.commands).toEqual([{ type: 'stop' }]);
  const stopped = onPlaybackStopped(paused.state, token, EPISODE.startMs + 60_500, T0 + 70_001).state;
  expect(stopped).toMatchObject({ activity: 'paused', offsetMs: EPISODE.startMs + 60_500 });
  const r = resume(stopped, T0 + 80_000);
  const play = playOf(r);
  expect(play).toMatchObject({ behavior: 'REPLACE_ALL', offsetMs: EPISODE.startMs + 60_500 });
  expect(play.item.audioUrl).toBe(EPISODE.url);
  expect(decodeToken(play.token)?.episode).toBe(true);
  expect(play.token).not.toBe(token);
  expect(currentEpisode(r.state)).toBeDefined();
});

test('next goes to the burst after it; previous back to the burst it came from', () => {
  const { state, token } = inEpisode();
  const n = playOf(next(state, token, T0 + 9000));
  expect(n.item.burstId).toBe('a3');
  expect(n.item.audioUrl).toBe('https://cdn.example.com/a3.mp3');
  expect(decodeToken(n.token)?.episode).toBeUndefined();
  expect(next(state, token, T0 + 9000).state.episode).toBeUndefined();

  const p = previous(state, token, T0 + 9000);
  expect(playOf(p)).toMatchObject({
    offsetMs: 0,
    item: { burstId: 'a2', audioUrl: 'https://cdn.example.com/a2.mp3' },
  });
  expect(p.state.episode).toBeUndefined();
  // From a burst, previous is the one before, as always.
  expect(playOf(previous(p.state, playOf(p).token, T0 + 9100)).item.burstId).toBe('a1');
});

test('the playlist goes on after the episode: ENQUEUE after the episode token, then the episode is over', () => {
  const { state, token } = inEpisode();
  const nf = onPlaybackNearlyFinished(state, token, T0 + 20_000);
  const enq = playOf(nf);
  expect(enq).toMatchObject({ behavior: 'ENQUEUE', expectedPreviousToken: token, item: { burstId: 'a3' } });
  const after = onPlaybackStarted(nf.state, enq.token, 0, T0 + 20_100).state;
  expect(after.episode).toBeUndefined();
  expect(after.index).toBe(3);
  // A failing episode stream moves on to the next burst, without the episode.
  const failed = onPlaybackFailed(state, token, T0 + 20_000);
  expect(playOf(failed).item.burstId).toBe('a3');
  expect(failed.state.episode).toBeUndefined();
});

test('nothing to play the episode of: no decision', () => {
  const d = startEpisode(
    { ...startedPlaylist(page(items('a', 2))).state, playlist: undefined },
    'x',
    EPISODE,
    T0,
  );
  expect(d).toMatchObject({ outcome: 'nothing', commands: [] });
});
