// Whether two bursts tell the same story (docs/stories.md). Stations re-air a segment under new
// burst ids and read the same wire copy with reworded titles; the skill plays each story once.
// A story is kept as a short print, `<key>~<tokens>`, small enough for 50 in a stored history.
import { contentWords, normalisePhrase, normaliseTitle } from './normalise';

export { normaliseTitle };

export interface StoryFacts {
  title: string;
  entities?: readonly string[];
  keywords?: readonly string[];
}

const KEY_MOD = 36 ** 5;
/** The bottom-k sketch size: 8 tokens of 2 characters keep a print within 22 characters. */
const K = 8;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * An entity named in the title is who the headline is about: "Tesla cuts prices" and "Rivian cuts
 * prices" differ in little else. Two tokens for it separated the labelled pairs best (docs/stories.md).
 */
const SUBJECT_WEIGHT = 2;
/** Tokens two prints with different titles must share before they can be one story. */
const MIN_SHARED = 2;
const PRINT = /^([0-9a-z]{5})~((?:[A-Za-z0-9_-]{2}){0,8})$/;

/**
 * The threshold: sameStory(a, b) === storySimilarity(a, b) >= SAME_STORY_THRESHOLD. The middle of the
 * widest gap that misclassifies the fewest labelled pairs (test/stories/labelled-pairs.ts, docs/stories.md).
 */
export const SAME_STORY_THRESHOLD = 0.53;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's finaliser: FNV-1a's high bits mix poorly, and a sketch needs even ones. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Which tokens a sketch keeps first: who the headline names, then its words, then the lists. */
const Rank = { Subject: 0, TitleWord: 1, Listed: 2 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

/**
 * A token's 12-bit value: its rank picks the range (subjects 0-1023, title words 1024-2047, entity
 * and keyword phrases 2048-4095) and its hash the place in it. So the 8 smallest hold the subjects
 * and the title's words, and the entity and keyword lists fill the slots a short title leaves.
 */
function tokenValue(token: string, rank: Rank): number {
  const h = mix(fnv1a(token));
  return rank === Rank.Listed ? 0x800 | (h >>> 21) : (rank << 10) | (h >>> 22);
}

function storyTokens(facts: StoryFacts): Map<string, Rank> {
  const tokens = new Map<string, Rank>();
  const words = contentWords(facts.title);
  for (const w of words) tokens.set(`t:${w}`, Rank.TitleWord);
  for (const entity of facts.entities ?? []) {
    const phrase = normalisePhrase(entity);
    if (!phrase) continue;
    tokens.set(`e:${phrase}`, Rank.Listed);
    // Named by its last word, as headlines do ("Powell" for "Jerome Powell").
    const last = contentWords(entity).at(-1);
    if (last !== undefined && words.includes(last)) {
      for (let i = 0; i < SUBJECT_WEIGHT; i++) tokens.set(`s${i}:${phrase}`, Rank.Subject);
    }
  }
  for (const keyword of facts.keywords ?? []) {
    const phrase = normalisePhrase(keyword);
    if (phrase) tokens.set(`k:${phrase}`, Rank.Listed);
  }
  return tokens;
}

/** The compact, stable fingerprint ("print") of a story, stored in playback state and history. */
export function storyPrint(facts: StoryFacts): string {
  const key = (fnv1a(normaliseTitle(facts.title)) % KEY_MOD).toString(36).padStart(5, '0');
  const values = new Set([...storyTokens(facts)].map(([token, rank]) => tokenValue(token, rank)));
  const sketch = [...values].sort((a, b) => a - b).slice(0, K);
  return `${key}~${sketch.map((v) => B64URL.charAt(v >> 6) + B64URL.charAt(v & 63)).join('')}`;
}

/** True for a print (a print always contains '~'; a burst id never does). */
export function isStoryPrint(s: string): boolean {
  return s.includes('~');
}

interface Parsed {
  key: string;
  sketch: number[];
}

function parse(print: string): Parsed | null {
  const m = PRINT.exec(print);
  if (!m) return null;
  const chars = m[2] as string;
  const sketch: number[] = [];
  for (let i = 0; i < chars.length; i += 2)
    sketch.push(B64URL.indexOf(chars[i]!) * 64 + B64URL.indexOf(chars[i + 1]!));
  return { key: m[1] as string, sketch };
}

/**
 * Jaccard of the two stories' token sets, estimated from their sketches: below the smaller of the
 * two full sketches' largest values both sketches hold every token their story has, so the sets
 * cut there are exact, and a hash-chosen sample of the union of at least K tokens (all tokens, and
 * the exact Jaccard, when both stories have fewer than K).
 */
function estimate(a: Parsed, b: Parsed): number {
  if (a.key === b.key) return 1;
  const cut = Math.min(
    a.sketch.length < K ? Infinity : (a.sketch.at(-1) as number),
    b.sketch.length < K ? Infinity : (b.sketch.at(-1) as number),
  );
  const inA = new Set(a.sketch.filter((v) => v <= cut));
  const inB = b.sketch.filter((v) => v <= cut);
  const both = inB.filter((v) => inA.has(v)).length;
  // One shared word is no evidence ("Title a0" / "Title a1", "Weather update" / "Weather now"):
  // titles that differ must share at least two tokens to be one story.
  if (both < MIN_SHARED) return 0;
  const union = inA.size + inB.length - both;
  return both / union;
}

/** Similarity of two prints in [0, 1]; 1 when their title keys are equal. */
export function storySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const pa = parse(a);
  const pb = parse(b);
  // A burst id (a history stored before prints) is the same story as itself only.
  return pa && pb ? estimate(pa, pb) : 0;
}

/** Whether two prints (or two stored entries, burst ids among them) are the same story. */
export function sameStory(a: string, b: string): boolean {
  return storySimilarity(a, b) >= SAME_STORY_THRESHOLD;
}

/** Prints heard or queued: `has` is true for any print of the same story as one added. */
export class StorySet {
  private readonly prints = new Map<string, Parsed | null>();

  constructor(prints: Iterable<string> = []) {
    for (const p of prints) this.add(p);
  }

  add(print: string): void {
    if (!this.prints.has(print)) this.prints.set(print, parse(print));
  }

  has(print: string): boolean {
    if (this.prints.has(print)) return true;
    const p = parse(print);
    if (!p) return false;
    for (const q of this.prints.values()) {
      if (q && estimate(p, q) >= SAME_STORY_THRESHOLD) return true;
    }
    return false;
  }

  /** How many distinct prints were added (two prints of one story count twice). */
  get size(): number {
    return this.prints.size;
  }
}
