// What a listener's free words ask for ("play something", "yesterday's news", "podcasts about
// cooking", "kvtr public radio", "taylor swift"): the chain of docs/listening.md, "Whatever follows
// play". Pure and synchronous: the one step that needs the API (is it a station?) is marked here
// and taken by the skill (src/skill/free-words.ts), so the local Echo can show the same chain.
//
// The order, and why:
// 0. words about the listener ("while i cook", "for the drive"; situation.ts) are set aside first:
//    they are never the content;
// 1. honest answers first: another language and music are never a search or a station; then
//    what plays, said in other words ("like this one", "what i saved", "what station is this");
// 2. modifiers next, wherever they stand: time ("yesterday's", "since monday"), length ("five
//    minutes of", "a short"), place ("local", "around my town"; place.ts), source type ("podcasts
//    about"); they shape whatever the rest asks for ("yesterday's sports", "five minutes of local
//    news");
// 3. then what the rest names, from the cheapest and surest to the loosest: nothing left (the
//    news) → "something" → what is popular, the weather or traffic → a category or its synonym →
//    a named station (a broadcaster, words ending in "radio", "FM", "station", or the name after
//    "station") → anything else, a search (after a source lookup that only an exact or leading
//    name match can win). Forms before lists where a form says it ("the lowdown on X" leads to a
//    topic whatever the noun), so words nobody listed still find their place (issue 56).
// Word lists before the API: no call is made for words a list already takes, and a category word
// is never lost to a station whose name happens to contain it.
import { ARTISTS } from './artists';
import { dropAsideClauses, personLead } from './clauses';
import { spokenDuration } from '../model/duration-words';
import { categoryIdOf } from './categories';
import { placeIn } from './place';
import { situationIn } from './situation';
import {
  ABOUT_LEADS,
  BROADCASTER_NAMES,
  BROADCASTERS,
  CARRIERS,
  FILLERS,
  GENRES,
  LANGUAGES,
  LANGUAGE_MEDIA,
  LENGTH_HEDGES,
  LOCAL_WORDS,
  MUSIC_ENDS,
  MUSIC_LEADS,
  MUSIC_WORDS,
  NEWS_LEADS,
  NEWS_WORDS,
  SHORT_WORDS,
  NOW_PLAYING_FORM,
  RELATED_FORM,
  FOLLOWS_FORM,
  TRENDING_FORM,
  TRAFFIC_FORM,
  SAVED_FORM,
  SOMETHING,
  SOURCE_TYPE_WORDS,
  SUMMARY_WORDS,
  TOPIC_TAILS,
  STATION_ENDS,
  TIME_LEADS,
  TIME_WORDS,
  WEEKDAY_WORDS,
  WEEKDAYS,
  type Weekday,
  TRAFFIC_WORDS,
  WEATHER_FORM,
  WEATHER_WORDS,
  type SourceTypeWord,
  type TimeWord,
} from './vocabulary';

/**
 * The steps of the chain, in its order; an understanding lists those that took words, in that
 * order (each is taken in turn below, so the list is built in it).
 */
export type ChainStep =
  | 'situation'
  | 'language'
  | 'music'
  | 'time'
  | 'length'
  | 'local'
  | 'source-type'
  | 'news'
  | 'playing'
  | 'something'
  | 'report'
  | 'category'
  | 'station'
  | 'search';

export type WordsTarget =
  /** A category playlist; '0' is the top stories ("the news"). */
  | { kind: 'category'; id: string }
  /** The listener's topics if they follow any, else the top stories. */
  | { kind: 'something' }
  /** The local station's bursts, or the question that sets it. */
  | { kind: 'local' }
  | { kind: 'report'; report: 'weather' | 'traffic' }
  /** Words that name a station: played if the API knows it, else said so honestly. */
  | { kind: 'station'; name: string }
  /**
   * A search for the words. `lookup`: they might be a source's name ("the daily"), so a source
   * lookup comes first, which only a confident match wins; a topic said after "about" is not.
   * An empty query with a source type browses it ("play podcasts"). `name`: the words as said,
   * with the time or length words the chain took ("the london briefing", "true north today"),
   * which a podcast's name may hold: looked up in their place.
   */
  /** `music`: the words are a musician's name alone (the answer says first there is no music). */
  | { kind: 'search'; query: string; lookup: boolean; name?: string; music?: true }
  | { kind: 'language'; language: string }
  | { kind: 'music' }
  /** "Stories like this one": more like what plays. */
  | { kind: 'related' }
  /** "Play back what I saved": the listener's saved bursts. */
  | { kind: 'saved' }
  /** "My stuff", "the things I follow": what the listener follows. */
  | { kind: 'follows' }
  /** "The most popular stories", "what's going viral": what is trending. */
  | { kind: 'trending' }
  /** "What station is this", "who's presenting": a question about what plays. */
  | { kind: 'now-playing'; about: 'station' | 'show' | 'burst' };

export interface Understanding {
  /** The words as heard. */
  readonly said: string;
  readonly target: WordsTarget;
  /** The steps that took words, in the chain's order (the last one decided the target). */
  readonly steps: readonly ChainStep[];
  readonly time?: TimeWord;
  /** The length the listener gave ("five minutes of"), as AMAZON.DURATION sends it ("PT5M"). */
  readonly length?: string;
  /** "A short …", "the headlines": the quick update's length, the skill's choice. */
  readonly short?: boolean;
  readonly sourceType?: SourceTypeWord;
  /** Words about the listener, not the content ("while i cook"): set aside, never searched. */
  readonly situation?: string;
}

type Words = readonly string[];

/** Lower case, no punctuation but apostrophes dropped, spelled letters joined ("k. v. t. r."). */
export function wordsOf(text: string): string[] {
  const raw = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9. ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  let letters = '';
  for (const [i, w] of raw.entries()) {
    // "a i", "a. i.": "a" spells a letter when another letter follows it.
    const spelt = w !== 'a' && w !== 'a.' ? true : letters !== '' || /^[b-z]\.?$/.test(raw[i + 1] ?? '');
    if (/^[a-z]\.?$/.test(w) && spelt) {
      letters += w[0];
      continue;
    }
    if (letters) out.push(letters);
    letters = '';
    const clean = w.replace(/\./g, '');
    if (clean) out.push(clean);
  }
  if (letters) out.push(letters);
  return out;
}

const phrase = (list: readonly string[]) => list.map((p) => wordsOf(p)).sort((a, b) => b.length - a.length);

const LISTS = {
  carriers: phrase([...CARRIERS, 'i have', 'ive got', 'i got', 'i only have', 'i just have', 'we have']),
  fillers: phrase(FILLERS),
  news: phrase(NEWS_WORDS),
  about: phrase(ABOUT_LEADS),
  something: phrase(SOMETHING),
  short: phrase(SHORT_WORDS),
  local: phrase(LOCAL_WORDS),
  weather: phrase(WEATHER_WORDS),
  traffic: phrase(TRAFFIC_WORDS),
  music: phrase(MUSIC_WORDS),
  musicEnds: phrase(MUSIC_ENDS),
  musicLeads: phrase(MUSIC_LEADS),
  newsLeads: phrase(NEWS_LEADS),
  stationEnds: phrase(STATION_ENDS),
  broadcasters: phrase(BROADCASTERS),
  time: phrase([
    ...Object.keys(TIME_WORDS),
    ...Object.keys(TIME_WORDS).map((t) => `${t}s`),
    ...Object.keys(WEEKDAY_WORDS),
  ]),
  timeLeads: phrase(TIME_LEADS),
  sourceTypes: phrase(Object.keys(SOURCE_TYPE_WORDS)),
  sourceTypeLinks: phrase(['about', 'on', 'for', 'of', 'with']),
  somethingLeads: phrase([
    'something',
    'anything',
    'interesting',
    'something interesting',
    'anything interesting',
    'something new',
    'anything new',
    'something good',
    'anything good',
    'anything worth hearing',
    'anything happening',
    'whats happening',
    'whats going on',
    'what is happening',
    'what is going on',
    'is happening',
    'is going on',
    'whats been happening',
    'whats been going on',
    'whats new',
    'what is new',
    'whats up',
    'what is up',
    'whats the story',
    'whats the deal',
  ]),
  somethingLinks: phrase(['on', 'about', 'in', 'with', 'to do with', 'regarding', 'around', 'from']),
  genres: phrase(GENRES),
  languageMedia: phrase([...LANGUAGE_MEDIA, ...NEWS_WORDS, ...Object.keys(SOURCE_TYPE_WORDS)]),
  hedges: phrase(LENGTH_HEDGES),
  summary: phrase([...SUMMARY_WORDS, ...SHORT_WORDS]),
  topicTails: phrase(TOPIC_TAILS),
  musicTails: phrase([
    'songs',
    'song',
    'music',
    'tunes',
    'hits',
    'album',
    'latest album',
    'new album',
    'greatest hits',
  ]),
};

function startsWith(w: Words, p: Words, at = 0): boolean {
  return p.length > 0 && p.every((x, i) => w[at + i] === x);
}
function endsWith(w: Words, p: Words): boolean {
  return p.length > 0 && w.length >= p.length && startsWith(w, p, w.length - p.length);
}
const same = (w: Words, list: readonly Words[]) =>
  list.some((p) => p.length === w.length && startsWith(w, p));

/** The longest entry of `list` that `w` starts with, and the words after it. */
function lead(w: Words, list: readonly Words[]): { p: Words; rest: Words } | undefined {
  const p = list.find((x) => startsWith(w, x));
  return p ? { p, rest: w.slice(p.length) } : undefined;
}
function tail(w: Words, list: readonly Words[]): { p: Words; rest: Words } | undefined {
  const p = list.find((x) => endsWith(w, x));
  return p ? { p, rest: w.slice(0, w.length - p.length) } : undefined;
}
/** The first place an entry of `list` stands as whole words, and the words without it. */
function anywhere(w: Words, list: readonly Words[]): { p: Words; rest: Words } | undefined {
  for (let at = 0; at < w.length; at++) {
    const p = list.find((x) => startsWith(w, x, at));
    if (p) return { p, rest: [...w.slice(0, at), ...w.slice(at + p.length)] };
  }
  return undefined;
}
/** The U.S. playlist: "us" before its name is not the carrier of "give us the news". */
const US_ID = '4';
/** Drops entries of `list` from the start, as long as any is there. */
function dropLeads(w: Words, list: readonly Words[]): Words {
  for (let l = lead(w, list); l; l = lead(w, list)) {
    // "Give us the news" drops "us"; "us news", "u.s. politics" keep it (the U.S. playlist).
    if (
      l.p.length === 1 &&
      l.p[0] === 'us' &&
      [2, 3].some((n) => categoryIdOf(w.slice(0, n).join(' ')) === US_ID)
    )
      break;
    w = l.rest;
  }
  return w;
}
function dropTails(w: Words, list: readonly Words[]): Words {
  for (let t = tail(w, list); t; t = tail(w, list)) w = t.rest;
  return w;
}
/** Fillers and connecting words at both ends: "the", "of", "on", "some", "please". */
const EDGE = phrase([
  'but',
  'but only',
  'of',
  'on',
  'for',
  'in',
  'from',
  'with',
  'and',
  'to',
  'worth of',
  'the',
  'a',
  'an',
  'my',
  'our',
  'that',
  'at',
]);
function trim(w: Words): Words {
  let prev: Words | undefined;
  while (prev !== w) {
    prev = w;
    w = dropTails(dropLeads(dropLeads(w, LISTS.fillers), EDGE), LISTS.fillers);
    w = dropTails(w, EDGE);
  }
  return w;
}

/** "five minutes", "half an hour", "10 minutes" as whole words: the longest span that is one. */
function duration(said: Words): { iso: string; rest: Words } | undefined {
  // "a couple of minutes", "a few minutes": two and three, here only (Alexa's own slot is left as is).
  const w = said.flatMap((x, i) =>
    (x === 'couple' || x === 'few') && /^min/.test((said[i + 1] === 'of' ? said[i + 2] : said[i + 1]) ?? '')
      ? [x === 'couple' ? 'two' : 'three']
      : x === 'of' && said[i - 1] === 'couple'
        ? []
        : [x],
  );
  for (let start = 0; start < w.length; start++) {
    for (let end = w.length; end > start; end--) {
      // Only spans ending in a unit: "market minute" is a name, "minute" alone no length.
      if (!/^(min|mins|minute|minutes|hour|hours|second|seconds|secs|half)$/.test(w[end - 1] ?? '')) continue;
      const iso = spokenDuration(w.slice(start, end).join(' '));
      if (!iso) continue;
      // The hedges around it are the length's too: "for like five minutes", "ten minutes or so".
      let from = start;
      for (let h = tail(w.slice(0, from), LISTS.hedges); h; h = tail(w.slice(0, from), LISTS.hedges))
        from -= h.p.length;
      let to = end;
      for (let h = lead(w.slice(to), LISTS.hedges); h; h = lead(w.slice(to), LISTS.hedges)) to += h.p.length;
      return { iso, rest: [...w.slice(0, from), ...w.slice(to)] };
    }
  }
  return undefined;
}

/** Words of time anywhere ("yesterday's", "from last night"), and the words without them. */
function timeIn(w: Words): { time: TimeWord; rest: Words } | undefined {
  const t = anywhere(w, LISTS.time);
  if (!t) {
    // "what happened on wall street friday": a day alone ends the words, unless it names one
    // ("black friday", "good friday", "super saturday").
    const day = w[w.length - 1] as Weekday;
    if (w.length < 2 || !WEEKDAYS.includes(day) || DAY_NAMES.has(w[w.length - 2] ?? '')) return undefined;
    return { time: day, rest: w.slice(0, -1) };
  }
  const key = t.p.join(' ');
  const base = (key in TIME_WORDS ? key : key.slice(0, -1)) as keyof typeof TIME_WORDS;
  const time = WEEKDAY_WORDS[key] ?? TIME_WORDS[base];
  // "from yesterday", "over the weekend": the lead before the time goes with it.
  const at = w.findIndex((_, i) => startsWith(w, t.p, i));
  const led = at > 0 && same([w[at - 1] ?? ''], LISTS.timeLeads);
  return { time, rest: led ? [...w.slice(0, at - 1), ...w.slice(at + t.p.length)] : t.rest };
}

/**
 * The carriers take "my" ("catch me up on my stuff real quick"): the words from the last "my" on,
 * without a length or a word for a short listen, read as said.
 */
function fromMy(heard: Words): Words {
  let w: Words = heard.slice(Math.max(0, heard.lastIndexOf('my')));
  if (w[0] !== 'my') return [];
  w = duration(w)?.rest ?? w;
  for (let s = anywhere(w, LISTS.short); s; s = anywhere(w, LISTS.short)) w = s.rest;
  return trim(w).length > 0 ? ['my', ...trim(w)] : [];
}

const DAY_NAMES = new Set(
  'black good cyber super ash holy manic casual freaky fat giving maundy easter'.split(' '),
);

/** "a podcast about", "podcasts on", or "… podcasts" at the end; not "… radio" (a station). */
function sourceType(w: Words): { type: SourceTypeWord; rest: Words; about: boolean } | undefined {
  const typeOf = (p: Words) => SOURCE_TYPE_WORDS[p.join(' ') as keyof typeof SOURCE_TYPE_WORDS];
  // "some good podcasts on cricket": a word for how good says nothing of which.
  let k = 0;
  while (k < w.length - 1 && QUALITY_WORDS.has(w[k] ?? '')) k++;
  const l = lead(w.slice(k), LISTS.sourceTypes);
  if (l) {
    // "podcasts on X", and by form "podcast episodes about X", "podcasts discussing X".
    const after = lead(l.rest, LISTS.sourceTypeLinks) ?? aboutByForm(['the', ...l.rest]);
    if (after || l.rest.length === 0) return { type: typeOf(l.p), rest: after?.rest ?? [], about: !!after };
    // "radio 4", "radio kvtr": a station's name.
    return undefined;
  }
  const t = tail(w, LISTS.sourceTypes);
  if (t && t.rest.length > 0 && typeOf(t.p) === 'podcast')
    return { type: 'podcast', rest: t.rest, about: false };
  if (t && t.rest.length > 0 && t.p.length > 1) return { type: typeOf(t.p), rest: t.rest, about: false };
  return undefined;
}

/**
 * "The lowdown on the fed", "a bit about the royal family", "coverage of the world cup", "what
 * they're saying about the budget": words that say nothing of what, then a link, then the topic.
 */
function aboutByForm(w: Words): { p: Words; rest: Words } | undefined {
  // "about the hurricane", what is left once "anything new" went as a carrier.
  if (['about', 'regarding', 'concerning'].includes(w[0] ?? '') && w.length > 1)
    return { p: w.slice(0, 1), rest: w.slice(1) };
  const at = w.findIndex((x, i) => i > 0 && ABOUT_LINKS.has(x));
  if (at < 0 || at > 5 || !w.slice(0, at).every((x) => LEAD_WORDS.has(x))) return undefined;
  return { p: w.slice(0, at + 1), rest: w.slice(at + 1) };
}
const QUALITY_WORDS = new Set('some any a few couple of good great decent interesting'.split(' '));
const ABOUT_LINKS = new Set(
  'about on of regarding concerning re discussing covering with to around'.split(' '),
);
const LEAD_WORDS = new Set(
  'news stories story bursts updates update items reports report coverage stuff things bits bit little lowdown word info information details latest the a an some any more what whats is are they theyre people everyone being said saying talking chat talk analysis up to date speed me us brief fill in episode episodes shows show content there new couple few related status happened happening going all been listen hear only just scene situation deal goss gossip buzz wrap out good interesting everybody um uh'.split(
    ' ',
  ),
);

const ARTIST_NAMES = new Set(ARTISTS);

/** Another language asked for: "in Spanish", "Spanish news", "some hindi podcasts", "tamil programmes". */
function language(w: Words): string | undefined {
  for (let i = 0; i < w.length; i++) {
    const word = w[i] ?? '';
    if (!LANGUAGES.includes(word)) continue;
    const before = w[i - 1];
    const rest = [...w.slice(0, i), ...w.slice(i + 1)];
    // "in hindi", "hindi news", "spanish radio", "tamil programmes": the language with a word for
    // what is heard, or the language with nothing else of substance around it.
    if (before === 'in' || before === 'en' || lead(w.slice(i + 1), LISTS.languageMedia)) return word;
    if (generic(rest).length === 0) return word;
  }
  return undefined;
}

/** The words without those that say nothing about what ("play some podcasts about"). */
function generic(w: Words): Words {
  let rest = trim(dropLeads(w, LISTS.carriers));
  for (let prev: Words | undefined; prev !== rest;) {
    prev = rest;
    rest = trim(dropLeads(dropLeads(dropLeads(rest, LISTS.sourceTypes), LISTS.about), LISTS.news));
    rest = trim(dropTails(dropTails(dropTails(rest, LISTS.sourceTypes), LISTS.news), LISTS.languageMedia));
  }
  return rest;
}

function isMusic(w: Words): boolean {
  const rest = trim(w);
  if (rest.length === 0) return false;
  if (same(rest, LISTS.music)) return true;
  // "country music", "taylor swift songs", "songs by adele": music, not news about it ("music
  // news", "news about the album" are news).
  if (rest.some((x) => same([x], LISTS.news)) || rest[0] === 'about') return false;
  // "some smooth jazz", "classic rock", "bollywood hits": a genre ends the words.
  return !!tail(rest, LISTS.musicEnds) || !!lead(rest, LISTS.musicLeads) || !!tail(rest, LISTS.genres);
}

/** "the X podcast", "X the podcast", "an episode of X": the name X of one podcast, if said so. */
function theOne(w: Words): Words | undefined {
  // "an episode of offbeat stories": one podcast's episode.
  const ep = w.indexOf('episode');
  if (ep >= 0 && ep <= 1 && w[ep + 1] === 'of' && w.length - ep > 3) return trim(w.slice(ep + 2));
  const last = w[w.length - 1];
  if (last !== 'podcast' || w.length < 3) return undefined;
  if (w[0] === 'the') return trim(w.slice(1, -1));
  if (w[w.length - 2] === 'the') return trim(w.slice(0, -2));
  // "offbeat stories podcast": a name of two words or more, said before the word ("a tech
  // podcast" is any).
  return ['a', 'an', 'some', 'any'].includes(w[0] ?? '') ? undefined : trim(w.slice(0, -1));
}

/** A name the words give a station: a broadcaster, or a name ending "radio", "FM", "station". */
function stationName(w: Words): boolean {
  const bare = w[0] === 'the' ? w.slice(1) : w;
  if (bare.length === 0) return false;
  if (lead(bare, LISTS.broadcasters)) return true;
  const end = tail(bare, LISTS.stationEnds);
  if (end && end.rest.length > 0) return true;
  // "Hot 97", "Radio 4", "106.7" with FM dropped.
  return /^\d{2,3}(\.\d)?$/.test(bare[bare.length - 1] ?? '') && bare.length <= 3;
}

export function understandWords(said: string, locale = 'en-US'): Understanding {
  const steps: ChainStep[] = [];
  // A place said with "my" goes before the carriers, which take "my" ("news from my town").
  const heard = wordsOf(said);
  const place = placeIn(heard);
  let w: Words = dropLeads(place ? place.rest : heard, LISTS.carriers);
  // Words about the listener ("while i cook", "for the drive") go first: they are never the content.
  const sit = situationIn(w);
  if (sit.situation) {
    steps.push('situation');
    w = dropLeads(sit.rest, LISTS.carriers);
  }
  const base = { said: said.trim(), ...(sit.situation ? { situation: sit.situation } : {}) };
  const done = (target: WordsTarget, extra: Partial<Understanding> = {}): Understanding => ({
    ...base,
    ...extra,
    target,
    steps: [...steps],
  });

  // Music first: "punjabi music" asks for songs, whatever their language.
  if (isMusic(w)) {
    steps.push('music');
    return done({ kind: 'music' });
  }
  const lang = language(w);
  if (lang) {
    steps.push('language');
    return done({ kind: 'language', language: lang });
  }

  // "Stories like this one", "play back what I saved": what plays, or what was kept.
  const joined = w.join(' ');
  // "More of that": the carriers take "more", so the form is read on the words as said too.
  const playing =
    RELATED_FORM.test(joined) || RELATED_FORM.test(heard.join(' '))
      ? 'related'
      : SAVED_FORM.test(joined)
        ? 'saved'
        : undefined;
  if (playing) {
    steps.push('playing');
    return done({ kind: playing });
  }
  // "What's everyone on about today": the form with its time, before the time goes.
  if (TRENDING_FORM.test(joined)) {
    steps.push('report');
    return done({ kind: 'trending' });
  }
  if (NOW_PLAYING_FORM.test(joined)) {
    steps.push('playing');
    const about = /station|channel/.test(joined)
      ? 'station'
      : /show|program|present|host/.test(joined)
        ? 'show'
        : 'burst';
    return done({ kind: 'now-playing', about });
  }

  // "… what's going on with them", "… i've been meaning to catch up": the clause with the subject.
  // The time and the length first: "i've got ten minutes" is an aside that holds one.
  const extra: { time?: TimeWord; length?: string; short?: boolean; sourceType?: SourceTypeWord } = {};
  const t = timeIn(w);
  if (t) {
    extra.time = t.time;
    steps.push('time');
    w = t.rest;
  }
  const d = duration(w);
  w = dropAsideClauses(d ? d.rest : w);
  if (d) {
    extra.length = d.iso;
    steps.push('length');
    // "a three minute roundup": with a length, a word for a summary says nothing more.
    for (let s = anywhere(w, LISTS.summary); s; s = anywhere(w, LISTS.summary)) w = s.rest;
  } else {
    // "a quick rundown", "a short brief update": every such word goes.
    for (let s = anywhere(w, LISTS.short); s; s = anywhere(w, LISTS.short)) {
      if (!extra.short) steps.push('length');
      extra.short = true;
      w = s.rest;
    }
  }
  // "local", "near me", or by form: "around my town", "round here", "where i live".
  let placeWords = place?.p;
  if (!placeWords) {
    const p = placeIn(w) ?? anywhere(w, LISTS.local);
    if (p) [placeWords, w] = [p.p, p.rest];
  }
  // "what's going on locally": a question with no subject of its own asks for the local news.
  const bare = placeWords ? lead(w, LISTS.somethingLeads) : undefined;
  if (bare && trim(bare.rest).length === 0) w = [];
  const local = placeWords !== undefined;
  if (local) steps.push('local');
  const led = dropLeads(w, LISTS.carriers);
  w = trim(led);
  // "The stuff I follow for ten minutes", "catch me up on my stuff real quick".
  if ([w, led, fromMy(heard)].some((x) => x.length > 0 && FOLLOWS_FORM.test(x.join(' ')))) {
    steps.push('playing');
    return done({ kind: 'follows' }, extra);
  }
  let about = false;
  // "The Offbeat Stories podcast", "Offbeat Stories the podcast": one podcast by its name, looked
  // up as a source first, even when its words name a playlist.
  const one = theOne(led);
  if (one) {
    steps.push('source-type', 'search');
    return done({ kind: 'search', query: one.join(' '), lookup: true }, { ...extra, sourceType: 'podcast' });
  }
  const st = sourceType(w);
  if (st) {
    extra.sourceType = st.type;
    steps.push('source-type');
    about = st.about;
    w = trim(st.rest);
  }
  const a = lead(w, LISTS.about) ?? aboutByForm(w) ?? personLead(w);
  if (a && a.rest.length > 0) {
    about = true;
    w = trim(a.rest);
  }
  // "sports news", "news": the words about what; "news" alone is the news itself.
  const named = w;
  // A category named with its news word ("top stories", "sports news") before the word goes.
  const whole = about ? undefined : categoryIdOf(named.join(' '), locale);
  w = trim(dropTails(w, LISTS.news));
  // "how the leafs did", "what congress has been up to": a question word before a subject.
  if ((w[0] === 'how' || w[0] === 'what') && w.length > 2) w = trim(w.slice(1));
  // "inflation stuff", "how's the cricket going": the topic without them.
  const untailed = trim(dropTails(w, LISTS.topicTails));
  if (untailed.length > 0) w = untailed;
  if (!about) {
    w = trim(dropLeads(w, LISTS.news));
    // "Top stories", "the big news": the lead goes only before the news or a category ("top gear"
    // is a name).
    const led = trim(dropLeads(dropLeads(w, LISTS.newsLeads), LISTS.news));
    if (led.length === 0 || categoryIdOf(led.join(' '), locale) !== undefined) w = led;
  }

  if (w.length === 0) {
    if (local) return done({ kind: 'local' }, extra);
    if (extra.sourceType) {
      steps.push('search');
      return done({ kind: 'search', query: '', lookup: false }, extra);
    }
    steps.push('news');
    return done({ kind: 'category', id: '0' }, extra);
  }
  if (!about) {
    if (same(w, LISTS.something)) {
      steps.push('something');
      return done(
        extra.sourceType ? { kind: 'search', query: '', lookup: false } : { kind: 'something' },
        extra,
      );
    }
    // "something weird", "anything on sport": what follows says what.
    const sm = lead(w, LISTS.somethingLeads);
    if (sm && sm.rest.length > 0) {
      steps.push('something');
      w = trim(dropLeads(dropLeads(sm.rest, LISTS.somethingLinks), LISTS.about));
    }
    if (TRENDING_FORM.test(w.join(' '))) {
      steps.push('report');
      return done({ kind: 'trending' }, extra);
    }
    // "the weather", "traffic on the 401", "the weather gonna be like": a report, whatever
    // follows it (where or when), or the weather by what it does ("is it going to rain").
    const said = w[0] === 'the' ? w.slice(1) : w;
    const weather = !!lead(said, LISTS.weather) || WEATHER_FORM.test(w.join(' '));
    if (weather || lead(said, LISTS.traffic) || TRAFFIC_FORM.test(w.join(' '))) {
      steps.push('report');
      return done({ kind: 'report', report: weather ? 'weather' : 'traffic' }, extra);
    }
  }
  const category = w.length > 0 ? (categoryIdOf(w.join(' '), locale) ?? whole) : whole;
  if (category !== undefined) {
    if (local && (category === '0' || !about)) return done({ kind: 'local' }, extra);
    steps.push('category');
    return done({ kind: 'category', id: category }, extra);
  }
  if (local && !about) {
    // "local restaurants": "local" is part of the topic.
    w = [...(placeWords ?? []), ...w];
  }
  // "the toronto station maple", "that chicago station lakeside": the name after "station".
  const k = named.indexOf('station');
  if (!about && k > 0 && k < named.length - 1) {
    steps.push('station');
    return done({ kind: 'station', name: named.slice(k + 1).join(' ') }, extra);
  }
  if (!about && stationName(named)) {
    steps.push('station');
    const name = trim(dropTails(named, LISTS.news)).join(' ') || named.join(' ');
    return done({ kind: 'station', name: BROADCASTER_NAMES[name] ?? name }, extra);
  }
  steps.push('search');
  const query = w.join(' ');
  const asSaid = trim(dropLeads(heard, LISTS.carriers)).join(' ');
  const name = !about && asSaid !== query ? { name: asSaid } : {};
  // "Play some Drake": a musician named alone. What is said about them plays (the API has talk about
  // artists), after saying there is no music.
  const music = !about && ARTIST_NAMES.has(query) ? { music: true as const } : {};
  return done({ kind: 'search', query, lookup: !about, ...name, ...music }, extra);
}

/**
 * A topic said after "about" ("bursts about sports", "five minutes about science"): a category
 * when the words name one and nothing more, else the topic as said.
 */
export function understandTopic(said: string, locale = 'en-US'): Understanding {
  let w: Words = wordsOf(said);
  const steps: ChainStep[] = [];
  const extra: { time?: TimeWord; length?: string; sourceType?: SourceTypeWord; situation?: string } = {};
  // Each modifier is taken only when words remain for the topic: "the weekend" alone is a topic.
  const keep = (rest: Words) => trim(rest).length > 0;
  const sit = situationIn(w);
  if (sit.situation && keep(sit.rest)) {
    extra.situation = sit.situation;
    steps.push('situation');
    w = sit.rest;
  }
  // "electric cars from yesterday", "egg prices from the last few days": the time.
  const t = timeIn(w);
  if (t && keep(t.rest)) {
    extra.time = t.time;
    steps.push('time');
    w = t.rest;
  }
  const d = duration(w);
  if (d && keep(d.rest)) {
    extra.length = d.iso;
    steps.push('length');
    w = d.rest;
  }
  // "climate change from podcasts", "podcasts about cooking".
  const st = sourceType(trim(w));
  if (st && keep(st.rest)) {
    extra.sourceType = st.type;
    steps.push('source-type');
    w = st.rest;
  }
  const taken = steps.length > 0;
  const before = trim(w);
  w = trim(dropTails(trim(dropTails(before, LISTS.news)), LISTS.topicTails));
  if (w.length === 0) w = before;
  const category = categoryIdOf(w.join(' '), locale);
  if (category !== undefined)
    return { said, ...extra, target: { kind: 'category', id: category }, steps: [...steps, 'category'] };
  // Nothing taken: the topic as said (its own spelling reaches the API), less a courtesy at its end.
  const query =
    taken || w.length !== before.length
      ? w.join(' ')
      : said.trim().replace(/(\s+(please|thanks|thank you|cheers|eh|mate|then|na|ji))+$/i, '');
  return { said, ...extra, target: { kind: 'search', query, lookup: false }, steps: [...steps, 'search'] };
}
