// The length a listener gives a playlist ("five minutes of news", docs/listening.md, As long as the
// listener has): read from an AMAZON.DURATION slot (an ISO 8601 duration such as "PT5M"; Alexa may
// send "?" or nothing usable) or a routine's minutes input, and kept within what the skill offers.
import type { HandlerInput } from 'ask-sdk-core';
import { isoSeconds } from '../model/duration-words';
import { readSlot } from './slots';

/**
 * Shorter than a minute holds no burst at all (they run 20 s to 2 min), so a minute is the least:
 * one or two bursts.
 */
export const SHORTEST_SEC = 60;
/**
 * An hour is the most: a time box is for a slot of time (the way out, a coffee, before a meeting);
 * longer listening is the ordinary playlist, which never stops. An hour also bounds the pages a
 * time box fetches.
 */
export const LONGEST_SEC = 60 * 60;
/**
 * "A quick update" and "the headlines": three minutes, about what a radio station's headline
 * round-up at the top of the hour runs, so three or four of the top stories.
 */
export const QUICK_SEC = 3 * 60;

export interface Length {
  sec: number;
  /** The length said could not be used as such: the answer says what was done instead. */
  adjusted?: 'too-short' | 'too-long' | 'unclear';
}

/** The length of a DURATION slot's value; undefined when the slot was not said at all. */
export function lengthFromSlot(value: string | undefined): Length | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const sec = isoSeconds(value);
  return sec === undefined ? unclear() : clamp(sec);
}

/** The `length` slot of an intent request (AMAZON.DURATION), when it was said. */
export function readLength(input: HandlerInput): Length | undefined {
  return lengthFromSlot(readSlot(input, 'length').raw);
}

/** The length of a routine's minutes input; undefined when absent, and unclear when unusable. */
export function lengthFromMinutes(value: unknown): Length | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? clamp(n * 60) : unclear();
}

function clamp(sec: number): Length {
  // Zero (or a negative number, which no voice says but a request can carry) is no length at all.
  if (sec <= 0) return unclear();
  if (sec < SHORTEST_SEC) return { sec: SHORTEST_SEC, adjusted: 'too-short' };
  if (sec > LONGEST_SEC) return { sec: LONGEST_SEC, adjusted: 'too-long' };
  return { sec: Math.round(sec) };
}

/** A length not understood becomes the quick update's, and the answer says so. */
export function unclear(): Length {
  return { sec: QUICK_SEC, adjusted: 'unclear' };
}
