// The last request handler: every request no other handler takes (a Messaging or Reminders event,
// a widget's data-store error, a touch on a screen, a type Amazon adds tomorrow). Without it ask-sdk
// throws "no handler found" and the listener hears the error sentence, even outside a session
// where nobody is listening (docs/alexa-rules.md, "Request types and what the skill answers").
// Outside a session: an empty reply. In a session: the help AMAZON.FallbackIntent gets. Nothing
// is stored, so the listener's state stays as it was.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { ctxOf } from '../context';
import { carriesSession, isOutsideAnySession } from '../../model/request-types';
import { runOf } from '../request-run';
import { ask, empty } from '../respond';

export const unhandledHandler: RequestHandler = {
  canHandle: () => true,
  handle(input): Response {
    const ctx = ctxOf(input);
    const requestType = ctx.requestType;
    // A type that could not be read is nobody's question either.
    const outside =
      requestType === 'Unknown' || isOutsideAnySession(requestType, carriesSession(input.requestEnvelope));
    // Logged once per request, however often the state loop decides it again.
    if (runOf(input.requestEnvelope)?.once('unhandled-log') ?? true) {
      ctx.log.info('request type not handled: answered without error', {
        requestType,
        inSession: !outside,
      });
    }
    // Alexa only weighs this answer; should one ever reach here, the honest one is NO.
    if (requestType === 'CanFulfillIntentRequest')
      return { ...empty(input), canFulfillIntent: { canFulfill: 'NO' } };
    if (outside) return empty(input);
    return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
  },
};
