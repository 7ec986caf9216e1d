// Content service: a playlist request → the API call that fills it. Every call goes through the
// client, which always sends device=alexa.
export { TOP_STORIES_PLAYLIST_ID, fetchPlaylist, type Personalisation } from './fetch-playlist';
import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Playlist } from '../api/types';
import { SLOW_CALL_THRESHOLD_MS } from '../config/limits';
import { startPlaylist } from '../playback/engine';
import { pageFromPlaylist } from '../playback/items';
import type { PlaylistRequest } from '../playback/types';
import type { RequestContext } from './context';
import { fetchPlaylist } from './fetch-playlist';
import { callOptions, ensureApiUser, kindOf, listenerLocation } from './playback-flow';
import { sendProgressive } from './progressive';
import { ask, audioPlayerSupported, decisionResponse, tell } from './respond';
import { errorSpeechKey } from './speech-errors';

/** Kinds whose API calls are slow enough to warrant a progressive response (spec, Limits). */
const SLOW_KINDS = new Set<PlaylistRequest['kind']>(['latest']);

export interface PlayOptions {
  intro: string;
  noResults: string;
  /** Sentence spoken while a slow call runs; sent for slow kinds or when given explicitly. */
  progressive?: string;
  /** An already fetched playlist (trending builds its own). */
  playlist?: Playlist;
  /** Expected call time, when known to exceed the progressive threshold. */
  expectedMs?: number;
}

/** Fetch a playlist for the request and start it; every failure becomes a short sentence. */
export async function playContent(
  input: HandlerInput,
  ctx: RequestContext,
  request: PlaylistRequest,
  opts: PlayOptions,
): Promise<Response> {
  if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
  let playlist = opts.playlist;
  if (!playlist) {
    const slow = SLOW_KINDS.has(request.kind) || (opts.expectedMs ?? 0) > SLOW_CALL_THRESHOLD_MS;
    if (slow || opts.progressive)
      sendProgressive(input, ctx, opts.progressive ?? ctx.t('progressive_generic'));
    try {
      const userId = await ensureApiUser(ctx);
      const location = request.kind === 'topStories' ? listenerLocation(input) : undefined;
      playlist = await fetchPlaylist(
        ctx.deps.api,
        request,
        { ...(userId ? { userId } : {}), ...(location ? { location } : {}) },
        callOptions(ctx),
      );
    } catch (err) {
      ctx.log.warn('content fetch failed', { err, kind: kindOf(err), playlist: request.kind });
      return tell(input, ctx, ctx.t(errorSpeechKey(err)));
    }
  }
  const decision = startPlaylist(ctx.state.playback, request, pageFromPlaylist(playlist), ctx.clock.now());
  if (decision.outcome === 'empty') {
    if (playlist.kind === 'message') ctx.log.info('API answered with a message instead of a playlist');
    return ask(input, ctx, opts.noResults, ctx.t('reprompt_generic'));
  }
  return decisionResponse(input, ctx, decision, opts.intro);
}
