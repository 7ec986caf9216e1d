// The question the skill is waiting for an answer to, the one thing a session keeps between turns.
// It lives in the session attributes — never in stored state — so it ends with the session;
// AudioPlayer requests have no session and never see it.
//
// A slot question ("Which station should I use for weather?") goes out with Dialog.ElicitSlot for
// the slot it is about, so the bare answer ("KVTR Public Radio") comes back as that intent with the
// slot filled (Dialog Interface Reference; the slot samples are in the dialog model). A yes/no
// question ("Did you mean …?", "Shall I delete it?") is answered by AMAZON.YesIntent / NoIntent,
// and carries what the yes acts on (the guessed station). What answers or drops a question, and
// what a lost answer does: handlers/dialog.ts.
import type { HandlerInput } from 'ask-sdk-core';
import type { Intent, Response } from 'ask-sdk-model';
import { ELICITED_SLOTS, type ElicitedIntent } from '../../model/contract';
import type { RequestContext } from '../context';
import { ask } from '../respond';

const KEY = 'question';

/** The intents a station is asked for by; a guess ("Did you mean …?") answers one of them. */
const STATION_INTENTS = ['SourceIntent', 'SetStationIntent', 'WeatherIntent', 'TrafficIntent'] as const;
export type StationIntent = (typeof STATION_INTENTS)[number];

/** A station the listener may have meant: never played until they say yes. */
export interface StationGuess {
  stationId: number;
  name: string;
  /** The question the guess answers. */
  for: StationIntent;
}

/** What the question asks for: a slot of an intent, or a yes or a no (to a guess, to erasing). */
export type QuestionAbout =
  /** `then: 'local'`: the station asked for by "play local news", which plays once it is set. */
  { intent: ElicitedIntent; then?: 'local' } | EraseQuestion | { yesNo: 'guess'; guess: StationGuess };

/**
 * "Shall I delete it?": a recognized person was asked about their own records (`person`, their
 * hash: only the same person's yes erases them); without it, the account's and everyone's.
 */
export interface EraseQuestion {
  yesNo: 'erase';
  person?: string;
}

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

function validAbout(about: unknown): about is QuestionAbout {
  const a = about as
    | { intent?: unknown; then?: unknown; yesNo?: unknown; guess?: Partial<StationGuess>; person?: unknown }
    | undefined;
  if (typeof a?.intent === 'string')
    return a.intent in ELICITED_SLOTS && (a.then === undefined || a.then === 'local');
  if (a?.yesNo === 'erase') return a.person === undefined || typeof a.person === 'string';
  const g = a?.guess;
  return (
    a?.yesNo === 'guess' &&
    typeof g?.stationId === 'number' &&
    typeof g.name === 'string' &&
    (STATION_INTENTS as readonly unknown[]).includes(g.for)
  );
}

/** The pending question; session attributes come back from the device, so they are checked. */
export function pendingQuestion(input: HandlerInput): Question | undefined {
  const q = attributes(input)?.[KEY] as Partial<Question> | undefined;
  if (!q || typeof q !== 'object' || typeof q.reprompt !== 'string' || typeof q.giveUp !== 'string')
    return undefined;
  if (!validAbout(q.about)) return undefined;
  return { ...q, misses: typeof q.misses === 'number' ? q.misses : 0 } as Question;
}

export function clearQuestion(input: HandlerInput): void {
  const attrs = attributes(input);
  if (attrs) delete attrs[KEY];
}

/** The pending question if `pick` says it is the one this request answers, taken (cleared). */
export function takeQuestion<A extends QuestionAbout>(
  input: HandlerInput,
  pick: (about: QuestionAbout) => about is A,
): (Question & { about: A }) | undefined {
  const q = pendingQuestion(input);
  if (!q || !pick(q.about)) return undefined;
  clearQuestion(input);
  return q as Question & { about: A };
}

export const isGuess = (a: QuestionAbout): a is { yesNo: 'guess'; guess: StationGuess } =>
  'yesNo' in a && a.yesNo === 'guess';
export const isErase = (a: QuestionAbout): a is EraseQuestion => 'yesNo' in a && a.yesNo === 'erase';

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
  const attrs = attributes(input);
  if (attrs) attrs[KEY] = { about: q.about, reprompt: q.reprompt, giveUp: q.giveUp, misses: q.misses ?? 0 };
  const target = elicitedSlot(q.about);
  if (target && attrs) {
    const updatedIntent: Intent = {
      name: target.intent,
      confirmationStatus: 'NONE',
      slots: { [target.slot]: { name: target.slot, confirmationStatus: 'NONE' } },
    };
    input.responseBuilder.addElicitSlotDirective(target.slot, updatedIntent);
  }
  return ask(input, ctx, q.speech, q.reprompt);
}
