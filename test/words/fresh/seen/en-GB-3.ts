// Round 1's held-out third for en-GB (issue 56): out of sight until that round closed, seen since (README.md).
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to put thames on',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to chuck on something about energy bills while i do the washing up',
    expect: { do: 'play-about', about: 'energy bills' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for anything on the premier league from the weekend',
    expect: { do: 'play-about', about: 'premier league', since: 'weekend' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's everyone on about today",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a quick catch up on the news before work',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about the cost of living crisis',
    expect: { do: 'play-about', about: 'cost of living crisis' },
  },
  {
    locale: 'en-GB',
    say: "who's presenting this",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and play the bits i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: 'give us more like this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the local news while i have my breakfast',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for yesterday's headlines",
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice right so i've been meaning to catch up on arsenal what's new with them",
    expect: { do: 'play-about', about: 'arsenal' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the offbeat stories podcast',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the things i follow',
    context: { follows: ['cricket', 'formula one', 'Thames Radio'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for some showbiz news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for the editor's picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to follow formula one',
    expect: { do: 'follow', topic: 'formula one' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play five minutes on interest rates',
    expect: { do: 'play-about', about: 'interest rates', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's new in science since tuesday",
    expect: { do: 'play-news', category: 'tech', since: 'tuesday' },
  },
  { locale: 'en-GB', say: "alexa, ask burst voice how's the traffic on the m25", expect: { do: 'traffic' } },
  {
    locale: 'en-GB',
    say: 'the sport from last night please',
    inSession: true,
    expect: { do: 'play-news', category: 'sport', since: 'last night' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the business headlines from friday',
    expect: { do: 'play-news', category: 'business', since: 'friday' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for more on the king's health",
    expect: { do: 'play-about', about: "king's health" },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to stop following the formula one',
    context: { follows: ['formula one', 'cricket'] },
    expect: { do: 'unfollow', topic: 'formula one' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for twenty minutes of business',
    expect: { do: 'play-news', category: 'business', minutes: 20 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for something on the channel crossings',
    expect: { do: 'play-about', about: 'channel crossings' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening in parliament today",
    expect: { do: 'play-about', about: 'parliament', since: 'today' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for some weird news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-GB',
    say: 'what story is this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what i missed in the football over the weekend',
    expect: { do: 'play-about', about: 'football', since: 'weekend' },
  },
  {
    locale: 'en-GB',
    say: 'how much is left',
    inSession: true,
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for my saved stuff',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: 'stop following the london briefing',
    inSession: true,
    context: { follows: ['The London Briefing', 'cricket'] },
    expect: { do: 'unfollow', topic: 'The London Briefing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about council tax',
    expect: { do: 'play-about', about: 'council tax' },
  },
  {
    locale: 'en-GB',
    say: 'anything on man united',
    inSession: true,
    expect: { do: 'play-about', about: 'man united' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a short round up of entertainment news since thursday',
    expect: { do: 'play-news', category: 'entertainment', since: 'thursday' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's going on in gaza",
    expect: { do: 'play-about', about: 'gaza' },
  },
  { locale: 'en-GB', say: "alexa, ask burst voice what's hot right now", expect: { do: 'trending' } },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play news about strictly come dancing from sunday',
    expect: { do: 'play-about', about: 'strictly come dancing', since: 'sunday' },
  },
  { locale: 'en-GB', say: 'alexa, get the traffic report from burst voice', expect: { do: 'traffic' } },
  { locale: 'en-GB', say: 'alexa, ask burst voice to play something random', expect: { do: 'surprise' } },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for three minutes of quirky stories',
    expect: { do: 'play-news', category: 'offbeat', minutes: 3 },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for this week's editor's picks",
    expect: { do: 'play-news', category: 'editors-picks', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's on about the euros",
    expect: { do: 'play-about', about: 'euros' },
  },
];
