// Fresh phrasings for en-IN (issue 56, round 4), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the latest on the lok sabha elections',
    expect: { do: 'play-about', about: 'lok sabha elections' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play the offbeat stories podcast',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play hindi news',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play anything',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the news from this morning',
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-IN',
    say: 'local news please',
    inSession: true,
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is playing now',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for updates on the vande bharat trains',
    expect: { do: 'play-about', about: 'vande bharat trains' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news in tamil',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice which station is this',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how many minutes are left in this',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice is there anything new on the sensex this week',
    expect: { do: 'play-about', about: 'sensex', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is trending',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play something about isro',
    expect: { do: 'play-about', about: 'isro' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to save this for later',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play five minutes of news',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about gst changes',
    expect: { do: 'play-about', about: 'gst changes' },
  },
  {
    locale: 'en-IN',
    say: 'will it rain today',
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for technology news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for a traffic update',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the india pakistan match',
    expect: { do: 'play-about', about: 'india pakistan match' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for business news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to notify me when there is any update on the india squad',
    expect: { do: 'notify', topic: 'india squad' },
  },
  {
    locale: 'en-IN',
    say: 'latest on the stock market',
    inSession: true,
    expect: { do: 'play-about', about: 'stock market' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the adani group',
    expect: { do: 'play-about', about: 'adani group' },
  },
  {
    locale: 'en-IN',
    say: 'i am in the metro, give me five minutes about home loans',
    inSession: true,
    expect: { do: 'play-about', about: 'home loans', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about infosys quarterly results',
    expect: { do: 'play-about', about: 'infosys quarterly results' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for a two minute news bulletin',
    expect: { do: 'play-news', minutes: 2 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to alert me about new updates on chandrayaan',
    expect: { do: 'notify', topic: 'chandrayaan' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for sports news from the weekend',
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for today's headlines",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the farmers protest',
    expect: { do: 'play-about', about: 'farmers protest' },
  },
  {
    locale: 'en-IN',
    say: 'headlines please',
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to list my followed topics',
    context: { follows: ['Mumbai Live', 'stock market'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going on with tech layoffs',
    expect: { do: 'play-about', about: 'tech layoffs' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the chess world championship',
    expect: { do: 'play-about', about: 'chess world championship' },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for yesterday's news",
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to follow ipl',
    expect: { do: 'follow', topic: 'ipl' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to remove stock market from my follows',
    context: { follows: ['stock market', 'budget'] },
    expect: { do: 'unfollow', topic: 'stock market' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for updates on gaganyaan since monday',
    expect: { do: 'play-about', about: 'gaganyaan', since: 'monday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play the news',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-IN',
    say: "what's popular now",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about gold prices',
    expect: { do: 'play-about', about: 'gold prices' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about kashmir',
    expect: { do: 'play-about', about: 'kashmir' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to tell me what all happened this week',
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to stop following bollywood',
    context: { follows: ['ipl', 'bollywood'] },
    expect: { do: 'unfollow', topic: 'bollywood' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, use burst voice to find podcasts on personal finance for twenty minutes',
    expect: { do: 'play-about', about: 'personal finance', podcasts: true, minutes: 20 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for updates on pro kabaddi',
    expect: { do: 'play-about', about: 'pro kabaddi' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play something on the world cup while i travel to office',
    expect: { do: 'play-about', about: 'world cup' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play similar stories',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about neet exam results',
    expect: { do: 'play-about', about: 'neet exam results' },
  },
  {
    locale: 'en-IN',
    say: 'podcasts about yoga',
    inSession: true,
    expect: { do: 'play-about', about: 'yoga', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the latest on virat kohli',
    expect: { do: 'play-about', about: 'virat kohli' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about neeraj chopra',
    expect: { do: 'play-about', about: 'neeraj chopra' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice this is nice, play more of the same',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what all am i following',
    context: { follows: ['ipl', 'isro'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play news from my follows for ten minutes',
    context: { follows: ['isro', 'Mumbai Live'] },
    expect: { do: 'play-follows', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to add stock market to my follows',
    expect: { do: 'follow', topic: 'stock market' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for sports news',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for ten minutes on the electric scooter market',
    expect: { do: 'play-about', about: 'electric scooter market', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to inform me when there is news about the rbi policy',
    expect: { do: 'notify', topic: 'rbi policy' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for some strange news',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to save this news',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to unfollow mumbai live',
    context: { follows: ['Mumbai Live', 'cricket'] },
    expect: { do: 'unfollow', topic: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for five minutes on the union budget',
    expect: { do: 'play-about', about: 'union budget', minutes: 5 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play what i saved earlier',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for podcasts about startups',
    expect: { do: 'play-about', about: 'startups', podcasts: true },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about prime minister modi',
    expect: { do: 'play-about', about: 'prime minister modi' },
  },
  {
    locale: 'en-IN',
    say: 'business news since monday',
    inSession: true,
    expect: { do: 'play-news', category: 'business', since: 'monday' },
  },
];
