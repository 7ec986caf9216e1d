// The question the skill is waiting for an answer to. It lives in the session attributes — never in
// stored state — so it ends with the session; AudioPlayer requests have no session and never see it.
//
// A slot question ("Which station should I use for weather?") goes out with Dialog.ElicitSlot for
// the slot it is about, so the bare answer ("KVTR Public Radio") comes back as that intent with the
// slot filled (Dialog Interface Reference; the slot samples are in the dialog model). A yes/no
// question ("Did you mean …?", "Shall I delete it?") is answered by AMAZON.YesIntent / NoIntent.
import type { HandlerInput } from 'ask-sdk-core';
import type { Intent, Response } from 'ask-sdk-model';
import { ELICITED_SLOTS, type ElicitedIntent } from '../../model/contract';
import type { RequestContext } from '../context';
import { ask } from '../respond';

const KEY = 'question';

/** What the question asks for: a slot of an intent, or a yes or a no. */
export type QuestionAbout = { intent: ElicitedIntent } | { yesNo: 'guess' | 'erase' };

export interface Question {
  about: QuestionAbout;
  /** Asked again after a miss (and spoken by the device when no answer comes): hint + question. */
  reprompt: string;
  /** Said when the second answer is lost too: the dialog ends, and how to start again. */
  giveUp: string;
  /** Answers lost so far: one gets the question again, the second ends the dialog. */
  misses: number;
}

function attributes(input: HandlerInput): Record<string, unknown> | undefined {
  return input.requestEnvelope.session ? input.attributesManager.getSessionAttributes() : undefined;
}

export function pendingQuestion(input: HandlerInput): Question | undefined {
  const q = attributes(input)?.[KEY] as Partial<Question> | undefined;
  if (!q || typeof q !== 'object' || typeof q.reprompt !== 'string' || typeof q.giveUp !== 'string')
    return undefined;
  const about = q.about as Partial<{ intent: string; yesNo: string }> | undefined;
  const valid =
    (typeof about?.intent === 'string' && about.intent in ELICITED_SLOTS) ||
    about?.yesNo === 'guess' ||
    about?.yesNo === 'erase';
  return valid ? ({ ...q, misses: typeof q.misses === 'number' ? q.misses : 0 } as Question) : undefined;
}

export function clearQuestion(input: HandlerInput): void {
  const attrs = attributes(input);
  if (attrs) delete attrs[KEY];
}

function remember(input: HandlerInput, q: Question): void {
  const attrs = attributes(input);
  if (attrs) attrs[KEY] = q;
}

/** The slot a question asks for (undefined for a yes/no question). */
export function elicitedSlot(about: QuestionAbout): { intent: ElicitedIntent; slot: string } | undefined {
  return 'intent' in about ? { intent: about.intent, slot: ELICITED_SLOTS[about.intent] } : undefined;
}

/**
 * Asks a question: speech and reprompt, the session kept open, and for a slot question the
 * ElicitSlot directive naming the intent and slot (updatedIntent is required when the question
 * belongs to another intent than the request's, e.g. "no" to "Did you mean …?").
 */
export function askQuestion(
  input: HandlerInput,
  ctx: RequestContext,
  q: { about: QuestionAbout; speech: string; reprompt: string; giveUp: string; misses?: number },
): Response {
  remember(input, { about: q.about, reprompt: q.reprompt, giveUp: q.giveUp, misses: q.misses ?? 0 });
  const target = elicitedSlot(q.about);
  if (target && input.requestEnvelope.session) {
    const updatedIntent: Intent = {
      name: target.intent,
      confirmationStatus: 'NONE',
      slots: { [target.slot]: { name: target.slot, confirmationStatus: 'NONE' } },
    };
    input.responseBuilder.addElicitSlotDirective(target.slot, updatedIntent);
  }
  return ask(input, ctx, q.speech, q.reprompt);
}
