// Fresh phrasings for en-GB (issue 56, round 4, the held-out third), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for twenty minutes on ukraine',
    expect: { do: 'play-about', about: 'ukraine', minutes: 20 },
  },
  {
    locale: 'en-GB',
    say: 'go on then, something about the chelsea flower show',
    inSession: true,
    expect: { do: 'play-about', about: 'chelsea flower show' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the news on king charles",
    expect: { do: 'play-about', about: 'king charles' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and play a quarter of an hour of news for the drive',
    expect: { do: 'play-news', minutes: 15 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the business news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play my topics',
    context: { follows: ['arsenal', 'cost of living'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for anything on scottish independence',
    expect: { do: 'play-about', about: 'scottish independence' },
  },
  {
    locale: 'en-GB',
    say: "catch me up on yesterday's news, would you",
    inSession: true,
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the sport from last night',
    expect: { do: 'play-news', category: 'sport', since: 'last night' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for five minutes on energy bills',
    expect: { do: 'play-about', about: 'energy bills', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for anything on the post office scandal',
    expect: { do: 'play-about', about: 'post office scandal' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to fill me in on the last few days, i've been away",
    expect: { do: 'play-news', since: 'last few days' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play ten minutes of news',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice i want more of this sort of thing',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for podcasts about football tactics',
    expect: { do: 'play-about', about: 'football tactics', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for fifteen minutes of podcasts about mental health',
    expect: { do: 'play-about', about: 'mental health', podcasts: true, minutes: 15 },
  },
  {
    locale: 'en-GB',
    say: "right, i'm off on the school run, give me five minutes on the teachers pay dispute",
    inSession: true,
    expect: { do: 'play-about', about: 'teachers pay dispute', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play something about the premier league',
    expect: { do: 'play-about', about: 'premier league' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what this is',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about house prices',
    expect: { do: 'play-about', about: 'house prices' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for arsenal news',
    expect: { do: 'play-about', about: 'arsenal' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to give me a shout when there's something new about the ashes",
    expect: { do: 'notify', topic: 'ashes' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play my saved bits',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: "i'm just doing the washing up, stick on something about the football",
    inSession: true,
    expect: { do: 'play-about', about: 'football' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice if there's anything new on the election this week",
    expect: { do: 'play-about', about: 'election', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'local news',
    inSession: true,
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the market minute podcast',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the stuff i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: "alexa, tell burst voice i don't want to follow brexit any more",
    context: { follows: ['brexit', 'nhs'] },
    expect: { do: 'unfollow', topic: 'brexit' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to notify me about the budget',
    expect: { do: 'notify', topic: 'budget' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice about prime minister's questions from wednesday",
    expect: { do: 'play-about', about: "prime minister's questions", since: 'wednesday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play podcasts on true crime for half an hour',
    expect: { do: 'play-about', about: 'true crime', podcasts: true, minutes: 30 },
  },
  {
    locale: 'en-GB',
    say: 'anything on glastonbury',
    inSession: true,
    expect: { do: 'play-about', about: 'glastonbury' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to add cost of living to my topics',
    expect: { do: 'follow', topic: 'cost of living' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for wimbledon news from today',
    expect: { do: 'play-about', about: 'wimbledon', since: 'today' },
  },
];
