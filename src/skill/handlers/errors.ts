// The last line of defence: any error becomes a valid reply for its request type — a short
// sentence where speech is allowed, an empty reply to any request outside a session
// (AudioPlayer, PlaybackController, System, skill events…: speech there is a shipped pitfall).
// The stored state is left as it was.
import type { ErrorHandler, HandlerInput } from 'ask-sdk-core';
import { getRequestType } from 'ask-sdk-core';
import { silentLogger } from '../../util/logger';
import { getContext } from '../context';
import { ResponseGuardViolation, isSilentRequest } from '../guard';
import { translatorFor } from '../i18n';
import { errorSpeechKey } from '../speech-errors';
import { carriesSession } from '../../model/request-types';

export const errorHandler: ErrorHandler = {
  // In tests, guard violations must surface; everything else is answered.
  canHandle: (_input, error) => !(error instanceof ResponseGuardViolation),
  handle(input: HandlerInput, error: Error) {
    const ctx = getContext(input);
    const log = ctx?.log ?? silentLogger;
    let type = 'Unknown';
    try {
      const raw: unknown = getRequestType(input.requestEnvelope);
      if (typeof raw === 'string') type = raw;
    } catch {
      // A malformed envelope: answer with an empty (valid) reply.
    }
    log.error('request failed', { err: error, requestType: type });
    // A new reply, not the handler's half-built one: a directive it had added (a Play, an
    // ElicitSlot) belongs to work that failed and whose state is not stored.
    // Outside a session nobody listens: no sentence there either.
    const silent = isSilentRequest(type, carriesSession(input.requestEnvelope));
    if (type === 'Unknown' || silent || type === 'SessionEndedRequest') return {};
    // Alexa asked whether the skill could handle a request: an answer it cannot give is NO, never
    // speech (the response guard does not run after an error).
    if (type === 'CanFulfillIntentRequest') return { canFulfillIntent: { canFulfill: 'NO' } };
    const t = ctx?.t ?? translatorFor('en-US');
    return {
      outputSpeech: { type: 'SSML', ssml: `<speak>${t(errorSpeechKey(error))}</speak>` },
      shouldEndSession: true,
    };
  },
};
