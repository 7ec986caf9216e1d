// Commands from the listener: intents and PlaybackController buttons (next, previous, start over,
// resume, the whole episode, pause, stop, loop, shuffle).
import { shuffleInPlace } from './shuffle';
import type { Decision, EpisodeState, PlaybackCommand, PlaybackState } from './types';
import {
  currentItem,
  halt,
  playNow,
  requeueAfterModeChange,
  resolveToken,
  safeOffset,
  successor,
} from './cursor';

export function next(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  const s = successor(state, cur.index);
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state, commands: [], outcome: 'ended' };
  return playNow({ ...state, consecutiveFailures: 0 }, s.index, 0, now);
}

export function previous(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur || !state.playlist) return { state, commands: [], outcome: 'nothing' };
  // Back from a full episode: the burst it was asked from, where the listener left the playlist.
  if (cur.episode) return playNow({ ...state, consecutiveFailures: 0 }, cur.index, 0, now);
  if (cur.index - 1 < state.playlist.base) {
    const d = playNow(state, cur.index, 0, now);
    return { ...d, outcome: 'at-start' };
  }
  return playNow({ ...state, consecutiveFailures: 0 }, cur.index - 1, 0, now);
}

/** StartOver and Repeat: the current burst again from its beginning, with a new token. */
export function startOver(state: PlaybackState, contextToken: unknown, now: number): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  return playNow({ ...state, consecutiveFailures: 0 }, cur.index, 0, now);
}

/**
 * Resume: the same burst — or the same episode — at the saved offset (ignoring it is a shipped
 * pitfall), REPLACE_ALL.
 */
export function resume(state: PlaybackState, now: number): Decision {
  // A finished playlist resumes with what follows it, if the API has more.
  if (state.activity === 'finished') return next(state, undefined, now);
  const cur = currentItem(state);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  // Only a stored episode can be resumed as one (playNow): without one the token is not decoded.
  const inEpisode = state.episode !== undefined && resolveToken(state, state.token)?.episode === true;
  // Not copied when there is nothing to reset: playNow makes the new state anyway.
  const ready = state.consecutiveFailures === 0 ? state : { ...state, consecutiveFailures: 0 };
  return playNow(ready, cur.index, state.offsetMs, now, inEpisode);
}

/**
 * "Play the full episode": the episode the current burst was cut from, from where the burst
 * starts in it, in the burst's place (REPLACE_ALL; a new token with the episode mark). What
 * follows is the playlist after that burst.
 */
export function startEpisode(
  state: PlaybackState,
  contextToken: unknown,
  episode: Omit<EpisodeState, 'burstId'>,
  now: number,
): Decision {
  const cur = currentItem(state, contextToken);
  if (!cur) return { state, commands: [], outcome: 'nothing' };
  const withEpisode: PlaybackState = {
    ...state,
    episode: { ...episode, burstId: cur.item.burstId },
    consecutiveFailures: 0,
  };
  return playNow(withEpisode, cur.index, safeOffset(episode.startMs), now, true);
}

/** The episode playing (or paused) now, when the device's token — or the stored one — is its. */
export function currentEpisode(state: PlaybackState, contextToken?: unknown): EpisodeState | undefined {
  const r = resolveToken(state, contextToken ?? state.token);
  return r?.episode && state.episode?.burstId === r.item.burstId ? state.episode : undefined;
}

/** Pause: AudioPlayer.Stop; the offset is recorded (from the device's context when it is ours). */
export function pause(
  state: PlaybackState,
  contextToken: unknown,
  contextOffsetMs: number,
  now: number,
): Decision {
  return halt(state, contextToken, contextOffsetMs, now, 'paused', [{ type: 'stop' }]);
}

/** The audio stops and nothing stays queued on the device. */
export function stopAndClear(): PlaybackCommand[] {
  return [{ type: 'stop' }, { type: 'clearQueue', behavior: 'CLEAR_ALL' }];
}

/** Stop and Cancel: stop the audio and clear the queue; the place is kept for "resume". */
export function stop(
  state: PlaybackState,
  contextToken: unknown,
  contextOffsetMs: number,
  now: number,
): Decision {
  return halt(state, contextToken, contextOffsetMs, now, 'stopped', stopAndClear());
}

/**
 * Loop and shuffle change what follows the current item. When audio is playing, the device may
 * already hold the old successor, so it is replaced with REPLACE_ENQUEUED.
 */
export function setLoop(state: PlaybackState, on: boolean, contextToken: unknown, now: number): Decision {
  const pl = state.playlist;
  if (!pl) return { state, commands: [], outcome: 'nothing' };
  const changed: PlaybackState = { ...state, playlist: { ...pl, loop: on }, updatedAt: now };
  return requeueAfterModeChange(state, changed, contextToken, now);
}

export function setShuffle(
  state: PlaybackState,
  on: boolean,
  contextToken: unknown,
  now: number,
  seed: number = now,
): Decision {
  const pl = state.playlist;
  if (!pl) return { state, commands: [], outcome: 'nothing' };
  const cur = currentItem(state, contextToken);
  const split = cur ? cur.index - pl.base + 1 : 0;
  const head = pl.items.slice(0, split);
  const tail = pl.items.slice(split);
  if (on) shuffleInPlace(tail, seed);
  else tail.sort((a, b) => a.n - b.n);
  const changed: PlaybackState = {
    ...state,
    playlist: { ...pl, shuffle: on, items: [...head, ...tail] },
    updatedAt: now,
  };
  return requeueAfterModeChange(state, changed, contextToken, now);
}
