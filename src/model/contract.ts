// The voice contract between the interaction models in skill-package/ and the skill's handlers.
// Intent and slot names here are what handlers read from requests, so they are the single source of
// truth: the model lint checks every locale against them and the local emulator resolves with them.

export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const INVOCATION_NAME = 'burst voice';

export const CATEGORY_SLOT_TYPE = 'CATEGORY_NAME';
export const SOURCE_SLOT_TYPE = 'SOURCE_NAME';
export const SEARCH_QUERY_SLOT_TYPE = 'AMAZON.SearchQuery';
/** Alexa sends the ISO-8601 duration ("five minutes" → "PT5M"), with no entity resolution. */
export const DURATION_SLOT_TYPE = 'AMAZON.DURATION';
/**
 * Topics said beside another slot ("five minutes about electric cars"): AMAZON.SearchQuery may not
 * share an utterance with another slot, so this is a custom type; Alexa still passes a topic that
 * is not in its list through (ER_SUCCESS_NO_MATCH).
 */
export const TOPIC_SLOT_TYPE = 'TOPIC_NAME';

export interface ContractSlot {
  readonly type: string;
  /** Optional slots have samples with and without them ("what's the weather" / "weather from {station}"). */
  readonly optional: boolean;
}

const required = <T extends string>(type: T) => ({ type, optional: false }) as const;
const optional = <T extends string>(type: T) => ({ type, optional: true }) as const;

/** Custom intents: intent name → slot name → slot type. */
export const CONTRACT_INTENTS = {
  // `length`: a time-boxed request ("five minutes of news"); without it the playlist is endless.
  TopStoriesIntent: { length: optional(DURATION_SLOT_TYPE) },
  CategoryIntent: { category: required(CATEGORY_SLOT_TYPE), length: optional(DURATION_SLOT_TYPE) },
  SearchIntent: { query: optional(SEARCH_QUERY_SLOT_TYPE) },
  // "Podcasts about cooking": a search of podcasts only; without a topic ("play a podcast") it browses them.
  PodcastSearchIntent: { query: optional(SEARCH_QUERY_SLOT_TYPE) },
  // "Surprise me", "play something": the choice is the skill's (the listener's topics, else the news).
  SurpriseIntent: {},
  LatestIntent: { query: optional(SEARCH_QUERY_SLOT_TYPE) },
  SourceIntent: { source: optional(SOURCE_SLOT_TYPE) },
  WeatherIntent: { station: optional(SOURCE_SLOT_TYPE) },
  TrafficIntent: { station: optional(SOURCE_SLOT_TYPE) },
  // "Set my station" alone is asked which one.
  SetStationIntent: { station: optional(SOURCE_SLOT_TYPE) },
  TrendingIntent: {},
  // Time-boxed listening (issue 37): "five minutes about electric cars", "a quick update" (a short
  // fixed length, the skill's choice), and "how much is left" of a time-boxed playlist.
  TimedTopicIntent: { length: required(DURATION_SLOT_TYPE), topic: required(TOPIC_SLOT_TYPE) },
  QuickUpdateIntent: {},
  TimeLeftIntent: {},
  PlayRelatedIntent: {},
  WhatIsPlayingIntent: {},
  AboutShowIntent: {},
  AboutStationIntent: {},
  PlayShowIntent: {},
  FullEpisodeIntent: {},
  // The listener's own radio: follows (topics, sources, shows) and saved bursts.
  FollowIntent: { topic: optional(SEARCH_QUERY_SLOT_TYPE) },
  UnfollowIntent: { topic: optional(SEARCH_QUERY_SLOT_TYPE) },
  // Notifications of a follow's new bursts (docs/notifications.md): on for a topic; off for one or all.
  NotifyIntent: { topic: optional(SEARCH_QUERY_SLOT_TYPE) },
  NotifyStopIntent: { topic: optional(SEARCH_QUERY_SLOT_TYPE) },
  ListFollowsIntent: {},
  PlayFollowsIntent: { length: optional(DURATION_SLOT_TYPE) },
  SaveBurstIntent: {},
  RemoveSavedIntent: {},
  PlaySavedIntent: {},
  CountSavedIntent: {},
  // What happens when a playlist runs out: it stops, or more like it follows (remembered).
  StopAtEndIntent: {},
  KeepPlayingIntent: {},
  // Privacy by voice: hear what is kept, and have it all erased (after a yes).
  DeleteDataIntent: {},
  WhatDoYouKnowIntent: {},
} as const satisfies Readonly<Record<string, Readonly<Record<string, ContractSlot>>>>;

export type ContractIntentName = keyof typeof CONTRACT_INTENTS;

/**
 * The slots the skill asks for when a request comes without them ("Which station should I use for
 * weather?"): the reply carries Dialog.ElicitSlot for the slot, so the bare answer ("KVTR Public
 * Radio") fills it. Each is in the dialog model with slot samples that include the bare slot.
 */
export const ELICITED_SLOTS = {
  CategoryIntent: 'category',
  SearchIntent: 'query',
  LatestIntent: 'query',
  SourceIntent: 'source',
  WeatherIntent: 'station',
  TrafficIntent: 'station',
  SetStationIntent: 'station',
  FollowIntent: 'topic',
  UnfollowIntent: 'topic',
  NotifyIntent: 'topic',
} as const satisfies Partial<Record<ContractIntentName, string>>;
export type ElicitedIntent = keyof typeof ELICITED_SLOTS;
export const CONTRACT_INTENT_NAMES = Object.keys(CONTRACT_INTENTS) as ContractIntentName[];

/** Slot names an intent carries, per the contract. */
export function contractSlotNames(intent: ContractIntentName): string[] {
  return Object.keys(CONTRACT_INTENTS[intent]);
}

/** Custom intents that start content; each needs many samples so Alexa's NLU generalises. */
export const CONTENT_INTENTS: readonly ContractIntentName[] = CONTRACT_INTENT_NAMES;
export const MIN_SAMPLES_PER_CONTENT_INTENT = 15;

/**
 * Built-ins an AudioPlayer skill must declare (Pause/Resume are required for AUDIO_PLAYER skills;
 * the rest are said while audio plays and must be answered politely even when unsupported).
 */
export const BUILT_IN_INTENTS = [
  'AMAZON.PauseIntent',
  'AMAZON.ResumeIntent',
  'AMAZON.CancelIntent',
  'AMAZON.StopIntent',
  'AMAZON.HelpIntent',
  'AMAZON.NextIntent',
  'AMAZON.PreviousIntent',
  'AMAZON.StartOverIntent',
  'AMAZON.RepeatIntent',
  'AMAZON.LoopOnIntent',
  'AMAZON.LoopOffIntent',
  'AMAZON.ShuffleOnIntent',
  'AMAZON.ShuffleOffIntent',
  'AMAZON.FallbackIntent',
  'AMAZON.NavigateHomeIntent',
  // The answer to "Did you mean …?" (a station guess is never played unconfirmed).
  'AMAZON.YesIntent',
  'AMAZON.NoIntent',
] as const;
export type BuiltInIntentName = (typeof BUILT_IN_INTENTS)[number];

/** CATEGORY_NAME slot ids are Burst playlist ids (docs/burst-api.md, Known playlists). */
export const CATEGORY_PLAYLIST_IDS = ['0', '3', '4', '5', '6', '9', '10', '90', '91'] as const;

/** Words an invocation name may not contain (Alexa invocation-name requirements). */
export const FORBIDDEN_INVOCATION_WORDS = [
  'alexa',
  'amazon',
  'echo',
  'computer',
  'ziggy',
  'open',
  'launch',
  'ask',
  'tell',
  'start',
  'begin',
  'load',
  'run',
  'resume',
  'play',
  'use',
  'skill',
  'app',
] as const;
