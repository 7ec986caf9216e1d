// Fresh phrasings for en-IN (issue 56, round 3, held out), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, play mumbai live on burst voice',
    expect: { do: 'play-station', station: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play dalal street daily',
    expect: { do: 'play-station', station: 'Dalal Street Daily' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to give me world news for five minutes',
    expect: { do: 'play-news', category: 'world', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to give me the tech news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how is the traffic',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the update on rbi policy',
    expect: { do: 'play-about', about: 'rbi policy' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to save this burst',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly give me entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play market minute podcast',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for some funny and strange news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play anything you like',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice any news from isro',
    expect: { do: 'play-about', about: 'isro' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice who is speaking',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to notify me when there is news about the ipl auction',
    expect: { do: 'notify', topic: 'ipl auction' },
  },
  {
    locale: 'en-IN',
    say: 'sports news please',
    inSession: true,
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-IN',
    say: 'play anything',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about delhi air pollution',
    expect: { do: 'play-about', about: 'delhi air pollution' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news in marathi',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the gold rate news',
    expect: { do: 'play-about', about: 'gold rate' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is popular today',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the sports news from the weekend',
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to save it',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, get traffic updates from burst voice',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is new in electric scooters',
    expect: { do: 'play-about', about: 'electric scooters' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for pro kabaddi updates',
    expect: { do: 'play-about', about: 'pro kabaddi' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and play offbeat news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how the nifty is doing',
    expect: { do: 'play-about', about: 'nifty' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play what i follow for ten minutes',
    context: { follows: ['ipl', 'Dalal Street Daily'] },
    expect: { do: 'play-follows', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for entertainment news from yesterday',
    expect: { do: 'play-news', category: 'entertainment', since: 'yesterday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me my follows',
    context: { follows: ['Mumbai Live', 'ipl'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-IN',
    say: 'what is trending',
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the rupee dollar rate',
    expect: { do: 'play-about', about: 'rupee dollar rate' },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for this week's top stories",
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me about chess',
    expect: { do: 'play-about', about: 'chess' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news since friday',
    expect: { do: 'play-news', since: 'friday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to just surprise me',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going on with the g20 summit',
    expect: { do: 'play-about', about: 'g20 summit' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, can you please ask burst voice for updates on the tata group',
    expect: { do: 'play-about', about: 'tata group' },
  },
];
