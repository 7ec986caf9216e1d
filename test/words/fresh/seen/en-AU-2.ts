// More fresh phrasings for en-AU (issue 56, a tuning set), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the latest on the interest rate decision",
    expect: {
      do: 'play-about',
      about: 'interest rate decision',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice any word on the bushfires in victoria',
    expect: {
      do: 'play-about',
      about: 'bushfires in victoria',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice has anything happened with the housing crisis since monday',
    expect: {
      do: 'play-about',
      about: 'housing crisis',
      since: 'monday',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how did the matildas go last night',
    expect: {
      do: 'play-about',
      about: 'matildas',
      since: 'last night',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the go with petrol prices this week",
    expect: {
      do: 'play-about',
      about: 'petrol prices',
      since: 'this week',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice i'd love to hear something about the great barrier reef",
    expect: {
      do: 'play-about',
      about: 'great barrier reef',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to chuck on something about state of origin',
    expect: {
      do: 'play-about',
      about: 'state of origin',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, tell burst voice to give me ten minutes on the federal budget',
    expect: {
      do: 'play-about',
      about: 'federal budget',
      minutes: 10,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for podcasts about fishing',
    expect: {
      do: 'play-about',
      about: 'fishing',
      podcasts: true,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what are people saying about albanese this morning',
    expect: {
      do: 'play-about',
      about: 'albanese',
      since: 'this morning',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice can you play us a bit on the flooding in queensland while i make brekkie',
    expect: {
      do: 'play-about',
      about: 'flooding in queensland',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice is there anything new on the aukus submarines',
    expect: {
      do: 'play-about',
      about: 'aukus submarines',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's been happening at the australian open over the weekend",
    expect: {
      do: 'play-about',
      about: 'australian open',
      since: 'weekend',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, open burst voice and play stuff on the cost of living',
    expect: {
      do: 'play-about',
      about: 'cost of living',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice reckon you could catch me up on the afl grand final',
    expect: {
      do: 'play-about',
      about: 'afl grand final',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice play five minutes about the melbourne cup',
    expect: {
      do: 'play-about',
      about: 'melbourne cup',
      minutes: 5,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice find me some podcasts on gardening',
    expect: {
      do: 'play-about',
      about: 'gardening',
      podcasts: true,
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on with the nrl today",
    expect: {
      do: 'play-about',
      about: 'nrl',
      since: 'today',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice fill me in on the rental crisis in sydney for the drive to work',
    expect: {
      do: 'play-about',
      about: 'rental crisis in sydney',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play bursts about the wallabies from yesterday',
    expect: {
      do: 'play-about',
      about: 'wallabies',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice i'm keen to hear about the social media ban for kids",
    expect: {
      do: 'play-about',
      about: 'social media ban for kids',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice any updates on the koala numbers',
    expect: {
      do: 'play-about',
      about: 'koala numbers',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's been said about the ashes the last few days",
    expect: {
      do: 'play-about',
      about: 'ashes',
      since: 'last few days',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice could you play something about electric vehicles please mate',
    expect: {
      do: 'play-about',
      about: 'electric vehicles',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for anything on the property market from podcasts only',
    expect: {
      do: 'play-about',
      about: 'property market',
      podcasts: true,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice while i hang the washing out tell me about the drought in new south wales',
    expect: {
      do: 'play-about',
      about: 'drought in new south wales',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the story with daylight saving",
    expect: {
      do: 'play-about',
      about: 'daylight saving',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice have you got anything on the socceroos',
    expect: {
      do: 'play-about',
      about: 'socceroos',
    },
  },
  {
    locale: 'en-AU',
    say: 'the latest on the election please',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'election',
    },
  },
  {
    locale: 'en-AU',
    say: 'something on the big bash',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'big bash',
    },
  },
  {
    locale: 'en-AU',
    say: 'yeah nah um the teal independents',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'teal independents',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news headlines',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's in the news this arvo",
    expect: {
      do: 'play-news',
      since: 'today',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the finance news',
    expect: {
      do: 'play-news',
      category: 'business',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to chuck on the sport news',
    expect: {
      do: 'play-news',
      category: 'sport',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice give us five minutes of international news',
    expect: {
      do: 'play-news',
      category: 'world',
      minutes: 5,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a quick news rundown before brekkie',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the technology news from yesterday',
    expect: {
      do: 'play-news',
      category: 'tech',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for something a bit weird',
    expect: {
      do: 'play-news',
      category: 'offbeat',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the goss in entertainment",
    expect: {
      do: 'play-news',
      category: 'entertainment',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play the picks from the editors',
    expect: {
      do: 'play-news',
      category: 'editors-picks',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play twenty minutes of news while i do the dishes',
    expect: {
      do: 'play-news',
      minutes: 20,
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, open burst voice and catch me up on the news since saturday',
    expect: {
      do: 'play-news',
      since: 'saturday',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's happened in sport this week",
    expect: {
      do: 'play-news',
      category: 'sport',
      since: 'this week',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the world news from last night',
    expect: {
      do: 'play-news',
      category: 'world',
      since: 'last night',
    },
  },
  {
    locale: 'en-AU',
    say: 'just the main stories thanks',
    inSession: true,
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-AU',
    say: 'business please',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'business',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice how's the traffic on the m one",
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice are there any delays on the roads',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a traffic report for the school run',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's trending at the moment",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's everyone banging on about today",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what are the most popular stories',
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice who's this bloke talking",
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's this story",
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what show is this from',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice how long to go on this one',
    context: {
      playing: true,
    },
    expect: {
      do: 'time-left',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to give us more like this',
    context: {
      playing: true,
    },
    expect: {
      do: 'more-like-this',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to save this one for me',
    context: {
      playing: true,
    },
    expect: {
      do: 'save',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice play the sydney station harbour',
    expect: {
      do: 'play-station',
      station: 'Harbour FM',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play offbeat stories the podcast',
    expect: {
      do: 'play-station',
      station: 'Offbeat Stories',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for a bit of thames radio',
    expect: {
      do: 'play-station',
      station: 'Thames Radio',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's the weather for the weekend",
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice what's going on in my neck of the woods",
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for local news',
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice what have i got followed',
    expect: {
      do: 'list-follows',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to play what i'm following",
    context: {
      follows: ['boundary line', 'matildas'],
    },
    expect: {
      do: 'play-follows',
    },
  },
  {
    locale: 'en-AU',
    say: "alexa, ask burst voice to let me know when there's something new about the rba",
    expect: {
      do: 'notify',
      topic: 'rba',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice can you alert me about news on the bushfires',
    expect: {
      do: 'notify',
      topic: 'bushfires',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice to play my saved stuff',
    context: {
      saved: true,
    },
    expect: {
      do: 'play-saved',
    },
  },
  {
    locale: 'en-AU',
    say: 'alexa, ask burst voice for the news in mandarin',
    expect: {
      do: 'decline',
      reason: 'language',
    },
  },
  {
    locale: 'en-AU',
    say: 'dunno just surprise me',
    inSession: true,
    expect: {
      do: 'surprise',
    },
  },
  {
    locale: 'en-AU',
    say: 'give us ten minutes of news',
    inSession: true,
    expect: {
      do: 'play-news',
      minutes: 10,
    },
  },
  {
    locale: 'en-AU',
    say: 'harbour fm thanks',
    inSession: true,
    expect: {
      do: 'play-station',
      station: 'Harbour FM',
    },
  },
];
