// Round 1's held-out third for en-IN (issue 56): out of sight until that round closed, seen since (README.md).
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play mumbai live',
    expect: { do: 'play-station', station: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice can you play something on the sensex for five minutes only',
    expect: { do: 'play-about', about: 'sensex', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice anything new on chandrayaan since yesterday',
    expect: { do: 'play-about', about: 'chandrayaan', since: 'yesterday' },
  },
  { locale: 'en-IN', say: 'alexa, ask burst voice what is trending now', expect: { do: 'trending' } },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to give me a quick tech update before office',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for stuff about the repo rate since monday',
    expect: { do: 'play-about', about: 'repo rate', since: 'monday' },
  },
  {
    locale: 'en-IN',
    say: 'who is speaking',
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and play my saved bursts',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-IN',
    say: 'play more like this na',
    inSession: true,
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  { locale: 'en-IN', say: 'alexa, ask burst voice for local news please', expect: { do: 'play-local' } },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what all happened overnight',
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice actually my father was asking about virat kohli can you tell me what is going on with him',
    expect: { do: 'play-about', about: 'virat kohli' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play the market minute podcast',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play my followed topics',
    context: { follows: ['cricket', 'Over the Wicket', 'stock market'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to kindly play entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for the editor's picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to follow over the wicket',
    expect: { do: 'follow', topic: 'Over the Wicket' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play a fifteen minute update on the stock market',
    expect: { do: 'play-about', about: 'stock market', minutes: 15 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is new in science since tuesday',
    expect: { do: 'play-news', category: 'tech', since: 'tuesday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how is the traffic in bengaluru right now',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-IN',
    say: 'play sports news from the weekend',
    inSession: true,
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for business headlines from friday',
    expect: { do: 'play-news', category: 'business', since: 'friday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for more on onion prices',
    expect: { do: 'play-about', about: 'onion prices' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to stop following over the wicket',
    context: { follows: ['Over the Wicket', 'cricket'] },
    expect: { do: 'unfollow', topic: 'Over the Wicket' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for business news for ten minutes',
    expect: { do: 'play-news', category: 'business', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for bursts on board exam results',
    expect: { do: 'play-about', about: 'board exam results' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the latest from the supreme court',
    expect: { do: 'play-about', about: 'supreme court' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for some odd news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-IN',
    say: 'what is this news about',
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what i missed in cricket over the weekend',
    expect: { do: 'play-about', about: 'cricket', since: 'weekend' },
  },
  {
    locale: 'en-IN',
    say: 'how many minutes are left',
    inSession: true,
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play my saved items',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-IN',
    say: 'unfollow dalal street daily',
    inSession: true,
    context: { follows: ['Dalal Street Daily', 'cricket'] },
    expect: { do: 'unfollow', topic: 'Dalal Street Daily' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the mumbai metro',
    expect: { do: 'play-about', about: 'mumbai metro' },
  },
  {
    locale: 'en-IN',
    say: 'anything on the kolkata knight riders',
    inSession: true,
    expect: { do: 'play-about', about: 'kolkata knight riders' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for a short roundup of entertainment news since thursday',
    expect: { do: 'play-news', category: 'entertainment', since: 'thursday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going on in kashmir',
    expect: { do: 'play-about', about: 'kashmir' },
  },
  { locale: 'en-IN', say: "alexa, ask burst voice what's hot right now", expect: { do: 'trending' } },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about the hockey match from sunday',
    expect: { do: 'play-about', about: 'hockey', since: 'sunday' },
  },
  { locale: 'en-IN', say: 'alexa, get the traffic update from burst voice', expect: { do: 'traffic' } },
  { locale: 'en-IN', say: 'alexa, ask burst voice to play something random', expect: { do: 'surprise' } },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for two minutes of weird news',
    expect: { do: 'play-news', category: 'offbeat', minutes: 2 },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for this week's editor's picks",
    expect: { do: 'play-news', category: 'editors-picks', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly tell me the latest on the rbi policy na',
    expect: { do: 'play-about', about: 'rbi policy' },
  },
];
