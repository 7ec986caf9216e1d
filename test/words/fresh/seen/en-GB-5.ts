// Fresh phrasings for en-GB (issue 56, round 3, held out), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play thames radio',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's been going on in the world since yesterday",
    expect: { do: 'play-news', category: 'world', since: 'yesterday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the sport',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a quick catch up on the cost of living',
    expect: { do: 'play-about', about: 'cost of living' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for any news on the bank of england',
    expect: { do: 'play-about', about: 'bank of england' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to follow the six nations',
    expect: { do: 'follow', topic: 'six nations' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for anything odd or quirky',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, get burst voice to give me ten minutes of headlines',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and play signal and noise please',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice who's presenting this",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play a podcast about football tactics',
    expect: { do: 'play-about', about: 'football tactics', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to notify me when there's news on the junior doctors strike",
    expect: { do: 'notify', topic: 'junior doctors strike' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's new in technology",
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-GB',
    say: 'the sport please',
    inSession: true,
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-GB',
    say: "what's going on abroad",
    inSession: true,
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play me something on the general election',
    expect: { do: 'play-about', about: 'general election' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play some classical music',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice could you play something about climate change please',
    expect: { do: 'play-about', about: 'climate change' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for news about the scottish parliament',
    expect: { do: 'play-about', about: 'scottish parliament' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play harbour fm',
    expect: { do: 'play-station', station: 'Harbour FM' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice how many minutes are left',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what the weather's going to do this weekend",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, play something about antiques on burst voice',
    expect: { do: 'play-about', about: 'antiques' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to give me a bit of business news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for today's pick of the stories from the editors",
    expect: { do: 'play-news', category: 'editors-picks', since: 'today' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to let me know if anything comes up about the ashes',
    expect: { do: 'notify', topic: 'ashes' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the one i saved earlier',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's going on in westminster",
    expect: { do: 'play-about', about: 'westminster' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's this",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what labour's been up to this week",
    expect: { do: 'play-about', about: 'labour', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'something about cycling',
    inSession: true,
    expect: { do: 'play-about', about: 'cycling' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the world news from the last few days',
    expect: { do: 'play-news', category: 'world', since: 'last few days' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest on the weather',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to find me some podcasts on personal finance',
    expect: { do: 'play-about', about: 'personal finance', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's been happening since monday",
    expect: { do: 'play-news', since: 'monday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice right, can you get me up to speed on the premier league transfers',
    expect: { do: 'play-about', about: 'premier league transfers' },
  },
];
