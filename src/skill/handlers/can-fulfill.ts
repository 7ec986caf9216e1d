// The CanFulfillIntentRequest handler: the envelope read defensively into a question for
// can-fulfill.ts, answered with canFulfillIntent alone (no speech, no directives). The state loop
// lets this request through without reading or writing the store (state-loop.ts).
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { answerCanFulfill } from '../can-fulfill';
import { audioPlayerSupported } from '../respond';
import { readSlot, type SlotReading } from '../slots';
import { deviceAudio, isType } from './util';

export const canFulfillHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'CanFulfillIntentRequest'),
  handle(input) {
    const req = input.requestEnvelope.request as {
      locale?: unknown;
      intent?: { name?: unknown; slots?: unknown };
    };
    const answer = answerCanFulfill({
      intent: typeof req.intent?.name === 'string' ? req.intent.name : '',
      ...(typeof req.locale === 'string' ? { locale: req.locale } : {}),
      slots: offeredSlots(input, req.intent?.slots),
      audioPlayer: audioPlayerSupported(input),
      ownAudio: ownAudioOn(input),
    });
    return input.responseBuilder.withCanFulfillIntent(answer).getResponse();
  },
};

/**
 * The context's AudioPlayer token stays after this skill's stream stopped or finished, even while
 * another skill plays: only a stream that is playing (or paused by an interruption) is ours now.
 */
function ownAudioOn(input: HandlerInput): boolean {
  const activity: unknown = input.requestEnvelope.context?.AudioPlayer?.playerActivity;
  return deviceAudio(input).token !== undefined && (activity === 'PLAYING' || activity === 'PAUSED');
}

/** Every slot the request carries, read as the intent handlers read theirs. */
function offeredSlots(input: HandlerInput, raw: unknown): Record<string, SlotReading> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.keys(raw).map((name) => [name, readSlot(input, name)]));
}
