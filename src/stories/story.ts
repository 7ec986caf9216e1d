// Whether two bursts tell the same story (docs/stories.md). Stations re-air a segment under new
// burst ids and read the same wire copy under their own titles; the skill plays each story once.
// Different news about the same people all plays: a story is judged by what it says (its
// transcript) and by its title only where a transcript is missing.
import { normaliseTitle } from './normalise';
import {
  encodePrint,
  parsePrint,
  SHORT_TITLE_SHIFT,
  slotOf,
  SLOTS,
  TITLE_WITH_TEXT,
  type ParsedPrint,
} from './print';
import { textSimilarity, textSketch } from './text-sketch';
import { TITLE_K, titleSimilarity, titleValues, type TitleFacts } from './title-sketch';

export { normaliseTitle };

export interface StoryFacts extends TitleFacts {
  /** The transcript, as bursts in a list carry it (the API may leave it out). */
  text?: string | null;
  /** ISO 8601 creation time. */
  createdAt?: string;
}

/**
 * Text rule: same story when the estimated Jaccard index of the two transcripts' runs of three
 * content words is at least this: 12 of the 28 minima agree (docs/stories.md, "Choosing the sketch").
 */
export const TEXT_THRESHOLD = 0.33;
/** Title rule: same story when the titles' similarity is at least this. */
export const SAME_STORY_THRESHOLD = 0.53;
/**
 * Judged without a transcript, bursts made this many 6-hour slots apart or more (a day, give or
 * take six hours: at least 18 hours) are different stories whatever their titles. "Weather
 * forecast for London" and "Morning headlines" air every day at the same time; a re-air follows
 * within hours, and wire copy is read the same morning.
 */
const APART_SLOTS = 4;

/** The compact, stable fingerprint ("print") of a story, stored in playback state and history. */
export function storyPrint(facts: StoryFacts): string {
  const slot = slotOf(facts.createdAt);
  const text = textSketch(facts.text);
  return encodePrint({ slot, title: titleValues(facts), ...(text ? { text } : {}) });
}

/** True for a print (a print always contains '~'; a burst id never does). */
export function isStoryPrint(s: string): boolean {
  return s.includes('~');
}

export interface StoryJudgement {
  /** What decided: both transcripts, or the titles (one transcript or both missing). */
  by: 'text' | 'title' | 'entry';
  score: number;
  same: boolean;
}

function apart(a: ParsedPrint, b: ParsedPrint): boolean {
  if (a.slot === undefined || b.slot === undefined) return false;
  const d = Math.abs(a.slot - b.slot);
  return Math.min(d, SLOTS - d) >= APART_SLOTS;
}

/** Whether a print's title sketch was cut at its size (else it holds every token of its title). */
const fullTitle = (p: ParsedPrint) => p.title.length >= (p.text ? TITLE_WITH_TEXT : TITLE_K);

function judgeParsed(a: ParsedPrint, b: ParsedPrint): StoryJudgement {
  if (a.text && b.text) {
    const score = textSimilarity(a.text, b.text);
    return { by: 'text', score, same: score >= TEXT_THRESHOLD };
  }
  if (apart(a, b)) return { by: 'title', score: 0, same: false };
  // One transcript is missing: the titles decide, at the 9 bits a print with a text sketch keeps.
  const shift = a.text || b.text ? SHORT_TITLE_SHIFT : 0;
  const values = (p: ParsedPrint) =>
    p.text || !shift ? p.title : [...new Set(p.title.map((v) => v >> shift))];
  const score = titleSimilarity(values(a), fullTitle(a), values(b), fullTitle(b), shift);
  return { by: 'title', score, same: score >= SAME_STORY_THRESHOLD };
}

/** How two prints (or stored entries, burst ids and older prints among them) compare. */
export function judgeStories(a: string, b: string): StoryJudgement {
  if (a === b) return { by: 'entry', score: 1, same: true };
  const pa = parsePrint(a);
  const pb = parsePrint(b);
  // A burst id, or a print of the rule before issue 49, is the same story as itself only.
  return pa && pb ? judgeParsed(pa, pb) : { by: 'entry', score: 0, same: false };
}

/** Similarity of two prints in [0, 1], against the threshold of the rule that judged them. */
export function storySimilarity(a: string, b: string): number {
  return judgeStories(a, b).score;
}

/** Whether two prints (or two stored entries, burst ids among them) are the same story. */
export function sameStory(a: string, b: string): boolean {
  return judgeStories(a, b).same;
}

/** Prints heard or queued: `has` is true for any print of the same story as one added. */
export class StorySet {
  private readonly prints = new Map<string, ParsedPrint | undefined>();

  constructor(prints: Iterable<string> = []) {
    for (const p of prints) this.add(p);
  }

  add(print: string): void {
    if (!this.prints.has(print)) this.prints.set(print, parsePrint(print));
  }

  has(print: string): boolean {
    if (this.prints.has(print)) return true;
    const p = parsePrint(print);
    if (!p) return false;
    for (const q of this.prints.values()) if (q && judgeParsed(p, q).same) return true;
    return false;
  }

  /** How many distinct prints were added (two prints of one story count twice). */
  get size(): number {
    return this.prints.size;
  }
}
