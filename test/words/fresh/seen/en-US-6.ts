// Fresh phrasings for en-US (issue 56, round 4), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play the latest on the california wildfires',
    expect: { do: 'play-about', about: 'california wildfires' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for news on the yankees from last night',
    expect: { do: 'play-about', about: 'yankees', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: 'the latest on the texas heat wave',
    inSession: true,
    expect: { do: 'play-about', about: 'texas heat wave' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice i want to follow climate change',
    expect: { do: 'follow', topic: 'climate change' },
  },
  {
    locale: 'en-US',
    say: "i don't care, just play something",
    inSession: true,
    expect: { do: 'surprise' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to stop following the nfl',
    context: { follows: ['nfl', 'Bay City Radio'] },
    expect: { do: 'unfollow', topic: 'nfl' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for news about the midterms',
    expect: { do: 'play-about', about: 'midterms' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice if it's got anything else like this, this is good",
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play drake',
    expect: { do: 'decline', reason: 'music' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for ten minutes of u.s. news',
    expect: { do: 'play-news', category: 'us', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for college football from saturday',
    expect: { do: 'play-about', about: 'college football', since: 'saturday' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for world news',
    expect: { do: 'play-news', category: 'world' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for fifteen minutes on climate change',
    expect: { do: 'play-about', about: 'climate change', minutes: 15 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for a traffic report for my commute',
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the business news from this morning',
    expect: { do: 'play-news', category: 'business', since: 'this morning' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for national news',
    expect: { do: 'play-news', category: 'us' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for podcasts about personal finance',
    expect: { do: 'play-about', about: 'personal finance', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the stuff i follow for ten minutes',
    context: { follows: ['climate change', 'Capital Talk'] },
    expect: { do: 'play-follows', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play five minutes of headlines',
    expect: { do: 'play-news', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'can you put on something about the national parks for like ten minutes',
    inSession: true,
    expect: { do: 'play-about', about: 'national parks', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'podcasts about running',
    inSession: true,
    expect: { do: 'play-about', about: 'running', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play kvtr public radio',
    expect: { do: 'play-station', station: 'KVTR Public Radio' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on with mortgage rates this week",
    expect: { do: 'play-about', about: 'mortgage rates', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice how's the traffic",
    expect: { do: 'traffic' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to unfollow crypto',
    context: { follows: ['crypto', 'election'] },
    expect: { do: 'unfollow', topic: 'crypto' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for stories about the super bowl from this weekend',
    expect: { do: 'play-about', about: 'super bowl', since: 'weekend' },
  },
  {
    locale: 'en-US',
    say: 'catch me up on my stuff real quick',
    inSession: true,
    context: { follows: ['lakers', 'housing market'] },
    expect: { do: 'play-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play me something about the mets while i make coffee',
    expect: { do: 'play-about', about: 'mets' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play stuff about the housing market',
    expect: { do: 'play-about', about: 'housing market' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play what i saved',
    context: { saved: true },
    expect: { do: 'play-saved' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to put on gulf coast radio',
    expect: { do: 'play-station', station: 'Gulf Coast Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play twenty minutes of news for the drive',
    expect: { do: 'play-news', minutes: 20 },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for science and tech news from this week',
    expect: { do: 'play-news', category: 'tech', since: 'this week' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new with the lakers",
    expect: { do: 'play-about', about: 'lakers' },
  },
  {
    locale: 'en-US',
    say: 'alexa, launch burst voice and play news about the southern border',
    expect: { do: 'play-about', about: 'southern border' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for podcasts in korean',
    expect: { do: 'decline', reason: 'language' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the latest on the tiktok ban',
    expect: { do: 'play-about', about: 'tiktok ban' },
  },
  {
    locale: 'en-US',
    say: "i'm driving to work, play me some stuff about the housing crisis",
    inSession: true,
    expect: { do: 'play-about', about: 'housing crisis' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for local news',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to save this',
    context: { playing: true },
    expect: { do: 'save' },
  },
  {
    locale: 'en-US',
    say: "what's popular right now",
    inSession: true,
    expect: { do: 'trending' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for news in my area',
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: 'world news from last night',
    inSession: true,
    expect: { do: 'play-news', category: 'world', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's in the news",
    expect: { do: 'play-news' },
  },
  {
    locale: 'en-US',
    say: "um, what's everybody saying about the new iphone",
    inSession: true,
    expect: { do: 'play-about', about: 'new iphone' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the latest on the jobs report',
    expect: { do: 'play-about', about: 'jobs report' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice for the editors' picks",
    expect: { do: 'play-news', category: 'editors-picks' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to alert me when there's something new on the tesla recall",
    expect: { do: 'notify', topic: 'tesla recall' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to remove capital talk from my follows',
    context: { follows: ['Capital Talk'] },
    expect: { do: 'unfollow', topic: 'Capital Talk' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for anything about social security',
    expect: { do: 'play-about', about: 'social security' },
  },
  {
    locale: 'en-US',
    say: 'alexa, use burst voice to play something on the opioid epidemic',
    expect: { do: 'play-about', about: 'opioid epidemic' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for like five minutes of stuff on the nba trade deadline for my commute',
    expect: { do: 'play-about', about: 'nba trade deadline', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: 'alexa, use burst voice to find podcasts on true crime',
    expect: { do: 'play-about', about: 'true crime', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for five minutes on the nfl draft',
    expect: { do: 'play-about', about: 'nfl draft', minutes: 5 },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's happening with nasa",
    expect: { do: 'play-about', about: 'nasa' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice about the presidential debate last night',
    expect: { do: 'play-about', about: 'presidential debate', since: 'last night' },
  },
  {
    locale: 'en-US',
    say: 'alexa, start burst voice and play something about electric vehicles',
    expect: { do: 'play-about', about: 'electric vehicles' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play something about student loan forgiveness',
    expect: { do: 'play-about', about: 'student loan forgiveness' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for sports news',
    expect: { do: 'play-news', category: 'sport' },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to play more stuff like this',
    context: { playing: true },
    expect: { do: 'more-like-this' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice which topics i follow',
    context: { follows: ['bitcoin', 'lakers'] },
    expect: { do: 'list-follows' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for podcast episodes about nutrition',
    expect: { do: 'play-about', about: 'nutrition', podcasts: true },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play podcasts about parenting for twenty minutes',
    expect: { do: 'play-about', about: 'parenting', podcasts: true, minutes: 20 },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's playing",
    context: { playing: true },
    expect: { do: 'whats-playing' },
  },
  {
    locale: 'en-US',
    say: "hey what's it looking like outside today, do i need a jacket",
    inSession: true,
    expect: { do: 'weather' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to add the denver broncos to my topics',
    expect: { do: 'follow', topic: 'denver broncos' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what everyone's talking about right now",
    expect: { do: 'trending' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to let me know when there's news about the hurricane",
    expect: { do: 'notify', topic: 'hurricane' },
  },
  {
    locale: 'en-US',
    say: 'just give me the headlines real quick, like three minutes',
    inSession: true,
    expect: { do: 'play-news', minutes: 3 },
  },
  {
    locale: 'en-US',
    say: 'anything going on around town',
    inSession: true,
    expect: { do: 'play-local' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play wbrn news radio',
    expect: { do: 'play-station', station: 'WBRN News Radio' },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for ten minutes about artificial intelligence',
    expect: { do: 'play-about', about: 'artificial intelligence', minutes: 10 },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to follow the nfl',
    expect: { do: 'follow', topic: 'nfl' },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on with health insurance premiums",
    expect: { do: 'play-about', about: 'health insurance premiums' },
  },
];
