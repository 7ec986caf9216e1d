// What the listener hears about a time box ("five minutes of news"): the length in the intro, the
// sentence when the length said could not be used, and the time left ("how much is left").
import type { interfaces } from 'ask-sdk-model';
import { secondsLeft } from '../playback/budget';
import { currentItem, resolveToken } from '../playback/engine';
import type { PlaybackCommand, PlaybackState } from '../playback/types';
import type { RequestContext } from './context';
import type { Length } from './length';

/** "a minute", "5 minutes", "90 seconds", "an hour": how a length is said. */
export function spokenLength(ctx: RequestContext, sec: number): string {
  if (sec >= 3600) return ctx.t('length_hour');
  if (sec < 120 && sec % 60 !== 0) return ctx.t('length_seconds', { count: Math.round(sec) });
  return ctx.t('length_minutes', { count: Math.round(sec / 60) });
}

/** The sentence said before the intro when the length asked for was not used as such. */
export function lengthLead(ctx: RequestContext, length: Length | undefined): string {
  if (!length?.adjusted) return '';
  const key = {
    'too-long': 'length_too_long',
    'too-short': 'length_too_short',
    unclear: 'length_unclear',
  } as const;
  return ctx.t(key[length.adjusted]);
}

/**
 * Time left of the time-boxed playlist on this Echo, as a sentence (`done` when it was all played:
 * the sentence then offers more); undefined when the playlist has no time box. Skipped bursts are
 * behind the position, so they are not counted.
 */
export function timeLeftSentence(
  ctx: RequestContext,
  pb: PlaybackState,
  device: { token?: string; offsetMs: number },
): { speech: string; done?: true } | undefined {
  const budget = pb.playlist?.budget;
  if (!budget) return undefined;
  const length = spokenLength(ctx, budget.sec);
  // The device's own position when its token is ours; else the stored cursor's.
  const onDevice = device.token !== undefined ? resolveToken(pb, device.token) : undefined;
  const cur = onDevice ?? currentItem(pb);
  if (!cur || pb.activity === 'finished') return { speech: ctx.t('time_left_done'), done: true };
  const offsetMs = onDevice ? device.offsetMs : pb.offsetMs;
  const left = secondsLeft(pb, cur.index, offsetMs) ?? 0;
  if (left < 60) return { speech: ctx.t('time_left_under_minute', { length }) };
  const minutes = ctx.t('length_minutes', { count: Math.round(left / 60) });
  return { speech: ctx.t('time_left', { left: minutes, length }) };
}

/**
 * A screen shows the time left of a time box from the start of each burst played or queued, before
 * its source: "4 min left · WBUR" (the Play directive's subtitle; Alexa shows title and subtitle).
 */
export function labelTimeLeft(
  ctx: RequestContext,
  state: PlaybackState,
  command: PlaybackCommand,
  directive: { type: string; audioItem?: interfaces.audioplayer.AudioItem },
): void {
  // Every ENQUEUE passes here: a playlist without a time box returns before any decoding.
  if (!state.playlist?.budget || command.type !== 'play') return;
  const meta = directive.audioItem?.metadata;
  if (directive.type !== 'AudioPlayer.Play' || !meta) return;
  const at = resolveToken(state, command.token);
  const left = at ? secondsLeft(state, at.index, command.offsetMs) : undefined;
  if (left === undefined) return;
  const label =
    left < 60 ? ctx.t('screen_left_under_minute') : ctx.t('screen_left', { count: Math.round(left / 60) });
  meta.subtitle = meta.subtitle ? `${label} · ${meta.subtitle}` : label;
}
