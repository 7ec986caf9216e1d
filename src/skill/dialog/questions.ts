// The skill's questions, worded once: what each asks, the hint that goes before it when it is asked
// again, and how to start again when the answer is lost twice.
import type { Response } from 'ask-sdk-model';
import type { HandlerInput } from 'ask-sdk-core';
import type { ElicitedIntent } from '../../model/contract';
import type { RequestContext } from '../context';
import type { SpeechKey } from '../speech/en';
import { askQuestion } from './question';

interface SlotQuestion {
  ask: SpeechKey;
  /** Said before the question when it is asked again (the category list is its own hint). */
  hint?: SpeechKey;
  restart: SpeechKey;
}

const SLOT_QUESTIONS: Record<ElicitedIntent, SlotQuestion> = {
  CategoryIntent: { ask: 'category_list', restart: 'restart_category' },
  SearchIntent: { ask: 'ask_search_query', hint: 'hint_topic', restart: 'restart_search' },
  LatestIntent: { ask: 'ask_latest_query', hint: 'hint_topic', restart: 'restart_latest' },
  SourceIntent: { ask: 'ask_source', hint: 'hint_source', restart: 'restart_source' },
  WeatherIntent: { ask: 'ask_station_for_weather', hint: 'hint_station', restart: 'restart_weather' },
  TrafficIntent: { ask: 'ask_station_for_traffic', hint: 'hint_station', restart: 'restart_traffic' },
  SetStationIntent: { ask: 'ask_station_to_set', hint: 'hint_station', restart: 'restart_set_station' },
  FollowIntent: { ask: 'ask_follow', hint: 'hint_topic', restart: 'restart_follow' },
  UnfollowIntent: { ask: 'ask_unfollow', hint: 'hint_topic', restart: 'restart_unfollow' },
};

/** How to start each question again: a sentence with a one-shot request (the certification check). */
export const RESTART_KEYS: Readonly<Record<ElicitedIntent, SpeechKey>> = Object.fromEntries(
  Object.entries(SLOT_QUESTIONS).map(([intent, q]) => [intent, q.restart]),
) as Record<ElicitedIntent, SpeechKey>;

/** The question for a slot, said alone (the reprompt puts the hint first). */
export function slotQuestionText(ctx: RequestContext, intent: ElicitedIntent): string {
  return ctx.t(SLOT_QUESTIONS[intent].ask);
}

/** How to start again after the answer to `intent`'s question was lost twice. */
export function giveUpText(ctx: RequestContext, intent: ElicitedIntent): string {
  return `${ctx.t('question_give_up')} ${ctx.t(SLOT_QUESTIONS[intent].restart)}`;
}

/**
 * Asks for the slot of `intent`; `lead` goes before the question ("I couldn't find KQED."), or
 * `speech` replaces the spoken question when the sentence already asks it (the category list).
 */
export function askForSlot(
  input: HandlerInput,
  ctx: RequestContext,
  intent: ElicitedIntent,
  opts: { lead?: string; speech?: string } = {},
): Response {
  const q = SLOT_QUESTIONS[intent];
  const question = ctx.t(q.ask);
  const reprompt = q.hint ? `${ctx.t(q.hint)} ${question}` : question;
  const speech = opts.speech ?? (opts.lead ? `${opts.lead} ${question}` : question);
  const stationFor = STATION_QUESTIONS[intent];
  if (stationFor && input.requestEnvelope.session)
    input.attributesManager.getSessionAttributes()[STATION_FOR_KEY] = stationFor;
  return askQuestion(input, ctx, { about: { intent }, speech, reprompt, giveUp: giveUpText(ctx, intent) });
}

/**
 * "Which station should I use for weather?" — "use KVTR": SetStationIntent answers the station
 * questions too (its sample), and then plays the report. The mark outlives the question itself
 * (which any request other than a miss drops), and goes with the session.
 */
const STATION_FOR_KEY = 'pendingStationFor';
const STATION_QUESTIONS: Partial<Record<ElicitedIntent, 'weather' | 'traffic'>> = {
  WeatherIntent: 'weather',
  TrafficIntent: 'traffic',
};

/** The report a station question was asked for, taken (once) by the answer. */
export function takeStationQuestion(input: HandlerInput): 'weather' | 'traffic' | undefined {
  if (!input.requestEnvelope.session) return undefined;
  const attrs = input.attributesManager.getSessionAttributes();
  const v = attrs[STATION_FOR_KEY];
  delete attrs[STATION_FOR_KEY];
  return v === 'weather' || v === 'traffic' ? v : undefined;
}
