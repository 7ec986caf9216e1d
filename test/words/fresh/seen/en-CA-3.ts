// Round 1's held-out third for en-CA (issue 56): out of sight until that round closed, seen since (README.md).
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to put on maple radio',
    expect: { do: 'play-station', station: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice can you find me something on the carbon tax for maybe ten minutes',
    expect: { do: 'play-about', about: 'carbon tax', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice is there anything new on the stanley cup playoffs since last night',
    expect: { do: 'play-about', about: 'stanley cup playoffs', since: 'last night' },
  },
  { locale: 'en-CA', say: "alexa, ask burst voice what's trending right now", expect: { do: 'trending' } },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a quick tech update while i shovel the driveway',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for stuff about the bank of canada since tuesday',
    expect: { do: 'play-about', about: 'bank of canada', since: 'tuesday' },
  },
  {
    locale: 'en-CA',
    say: "who's hosting this",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and play the stuff i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-CA',
    say: 'play more stuff like this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  { locale: 'en-CA', say: 'alexa, ask burst voice for local news', expect: { do: 'play-local' } },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what i missed in the news overnight',
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice okay so my buddy won't stop talking about the oilers what's going on with them",
    expect: { do: 'play-about', about: 'oilers' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play my followed topics',
    context: { follows: ['hockey', 'leafs', 'Maple Radio'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for celebrity news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for the editors' picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to follow rink side',
    expect: { do: 'follow', topic: 'Rink Side' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play five minutes on rent prices',
    expect: { do: 'play-about', about: 'rent prices', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new in science since monday",
    expect: { do: 'play-news', category: 'tech', since: 'monday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how the roads are looking for my commute',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-CA',
    say: 'sports from the weekend',
    inSession: true,
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for business headlines from thursday',
    expect: { do: 'play-news', category: 'business', since: 'thursday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for more on the trade war',
    expect: { do: 'play-about', about: 'trade war' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to stop following rink side',
    context: { follows: ['Rink Side', 'hockey'] },
    expect: { do: 'unfollow', topic: 'Rink Side' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for business news for ten minutes',
    expect: { do: 'play-news', category: 'business', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for bursts on immigration levels',
    expect: { do: 'play-about', about: 'immigration levels' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the latest from parliament hill',
    expect: { do: 'play-about', about: 'parliament hill' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for some quirky stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-CA',
    say: "what's this story about",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what i missed in hockey over the weekend',
    expect: { do: 'play-about', about: 'hockey', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'how long is left',
    inSession: true,
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for my saved clips',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-CA',
    say: 'unfollow the leafs',
    inSession: true,
    context: { follows: ['leafs', 'hockey'] },
    expect: { do: 'unfollow', topic: 'leafs' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the price of groceries',
    expect: { do: 'play-about', about: 'price of groceries' },
  },
  {
    locale: 'en-CA',
    say: 'anything on the habs',
    inSession: true,
    expect: { do: 'play-about', about: 'habs' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a short roundup of entertainment since wednesday',
    expect: { do: 'play-news', category: 'entertainment', since: 'wednesday' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in quebec",
    expect: { do: 'play-about', about: 'quebec' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's trending in the news today",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for news about the jets from saturday',
    expect: { do: 'play-about', about: 'jets', since: 'saturday' },
  },
  { locale: 'en-CA', say: 'alexa, get me the traffic update from burst voice', expect: { do: 'traffic' } },
  { locale: 'en-CA', say: 'alexa, ask burst voice to play me anything at all', expect: { do: 'surprise' } },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a couple of minutes of weird stories',
    expect: { do: 'play-news', category: 'offbeat', minutes: 2 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for this week's editors' picks",
    expect: { do: 'play-news', category: 'editors-picks', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new with the maple leafs since saturday",
    expect: { do: 'play-about', about: 'maple leafs', since: 'saturday' },
  },
];
