// The known playlists (docs/burst-api.md, Known playlists) as the skill speaks of them. The words
// listeners use for each are in src/words/categories.ts.
import type { SpeechKey } from './speech/en';
import { CATEGORY_WORDS, categoryIdOf } from '../words/categories';

export interface CategoryInfo {
  id: string;
  /** How the skill names it (English; stored with the playlist request). */
  spoken: string;
  /** Its name in speech, per locale ("sport" in en-GB). */
  speechKey: SpeechKey;
  /** Names and synonyms, lower-case. */
  names: readonly string[];
}

const SPOKEN: ReadonlyArray<Omit<CategoryInfo, 'names'>> = [
  {
    id: '0',
    spoken: 'your top stories',
    speechKey: 'category_top_stories',
  },
  {
    id: '3',
    spoken: 'business news',
    speechKey: 'category_business',
  },
  {
    id: '4',
    spoken: 'U.S. news',
    speechKey: 'category_us',
  },
  {
    id: '5',
    spoken: 'tech news',
    speechKey: 'category_tech',
  },
  {
    id: '6',
    spoken: 'world news',
    speechKey: 'category_world',
  },
  {
    id: '9',
    spoken: 'entertainment news',
    speechKey: 'category_entertainment',
  },
  {
    id: '10',
    spoken: 'sports',
    speechKey: 'category_sports',
  },
  {
    id: '90',
    spoken: 'offbeat stories',
    speechKey: 'category_offbeat',
  },
  {
    id: '91',
    spoken: "editors' picks",
    speechKey: 'category_editors_picks',
  },
];

export const CATEGORIES: readonly CategoryInfo[] = SPOKEN.map((c) => ({
  ...c,
  names: CATEGORY_WORDS.find((w) => w.id === c.id)?.names ?? [],
}));

export function categoryById(id: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Case-insensitive match of a raw slot value against names and synonyms. */
export function categoryByName(raw: string): CategoryInfo | undefined {
  const id = categoryIdOf(raw);
  return id === undefined ? undefined : categoryById(id);
}
