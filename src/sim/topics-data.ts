// Playlists and the news topics the catalogue is generated from. Titles and sentences are
// templates: {e} and {e2} take entities of the topic, {city} the station's city, so search and
// related results make sense (a burst about "electric cars" shares keywords with its neighbours).

export interface PlaylistSeed {
  id: number;
  name: string;
  /** The category string bursts of this playlist carry; null for the mixed playlists. */
  category: string | null;
}

/**
 * Known playlists (docs/burst-api.md, Known playlists): 0 and 91 are mixes, the rest map to one category
 * each.
 */
export const PLAYLIST_SEEDS: readonly PlaylistSeed[] = [
  { id: 0, name: 'Top Stories', category: null },
  { id: 3, name: 'Business', category: 'news.business' },
  { id: 4, name: 'US News', category: 'news.us' },
  { id: 5, name: 'Tech', category: 'news.tech' },
  { id: 6, name: 'World News', category: 'news.world' },
  { id: 9, name: 'Entertainment', category: 'entertainment' },
  { id: 10, name: 'Sports', category: 'sports' },
  { id: 90, name: 'Offbeat', category: 'offbeat' },
  { id: 91, name: "Editors' Picks", category: null },
];

export interface TopicSeed {
  name: string;
  category: string;
  keywords: string[];
  entities: string[];
  titles: string[];
  sentences: string[];
}

export const TOPIC_SEEDS: readonly TopicSeed[] = [
  // Business
  {
    name: 'markets',
    category: 'news.business',
    keywords: ['stock market', 'stocks', 'markets', 'investors', 'earnings'],
    entities: ['Wall Street', 'Dow Jones', 'Nasdaq', 'S&P 500', 'FTSE 100'],
    titles: [
      '{e} closes higher as investors shrug off rate fears',
      'Stocks slide on {e} as earnings disappoint',
      'What moved {e} today',
      '{e} hits a record high',
    ],
    sentences: [
      'Stocks ended the session mixed on {e}.',
      'Investors are watching earnings from the biggest companies this week.',
      'Analysts say the market rally may be running out of steam.',
      'Trading volume was light ahead of the holiday.',
      'Shares of energy companies led the gains on {e2}.',
    ],
  },
  {
    name: 'interest rates',
    category: 'news.business',
    keywords: ['interest rates', 'inflation', 'central bank', 'economy', 'mortgages'],
    entities: ['Federal Reserve', 'Bank of England', 'Jerome Powell', 'European Central Bank'],
    titles: [
      '{e} holds interest rates steady',
      'Will {e} cut rates before the new year?',
      'Inflation cools, putting pressure on {e}',
      'Mortgage rates fall after {e} signal',
    ],
    sentences: [
      'The {e} kept its benchmark rate unchanged.',
      'Inflation slowed for a third straight month.',
      'Economists expect a rate cut early next year.',
      'Mortgage rates have eased from their peak.',
      'Officials at the {e2} say the job is not done yet.',
    ],
  },
  {
    name: 'electric cars business',
    category: 'news.business',
    keywords: ['electric cars', 'electric vehicles', 'batteries', 'auto industry', 'sales'],
    entities: ['Tesla', 'Rivian', 'Ford', 'General Motors', 'BYD'],
    titles: [
      '{e} electric car sales beat expectations',
      '{e} cuts prices on electric vehicles',
      'Why {e} is betting big on batteries',
      '{e} and {e2} race for the cheap electric car',
    ],
    sentences: [
      '{e} reported stronger than expected deliveries of electric vehicles.',
      'Battery costs keep falling, which helps margins.',
      'Rivals including {e2} are cutting prices to keep up.',
      'Dealers say buyers still worry about charging.',
      'The auto industry is spending billions on new battery plants.',
    ],
  },
  {
    name: 'retail',
    category: 'news.business',
    keywords: ['retail', 'shopping', 'consumers', 'holiday sales'],
    entities: ['Walmart', 'Amazon', 'Target', 'Black Friday'],
    titles: [
      '{e} says shoppers are spending carefully',
      'Holiday sales forecast lifts {e}',
      '{e} bets on same-day delivery',
      'Consumers flock to {e} deals',
    ],
    sentences: [
      'Retailers are bracing for a busy holiday season.',
      '{e} said shoppers are trading down to cheaper brands.',
      'Online sales grew faster than store sales.',
      'Analysts say {e2} deals started earlier than ever this year.',
    ],
  },
  // US News
  {
    name: 'elections',
    category: 'news.us',
    keywords: ['elections', 'voters', 'polls', 'campaign', 'ballots'],
    entities: ['Congress', 'Senate', 'Election Commission', 'Supreme Court'],
    titles: [
      'Voters head to the polls in {city}',
      'New poll shows tight race for the {e}',
      'Campaigns make a final push before the vote',
      'Turnout could break records, says {e}',
    ],
    sentences: [
      'Early voting has already broken records in several states.',
      'The race for control of the {e} is tight.',
      'Campaigns are spending heavily on advertising in {city}.',
      'Election officials say ballots will be counted carefully.',
      'Polls suggest voters care most about the economy.',
    ],
  },
  {
    name: 'budget',
    category: 'news.us',
    keywords: ['budget', 'government shutdown', 'spending', 'lawmakers'],
    entities: ['Congress', 'White House', 'House of Representatives', 'Senate'],
    titles: [
      '{e} races to avoid a government shutdown',
      'Lawmakers strike a budget deal in {e}',
      'What a shutdown would mean for {city}',
      'The {e} and {e2} trade blame over spending',
    ],
    sentences: [
      'Lawmakers have until Friday to pass a spending bill.',
      'The {e} is expected to vote later today.',
      'A shutdown would furlough thousands of federal workers.',
      'Negotiators say talks with the {e2} are making progress.',
    ],
  },
  {
    name: 'wildfires',
    category: 'news.us',
    keywords: ['wildfires', 'climate', 'evacuations', 'firefighters', 'drought'],
    entities: ['National Weather Service', 'FEMA', 'Forest Service'],
    titles: [
      'Wildfire forces evacuations near {city}',
      'Firefighters gain ground on the blaze',
      '{e} warns of extreme fire weather',
      'Drought and wind keep wildfire risk high',
    ],
    sentences: [
      'Crews worked overnight to contain the fire.',
      'The {e} issued a red flag warning.',
      'Residents near {city} were told to be ready to leave.',
      'Scientists link longer fire seasons to climate change.',
      '{e2} is sending extra resources to the region.',
    ],
  },
  {
    name: 'healthcare',
    category: 'news.us',
    keywords: ['healthcare', 'hospitals', 'vaccines', 'insurance'],
    entities: ['CDC', 'Medicare', 'FDA'],
    titles: [
      '{e} recommends updated vaccines this winter',
      'Hospitals in {city} brace for flu season',
      '{e} approves a new treatment',
      'Why insurance premiums are rising again',
    ],
    sentences: [
      'Health officials urged people to get vaccinated before the holidays.',
      'Hospitals in {city} report more flu cases than last year.',
      'The {e} said the new guidance applies to adults over sixty-five.',
      'Premiums are expected to rise for many families.',
    ],
  },
  // Tech
  {
    name: 'artificial intelligence',
    category: 'news.tech',
    keywords: ['AI', 'artificial intelligence', 'chatbots', 'machine learning', 'regulation'],
    entities: ['OpenAI', 'Google', 'Microsoft', 'Anthropic', 'European Union'],
    titles: [
      '{e} unveils a new AI model',
      'How AI chatbots are changing work in {city}',
      '{e} and {e2} face questions over AI safety',
      'Regulators take aim at artificial intelligence',
    ],
    sentences: [
      '{e} says its new AI model is faster and cheaper.',
      'Companies are racing to add chatbots to their products.',
      'Regulators in the {e2} want more transparency.',
      'Researchers warn that machine learning systems still make mistakes.',
      'Workers in {city} are using AI tools to write and code.',
    ],
  },
  {
    name: 'electric cars tech',
    category: 'news.tech',
    keywords: ['electric cars', 'charging', 'batteries', 'self-driving'],
    entities: ['Tesla', 'Waymo', 'Rivian', 'Lucid'],
    titles: [
      '{e} expands its charging network',
      'Self-driving taxis from {e} arrive in {city}',
      'A new battery could double electric car range',
      '{e} software update brings new driving features',
    ],
    sentences: [
      '{e} says the new chargers can add two hundred miles in fifteen minutes.',
      'Robotaxis from {e2} are now carrying passengers.',
      'Solid state batteries promise more range and faster charging.',
      'Safety regulators are reviewing self-driving software.',
    ],
  },
  {
    name: 'smartphones',
    category: 'news.tech',
    keywords: ['smartphones', 'gadgets', 'apps', 'privacy'],
    entities: ['Apple', 'Samsung', 'Google', 'iPhone'],
    titles: [
      '{e} launches its new flagship phone',
      'Are foldable phones finally worth it?',
      '{e} tightens app privacy rules',
      'Hands on with the latest {e} gadgets',
    ],
    sentences: [
      'The new phone has a bigger battery and a brighter screen.',
      '{e} says privacy is a core feature.',
      'Foldable phones from {e2} are getting cheaper.',
      'App developers have until spring to comply.',
    ],
  },
  {
    name: 'space',
    category: 'news.tech',
    keywords: ['space', 'rockets', 'moon', 'satellites'],
    entities: ['NASA', 'SpaceX', 'Blue Origin', 'Artemis'],
    titles: [
      '{e} launches another batch of satellites',
      '{e} sets a date for the next moon mission',
      'The race back to the moon heats up',
      'A rocket launch you can see from {city}',
    ],
    sentences: [
      'The rocket lifted off just after dawn.',
      '{e} says the moon mission is on schedule.',
      'Thousands of satellites now circle the Earth.',
      '{e2} plans to fly astronauts again next year.',
    ],
  },
  {
    name: 'cybersecurity',
    category: 'news.tech',
    keywords: ['cybersecurity', 'hackers', 'data breach', 'passwords'],
    entities: ['Microsoft', 'FBI', 'Cisco'],
    titles: [
      'Hackers hit a major hospital network',
      '{e} patches a critical security flaw',
      'How to protect your passwords',
      '{e} warns of a new ransomware wave',
    ],
    sentences: [
      'The data breach exposed millions of records.',
      '{e} urged customers to install the update.',
      'Experts recommend a password manager and two-factor login.',
      'The {e2} is investigating the attack.',
    ],
  },
  // World
  {
    name: 'climate summit',
    category: 'news.world',
    keywords: ['climate', 'climate change', 'emissions', 'renewable energy', 'summit'],
    entities: ['United Nations', 'COP', 'European Union', 'China', 'India'],
    titles: [
      'Climate talks at the {e} go into overtime',
      '{e} pledges deeper emissions cuts',
      'What the climate summit means for {city}',
      'Renewable energy hits a record share',
    ],
    sentences: [
      'Delegates worked through the night on a final deal.',
      '{e} promised to cut emissions faster.',
      'Renewable energy now supplies a record share of power.',
      'Poorer countries want more climate finance from {e2}.',
      'Scientists say the world is off track to meet its goals.',
    ],
  },
  {
    name: 'european politics',
    category: 'news.world',
    keywords: ['elections', 'Europe', 'parliament', 'coalition'],
    entities: ['Germany', 'France', 'European Parliament', 'Brussels'],
    titles: [
      '{e} heads toward a new coalition',
      'Snap election called in {e}',
      'Leaders meet in {e} on defence spending',
      'Voters in {e} reject the government plan',
    ],
    sentences: [
      'Talks on a new coalition could take weeks.',
      'Voters in {e} are worried about prices.',
      'Leaders met in {e2} to discuss defence.',
      'The vote is seen as a test for the government.',
    ],
  },
  {
    name: 'trade',
    category: 'news.world',
    keywords: ['trade', 'tariffs', 'exports', 'shipping', 'economy'],
    entities: ['China', 'World Trade Organization', 'Japan', 'Mexico'],
    titles: [
      'New tariffs rattle exporters in {e}',
      '{e} and {e2} sign a trade deal',
      'Shipping delays return to key routes',
      'What tariffs mean for prices in {city}',
    ],
    sentences: [
      'Exporters say the new tariffs will raise prices.',
      'Talks between {e} and {e2} lasted two days.',
      'Shipping costs are climbing again.',
      'Economists warn that trade tensions could slow growth.',
    ],
  },
  {
    name: 'asia economies',
    category: 'news.world',
    keywords: ['economy', 'growth', 'manufacturing', 'currency'],
    entities: ['India', 'Japan', 'China', 'Reserve Bank of India'],
    titles: [
      '{e} economy grows faster than expected',
      'Factory output slows in {e}',
      'The yen and the rupee under pressure',
      '{e} bets on chip manufacturing',
    ],
    sentences: [
      'Growth in {e} beat forecasts.',
      'Factories report fewer new orders.',
      'The currency fell to its lowest level in months.',
      'The {e2} is expected to act soon.',
    ],
  },
  // Entertainment
  {
    name: 'movies',
    category: 'entertainment',
    keywords: ['movies', 'box office', 'film', 'cinema'],
    entities: ['Hollywood', 'Marvel', 'Pixar', 'Bollywood'],
    titles: [
      '{e} sequel tops the box office',
      'A surprise hit from {e}',
      'Why cinemas in {city} are full again',
      'The best new films this weekend',
    ],
    sentences: [
      'The film earned more than expected on its opening weekend.',
      '{e} has more sequels planned.',
      'Critics praised the performances.',
      'Fans in {city} lined up for the premiere.',
      '{e2} is betting on original stories.',
    ],
  },
  {
    name: 'music',
    category: 'entertainment',
    keywords: ['music', 'concert', 'tour', 'album', 'charts'],
    entities: ['Taylor Swift', 'Beyonce', 'Grammys', 'Billboard'],
    titles: [
      '{e} announces a world tour',
      'New album from {e} goes straight to number one',
      'Concert tickets sell out in minutes in {city}',
      '{e2} nominations bring surprises',
    ],
    sentences: [
      'Fans crashed the ticket site within minutes.',
      'The album topped the {e2} chart.',
      '{e} will play three nights in {city}.',
      'Critics call it the best record of the year.',
    ],
  },
  {
    name: 'streaming',
    category: 'entertainment',
    keywords: ['streaming', 'television', 'series', 'subscriptions'],
    entities: ['Netflix', 'Disney', 'HBO', 'Emmys'],
    titles: [
      '{e} raises subscription prices',
      'The series everyone is talking about on {e}',
      '{e} wins big at the {e2}',
      'Streaming wars: who is winning?',
    ],
    sentences: [
      '{e} says subscribers keep growing.',
      'The finale drew record viewers.',
      'Prices are going up again for many plans.',
      'The show was filmed near {city}.',
    ],
  },
  // Sports
  {
    name: 'american football',
    category: 'sports',
    keywords: ['football', 'NFL', 'quarterback', 'playoffs', 'touchdown'],
    entities: ['NFL', 'Patriots', 'Chiefs', 'Bears', 'Super Bowl'],
    titles: [
      '{e} win on a last-second touchdown',
      'Quarterback injury clouds {e} season',
      'Playoff picture: who is in and who is out',
      'Can the {e} make the Super Bowl?',
    ],
    sentences: [
      'The {e} scored with four seconds left.',
      'The quarterback threw for three hundred yards.',
      'Fans in {city} celebrated late into the night.',
      'The {e2} race is wide open this season.',
      'Coaches say the defense needs work.',
    ],
  },
  {
    name: 'soccer',
    category: 'sports',
    keywords: ['football', 'soccer', 'Premier League', 'goals', 'transfer'],
    entities: ['Arsenal', 'Manchester City', 'Liverpool', 'Chelsea', 'Premier League'],
    titles: [
      '{e} beat {e2} in a London thriller',
      '{e} go top of the Premier League',
      'Transfer rumours: {e} eye a new striker',
      'Late goal rescues a point for {e}',
    ],
    sentences: [
      '{e} scored twice in the second half.',
      'The manager praised the young players.',
      '{e2} remain in the title race.',
      'The transfer window opens in January.',
      'Supporters in {city} stayed behind to applaud.',
    ],
  },
  {
    name: 'basketball',
    category: 'sports',
    keywords: ['basketball', 'NBA', 'playoffs', 'three pointers'],
    entities: ['NBA', 'Lakers', 'Celtics', 'Warriors', 'Bulls'],
    titles: [
      '{e} extend their winning streak',
      '{e} star scores forty in a comeback win',
      'Trade deadline: what the {e} need',
      '{e} and {e2} meet in a rivalry game',
    ],
    sentences: [
      'The {e} came back from fifteen points down.',
      'Shooting from three made the difference.',
      'The {e2} have lost four in a row.',
      'Tickets in {city} are the hottest in the league.',
    ],
  },
  {
    name: 'cricket and tennis',
    category: 'sports',
    keywords: ['cricket', 'tennis', 'test match', 'grand slam'],
    entities: ['India', 'Australia', 'England', 'Wimbledon', 'Australian Open'],
    titles: [
      '{e} win the test match by six wickets',
      'Rain delays play in the {e} test',
      'Top seed cruises at the {e}',
      'A new star emerges at the {e}',
    ],
    sentences: [
      '{e} chased down the target on the final day.',
      'The bowlers dominated the morning session.',
      'The top seed needed only an hour to win.',
      'Fans in {city} watched on big screens.',
      'The {e2} draw has opened up.',
    ],
  },
  // Offbeat
  {
    name: 'animals',
    category: 'offbeat',
    keywords: ['animals', 'wildlife', 'zoo', 'pets'],
    entities: ['National Zoo', 'Smithsonian', 'RSPCA'],
    titles: [
      'A runaway llama tours downtown {city}',
      'Zoo welcomes twin panda cubs',
      'A cat that rides the bus every day',
      'The dog who found a lost hiker',
    ],
    sentences: [
      'Keepers at the {e} were delighted.',
      'The animal was returned safely after an hour.',
      'Neighbours in {city} have grown used to the visitor.',
      'Experts at the {e2} say the behaviour is unusual but harmless.',
    ],
  },
  {
    name: 'food oddities',
    category: 'offbeat',
    keywords: ['food', 'records', 'pizza', 'festival'],
    entities: ['Guinness World Records', 'State Fair'],
    titles: [
      'The world’s longest pizza is baked in {city}',
      'A pumpkin the size of a car',
      '{e} certifies a giant sandwich',
      'Inside the annual pickle festival',
    ],
    sentences: [
      'The pizza stretched for more than a mile.',
      'Judges from {e} measured it twice.',
      'Thousands came to {city} for the festival.',
      'The grower fed the pumpkin with milk, he says.',
    ],
  },
  {
    name: 'curiosities',
    category: 'offbeat',
    keywords: ['mystery', 'history', 'treasure', 'science'],
    entities: ['British Museum', 'Smithsonian', 'NASA'],
    titles: [
      'A message in a bottle, fifty years later',
      'Treasure found under a {city} parking lot',
      'Why the {e} is asking for your old letters',
      'The mystery of the singing sand dunes',
    ],
    sentences: [
      'The bottle washed up after half a century.',
      'Archaeologists called the find remarkable.',
      'The {e} hopes the public can help.',
      'Scientists finally have an explanation.',
    ],
  },
];

/** Words that never count as search terms (speech queries are full of them). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  'a an the and or of in on at to for from with about by is are was were be me my i you it this that these those what whats news latest play tell give some any www com org net http https html htm amp index article story stories'.split(
    ' ',
  ),
);
