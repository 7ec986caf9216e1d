// Fresh phrasings for en-AU (issue 56, round 3), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: 'alexa, open burst voice and play the news headlines',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how the footy went on the weekend',
    expect: { do: 'play-about', about: 'footy', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for the news, i've got ten minutes before my arvo meeting",
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the latest on the rba",
    expect: { do: 'play-about', about: 'rba' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the ashes',
    expect: { do: 'play-about', about: 'ashes' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening overseas",
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the bushfires',
    expect: { do: 'play-about', about: 'bushfires' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to chuck on some sport',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice whether i need a brolly today',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice how's the traffic on the m1",
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, get burst voice to play five minutes of news',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, play podcasts about surfing on burst voice',
    expect: { do: 'play-about', about: 'surfing', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's trending this arvo",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for anything about housing affordability',
    expect: { do: 'play-about', about: 'housing affordability' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's this we're listening to",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to chuck on more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to follow the matildas',
    expect: { do: 'follow', topic: 'matildas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play something about the great barrier reef',
    expect: { do: 'play-about', about: 'great barrier reef' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for weird news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the picks from the editors',
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what happened in canberra this week',
    expect: { do: 'play-about', about: 'canberra', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play some ac dc',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play a bit of afl news',
    expect: { do: 'play-about', about: 'afl' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what happened overnight',
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice how long's this go for",
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what am i following',
    context: { follows: ['matildas', 'nrl'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to let me know if there's news about the brisbane olympics",
    expect: { do: 'notify', topic: 'brisbane olympics' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice can i get signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, can you get burst voice to play something on the cost of living',
    expect: { do: 'play-about', about: 'cost of living' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's new with the australian open",
    expect: { do: 'play-about', about: 'australian open' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, open burst voice and play a random one',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-AU',
    say: 'business thanks',
    inSession: true,
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-AU',
    say: 'whatever you reckon',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for saturday's sport",
    expect: { do: 'play-news', category: 'sport', since: 'saturday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a couple of minutes on the housing market',
    expect: { do: 'play-about', about: 'housing market', minutes: 2 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's hot right now",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what are people talking about',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for twenty minutes about climate change',
    expect: { do: 'play-about', about: 'climate change', minutes: 20 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's been on the news this morning",
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the wallabies',
    expect: { do: 'play-about', about: 'wallabies' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, use burst voice to play stuff on fishing',
    expect: { do: 'play-about', about: 'fishing' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening with superannuation",
    expect: { do: 'play-about', about: 'super' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news from the last few days',
    expect: { do: 'play-news', since: 'last few days' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to unfollow harbour fm',
    context: { follows: ['Harbour FM'] },
    expect: { do: 'unfollow', topic: 'Harbour FM' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to keep this one',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what station's this",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, get the weather forecast from burst voice',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for podcasts about small business',
    expect: { do: 'play-about', about: 'small business', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening with the nbn",
    expect: { do: 'play-about', about: 'nbn' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, have burst voice play half an hour of news',
    expect: { do: 'play-news', minutes: 30 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the entertainment news from the weekend',
    expect: { do: 'play-news', category: 'entertainment', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on with trump",
    expect: { do: 'play-about', about: 'trump' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the business news from this morning',
    expect: { do: 'play-news', category: 'business', since: 'this morning' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, launch burst voice and play something about sharks',
    expect: { do: 'play-about', about: 'sharks' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to play some odd stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what topics am i following',
    context: { follows: ['ashes', 'bushfires'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how much of this is left',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's new in the world of ai",
    expect: { do: 'play-about', about: 'ai' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the headlines from monday',
    expect: { do: 'play-news', since: 'monday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for some thames radio',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the cricket',
    expect: { do: 'play-about', about: 'cricket' },
  },
  {
    locale: 'en-AU',
    say: 'something on health',
    inSession: true,
    expect: { do: 'play-about', about: 'health' },
  },
  {
    locale: 'en-AU',
    say: 'five minutes of sport',
    inSession: true,
    expect: { do: 'play-news', category: 'sport', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to tell me when there's news about interest rates",
    expect: { do: 'notify', topic: 'interest rates' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for an update on the stock market',
    expect: { do: 'play-about', about: 'stock market' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to give me the weekend news',
    expect: { do: 'play-news', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play a podcast about parenting',
    expect: { do: 'play-about', about: 'parenting', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play something about space for ten minutes',
    expect: { do: 'play-about', about: 'space', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news from wednesday',
    expect: { do: 'play-news', since: 'wednesday' },
  },
  {
    locale: 'en-AU',
    say: "alexa, i want burst voice to play me a bit about electric cars, maybe ten minutes while i'm driving",
    expect: { do: 'play-about', about: 'electric cars', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening in sydney",
    expect: { do: 'play-about', about: 'sydney' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice if it can find me something on mental health',
    expect: { do: 'play-about', about: 'mental health' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening in the test match",
    expect: { do: 'play-about', about: 'test match' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the latest tech news",
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the latest on the matildas",
    expect: { do: 'play-about', about: 'matildas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play some aussie hip hop',
    expect: { do: 'decline', reason: 'music' },
  },
];
