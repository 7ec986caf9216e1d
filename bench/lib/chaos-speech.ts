// What the skill said, recognised from its own en-US sentences (src/skill/speech/en.ts through the
// translator), so the chaos proof reads replies as a listener hears them and keeps working when
// the sentences change. Compared as plain text (SSML tags and entities gone, spaces collapsed).
import { SAVE_LIMIT } from '../../src/radio/saves';
import { translatorFor, type SpeechParam } from '../../src/skill/i18n';
import type { SpeechKey } from '../../src/skill/speech/en';
import { ssmlToText } from '../../src/skill/ssml';

const t = translatorFor('en-US');

/** The sentence of `key`, or undefined when this version of the skill has no such key. */
export function sentenceOf(key: string, params?: Record<string, SpeechParam>): string | undefined {
  const s = t(key as SpeechKey, params);
  return s === key ? undefined : ssmlToText(s);
}

function required(key: string, params?: Record<string, SpeechParam>): string {
  const s = sentenceOf(key, params);
  if (s === undefined) throw new Error(`the skill has no sentence "${key}"`);
  return s;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARK = 'QQCHAOSMARKQQ';

/** A sentence with one parameter as a pattern capturing what was said in its place. */
function patternOf(key: string, param: string): RegExp | undefined {
  const s = sentenceOf(key, { [param]: MARK });
  if (s === undefined) return undefined;
  const [before, after] = s.split(MARK) as [string, string];
  return new RegExp(`${escapeRe(before)}(.+?)${escapeRe(after)}`);
}

export const plain = (ssml: string | undefined): string => (ssml ? ssmlToText(ssml) : '');

const followAdded = [patternOf('follow_added', 'name'), patternOf('follow_added_show', 'name')].filter(
  (p): p is RegExp => p !== undefined,
);

/** "Okay, you're now following X.": X, or undefined if the reply confirmed no follow. */
export function confirmedFollow(speech: string): string | undefined {
  for (const p of followAdded) {
    const m = p.exec(speech);
    if (m?.[1]) return m[1];
  }
  return undefined;
}

const saveDone = [required('save_done'), required('save_done_dropped', { limit: SAVE_LIMIT })];

/** "Saved. …" */
export function confirmedSave(speech: string): boolean {
  return saveDone.some((s) => speech.includes(s));
}

const saveNothing = required('save_nothing');
/** "There's nothing playing to save." (said while a burst played: the skill lost its place). */
export function saidNothingToSave(speech: string): boolean {
  return speech.includes(saveNothing);
}

const followsNone = required('follows_none');
const followsOne = patternOf('follows_list_one', 'list');
const followsOther = (() => {
  const s = required('follows_list_other', { count: 7, list: MARK });
  const [before, after] = s.split(MARK) as [string, string];
  // "You follow 2 topics and stations: …" with any count.
  return new RegExp(`${escapeRe(before).replace('7', '\\d+')}(.+?)${escapeRe(after)}`);
})();
/** The word between the last two names of a list (" and "), as the translator gives it. */
const listAnd = escapeRe(t('list_and'));

/** Which of `candidates` a ListFollows answer names ([] for "You don't follow anything yet"). */
export function followsListed(speech: string, candidates: readonly string[]): string[] | undefined {
  if (speech.includes(followsNone)) return [];
  const listed = followsOther.exec(speech)?.[1] ?? followsOne?.exec(speech)?.[1];
  if (listed === undefined) return undefined;
  // Each name as a whole item of the list ("a, b and c"), not as part of a longer one.
  return candidates.filter((c) =>
    new RegExp(`(^|, |${listAnd})${escapeRe(c)}($|, |${listAnd})`).test(listed),
  );
}

const savedNone = required('saved_none');

/** The count a CountSaved answer gives, or undefined if it is not one. */
export function savedCount(speech: string): number | undefined {
  if (speech.includes(savedNone)) return 0;
  for (let n = 1; n <= SAVE_LIMIT; n++) if (speech.includes(required('saved_count', { count: n }))) return n;
  return undefined;
}

/** The sentence the fixed skill says when a change could not be stored (absent before the fix). */
export const storeUnavailable = sentenceOf('store_unavailable');
/** …and when the listener's records could not be read, or a station not stored (likewise). */
const storeApologies = [
  storeUnavailable,
  sentenceOf('store_unreadable'),
  sentenceOf('station_not_stored')?.split('{{')[0],
].filter((s): s is string => s !== undefined && s.length > 0);
const genericError = required('error_generic');

export function apologised(speech: string): boolean {
  return storeApologies.some((s) => speech.includes(s));
}

export function genericErrorSaid(speech: string): boolean {
  return speech.includes(genericError);
}
