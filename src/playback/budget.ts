// A playlist that fits the listener's time ("five minutes of news", docs/listening.md, As long as
// the listener has). The API's v2 endpoints know no length (v1 search had maxPlayListDuration), so
// the skill picks bursts from its pages itself, in the API's order (most relevant first).
import type { BudgetState, PlaybackState, QueueItem } from './types';

/** A time box may run over by at most this much (the rule: never more than length + 15 s). */
export const OVERRUN_LIMIT_SEC = 15;
/**
 * A time box this close to full is full: no page is fetched to fill the rest (a gap this small is
 * "five minutes" to anyone, and would cost an API call that usually finds nothing that fits).
 */
export const FULL_WITHIN_SEC = 30;

export interface Fit {
  items: QueueItem[];
  /** Seconds of the chosen items, plus what was queued before. */
  total: number;
}

/**
 * First fit, in the given order: a burst is taken when it still fits the time, and one that would
 * overrun is passed over for a later, shorter one. A burst may end the box past its length (up to
 * OVERRUN_LIMIT_SEC) only when that lands nearer the length than stopping short, counting each
 * second over twice: a listener with five minutes minds running late more than ending early.
 *
 * So the total never exceeds length + 15 s, and it is never less than length − d for any burst d
 * passed over (taking d would have been within the limit otherwise); only when every burst is
 * taken can it fall shorter: the content ran out.
 */
export function fitToTime(items: readonly QueueItem[], lengthSec: number, queuedSec = 0): Fit {
  let total = queuedSec;
  const chosen: QueueItem[] = [];
  for (const item of items) {
    const d = durationOf(item);
    if (d <= 0) continue;
    const after = total + d;
    const over = after - lengthSec;
    if (after <= lengthSec || (over <= OVERRUN_LIMIT_SEC && 2 * over < lengthSec - total)) {
      chosen.push(item);
      total = after;
    }
  }
  return { items: chosen, total };
}

/** Whether the box is as full as it gets: nothing more is fetched for it. */
export function isFull(budget: BudgetState): boolean {
  return budget.sec - budget.queuedSec <= FULL_WITHIN_SEC;
}

/**
 * Seconds left of a time-boxed playlist from the item at `index`, `offsetMs` into it: what is
 * queued from there on, and, while pages are still being fetched to fill it, the part of the box
 * not yet filled. Undefined when the playlist has no time box. Skipping moves the position, so it
 * never adds time; going back adds the item heard again.
 */
export function secondsLeft(state: PlaybackState, index: number, offsetMs: number): number | undefined {
  const pl = state.playlist;
  if (!pl?.budget) return undefined;
  let left = 0;
  for (let i = Math.max(index, pl.base); i < pl.base + pl.items.length; i++) {
    const d = durationOf(pl.items[i - pl.base]);
    left += i === index ? Math.max(0, d - offsetMs / 1000) : d;
  }
  if (pl.nextPage) left += Math.max(0, pl.budget.sec - pl.budget.queuedSec);
  return Math.round(left);
}

/** An item without a usable duration cannot be fitted to a time (it is left out of a time box). */
function durationOf(item: QueueItem | undefined): number {
  const d = item?.durationSec ?? 0;
  return Number.isFinite(d) && d > 0 ? d : 0;
}
