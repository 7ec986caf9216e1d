// Fresh phrasings for en-IN (issue 56, round 3), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and play the latest news',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to give me cricket updates',
    expect: { do: 'play-about', about: 'cricket' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to kindly play the business news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is happening in the sensex today',
    expect: { do: 'play-about', about: 'sensex', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about the ipl',
    expect: { do: 'play-about', about: 'ipl' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play news in hindi',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the latest on the monsoon',
    expect: { do: 'play-about', about: 'monsoon' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play some bollywood songs',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, start burst voice and play local news please',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice i want to hear about the union budget',
    expect: { do: 'play-about', about: 'union budget' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for podcasts about stock market investing',
    expect: { do: 'play-about', about: 'stock market investing', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly play over the wicket show',
    expect: { do: 'play-station', station: 'Over the Wicket' },
  },
  {
    locale: 'en-IN',
    say: "alexa, tell burst voice to play yesterday's news",
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is this playing',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play more like this please',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to follow the indian cricket team',
    expect: { do: 'follow', topic: 'indian cricket team' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me about chandrayaan',
    expect: { do: 'play-about', about: 'chandrayaan' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for bollywood news',
    expect: { do: 'play-about', about: 'bollywood' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, use burst voice to play ten minutes of sports news',
    expect: { do: 'play-news', category: 'sport', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for updates on the lok sabha elections',
    expect: { do: 'play-about', about: 'lok sabha elections' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about petrol diesel prices',
    expect: { do: 'play-about', about: 'petrol diesel prices' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and play the editors picks',
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play news in tamil',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to tell me what is happening in the world',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me news on gst',
    expect: { do: 'play-about', about: 'gst' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, play news about bangalore startups on burst voice',
    expect: { do: 'play-about', about: 'bangalore startups' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about the share market from this week',
    expect: { do: 'play-about', about: 'share market', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how much time is remaining',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to unfollow the indian cricket team',
    context: { follows: ['indian cricket team', 'Mumbai Live'] },
    expect: { do: 'unfollow', topic: 'indian cricket team' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to kindly play my saved bursts',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please play something about yoga',
    expect: { do: 'play-about', about: 'yoga' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, launch burst voice and play podcasts on health',
    expect: { do: 'play-about', about: 'health', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'business updates',
    inSession: true,
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-IN',
    say: 'something on space',
    inSession: true,
    expect: { do: 'play-about', about: 'space' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what happened in parliament today',
    expect: { do: 'play-about', about: 'parliament', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for technology news from this morning',
    expect: { do: 'play-news', category: 'tech', since: 'this morning' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the mumbai live station',
    expect: { do: 'play-station', station: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the update on the india pakistan match',
    expect: { do: 'play-about', about: 'india pakistan match' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to give me quick news updates',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please tell me something about mutual funds',
    expect: { do: 'play-about', about: 'mutual funds' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what happened in the world last night',
    expect: { do: 'play-news', category: 'world', since: 'last night' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play a podcast about personal finance',
    expect: { do: 'play-about', about: 'personal finance', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to play twenty minutes of news',
    expect: { do: 'play-news', minutes: 20 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is this show',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to give me similar stories',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to follow mumbai live',
    expect: { do: 'follow', topic: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the weather like in my city',
    expect: { do: 'weather' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news from my city',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the stock market for five minutes',
    expect: { do: 'play-about', about: 'stock market', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for headlines from the last few days',
    expect: { do: 'play-news', since: 'last few days' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play arijit singh',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the business news since monday',
    expect: { do: 'play-news', category: 'business', since: 'monday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me about the upsc exams',
    expect: { do: 'play-about', about: 'upsc exams' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly tell me about climate change',
    expect: { do: 'play-about', about: 'climate change' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is new in the automobile sector',
    expect: { do: 'play-about', about: 'automobile sector' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly play the london briefing',
    expect: { do: 'play-station', station: 'The London Briefing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me when there is news on the budget',
    expect: { do: 'notify', topic: 'budget' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the latest on the cyclone',
    expect: { do: 'play-about', about: 'cyclone' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, have burst voice play fifteen minutes of the latest news',
    expect: { do: 'play-news', minutes: 15 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to stop following mumbai live',
    context: { follows: ['Mumbai Live'] },
    expect: { do: 'unfollow', topic: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'tech news for five minutes',
    inSession: true,
    expect: { do: 'play-news', category: 'tech', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'about the budget',
    inSession: true,
    expect: { do: 'play-about', about: 'budget' },
  },
  {
    locale: 'en-IN',
    say: 'news from this morning',
    inSession: true,
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for some good podcasts on cricket',
    expect: { do: 'play-about', about: 'cricket', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play some more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play the burst i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about pune real estate',
    expect: { do: 'play-about', about: 'pune real estate' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, start burst voice and play football news',
    expect: { do: 'play-about', about: 'football' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play punjabi music',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice can you play something on artificial intelligence for around ten minutes',
    expect: { do: 'play-about', about: 'artificial intelligence', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for today's news please",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to play the t20 world cup news',
    expect: { do: 'play-about', about: 't20 world cup' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly play foreign desk',
    expect: { do: 'play-station', station: 'Foreign Desk' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, what are the top stories today on burst voice',
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, i would like burst voice to play some news on fitness for about ten minutes please',
    expect: { do: 'play-about', about: 'fitness', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the news in tech and science',
    expect: { do: 'play-news', category: 'tech' },
  },
];
