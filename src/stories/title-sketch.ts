// The title rule, for a burst whose transcript is missing (docs/stories.md, "By the title"): a
// bottom-k sketch of the title's words, its figures and the entity and keyword lists. Names alone
// never make two stories one: "Israel and Hamas agree to a ceasefire" and "Israel strikes Hamas
// targets" share every name and no other word, so they must share plain words of the title too.
import { hash32 } from './hash';
import { contentWords, figures, normalisePhrase } from './normalise';

export interface TitleFacts {
  title: string;
  entities?: readonly string[];
  keywords?: readonly string[];
}

/** Tokens for each entity a title names (docs/stories.md, "By the title"). */
const SUBJECT_WEIGHT = 2;

/** The bottom-k sketch size: 8 values of 12 bits fill the 16 characters a print has for them. */
export const TITLE_K = 8;

/**
 * What a token is decides its 12-bit range, so the smallest values keep the most telling tokens:
 * the title's figures, then its plain words (not part of a name), then the names it says, then the
 * entity and keyword lists, which fill the slots a short title leaves. Each range ends where the
 * next begins; the last short of 0x1000, since a print keeps the top 9 bits of some values and 511
 * there means "none".
 */
const ENDS = [0x100, 0x800, 0xc00, 0xff8];
const FIGURE = 0;
const PLAIN = 1;
const NAMED = 2;
const LISTED = 3;

function valueOf(token: string, kind: number): number {
  const lo = kind ? (ENDS[kind - 1] as number) : 0;
  return lo + (hash32(token) % ((ENDS[kind] as number) - lo));
}

/** A value's kind; `shift` when the value keeps only its top 12 - shift bits. */
const kindOf = (value: number, shift: number) => ENDS.findIndex((end) => value << shift < end);

/** The title's tokens as 12-bit values, each once, ascending; a sketch keeps the first few. */
export function titleValues(facts: TitleFacts): number[] {
  const words = contentWords(facts.title);
  const named = new Set<string>();
  const values = new Set<number>();
  for (const keyword of facts.keywords ?? []) {
    const phrase = normalisePhrase(keyword);
    if (phrase) values.add(valueOf(`k:${phrase}`, LISTED));
  }
  for (const entity of facts.entities ?? []) {
    const phrase = normalisePhrase(entity);
    if (phrase) values.add(valueOf(`e:${phrase}`, LISTED));
    const names = contentWords(entity);
    for (const w of names) named.add(w);
    // Named by its last word, as headlines do ("Powell" for "Jerome Powell"): who the headline is
    // about weighs two tokens, so "Tesla cuts prices" and "Rivian cuts prices" stay apart.
    const last = names.at(-1);
    if (last !== undefined && words.includes(last)) {
      for (let i = 0; i < SUBJECT_WEIGHT; i++) values.add(valueOf(`s${i}:${phrase}`, NAMED));
    }
  }
  for (const w of words) values.add(valueOf(`t:${w}`, named.has(w) ? NAMED : PLAIN));
  for (const n of figures(facts.title)) values.add(valueOf(`f:${n}`, FIGURE));
  return [...values].sort((a, b) => a - b);
}

/** Plain title words two different titles must share before they can be one story. */
const MIN_SHARED_PLAIN = 1;

/**
 * The Jaccard index of two titles' words and lists, estimated from their sketches: below the
 * smaller of the two full sketches' largest values both hold every token their title has, so the
 * sets cut there are exact. 0 when they share fewer than MIN_SHARED_PLAIN plain words, or when both
 * state figures and share none ("jackpot climbs to $1.5 billion" / "… to $2 billion"). Figures
 * count for nothing else: "$700 million" and "$700m" are one figure written two ways.
 */
export function titleSimilarity(
  a: readonly number[],
  aFull: boolean,
  b: readonly number[],
  bFull: boolean,
  /** Set when the values keep only their top 12 - shift bits (a print with a text sketch). */
  shift = 0,
): number {
  // A sketch that was not full holds every token of its title: nothing of it is cut.
  const cut = Math.min(aFull ? (a.at(-1) as number) : Infinity, bFull ? (b.at(-1) as number) : Infinity);
  const inA = new Set(a.filter((v) => v <= cut));
  const inB = b.filter((v) => v <= cut);
  const shared = inB.filter((v) => inA.has(v));
  const count = (kind: number, vs: Iterable<number>) =>
    [...vs].filter((v) => kindOf(v, shift) === kind).length;
  if (count(PLAIN, shared) < MIN_SHARED_PLAIN) return 0;
  const figures = count(FIGURE, shared);
  const all = count(FIGURE, inA) + count(FIGURE, inB);
  // Both state figures and share none: another jackpot, another toll, another score.
  if (!figures && count(FIGURE, inA) && count(FIGURE, inB)) return 0;
  return (shared.length - figures) / (inA.size + inB.length - shared.length - all + figures);
}
