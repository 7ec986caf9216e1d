// Fresh phrasings for en-CA (issue 56, round 3), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: "alexa, tell burst voice to play today's news",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how the leafs did last night',
    expect: { do: 'play-about', about: 'leafs', since: 'last night' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and play the business news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with the toronto housing market",
    expect: { do: 'play-about', about: 'toronto housing market' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for five minutes of world news',
    expect: { do: 'play-news', category: 'world', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the carbon tax',
    expect: { do: 'play-about', about: 'carbon tax' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, start burst voice and give me the hockey news',
    expect: { do: 'play-about', about: 'hockey' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, have burst voice play rink side',
    expect: { do: 'play-station', station: 'Rink Side' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what the weather's gonna be like",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how bad the traffic is on the 401',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play podcasts about investing',
    expect: { do: 'play-about', about: 'investing', podcasts: true },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for tech news from this morning',
    expect: { do: 'play-news', category: 'tech', since: 'this morning' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice i want some sports',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's this program",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to give me more like that',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to follow the canucks',
    expect: { do: 'follow', topic: 'canucks' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice could you put on something about canoeing for ten minutes or so',
    expect: { do: 'play-about', about: 'canoeing', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the alberta wildfires',
    expect: { do: 'play-about', about: 'alberta wildfires' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the latest on the federal election",
    expect: { do: 'play-about', about: 'federal election' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for this week's news",
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for ten minutes of news before i head out',
    expect: { do: 'play-news', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on around the world this morning",
    expect: { do: 'play-news', category: 'world', since: 'this morning' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play me something random',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the news from the weekend',
    expect: { do: 'play-news', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play podcasts on gardening',
    expect: { do: 'play-about', about: 'gardening', podcasts: true },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice who's this",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how much longer',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to list what i follow',
    context: { follows: ['canucks', 'carbon tax'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to play the stuff i'm following",
    context: { follows: ['canucks', 'bank of canada'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to alert me when there's news about the nhl draft",
    expect: { do: 'notify', topic: 'nhl draft' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening in quebec",
    expect: { do: 'play-about', about: 'quebec' },
  },
  {
    locale: 'en-CA',
    say: 'tell me about the raptors',
    inSession: true,
    expect: { do: 'play-about', about: 'raptors' },
  },
  {
    locale: 'en-CA',
    say: 'the weather',
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about grocery prices',
    expect: { do: 'play-about', about: 'grocery prices' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a quick sports update',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to put on maple radio from toronto',
    expect: { do: 'play-station', station: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for five minutes on the housing crisis',
    expect: { do: 'play-about', about: 'housing crisis', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to put on the market minute',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new in tech",
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play some news about health care',
    expect: { do: 'play-about', about: 'health care' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play some tragically hip',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice for today's weird news",
    expect: { do: 'play-news', category: 'offbeat', since: 'today' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play some podcasts about true crime',
    expect: { do: 'play-about', about: 'true crime', podcasts: true },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play back what i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to follow maple radio',
    expect: { do: 'follow', topic: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for more on this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what show this is',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the news since thursday',
    expect: { do: 'play-news', since: 'thursday' },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with the trade war",
    expect: { do: 'play-about', about: 'trade war' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the business news from yesterday',
    expect: { do: 'play-news', category: 'business', since: 'yesterday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a couple minutes on the stock market',
    expect: { do: 'play-about', about: 'stock market', minutes: 2 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play something about the arctic',
    expect: { do: 'play-about', about: 'arctic' },
  },
  {
    locale: 'en-CA',
    say: "alexa, what's in the news on burst voice",
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play some jazz',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how long is left on this one',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for fifteen minutes about immigration',
    expect: { do: 'play-about', about: 'immigration', minutes: 15 },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening in the nhl",
    expect: { do: 'play-about', about: 'nhl' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, get me a news update from burst voice',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to play business news from this week',
    expect: { do: 'play-news', category: 'business', since: 'this week' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice about the maple leafs playoffs',
    expect: { do: 'play-about', about: 'maple leafs playoffs' },
  },
  {
    locale: 'en-CA',
    say: 'world news from last night',
    inSession: true,
    expect: { do: 'play-news', category: 'world', since: 'last night' },
  },
  {
    locale: 'en-CA',
    say: 'ten minutes of tech',
    inSession: true,
    expect: { do: 'play-news', category: 'tech', minutes: 10 },
  },
  {
    locale: 'en-CA',
    say: "alexa, i'd like burst voice to tell me about the northern lights",
    expect: { do: 'play-about', about: 'northern lights' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play capital talk',
    expect: { do: 'play-station', station: 'Capital Talk' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to unfollow maple radio',
    context: { follows: ['Maple Radio'] },
    expect: { do: 'unfollow', topic: 'Maple Radio' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the foreign desk show',
    expect: { do: 'play-station', station: 'Foreign Desk' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the news from monday',
    expect: { do: 'play-news', since: 'monday' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, start burst voice and play stuff about a i',
    expect: { do: 'play-about', about: 'ai' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a short bit on the weather',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for five minutes about personal finance',
    expect: { do: 'play-about', about: 'personal finance', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what happened in sports on the weekend',
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for more stuff like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-CA',
    say: 'alexa, could you get burst voice to play a few minutes on interest rates, like five or so',
    expect: { do: 'play-about', about: 'interest rates', minutes: 5 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play world news for half an hour',
    expect: { do: 'play-news', category: 'world', minutes: 30 },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how the roads are looking this morning',
    expect: { do: 'traffic' },
  },
];
