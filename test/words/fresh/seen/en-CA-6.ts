// Fresh phrasings for en-CA (issue 56, round 4), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: "okay so what's the deal with the canada post strike",
    inSession: true,
    expect: { do: 'play-about', about: 'canada post strike' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how many minutes are left',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the sports from last night',
    expect: { do: 'play-news', category: 'sport', since: 'last night' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for anything about the canucks',
    expect: { do: 'play-about', about: 'canucks' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play maple radio',
    expect: { do: 'play-station', station: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'news from around here',
    inSession: true,
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-CA',
    say: "i'm shovelling the driveway, throw on some stuff about the nhl trade deadline",
    inSession: true,
    expect: { do: 'play-about', about: 'nhl trade deadline' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice who's hosting this",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how the roads are',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to surprise me',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to put on maple radio',
    expect: { do: 'play-station', station: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to bookmark this',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the leafs game from last night',
    expect: { do: 'play-about', about: 'leafs game', since: 'last night' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for news on the stanley cup playoffs',
    expect: { do: 'play-about', about: 'stanley cup playoffs' },
  },
  {
    locale: 'en-CA',
    say: 'the latest on interest rates',
    inSession: true,
    expect: { do: 'play-about', about: 'interest rates' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for this morning's news",
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for tech news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice when this ends',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the latest on the tariffs",
    expect: { do: 'play-about', about: 'tariffs' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for news about the loonie',
    expect: { do: 'play-about', about: 'loonie' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for three minutes of business news',
    expect: { do: 'play-news', category: 'business', minutes: 3 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice i like this, play more',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the topics i follow',
    context: { follows: ['oilers', 'tariffs'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the business report',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on with air canada",
    expect: { do: 'play-about', about: 'air canada' },
  },
  {
    locale: 'en-CA',
    say: 'headlines please',
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the offbeat stories podcast',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to follow the carbon tax',
    expect: { do: 'follow', topic: 'carbon tax' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the dental care plan',
    expect: { do: 'play-about', about: 'dental care plan' },
  },
  {
    locale: 'en-CA',
    say: 'whatever you want, eh',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-CA',
    say: "i'm making supper, play me some news",
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice if there's anything new on pharmacare this week",
    expect: { do: 'play-about', about: 'pharmacare', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for punjabi news',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for radio stories about the rcmp',
    expect: { do: 'play-about', about: 'rcmp' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for ten minutes on the toronto real estate market',
    expect: { do: 'play-about', about: 'toronto real estate market', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, launch burst voice and play something about the world juniors',
    expect: { do: 'play-about', about: 'world juniors' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for today's news",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about hydro rates',
    expect: { do: 'play-about', about: 'hydro rates' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's trending",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the latest on the ttc',
    expect: { do: 'play-about', about: 'ttc' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to save this one',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for sports news',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-CA',
    say: 'podcasts about the outdoors',
    inSession: true,
    expect: { do: 'play-about', about: 'outdoors', podcasts: true },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to stop following the leafs',
    context: { follows: ['leafs', 'tariffs'] },
    expect: { do: 'unfollow', topic: 'leafs' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the stuff i bookmarked',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play market minute',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what doug ford's up to",
    expect: { do: 'play-about', about: 'doug ford' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what happened yesterday',
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about quebec politics',
    expect: { do: 'play-about', about: 'quebec politics' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a ten minute newscast',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and play fifteen minutes of news for the commute',
    expect: { do: 'play-news', minutes: 15 },
  },
  {
    locale: 'en-CA',
    say: "what's everybody listening to these days",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for anything on the raptors from this week',
    expect: { do: 'play-about', about: 'raptors', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play more stories like this one',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'entertainment stuff from monday',
    inSession: true,
    expect: { do: 'play-news', category: 'entertainment', since: 'monday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for news about the carbon tax',
    expect: { do: 'play-about', about: 'carbon tax' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to play something on the auto sector',
    expect: { do: 'play-about', about: 'auto sector' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for world news from the past few days',
    expect: { do: 'play-news', category: 'world', since: 'last few days' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for science news from this week',
    expect: { do: 'play-news', category: 'tech', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with the oilers",
    expect: { do: 'play-about', about: 'oilers' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for five minutes of my follows',
    context: { follows: ['housing', 'Maple Radio'] },
    expect: { do: 'play-follows', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to read me my follows',
    context: { follows: ['Maple Radio', 'blue jays'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for anything on the montreal canadiens from saturday',
    expect: { do: 'play-about', about: 'montreal canadiens', since: 'saturday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the blue jays',
    expect: { do: 'play-about', about: 'blue jays' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to follow maple radio',
    expect: { do: 'follow', topic: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to catch me up on the weekend's news",
    expect: { do: 'play-news', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'catch me up on my stuff',
    inSession: true,
    context: { follows: ['leafs', 'interest rates'] },
    expect: { do: 'play-follows' },
  },
];
