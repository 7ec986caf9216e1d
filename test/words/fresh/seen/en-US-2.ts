// More fresh phrasings for en-US (issue 56, a tuning set), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the latest on the southern border",
    expect: {
      do: 'play-about',
      about: 'southern border',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice has anything happened with the fed since tuesday',
    expect: {
      do: 'play-about',
      about: 'fed',
      since: 'tuesday',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice any word on the supreme court ruling',
    expect: {
      do: 'play-about',
      about: 'supreme court ruling',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play stuff about the midterms',
    expect: {
      do: 'play-about',
      about: 'midterms',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice i'd love to hear something about the mars rover",
    expect: {
      do: 'play-about',
      about: 'mars rover',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for ten minutes on the housing market while i make dinner',
    expect: {
      do: 'play-about',
      about: 'housing market',
      minutes: 10,
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on with gas prices this week",
    expect: {
      do: 'play-about',
      about: 'gas prices',
      since: 'this week',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play podcasts about true crime',
    expect: {
      do: 'play-about',
      about: 'true crime',
      podcasts: true,
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice hey what's new with the wildfires in california",
    expect: {
      do: 'play-about',
      about: 'wildfires in california',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to catch me up on the super bowl',
    expect: {
      do: 'play-about',
      about: 'super bowl',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what happened with student loan forgiveness over the weekend',
    expect: {
      do: 'play-about',
      about: 'student loan forgiveness',
      since: 'weekend',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice give me the rundown on the tiktok ban',
    expect: {
      do: 'play-about',
      about: 'tiktok ban',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play something about the nba playoffs for my commute',
    expect: {
      do: 'play-about',
      about: 'nba playoffs',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice so um i was wondering if there's anything new about the hurricane in florida",
    expect: {
      do: 'play-about',
      about: 'hurricane in florida',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what are they saying about inflation this morning',
    expect: {
      do: 'play-about',
      about: 'inflation',
      since: 'this morning',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice can you play me a little bit about tesla',
    expect: {
      do: 'play-about',
      about: 'tesla',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for podcast episodes on personal finance',
    expect: {
      do: 'play-about',
      about: 'personal finance',
      podcasts: true,
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's up with the government shutdown",
    expect: {
      do: 'play-about',
      about: 'government shutdown',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice fill me in on the presidential debate from last night',
    expect: {
      do: 'play-about',
      about: 'presidential debate',
      since: 'last night',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice i need a quick update on the stock market for the drive to work',
    expect: {
      do: 'play-about',
      about: 'stock market',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play five minutes about the oscars',
    expect: {
      do: 'play-about',
      about: 'oscars',
      minutes: 5,
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice is there any news about the measles outbreak',
    expect: {
      do: 'play-about',
      about: 'measles outbreak',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice how did the yankees do yesterday',
    expect: {
      do: 'play-about',
      about: 'yankees',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to talk to me about artificial intelligence while i fold laundry',
    expect: {
      do: 'play-about',
      about: 'artificial intelligence',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice play the latest on the war in gaza',
    expect: {
      do: 'play-about',
      about: 'war in gaza',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's been happening with boeing the last few days",
    expect: {
      do: 'play-about',
      about: 'boeing',
      since: 'last few days',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice i wanna hear about the college football playoff',
    expect: {
      do: 'play-about',
      about: 'college football playoff',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for anything on the immigration bill from podcasts only',
    expect: {
      do: 'play-about',
      about: 'immigration bill',
      podcasts: true,
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice could you please play something about social security',
    expect: {
      do: 'play-about',
      about: 'social security',
    },
  },
  {
    locale: 'en-US',
    say: 'the latest on the election',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'election',
    },
  },
  {
    locale: 'en-US',
    say: 'how about something on the opioid crisis',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'opioid crisis',
    },
  },
  {
    locale: 'en-US',
    say: 'uh tariffs on china',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'tariffs on china',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for the news',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what are today's top stories",
    expect: {
      do: 'play-news',
      since: 'today',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the national news',
    expect: {
      do: 'play-news',
      category: 'us',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the news from around the country",
    expect: {
      do: 'play-news',
      category: 'us',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice give me five minutes of business news',
    expect: {
      do: 'play-news',
      category: 'business',
      minutes: 5,
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play the sports headlines from last night',
    expect: {
      do: 'play-news',
      category: 'sport',
      since: 'last night',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's new in tech",
    expect: {
      do: 'play-news',
      category: 'tech',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice play science and technology news from this week',
    expect: {
      do: 'play-news',
      category: 'tech',
      since: 'this week',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice i need a quick news briefing before i head out',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for some weird news',
    expect: {
      do: 'play-news',
      category: 'offbeat',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the celebrity gossip today",
    expect: {
      do: 'play-news',
      category: 'entertainment',
      since: 'today',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's going on around the world",
    expect: {
      do: 'play-news',
      category: 'world',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to play the editor's picks",
    expect: {
      do: 'play-news',
      category: 'editors-picks',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play fifteen minutes of news while i get ready',
    expect: {
      do: 'play-news',
      minutes: 15,
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, open burst voice and play the news since monday',
    expect: {
      do: 'play-news',
      since: 'monday',
    },
  },
  {
    locale: 'en-US',
    say: 'just the headlines',
    inSession: true,
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-US',
    say: 'sports please',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'sport',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice how's traffic",
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice is there traffic on the way to work',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's my commute looking like",
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's trending right now",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's blowing up today",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what are people talking about',
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what is this',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice who's talking right now",
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what station is this from',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play more stuff like this',
    context: {
      playing: true,
    },
    expect: {
      do: 'more-like-this',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, tell burst voice to bookmark this one',
    context: {
      playing: true,
    },
    expect: {
      do: 'save',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play w b r n',
    expect: {
      do: 'play-station',
      station: 'WBRN News Radio',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice put on kvtr public radio',
    expect: {
      do: 'play-station',
      station: 'KVTR Public Radio',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice play that chicago station lakeside',
    expect: {
      do: 'play-station',
      station: 'Lakeside FM',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice for capital talk out of washington',
    expect: {
      do: 'play-station',
      station: 'Capital Talk',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's the forecast",
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice is it gonna rain today',
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice what's happening in my area",
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play local news',
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice follow the boston celtics',
    expect: {
      do: 'follow',
      topic: 'boston celtics',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to unfollow the boston celtics',
    context: {
      follows: ['boston celtics'],
    },
    expect: {
      do: 'unfollow',
      topic: 'boston celtics',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice what topics do i follow',
    expect: {
      do: 'list-follows',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to play the stuff i'm following",
    context: {
      follows: ['hill today', 'boston celtics'],
    },
    expect: {
      do: 'play-follows',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to notify me when there's news about mortgage rates",
    expect: {
      do: 'notify',
      topic: 'mortgage rates',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice can you ping me when something new comes out on the spacex launch',
    expect: {
      do: 'notify',
      topic: 'spacex launch',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice play my saved stories',
    context: {
      saved: true,
    },
    expect: {
      do: 'play-saved',
    },
  },
  {
    locale: 'en-US',
    say: "alexa, ask burst voice to play whatever you've got",
    expect: {
      do: 'surprise',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice to play taylor swift',
    expect: {
      do: 'decline',
      reason: 'music',
    },
  },
  {
    locale: 'en-US',
    say: 'alexa, ask burst voice play the news in spanish',
    expect: {
      do: 'decline',
      reason: 'language',
    },
  },
  {
    locale: 'en-US',
    say: "whatever's trending",
    inSession: true,
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-US',
    say: 'ten minutes of business news',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'business',
      minutes: 10,
    },
  },
  {
    locale: 'en-US',
    say: 'bay city radio',
    inSession: true,
    expect: {
      do: 'play-station',
      station: 'Bay City Radio',
    },
  },
];
