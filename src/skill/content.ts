// Starting content: fetch the playlist for a request (fetch-playlist.ts) and play it, with a
// short sentence for every way that can fail.
import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Playlist } from '../api/types';
import { startPlaylist } from '../playback/engine';
import { pageFromPlaylist } from '../playback/items';
import type { Decision, PlaylistRequest } from '../playback/types';
import { mergeHistory } from '../state/records';
import { updateListener, type RequestContext } from './context';
import { fetchPlaylist } from './fetch-playlist';
import { coarseLocation } from './location';
import { callOptions, kindOf } from './api-calls';
import { registerApiUser } from './burst-user';
import type { ElicitedIntent } from '../model/contract';
import { askForSlot } from './dialog/questions';
import { sendProgressive } from './progressive';
import { ask, audioPlayerSupported, applyDecision, tell } from './respond';
import { errorSpeechKey } from './speech-errors';

export interface PlayOptions {
  intro: string;
  noResults: string;
  /**
   * Sentence spoken while the call runs, for calls the API calls slow (latest search: "a few
   * seconds"). Only Launch and Intent requests can send it; its failure never matters.
   */
  progressive?: string;
  /** An already fetched playlist (trending builds its own). */
  playlist?: Playlist;
  /** Nothing found: `noResults` leads into this intent's question, so another answer can follow. */
  askAgain?: ElicitedIntent;
}

/** What starting content came to: a decision to apply, nothing to play, or a failed call. */
export type ContentStart =
  { outcome: 'play'; decision: Decision } | { outcome: 'empty' } | { outcome: 'error'; error: unknown };

/**
 * Fetch a playlist for the request (unless given) and start it, without replying: the spoken
 * flow (playContent) and the routine actions (handlers/tasks.ts) each say their own sentences.
 */
export async function startContent(
  input: HandlerInput,
  ctx: RequestContext,
  request: PlaylistRequest,
  opts: { progressive?: string; playlist?: Playlist } = {},
): Promise<ContentStart> {
  let playlist = opts.playlist;
  if (!playlist) {
    // A first-time listener's registration goes alongside the content call (awaited before the
    // reply, so its id is stored), not before it.
    const registered = registerApiUser(ctx);
    if (opts.progressive) sendProgressive(input, ctx, opts.progressive);
    try {
      const userId = ctx.state.listener.profile.apiUserId;
      const location = request.kind === 'topStories' ? coarseLocation(input) : undefined;
      playlist = await fetchPlaylist(
        ctx.deps.api,
        request,
        { ...(userId ? { userId } : {}), ...(location ? { location } : {}) },
        callOptions(ctx),
      );
    } catch (err) {
      ctx.log.warn('content fetch failed', { err, kind: kindOf(err), playlist: request.kind });
      await registered;
      return { outcome: 'error', error: err };
    }
    await registered;
  }
  // What any Echo of the listener heard is skipped; the listener record keeps the union.
  const heard = mergeHistory(ctx.state.listener.history, ctx.state.device.playback.history);
  const playback = { ...ctx.state.device.playback, history: heard };
  const decision = startPlaylist(playback, request, pageFromPlaylist(playlist), ctx.clock.now());
  if (decision.outcome === 'empty') {
    if (playlist.kind === 'message') ctx.log.info('API answered with a message instead of a playlist');
    return { outcome: 'empty' };
  }
  if (heard.join() !== ctx.state.listener.history.join())
    updateListener(ctx, (l) => ({ ...l, history: heard }));
  return { outcome: 'play', decision };
}

/** Fetch a playlist for the request and start it; every failure becomes a short sentence. */
export async function playContent(
  input: HandlerInput,
  ctx: RequestContext,
  request: PlaylistRequest,
  opts: PlayOptions,
): Promise<Response> {
  if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
  const started = await startContent(input, ctx, request, opts);
  if (started.outcome === 'error') return tell(input, ctx, ctx.t(errorSpeechKey(started.error)));
  if (started.outcome === 'empty') {
    if (opts.askAgain) return askForSlot(input, ctx, opts.askAgain, { lead: opts.noResults });
    return ask(input, ctx, opts.noResults, ctx.t('reprompt_generic'));
  }
  return applyDecision(input, ctx, started.decision, opts.intro);
}
