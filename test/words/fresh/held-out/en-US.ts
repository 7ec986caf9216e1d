// Fresh phrasings for en-US (issue 56, round 4, the held-out third), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what happened with the fed yesterday',
    expect: { do: 'play-about', about: 'fed', since: 'yesterday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a two minute news update',
    expect: { do: 'play-news', minutes: 2 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to catch me up on march madness',
    expect: { do: 'play-about', about: 'march madness' },
  },
  {
    locale: 'en-US',
    say: "i'm making dinner, play me some news",
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play whatever',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what they're saying about inflation today",
    expect: { do: 'play-about', about: 'inflation', since: 'today' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for tech news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what i'm following",
    context: { follows: ['nfl', 'climate change'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the business headlines from the last few days',
    expect: { do: 'play-news', category: 'business', since: 'last few days' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice is there anything new on the student debt thing this week',
    expect: { do: 'play-about', about: 'student debt', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to save this one, i wanna finish it later',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the story with boeing since monday",
    expect: { do: 'play-about', about: 'boeing', since: 'monday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a podcast on baseball history',
    expect: { do: 'play-about', about: 'baseball history', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play my saved stories',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for anything about the eras tour',
    expect: { do: 'play-about', about: 'eras tour' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to follow bay city radio',
    expect: { do: 'follow', topic: 'Bay City Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to catch me up on what happened over the weekend',
    expect: { do: 'play-news', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for market minute',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play radio stories about the farm bill',
    expect: { do: 'play-about', about: 'farm bill' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the latest on the supreme court",
    expect: { do: 'play-about', about: 'supreme court' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the news since friday',
    expect: { do: 'play-news', since: 'friday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice i want to hear about bitcoin',
    expect: { do: 'play-about', about: 'bitcoin' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what station this is',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new with the war in ukraine",
    expect: { do: 'play-about', about: 'war in ukraine' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to notify me about the jobs report',
    expect: { do: 'notify', topic: 'jobs report' },
  },
  {
    locale: 'en-US',
    say: 'international headlines',
    inSession: true,
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice about hurricane season',
    expect: { do: 'play-about', about: 'hurricane season' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for three minutes on the stock market',
    expect: { do: 'play-about', about: 'stock market', minutes: 3 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice how much longer is this',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what i missed yesterday',
    expect: { do: 'play-news', since: 'yesterday' },
  },
];
