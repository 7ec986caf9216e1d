// What the listener hears about a time box ("five minutes of news"): the length in the intro, the
// sentence when the length said could not be used, and the time left ("how much is left").
import { secondsLeft } from '../playback/budget';
import type { interfaces } from 'ask-sdk-model';
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
 * the sentence then offers more); undefined when the playlist has no time box. The position is the device's (its token and offset) when it plays ours, else the
 * stored cursor: skipped bursts are behind it, so they are not counted.
 */
export function timeLeftSentence(
  ctx: RequestContext,
  pb: PlaybackState,
  device: { token?: string; offsetMs: number },
): { speech: string; done?: true } | undefined {
  const budget = pb.playlist?.budget;
  if (!budget) return undefined;
  const length = spokenLength(ctx, budget.sec);
  const cur = currentItem(pb, device.token);
  if (!cur || pb.activity === 'finished') return { speech: ctx.t('time_left_done'), done: true };
  const fromDevice = device.token !== undefined && resolveToken(pb, device.token) !== undefined;
  const offsetMs = fromDevice ? device.offsetMs : cur.index === pb.index ? pb.offsetMs : 0;
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
  const meta = directive.audioItem?.metadata;
  if (command.type !== 'play' || directive.type !== 'AudioPlayer.Play' || !meta) return;
  const at = resolveToken(state, command.token);
  const left = at ? secondsLeft(state, at.index, command.offsetMs) : undefined;
  if (left === undefined) return;
  const label =
    left < 60 ? ctx.t('screen_left_under_minute') : ctx.t('screen_left', { count: Math.round(left / 60) });
  meta.subtitle = meta.subtitle ? `${label} · ${meta.subtitle}` : label;
}
