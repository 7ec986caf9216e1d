// Fresh phrasings for en-CA (issue 56, round 4, the held-out third), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the signal and noise podcast',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for federal election news from yesterday',
    expect: { do: 'play-about', about: 'federal election', since: 'yesterday' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what i'm listening to",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for some odd news stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in the arctic",
    expect: { do: 'play-about', about: 'arctic' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what they're saying about immigration levels",
    expect: { do: 'play-about', about: 'immigration levels' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to play stuff about pierre poilievre',
    expect: { do: 'play-about', about: 'pierre poilievre' },
  },
  {
    locale: 'en-CA',
    say: "how cold's it supposed to get today",
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to notify me about the canada post strike',
    expect: { do: 'notify', topic: 'canada post strike' },
  },
  {
    locale: 'en-CA',
    say: "alexa, tell burst voice i'm done following curling",
    context: { follows: ['curling', 'nhl'] },
    expect: { do: 'unfollow', topic: 'curling' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to ping me when there's something new on the stanley cup",
    expect: { do: 'notify', topic: 'stanley cup' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for fifteen minutes of podcasts about investing',
    expect: { do: 'play-about', about: 'investing', podcasts: true, minutes: 15 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for twenty minutes on the trade war',
    expect: { do: 'play-about', about: 'trade war', minutes: 20 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about first nations land claims',
    expect: { do: 'play-about', about: 'first nations land claims' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about vancouver housing',
    expect: { do: 'play-about', about: 'vancouver housing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the latest on mark carney',
    expect: { do: 'play-about', about: 'mark carney' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new with the trans mountain pipeline",
    expect: { do: 'play-about', about: 'trans mountain pipeline' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the forecast',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, use burst voice to find podcasts on canadian history',
    expect: { do: 'play-about', about: 'canadian history', podcasts: true },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the traffic on my commute',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for world news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play me a bit about the oil sands while i make breakfast',
    expect: { do: 'play-about', about: 'oil sands' },
  },
  {
    locale: 'en-CA',
    say: 'heading up to the cottage, give me half an hour of stuff about fishing',
    inSession: true,
    expect: { do: 'play-about', about: 'fishing', minutes: 30 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to add the blue jays to my follows',
    expect: { do: 'follow', topic: 'blue jays' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for something similar',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for five minutes of news',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play something random',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-CA',
    say: 'can you put on something about the leafs for like ten minutes',
    inSession: true,
    expect: { do: 'play-about', about: 'leafs', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the bank of canada rate decision',
    expect: { do: 'play-about', about: 'bank of canada rate decision' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to let me know when there's news on the bank of canada",
    expect: { do: 'notify', topic: 'bank of canada' },
  },
  {
    locale: 'en-CA',
    say: 'what did i miss this week',
    inSession: true,
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for curling from the weekend',
    expect: { do: 'play-about', about: 'curling', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the news since thursday',
    expect: { do: 'play-news', since: 'thursday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to follow the oilers',
    expect: { do: 'follow', topic: 'oilers' },
  },
];
