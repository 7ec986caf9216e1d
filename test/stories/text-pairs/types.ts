// Labelled pairs of bursts with their transcript text, written before the text rule was tuned
// (issue 49, docs/stories.md). Each file holds realistic pairs; a third of them, chosen by position
// (`isHeldOut`), stay out of the tuning and are reported apart.

/** One burst as the content API lists it: `text` is the transcript (the API may leave it null). */
export interface PairBurst {
  title: string;
  entities: string[];
  keywords: string[];
  text: string | null;
  /** ISO 8601, as the API's `creationDateISO`. */
  createdAt: string;
}

export type PairKind =
  // the same story
  | 'same/re-air' // the same segment aired again: the same audio, so the same words with ASR noise
  | 'same/wire' // another station reads the same wire copy under its own title
  | 'same/reworded' // one event, one station's shorter or longer cut, or a reworded lead
  // different stories
  | 'different/entities-2' // share two named entities, not the news
  | 'different/entities-3'
  | 'different/entities-4'
  | 'different/same-title' // a recurring bulletin title on another day, with new content
  | 'different/numbers'; // the same template with other numbers

export interface TextPair {
  /** Stable and unique across files, kebab-case. */
  id: string;
  kind: PairKind;
  why: string;
  a: PairBurst;
  b: PairBurst;
}

export const isSame = (p: TextPair): boolean => p.kind.startsWith('same/');

/** Every third pair of a file (positions 2, 5, 8, …) is held out of the tuning. */
export const isHeldOut = (_p: TextPair, index: number): boolean => index % 3 === 2;
