// Text folding for story prints: what stations change in a title (case, accents, punctuation,
// plurals and verb endings) must not change the print.
import { spokenNumbers } from './spoken-numbers';
import { ALIASES, STOPWORDS, SYNONYM_GROUPS } from './stopwords';

/** Apostrophes inside a word go ("Today's" → "todays"), so the word stays one word. */
const APOSTROPHE_IN_WORD = /(?<=[\p{L}\p{N}])['‘’ʼ`](?=[\p{L}\p{N}])/gu;

/**
 * Lower-case, accents folded (NFKD, combining marks removed), punctuation and symbols become spaces,
 * spaces collapsed, trimmed. Apostrophes inside words are dropped ("Today's" → "todays").
 */
export function normaliseTitle(title: string): string {
  return (
    title
      // Upper then lower: "ß" and "SS", "ı" and "I" fold alike, so a change of case cannot change a print.
      .toUpperCase()
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(APOSTROPHE_IN_WORD, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** "stopp" → "stop", but "fall" and "pass" keep theirs. */
function undouble(s: string): string {
  return /([^aeiouylsz])\1$/.test(s) ? s.slice(0, -1) : s;
}

/**
 * A light suffix fold, not a dictionary stemmer: the forms of one word meet ("prices", "price",
 * "priced" and "pricing" all give "pric"), which is all a print needs; the stems are never shown.
 */
export function foldWord(word: string): string {
  let s = word;
  if (s.length > 4 && s.endsWith('ies')) s = s.slice(0, -2);
  else if (s.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !/(?:ss|us|is)$/.test(s)) s = s.slice(0, -1);
  if (s.length > 5 && s.endsWith('ing') && /[aeiouy]/.test(s.slice(0, -3))) s = undouble(s.slice(0, -3));
  else if (s.length > 4 && s.endsWith('ed') && !s.endsWith('eed')) s = undouble(s.slice(0, -2));
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  if (s.length > 3 && /[^aeiou]y$/.test(s)) s = `${s.slice(0, -1)}i`;
  return s;
}

/** Folded word → the first of its synonym group (stopwords.ts). */
const SYNONYMS = new Map<string, string>(
  SYNONYM_GROUPS.flatMap((group) => {
    const [head, ...rest] = group.split(' ').map(foldWord);
    return [head, ...rest].map((w): [string, string] => [w, head as string]);
  }),
);

/** A word as prints compare it: folded, then its synonym group's head. */
function canonical(word: string): string {
  const folded = foldWord(word);
  return SYNONYMS.get(folded) ?? folded;
}

/** Normalised words with short names spelt out ("UK" → "united kingdom"), before short words go. */
function expandedWords(text: string): string[] {
  return normaliseTitle(text)
    .split(' ')
    .flatMap((w) => (ALIASES.get(w) ?? w).split(' '))
    .filter(Boolean);
}

/** A title's content words (stopwords and words of two letters or fewer dropped), each once, in order. */
export function contentWords(text: string): string[] {
  const words = expandedWords(text).filter((w) => w.length > 2 && !STOPWORDS.has(w));
  return [...new Set(words.map(canonical))];
}

/** A figure's separators go ("1,200" → "1200", "2.5" → "25"): how it is punctuated is no fact. */
const DIGIT_GROUP = /(?<=\p{N})[.,](?=\p{N})/gu;
const NUMBER = /^\p{N}+$/u;
const SCALE: Record<string, string> = { bn: 'billion', m: 'million', k: 'thousand' };
const SCALED = /^(\p{N}+)(bn|m|k)$/u;

function figureWords(text: string): string[] {
  // Split once the words are normalised, so case and accents cannot change what is split.
  return expandedWords(text.replace(DIGIT_GROUP, '')).flatMap((w) => {
    const m = SCALED.exec(w);
    return m ? [m[1] as string, SCALE[m[2] as string] as string] : [w];
  });
}

/**
 * A transcript's words in order, as story prints compare them: stopwords and words of two letters
 * or fewer dropped, but every number kept ("2 dead", "game 7"), each word folded.
 */
export function textWords(text: string): string[] {
  return spokenNumbers(figureWords(text))
    .filter((w) => (w.length > 2 || NUMBER.test(w)) && !STOPWORDS.has(w))
    .map((w) => (NUMBER.test(w) ? w : canonical(w)));
}

/** The numbers a title states, each once ("$1.5 billion" → "15"; "$700m" → "700"; "Game 7" → "7"). */
export function figures(text: string): string[] {
  return [...new Set(figureWords(text).filter((w) => NUMBER.test(w)))];
}

/** An entity or keyword as one phrase: every word kept ("Bank of England"), each folded. */
export function normalisePhrase(phrase: string): string {
  return expandedWords(phrase).map(canonical).join(' ');
}
