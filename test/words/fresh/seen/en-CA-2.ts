// More fresh phrasings for en-CA (issue 56, a tuning set), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the latest on the carbon tax",
    expect: {
      do: 'play-about',
      about: 'carbon tax',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how did the leafs do last night',
    expect: {
      do: 'play-about',
      about: 'leafs',
      since: 'last night',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice any word on the wildfires in alberta',
    expect: {
      do: 'play-about',
      about: 'wildfires in alberta',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice has anything happened with the canada post strike since wednesday',
    expect: {
      do: 'play-about',
      about: 'canada post strike',
      since: 'wednesday',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play something about the housing crisis in toronto while i shovel the driveway',
    expect: {
      do: 'play-about',
      about: 'housing crisis in toronto',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice i'd love to hear about the bank of canada rate announcement",
    expect: {
      do: 'play-about',
      about: 'bank of canada rate announcement',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on with the tariffs eh",
    expect: {
      do: 'play-about',
      about: 'tariffs',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, tell burst voice to give me ten minutes on the federal election',
    expect: {
      do: 'play-about',
      about: 'federal election',
      minutes: 10,
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for podcasts about hockey',
    expect: {
      do: 'play-about',
      about: 'hockey',
      podcasts: true,
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the story with grocery prices this week",
    expect: {
      do: 'play-about',
      about: 'grocery prices',
      since: 'this week',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice can you catch me up on the oilers on the way to the rink',
    expect: {
      do: 'play-about',
      about: 'oilers',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice is there anything new about pharmacare',
    expect: {
      do: 'play-about',
      about: 'pharmacare',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's been happening with the blue jays over the weekend",
    expect: {
      do: 'play-about',
      about: 'blue jays',
      since: 'weekend',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and play stuff on immigration levels',
    expect: {
      do: 'play-about',
      about: 'immigration levels',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what are people saying about the greenbelt this morning',
    expect: {
      do: 'play-about',
      about: 'greenbelt',
      since: 'this morning',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice could you please play a bit about reconciliation with first nations',
    expect: {
      do: 'play-about',
      about: 'reconciliation with first nations',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening with american politics",
    expect: {
      do: 'play-about',
      about: 'american politics',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice play five minutes about the loonie',
    expect: {
      do: 'play-about',
      about: 'loonie',
      minutes: 5,
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice fill me in on the quebec election from yesterday',
    expect: {
      do: 'play-about',
      about: 'quebec election',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice find me podcasts on parenting',
    expect: {
      do: 'play-about',
      about: 'parenting',
      podcasts: true,
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice i'm curious about the ttc subway closures",
    expect: {
      do: 'play-about',
      about: 'ttc subway closures',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice play me the latest on the stanley cup playoffs while i make my coffee',
    expect: {
      do: 'play-about',
      about: 'stanley cup playoffs',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice any updates on bc ferries cancellations today',
    expect: {
      do: 'play-about',
      about: 'bc ferries cancellations',
      since: 'today',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's poilievre been saying over the last few days",
    expect: {
      do: 'play-about',
      about: 'poilievre',
      since: 'last few days',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play bursts about the trade deal with the states',
    expect: {
      do: 'play-about',
      about: 'trade deal with the states',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice do you have anything on the raptors',
    expect: {
      do: 'play-about',
      about: 'raptors',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a couple bursts on the ontario budget from podcasts only',
    expect: {
      do: 'play-about',
      about: 'ontario budget',
      podcasts: true,
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice i wanna know what's up with the northern lights forecast",
    expect: {
      do: 'play-about',
      about: 'northern lights forecast',
    },
  },
  {
    locale: 'en-CA',
    say: 'the latest on the teachers strike',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'teachers strike',
    },
  },
  {
    locale: 'en-CA',
    say: 'something on the housing market please',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'housing market',
    },
  },
  {
    locale: 'en-CA',
    say: 'um the world juniors',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'world juniors',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the top stories',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's in the news today",
    expect: {
      do: 'play-news',
      since: 'today',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the business news from this morning',
    expect: {
      do: 'play-news',
      category: 'business',
      since: 'this morning',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the sports highlights',
    expect: {
      do: 'play-news',
      category: 'sport',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to give me three minutes of world news',
    expect: {
      do: 'play-news',
      category: 'world',
      minutes: 3,
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's new in science and tech",
    expect: {
      do: 'play-news',
      category: 'tech',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a quick news update before i head out the door',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for something quirky',
    expect: {
      do: 'play-news',
      category: 'offbeat',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play entertainment news from the weekend',
    expect: {
      do: 'play-news',
      category: 'entertainment',
      since: 'weekend',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what did the editors pick today',
    expect: {
      do: 'play-news',
      category: 'editors-picks',
      since: 'today',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play fifteen minutes of news for the drive',
    expect: {
      do: 'play-news',
      minutes: 15,
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, open burst voice and catch me up on the news since thursday',
    expect: {
      do: 'play-news',
      since: 'thursday',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what happened in the world yesterday',
    expect: {
      do: 'play-news',
      category: 'world',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's going on in business this week",
    expect: {
      do: 'play-news',
      category: 'business',
      since: 'this week',
    },
  },
  {
    locale: 'en-CA',
    say: 'the headlines',
    inSession: true,
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-CA',
    say: 'tech news please',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'tech',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice how's the four oh one looking",
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for a traffic update',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice are the roads bad this morning',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's trending today",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's everybody listening to",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's hot right now",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what story is this',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice who hosts this show',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice where is this from',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice how long is left',
    context: {
      playing: true,
    },
    expect: {
      do: 'time-left',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play more like that',
    context: {
      playing: true,
    },
    expect: {
      do: 'more-like-this',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to keep this one for later',
    context: {
      playing: true,
    },
    expect: {
      do: 'save',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the toronto station maple',
    expect: {
      do: 'play-station',
      station: 'Maple Radio',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice play something from the market minute podcast',
    expect: {
      do: 'play-station',
      station: 'Market Minute',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's on mountain public media",
    expect: {
      do: 'play-station',
      station: 'Mountain Public Media',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice do i need a toque today',
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's the weather gonna be like",
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice what's happening in town",
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play the local news please',
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice i don't want to follow rink side anymore",
    context: {
      follows: ['rink side'],
    },
    expect: {
      do: 'unfollow',
      topic: 'rink side',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice what do i follow',
    expect: {
      do: 'list-follows',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play my follows',
    context: {
      follows: ['true north today', 'carbon tax'],
    },
    expect: {
      do: 'play-follows',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to tell me when there is something new on the carbon tax',
    expect: {
      do: 'notify',
      topic: 'carbon tax',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice send me a notification about the canada post strike',
    expect: {
      do: 'notify',
      topic: 'canada post strike',
    },
  },
  {
    locale: 'en-CA',
    say: "alexa, ask burst voice to play what i've saved",
    context: {
      saved: true,
    },
    expect: {
      do: 'play-saved',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice to play me anything',
    expect: {
      do: 'surprise',
    },
  },
  {
    locale: 'en-CA',
    say: 'alexa, ask burst voice for the news in french',
    expect: {
      do: 'decline',
      reason: 'language',
    },
  },
  {
    locale: 'en-CA',
    say: "what's popular",
    inSession: true,
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-CA',
    say: 'five minutes of sports',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'sport',
      minutes: 5,
    },
  },
  {
    locale: 'en-CA',
    say: 'maple radio i guess',
    inSession: true,
    expect: {
      do: 'play-station',
      station: 'Maple Radio',
    },
  },
];
