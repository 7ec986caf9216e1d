// Fresh phrasings for en-GB (issue 56, round 3), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and read me the headlines',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the latest on the nhs",
    expect: { do: 'play-about', about: 'nhs' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for five minutes of the business news please',
    expect: { do: 'play-news', category: 'business', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening with energy bills",
    expect: { do: 'play-about', about: 'energy bills' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what the latest is on the football',
    expect: { do: 'play-about', about: 'football' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to put on the london briefing',
    expect: { do: 'play-station', station: 'The London Briefing' },
  },
  {
    locale: 'en-GB',
    say: "alexa, tell burst voice i'd like to hear something about gardening",
    expect: { do: 'play-about', about: 'gardening' },
  },
  {
    locale: 'en-GB',
    say: "alexa, tell burst voice i'd like the local news",
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what the weather's doing today",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice could you play something on the premier league for about ten minutes',
    expect: { do: 'play-about', about: 'premier league', minutes: 10 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, play market minute on burst voice',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, start burst voice and play the showbiz news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play podcasts about history',
    expect: { do: 'play-about', about: 'history', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play more along these lines',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to save this one',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to give me the tech news from this week',
    expect: { do: 'play-news', category: 'tech', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play some radiohead',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what i missed over the weekend',
    expect: { do: 'play-news', since: 'weekend' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to stick city markets on',
    expect: { do: 'play-station', station: 'City Markets' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the world news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's new with the royal family",
    expect: { do: 'play-about', about: 'royal family' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about the rail strikes',
    expect: { do: 'play-about', about: 'rail strikes' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for the editors' choice",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening in ukraine",
    expect: { do: 'play-about', about: 'ukraine' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice how long's left on this",
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play over the wicket',
    expect: { do: 'play-station', station: 'Over the Wicket' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for this morning's business news",
    expect: { do: 'play-news', category: 'business', since: 'this morning' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to stop following the six nations',
    context: { follows: ['six nations', 'Thames Radio'] },
    expect: { do: 'unfollow', topic: 'six nations' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the stuff i follow',
    context: { follows: ['premier league', 'Thames Radio'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, could you ask burst voice for something about the housing market',
    expect: { do: 'play-about', about: 'housing market' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a couple of minutes on wimbledon',
    expect: { do: 'play-about', about: 'wimbledon', minutes: 2 },
  },
  {
    locale: 'en-GB',
    say: "alexa, play last night's news from burst voice",
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-GB',
    say: 'something on the budget',
    inSession: true,
    expect: { do: 'play-about', about: 'budget' },
  },
  {
    locale: 'en-GB',
    say: 'just play anything',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the weird and wonderful stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what everyone's talking about today",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play my saved bursts',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, have burst voice play a quarter of an hour of the news',
    expect: { do: 'play-news', minutes: 15 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice how the ftse is doing',
    expect: { do: 'play-about', about: 'ftse' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and play the entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, launch burst voice and put thames radio on',
    expect: { do: 'play-station', station: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the news since tuesday',
    expect: { do: 'play-news', since: 'tuesday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, use burst voice to play podcasts about running',
    expect: { do: 'play-about', about: 'running', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening in formula one",
    expect: { do: 'play-about', about: 'formula one' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play more stories like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to keep this for later',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the traffic',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for news from round here',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the top stories from this week',
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the headlines in polish',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice about petrol prices',
    expect: { do: 'play-about', about: 'petrol prices' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for tech news but only five minutes',
    expect: { do: 'play-news', category: 'tech', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's trending in the news",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play whatever it fancies',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to stop following thames radio',
    context: { follows: ['Thames Radio'] },
    expect: { do: 'unfollow', topic: 'Thames Radio' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play my follows',
    context: { follows: ['six nations', 'cost of living'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for twenty minutes on gaza',
    expect: { do: 'play-about', about: 'gaza', minutes: 20 },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice for saturday's sports results",
    expect: { do: 'play-news', category: 'sport', since: 'saturday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a podcast about mental health',
    expect: { do: 'play-about', about: 'mental health', podcasts: true },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play something about the ashes',
    expect: { do: 'play-about', about: 'ashes' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice which topics i follow',
    context: { follows: ['six nations', 'The London Briefing'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-GB',
    say: "alexa, i'd like burst voice to play something about space exploration while i do the washing up",
    expect: { do: 'play-about', about: 'space exploration' },
  },
  {
    locale: 'en-GB',
    say: 'the business headlines from this morning',
    inSession: true,
    expect: { do: 'play-news', category: 'business', since: 'this morning' },
  },
  {
    locale: 'en-GB',
    say: 'five minutes of news please',
    inSession: true,
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-GB',
    say: "what's trending",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and find something on the euros',
    expect: { do: 'play-about', about: 'euros' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's happening with the pound",
    expect: { do: 'play-about', about: 'pound' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play something on cooking for half an hour',
    expect: { do: 'play-about', about: 'cooking', minutes: 30 },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what happened in parliament yesterday',
    expect: { do: 'play-about', about: 'parliament', since: 'yesterday' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for some entertainment news from last night',
    expect: { do: 'play-news', category: 'entertainment', since: 'last night' },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's going on in london",
    expect: { do: 'play-about', about: 'london' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, start burst voice and play the tech news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play something about the king',
    expect: { do: 'play-about', about: 'king' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for more of this please',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play ten minutes of the sport',
    expect: { do: 'play-news', category: 'sport', minutes: 10 },
  },
];
