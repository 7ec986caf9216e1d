// Fresh phrasings for en-IN (issue 56, round 4, the held-out third), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about the bengaluru water crisis',
    expect: { do: 'play-about', about: 'bengaluru water crisis' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going viral',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for ten minutes of business news',
    expect: { do: 'play-news', category: 'business', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the csk match from yesterday night',
    expect: { do: 'play-about', about: 'csk match', since: 'last night' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how the nifty did today',
    expect: { do: 'play-about', about: 'nifty', since: 'today' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for international news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-IN',
    say: 'play what i follow',
    inSession: true,
    context: { follows: ['cricket', 'budget'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to follow isro',
    expect: { do: 'follow', topic: 'isro' },
  },
  {
    locale: 'en-IN',
    say: 'can you put something about the ipl auction for like ten minutes',
    inSession: true,
    expect: { do: 'play-about', about: 'ipl auction', minutes: 10 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news of my city',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is happening with the rupee',
    expect: { do: 'play-about', about: 'rupee' },
  },
  {
    locale: 'en-IN',
    say: 'do one thing, play me some stuff on cricket',
    inSession: true,
    expect: { do: 'play-about', about: 'cricket' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to play news about the test series from this week',
    expect: { do: 'play-about', about: 'test series', since: 'this week' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about upsc results',
    expect: { do: 'play-about', about: 'upsc results' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice for editors' picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-IN',
    say: "i'm making chai, play some news",
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for science and technology news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-IN',
    say: 'i am getting ready for office, play something about the budget',
    inSession: true,
    expect: { do: 'play-about', about: 'budget' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news from yesterday night',
    expect: { do: 'play-news', since: 'last night' },
  },
  {
    locale: 'en-IN',
    say: 'kindly tell me what all happened since friday',
    inSession: true,
    expect: { do: 'play-news', since: 'friday' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the update on the parliament session',
    expect: { do: 'play-about', about: 'parliament session' },
  },
  {
    locale: 'en-IN',
    say: 'play anything you like',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play local news',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for fifteen minutes of podcasts on meditation',
    expect: { do: 'play-about', about: 'meditation', podcasts: true, minutes: 15 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, launch burst voice and play fifteen minutes of news',
    expect: { do: 'play-news', minutes: 15 },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news regarding the rbi repo rate',
    expect: { do: 'play-about', about: 'rbi repo rate' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news about delhi air pollution',
    expect: { do: 'play-about', about: 'delhi air pollution' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for world news from the last few days',
    expect: { do: 'play-news', category: 'world', since: 'last few days' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to put on mumbai live',
    expect: { do: 'play-station', station: 'Mumbai Live' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice about upi payments',
    expect: { do: 'play-about', about: 'upi payments' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the latest ipl updates',
    expect: { do: 'play-about', about: 'ipl' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for updates on chandrayaan',
    expect: { do: 'play-about', about: 'chandrayaan' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news on the mumbai local trains',
    expect: { do: 'play-about', about: 'mumbai local trains' },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for news on fuel prices',
    expect: { do: 'play-about', about: 'fuel prices' },
  },
];
