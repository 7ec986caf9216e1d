// More fresh phrasings for en-IN (issue 56, a tuning set), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the latest update on the union budget',
    expect: {
      do: 'play-about',
      about: 'union budget',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly play news related to the monsoon in kerala',
    expect: {
      do: 'play-about',
      about: 'monsoon in kerala',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice has anything happened with the rbi repo rate since friday',
    expect: {
      do: 'play-about',
      about: 'rbi repo rate',
      since: 'friday',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what happened in the ipl match last night',
    expect: {
      do: 'play-about',
      about: 'ipl match',
      since: 'last night',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice any word on chandrayaan',
    expect: {
      do: 'play-about',
      about: 'chandrayaan',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice i want to listen about delhi air pollution',
    expect: {
      do: 'play-about',
      about: 'delhi air pollution',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please tell me what all happened with the lok sabha elections today',
    expect: {
      do: 'play-about',
      about: 'lok sabha elections',
      since: 'today',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, tell burst voice to play ten minutes on the indian cricket team',
    expect: {
      do: 'play-about',
      about: 'indian cricket team',
      minutes: 10,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for podcasts on startups',
    expect: {
      do: 'play-about',
      about: 'startups',
      podcasts: true,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going on with petrol prices this week',
    expect: {
      do: 'play-about',
      about: 'petrol prices',
      since: 'this week',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice can you play something about isro while i am getting ready for office',
    expect: {
      do: 'play-about',
      about: 'isro',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice is there any update regarding the neet exam',
    expect: {
      do: 'play-about',
      about: 'neet exam',
    },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice what's the news on virat kohli from the weekend",
    expect: {
      do: 'play-about',
      about: 'virat kohli',
      since: 'weekend',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and play about the gst council meeting',
    expect: {
      do: 'play-about',
      about: 'gst council meeting',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what are people saying about the sensex this morning',
    expect: {
      do: 'play-about',
      about: 'sensex',
      since: 'this morning',
    },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice i'd love to hear about bollywood box office",
    expect: {
      do: 'play-about',
      about: 'bollywood box office',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play five minutes about the india pakistan match',
    expect: {
      do: 'play-about',
      about: 'india pakistan match',
      minutes: 5,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please give me updates on the mumbai rains for my commute',
    expect: {
      do: 'play-about',
      about: 'mumbai rains',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice find podcasts only about personal finance',
    expect: {
      do: 'play-about',
      about: 'personal finance',
      podcasts: true,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the status of the bengaluru metro yellow line',
    expect: {
      do: 'play-about',
      about: 'bengaluru metro yellow line',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice tell me about upi payments from yesterday',
    expect: {
      do: 'play-about',
      about: 'upi payments',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice catch me up on the adani case',
    expect: {
      do: 'play-about',
      about: 'adani case',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is happening with onion prices in the last few days',
    expect: {
      do: 'play-about',
      about: 'onion prices',
      since: 'last few days',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice could you please play something on the heatwave in rajasthan',
    expect: {
      do: 'play-about',
      about: 'heatwave in rajasthan',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice while i cook dinner play something about electric scooters',
    expect: {
      do: 'play-about',
      about: 'electric scooters',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play bursts on the it layoffs from podcasts',
    expect: {
      do: 'play-about',
      about: 'it layoffs',
      podcasts: true,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice yaar what is the scene with the world cup squad',
    expect: {
      do: 'play-about',
      about: 'world cup squad',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice do you have anything on the kumbh mela',
    expect: {
      do: 'play-about',
      about: 'kumbh mela',
    },
  },
  {
    locale: 'en-IN',
    say: 'the latest on the farmers protest',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'farmers protest',
    },
  },
  {
    locale: 'en-IN',
    say: 'something about the stock market please',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'stock market',
    },
  },
  {
    locale: 'en-IN',
    say: 'tell me about the pro kabaddi league',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'pro kabaddi league',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice for the top headlines',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the news today',
    expect: {
      do: 'play-news',
      since: 'today',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice kindly play business news',
    expect: {
      do: 'play-news',
      category: 'business',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play the sports news from this morning',
    expect: {
      do: 'play-news',
      category: 'sport',
      since: 'this morning',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice give me two minutes of world news',
    expect: {
      do: 'play-news',
      category: 'world',
      minutes: 2,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice i want a short news update',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play science and technology news',
    expect: {
      do: 'play-news',
      category: 'tech',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play some funny and strange news',
    expect: {
      do: 'play-news',
      category: 'offbeat',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is new in entertainment this week',
    expect: {
      do: 'play-news',
      category: 'entertainment',
      since: 'this week',
    },
  },
  {
    locale: 'en-IN',
    say: "alexa, ask burst voice play the editors' choice",
    expect: {
      do: 'play-news',
      category: 'editors-picks',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play fifteen minutes of news during my walk',
    expect: {
      do: 'play-news',
      minutes: 15,
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, open burst voice and tell me the news since tuesday',
    expect: {
      do: 'play-news',
      since: 'tuesday',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what happened in the world yesterday',
    expect: {
      do: 'play-news',
      category: 'world',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please play the tech headlines from last night',
    expect: {
      do: 'play-news',
      category: 'tech',
      since: 'last night',
    },
  },
  {
    locale: 'en-IN',
    say: 'only headlines',
    inSession: true,
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-IN',
    say: 'sports news',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'sport',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice is there any traffic jam on my way to office',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice give me the traffic update',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is trending today',
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is going viral right now',
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what are the popular stories now',
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice which news is this',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice who is the anchor',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice this is from which channel',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice how many minutes are remaining',
    context: {
      playing: true,
    },
    expect: {
      do: 'time-left',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play more of this type',
    context: {
      playing: true,
    },
    expect: {
      do: 'more-like-this',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please save this one',
    context: {
      playing: true,
    },
    expect: {
      do: 'save',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice put on the mumbai live station',
    expect: {
      do: 'play-station',
      station: 'Mumbai Live',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play the podcast signal and noise',
    expect: {
      do: 'play-station',
      station: 'Signal and Noise',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice i want to listen to thames radio',
    expect: {
      do: 'play-station',
      station: 'Thames Radio',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice what is the weather today',
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice will it rain in the evening',
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play local news',
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice follow over the wicket',
    expect: {
      do: 'follow',
      topic: 'over the wicket',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please remove dalal street daily from my follows',
    context: {
      follows: ['dalal street daily'],
    },
    expect: {
      do: 'unfollow',
      topic: 'dalal street daily',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice tell me which topics i am following',
    expect: {
      do: 'list-follows',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice to play whatever i follow',
    context: {
      follows: ['over the wicket', 'isro'],
    },
    expect: {
      do: 'play-follows',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice notify me whenever there is news about the sensex',
    expect: {
      do: 'notify',
      topic: 'sensex',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice please inform me when something new comes on the neet exam',
    expect: {
      do: 'notify',
      topic: 'neet exam',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play my saved bursts',
    context: {
      saved: true,
    },
    expect: {
      do: 'play-saved',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play anything you like',
    expect: {
      do: 'surprise',
    },
  },
  {
    locale: 'en-IN',
    say: 'alexa, ask burst voice play the news in hindi',
    expect: {
      do: 'decline',
      reason: 'language',
    },
  },
  {
    locale: 'en-IN',
    say: 'play trending stories',
    inSession: true,
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-IN',
    say: 'five minutes of business news',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'business',
      minutes: 5,
    },
  },
  {
    locale: 'en-IN',
    say: 'mumbai live only',
    inSession: true,
    expect: {
      do: 'play-station',
      station: 'Mumbai Live',
    },
  },
];
