// The skill's questions, worded once: what each asks, the hint that goes before it when it is asked
// again, and how to start again when the answer is lost twice.
import type { Response } from 'ask-sdk-model';
import type { HandlerInput } from 'ask-sdk-core';
import type { ElicitedIntent } from '../../model/contract';
import type { RequestContext } from '../context';
import type { SpeechKey } from '../speech/en';
import { askQuestion, type QuestionAbout } from './question';

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
  NotifyIntent: { ask: 'ask_notify', hint: 'hint_topic', restart: 'restart_notify' },
};

/** How to start each question again: a sentence with a one-shot request (the certification check). */
export const RESTART_KEYS: Readonly<Record<ElicitedIntent, SpeechKey>> = Object.fromEntries(
  Object.entries(SLOT_QUESTIONS).map(([intent, q]) => [intent, q.restart]),
) as Record<ElicitedIntent, SpeechKey>;

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
  opts: { lead?: string; speech?: string; then?: 'local' } = {},
): Response {
  const q = SLOT_QUESTIONS[intent];
  const question = ctx.t(q.ask);
  const reprompt = q.hint ? `${ctx.t(q.hint)} ${question}` : question;
  const speech = opts.speech ?? (opts.lead ? `${opts.lead} ${question}` : question);
  const about = opts.then ? { intent, then: opts.then } : { intent };
  return askQuestion(input, ctx, { about, speech, reprompt, giveUp: giveUpText(ctx, intent) });
}

/** The station question of "play local news" (free-words.ts): the answer plays the local news. */
export const isLocalQuestion = (a: QuestionAbout): a is { intent: 'SetStationIntent'; then: 'local' } =>
  'intent' in a && a.intent === 'SetStationIntent' && a.then === 'local';

/** "Which station or podcast would you like to hear?": its answer is a name, never a topic. */
export const isSourceQuestion = (a: QuestionAbout): a is { intent: 'SourceIntent' } =>
  'intent' in a && a.intent === 'SourceIntent';

/** A report's station question ("Which station should I use for weather?"). */
export const isStationQuestion = (a: QuestionAbout): a is { intent: 'WeatherIntent' | 'TrafficIntent' } =>
  'intent' in a && (a.intent === 'WeatherIntent' || a.intent === 'TrafficIntent');
