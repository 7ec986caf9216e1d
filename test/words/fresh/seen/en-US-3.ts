// Round 1's held-out third for en-US (issue 56): out of sight until that round closed, seen since (README.md).
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for ten minutes of sports',
    expect: { do: 'play-news', category: 'sport', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice can you put on something about student loans for like five minutes or so',
    expect: { do: 'play-about', about: 'student loans', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice is there anything new on the mars rover this week',
    expect: { do: 'play-about', about: 'mars rover', since: 'this week' },
  },
  { locale: 'en-US', say: "alexa, ask burst voice what's trending", expect: { do: 'trending' } },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a quick rundown of tech news while i get ready for work',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for stuff about the supreme court since monday',
    expect: { do: 'play-about', about: 'supreme court', since: 'monday' },
  },
  {
    locale: 'en-US',
    say: "who's talking right now",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play my saved bursts',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-US',
    say: 'play more like this',
    inSession: true,
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the local news before i head out',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the headlines from yesterday',
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice so i've been kind of curious about black holes lately got anything on that",
    expect: { do: 'play-about', about: 'black holes' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the market minute podcast',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the stuff i follow',
    context: { follows: ['lakers', 'electric cars', 'Capital Talk'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice for the editor's picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to follow electric cars',
    expect: { do: 'follow', topic: 'electric cars' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play five minutes on the stock market',
    expect: { do: 'play-about', about: 'stock market', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new in tech since tuesday",
    expect: { do: 'play-news', category: 'tech', since: 'tuesday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice how bad is traffic on the interstate right now',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-US',
    say: "play the weekend's business news",
    inSession: true,
    expect: { do: 'play-news', category: 'business', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for sports from last night',
    expect: { do: 'play-news', category: 'sport', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for more on the tiktok ban',
    expect: { do: 'play-about', about: 'tiktok ban' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to unfollow electric car news',
    context: { follows: ['electric cars', 'lakers'] },
    expect: { do: 'unfollow', topic: 'electric cars' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for business news for fifteen minutes',
    expect: { do: 'play-news', category: 'business', minutes: 15 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for bursts about gun control',
    expect: { do: 'play-about', about: 'gun control' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the latest out of congress',
    expect: { do: 'play-about', about: 'congress' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play some quirky stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-US',
    say: "what's this story",
    inSession: true,
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what did i miss in sports over the weekend',
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: "how long's left",
    inSession: true,
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play my saved stuff',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-US',
    say: 'stop following the lakers',
    inSession: true,
    context: { follows: ['lakers', 'electric cars'] },
    expect: { do: 'unfollow', topic: 'lakers' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice about gas prices',
    expect: { do: 'play-about', about: 'gas prices' },
  },
  {
    locale: 'en-US',
    say: 'anything on the knicks',
    inSession: true,
    expect: { do: 'play-about', about: 'knicks' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a short roundup of entertainment stuff since friday',
    expect: { do: 'play-news', category: 'entertainment', since: 'friday' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on in ukraine",
    expect: { do: 'play-about', about: 'ukraine' },
  },
  { locale: 'en-US', say: "alexa, ask burst voice for whatever's big right now", expect: { do: 'trending' } },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play news about the super bowl from sunday',
    expect: { do: 'play-about', about: 'super bowl', since: 'sunday' },
  },
  { locale: 'en-US', say: 'alexa, get the traffic from burst voice', expect: { do: 'traffic' } },
  { locale: 'en-US', say: 'alexa, ask burst voice to play something random', expect: { do: 'surprise' } },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a couple of minutes of offbeat news',
    expect: { do: 'play-news', category: 'offbeat', minutes: 2 },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice for the editor's picks from this week",
    expect: { do: 'play-news', category: 'editors-picks', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for news on the opioid crisis',
    expect: { do: 'play-about', about: 'opioid crisis' },
  },
];
