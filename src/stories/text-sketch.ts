// What a burst says, as a few bytes: a b-bit MinHash of its transcript's word runs (docs/stories.md,
// "By what is said"). A re-air is the same audio, so the same words; a station reading the same
// wire copy says nearly the same words; another story about the same people says other things.
import { hash32, mix } from './hash';
import { textWords } from './normalise';

export interface TextSketchShape {
  /** Hash functions, one minimum each. */
  hashes: number;
  /** Bits kept of each minimum. */
  bits: number;
  /** Words per shingle. */
  words: number;
}

/**
 * The shape stored in prints: 28 minima of 3 bits fill the 14 characters a print has for them;
 * shingles of three content words (docs/stories.md, "Choosing the sketch").
 */
export const TEXT_SKETCH: TextSketchShape = { hashes: 28, bits: 3, words: 3 };

/**
 * Fewer content words than this and the text says too little to judge a story by (a station
 * ident, a one-line "more after the break"): the title decides.
 */
const MIN_TEXT_WORDS = 12;

/** The text's shingles: runs of `n` consecutive content words, each once. */
function shingles(words: readonly string[], n: number): Set<string> {
  const out = new Set<string>();
  if (words.length < n) return out;
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}

/** The sketch's values (each `bits` wide), or undefined when the text is missing or too short. */
export function textSketch(
  text: string | null | undefined,
  shape: TextSketchShape = TEXT_SKETCH,
  /** Another family of hash functions, for the tuning tool (tools/story-tuning.ts) only. */
  salt = 0,
): number[] | undefined {
  if (!text) return undefined;
  const words = textWords(text);
  if (words.length < MIN_TEXT_WORDS) return undefined;
  const hashed = [...shingles(words, shape.words)].map(hash32);
  const mask = (1 << shape.bits) - 1;
  // One seed per hash function: minima under different seeds are independent samples.
  return Array.from({ length: shape.hashes }, (_, i) => {
    const seed = mix(Math.imul(i + 1 + salt * 1000, 0x9e3779b9) >>> 0);
    let min = 0xffffffff;
    for (const h of hashed) min = Math.min(min, mix((h ^ seed) >>> 0));
    return min & mask;
  });
}

/**
 * The Jaccard index of the two texts' shingles, estimated from their sketches: two minima agree
 * in all their bits when the shingle is shared (probability J), and by chance in 1 of 2^bits
 * otherwise (Li and König, "b-Bit Minwise Hashing", 2010). Clamped to [0, 1].
 */
export function textSimilarity(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let equal = 0;
  for (let i = 0; i < n; i++) if (a[i] === b[i]) equal++;
  const chance = 1 / 2 ** TEXT_SKETCH.bits;
  return Math.min(1, Math.max(0, (equal / n - chance) / (1 - chance)));
}
