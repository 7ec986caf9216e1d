// Help, fallback, home, session end and device exceptions.
import type { RequestHandler } from 'ask-sdk-core';
import { ctxOf } from '../context';
import { askQuestion, pendingQuestion } from '../dialog/question';
import { giveUpText } from '../dialog/questions';
import { ask, empty } from '../respond';
import { isIntent, isType } from './util';

export const helpHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.HelpIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    // Help during a question keeps that question (dialog.ts). Otherwise "What would you like?" asks
    // for what to play, as "play …" does: the answer said alone ("sports, please", "local news",
    // "Thames Radio") is read by the free-words chain, not left to the fallback.
    if (pendingQuestion(input)) return ask(input, ctx, ctx.t('help'), ctx.t('help_reprompt'));
    return askQuestion(input, ctx, {
      about: { intent: 'CategoryIntent' },
      speech: ctx.t('help'),
      reprompt: ctx.t('help_reprompt'),
      giveUp: giveUpText(ctx, 'CategoryIntent'),
    });
  },
};

export const fallbackHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.FallbackIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
  },
};

/** NavigateHome (screens): leave quietly; audio, if any, keeps playing. */
export const navigateHomeHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NavigateHomeIntent'),
  handle: (input) => input.responseBuilder.withShouldEndSession(true).getResponse(),
};

export const sessionEndedHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'SessionEndedRequest'),
  handle(input) {
    const ctx = ctxOf(input);
    const req = input.requestEnvelope.request as {
      reason?: unknown;
      error?: { type?: unknown; message?: unknown };
    };
    if (req.reason === 'ERROR') ctx.log.warn('session ended with an error', { error: req.error });
    return empty(input);
  },
};

/** The device reports that a reply of ours failed: log it; the reply must be empty. */
export const exceptionEncounteredHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'System.ExceptionEncountered'),
  handle(input) {
    const ctx = ctxOf(input);
    const req = input.requestEnvelope.request as { error?: unknown; cause?: { requestId?: unknown } };
    ctx.log.error('device reported an exception for one of our replies', {
      error: req.error,
      cause: req.cause,
    });
    return empty(input);
  },
};

export const systemHandlers = [
  helpHandler,
  fallbackHandler,
  navigateHomeHandler,
  sessionEndedHandler,
  exceptionEncounteredHandler,
];
