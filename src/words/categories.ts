// The known playlists (docs/burst-api.md, Known playlists) and the words listeners use for each.
// Entity resolution gives the id when Alexa matched the slot; these words are matched when it did
// not, and by the free-words chain (understand.ts). A test keeps this table in step with the
// CATEGORY_NAME values of every locale's model.
import { lines } from './lines';

export interface CategoryWords {
  id: string;
  /** Names and synonyms, lower-case, without a trailing "news" (which the matcher drops). */
  names: readonly string[];
}

export const CATEGORY_WORDS: readonly CategoryWords[] = [
  {
    id: '0',
    names: lines(`
top stories
news
the news
headlines
the headlines
top news
top headlines
`),
  },
  {
    id: '3',
    names: lines(`
business
business news
markets
the markets
stock market
the stock market
stocks
money
finance
financial
economy
the economy
economics
share market
the share market
sensex
wall street
the dow
nasdaq
ftse
the asx
`),
  },
  {
    id: '4',
    names: lines(`
us news
u.s. news
u.s.
america
american news
national news
around the country
across the country
domestic news
national
politics
political
us politics
washington
`),
  },
  {
    id: '5',
    names: lines(`
tech
tech news
technology
technology news
science and tech
gadgets
science
science and technology
tech and science
technology and science
ai
artificial intelligence
computers
`),
  },
  {
    id: '6',
    names: lines(`
world news
world
international
international news
global
global news
foreign news
foreign
around the world
overseas
abroad
across the world
the world
`),
  },
  {
    id: '9',
    names: lines(`
showbiz gossip
celeb news
celebs
celeb gossip
entertainment gossip
entertainment
entertainment news
showbiz
celebrity
celebrity news
celebrities
celebrity gossip
celebrity goss
celeb goss
goss
gossip
movies
movie
films
film
telly
tv
television
hollywood
bollywood
pop culture
`),
  },
  {
    id: '10',
    names: lines(`
sports
sport
sports news
sport news
the sports
football
footy
cricket
soccer
basketball
baseball
hockey
rugby
sports results
sport results
sports scores
`),
  },
  {
    id: '90',
    names: lines(`
odd
weird and wonderful
funny and strange
strange and funny
bit weird
wacky
offbeat
weird news
weird
weird stuff
quirky
quirky news
odd news
oddities
strange
strange news
funny news
funny
fun
fun stuff
bizarre
good news
feel good
feel good stories
uplifting
heartwarming
lighthearted
`),
  },
  {
    id: '91',
    names: lines(`
editors choice
picks from the editors
the editors picks
what the editors picked
editors picks
editors' picks
editor's picks
editor picks
editors picked
the editors picked
stories the editors picked
best stories the editors picked
what did the editors pick
editors pick
the editors pick
staff picks
editors top stories
editors top
editors top picks
pick of the stories from the editors
the editors selection
editors selection
`),
  },
];

/** Lower case, no apostrophes or periods, single spaces. */
export function normaliseName(s: string): string {
  return s.toLowerCase().replace(/[’']/g, '').replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

const BY_NAME = new Map<string, string>();
for (const c of CATEGORY_WORDS) for (const n of c.names) BY_NAME.set(normaliseName(n), c.id);

/**
 * The category a phrase names, as a whole: "The Business News", "sports", "science stories";
 * undefined for anything more ("sports in Spanish") or less.
 */
export function categoryIdOf(phrase: string, locale = 'en-US'): string | undefined {
  const wanted = normaliseName(phrase);
  if (!wanted) return undefined;
  const stripped = wanted
    .replace(/^the /, '')
    .replace(/ (news|stories|headlines|updates?|bursts|report|bulletin)$/, '');
  const name = BY_NAME.has(wanted) ? wanted : stripped;
  // Outside the U.S., "national news" and "politics" are the listener's own country's: a search.
  if (locale !== 'en-US' && US_ONLY.has(name)) return undefined;
  return BY_NAME.get(name);
}

/** Names of the U.S. news playlist that mean it only to a listener in the U.S. */
const US_ONLY = new Set([
  'around the country',
  'across the country',
  'national',
  'national news',
  'domestic news',
  'politics',
  'political',
  'washington',
]);
