// AudioPlayer events: what the device reports (started, nearly finished, finished, stopped, failed),
// decided from the event's token, never from a flag (docs/alexa-rules.md, Event order).
import { HISTORY_SIZE, MAX_CONSECUTIVE_FAILURES, PREFETCH_WITHIN_ITEMS } from '../config/limits';
import type { Decision, PlaybackCommand, PlaybackState } from './types';
import { printOf } from './heard';
import { continuationOf } from './more';
import {
  isSuperseded,
  playNow,
  remainingAfter,
  resolveToken,
  safeOffset,
  successor,
  tokenFor,
  trimWindow,
  withoutEpisodeUnless,
} from './cursor';

export function onPlaybackStarted(
  state: PlaybackState,
  token: unknown,
  offsetMs: number,
  now: number,
): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // The Started of the very entry the state has paused or stopped is older than that pause: a
  // resume always plays a new entry (new token), so this event was overtaken (requests of one
  // listener race across containers) and must not undo the pause.
  if ((state.activity === 'paused' || state.activity === 'stopped') && state.token === token) {
    return { state, commands: [], outcome: 'recorded', item: r.item };
  }
  // History keeps the story, not the burst id (heard.ts): its re-airs are skipped too.
  const story = printOf(r.item);
  const history =
    state.history[state.history.length - 1] === story
      ? state.history
      : [...state.history, story].slice(-HISTORY_SIZE);
  let next: PlaybackState = {
    ...withoutEpisodeUnless(state, r),
    index: r.index,
    token: token as string,
    offsetMs: safeOffset(offsetMs),
    activity: 'playing',
    updatedAt: now,
    history,
    // Failures are not forgiven on Started: a CDN that breaks every stream a second in would
    // otherwise skip through the whole playlist forever. A finished stream resets the count.
    tokenSeq: Math.max(state.tokenSeq, r.seq ?? 0),
  };
  next = trimWindow(next, r.index);
  const pl = next.playlist;
  const ahead = pl ? continuationOf(pl) : undefined;
  const prefetch = ahead && remainingAfter(next, r.index) <= PREFETCH_WITHIN_ITEMS ? ahead : undefined;
  return { state: next, commands: [], outcome: 'recorded', item: r.item, ...(prefetch ? { prefetch } : {}) };
}

/** ENQUEUE what follows the item the device is about to finish, or say what is missing. */
export function onPlaybackNearlyFinished(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  const s = successor(state, r.index);
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state, commands: [], outcome: 'ended' };
  // Deterministic from the request's token, so a duplicate NearlyFinished gets the same entry.
  const seq = (r.seq ?? state.tokenSeq) + 1;
  const nextToken = tokenFor(state, s.index, s.item, seq);
  const command: PlaybackCommand = {
    type: 'play',
    behavior: 'ENQUEUE',
    item: s.item,
    token: nextToken,
    offsetMs: 0,
    expectedPreviousToken: token as string,
  };
  // Usually nothing is stored (the same state back: no write): the entry's sequence number is at
  // most tokenSeq + 1, which commands never take (commandSeq), and its PlaybackStarted records
  // it. Only an entry beyond that (this NearlyFinished overtook the Started of the playing entry)
  // is stored, so that no command can issue its token again.
  if (seq <= state.tokenSeq + 1) return { state, commands: [command], outcome: 'play', item: s.item };
  const next: PlaybackState = { ...state, tokenSeq: seq, updatedAt: now };
  return { state: next, commands: [command], outcome: 'play', item: s.item };
}

export function onPlaybackFinished(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // It finished (the listen counts), but a newer entry already started: keep the cursor there.
  // A stream that played through forgives earlier failures; with none to forgive, no write.
  if (isSuperseded(state, r)) {
    const next = state.consecutiveFailures === 0 ? state : { ...state, consecutiveFailures: 0 };
    return { state: next, commands: [], outcome: 'recorded', item: r.item };
  }
  // Nothing enqueued after this item (end of playlist, or a page that could not be fetched in
  // time): the device goes idle, so the playlist counts as finished until the listener asks again.
  const ended = successor(state, r.index).kind !== 'item';
  // The usual case, the item that started finishing with its successor enqueued: the stored
  // state already says so, and the successor's PlaybackStarted follows. No write.
  if (
    !ended &&
    state.token === token &&
    state.index === r.index &&
    state.offsetMs === 0 &&
    state.consecutiveFailures === 0
  ) {
    return { state, commands: [], outcome: 'recorded', item: r.item };
  }
  const next: PlaybackState = {
    ...state,
    index: r.index,
    token: token as string,
    offsetMs: 0,
    activity: ended ? 'finished' : state.activity,
    consecutiveFailures: 0,
    updatedAt: now,
  };
  return { state: next, commands: [], outcome: ended ? 'ended' : 'recorded', item: r.item };
}

export function onPlaybackStopped(
  state: PlaybackState,
  token: unknown,
  offsetMs: number,
  now: number,
): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  // The Stopped of an entry that a REPLACE_ALL already replaced (it may even arrive after the
  // new entry's Started): what plays now is the newer entry, so nothing is paused.
  if (isSuperseded(state, r)) return { state, commands: [], outcome: 'recorded' };
  const next: PlaybackState = {
    ...state,
    index: r.index,
    token: token as string,
    offsetMs: safeOffset(offsetMs),
    activity: 'paused',
    updatedAt: now,
  };
  return { state: next, commands: [], outcome: 'recorded', item: r.item };
}

/**
 * Skip to the next playable item; after MAX_CONSECUTIVE_FAILURES in a row, stop and remember it (never retry
 * the same URL forever, never leave dead air — docs/alexa-rules.md, What each request may carry in its
 * reply).
 */
export function onPlaybackFailed(state: PlaybackState, token: unknown, now: number): Decision {
  const r = resolveToken(state, token);
  if (!r) return { state, commands: [], outcome: 'foreign' };
  const failures = state.consecutiveFailures + 1;
  const failed: PlaybackState = { ...state, index: r.index, consecutiveFailures: failures, updatedAt: now };
  if (failures >= MAX_CONSECUTIVE_FAILURES) {
    return {
      state: { ...failed, activity: 'failed', offsetMs: 0 },
      commands: [{ type: 'clearQueue', behavior: 'CLEAR_ALL' }],
      outcome: 'gave-up',
      item: r.item,
    };
  }
  const s = successor(state, r.index);
  // The caller fetches the page, appends it to the returned state and asks again, so the
  // failure must not be in that state yet (it would be counted twice).
  if (s.kind === 'needs-page') return { state, commands: [], outcome: 'needs-page', needsPage: s.url };
  if (s.kind === 'end') return { state: { ...failed, activity: 'finished' }, commands: [], outcome: 'ended' };
  return playNow(failed, s.index, 0, now);
}
