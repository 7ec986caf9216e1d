// More fresh phrasings for en-GB (issue 56, a tuning set), written without reading the model or the words chain.
import type { FreshPhrasing } from '../types';

export const PHRASINGS: readonly FreshPhrasing[] = [
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the latest on the cost of living crisis',
    expect: {
      do: 'play-about',
      about: 'cost of living crisis',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice has anything happened with the rail strikes since tuesday',
    expect: {
      do: 'play-about',
      about: 'rail strikes',
      since: 'tuesday',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice any word on the bank of england interest rate decision',
    expect: {
      do: 'play-about',
      about: 'bank of england interest rate decision',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to play me something about nhs waiting lists while i'm making a brew",
    expect: {
      do: 'play-about',
      about: 'nhs waiting lists',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice could you play a bit about the general election please',
    expect: {
      do: 'play-about',
      about: 'general election',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to put on ten minutes about the energy price cap',
    expect: {
      do: 'play-about',
      about: 'energy price cap',
      minutes: 10,
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice i'd love to hear about the chelsea flower show",
    expect: {
      do: 'play-about',
      about: 'chelsea flower show',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's been going on with thames water over the weekend",
    expect: {
      do: 'play-about',
      about: 'thames water',
      since: 'weekend',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and play podcasts about gardening',
    expect: {
      do: 'play-about',
      about: 'gardening',
      podcasts: true,
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what are people saying about the budget this morning',
    expect: {
      do: 'play-about',
      about: 'budget',
      since: 'this morning',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for a quick bit on the six nations for the school run',
    expect: {
      do: 'play-about',
      about: 'six nations',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice is there anything new on the post office scandal',
    expect: {
      do: 'play-about',
      about: 'post office scandal',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to catch me up on the heatwave',
    expect: {
      do: 'play-about',
      about: 'heatwave',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice right then what's the story with brexit",
    expect: {
      do: 'play-about',
      about: 'brexit',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice play me stuff on house prices from the last few days',
    expect: {
      do: 'play-about',
      about: 'house prices',
      since: 'last few days',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice go on then give us five minutes on the royal family',
    expect: {
      do: 'play-about',
      about: 'royal family',
      minutes: 5,
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice i fancy hearing something about the transfer window',
    expect: {
      do: 'play-about',
      about: 'transfer window',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice can you find me podcasts on mental health',
    expect: {
      do: 'play-about',
      about: 'mental health',
      podcasts: true,
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the latest from wimbledon today",
    expect: {
      do: 'play-about',
      about: 'wimbledon',
      since: 'today',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice would you mind playing something on the small boats crossings',
    expect: {
      do: 'play-about',
      about: 'small boats crossings',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice tell me what's going on with council tax",
    expect: {
      do: 'play-about',
      about: 'council tax',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice while i do the washing up play something about climate change',
    expect: {
      do: 'play-about',
      about: 'climate change',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what happened on strictly last night',
    expect: {
      do: 'play-about',
      about: 'strictly',
      since: 'last night',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice any updates on the war in ukraine since monday',
    expect: {
      do: 'play-about',
      about: 'war in ukraine',
      since: 'monday',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play bursts on electric cars from podcasts only',
    expect: {
      do: 'play-about',
      about: 'electric cars',
      podcasts: true,
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice i'm after a bit of news about the tube strike",
    expect: {
      do: 'play-about',
      about: 'tube strike',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's occurring with the scottish parliament",
    expect: {
      do: 'play-about',
      about: 'scottish parliament',
    },
  },
  {
    locale: 'en-GB',
    say: 'the latest on the ashes please',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'ashes',
    },
  },
  {
    locale: 'en-GB',
    say: 'something about the housing market',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'housing market',
    },
  },
  {
    locale: 'en-GB',
    say: 'ooh anything on university tuition fees',
    inSession: true,
    expect: {
      do: 'play-about',
      about: 'university tuition fees',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the headlines',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's in the news this morning",
    expect: {
      do: 'play-news',
      since: 'this morning',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the business news',
    expect: {
      do: 'play-news',
      category: 'business',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to give us the sport',
    expect: {
      do: 'play-news',
      category: 'sport',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for five minutes of world news',
    expect: {
      do: 'play-news',
      category: 'world',
      minutes: 5,
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice could i have a quick news update please',
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to play the tech news from yesterday',
    expect: {
      do: 'play-news',
      category: 'tech',
      since: 'yesterday',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the international news this week",
    expect: {
      do: 'play-news',
      category: 'world',
      since: 'this week',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for some weird and wonderful stories',
    expect: {
      do: 'play-news',
      category: 'offbeat',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the latest showbiz gossip",
    expect: {
      do: 'play-news',
      category: 'entertainment',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to play the editors' picks",
    expect: {
      do: 'play-news',
      category: 'editors-picks',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play twenty minutes of news while i have my breakfast',
    expect: {
      do: 'play-news',
      minutes: 20,
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, open burst voice and catch me up on the news since friday',
    expect: {
      do: 'play-news',
      since: 'friday',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the sports news from the weekend",
    expect: {
      do: 'play-news',
      category: 'sport',
      since: 'weekend',
    },
  },
  {
    locale: 'en-GB',
    say: 'just the top stories please',
    inSession: true,
    expect: {
      do: 'play-news',
    },
  },
  {
    locale: 'en-GB',
    say: 'the business headlines from last night',
    inSession: true,
    expect: {
      do: 'play-news',
      category: 'business',
      since: 'last night',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the travel news',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice are there any hold ups on the roads this morning',
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the traffic like on the m twenty five",
    expect: {
      do: 'traffic',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's everyone talking about today",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's trending",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's popular at the moment",
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice who's this presenter",
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice which station is this',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what programme is this',
    context: {
      playing: true,
    },
    expect: {
      do: 'whats-playing',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice how much longer is this one',
    context: {
      playing: true,
    },
    expect: {
      do: 'time-left',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for more like this please',
    context: {
      playing: true,
    },
    expect: {
      do: 'more-like-this',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to save this for later',
    context: {
      playing: true,
    },
    expect: {
      do: 'save',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to put thames radio on',
    expect: {
      do: 'play-station',
      station: 'Thames Radio',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice play something from harbour fm',
    expect: {
      do: 'play-station',
      station: 'Harbour FM',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play that signal and noise podcast',
    expect: {
      do: 'play-station',
      station: 'Signal and Noise',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's on maple radio",
    expect: {
      do: 'play-station',
      station: 'Maple Radio',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice what's the weather doing",
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice do i need a brolly today',
    expect: {
      do: 'weather',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the local news',
    expect: {
      do: 'play-local',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice i'd like to follow formula one",
    expect: {
      do: 'follow',
      topic: 'formula one',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, tell burst voice to stop following formula one',
    context: {
      follows: ['formula one'],
    },
    expect: {
      do: 'unfollow',
      topic: 'formula one',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice what am i following',
    expect: {
      do: 'list-follows',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to let me know when there's news on the junior doctors strike",
    expect: {
      do: 'notify',
      topic: 'junior doctors strike',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice can you give me a shout if anything new comes up about the budget',
    expect: {
      do: 'notify',
      topic: 'budget',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice to play the bits i saved',
    context: {
      saved: true,
    },
    expect: {
      do: 'play-saved',
    },
  },
  {
    locale: 'en-GB',
    say: "alexa, ask burst voice to surprise me i'm not fussed",
    expect: {
      do: 'surprise',
    },
  },
  {
    locale: 'en-GB',
    say: 'alexa, ask burst voice for the news in welsh',
    expect: {
      do: 'decline',
      reason: 'language',
    },
  },
  {
    locale: 'en-GB',
    say: 'give us ten minutes of the news',
    inSession: true,
    expect: {
      do: 'play-news',
      minutes: 10,
    },
  },
  {
    locale: 'en-GB',
    say: "whatever's trending",
    inSession: true,
    expect: {
      do: 'trending',
    },
  },
  {
    locale: 'en-GB',
    say: 'thames radio please',
    inSession: true,
    expect: {
      do: 'play-station',
      station: 'Thames Radio',
    },
  },
];
