// Fresh phrasings for en-US (issue 56, round 3, held out), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play five minutes of business news',
    expect: { do: 'play-news', category: 'business', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and give me a quick tech update',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to catch me up on what i missed since yesterday',
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice how's traffic looking",
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-US',
    say: 'alexa, can you get burst voice to play podcasts about personal finance',
    expect: { do: 'play-about', about: 'personal finance', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to follow the supreme court',
    expect: { do: 'follow', topic: 'supreme court' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to give me ten minutes of news',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice how much time is left',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's happening with the stock market today",
    expect: { do: 'play-about', about: 'stock market', since: 'today' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to tell me when there's news about student loans",
    expect: { do: 'notify', topic: 'student loans' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for two minutes of world news',
    expect: { do: 'play-news', category: 'world', minutes: 2 },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice who's talking",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play bay city radio',
    expect: { do: 'play-station', station: 'Bay City Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for something about healthy eating',
    expect: { do: 'play-about', about: 'healthy eating' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice hey can you play me something about college football for like five minutes',
    expect: { do: 'play-about', about: 'college football', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, what are the top stories on burst voice',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: 'business',
    inSession: true,
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to follow capital talk',
    expect: { do: 'follow', topic: 'Capital Talk' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play a few minutes on crypto',
    expect: { do: 'play-about', about: 'crypto' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to give me more stories like this one',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play mountain public media',
    expect: { do: 'play-station', station: 'Mountain Public Media' },
  },
  {
    locale: 'en-US',
    say: 'alexa, play something about electric vehicles on burst voice',
    expect: { do: 'play-about', about: 'electric vehicles' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice can you tell me what happened with the primaries last night',
    expect: { do: 'play-about', about: 'primaries', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play morning cascade',
    expect: { do: 'play-station', station: 'Morning Cascade' },
  },
  {
    locale: 'en-US',
    say: 'alexa, have burst voice play twenty minutes of news for my commute',
    expect: { do: 'play-news', minutes: 20 },
  },
  {
    locale: 'en-US',
    say: 'alexa, launch burst voice and play the sports news',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play my follows for ten minutes',
    context: { follows: ['supreme court', 'Capital Talk'] },
    expect: { do: 'play-follows', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the stuff i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for news from the past few days',
    expect: { do: 'play-news', since: 'last few days' },
  },
  {
    locale: 'en-US',
    say: 'tell me about space',
    inSession: true,
    expect: { do: 'play-about', about: 'space' },
  },
  {
    locale: 'en-US',
    say: 'play something about cooking for ten minutes',
    inSession: true,
    expect: { do: 'play-about', about: 'cooking', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, play podcasts about startups on burst voice',
    expect: { do: 'play-about', about: 'startups', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice how long this one is going to go',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-US',
    say: 'alexa, start burst voice and play something about mental health',
    expect: { do: 'play-about', about: 'mental health' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the buzz around the super bowl",
    expect: { do: 'play-about', about: 'super bowl' },
  },
];
