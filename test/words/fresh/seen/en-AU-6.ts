// Fresh phrasings for en-AU (issue 56, round 4), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening in the news",
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what they're saying about negative gearing",
    expect: { do: 'play-about', about: 'negative gearing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what happened at the australian open yesterday',
    expect: { do: 'play-about', about: 'australian open', since: 'yesterday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the offbeat stories podcast',
    expect: { do: 'play-station', station: 'Offbeat Stories' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play harbour fm',
    expect: { do: 'play-station', station: 'Harbour FM' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the ones i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for some weird and wonderful stories',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-AU',
    say: 'the latest on the housing market',
    inSession: true,
    expect: { do: 'play-about', about: 'housing market' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what the weather's doing today",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-AU',
    say: "what's popular",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to chuck on harbour fm',
    expect: { do: 'play-station', station: 'Harbour FM' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about aukus',
    expect: { do: 'play-about', about: 'aukus' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about petrol prices',
    expect: { do: 'play-about', about: 'petrol prices' },
  },
  {
    locale: 'en-AU',
    say: 'reckon you could find me something on the electric vehicle rebate',
    inSession: true,
    expect: { do: 'play-about', about: 'electric vehicle rebate' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the budget from tuesday night',
    expect: { do: 'play-about', about: 'budget', since: 'tuesday' },
  },
  {
    locale: 'en-AU',
    say: 'heading out for a run, give me fifteen minutes on the olympics',
    inSession: true,
    expect: { do: 'play-about', about: 'olympics', minutes: 15 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the latest on the ndis',
    expect: { do: 'play-about', about: 'ndis' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to play something about housing affordability',
    expect: { do: 'play-about', about: 'housing affordability' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening in my area",
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for overseas news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice who this bloke is',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how long to go',
    context: { playing: true },
    expect: { do: 'time-left' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the new south wales election',
    expect: { do: 'play-about', about: 'new south wales election' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice this is good, give me more like it',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what i follow',
    context: { follows: ['swans', 'cricket'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for twenty minutes of podcasts on true crime',
    expect: { do: 'play-about', about: 'true crime', podcasts: true, minutes: 20 },
  },
  {
    locale: 'en-AU',
    say: 'dunno mate, you choose',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, start burst voice and play something on the murray darling basin',
    expect: { do: 'play-about', about: 'murray darling basin' },
  },
  {
    locale: 'en-AU',
    say: 'my follows thanks',
    inSession: true,
    context: { follows: ['matildas', 'rental crisis'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for finance news',
    expect: { do: 'play-news', category: 'business' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, launch burst voice and play something about the brisbane olympics',
    expect: { do: 'play-about', about: 'brisbane olympics' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to catch me up on what happened yesterday arvo',
    expect: { do: 'play-news', since: 'yesterday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play kylie minogue',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice for the weekend's sport",
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the market minute',
    expect: { do: 'play-station', station: 'Market Minute' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for anything on the wallabies',
    expect: { do: 'play-about', about: 'wallabies' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about state of origin',
    expect: { do: 'play-about', about: 'state of origin' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about hecs debt',
    expect: { do: 'play-about', about: 'hecs debt' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about medicare bulk billing',
    expect: { do: 'play-about', about: 'medicare bulk billing' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news since wednesday',
    expect: { do: 'play-news', since: 'wednesday' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a traffic update',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happening with the coal industry",
    expect: { do: 'play-about', about: 'coal industry' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for five minutes on the reserve bank rate decision',
    expect: { do: 'play-about', about: 'reserve bank rate decision', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play me whatever',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for news on the socceroos this week',
    expect: { do: 'play-about', about: 'socceroos', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for technology news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for stuff about the nrl grand final',
    expect: { do: 'play-about', about: 'nrl grand final' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice if there's anything new on interest rates this week",
    expect: { do: 'play-about', about: 'interest rates', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for world news from today',
    expect: { do: 'play-news', category: 'world', since: 'today' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for five minutes of news',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to hang on to this',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to stop following the nrl',
    context: { follows: ['swans', 'nrl'] },
    expect: { do: 'unfollow', topic: 'nrl' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the cost of living from the last few days',
    expect: { do: 'play-about', about: 'cost of living', since: 'last few days' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for news about the bushfires',
    expect: { do: 'play-about', about: 'bushfires' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to give me a heads up when there's something about the state of origin team",
    expect: { do: 'notify', topic: 'state of origin team' },
  },
  {
    locale: 'en-AU',
    say: "i'm cooking tea, just play me some news",
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to follow the swans',
    expect: { do: 'follow', topic: 'swans' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for fifteen minutes of my follows',
    context: { follows: ['cricket', 'Harbour FM'] },
    expect: { do: 'play-follows', minutes: 15 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about the great barrier reef',
    expect: { do: 'play-about', about: 'great barrier reef' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on with albanese",
    expect: { do: 'play-about', about: 'albanese' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for science news',
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play more of this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what everyone's banging on about",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-AU',
    say: 'can you chuck on something about footy tipping for like five minutes',
    inSession: true,
    expect: { do: 'play-about', about: 'footy tipping', minutes: 5 },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the latest on the victorian government',
    expect: { do: 'play-about', about: 'victorian government' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice about shark attacks',
    expect: { do: 'play-about', about: 'shark attacks' },
  },
  {
    locale: 'en-AU',
    say: "what's been going on this week, i've been flat out",
    inSession: true,
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for ten minutes on the melbourne cup',
    expect: { do: 'play-about', about: 'melbourne cup', minutes: 10 },
  },
];
