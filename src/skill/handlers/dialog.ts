// Answers that do not answer: while the skill waits for an answer (dialog/question.ts), a request
// Alexa could not match (AMAZON.FallbackIntent), or one that makes no sense there ("yes" to "which
// station?", the asked intent back without its slot), gets the question again once with a hint;
// a second miss ends the dialog politely and says how to start again. Help in the middle of a
// question helps with that question, never the generic help. Any other request — a new request, a
// playback command — simply moves on, and the question is dropped.
import type { HandlerInput, RequestHandler, RequestInterceptor } from 'ask-sdk-core';
import { ctxOf } from '../context';
import {
  askQuestion,
  clearQuestion,
  elicitedSlot,
  isErase,
  isGuess,
  pendingQuestion,
  type Question,
} from '../dialog/question';
import { isLocalQuestion, isSourceQuestion, isStationQuestion } from '../dialog/questions';
import { tell } from '../respond';
import { readSlot } from '../slots';
import { isIntent } from './util';

function isMiss(input: HandlerInput, q: Question): boolean {
  if (isIntent(input, 'AMAZON.FallbackIntent')) return true;
  const target = elicitedSlot(q.about);
  if (!target) return false;
  if (isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent')) return true;
  return isIntent(input, target.intent) && !readSlot(input, target.slot).raw;
}

const isHelp = (input: HandlerInput) => isIntent(input, 'AMAZON.HelpIntent');

/**
 * The answers whose handler acts on the question and takes it (takeQuestion): yes or no to a
 * guess; yes, no, cancel or stop to "Shall I delete it?"; "use KVTR" to a report's station question
 * or to local news's.
 */
function takenByAnswer(input: HandlerInput, q: Question): boolean {
  if (isGuess(q.about)) return isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent');
  if (isErase(q.about))
    return isIntent(input, 'AMAZON.YesIntent', 'AMAZON.NoIntent', 'AMAZON.CancelIntent', 'AMAZON.StopIntent');
  // A name said to "Which station or podcast?": SourceIntent reads it as a name, never a topic.
  if (isSourceQuestion(q.about)) return isIntent(input, 'SourceIntent');
  return (isStationQuestion(q.about) || isLocalQuestion(q.about)) && isIntent(input, 'SetStationIntent');
}

/**
 * Runs before every handler: any request other than a miss, help or an answer that takes the
 * question leaves it, so a later "yes" never answers a question that was left behind.
 */
export const leftQuestion: RequestInterceptor = {
  process(input) {
    const q = pendingQuestion(input);
    if (q && !isMiss(input, q) && !isHelp(input) && !takenByAnswer(input, q)) clearQuestion(input);
  },
};

export const missedAnswerHandler: RequestHandler = {
  canHandle(input) {
    const q = pendingQuestion(input);
    return q !== undefined && isMiss(input, q);
  },
  handle(input) {
    const ctx = ctxOf(input);
    const q = pendingQuestion(input) as Question;
    if (q.misses >= 1) {
      // The dialog is over: what waited for its answer (a guess, an erase) goes with the question.
      clearQuestion(input);
      return tell(input, ctx, q.giveUp);
    }
    return askQuestion(input, ctx, {
      about: q.about,
      speech: `${ctx.t('question_missed')} ${q.reprompt}`,
      reprompt: q.reprompt,
      giveUp: q.giveUp,
      misses: q.misses + 1,
    });
  },
};

/** "Help" while a question waits: the question again with its hint (not counted as a miss). */
export const questionHelpHandler: RequestHandler = {
  canHandle: (input) => isHelp(input) && pendingQuestion(input) !== undefined,
  handle(input) {
    const ctx = ctxOf(input);
    const q = pendingQuestion(input) as Question;
    return askQuestion(input, ctx, { ...q, speech: q.reprompt });
  },
};

export const dialogHandlers = [missedAnswerHandler, questionHelpHandler];
