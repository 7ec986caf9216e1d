// Fresh phrasings for en-AU (issue 56, round 3, held out), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to play boundary line',
    expect: { do: 'play-station', station: 'Boundary Line' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, play harbour mornings on burst voice',
    expect: { do: 'play-station', station: 'Harbour Mornings' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening locally",
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the nrl',
    expect: { do: 'play-about', about: 'nrl' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on with state of origin",
    expect: { do: 'play-about', about: 'state of origin' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the tech news since yesterday',
    expect: { do: 'play-news', category: 'tech', since: 'yesterday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to save this one for later',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, start burst voice and play entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to play ten minutes of world news',
    expect: { do: 'play-news', category: 'world', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on with fuel prices",
    expect: { do: 'play-about', about: 'fuel prices' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a podcast on cricket',
    expect: { do: 'play-about', about: 'cricket', podcasts: true },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to stop following the matildas',
    context: { follows: ['matildas', 'Harbour FM'] },
    expect: { do: 'unfollow', topic: 'matildas' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play my saved ones',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the market minute podcast',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the big bash',
    expect: { do: 'play-about', about: 'big bash' },
  },
  {
    locale: 'en-AU',
    say: 'footy news',
    inSession: true,
    expect: { do: 'play-about', about: 'footy' },
  },
  {
    locale: 'en-AU',
    say: 'the traffic please',
    inSession: true,
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the go with the election",
    expect: { do: 'play-about', about: 'election' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for something quirky from this week',
    expect: { do: 'play-news', category: 'offbeat', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, play tech news from burst voice',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the drought',
    expect: { do: 'play-about', about: 'drought' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to follow harbour fm',
    expect: { do: 'follow', topic: 'Harbour FM' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for more stories like this one',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for news for my local area',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the budget',
    expect: { do: 'play-about', about: 'budget' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to put on over the wicket',
    expect: { do: 'play-station', station: 'Over the Wicket' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play something on gardening for five minutes',
    expect: { do: 'play-about', about: 'gardening', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play my follows for five minutes',
    context: { follows: ['ashes', 'Harbour FM'] },
    expect: { do: 'play-follows', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play kylie',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the tennis',
    expect: { do: 'play-about', about: 'tennis' },
  },
  {
    locale: 'en-AU',
    say: 'world news from yesterday',
    inSession: true,
    expect: { do: 'play-news', category: 'world', since: 'yesterday' },
  },
  {
    locale: 'en-AU',
    say: 'surprise me mate',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what happened in the afl grand final',
    expect: { do: 'play-about', about: 'afl grand final' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about immigration',
    expect: { do: 'play-about', about: 'immigration' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's on the news today",
    expect: { do: 'play-news', since: 'today' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for more of that',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the business news for ten minutes',
    expect: { do: 'play-news', category: 'business', minutes: 10 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, start burst voice and play the news',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for world news from the weekend',
    expect: { do: 'play-news', category: 'world', since: 'weekend' },
  },
];
