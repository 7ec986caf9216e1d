// Fresh phrasings for en-CA (issue 56, round 3, held out), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: 'alexa, play maple radio on burst voice',
    expect: { do: 'play-station', station: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to play true north today',
    expect: { do: 'play-station', station: 'True North Today' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in ottawa",
    expect: { do: 'play-about', about: 'ottawa' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the local news eh',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new with the bank of canada",
    expect: { do: 'play-about', about: 'bank of canada' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the top stories since yesterday',
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, play the entertainment news from burst voice',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the signal and noise podcast',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with the loonie",
    expect: { do: 'play-about', about: 'loonie' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for an episode of offbeat stories',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, use burst voice to play stuff about curling',
    expect: { do: 'play-about', about: 'curling' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for today's editors' picks",
    expect: { do: 'play-news', category: 'editors-picks', since: 'today' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to stop following the canucks',
    context: { follows: ['canucks', 'Maple Radio'] },
    expect: { do: 'unfollow', topic: 'canucks' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play my saved clips',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-CA',
    say: 'business news please',
    inSession: true,
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-CA',
    say: 'something random',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play something about the oilers from the last few days',
    expect: { do: 'play-about', about: 'oilers', since: 'last few days' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with the american election",
    expect: { do: 'play-about', about: 'american election' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, launch burst voice and play world news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to give me twenty minutes of the news',
    expect: { do: 'play-news', minutes: 20 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the buzz today",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the news from my area',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to bookmark this story',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for something on the blue jays',
    expect: { do: 'play-about', about: 'blue jays' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what the premier said today',
    expect: { do: 'play-about', about: 'premier', since: 'today' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice can i get bursts in french',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play my follows for fifteen minutes',
    context: { follows: ['canucks', 'Rink Side'] },
    expect: { do: 'play-follows', minutes: 15 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in parliament this week",
    expect: { do: 'play-about', about: 'parliament', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for an entertainment update',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-CA',
    say: 'something about fishing',
    inSession: true,
    expect: { do: 'play-about', about: 'fishing' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to let me know when there's news on the teachers strike",
    expect: { do: 'notify', topic: 'teachers strike' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for the editors' top stories",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what topics do i follow',
    context: { follows: ['Maple Radio', 'nhl draft'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the story with the canada post strike",
    expect: { do: 'play-about', about: 'canada post strike' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and play the traffic report',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's this about",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in vancouver",
    expect: { do: 'play-about', about: 'vancouver' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice so i was wondering if you could play me a bit about the olympics',
    expect: { do: 'play-about', about: 'olympics' },
  },
];
