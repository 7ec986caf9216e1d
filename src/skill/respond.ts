// Small helpers that turn decisions and sentences into replies, the same way everywhere.
import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { attachCaptions } from '../captions/attach';
import { toDirectives } from '../playback/directives';
import type { Decision } from '../playback/types';
import { updateDevice, type RequestContext } from './context';
import { invitesReply, isSilentRequest } from './guard';
import { labelMore } from './more-label';
import { labelTimeLeft } from './time-box';
import { markLastPlayback } from './other-device';

export function audioPlayerSupported(input: HandlerInput): boolean {
  const ifaces: unknown = input.requestEnvelope.context?.System?.device?.supportedInterfaces;
  return typeof ifaces === 'object' && ifaces !== null && 'AudioPlayer' in ifaces;
}

/**
 * Sentences are assembled from optional parts (an "about" text the API may not have, hosts that
 * may be missing): an empty part leaves a double or trailing space the Echo's transcript shows.
 */
export function tidySpeech(speech: string): string {
  return speech.replace(/\s{2,}/g, ' ').trim();
}

/**
 * Applies an engine decision to the request: its playback state goes into the context (the update
 * loop writes it), and the reply carries its directives (and speech where allowed).
 */
export function applyDecision(
  input: HandlerInput,
  ctx: RequestContext,
  decision: Decision,
  speech?: string,
): Response {
  if (decision.state !== ctx.state.device.playback)
    updateDevice(ctx, (d) => ({ ...d, playback: decision.state }));
  // What the listener asked to hear (not what the player moved on to by itself) is what another
  // Echo of the account continues. AudioPlayer events never touch the listener record, so they
  // cannot conflict with a listener-wide change.
  if (decision.outcome === 'play' && !ctx.requestType.startsWith('AudioPlayer.')) markLastPlayback(ctx);
  const rb = input.responseBuilder;
  const directives = toDirectives(decision.commands);
  // A burst the continuation after the last page added says so on the screen (more-label.ts).
  const request = decision.state.playlist?.request;
  decision.commands.forEach((c, i) => {
    const d = directives[i];
    if (c.type === 'play' && c.item.via && request && d) labelMore(ctx, request, c.item.via, d);
    // A time box shows its time left there too (time-box.ts).
    if (d) labelTimeLeft(ctx, decision.state, c, d);
  });
  for (const d of directives) rb.addDirective(d);
  if (!isSilentRequest(ctx.requestType)) {
    // The session rule (guard.ts): "…say, play the news" keeps the microphone open; audio closes.
    const starts = directives.some((d) => d.type === 'AudioPlayer.Play');
    if (speech && !starts && invitesReply(speech)) return ask(input, ctx, speech, ctx.t('reprompt_generic'));
    if (speech) rb.speak(tidySpeech(speech));
    if (speech || directives.length > 0) rb.withShouldEndSession(true);
  }
  const response = rb.getResponse();
  // Captions fetched ahead ride along, to a screen only; none are ever fetched for this reply.
  if (ctx.deps.captions && ctx.screen) attachCaptions(response, ctx.deps.captions);
  return response;
}

/**
 * The listener's records could not be read (the store is down): a request about what they follow,
 * save or set gets an honest sentence, never "you don't follow anything yet". Undefined: go on.
 */
export function withoutRecords(input: HandlerInput, ctx: RequestContext): Response | undefined {
  return ctx.stateLoaded ? undefined : tell(input, ctx, ctx.t('store_unreadable'));
}

/** A sentence that ends the session (audio, if any, keeps playing). */
export function tell(input: HandlerInput, ctx: RequestContext, speech: string): Response {
  if (isSilentRequest(ctx.requestType)) return input.responseBuilder.getResponse();
  return input.responseBuilder.speak(tidySpeech(speech)).withShouldEndSession(true).getResponse();
}

/** A question: the session stays open with a reprompt. */
export function ask(input: HandlerInput, ctx: RequestContext, speech: string, reprompt: string): Response {
  if (isSilentRequest(ctx.requestType)) return input.responseBuilder.getResponse();
  return input.responseBuilder
    .speak(tidySpeech(speech))
    .reprompt(tidySpeech(reprompt))
    .withShouldEndSession(false)
    .getResponse();
}

export function empty(input: HandlerInput): Response {
  return input.responseBuilder.getResponse();
}
