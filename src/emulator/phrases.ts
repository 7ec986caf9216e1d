// Typed text → what a device would send: a LaunchRequest, an IntentRequest (with slots and entity
// resolution) or the end of the session. A stand-in for Alexa's NLU built on the skill's own
// interaction models (src/model/resolve-utterance.ts) plus the common phrasings of the built-in
// intents, which have no samples in the model because Alexa supplies them.
import { INVOCATION_NAME, SUPPORTED_LOCALES, type SupportedLocale } from '../model/contract';
import { loadInteractionModel, supportedLocale } from '../model/load-model';
import type { InteractionModel } from '../model/model-types';
import { normalisePhrase, resolveUtterance, type ResolvedUtterance } from '../model/resolve-utterance';
import { answerElicitation, type Elicitation } from './elicit';
import { understandTopic, understandWords } from '../words/understand';
import { describeUnderstanding } from '../words/describe';
import type { SlotValues } from './envelopes';

export type PhraseSource = 'model' | 'model-no-match' | 'built-in' | 'fallback';

export type Resolution =
  | { kind: 'launch'; text: string }
  /** "exit" / "quit": the device closes the session (SessionEndedRequest, USER_INITIATED). */
  | { kind: 'exit'; text: string }
  | {
      kind: 'intent';
      text: string;
      intent: string;
      slots: SlotValues;
      /** "ask burst voice to …": a new session with the intent (a one-shot invocation). */
      oneShot: boolean;
      source: PhraseSource;
      /** The sample utterance that matched, when one did (a slot sample for an elicited answer). */
      sample?: string;
      /** The answer to the skill's Dialog.ElicitSlot: the request goes with dialogState IN_PROGRESS. */
      dialogState?: 'IN_PROGRESS';
      /** Free words: how the skill's chain takes them (src/words/understand.ts), for the developer. */
      chain?: string;
    };

/**
 * The built-ins' common phrasings (Alexa's built-in intent library; the skill's model declares the
 * intents without samples). Said while audio plays, they need no invocation name.
 */
export const BUILT_IN_PHRASES: Readonly<Record<string, readonly string[]>> = {
  'AMAZON.PauseIntent': ['pause', 'pause it', 'pause this', 'pause the news', 'pause playback', 'hold on'],
  'AMAZON.ResumeIntent': [
    'resume',
    'continue',
    'unpause',
    'keep playing',
    'keep going',
    'carry on',
    'resume playing',
    'resume playback',
    'play',
  ],
  'AMAZON.CancelIntent': ['cancel', 'never mind', 'nevermind', 'forget it'],
  'AMAZON.StopIntent': ['stop', 'stop it', 'stop playing', 'stop the news', 'shut up', 'be quiet', 'off'],
  'AMAZON.HelpIntent': ['help', 'help me', 'what can i say', 'what can i do', 'how does this work'],
  'AMAZON.NextIntent': [
    'next',
    'skip',
    'skip it',
    'skip this',
    'skip this one',
    'skip ahead',
    'next one',
    'next story',
    'next burst',
    'next track',
    'play the next one',
    'play next',
  ],
  'AMAZON.PreviousIntent': [
    'previous',
    'go back',
    'back',
    'skip back',
    'previous one',
    'previous story',
    'previous track',
    'last one',
    'play the previous one',
    'play the last one',
  ],
  'AMAZON.StartOverIntent': [
    'start over',
    'restart',
    'start again',
    'from the beginning',
    'start from the beginning',
    'play from the beginning',
    'play it from the start',
  ],
  'AMAZON.RepeatIntent': ['repeat', 'repeat that', 'say that again', 'say again', 'one more time'],
  'AMAZON.LoopOnIntent': [
    'loop',
    'loop on',
    'loop this',
    'turn on loop',
    'turn loop on',
    'start looping',
    'repeat this playlist',
    'repeat the playlist',
  ],
  'AMAZON.LoopOffIntent': ['loop off', 'turn off loop', 'turn loop off', 'stop looping', 'no more loop'],
  'AMAZON.ShuffleOnIntent': [
    'shuffle',
    'shuffle on',
    'turn on shuffle',
    'turn shuffle on',
    'shuffle this',
    'shuffle the playlist',
    'start shuffling',
    'mix it up',
  ],
  'AMAZON.ShuffleOffIntent': [
    'shuffle off',
    'stop shuffling',
    'turn off shuffle',
    'turn shuffle off',
    'unshuffle',
    'no shuffle',
  ],
  'AMAZON.NavigateHomeIntent': ['go home', 'home', 'go to home', 'go to the home screen'],
  'AMAZON.YesIntent': ['yes', 'yeah', 'yep', 'sure', 'yes please', 'that one', 'correct'],
  'AMAZON.NoIntent': ['no', 'nope', 'no thanks', 'not that one', 'wrong'],
};

const BUILT_IN_BY_PHRASE = new Map(
  Object.entries(BUILT_IN_PHRASES).flatMap(([intent, phrases]) => phrases.map((p) => [p, intent] as const)),
);

const EXIT_PHRASES = new Set(['exit', 'quit', 'goodbye', 'good bye', 'bye']);

/** "open / launch / start … burst voice" (Alexa's launch phrases). */
const LAUNCH_VERBS = ['open', 'launch', 'start', 'begin', 'load', 'run', 'use', 'play'];
/** "ask / tell burst voice [to|for|about|…] <request>" (Alexa's one-shot invocation phrases). */
const ONE_SHOT_VERBS = ['ask', 'tell'];
const CONNECTORS = ['to', 'for', 'about', 'if', 'whether', 'that', 'and'];
/**
 * Said before the whole invocation phrase ("can you ask …", "let's open …", "I want to …"): Amazon's
 * "Understand How Users Invoke Custom Skills" (docs/alexa-rules.md).
 */
const INVOKE_LEADS = /^(can you|could you|let's|lets|i want to|i wanna|please) /;
/** "<request> on / using / with / from burst voice". */
const TRAILING_LINKS = ['on', 'using', 'with', 'from', 'in'];

/** The resolver for one locale; models are loaded once (loadInteractionModel caches them). */
export class PhraseResolver {
  readonly locale: SupportedLocale;
  readonly model: InteractionModel;
  /** The same samples with every custom slot open: Alexa still fills a slot whose words match no
   * value (entity resolution ER_SUCCESS_NO_MATCH), so the skill sees the raw words and no id. */
  private readonly openModel: InteractionModel;
  private readonly invocation: string;

  /** `model`: a skill-package directory to load the locale's model from, or the model itself. */
  constructor(locale: string = 'en-US', model?: string | InteractionModel) {
    const l = supportedLocale(locale);
    if (!l) throw new Error(`Unsupported locale "${locale}"; choose one of ${SUPPORTED_LOCALES.join(', ')}`);
    this.locale = l;
    this.model = typeof model === 'object' ? model : loadInteractionModel(l, model);
    const lm = this.model.interactionModel.languageModel;
    this.openModel = { interactionModel: { languageModel: { ...lm, types: [] } } };
    this.invocation = normalisePhrase(lm.invocationName || INVOCATION_NAME);
  }

  /**
   * What `text` is. With `elicit` (the skill asked for a slot and the session is open) the answer
   * to that question is preferred, except over exit words, built-ins, launch and one-shot forms,
   * and a request said with more words of its own than any answer form (elicit.ts).
   */
  resolve(text: string, elicit?: Elicitation): Resolution {
    return withChain(this.resolveRequest(text, elicit), this.locale);
  }

  private resolveRequest(text: string, elicit?: Elicitation): Resolution {
    const said = stripWakeWord(normalisePhrase(text));
    const polite = stripCourtesy(said);
    const usual = this.resolveUsual(text, said, polite);
    if (!elicit || !mayAnswer(usual)) return usual;
    const answer = this.answer(text, said, elicit);
    const politely = polite !== said ? this.answer(text, polite, elicit) : undefined;
    // "…, please" again: a value the courtesy word hid beats the raw words with it.
    if (politely && (!answer || strength(politely) > strength(answer))) return politely;
    return answer ?? usual;
  }

  private resolveUsual(text: string, said: string, polite: string): Resolution {
    const first = this.resolveSaid(text, said);
    if (polite === said) return first;
    // "…, please": courtesy words are not part of the request (unless a sample has them).
    const second = this.resolveSaid(text, polite);
    return strength(second) > strength(first) ? second : first;
  }

  private answer(text: string, phrase: string, elicit: Elicitation): Resolution | undefined {
    const a = answerElicitation(this.model, elicit, phrase);
    if (!a) return undefined;
    const r = fromMatch(text, a.match, false, a.entityMatch ? 'model' : 'model-no-match');
    return r.kind === 'intent' && a.answersElicitation ? { ...r, dialogState: 'IN_PROGRESS' } : r;
  }

  /**
   * A skill launch phrase of the model's name-free container (the NFI toolkit's LAUNCH ingress
   * point): said without the skill's name, it opens the skill as "open Burst Voice" does.
   */
  isNameFreeLaunch(text: string): boolean {
    const phrase = normalisePhrase(text).replace(/^(hey )?alexa /, '');
    const points = this.model.interactionModel._nameFreeInteraction?.ingressPoints ?? [];
    return points.some(
      (p) => p.type === 'LAUNCH' && p.sampleUtterances.some((u) => normalisePhrase(u.value) === phrase),
    );
  }

  private resolveSaid(text: string, phrase: string): Resolution {
    const inv = this.invocation;
    // "Can you ask Burst Voice …", "let's open Burst Voice": words Alexa documents before the
    // whole phrase, taken only when what follows is a launch or one-shot form.
    const before = INVOKE_LEADS.exec(phrase);
    if (before) {
      const r = this.resolveSaid(text, phrase.slice(before[0].length));
      if (r.kind === 'launch' || (r.kind === 'intent' && r.oneShot)) return r;
    }
    for (const verb of LAUNCH_VERBS) {
      if (
        phrase === `${verb} ${inv}` ||
        phrase === `${verb} ${inv} skill` ||
        phrase === `${verb} the ${inv} skill`
      )
        return { kind: 'launch', text };
    }
    if (phrase === inv) return { kind: 'launch', text };

    for (const verb of ONE_SHOT_VERBS) {
      const prefix = `${verb} ${inv}`;
      if (phrase === prefix) return { kind: 'launch', text };
      if (phrase.startsWith(`${prefix} `)) return this.oneShot(text, phrase.slice(prefix.length + 1));
    }
    for (const verb of ['open', 'launch', 'start']) {
      const prefix = `${verb} ${inv} and `;
      if (phrase.startsWith(prefix)) return this.oneShot(text, phrase.slice(prefix.length));
    }
    // "Use Burst Voice to play the news": the request after "to" or "and", as after "ask … to".
    if (phrase.startsWith(`use ${inv} to `) || phrase.startsWith(`use ${inv} and `))
      return this.oneShot(text, phrase.slice(`use ${inv} `.length).replace(/^and /, 'to '));
    for (const link of TRAILING_LINKS) {
      const suffix = ` ${link} ${inv}`;
      if (phrase.endsWith(suffix) && phrase.length > suffix.length) {
        return this.intentFor(text, phrase.slice(0, -suffix.length), true);
      }
    }
    if (EXIT_PHRASES.has(phrase)) return { kind: 'exit', text };
    return this.intentFor(text, phrase, false);
  }

  /**
   * "ask burst voice for the news / about electric cars": the rest as said, without its connector,
   * and as the request it stands for ("play the news", "play bursts about electric cars"). Exact
   * matches win over slots filled with words that match no value.
   */
  private oneShot(text: string, rest: string): Resolution {
    const words = rest.split(' ');
    const connector = words[0] ?? '';
    const bare = CONNECTORS.includes(connector) ? words.slice(1).join(' ') : rest;
    const said = [rest, bare];
    const implied = [`play ${bare}`, ...(connector === 'about' ? [`play bursts about ${bare}`] : [])];
    for (const c of [...said, ...implied]) {
      const r = this.intentFor(text, c, true, false);
      if (!isFallback(r)) return r;
    }
    // Then with slots open to any words, as Alexa fills a custom slot outside its values: "ask
    // burst voice for local news" is "play local news", CategoryIntent with no entity match.
    // Only after "for" or "about": after "to" the listener said a verb of their own ("to order
    // me a pizza" is not "play order me a pizza").
    const openImplied = connector === 'for' || connector === 'about' ? implied : [];
    // The words without their connector first: Alexa never puts "to" in a slot ("to play the local
    // news please" is not "{category} news please" with "to play the local").
    for (const c of [...new Set([bare, rest]), ...openImplied]) {
      const r = this.intentFor(text, c, true, true);
      if (!isFallback(r)) return r;
    }
    return this.intentFor(text, bare, true, false);
  }

  private intentFor(text: string, phrase: string, oneShot: boolean, open = true): Resolution {
    const strict = resolveUtterance(this.model, phrase);
    if (strict) return fromMatch(text, strict, oneShot, 'model');
    const builtIn = BUILT_IN_BY_PHRASE.get(phrase);
    if (builtIn) return { kind: 'intent', text, intent: builtIn, slots: {}, oneShot, source: 'built-in' };
    const loose = open ? resolveUtterance(this.openModel, phrase) : undefined;
    if (loose) return fromMatch(text, loose, oneShot, 'model-no-match');
    return { kind: 'intent', text, intent: 'AMAZON.FallbackIntent', slots: {}, oneShot, source: 'fallback' };
  }
}

/** Exact matches beat slots filled with unknown words, which beat the fallback. */
function strength(r: Resolution): number {
  if (r.kind !== 'intent') return 2;
  return r.source === 'fallback' ? 0 : r.source === 'model-no-match' ? 1 : 2;
}

/**
 * Whether a resolution may become an answer to an elicited slot: launch, exit, one-shot forms and
 * built-ins (stop, cancel, help, yes, no…) keep their meaning inside the dialog.
 */
function mayAnswer(r: Resolution): boolean {
  return r.kind === 'intent' && !r.oneShot && r.source !== 'built-in';
}

function isFallback(r: Resolution): boolean {
  return r.kind === 'intent' && r.source === 'fallback';
}

function fromMatch(text: string, m: ResolvedUtterance, oneShot: boolean, source: PhraseSource): Resolution {
  const slots: SlotValues = {};
  for (const [name, s] of Object.entries(m.slots)) {
    slots[name] = s.resolved
      ? {
          value: s.value,
          name: s.resolved.name,
          ...(s.resolved.id !== undefined ? { id: s.resolved.id } : {}),
        }
      : s.value;
  }
  return { kind: 'intent', text, intent: m.intent, slots, oneShot, source, sample: m.sample };
}

/** "Alexa, …": the wake word is not part of the request. */
function stripWakeWord(phrase: string): string {
  return phrase.replace(/^(alexa|hey alexa)\s+/, '').trim();
}

/** Alexa's own question about her notifications (the yellow light): "what are my notifications". */
const NOTIFICATIONS_QUESTION =
  /^(what are|what're|read|read me|tell me) my notifications$|^(do i have any|any) (new )?notifications$/;

/**
 * "What are my notifications", "read my notifications": Alexa reads her notifications herself, so
 * these never go to a skill (the session answers them before the skill's model is consulted).
 */
export function isNotificationsQuestion(text: string): boolean {
  return NOTIFICATIONS_QUESTION.test(stripCourtesy(stripWakeWord(normalisePhrase(text))));
}

function stripCourtesy(phrase: string): string {
  return phrase
    .replace(/^(please|ok|okay)\s+/, '')
    .replace(/\s+(please|thanks|thank you)$/, '')
    .trim();
}

/**
 * The intents whose slot holds free words, and how the skill reads them (handlers/free-words.ts,
 * content-intents.ts): the whole chain, or a topic after "about".
 */
const FREE_WORDS: Readonly<
  Record<string, { slot?: string; words?: (v: string) => string; topic?: boolean }>
> = {
  CategoryIntent: { slot: 'category' },
  SurpriseIntent: { words: () => 'something' },
  PodcastSearchIntent: { slot: 'query', words: (v) => (v ? `podcasts about ${v}` : 'podcasts') },
  SearchIntent: { slot: 'query', topic: true },
  TimedTopicIntent: { slot: 'topic', topic: true },
  LatestIntent: { slot: 'query', topic: true },
};

function withChain(r: Resolution, locale: string): Resolution {
  if (r.kind !== 'intent') return r;
  const how = FREE_WORDS[r.intent];
  if (!how) return r;
  const slot = how.slot ? r.slots[how.slot] : undefined;
  // An entity match is the category at once: the slot already shows it ("→ sports [id 10]").
  if (typeof slot === 'object' && slot.id !== undefined) return r;
  const value = typeof slot === 'object' ? slot.value : (slot ?? '');
  if (how.slot && !value && !how.words) return r;
  const words = how.words ? how.words(value) : value;
  const u = how.topic ? understandTopic(words, locale) : understandWords(words, locale);
  return { ...r, chain: describeUnderstanding(u) };
}

const resolvers = new Map<string, PhraseResolver>();

/** Resolves `text` in `locale` (en-US by default). */
export function resolvePhrase(text: string, locale = 'en-US'): Resolution {
  let r = resolvers.get(locale);
  if (!r) {
    r = new PhraseResolver(locale);
    resolvers.set(locale, r);
  }
  return r.resolve(text);
}
