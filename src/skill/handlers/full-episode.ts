// "Play the full episode": the episode the burst now playing was cut from (`source.audioURL`),
// from where the burst starts in it (`source.position`), in the burst's place in the playlist.
// The episode URL follows the burst audio's rule (https, or http on a host known to serve https);
// a plain-http-only episode is explained and never sent (docs/alexa-rules.md, Play directive).
import type { RequestHandler } from 'ask-sdk-core';
import type { Burst } from '../../api/types';
import { PLAYBACK_CALL_TIMEOUT_MS } from '../../config/limits';
import { currentEpisode, currentItem, startEpisode } from '../../playback/engine';
import { ctxOf } from '../context';
import { callOptions, kindOf } from '../api-calls';
import { ask, audioPlayerSupported, applyDecision, tell } from '../respond';
import { errorSpeechKey } from '../speech-errors';
import { asPhrase } from '../ssml';
import { deviceAudio, isIntent } from './util';

export const fullEpisodeHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'FullEpisodeIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
    const { token } = deviceAudio(input);
    const playback = ctx.state.device.playback;
    if (currentEpisode(playback, token)) return tell(input, ctx, ctx.t('episode_already'));
    const cur = currentItem(playback, token);
    // "…you can say, play the news" suggests what to say: the session stays open for it.
    if (!cur) return ask(input, ctx, ctx.t('nothing_playing'), ctx.t('reprompt_generic'));
    let detail: Burst;
    try {
      detail = await ctx.deps.api.burst(
        { burstId: cur.item.burstId },
        callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS),
      );
    } catch (err) {
      ctx.log.warn('burst detail for the episode failed', { err, kind: kindOf(err) });
      return tell(input, ctx, ctx.t(errorSpeechKey(err)));
    }
    const src = detail.source;
    if (!src.episodeUrl) {
      return tell(input, ctx, ctx.t(src.episodeHttpOnly ? 'episode_http_only' : 'episode_unavailable'));
    }
    const title = src.episodeName ?? src.showName ?? cur.item.showName ?? cur.item.sourceName;
    const startMs = Math.max(0, Math.round((src.positionSec ?? 0) * 1000));
    const d = startEpisode(playback, token, { url: src.episodeUrl, title, startMs }, ctx.clock.now());
    if (d.outcome !== 'play') return ask(input, ctx, ctx.t('nothing_playing'), ctx.t('reprompt_generic'));
    return applyDecision(input, ctx, d, ctx.t('episode_intro', { title: asPhrase(title) }));
  },
};
