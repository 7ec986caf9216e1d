// The error handler answers with a reply of its own: what a failed handler had already added to the
// response (an ElicitSlot, a Play) belongs to work whose state was never stored.
import { AttributesManagerFactory, ResponseFactory, type HandlerInput } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';
import { errorHandler } from '../../src/skill/handlers/errors';
import { en } from '../../src/skill/speech/en';

function inputFor(type: string): HandlerInput {
  const responseBuilder = ResponseFactory.init();
  // What the failed handler had built so far.
  responseBuilder
    .speak('Which station should I use for weather?')
    .reprompt('Which one?')
    .addElicitSlotDirective('station', { name: 'WeatherIntent', confirmationStatus: 'NONE', slots: {} })
    .withShouldEndSession(false);
  const requestEnvelope = {
    version: '1.0',
    request: { type, requestId: 'r', timestamp: '', locale: 'en-US' },
  };
  const attributesManager = AttributesManagerFactory.init({
    requestEnvelope: requestEnvelope as unknown as RequestEnvelope,
  });
  return {
    requestEnvelope: requestEnvelope as unknown as RequestEnvelope,
    responseBuilder,
    attributesManager,
  } as HandlerInput;
}

test('a spoken request gets the error sentence alone, and the session closes', async () => {
  const reply = await errorHandler.handle(inputFor('IntentRequest'), new Error('boom'));
  expect(reply).toEqual({
    outputSpeech: { type: 'SSML', ssml: `<speak>${en.error_generic}</speak>` },
    shouldEndSession: true,
  });
});

test('a request without speech gets an empty reply', async () => {
  expect(
    await errorHandler.handle(inputFor('AudioPlayer.PlaybackNearlyFinished'), new Error('boom')),
  ).toEqual({});
});
