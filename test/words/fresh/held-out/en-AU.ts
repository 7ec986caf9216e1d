// Fresh phrasings for en-AU (issue 56, round 4, the held-out third), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: 'anything local',
    inSession: true,
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the latest on the queensland floods',
    expect: { do: 'play-about', about: 'queensland floods' },
  },
  {
    locale: 'en-AU',
    say: 'podcasts about surfing',
    inSession: true,
    expect: { do: 'play-about', about: 'surfing', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for two minutes of business news',
    expect: { do: 'play-news', category: 'business', minutes: 2 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the matildas',
    expect: { do: 'play-about', about: 'matildas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, use burst voice to find podcasts about aussie history',
    expect: { do: 'play-about', about: 'aussie history', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for this morning's news",
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a quick ten minute news update',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: 'headlines thanks',
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play me some stuff on the ashes for the drive to work',
    expect: { do: 'play-about', about: 'ashes' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to take bushfires off my list',
    context: { follows: ['bushfires', 'ndis'] },
    expect: { do: 'unfollow', topic: 'bushfires' },
  },
  {
    locale: 'en-AU',
    say: 'business news from the last few days',
    inSession: true,
    expect: { do: 'play-news', category: 'business', since: 'last few days' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to notify me about bushfire warnings',
    expect: { do: 'notify', topic: 'bushfire warnings' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the rental crisis',
    expect: { do: 'play-about', about: 'rental crisis' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for podcasts about superannuation',
    expect: { do: 'play-about', about: 'superannuation', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: "i'm just making brekkie, put on a bit about the collingwood game",
    inSession: true,
    expect: { do: 'play-about', about: 'collingwood game' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the sports news',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the latest on peter dutton',
    expect: { do: 'play-about', about: 'peter dutton' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's new with qantas",
    expect: { do: 'play-about', about: 'qantas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for news in vietnamese',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the sydney property market',
    expect: { do: 'play-about', about: 'sydney property market' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the latest on the afl",
    expect: { do: 'play-about', about: 'afl' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what the traffic's like",
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-AU',
    say: 'is it gonna be a hot one today',
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, start burst voice and play half an hour of news for the drive up the coast',
    expect: { do: 'play-news', minutes: 30 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to tell me my follows',
    context: { follows: ['Harbour FM', 'matildas'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the footy from the weekend',
    expect: { do: 'play-about', about: 'footy', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to follow the rental crisis',
    expect: { do: 'follow', topic: 'rental crisis' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for more stories like that',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the cricket from last night',
    expect: { do: 'play-about', about: 'cricket', since: 'last night' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to let me know when there's news on the rba",
    expect: { do: 'notify', topic: 'rba' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to add the matildas to my follows',
    expect: { do: 'follow', topic: 'matildas' },
  },
];
