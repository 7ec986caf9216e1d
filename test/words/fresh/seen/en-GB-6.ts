// Fresh phrasings for en-GB (issue 56, round 4), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: "what's popular at the moment",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's going on with keir starmer",
    expect: { do: 'play-about', about: 'keir starmer' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what the weather's doing",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to list my topics',
    context: { follows: ['six nations', 'Thames Radio'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for ten minutes on the budget',
    expect: { do: 'play-about', about: 'budget', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for two minutes of business news',
    expect: { do: 'play-news', category: 'business', minutes: 2 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play thames radio',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about sewage in rivers',
    expect: { do: 'play-about', about: 'sewage in rivers' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening with the royal family",
    expect: { do: 'play-about', about: 'royal family' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest from the ashes',
    expect: { do: 'play-about', about: 'ashes' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest on small boat crossings',
    expect: { do: 'play-about', about: 'small boat crossings' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest on bank of england interest rates',
    expect: { do: 'play-about', about: 'bank of england interest rates' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice how long's left",
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what people are talking about',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest tech news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, start burst voice and play something about the green belt',
    expect: { do: 'play-about', about: 'green belt' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to give us a bit on the liverpool match from last night',
    expect: { do: 'play-about', about: 'liverpool match', since: 'last night' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play anything',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for stories about strictly come dancing',
    expect: { do: 'play-about', about: 'strictly come dancing' },
  },
  {
    locale: 'en-GB',
    say: 'play the things i follow, please',
    inSession: true,
    context: { follows: ['premier league', 'Thames Radio'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play something similar',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's new on hs2",
    expect: { do: 'play-about', about: 'hs2' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for ten minutes of the things i follow',
    context: { follows: ['nhs', 'formula one'] },
    expect: { do: 'play-follows', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to put thames radio on',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to unfollow thames radio',
    context: { follows: ['Thames Radio'] },
    expect: { do: 'unfollow', topic: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for science news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for man united transfer news',
    expect: { do: 'play-about', about: 'man united transfer' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening round my way",
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, launch burst voice and play something on the tube strike',
    expect: { do: 'play-about', about: 'tube strike' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest on the rail strikes',
    expect: { do: 'play-about', about: 'rail strikes' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for anything about ai from the last few days',
    expect: { do: 'play-about', about: 'ai', since: 'last few days' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about the cost of living',
    expect: { do: 'play-about', about: 'cost of living' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for podcasts about gardening',
    expect: { do: 'play-about', about: 'gardening', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to follow arsenal',
    expect: { do: 'follow', topic: 'arsenal' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's going on with reform uk",
    expect: { do: 'play-about', about: 'reform uk' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to follow thames radio',
    expect: { do: 'follow', topic: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'is it going to rain later',
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the showbiz news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what happened in the six nations at the weekend',
    expect: { do: 'play-about', about: 'six nations', since: 'weekend' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for international news from this week',
    expect: { do: 'play-news', category: 'world', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'the headlines, please',
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for some quirky stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's in the news today",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice how the roads are looking',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to keep this one',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-GB',
    say: 'dunno, you pick',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what they've said about university tuition fees this week",
    expect: { do: 'play-about', about: 'university tuition fees', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play stuff about formula one',
    expect: { do: 'play-about', about: 'formula one' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice how long this has got to go',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, use burst voice to find a podcast about the tudors',
    expect: { do: 'play-about', about: 'tudors', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: 'the latest on mortgage rates please',
    inSession: true,
    expect: { do: 'play-about', about: 'mortgage rates' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for harbour fm',
    expect: { do: 'play-station', station: 'Harbour FM' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for this morning's headlines",
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice which programme this is',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to surprise me',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a five minute news bulletin',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: 'tech and science stories from today',
    inSession: true,
    expect: { do: 'play-news', category: 'tech', since: 'today' },
  },
  {
    locale: 'en-GB',
    say: 'could you put something on about nhs waiting lists, maybe ten minutes or so',
    inSession: true,
    expect: { do: 'play-about', about: 'nhs waiting lists', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about the council tax rise',
    expect: { do: 'play-about', about: 'council tax rise' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to tell me when there's news on the junior doctors strike",
    expect: { do: 'notify', topic: 'junior doctors strike' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for news about the junior doctors strike',
    expect: { do: 'play-about', about: 'junior doctors strike' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the cricket from yesterday',
    expect: { do: 'play-about', about: 'cricket', since: 'yesterday' },
  },
  {
    locale: 'en-GB',
    say: "i'm just getting ready for work, give us the news",
    inSession: true,
    expect: { do: 'play-news' },
  },
];
