// Intents about the burst now playing: the seed is the AudioPlayer token in the request context
// when it is ours, else the stored cursor.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Show, Station } from '../../api/types';
import { currentEpisode, currentItem } from '../../playback/engine';
import type { QueueItem } from '../../playback/types';
import { describeAge } from '../age';
import { playContent } from '../content';
import { ctxOf, type RequestContext } from '../context';
import { Ssml } from '../i18n';
import { moreSource, playlistLabel } from '../more-label';
import { otherDevicePlayback } from '../other-device';
import { callOptions, kindOf } from '../api-calls';
import { ask, tell } from '../respond';
import { errorSpeechKey } from '../speech-errors';
import { asPhrase } from '../ssml';
import { timeLeftSentence } from '../time-box';
import { playShow } from './stations';
import { deviceAudio, isIntent } from './util';

/** This Echo's item; on an Echo that plays nothing of ours, the one the listener's other Echo plays. */
async function nowPlaying(input: HandlerInput, ctx: RequestContext): Promise<QueueItem | undefined> {
  const token = deviceAudio(input).token;
  const own = currentItem(ctx.state.device.playback, token)?.item;
  if (own || token || ctx.state.device.playback.playlist) return own;
  const other = await otherDevicePlayback(ctx);
  return other ? currentItem(other)?.item : undefined;
}

function withCurrent(
  name: string,
  fn: (input: HandlerInput, ctx: RequestContext, item: QueueItem) => Promise<Response> | Response,
): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, name),
    async handle(input) {
      const ctx = ctxOf(input);
      const item = await nowPlaying(input, ctx);
      if (!item) return ask(input, ctx, ctx.t('nothing_playing'), ctx.t('reprompt_generic'));
      return fn(input, ctx, item);
    },
  };
}

export const playRelatedHandler = withCurrent('PlayRelatedIntent', (input, ctx, item) =>
  playContent(
    input,
    ctx,
    { kind: 'related', burstId: item.burstId, title: item.title },
    {
      intro: ctx.t('intro_related', { title: asPhrase(item.title) }),
      noResults: ctx.t('no_results_generic'),
    },
  ),
);

export const playShowHandler = withCurrent('PlayShowIntent', (input, ctx, item) =>
  playShow(
    input,
    ctx,
    {
      name: item.showName ?? item.sourceName,
      ...(item.sourceId !== undefined ? { stationId: item.sourceId } : {}),
    },
    { more: true },
  ),
);

export const whatIsPlayingHandler = withCurrent('WhatIsPlayingIntent', async (input, ctx, item) => {
  const show =
    item.showName && item.showName !== item.sourceName
      ? new Ssml(ctx.t('what_is_playing_show', { show: asPhrase(item.showName) }))
      : '';
  // The burst's whole episode is playing in its place: name the episode and its show.
  const episode = currentEpisode(ctx.state.device.playback, deviceAudio(input).token);
  if (episode) {
    const speech = ctx.t('what_is_playing_episode', {
      title: asPhrase(episode.title),
      source: asPhrase(item.sourceName),
      // An episode without a name is called by its show: not named twice.
      show: episode.title === item.showName ? '' : show,
    });
    return tell(input, ctx, speech);
  }
  let createdAt = item.createdAt;
  if (!createdAt) {
    // Only when the stored item lacks its date: burst detail has it.
    try {
      createdAt = (await ctx.deps.api.burst({ burstId: item.burstId }, callOptions(ctx))).createdAt;
    } catch (err) {
      ctx.log.debug('burst detail for the age failed', { err, kind: kindOf(err) });
    }
  }
  const speech = ctx
    .t('what_is_playing', {
      title: asPhrase(item.title),
      source: asPhrase(item.sourceName),
      show,
      age: new Ssml(describeAge(createdAt, ctx.clock.now(), ctx.t)),
    })
    .trim();
  // A time box: what is left of it (time-box.ts).
  const left = timeLeftSentence(ctx, ctx.state.device.playback, deviceAudio(input));
  const leftSaid = left && !left.done ? ` ${left.speech}` : '';
  return tell(input, ctx, speech + moreSentence(input, ctx) + leftSaid);
});

/** "How much is left": the time left of a time box, or that the playlist has none. */
export const timeLeftHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TimeLeftIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const pb = ctx.state.device.playback;
    if (!currentItem(pb, deviceAudio(input).token))
      return ask(input, ctx, ctx.t('nothing_playing'), ctx.t('reprompt_generic'));
    const left = timeLeftSentence(ctx, pb, deviceAudio(input));
    if (!left) return tell(input, ctx, ctx.t('time_left_open'));
    // All of it played: the sentence offers more, so the session stays open for the answer.
    return left.done
      ? ask(input, ctx, left.speech, ctx.t('reprompt_generic'))
      : tell(input, ctx, left.speech);
  },
};

/** Said of a burst the continuation after the playlist's last page added (playback/more.ts). */
function moreSentence(input: HandlerInput, ctx: RequestContext): string {
  const pb = ctx.state.device.playback;
  const via = currentItem(pb, deviceAudio(input).token)?.item.via;
  const request = pb.playlist?.request;
  if (!via || !request) return '';
  const label = asPhrase(playlistLabel(ctx, request));
  return via === 'related'
    ? ctx.t('what_is_playing_more', { label })
    : ctx.t('what_is_playing_more_top', { label, from: asPhrase(moreSource(ctx, request, via)) });
}

export const aboutShowHandler = withCurrent('AboutShowIntent', async (input, ctx, item) => {
  if (!item.showId) return tell(input, ctx, ctx.t('about_unavailable'));
  let show: Show;
  try {
    show = await ctx.deps.api.show(item.showId, callOptions(ctx));
  } catch (err) {
    ctx.log.warn('show detail failed', { err, kind: kindOf(err) });
    return tell(input, ctx, ctx.t(errorSpeechKey(err)));
  }
  const speech =
    ctx.t('about_show', {
      name: asPhrase(show.name || item.showName || item.sourceName),
      network: show.network ? new Ssml(ctx.t('about_show_network', { network: show.network })) : '',
      about: firstSentences(show.about, 2),
      hosts: hostsSentence(ctx, show.hosts),
    }) + ctx.t('about_show_offer');
  // The offer tells the listener what to say: the microphone stays open for it.
  return ask(input, ctx, speech, ctx.t('about_show_offer'));
});

export const aboutStationHandler = withCurrent('AboutStationIntent', async (input, ctx, item) => {
  if (item.sourceId === undefined) return tell(input, ctx, ctx.t('about_unavailable'));
  let station: Station;
  try {
    station = await ctx.deps.api.station(item.sourceId, callOptions(ctx));
  } catch (err) {
    ctx.log.warn('station detail failed', { err, kind: kindOf(err) });
    return tell(input, ctx, ctx.t(errorSpeechKey(err)));
  }
  const name = asPhrase(station.name || item.sourceName);
  const location = station.location?.text;
  const speech =
    ctx.t('about_station', {
      name,
      location: location ? new Ssml(ctx.t('about_station_location', { location })) : '',
      about: firstSentences(station.about, 2),
      hosts: hostsSentence(ctx, station.hosts),
    }) + ctx.t('about_station_offer', { name });
  return ask(input, ctx, speech, ctx.t('about_station_offer', { name }));
});

function hostsSentence(ctx: RequestContext, hosts: string[]): Ssml {
  const list = hosts.filter(Boolean).slice(0, 3);
  if (list.length === 0) return new Ssml('');
  const joined =
    list.length === 1 ? (list[0] as string) : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  return new Ssml(
    ctx.t(list.length === 1 ? 'about_hosts_single' : 'about_hosts_multiple', { hosts: joined }),
  );
}

/** Two or three spoken sentences at most: long "about" texts are cut at a sentence end. */
export function firstSentences(text: string | undefined, count: number): string {
  if (!text) return '';
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .match(/[^.!?]+[.!?]+/g) ?? [text.trim()];
  // Each match keeps the space before it: trimmed, or the joined text has double spaces.
  const out = sentences
    .slice(0, count)
    .map((x) => x.trim())
    .join(' ');
  return out.length > 400 ? out.slice(0, 400).replace(/\s+\S*$/, '') + '.' : out;
}

export const nowPlayingHandlers = [
  playRelatedHandler,
  playShowHandler,
  whatIsPlayingHandler,
  timeLeftHandler,
  aboutShowHandler,
  aboutStationHandler,
];
