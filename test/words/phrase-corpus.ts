// The phrase corpus of issue 50 ("Whatever people say after 'play', something sensible happens"):
// phrases as people say them to an Echo, not as the models' samples are written, in every locale,
// each with what must happen. phrase-corpus.test.ts says each one to the local Echo over the real
// skill and the API simulator, and checks it.
//
// The simulator's catalogue decides what can play: its stations are KVTR Public Radio (101), WBRN
// News Radio (102), Bay City Radio (103), Capital Talk (104), Lakeside FM (105), Gulf Coast Radio
// (106), Mountain Public Media (107), Thames Radio (108), Harbour FM (109), Maple Radio (110),
// Mumbai Live (111) and the podcasts Signal and Noise (112), Market Minute (113) and Offbeat
// Stories (114) (src/sim/stations-data.ts). It has nothing on cooking, the NHS or the IPL, and its
// only podcasts are about tech, business and oddities: there the honest answer is the right one.
import type { SupportedLocale } from '../../src/model/contract';

/** What the phrase is about, for the counts. */
export type Kind =
  | 'top-stories'
  | 'category'
  | 'search'
  | 'podcast'
  | 'station'
  | 'report'
  | 'time'
  | 'length'
  | 'local'
  | 'something'
  | 'music'
  | 'language'
  | 'follows'
  | 'trending'
  | 'now-playing'
  | 'latest';

/** A time word, as the start of the API's date filter (`fromDate`) in the locale's own day. */
export type Since = 'today' | 'yesterday' | 'last night' | 'this week' | 'weekend';

/** Query fields of the call: a value, a pattern, or null for a field that must not be sent. */
export type Query = Readonly<Record<string, string | RegExp | null>>;

export interface ApiExpect {
  /** The simulator's path, e.g. '/v2/topstories/category'. */
  readonly path: string;
  readonly query?: Query;
  /** The call's `fromDate` is the start of this time in the listener's day. */
  readonly since?: Since;
}

export interface Expect {
  /** The intent the phrase resolves to, where it matters. */
  readonly intent?: string;
  /** A stream starts (an AudioPlayer.Play directive) and the device plays. */
  readonly plays: boolean;
  /** The API call that fills what plays (or that was asked and found nothing). */
  readonly call?: ApiExpect;
  /** No content call at all: music, another language, a question before anything can play. */
  readonly noContentCall?: boolean;
  /** What the listener hears. */
  readonly answer?: RegExp;
  /** The session stays open (the skill asked something). */
  readonly open?: boolean;
  /** What plays is fitted to this many seconds (a time box: "five minutes of …", "a quick update"). */
  readonly box?: number;
}

export interface Phrase {
  readonly locale: SupportedLocale;
  readonly kind: Kind;
  /** As typed into the local Echo: one-shot ("ask burst voice to …") or, after `before`, in session. */
  readonly say: string;
  readonly expect: Expect;
  /** Said first, in the same household: a follow, a local station, an open session, a question. */
  readonly before?: readonly string[];
  /** The table of issue 50, as its own group. */
  readonly group?: 'issue-50';
}

// ---- what is expected, in short ----

type Opts = Partial<Omit<Expect, 'plays' | 'call'>>;

const TOP: ApiExpect = { path: '/v2/topstories' };
const cat = (category: string, more: Query = {}, since?: Since): ApiExpect => ({
  path: '/v2/topstories/category',
  query: { category, ...more },
  ...(since ? { since } : {}),
});
const search = (query: Query, since?: Since): ApiExpect => ({
  path: '/v2/topstories/search',
  query,
  ...(since ? { since } : {}),
});
const source = (id: number, since?: Since): ApiExpect => search({ sourceId: String(id), q: null }, since);
const report = (kind: 'weather' | 'traffic', station: number): ApiExpect => ({
  path: `/v2/intent/${kind}`,
  query: { stations: String(station) },
});

const plays = (call: ApiExpect, answer?: RegExp, o: Opts = {}): Expect => ({
  plays: true,
  call,
  ...(answer ? { answer } : {}),
  ...o,
});
/** Nothing plays: an honest answer (after a call that found nothing, when `call` is given). */
const says = (answer: RegExp, o: Opts & { call?: ApiExpect } = {}): Expect => ({
  plays: false,
  answer,
  ...o,
});

const topStories = (o: Opts = {}) => plays(TOP, /your top stories/, o);
const playing = (id: string, name: string, o: Opts = {}) =>
  plays(cat(id), new RegExp(`^Playing ${name}\\.`), o);
const unknownStation = (name: string) =>
  plays(TOP, new RegExp(`^I don't know a station called ${name}\\b.*top stories`, 'i'));
const fromStation = (id: number, name: string, o: Opts = {}) =>
  plays(source(id), new RegExp(`bursts from ${name}\\.`), o);
const ENGLISH_ONLY = /only have bursts in English/;
const english = () => says(ENGLISH_ONLY, { noContentCall: true, open: true });
const music = () => says(/for music, just ask Alexa/i, { noContentCall: true, open: false });
const localQuestion = () => says(/local station/, { noContentCall: true, open: true });
const quick = (o: Opts = {}) => plays(TOP, /3 minutes/, { box: 180, ...o });
const minutesOfNews = (n: number, o: Opts = {}) =>
  plays(TOP, new RegExp(`^Here's ${n} minutes of news\\.`), {
    intent: 'TopStoriesIntent',
    box: n * 60,
    ...o,
  });

const HELP = 'ask burst voice for help';

type Entry = [kind: Kind, say: string, expect: Expect, more?: { before?: readonly string[] }];
const at = (locale: SupportedLocale, entries: readonly Entry[], group?: 'issue-50'): Phrase[] =>
  entries.map(([kind, say, expect, more]) => ({
    locale,
    kind,
    say,
    expect,
    ...(more?.before ? { before: more.before } : {}),
    ...(group ? { group } : {}),
  }));

// ---- the table of issue 50, each said as "ask burst voice to …" in en-US ----

export const ISSUE_TABLE: readonly Phrase[] = at(
  'en-US',
  [
    ['something', 'ask burst voice to play something', topStories({ intent: 'SurpriseIntent' })],
    [
      // The simulator has nothing on cooking: the podcast search is made, and said honestly.
      'podcast',
      'ask burst voice to play podcasts about cooking',
      says(/couldn't find any podcasts about cooking/, {
        intent: 'PodcastSearchIntent',
        call: search({ q: 'cooking', sourceType: 'podcast' }),
        open: true,
      }),
    ],
    ['local', 'ask burst voice to play local news', localQuestion()],
    ['local', 'ask burst voice to play news near me', localQuestion()],
    [
      'time',
      "ask burst voice to play yesterday's news",
      plays(cat('0', {}, 'yesterday'), /top stories.*yesterday/),
    ],
    [
      'time',
      "ask burst voice to play this morning's news",
      plays(cat('0', {}, 'today'), /top stories.*this morning/),
    ],
    ['length', 'ask burst voice to play a short news update', quick()],
    ['top-stories', 'ask burst voice to give me the news', topStories()],
    ['station', 'ask burst voice to play kvtr public radio', fromStation(101, 'KVTR Public Radio')],
    ['category', 'ask burst voice to play movie news', playing('9', 'entertainment news')],
    ['category', 'ask burst voice to play science news', playing('5', 'tech news')],
    ['category', 'ask burst voice to play something weird', playing('90', 'offbeat stories')],
    ['search', 'ask burst voice to play taylor swift', plays(search({ q: 'taylor swift' }), /taylor swift/i)],
    ['language', 'ask burst voice to play the news in spanish', english()],
    ['music', 'ask burst voice to play music', music()],
    ['station', 'ask burst voice to play the bbc', unknownStation('(the )?bbc')],
    ['something', 'ask burst voice to surprise me', topStories({ intent: 'SurpriseIntent' })],
    ['length', 'ask burst voice to i have five minutes', minutesOfNews(5)],
    ['follows', 'ask burst voice to follow sports', says(/now following sports/, { intent: 'FollowIntent' })],
    [
      'follows',
      'ask burst voice to play my topics',
      plays(cat('10'), /what you follow/, { intent: 'PlayFollowsIntent' }),
      { before: ['ask burst voice to follow sports'] },
    ],
    ['category', 'ask burst voice to play bursts about sports', playing('10', 'sports')],
  ],
  'issue-50',
);

// ---- en-US ----

const US = at('en-US', [
  ['top-stories', 'alexa ask burst voice for the headlines', quick({ intent: 'QuickUpdateIntent' })],
  ['top-stories', "ask burst voice what's the news", topStories({ intent: 'TopStoriesIntent' })],
  ['top-stories', 'ask burst voice to catch me up', topStories()],
  ['top-stories', 'alexa, ask burst voice to play the latest news please', topStories()],
  ['top-stories', 'tell burst voice i want to hear the news', topStories()],
  ['top-stories', 'ask burst voice to put on some news', topStories()],
  ['top-stories', 'ask burst voice to play breaking news', topStories()],
  ['top-stories', "ask burst voice to play today's top stories", plays(cat('0', {}, 'today'), /top stories/)],
  ['top-stories', 'ask burst voice to play the top headlines', plays(TOP, /top stories|minutes of news/)],
  ['category', 'ask burst voice to play the stock market', playing('3', 'business news')],
  ['category', 'ask burst voice to play politics', playing('4', 'U.S. news')],
  ['category', 'ask burst voice to play something about politics', playing('4', 'U.S. news')],
  ['category', 'tell burst voice to play the football news', playing('10', 'sports')],
  ['category', 'ask burst voice to play some baseball', playing('10', 'sports')],
  ['category', 'ask burst voice to play hollywood news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play celebrity gossip', playing('9', 'entertainment news')],
  ['category', "ask burst voice to play editor's picks", playing('91', "editors' picks")],
  ['category', 'ask burst voice to play international news', playing('6', 'world news')],
  ['category', 'ask burst voice to play stories about the economy', playing('3', 'business news')],
  // A category word wins over the podcast of the same name.
  ['category', 'ask burst voice to play offbeat stories', playing('90', 'offbeat stories')],
  ['category', 'ask burst voice to play some funny stories', playing('90', 'offbeat stories')],
  [
    'search',
    'ask burst voice for news about electric cars',
    plays(search({ q: 'electric cars' }), /electric cars/),
  ],
  [
    'search',
    'ask burst voice i want to hear about the wildfires',
    plays(search({ q: /wildfires/ }), /wildfires/),
  ],
  [
    'search',
    // "Tell me about {query}" would take "tell me about this show" (the lint's conflict rule).
    'ask burst voice to tell me the news about electric cars',
    plays(search({ q: 'electric cars' }), /electric cars/),
  ],
  [
    'search',
    'ask burst voice to play the mars mission',
    plays(search({ q: 'mars mission' }), /mars mission/),
  ],
  ['search', 'ask burst voice to play nfl news', plays(search({ q: 'nfl' }), /nfl/i)],
  ['search', 'ask burst voice to play stuff about space', plays(search({ q: 'space' }), /about space\./)],
  [
    'search',
    'ask burst voice to play elon musk',
    says(/couldn't find any bursts about elon musk/i, { call: search({ q: 'elon musk' }), open: true }),
  ],
  [
    'time',
    'ask burst voice to play bursts about electric cars from yesterday',
    plays(search({ q: 'electric cars' }, 'yesterday'), /electric cars\..*yesterday/),
  ],
  [
    'podcast',
    'ask burst voice to find podcasts about the stock market',
    plays(cat('3', { sourceType: 'podcast' }), /^Playing business news\./, { intent: 'PodcastSearchIntent' }),
  ],
  [
    'podcast',
    'ask burst voice for a podcast about space',
    plays(search({ q: 'space', sourceType: 'podcast' }), /podcasts about space/),
  ],
  [
    'podcast',
    'ask burst voice to play tech podcasts',
    plays(cat('5', { sourceType: 'podcast' }), /^Playing tech news\./),
  ],
  [
    'podcast',
    'ask burst voice to play some podcasts',
    plays(search({ q: null, sourceType: 'podcast' }), /podcasts/),
  ],
  [
    'podcast',
    "ask burst voice to play yesterday's podcasts about space",
    plays(search({ q: 'space', sourceType: 'podcast' }, 'yesterday'), /podcasts about space.*yesterday/),
  ],
  ['podcast', 'ask burst voice to play talk radio', plays(search({ q: null, sourceType: 'radio' }), /radio/)],
  ['station', 'ask burst voice to play signal and noise', fromStation(112, 'Signal and Noise')],
  [
    'station',
    'ask burst voice to play the podcast market minute',
    fromStation(113, 'Market Minute', { intent: 'SourceIntent' }),
  ],
  ['station', 'ask burst voice to play wbrn', fromStation(102, 'WBRN News Radio')],
  ['station', 'ask burst voice to play lakeside fm', fromStation(105, 'Lakeside FM')],
  ['station', 'ask burst voice to play capital talk', fromStation(104, 'Capital Talk')],
  ['station', 'ask burst voice to play cnn', unknownStation('cnn')],
  ['station', 'ask burst voice to play fox news', unknownStation('fox( news)?')],
  ['station', 'ask burst voice to play espn radio', unknownStation('espn radio')],
  [
    'station',
    'ask burst voice to play kexp',
    says(/couldn't find any bursts about kexp/i, { call: search({ q: 'kexp' }), open: true }),
  ],
  [
    'report',
    'ask burst voice to play the weather forecast',
    says(/station should I use for weather/, { intent: 'WeatherIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    "ask burst voice what's the traffic like",
    says(/station should I use for traffic/, { intent: 'TrafficIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    'wbrn news radio',
    plays(report('weather', 102), /weather from WBRN News Radio/, { intent: 'WeatherIntent' }),
    { before: ["ask burst voice what's the weather"] },
  ],
  [
    'report',
    'ask burst voice for the weather',
    plays(report('weather', 101), /weather from KVTR Public Radio/),
    { before: ['ask burst voice to set my station to kvtr public radio'] },
  ],
  ['time', "ask burst voice to play tonight's news", plays(cat('0', {}, 'today'), /top stories/)],
  ['time', "ask burst voice to play last night's news", plays(cat('0', {}, 'last night'), /last night/)],
  ['time', 'ask burst voice to play the overnight news', plays(cat('0', {}, 'last night'), /last night/)],
  [
    'time',
    "ask burst voice to play this week's business news",
    plays(cat('3', {}, 'this week'), /business news/),
  ],
  [
    'time',
    'ask burst voice to play the entertainment news from last night',
    plays(cat('9', {}, 'last night'), /entertainment news.*last night/),
  ],
  // The weekend is its own time (issue 56): from Saturday's start, not a week back.
  ['time', "ask burst voice to play the weekend's news", plays(cat('0', {}, 'weekend'), /top stories/)],
  [
    'time',
    'ask burst voice to play news from the past week',
    plays(cat('0', {}, 'this week'), /top stories/),
  ],
  // A sample of the quick update (it has no slot for the time): the headlines, three minutes.
  ['time', 'ask burst voice what happened overnight', quick({ intent: 'QuickUpdateIntent' })],
  [
    'time',
    "ask burst voice for yesterday's news",
    plays(cat('0', {}, 'yesterday'), /top stories.*yesterday/),
  ],
  ['length', 'ask burst voice to play half an hour of news', minutesOfNews(30)],
  ['length', "ask burst voice i've got fifteen minutes", minutesOfNews(15)],
  [
    'length',
    'ask burst voice to play ten minutes of tech',
    plays(cat('5'), /^Here's 10 minutes of tech news\./, { box: 600 }),
  ],
  [
    'length',
    'ask burst voice to play five minutes about space',
    plays(search({ q: 'space' }), /^Here's 5 minutes about space\./, {
      intent: 'TimedTopicIntent',
      box: 300,
    }),
  ],
  ['length', 'ask burst voice to play a recap', quick()],
  ['length', 'ask burst voice to play the news in a nutshell', quick()],
  ['length', 'ask burst voice to play a quick rundown', quick()],
  ['local', 'ask burst voice to play news in my area', localQuestion()],
  ['local', 'ask burst voice for local news', localQuestion()],
  [
    'local',
    'ask burst voice to play local news',
    plays(source(101), /local bursts from KVTR Public Radio/),
    { before: ['ask burst voice to set my station to kvtr public radio'] },
  ],
  [
    'local',
    "ask burst voice to play this morning's local news",
    plays(source(101, 'today'), /local bursts from KVTR Public Radio.*this morning/),
    { before: ['ask burst voice to set my station to kvtr public radio'] },
  ],
  [
    // The answer to "which station should I remember?" after "play local news": the local news.
    'local',
    'kvtr public radio',
    plays(source(101), /KVTR Public Radio/),
    { before: ['ask burst voice to play local news'] },
  ],
  ['something', 'ask burst voice to play something random', topStories({ intent: 'SurpriseIntent' })],
  ['something', 'ask burst voice to play stuff', topStories()],
  [
    'something',
    'ask burst voice to play something',
    plays({ path: '/v2/search', query: { q: 'electric cars' } }, /what you follow/),
    { before: ['ask burst voice to follow electric cars'] },
  ],
  [
    'something',
    'ask burst voice to play my stuff',
    plays(source(101), /what you follow/),
    { before: ['ask burst voice to follow kvtr public radio'] },
  ],
  ['music', 'ask burst voice to play some country music', music()],
  ['music', 'ask burst voice to play hip hop', music()],
  ['music', 'ask burst voice to play a song', music()],
  ['music', 'ask burst voice to play my playlist', music()],
  ['music', 'ask burst voice to play taylor swift songs', music()],
  ['language', 'ask burst voice to play the news en espanol', english()],
  ['language', 'ask burst voice to play the news in korean', english()],
  [
    // The answer to "I only have bursts in English. What would you like to hear?"
    'language',
    'sports',
    playing('10', 'sports'),
    { before: ['ask burst voice to play the news in spanish'] },
  ],
  ['follows', 'ask burst voice to follow the stock market', says(/now following the stock market/)],
  [
    'follows',
    'ask burst voice to stop following electric cars',
    says(/no longer following electric cars/, { intent: 'UnfollowIntent' }),
    { before: ['ask burst voice to follow electric cars'] },
  ],
  [
    'follows',
    'ask burst voice what do i follow',
    says(/^You follow electric cars\./, { intent: 'ListFollowsIntent' }),
    { before: ['ask burst voice to follow electric cars'] },
  ],
  [
    'follows',
    'ask burst voice to play what i follow',
    says(/don't follow anything yet/, { noContentCall: true }),
  ],
  [
    'trending',
    "ask burst voice what's popular right now",
    plays({ path: '/v2/topstories/trending' }, /^Trending now: /, { intent: 'TrendingIntent' }),
  ],
  [
    'now-playing',
    "ask burst voice what's playing",
    says(/^This is .+, from /, { intent: 'WhatIsPlayingIntent' }),
    { before: ['ask burst voice to play the news'] },
  ],
  [
    'now-playing',
    'ask burst voice what station is this',
    says(/^You're listening to /, { intent: 'AboutStationIntent', call: { path: '/v2/station' } }),
    { before: ['ask burst voice to play the news'] },
  ],
  [
    'now-playing',
    'ask burst voice to play more like this',
    plays({ path: '/v2/topstories/burst' }, /more like/, { intent: 'PlayRelatedIntent' }),
    { before: ['ask burst voice to play the news'] },
  ],
  [
    'latest',
    "ask burst voice what's new with electric cars",
    plays({ path: '/v2/search', query: { q: 'electric cars' } }, /latest on electric cars/, {
      intent: 'LatestIntent',
    }),
  ],
  ['category', 'play the cricket', playing('10', 'sports'), { before: [HELP] }],
  [
    'search',
    'i want to hear something about space',
    plays(search({ q: 'space' }), /about space\./),
    { before: [HELP] },
  ],
  [
    'length',
    'five minutes of sport',
    plays(cat('10'), /^Here's 5 minutes of sports\./, { box: 300 }),
    { before: [HELP] },
  ],
  [
    'podcast',
    'podcasts about space',
    plays(search({ q: 'space', sourceType: 'podcast' }), /podcasts about space/),
    { before: [HELP] },
  ],
  ['time', "play yesterday's news", plays(cat('0', {}, 'yesterday'), /yesterday/), { before: [HELP] }],
  [
    // The answer to "Which station should I use for weather?"
    'report',
    'use kvtr',
    plays(report('weather', 101), /weather from KVTR Public Radio/),
    { before: ["ask burst voice what's the weather"] },
  ],
]);

// ---- en-GB: "sport", the bulletin, travel news, the telly ----

const GB = at('en-GB', [
  ['category', 'ask burst voice to play the sport', playing('10', 'sport')],
  ['category', 'ask burst voice for the sport headlines', playing('10', 'sport')],
  ['category', 'ask burst voice to play the football', playing('10', 'sport')],
  ['category', 'ask burst voice to play rugby news', playing('10', 'sport')],
  ['category', 'ask burst voice for the cricket', playing('10', 'sport')],
  ['category', 'ask burst voice to play the telly news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play film news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play showbiz news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play the gossip', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play the markets', playing('3', 'business news')],
  ['category', 'ask burst voice to play us news', playing('4', 'US news')],
  ['category', 'ask burst voice to play american news', playing('4', 'US news')],
  ['category', 'ask burst voice to play science', playing('5', 'tech news')],
  ['category', 'ask burst voice to play world news', playing('6', 'world news')],
  ['category', 'play the cricket', playing('10', 'sport'), { before: [HELP] }],
  [
    'report',
    'play the travel news',
    says(/station should I use for travel news/, { intent: 'TrafficIntent', open: true }),
    { before: [HELP] },
  ],
  ['station', 'play thames radio', fromStation(108, 'Thames Radio'), { before: [HELP] }],
  ['top-stories', 'ask burst voice to play the bulletin', topStories({ intent: 'TopStoriesIntent' })],
  ['top-stories', 'ask burst voice for the news bulletin', topStories()],
  ['top-stories', 'tell burst voice to put the news on', topStories()],
  [
    'time',
    "ask burst voice to play last night's football",
    plays(cat('10', {}, 'last night'), /^Playing sport\./),
  ],
  ['time', "ask burst voice to play this evening's news", plays(cat('0', {}, 'today'), /top stories/)],
  ['time', 'ask burst voice to play the news from yesterday', plays(cat('0', {}, 'yesterday'), /yesterday/)],
  ['length', 'ask burst voice for a quick bulletin', quick({ intent: 'QuickUpdateIntent' })],
  [
    'length',
    'ask burst voice for five minutes of sport',
    plays(cat('10'), /^Here's 5 minutes of sport\./, { box: 300 }),
  ],
  ['length', "ask burst voice i've got ten minutes", minutesOfNews(10)],
  [
    'length',
    'give me five minutes of sport',
    plays(cat('10'), /^Here's 5 minutes of sport\./, { box: 300 }),
    { before: [HELP] },
  ],
  [
    'report',
    'ask burst voice to play the travel news',
    says(/station should I use for travel news/, {
      intent: 'TrafficIntent',
      noContentCall: true,
      open: true,
    }),
  ],
  [
    'report',
    'ask burst voice for travel news',
    says(/station should I use for travel news/, {
      // "Play travel news" through CategoryIntent's open slot: the chain's report step.
      intent: 'CategoryIntent',
      noContentCall: true,
      open: true,
    }),
  ],
  [
    'report',
    "ask burst voice what's on the roads",
    says(/station should I use for travel news/, {
      // "What's on {source}": the words name no station, so the chain's report step takes them.
      intent: 'SourceIntent',
      noContentCall: true,
      open: true,
    }),
  ],
  [
    'report',
    'ask burst voice for the travel news',
    plays(report('traffic', 108), /travel news from Thames Radio/),
    { before: ['ask burst voice to set my station to thames radio'] },
  ],
  [
    'report',
    "ask burst voice what's the weather like",
    says(/station should I use for the weather/, { intent: 'WeatherIntent', open: true }),
  ],
  ['station', 'ask burst voice to play thames radio', fromStation(108, 'Thames Radio')],
  ['station', 'ask burst voice to play lbc', unknownStation('lbc')],
  ['station', 'ask burst voice to play talksport', unknownStation('talksport')],
  ['station', 'ask burst voice to play radio 4', unknownStation('radio (4|four)')],
  ['station', 'ask burst voice to play sky news', unknownStation('sky( news)?')],
  ['local', 'ask burst voice to play the local news', localQuestion()],
  ['local', 'ask burst voice to play the news round here', localQuestion()],
  [
    'local',
    'ask burst voice to play the local news',
    plays(source(108), /local bursts from Thames Radio/),
    { before: ['ask burst voice to set my station to thames radio'] },
  ],
  ['something', 'ask burst voice to play something interesting', topStories({ intent: 'SurpriseIntent' })],
  ['something', 'ask burst voice to stick something on', topStories({ intent: 'SurpriseIntent' })],
  ['music', 'ask burst voice to play some classical', music()],
  ['music', 'ask burst voice to play some music', music()],
  ['language', 'ask burst voice to play the news in welsh', english()],
  [
    'podcast',
    'ask burst voice to play a podcast about the housing market',
    plays(search({ q: /housing market/, sourceType: 'podcast' }), /podcasts about (the )?housing market/),
  ],
  [
    'podcast',
    'ask burst voice to play business podcasts',
    plays(cat('3', { sourceType: 'podcast' }), /^Playing business news\./),
  ],
  ['search', 'ask burst voice to play the formula one', plays(search({ q: 'formula one' }), /formula one/)],
  ['category', 'ask burst voice to play the ftse', playing('3', 'business news')],
  [
    'search',
    'ask burst voice to play news about the nhs',
    says(/couldn't find any bursts about (the )?nhs/i, { call: search({ q: /nhs/ }), open: true }),
  ],
  ['follows', 'ask burst voice to follow football', says(/now following football/)],
  [
    'follows',
    'ask burst voice to play my topics',
    plays(cat('10'), /what you follow/, { intent: 'PlayFollowsIntent' }),
    { before: ['ask burst voice to follow football'] },
  ],
  [
    'now-playing',
    "ask burst voice what's this programme",
    says(/^You're listening to /, { intent: 'AboutShowIntent', call: { path: '/v2/show' } }),
    { before: ['ask burst voice to play the news'] },
  ],
  [
    'trending',
    "ask burst voice what's trending",
    plays({ path: '/v2/topstories/trending' }, /^Trending now: /),
  ],
]);

// ---- en-CA: hockey, the CBC, Maple Radio ----

const CA = at('en-CA', [
  ['category', 'ask burst voice to play hockey', playing('10', 'sports')],
  ['category', 'ask burst voice to play the hockey news', playing('10', 'sports')],
  ['category', 'ask burst voice to play soccer', playing('10', 'sports')],
  ['category', 'ask burst voice to play basketball news', playing('10', 'sports')],
  ['category', 'ask burst voice to play world news', playing('6', 'world news')],
  ['category', 'ask burst voice to play tech news', playing('5', 'tech news')],
  ['category', 'ask burst voice to play celebrity news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play the economy', playing('3', 'business news')],
  ['category', 'ask burst voice to play something weird', playing('90', 'offbeat stories')],
  ['category', 'play hockey', playing('10', 'sports'), { before: [HELP] }],
  [
    'report',
    "what's the weather",
    says(/station should I use for weather/, { intent: 'WeatherIntent', open: true }),
    { before: [HELP] },
  ],
  ['something', 'play something', topStories({ intent: 'SurpriseIntent' }), { before: [HELP] }],
  ['top-stories', 'ask burst voice to play the latest news', topStories()],
  ['top-stories', "ask burst voice what's new today", topStories()],
  [
    'top-stories',
    "ask burst voice to play yesterday's top stories",
    plays(cat('0', {}, 'yesterday'), /top stories/),
  ],
  ['station', 'ask burst voice to play maple radio', fromStation(110, 'Maple Radio')],
  ['station', 'ask burst voice to play cbc', unknownStation('cbc')],
  ['station', 'ask burst voice to play cbc radio', unknownStation('cbc radio')],
  [
    'report',
    'ask burst voice to play the weather',
    says(/station should I use for weather/, { intent: 'WeatherIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    'ask burst voice for the traffic report',
    says(/station should I use for traffic/, { intent: 'TrafficIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    'ask burst voice for the weather',
    plays(report('weather', 110), /weather from Maple Radio/),
    { before: ['ask burst voice to set my station to maple radio'] },
  ],
  [
    // No sports podcasts in the catalogue: said so, nothing plays.
    'podcast',
    'ask burst voice to play podcasts about hockey',
    // No sports podcasts in the catalogue: said so, and the sports list plays.
    plays(cat('10'), /^I couldn't find any podcasts about sports?\. Playing sports?\./),
  ],
  [
    'podcast',
    'ask burst voice to play a podcast about money',
    plays(cat('3', { sourceType: 'podcast' }), /^Playing business news\./),
  ],
  [
    'podcast',
    'i want to hear podcasts about money',
    plays(cat('3', { sourceType: 'podcast' }), /^Playing business news\./),
    { before: [HELP] },
  ],
  ['language', 'ask burst voice to play the news in french', english()],
  ['language', 'ask burst voice to play french news', english()],
  ['music', 'ask burst voice to play some rock music', music()],
  [
    'time',
    "ask burst voice to play yesterday's hockey",
    plays(cat('10', {}, 'yesterday'), /^Playing sports\..*yesterday/),
  ],
  ['time', "ask burst voice to play tonight's sports", plays(cat('10', {}, 'today'), /^Playing sports\./)],
  [
    'time',
    'tell burst voice to play the news from this morning',
    plays(cat('0', {}, 'today'), /this morning/),
  ],
  [
    'length',
    'ask burst voice for five minutes of business news',
    plays(cat('3'), /^Here's 5 minutes of business news\./, { box: 300 }),
  ],
  [
    'length',
    'ask burst voice to play ten minutes of world news',
    plays(cat('6'), /^Here's 10 minutes of world news\./, { box: 600 }),
  ],
  ['length', 'ask burst voice for a quick update', quick({ intent: 'QuickUpdateIntent' })],
  ['length', 'ask burst voice i have ten minutes', minutesOfNews(10)],
  ['length', 'ask burst voice for a news flash', quick()],
  ['local', 'ask burst voice to play local news', localQuestion()],
  [
    'local',
    'ask burst voice for five minutes of local news',
    plays(source(110), /local bursts from Maple Radio/, { box: 300 }),
    { before: ['ask burst voice to set my station to maple radio'] },
  ],
  ['something', 'ask burst voice to play something', topStories({ intent: 'SurpriseIntent' })],
  [
    'search',
    'ask burst voice to play news about electric cars',
    plays(search({ q: 'electric cars' }), /electric cars/),
  ],
  [
    'search',
    'ask burst voice to play nhl news',
    says(/couldn't find any bursts about nhl/i, { call: search({ q: 'nhl' }), open: true }),
  ],
  [
    'latest',
    'ask burst voice to play the latest on the wildfires',
    plays({ path: '/v2/search', query: { q: /wildfires/ } }, /latest on (the )?wildfires/, {
      intent: 'LatestIntent',
    }),
  ],
  ['follows', 'ask burst voice to follow hockey', says(/now following hockey/)],
  [
    'follows',
    'ask burst voice to play my topics',
    plays(cat('10'), /what you follow/, { intent: 'PlayFollowsIntent' }),
    { before: ['ask burst voice to follow hockey'] },
  ],
  [
    'trending',
    "ask burst voice what's trending",
    plays({ path: '/v2/topstories/trending' }, /^Trending now: /),
  ],
]);

// ---- en-AU: the footy, the cricket, this arvo, Harbour FM ----

const AU = at('en-AU', [
  ['category', 'ask burst voice to play the footy', playing('10', 'sports')],
  ['category', 'ask burst voice to play footy news', playing('10', 'sports')],
  ['category', 'ask burst voice for the footy', playing('10', 'sports')],
  ['category', 'ask burst voice to play sport', playing('10', 'sports')],
  ['category', 'ask burst voice to play the business news', playing('3', 'business news')],
  ['category', 'ask burst voice to play world news', playing('6', 'world news')],
  ['category', 'ask burst voice to play entertainment', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play the telly news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play the stock market', playing('3', 'business news')],
  ['category', 'ask burst voice to play something weird', playing('90', 'offbeat stories')],
  [
    'search',
    'ask burst voice to play the rugby league',
    plays(search({ q: 'rugby league' }), /rugby league/),
  ],
  ['search', 'ask burst voice to play the tennis', plays(search({ q: 'tennis' }), /tennis/)],
  [
    'search',
    'ask burst voice to play news about the bushfires',
    says(/couldn't find any bursts about (the )?bushfires/, { call: search({ q: /bushfires/ }), open: true }),
  ],
  [
    'search',
    'ask burst voice to play afl news',
    says(/couldn't find any bursts about afl/i, { call: search({ q: 'afl' }), open: true }),
  ],
  ['station', 'ask burst voice to play harbour fm', fromStation(109, 'Harbour FM')],
  ['station', 'ask burst voice to play triple j', unknownStation('triple j')],
  ['station', 'ask burst voice to play the abc', unknownStation('(the )?abc')],
  ['station', 'ask burst voice to play abc news', unknownStation('abc( news)?')],
  ['time', "ask burst voice to play this arvo's news", plays(cat('0', {}, 'today'), /top stories/)],
  ['time', "ask burst voice to play this morning's news", plays(cat('0', {}, 'today'), /this morning/)],
  [
    'time',
    "ask burst voice to play yesterday's footy",
    plays(cat('10', {}, 'yesterday'), /^Playing sports\..*yesterday/),
  ],
  [
    'report',
    'ask burst voice for the traffic',
    says(/station should I use for traffic/, { intent: 'TrafficIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    'ask burst voice for the traffic',
    plays(report('traffic', 109), /traffic from Harbour FM/),
    { before: ['ask burst voice to set my station to harbour fm'] },
  ],
  [
    'report',
    "ask burst voice what's the weather",
    says(/station should I use for the weather/, { intent: 'WeatherIntent', open: true }),
  ],
  ['top-stories', 'ask burst voice to play the news', topStories({ intent: 'TopStoriesIntent' })],
  ['length', 'ask burst voice for a quick update', quick({ intent: 'QuickUpdateIntent' })],
  [
    'length',
    'ask burst voice for ten minutes of footy',
    plays(cat('10'), /^Here's 10 minutes of sports\./, { box: 600 }),
  ],
  ['length', "ask burst voice i've got five minutes", minutesOfNews(5)],
  ['local', 'ask burst voice to play local news', localQuestion()],
  ['local', 'ask burst voice to play the news near me', localQuestion()],
  [
    'local',
    'ask burst voice to play the news near me',
    plays(source(109), /local bursts from Harbour FM/),
    { before: ['ask burst voice to set my station to harbour fm'] },
  ],
  ['music', 'ask burst voice to play some tunes', music()],
  ['language', 'ask burst voice to play the news in mandarin', english()],
  [
    'podcast',
    'ask burst voice to play podcasts about cricket',
    // No sports podcasts in the catalogue: said so, and the sports list plays.
    plays(cat('10'), /^I couldn't find any podcasts about sports?\. Playing sports?\./),
  ],
  [
    'podcast',
    'ask burst voice to play a podcast about the reef',
    says(/couldn't find any podcasts about (the )?reef/, {
      call: search({ q: /reef/, sourceType: 'podcast' }),
      open: true,
    }),
  ],
  ['something', 'ask burst voice to surprise me', topStories({ intent: 'SurpriseIntent' })],
  ['follows', 'ask burst voice to follow the cricket', says(/now following (the )?cricket/)],
  [
    'follows',
    'ask burst voice to play my topics',
    plays(cat('10'), /what you follow/, { intent: 'PlayFollowsIntent' }),
    { before: ['ask burst voice to follow the cricket'] },
  ],
  [
    'trending',
    "ask burst voice what's trending",
    plays({ path: '/v2/topstories/trending' }, /^Trending now: /),
  ],
  [
    'now-playing',
    "ask burst voice what's this",
    says(/^This is .+, from /, { intent: 'WhatIsPlayingIntent' }),
    { before: ['ask burst voice to play the news'] },
  ],
  ['category', 'play footy news', playing('10', 'sports'), { before: [HELP] }],
  ['category', 'play something weird', playing('90', 'offbeat stories'), { before: [HELP] }],
  ['station', 'play harbour fm', fromStation(109, 'Harbour FM'), { before: [HELP] }],
]);

// ---- en-IN: cricket, Bollywood, Hindi, Mumbai Live ----

const IN = at('en-IN', [
  ['category', 'ask burst voice to play cricket news', playing('10', 'sports')],
  ['category', 'ask burst voice to play bollywood', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play business news', playing('3', 'business news')],
  ['category', 'ask burst voice to play stock market news', playing('3', 'business news')],
  ['category', 'ask burst voice to play the share market', playing('3', 'business news')],
  ['category', 'ask burst voice to play technology news', playing('5', 'tech news')],
  ['category', 'ask burst voice to play international news', playing('6', 'world news')],
  ['category', 'ask burst voice to play entertainment news', playing('9', 'entertainment news')],
  ['category', 'ask burst voice to play something weird', playing('90', 'offbeat stories')],
  ['category', 'cricket news please', playing('10', 'sports'), { before: [HELP] }],
  ['category', 'play bollywood news', playing('9', 'entertainment news'), { before: [HELP] }],
  ['language', 'play hindi news', english(), { before: [HELP] }],
  ['station', 'play mumbai live', fromStation(111, 'Mumbai Live'), { before: [HELP] }],
  ['length', 'i have five minutes', minutesOfNews(5), { before: [HELP] }],
  [
    'search',
    'ask burst voice to play the cricket score',
    plays(search({ q: 'cricket score' }), /cricket score/),
  ],
  [
    'search',
    'ask burst voice to play dalal street daily',
    plays(search({ q: 'dalal street daily' }), /dalal street/i),
  ],
  [
    'search',
    'ask burst voice to play over the wicket',
    plays(search({ q: 'over the wicket' }), /over the wicket/i),
  ],
  ['search', 'ask burst voice to play smartphones', plays(search({ q: 'smartphones' }), /smartphones/)],
  ['search', 'ask burst voice to play space news', plays(search({ q: 'space' }), /space/)],
  [
    'search',
    'ask burst voice to play news about the elections',
    plays(search({ q: /elections/ }), /elections/),
  ],
  [
    'search',
    'ask burst voice to play ipl news',
    says(/couldn't find any bursts about ipl/i, { call: search({ q: 'ipl' }), open: true }),
  ],
  ['search', 'ask burst voice to play the sensex', playing('3', 'business news')],
  ['music', 'ask burst voice to play bollywood songs', music()],
  ['music', 'ask burst voice to play some songs', music()],
  ['language', 'ask burst voice to play hindi news', english()],
  ['language', 'ask burst voice to play the news in hindi', english()],
  ['language', 'ask burst voice to play tamil news', english()],
  ['language', 'ask burst voice to play news in telugu', english()],
  ['station', 'ask burst voice to play mumbai live', fromStation(111, 'Mumbai Live')],
  ['station', 'ask burst voice to play ndtv', unknownStation('ndtv')],
  ['station', 'ask burst voice to play all india radio', unknownStation('all india radio')],
  ['top-stories', "ask burst voice to play today's news", topStories({ intent: 'TopStoriesIntent' })],
  ['top-stories', 'ask burst voice to play latest news', topStories()],
  ['top-stories', 'ask burst voice for the headlines', quick({ intent: 'QuickUpdateIntent' })],
  ['time', 'ask burst voice to play the news of yesterday', plays(cat('0', {}, 'yesterday'), /yesterday/)],
  [
    'time',
    "ask burst voice to play yesterday's cricket",
    plays(cat('10', {}, 'yesterday'), /^Playing sports\..*yesterday/),
  ],
  ['time', 'ask burst voice to play morning news', plays(cat('0', {}, 'today'), /top stories/)],
  ['length', 'ask burst voice i have only five minutes', minutesOfNews(5)],
  // "For …" is "play …": CategoryIntent's open slot, whose chain takes the length.
  ['length', 'ask burst voice for five minutes news', minutesOfNews(5, { intent: 'CategoryIntent' })],
  ['length', 'ask burst voice for a short update', quick()],
  ['length', 'ask burst voice to play the news briefly', quick()],
  ['local', 'ask burst voice to play local news', localQuestion()],
  ['local', 'ask burst voice to play news of my city', localQuestion()],
  [
    'local',
    'ask burst voice to play news of my city',
    plays(source(111), /local bursts from Mumbai Live/),
    { before: ['ask burst voice to set my station to mumbai live'] },
  ],
  [
    'report',
    'ask burst voice for the traffic update',
    says(/station should I use for traffic/, { intent: 'TrafficIntent', noContentCall: true, open: true }),
  ],
  [
    'report',
    'ask burst voice what is the weather',
    says(/station should I use for the weather/, {
      intent: 'WeatherIntent',
      noContentCall: true,
      open: true,
    }),
  ],
  [
    'podcast',
    'ask burst voice to play podcasts about startups',
    says(/couldn't find any podcasts about startups/, {
      call: search({ q: 'startups', sourceType: 'podcast' }),
      open: true,
    }),
  ],
  [
    'podcast',
    'ask burst voice to play technology podcasts',
    plays(cat('5', { sourceType: 'podcast' }), /^Playing tech news\./),
  ],
  ['something', 'ask burst voice to play anything you like', topStories({ intent: 'SurpriseIntent' })],
  ['follows', 'ask burst voice to follow cricket', says(/now following cricket/)],
  [
    'follows',
    'ask burst voice to play my topics',
    plays(cat('10'), /what you follow/, { intent: 'PlayFollowsIntent' }),
    { before: ['ask burst voice to follow cricket'] },
  ],
  [
    'trending',
    "ask burst voice what's trending",
    plays({ path: '/v2/topstories/trending' }, /^Trending now: /),
  ],
  [
    'latest',
    'ask burst voice to play the latest on artificial intelligence',
    playing('5', 'tech news', { intent: 'LatestIntent' }),
  ],
]);

export const PHRASE_CORPUS: readonly Phrase[] = [...ISSUE_TABLE, ...US, ...GB, ...CA, ...AU, ...IN];

/** `locale: say` of an entry (with what was said before it): its name in the test. */
export const keyOf = (p: Pick<Phrase, 'locale' | 'say' | 'before'>): string =>
  `${p.locale}: ${p.before?.length ? `${p.before.join(' → ')} → ` : ''}${p.say}`;
