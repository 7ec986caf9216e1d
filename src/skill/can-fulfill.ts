// CanFulfillIntentRequest (docs/alexa-rules.md, "CanFulfillIntentRequest"): Alexa asks whether the
// skill could handle a request that named no skill, before choosing one. The answer comes from the
// model's contract and what the skill knows locally (category names, whether a topic is plausible,
// whether this skill's audio is on the device) — never from the store or the content service:
// Amazon requires no observable effect, and the request may carry no user id.
import type { canfulfill } from 'ask-sdk-model';
import {
  BUILT_IN_INTENTS,
  CATEGORY_SLOT_TYPE,
  CONTRACT_INTENTS,
  DURATION_SLOT_TYPE,
  SEARCH_QUERY_SLOT_TYPE,
  SOURCE_SLOT_TYPE,
  SUPPORTED_LOCALES,
  TOPIC_SLOT_TYPE,
  type ContractIntentName,
} from '../model/contract';
import { TASK_TOPIC_MAX_LENGTH } from '../model/tasks';
import { categoryById, categoryByName } from './categories';
import { isoSeconds } from '../model/duration-words';
import type { SlotReading } from './slots';
import { understandWords } from '../words/understand';

type Answer = canfulfill.CanFulfillIntentValues;
type Understood = canfulfill.CanUnderstandSlotValues;
type Fulfilled = canfulfill.CanFulfillSlotValues;

export interface CanFulfillQuestion {
  intent: string;
  locale?: string;
  /** The request's slots, as readSlot reads them (the raw value and the first match's id). */
  slots: Record<string, SlotReading>;
  /** The device can play AudioPlayer streams. */
  audioPlayer: boolean;
  /** This skill's stream is on the device now: playing, or paused by an interruption. */
  ownAudio: boolean;
}

export interface CanFulfillAnswer {
  canFulfill: Answer;
  slots?: Record<string, { canUnderstand: Understood; canFulfill: Fulfilled }>;
}

/** Intents that start content: playable anywhere the device has a player. */
const PLAYS = new Set<ContractIntentName>([
  'TopStoriesIntent',
  'CategoryIntent',
  'SearchIntent',
  'PodcastSearchIntent',
  'SurpriseIntent',
  'LatestIntent',
  'SourceIntent',
  'WeatherIntent',
  'TrafficIntent',
  'TrendingIntent',
  'PlayFollowsIntent',
  'PlaySavedIntent',
  'TimedTopicIntent',
  'QuickUpdateIntent',
]);

/** About the burst this skill is playing: only when its stream is the device's audio. */
const ABOUT_PLAYING = new Set<ContractIntentName>([
  'PlayRelatedIntent',
  'WhatIsPlayingIntent',
  'AboutShowIntent',
  'AboutStationIntent',
  'PlayShowIntent',
  'FullEpisodeIntent',
  'SaveBurstIntent',
  'RemoveSavedIntent',
  'TimeLeftIntent',
]);

/**
 * Requests about the listener's records and settings here: asked by name. Said without it,
 * "delete my data", "what do I follow", "follow electric cars" or "set my station" may mean Alexa
 * or any other service, and nothing stored here may change, or be read out, on a guess.
 */
const BY_NAME_ONLY = new Set<ContractIntentName>([
  'DeleteDataIntent',
  'WhatDoYouKnowIntent',
  'FollowIntent',
  'UnfollowIntent',
  'NotifyIntent',
  'NotifyStopIntent',
  'ListFollowsIntent',
  'SetStationIntent',
  'CountSavedIntent',
  'StopAtEndIntent',
  'KeepPlayingIntent',
]);

/**
 * Intents whose missing slot the skill asks for ("which topic?"): without it the skill can do the
 * request only after a question, which is MAYBE in Amazon's terms (more data through a dialog).
 */
const ASKS_WHEN_MISSING = new Set<ContractIntentName>([
  'CategoryIntent',
  'SearchIntent',
  'LatestIntent',
  'SourceIntent',
  'TimedTopicIntent',
]);

const isContractIntent = (name: string): name is ContractIntentName =>
  Object.prototype.hasOwnProperty.call(CONTRACT_INTENTS, name);

export function answerCanFulfill(q: CanFulfillQuestion): CanFulfillAnswer {
  const no: CanFulfillAnswer = { canFulfill: 'NO' };
  if (!(SUPPORTED_LOCALES as readonly string[]).includes(q.locale ?? '')) return no;
  // Built-ins (stop, next, yes, help …) are Alexa's to route: playback commands already reach the
  // skill that plays, and a name-free "help" or "yes" is not a request for Burst Voice.
  if ((BUILT_IN_INTENTS as readonly string[]).includes(q.intent) || !isContractIntent(q.intent)) return no;
  const intent = q.intent;
  if (BY_NAME_ONLY.has(intent)) return no;
  if (PLAYS.has(intent) && !q.audioPlayer) return no;
  if (ABOUT_PLAYING.has(intent) && !q.ownAudio) return no;

  const declared: Record<string, { type: string }> = CONTRACT_INTENTS[intent];
  const slots: NonNullable<CanFulfillAnswer['slots']> = {};
  let answer: Answer = 'YES';
  const lower = (to: Answer) => {
    if (to === 'NO' || (to === 'MAYBE' && answer === 'YES')) answer = to;
  };
  let missing = false;
  for (const [name, slot] of Object.entries(declared)) {
    const offered = q.slots[name];
    if (!offered?.raw) {
      // Without a length the playlist simply has no time box: nothing is asked for it.
      if (slot.type !== DURATION_SLOT_TYPE) missing = true;
      continue;
    }
    const judged = judgeSlot(slot.type, offered);
    slots[name] = judged;
    if (judged.canFulfill === 'NO' || judged.canUnderstand === 'NO') lower('NO');
    else if (judged.canUnderstand === 'MAYBE') lower('MAYBE');
  }
  // A slot the request carries that the model does not declare: not this skill's intent.
  for (const name of Object.keys(q.slots)) {
    if (!(name in declared) && q.slots[name]?.raw) {
      slots[name] = { canUnderstand: 'NO', canFulfill: 'NO' };
      lower('NO');
    }
  }
  if (missing && ASKS_WHEN_MISSING.has(intent)) lower('MAYBE');
  // Weather and traffic without a station use the listener's stored one, which this answer may
  // not read: the skill can do it, perhaps after asking which station.
  if (missing && (intent === 'WeatherIntent' || intent === 'TrafficIntent')) lower('MAYBE');
  return Object.keys(slots).length ? { canFulfill: answer, slots } : { canFulfill: answer };
}

function judgeSlot(type: string, s: SlotReading): { canUnderstand: Understood; canFulfill: Fulfilled } {
  const value = s.raw ?? '';
  if (type === CATEGORY_SLOT_TYPE) {
    // Any words are understood by the free-words chain (words/understand.ts), but music and other
    // languages are not played here, and a search or a station may find nothing.
    if ((s.resolvedId && categoryById(s.resolvedId)) || categoryByName(value))
      return { canUnderstand: 'YES', canFulfill: 'YES' };
    const kind = value ? understandWords(value).target.kind : 'music';
    if (kind === 'music' || kind === 'language') return { canUnderstand: 'NO', canFulfill: 'NO' };
    return kind === 'search' || kind === 'station'
      ? { canUnderstand: 'MAYBE', canFulfill: 'YES' }
      : { canUnderstand: 'YES', canFulfill: 'YES' };
  }
  if (type === SOURCE_SLOT_TYPE) {
    // A station of the model's list; any other name is looked up with the content service, which
    // this answer does not call: understood perhaps, and the skill answers either way.
    return s.resolvedId
      ? { canUnderstand: 'YES', canFulfill: 'YES' }
      : { canUnderstand: 'MAYBE', canFulfill: 'YES' };
  }
  if (type === SEARCH_QUERY_SLOT_TYPE) {
    return plausibleTopic(value)
      ? { canUnderstand: 'YES', canFulfill: 'YES' }
      : { canUnderstand: 'NO', canFulfill: 'NO' };
  }
  if (type === DURATION_SLOT_TYPE) {
    // Any length is played (clamped to what the skill offers: length.ts); an unreadable one is not understood.
    return isoSeconds(value) !== undefined
      ? { canUnderstand: 'YES', canFulfill: 'YES' }
      : { canUnderstand: 'NO', canFulfill: 'NO' };
  }
  if (type === TOPIC_SLOT_TYPE) {
    // A custom list of topics, but any topic is searched: the same test as a search query.
    return plausibleTopic(value)
      ? { canUnderstand: s.resolvedId ? 'YES' : 'MAYBE', canFulfill: 'YES' }
      : { canUnderstand: 'NO', canFulfill: 'NO' };
  }
  return { canUnderstand: 'NO', canFulfill: 'NO' };
}

/** Words that say nothing about a topic on their own ("play something", "news about it"). */
const EMPTY_WORDS = new Set([
  'a',
  'an',
  'the',
  'it',
  'this',
  'that',
  'these',
  'those',
  'something',
  'anything',
  'stuff',
  'things',
  'whatever',
  'some',
  'me',
  'please',
  'news',
  'bursts',
  'burst',
]);

/**
 * A topic the content service can search: letters, at most twenty words, within the task input's
 * length, and at least one word that names something.
 */
export function plausibleTopic(value: string): boolean {
  const text = value.trim().toLowerCase();
  if (!text || text.length > TASK_TOPIC_MAX_LENGTH || !/\p{L}/u.test(text)) return false;
  const words = text.split(/\s+/);
  return (
    words.length <= 20 &&
    words.some((w) => {
      const bare = w.replace(/[^\p{L}\p{N}]/gu, '');
      return bare !== '' && !EMPTY_WORDS.has(bare);
    })
  );
}
