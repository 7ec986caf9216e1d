// Fresh phrasings for en-US (issue 56, round 3), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to give me the news',
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on with the housing market",
    expect: { do: 'play-about', about: 'housing market' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what congress has been up to this week',
    expect: { do: 'play-about', about: 'congress', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: 'alexa, play k v t r on burst voice',
    expect: { do: 'play-station', station: 'KVTR Public Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to catch me up on the nfl',
    expect: { do: 'play-about', about: 'nfl' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the latest on interest rates",
    expect: { do: 'play-about', about: 'interest rates' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice if it can put on something about national parks for like ten minutes',
    expect: { do: 'play-about', about: 'national parks', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, play the local news from burst voice',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what the weather's like",
    expect: { do: 'weather' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play signal and noise',
    expect: { do: 'play-station', station: 'Signal and Noise' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for world news from last night',
    expect: { do: 'play-news', category: 'world', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to surprise me',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-US',
    say: 'alexa, start burst voice and play the sports headlines',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play me something weird',
    expect: { do: 'play-news', category: 'offbeat' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play anything about artificial intelligence',
    expect: { do: 'play-about', about: 'artificial intelligence' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new with nasa",
    expect: { do: 'play-about', about: 'nasa' },
  },
  {
    locale: 'en-US',
    say: 'alexa, have burst voice play the hill today',
    expect: { do: 'play-station', station: 'The Hill Today' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play more like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to save this for later',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what topics i'm following",
    context: { follows: ['nfl', 'climate change'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, use burst voice to play the entertainment news',
    expect: { do: 'play-news', category: 'entertainment' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice for this morning's headlines",
    expect: { do: 'play-news', since: 'this morning' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to put on lakeside fm',
    expect: { do: 'play-station', station: 'Lakeside FM' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice if there is anything new on the california wildfires',
    expect: { do: 'play-about', about: 'california wildfires' },
  },
  {
    locale: 'en-US',
    say: 'alexa, use burst voice to play gardening podcasts',
    expect: { do: 'play-about', about: 'gardening', podcasts: true },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to play this week's business news",
    expect: { do: 'play-news', category: 'business', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play the latest on the election',
    expect: { do: 'play-about', about: 'election' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to stop following the supreme court',
    context: { follows: ['supreme court'] },
    expect: { do: 'unfollow', topic: 'supreme court' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play what i follow',
    context: { follows: ['nba', 'climate change'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the news in spanish',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's popular right now",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the tech news since monday',
    expect: { do: 'play-news', category: 'tech', since: 'monday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to put on boston at dawn',
    expect: { do: 'play-station', station: 'Boston at Dawn' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on in the world",
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play w b r n',
    expect: { do: 'play-station', station: 'WBRN News Radio' },
  },
  {
    locale: 'en-US',
    say: 'the headlines please',
    inSession: true,
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: 'something about baseball',
    inSession: true,
    expect: { do: 'play-about', about: 'baseball' },
  },
  {
    locale: 'en-US',
    say: 'um surprise me i guess',
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play gulf coast radio out of houston',
    expect: { do: 'play-station', station: 'Gulf Coast Radio' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the latest on the hurricane",
    expect: { do: 'play-about', about: 'hurricane' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice for the weekend's sports news",
    expect: { do: 'play-news', category: 'sport', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what stuff i'm following",
    context: { follows: ['nfl', 'Lakeside FM'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice i want fifteen minutes of news from today',
    expect: { do: 'play-news', minutes: 15, since: 'today' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what station is this',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to bookmark this',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to let me know when there's something new on the mars mission",
    expect: { do: 'notify', topic: 'mars mission' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for u.s. news from yesterday',
    expect: { do: 'play-news', category: 'us', since: 'yesterday' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's happening in tech",
    expect: { do: 'play-news', category: 'tech' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to find me a podcast on parenting',
    expect: { do: 'play-about', about: 'parenting', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the new taylor swift song',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-US',
    say: "alexa, i'd like a quick news update from burst voice",
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play foreign desk',
    expect: { do: 'play-station', station: 'Foreign Desk' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new in health",
    expect: { do: 'play-about', about: 'health' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what i've missed this week",
    expect: { do: 'play-news', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the best stories the editors picked',
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what the traffic's like on my way to work",
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice i want news near me',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to unfollow bay city radio',
    context: { follows: ['Bay City Radio', 'nba'] },
    expect: { do: 'unfollow', topic: 'Bay City Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to follow windy city sports',
    expect: { do: 'follow', topic: 'Windy City Sports' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the hottest stories right now',
    expect: { do: 'trending' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and just play whatever',
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play some hip hop',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's happening around the country",
    expect: { do: 'play-news', category: 'us' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice about the chicago bulls',
    expect: { do: 'play-about', about: 'chicago bulls' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on at the border",
    expect: { do: 'play-about', about: 'border' },
  },
  {
    locale: 'en-US',
    say: 'world news from this morning',
    inSession: true,
    expect: { do: 'play-news', category: 'world', since: 'this morning' },
  },
  {
    locale: 'en-US',
    say: 'just the sports',
    inSession: true,
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-US',
    say: 'alexa, can you have burst voice put on something about climate change, nothing too long, maybe five minutes',
    expect: { do: 'play-about', about: 'climate change', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a quick five minute rundown of the business news',
    expect: { do: 'play-news', category: 'business', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the entertainment stuff from the weekend',
    expect: { do: 'play-news', category: 'entertainment', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice who is this',
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: 'alexa, launch burst voice and play windy city sports',
    expect: { do: 'play-station', station: 'Windy City Sports' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what happened on wall street friday',
    expect: { do: 'play-about', about: 'wall street', since: 'friday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to give me half an hour of world news',
    expect: { do: 'play-news', category: 'world', minutes: 30 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play something about the olympics from this morning',
    expect: { do: 'play-about', about: 'olympics', since: 'this morning' },
  },
];
