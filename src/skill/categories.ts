// The known playlists (docs/burst-api.md, Known playlists) with the names listeners use. Entity resolution
// gives the id when Alexa matched the slot; the raw value is matched here when it did not. A test keeps this
// table in step with the CATEGORY_NAME values of every locale's model.
import type { SpeechKey } from './speech/en';

export interface CategoryInfo {
  id: string;
  /** How the skill names it (English; stored with the playlist request). */
  spoken: string;
  /** Its name in speech, per locale ("sport" in en-GB). */
  speechKey: SpeechKey;
  /** Names and synonyms, lower-case. */
  names: string[];
}

export const CATEGORIES: readonly CategoryInfo[] = [
  {
    id: '0',
    spoken: 'your top stories',
    speechKey: 'category_top_stories',
    names: ['top stories', 'news', 'the news', 'headlines', 'the headlines', 'top news', 'top headlines'],
  },
  {
    id: '3',
    spoken: 'business news',
    speechKey: 'category_business',
    names: ['business', 'business news', 'markets', 'the markets', 'money', 'finance', 'economy'],
  },
  {
    id: '4',
    spoken: 'U.S. news',
    speechKey: 'category_us',
    names: ['us news', 'u.s. news', 'u.s.', 'america', 'american news', 'national news', 'domestic news'],
  },
  {
    id: '5',
    spoken: 'tech news',
    speechKey: 'category_tech',
    names: ['tech', 'tech news', 'technology', 'technology news', 'science and tech', 'gadgets'],
  },
  {
    id: '6',
    spoken: 'world news',
    speechKey: 'category_world',
    names: [
      'world news',
      'world',
      'international',
      'international news',
      'global',
      'global news',
      'foreign news',
    ],
  },
  {
    id: '9',
    spoken: 'entertainment news',
    speechKey: 'category_entertainment',
    names: [
      'entertainment',
      'entertainment news',
      'showbiz',
      'celebrity',
      'celebrity news',
      'movies',
      'films',
      'telly',
      'bollywood',
    ],
  },
  {
    id: '10',
    spoken: 'sports',
    speechKey: 'category_sports',
    names: ['sports', 'sport', 'sports news', 'sport news', 'the sports', 'football', 'footy', 'cricket'],
  },
  {
    id: '90',
    spoken: 'offbeat stories',
    speechKey: 'category_offbeat',
    names: ['offbeat', 'weird news', 'quirky', 'quirky news', 'odd news', 'oddities'],
  },
  {
    id: '91',
    spoken: "editors' picks",
    speechKey: 'category_editors_picks',
    names: ['editors picks', "editors' picks", "editor's picks", 'editor picks', 'staff picks'],
  },
];

const normalise = (s: string) =>
  s.toLowerCase().replace(/[’']/g, '').replace(/\./g, '').replace(/\s+/g, ' ').trim();

export function categoryById(id: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Case-insensitive match of a raw slot value against names and synonyms. */
export function categoryByName(raw: string): CategoryInfo | undefined {
  const wanted = normalise(raw);
  if (!wanted) return undefined;
  const stripped = wanted.replace(/^(the )/, '').replace(/ (news|stories|headlines)$/, '');
  return CATEGORIES.find((c) => c.names.some((n) => normalise(n) === wanted || normalise(n) === stripped));
}
