// Where the device's speaker is in what it plays. An Echo puts it in every request it sends
// (context.AudioPlayer: token, offsetInMilliseconds, playerActivity), so the skill pauses, resumes,
// starts over and answers "what's playing" at the listener's real place. The page measures it on
// its <audio> element and sends it with every call (`playhead`); the chat has no speaker and lets
// the clock move it (EmulatorSession's trackTime). Either way the device takes it just before it
// builds the request. The simulator's clips are scaled — at ×0.1 a 40 s burst plays in 4 s — so
// clip time ÷ scale is the burst's own time, the only time the skill ever sees.
import { MAX_TOKEN_LENGTH } from '../config/limits';
import { MAX_AUDIO_SCALE } from '../sim/constants';

/** What the page's speaker reports with each call. */
export interface PlayheadReport {
  /** The token of the stream loaded in the <audio> element. */
  token: string;
  /** The element's position in the clip (currentTime, in ms). */
  clipMs: number;
  /** The clip's scale (the simulator's `?scale=`); 1 for a stream that plays at its own speed. */
  clipScale: number;
}

/** The burst's own time at a position in its scaled clip. */
export function burstMsAt(clipMs: number, clipScale: number): number {
  return Math.round(clipMs / clipScale);
}

/** A report from the page, checked: anything malformed is no report (the device keeps its own). */
export function readPlayhead(value: unknown): PlayheadReport | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, clipMs, clipScale } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  if (typeof clipMs !== 'number' || !Number.isFinite(clipMs) || clipMs < 0) return undefined;
  if (typeof clipScale !== 'number' || !(clipScale > 0 && clipScale <= MAX_AUDIO_SCALE)) return undefined;
  return { token, clipMs, clipScale };
}
