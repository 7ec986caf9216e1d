// Round 1's held-out third for en-AU (issue 56): out of sight until that round closed, seen since (README.md).
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to put harbour fm on',
    expect: { do: 'play-station', station: 'Harbour FM' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice can you chuck on something about the rate rise for like five minutes',
    expect: { do: 'play-about', about: 'rate rise', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice anything new on the state of origin since last night',
    expect: { do: 'play-about', about: 'state of origin', since: 'last night' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what everyone's yakking about today",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a quick tech update while i have brekkie',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for stuff about the rba since monday',
    expect: { do: 'play-about', about: 'rba', since: 'monday' },
  },
  {
    locale: 'en-AU',
    say: "who's this bloke talking",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, open burst voice and play my saved ones',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-AU',
    say: 'give us more like this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  { locale: 'en-AU', say: 'alexa, ask burst voice for the local news', expect: { do: 'play-local' } },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what i missed overnight',
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice reckon you could find me something on the matildas i've been meaning to catch up",
    expect: { do: 'play-about', about: 'matildas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to chuck on the offbeat stories podcast',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the stuff i follow',
    context: { follows: ['afl', 'Harbour Mornings', 'cricket'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to give us the latest celebrity goss',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for the editor's picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to follow harbour mornings',
    expect: { do: 'follow', topic: 'Harbour Mornings' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play five minutes on petrol prices',
    expect: { do: 'play-about', about: 'petrol prices', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's new in science since wednesday",
    expect: { do: 'play-news', category: 'tech', since: 'wednesday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how are the roads looking for my commute',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-AU',
    say: 'the sport from the weekend',
    inSession: true,
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for business headlines from friday',
    expect: { do: 'play-news', category: 'business', since: 'friday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for more on the nrl grand final',
    expect: { do: 'play-about', about: 'nrl grand final' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to unfollow harbour mornings',
    context: { follows: ['Harbour Mornings', 'afl'] },
    expect: { do: 'unfollow', topic: 'Harbour Mornings' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for business news for fifteen minutes',
    expect: { do: 'play-news', category: 'business', minutes: 15 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for bursts on shark attacks',
    expect: { do: 'play-about', about: 'shark attacks' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the latest from parliament house',
    expect: { do: 'play-about', about: 'parliament house' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for some quirky news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-AU',
    say: "what's this story",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what i missed in the nrl over the weekend',
    expect: { do: 'play-about', about: 'nrl', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: 'how much longer is this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for my saved stuff',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-AU',
    say: 'stop following boundary line',
    inSession: true,
    context: { follows: ['Boundary Line', 'afl'] },
    expect: { do: 'unfollow', topic: 'Boundary Line' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the brisbane olympics',
    expect: { do: 'play-about', about: 'brisbane olympics' },
  },
  {
    locale: 'en-AU',
    say: 'anything on the swans',
    inSession: true,
    expect: { do: 'play-about', about: 'swans' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a short roundup of entertainment since tuesday',
    expect: { do: 'play-news', category: 'entertainment', since: 'tuesday' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on in the middle east",
    expect: { do: 'play-about', about: 'middle east' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the big story everyone's on about",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for news about the grand prix from sunday',
    expect: { do: 'play-about', about: 'grand prix', since: 'sunday' },
  },
  { locale: 'en-AU', say: 'alexa, get the traffic update from burst voice', expect: { do: 'traffic' } },
  { locale: 'en-AU', say: 'alexa, ask burst voice to play me anything', expect: { do: 'surprise' } },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a couple of minutes of odd stories',
    expect: { do: 'play-news', category: 'offbeat', minutes: 2 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for this week's editor's picks",
    expect: { do: 'play-news', category: 'editors-picks', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the go with the collingwood trade rumours",
    expect: { do: 'play-about', about: 'collingwood trade rumours' },
  },
];
