// AudioPlayer events. They have no session and their replies carry no speech (docs/alexa-rules.md, What each
// request may carry in its reply); what to enqueue is derived from the event's token.
import type { RequestHandler } from 'ask-sdk-core';
import {
  onPlaybackFailed,
  onPlaybackFinished,
  onPlaybackNearlyFinished,
  onPlaybackStarted,
  onPlaybackStopped,
} from '../../playback/engine';
import type { PlaybackState } from '../../playback/types';
import { ctxOf } from '../context';
import { reportListen } from '../burst-user';
import { prefetchNextCaptions } from '../captions-flow';
import { decideWithPages, prefetch } from '../playback-flow';
import { applyDecision } from '../respond';
import { adoptToken } from '../token-continuation';
import { eventAudio, isType } from './util';

export const playbackStartedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AudioPlayer.PlaybackStarted'),
  async handle(input) {
    const ctx = ctxOf(input);
    const { token, offsetMs } = eventAudio(input);
    const started = () => onPlaybackStarted(ctx.state.device.playback, token, offsetMs, ctx.clock.now());
    let d = started();
    // The store lags behind the Echo (a write that did not land): it catches up here.
    if (d.outcome === 'foreign' && ctx.stateLoaded && (await adoptToken(ctx, token))) d = started();
    const response = applyDecision(input, ctx, d);
    if (d.item && d.item.burstId && offsetMs === 0) reportListen(ctx, d.item.burstId, 'startOfPlay');
    // The device is busy playing: a page fetched now costs nothing audible, and spares
    // NearlyFinished a call at the page boundary.
    if (d.prefetch) prefetch(ctx, d.prefetch);
    // Likewise the next burst's transcript, so its ENQUEUE can carry captions without a call.
    if (d.outcome === 'recorded') prefetchNextCaptions(ctx, d.state);
    return response;
  },
};

export const playbackNearlyFinishedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AudioPlayer.PlaybackNearlyFinished'),
  async handle(input) {
    const ctx = ctxOf(input);
    const { token } = eventAudio(input);
    const decide = (s: PlaybackState) => onPlaybackNearlyFinished(s, token, ctx.clock.now());
    let d = await decideWithPages(ctx, decide);
    // The store could not be read, or lags behind the Echo: the token goes on by itself.
    if (d.outcome === 'foreign' && (await adoptToken(ctx, token))) d = await decideWithPages(ctx, decide);
    return applyDecision(input, ctx, d);
  },
};

export const playbackFinishedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AudioPlayer.PlaybackFinished'),
  handle(input) {
    const ctx = ctxOf(input);
    const { token } = eventAudio(input);
    const d = onPlaybackFinished(ctx.state.device.playback, token, ctx.clock.now());
    if (d.item) reportListen(ctx, d.item.burstId, 'endOfPlay');
    return applyDecision(input, ctx, d);
  },
};

export const playbackStoppedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AudioPlayer.PlaybackStopped'),
  async handle(input) {
    const ctx = ctxOf(input);
    const { token, offsetMs } = eventAudio(input);
    const stopped = () => onPlaybackStopped(ctx.state.device.playback, token, offsetMs, ctx.clock.now());
    let d = stopped();
    // Where the listener paused is what a later "resume" needs: the store catches up here too.
    if (d.outcome === 'foreign' && ctx.stateLoaded && (await adoptToken(ctx, token))) d = stopped();
    if (d.item) reportListen(ctx, d.item.burstId, 'pause');
    return applyDecision(input, ctx, d);
  },
};

export const playbackFailedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AudioPlayer.PlaybackFailed'),
  async handle(input) {
    const ctx = ctxOf(input);
    const req = input.requestEnvelope.request as { error?: { type?: unknown; message?: unknown } };
    const { token } = eventAudio(input);
    ctx.log.warn('playback failed on the device', {
      errorType: typeof req.error?.type === 'string' ? req.error.type : undefined,
    });
    const decide = (s: PlaybackState) => onPlaybackFailed(s, token, ctx.clock.now());
    let d = await decideWithPages(ctx, decide);
    if (d.outcome === 'foreign' && (await adoptToken(ctx, token))) d = await decideWithPages(ctx, decide);
    if (d.outcome === 'gave-up') ctx.log.error('three consecutive playback failures: playback stopped');
    return applyDecision(input, ctx, d);
  },
};

export const audioPlayerHandlers = [
  playbackStartedHandler,
  playbackNearlyFinishedHandler,
  playbackFinishedHandler,
  playbackStoppedHandler,
  playbackFailedHandler,
];
