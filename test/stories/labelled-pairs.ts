// Labelled pairs of burst facts (title, entities, keywords as the content API gives them), each
// "same story" or not. The threshold in src/stories/story.ts is chosen from these (docs/stories.md).
// Sources: hourly re-airs, one wire story read by several stations, different stories that share
// entities, and stories in the style of the content simulator (src/sim/topics-data.ts).
import type { StoryFacts } from '../../src/stories/story';

export interface LabelledPair {
  a: StoryFacts;
  b: StoryFacts;
  same: boolean;
  why: string;
  /** Set on a pair the rule gets wrong, saying why (docs/stories.md, Known limits). */
  knownLimit?: string;
}

type Pair = Omit<LabelledPair, 'same'>;

const f = (title: string, entities: string[], keywords: string[]): StoryFacts => ({
  title,
  entities,
  keywords,
});

// Stories that stand in more than one pair: the same story reworded, and another story of its entities.
const S = {
  microsoftPatch: f(
    'Microsoft patches a critical security flaw',
    ['Microsoft', 'Windows'],
    ['security flaw', 'patch', 'cybersecurity'],
  ),
  fedHolds: f(
    'Fed holds interest rates steady',
    ['Federal Reserve', 'Jerome Powell'],
    ['interest rates', 'inflation', 'central bank'],
  ),
  teslaPrices: f(
    'Tesla cuts prices on Model Y in China',
    ['Tesla', 'Model Y', 'China'],
    ['prices', 'electric vehicles', 'price cuts'],
  ),
  japanQuake: f(
    "BREAKING: Magnitude 6.1 earthquake strikes off Japan's coast",
    ['Japan', 'Japan Meteorological Agency'],
    ['earthquake', 'tsunami warning'],
  ),
  muskRobotaxi: f(
    'Elon Musk says Tesla will unveil robotaxi in August',
    ['Elon Musk', 'Tesla'],
    ['robotaxi', 'self-driving'],
  ),
  euFinesApple: f(
    'European Union fines Apple 1.8 billion euros over music streaming',
    ['European Union', 'Apple', 'Spotify'],
    ['antitrust', 'fine', 'music streaming'],
  ),
  boeingCeo: f(
    'Boeing CEO to step down at the end of the year',
    ['Boeing', 'Dave Calhoun'],
    ['chief executive', 'aviation', '737 max'],
  ),
  denverSnow: f(
    'Heavy snow closes schools across Denver',
    ['Denver', 'National Weather Service'],
    ['snow', 'school closures', 'winter storm'],
  ),
  lakersBeatCeltics: f(
    "Lakers beat Celtics 114-105 behind LeBron James' 30 points",
    ['Lakers', 'Celtics', 'LeBron James'],
    ['NBA', 'basketball'],
  ),
  nvidiaRecord: f(
    'Nvidia shares hit a record high after strong earnings',
    ['Nvidia'],
    ['stocks', 'earnings', 'AI chips'],
  ),
  openAiGpt5: f('OpenAI launches GPT-5', ['OpenAI', 'GPT-5'], ['artificial intelligence', 'AI model']),
  ukInflation: f(
    'UK inflation falls to 2.3% in April',
    ['United Kingdom', 'Office for National Statistics', 'Bank of England'],
    ['inflation', 'consumer prices', 'economy'],
  ),
  amazonJobs: f(
    'Amazon to cut 14,000 corporate jobs',
    ['Amazon', 'Andy Jassy'],
    ['layoffs', 'jobs', 'corporate workforce'],
  ),
  miltonLandfall: f(
    'Hurricane Milton makes landfall in Florida as a Category 3 storm',
    ['Hurricane Milton', 'Florida', 'National Hurricane Center'],
    ['hurricane', 'landfall', 'storm surge'],
  ),
  senateDefence: f(
    'Senate passes the defence spending bill',
    ['Senate', 'Pentagon'],
    ['defense spending', 'budget', 'lawmakers'],
  ),
  spotifyPrices: f(
    'Spotify raises subscription prices in the US',
    ['Spotify', 'United States'],
    ['subscriptions', 'prices', 'music streaming'],
  ),
  googleSettlement: f(
    'Google to pay $700 million settlement over Play Store',
    ['Google', 'Play Store'],
    ['settlement', 'antitrust', 'app store'],
  ),
  fordRecall: f(
    'Ford recalls 1.9 million Explorers over loose trim',
    ['Ford', 'Ford Explorer', 'NHTSA'],
    ['recall', 'vehicle safety'],
  ),
  boeCut: f(
    'Bank of England expected to cut interest rates on Thursday',
    ['Bank of England', 'Andrew Bailey'],
    ['interest rates', 'rate cut', 'economy'],
  ),
  chinaJapanDeal: f('China and Japan sign a trade deal', ['China', 'Japan'], ['trade', 'tariffs', 'exports']),
  simFedHolds: f(
    'Federal Reserve holds interest rates steady',
    ['Federal Reserve', 'Jerome Powell'],
    ['interest rates', 'inflation', 'central bank'],
  ),
};

export const SAME_PAIRS: readonly Pair[] = [
  // Re-airs: the same segment under a new burst id, sometimes with other casing or punctuation.
  {
    why: 're-air, identical',
    a: S.microsoftPatch,
    b: S.microsoftPatch,
  },
  {
    why: 're-air, keywords in another order',
    a: S.fedHolds,
    b: f(
      'Fed holds interest rates steady',
      ['Jerome Powell', 'Federal Reserve'],
      ['central bank', 'interest rates', 'inflation'],
    ),
  },
  {
    why: 're-air, upper case',
    a: f(
      'Wildfire forces evacuations near Boulder',
      ['Boulder', 'National Weather Service'],
      ['wildfires', 'evacuations', 'firefighters'],
    ),
    b: f(
      'WILDFIRE FORCES EVACUATIONS NEAR BOULDER',
      ['Boulder', 'National Weather Service'],
      ['wildfires', 'evacuations', 'firefighters'],
    ),
  },
  {
    why: 're-air, title case',
    a: f('Taylor Swift announces a world tour', ['Taylor Swift'], ['music', 'tour', 'concert tickets']),
    b: f('Taylor Swift Announces a World Tour', ['Taylor Swift'], ['music', 'tour', 'concert tickets']),
  },
  {
    why: 're-air, curly apostrophe',
    a: f("Apple's new iPhone goes on sale today", ['Apple', 'iPhone 16'], ['smartphones', 'launch', 'sales']),
    b: f('Apple’s new iPhone goes on sale today', ['Apple', 'iPhone 16'], ['smartphones', 'launch']),
  },
  {
    why: 're-air, punctuation and spacing',
    a: f(
      'Storm warning: heavy rain, strong winds for Seattle',
      ['Seattle', 'National Weather Service'],
      ['storm', 'rain', 'wind'],
    ),
    b: f(
      'Storm warning -- heavy rain & strong winds for Seattle!',
      ['Seattle', 'National Weather Service'],
      ['storm', 'rain', 'wind'],
    ),
  },
  // One wire story, reworded by different stations.
  {
    why: 'wire story: synonyms, extra word',
    a: S.microsoftPatch,
    b: f(
      'Microsoft fixes critical Windows security hole',
      ['Microsoft', 'Windows'],
      ['security', 'patch', 'vulnerability', 'cybersecurity'],
    ),
  },
  {
    why: 'wire story: "slashes" for "cuts", word order',
    a: S.teslaPrices,
    b: f(
      'Tesla slashes Model Y prices in China',
      ['Tesla', 'Model Y', 'China'],
      ['price cuts', 'electric vehicles', 'sales'],
    ),
  },
  {
    why: 'wire story: "leaves unchanged" for "holds steady", extra clause',
    knownLimit: 'an extra clause gives one title four words the other lacks',
    a: S.fedHolds,
    b: f(
      'Federal Reserve leaves rates unchanged, signals cuts later this year',
      ['Federal Reserve', 'Jerome Powell'],
      ['interest rates', 'rate cuts', 'inflation'],
    ),
  },
  {
    why: 'wire story: BREAKING prefix, reworded',
    knownLimit: 'one title adds a clause (tsunami warning issued), the other a magnitude and its figure',
    a: S.japanQuake,
    b: f(
      'Strong earthquake hits off the coast of Japan, tsunami warning issued',
      ['Japan', 'Japan Meteorological Agency'],
      ['earthquake', 'tsunami warning', 'magnitude'],
    ),
  },
  {
    why: 'wire story: attribution moved, word order',
    a: S.muskRobotaxi,
    b: f(
      'Tesla to unveil its robotaxi in August, Musk says',
      ['Tesla', 'Elon Musk'],
      ['robotaxi', 'autonomous driving'],
    ),
  },
  {
    why: 'wire story: "EU" for "European Union", currency symbol',
    knownLimit:
      'the figure is written two ways (1.8 billion euros, €1.8bn) and one title names one more entity',
    a: S.euFinesApple,
    b: f(
      'EU hits Apple with €1.8bn fine in Spotify music case',
      ['EU', 'Apple', 'Spotify'],
      ['fine', 'antitrust', 'app store'],
    ),
  },
  {
    why: 'wire story: "chief executive" for "CEO"',
    a: S.boeingCeo,
    b: f(
      'Boeing chief executive Dave Calhoun will step down by year end',
      ['Boeing', 'Dave Calhoun'],
      ['chief executive', 'leadership', 'aviation'],
    ),
  },
  {
    why: 'local story: reworded, one entity fewer',
    a: S.denverSnow,
    b: f(
      'Denver schools closed as winter storm dumps heavy snow',
      ['Denver'],
      ['winter storm', 'snow', 'schools'],
    ),
  },
  {
    why: 'game result: score left out, "top" for "beat"',
    knownLimit: '"top" has a second sense and is no synonym of "beat"; the scores are only in one title',
    a: S.lakersBeatCeltics,
    b: f(
      'LeBron scores 30 as Lakers top Celtics',
      ['LeBron James', 'Lakers', 'Celtics'],
      ['NBA', 'basketball'],
    ),
  },
  {
    why: 'wire story: "soars to all-time high" for "hits record high"',
    knownLimit: 'three word swaps outside the synonym groups (shares/stock, record/all-time, hit/soar)',
    a: S.nvidiaRecord,
    b: f(
      'Nvidia stock soars to all-time high on blowout earnings',
      ['Nvidia', 'Wall Street'],
      ['earnings', 'stocks', 'AI chips'],
    ),
  },
  {
    why: 'wire story: short and long headline',
    a: f(
      'OpenAI unveils GPT-5, its most powerful AI model yet',
      ['OpenAI', 'GPT-5', 'Sam Altman'],
      ['AI model', 'artificial intelligence', 'chatbots'],
    ),
    b: S.openAiGpt5,
  },
  {
    why: 'wire story: "Britain" for "UK", figures written out',
    a: S.ukInflation,
    b: f(
      'Inflation in Britain drops to 2.3 per cent, lowest in nearly three years',
      ['United Kingdom', 'Office for National Statistics'],
      ['inflation', 'consumer prices', 'interest rates'],
    ),
  },
  {
    why: 'wire story: "layoffs" for "cut jobs"',
    a: S.amazonJobs,
    b: f(
      'Amazon announces 14,000 layoffs in corporate workforce',
      ['Amazon'],
      ['layoffs', 'job cuts', 'corporate workforce'],
    ),
  },
  {
    why: 'wire story: "slams into" for "makes landfall"',
    knownLimit:
      '"slams into" / "makes landfall" and "hurricane" / "storm" are swaps outside the synonym groups',
    a: S.miltonLandfall,
    b: f(
      "Milton slams into Florida's Gulf Coast as Category 3 hurricane",
      ['Hurricane Milton', 'Florida', 'Gulf Coast'],
      ['hurricane', 'landfall', 'evacuations'],
    ),
  },
  {
    why: 'wire story: British and American spelling, extra clause',
    a: S.senateDefence,
    b: f(
      'Senate approves defense spending bill, sending it to the House',
      ['Senate', 'House of Representatives', 'Pentagon'],
      ['defense spending', 'lawmakers', 'budget'],
    ),
  },
  {
    why: 'wire story: "hikes" for "raises"',
    a: S.spotifyPrices,
    b: f(
      'Spotify hikes Premium prices for US subscribers',
      ['Spotify', 'Spotify Premium', 'United States'],
      ['price increase', 'subscriptions', 'music streaming'],
    ),
  },
  {
    why: 'market report: reworded',
    knownLimit: 'fears/worries and investors/stocks are swaps outside the synonym groups',
    a: f(
      'Wall Street closes higher as investors shrug off rate fears',
      ['Wall Street', 'Dow Jones', 'Nasdaq'],
      ['stocks', 'markets', 'investors'],
    ),
    b: f(
      'Stocks close higher on Wall Street despite rate worries',
      ['Wall Street', 'Nasdaq', 'S&P 500'],
      ['stocks', 'investors', 'interest rates'],
    ),
  },
  {
    why: 'wire story: "pushed back" for "delays"',
    a: f('NASA delays Artemis moon mission to 2026', ['NASA', 'Artemis'], ['moon mission', 'space', 'delay']),
    b: f(
      'Artemis II moon mission pushed back to 2026, NASA says',
      ['NASA', 'Artemis II'],
      ['moon mission', 'space', 'delay'],
    ),
  },
  {
    why: 'wire story: figures written differently',
    knownLimit:
      '"$700m" and "$700 million" meet as one figure, but one title adds "agrees", "antitrust" and the states',
    a: S.googleSettlement,
    b: f(
      'Google agrees $700m Play Store antitrust settlement with US states',
      ['Google', 'Play Store'],
      ['antitrust', 'settlement', 'states'],
    ),
  },
  {
    why: 'local story: "search for gunman" for "hunt suspect"',
    a: f(
      'Police hunt suspect after shooting at Austin mall',
      ['Austin', 'Austin Police Department'],
      ['shooting', 'police', 'mall'],
    ),
    b: f(
      'Austin police search for gunman after mall shooting',
      ['Austin Police Department', 'Austin'],
      ['shooting', 'manhunt', 'mall'],
    ),
  },
  {
    why: 'wire story: headline with and without the number',
    a: S.fordRecall,
    b: f(
      'Ford recalls nearly two million Explorer SUVs',
      ['Ford', 'Ford Explorer', 'NHTSA'],
      ['recall', 'vehicle safety', 'SUVs'],
    ),
  },
  {
    why: 'wire story: question headline and statement',
    a: f(
      'Will the Bank of England cut rates this week?',
      ['Bank of England', 'Andrew Bailey'],
      ['interest rates', 'rate cut', 'inflation'],
    ),
    b: S.boeCut,
  },
  // The simulator's style: the same template with the same entities is the same story, even when
  // two stations' copies carry other keywords or entities in another order.
  {
    why: 'simulator: same template and entities, other keywords',
    a: f(
      'Tesla cuts prices on electric vehicles',
      ['Tesla', 'Ford', 'BYD'],
      ['electric cars', 'batteries', 'sales'],
    ),
    b: f(
      'Tesla cuts prices on electric vehicles',
      ['Tesla', 'BYD'],
      ['electric vehicles', 'auto industry', 'sales', 'batteries'],
    ),
  },
  {
    why: 'simulator: same template and entities, other entity sample',
    a: f(
      'Federal Reserve holds interest rates steady',
      ['Federal Reserve', 'Jerome Powell'],
      ['interest rates', 'inflation', 'economy'],
    ),
    b: f(
      'Federal Reserve holds interest rates steady',
      ['Federal Reserve', 'Bank of England', 'European Central Bank'],
      ['central bank', 'mortgages', 'interest rates'],
    ),
  },
  {
    why: 'simulator: two-entity template, same pair',
    a: S.chinaJapanDeal,
    b: f(
      'China and Japan sign a trade deal',
      ['China', 'Japan', 'Mexico'],
      ['trade', 'shipping', 'economy', 'exports'],
    ),
  },
];

export const DIFFERENT_PAIRS: readonly Pair[] = [
  // Different stories that share one or two entities.
  {
    why: 'Tesla: prices vs chargers',
    a: S.teslaPrices,
    b: f(
      'Tesla expands its Supercharger network in Europe',
      ['Tesla', 'Supercharger', 'Europe'],
      ['charging', 'electric vehicles', 'infrastructure'],
    ),
  },
  {
    why: 'Microsoft: security patch vs cloud earnings',
    a: S.microsoftPatch,
    b: f(
      'Microsoft reports record cloud revenue as Azure grows',
      ['Microsoft', 'Azure'],
      ['earnings', 'cloud computing', 'revenue'],
    ),
  },
  {
    why: 'Microsoft: investment vs layoffs',
    a: f(
      'Microsoft to invest $10 billion in OpenAI',
      ['Microsoft', 'OpenAI'],
      ['investment', 'artificial intelligence'],
    ),
    b: f(
      'Microsoft lays off 10,000 workers',
      ['Microsoft', 'Satya Nadella'],
      ['layoffs', 'jobs', 'tech industry'],
    ),
  },
  {
    why: 'Microsoft: security patch vs a new security warning',
    a: S.microsoftPatch,
    b: f(
      'Microsoft warns of Russian hackers targeting email accounts',
      ['Microsoft', 'Russia'],
      ['hackers', 'cybersecurity', 'email'],
    ),
  },
  {
    why: "Fed: rate decision vs the chair's speech",
    a: S.fedHolds,
    b: f(
      'Fed chair Powell warns inflation fight is not over in Jackson Hole speech',
      ['Federal Reserve', 'Jerome Powell', 'Jackson Hole'],
      ['inflation', 'interest rates', 'speech'],
    ),
  },
  {
    why: 'Fed: two rate decisions, months apart',
    a: f(
      'Federal Reserve raises rates by a quarter point',
      ['Federal Reserve', 'Jerome Powell'],
      ['interest rates', 'rate hike', 'inflation'],
    ),
    b: f(
      'Federal Reserve holds rates steady',
      ['Federal Reserve', 'Jerome Powell'],
      ['interest rates', 'inflation', 'central bank'],
    ),
  },
  {
    why: 'Elon Musk: robotaxi vs lawsuit',
    a: S.muskRobotaxi,
    b: f(
      "Elon Musk's X sues advertisers over boycott",
      ['Elon Musk', 'X'],
      ['lawsuit', 'advertisers', 'boycott'],
    ),
  },
  {
    why: 'Apple: launch vs EU fine',
    a: f(
      'Apple unveils iPhone 16 with AI features',
      ['Apple', 'iPhone 16', 'Apple Intelligence'],
      ['smartphones', 'artificial intelligence', 'launch'],
    ),
    b: f(
      'Apple fined by EU over App Store rules',
      ['Apple', 'European Union', 'App Store'],
      ['antitrust', 'fine', 'app store'],
    ),
  },
  {
    why: 'European Union fines: Apple vs Meta',
    a: S.euFinesApple,
    b: f(
      'European Union fines Meta 800 million euros over Marketplace',
      ['European Union', 'Meta', 'Facebook Marketplace'],
      ['antitrust', 'fine', 'classified ads'],
    ),
  },
  {
    why: 'Boeing: CEO vs door plug',
    a: S.boeingCeo,
    b: f(
      'Boeing 737 Max door plug blows out mid-flight',
      ['Boeing', 'Alaska Airlines', '737 Max'],
      ['aviation safety', 'FAA', 'emergency landing'],
    ),
  },
  {
    why: 'Amazon: job cuts vs drone deliveries',
    a: S.amazonJobs,
    b: f(
      'Amazon launches drone deliveries in Phoenix',
      ['Amazon', 'Phoenix'],
      ['drone delivery', 'shipping'],
    ),
  },
  {
    why: 'OpenAI: model launch vs Senate hearing',
    a: S.openAiGpt5,
    b: f(
      'OpenAI CEO Sam Altman testifies before Senate on AI safety',
      ['OpenAI', 'Sam Altman', 'Senate'],
      ['AI safety', 'regulation', 'artificial intelligence'],
    ),
  },
  {
    why: 'Nvidia: record high vs export rules',
    a: S.nvidiaRecord,
    b: f(
      'Nvidia shares slide as US tightens chip export rules',
      ['Nvidia', 'United States', 'China'],
      ['export controls', 'stocks', 'AI chips'],
    ),
  },
  {
    why: 'Denver: snow vs football',
    a: S.denverSnow,
    b: f(
      'Denver Broncos beat Chiefs in overtime',
      ['Denver Broncos', 'Kansas City Chiefs'],
      ['NFL', 'football', 'overtime'],
    ),
  },
  {
    why: 'Florida: two hurricanes',
    a: S.miltonLandfall,
    b: f(
      'Florida braces for Hurricane Helene',
      ['Hurricane Helene', 'Florida', 'National Hurricane Center'],
      ['hurricane', 'evacuations', 'storm surge'],
    ),
  },
  {
    why: 'Google: settlement vs AI model',
    a: S.googleSettlement,
    b: f(
      'Google unveils Gemini, its answer to ChatGPT',
      ['Google', 'Gemini', 'ChatGPT'],
      ['artificial intelligence', 'chatbots', 'AI model'],
    ),
  },
  {
    why: 'Bank of England: rate cut vs governor on housing',
    a: S.boeCut,
    b: f(
      'Andrew Bailey warns of risks in the housing market',
      ['Andrew Bailey', 'Bank of England'],
      ['housing market', 'mortgages', 'financial stability'],
    ),
  },
  // Different stories with the same shape.
  {
    why: 'same shape: inflation in two countries',
    a: S.ukInflation,
    b: f(
      'US inflation rises to 3.5% in March',
      ['United States', 'Bureau of Labor Statistics'],
      ['inflation', 'consumer prices', 'economy'],
    ),
  },
  {
    why: 'same shape: two services raise prices',
    knownLimit: 'three plain words and the country are shared; the one name that differs weighs too little',
    a: S.spotifyPrices,
    b: f(
      'Netflix raises subscription prices in the US',
      ['Netflix', 'United States'],
      ['subscriptions', 'prices', 'streaming'],
    ),
  },
  {
    why: 'same shape: two bills pass',
    a: S.senateDefence,
    b: f(
      'House passes the farm bill',
      ['House of Representatives', 'Department of Agriculture'],
      ['farm bill', 'agriculture', 'lawmakers'],
    ),
  },
  {
    why: 'same shape: two recalls',
    a: S.fordRecall,
    b: f(
      'Toyota recalls 1 million cars over airbag sensors',
      ['Toyota', 'NHTSA'],
      ['recall', 'airbags', 'vehicle safety'],
    ),
  },
  {
    why: 'same shape: two earthquakes',
    a: S.japanQuake,
    b: f(
      'Magnitude 5.8 earthquake strikes southern Turkey',
      ['Turkey', 'AFAD'],
      ['earthquake', 'damage', 'casualties'],
    ),
  },
  // Sports: different games of the same team.
  {
    why: 'Lakers: win vs loss',
    a: S.lakersBeatCeltics,
    b: f(
      "Lakers fall to Warriors 121-116 despite LeBron James' 35 points",
      ['Lakers', 'Warriors', 'LeBron James', 'Stephen Curry'],
      ['NBA', 'basketball'],
    ),
  },
  {
    why: 'Arsenal: two wins, other opponents',
    a: f(
      'Arsenal beat Chelsea 2-1 in a London thriller',
      ['Arsenal', 'Chelsea', 'Premier League'],
      ['football', 'goals'],
    ),
    b: f(
      'Arsenal beat Tottenham 3-0 in the north London derby',
      ['Arsenal', 'Tottenham Hotspur', 'Premier League'],
      ['football', 'derby', 'goals'],
    ),
  },
  {
    why: 'Chiefs: win vs loss',
    a: f(
      'Chiefs win on a last-second touchdown against the Bills',
      ['Kansas City Chiefs', 'Buffalo Bills', 'Patrick Mahomes'],
      ['NFL', 'touchdown'],
    ),
    b: f(
      'Chiefs lose to Ravens as Mahomes throws two interceptions',
      ['Kansas City Chiefs', 'Baltimore Ravens', 'Patrick Mahomes'],
      ['NFL', 'interceptions'],
    ),
  },
  {
    why: 'Yankees: two wins, other opponents',
    a: f('Yankees beat Red Sox 5-3', ['New York Yankees', 'Boston Red Sox'], ['baseball', 'MLB']),
    b: f('Yankees beat Orioles 7-2', ['New York Yankees', 'Baltimore Orioles'], ['baseball', 'MLB']),
  },
  {
    why: 'India: two test matches',
    a: f('India win the test match by six wickets', ['India', 'Australia'], ['cricket', 'test match']),
    b: f('India lose the second test by 72 runs', ['India', 'England'], ['cricket', 'test match']),
  },
  {
    why: 'Celtics and Heat: game 1 vs game 2',
    a: f(
      'Celtics beat Heat 110-98 in Game 1',
      ['Boston Celtics', 'Miami Heat'],
      ['NBA playoffs', 'basketball'],
    ),
    b: f(
      'Heat stun Celtics 111-101 to level the series in Game 2',
      ['Miami Heat', 'Boston Celtics'],
      ['NBA playoffs', 'basketball'],
    ),
  },
  // The simulator's style: two stories of one topic (src/sim/topics-data.ts). Each draws 2-3 of the
  // topic's entities and 3-4 of its keywords, so those overlap a lot; the title tells them apart.
  {
    why: 'simulator: interest rates, other templates',
    a: S.simFedHolds,
    b: f(
      'Mortgage rates fall after Federal Reserve signal',
      ['Federal Reserve', 'Bank of England', 'European Central Bank'],
      ['interest rates', 'mortgages', 'inflation', 'economy'],
    ),
  },
  {
    why: 'simulator: interest rates, other templates, same entities',
    a: S.simFedHolds,
    b: f(
      'Will Federal Reserve cut rates before the new year?',
      ['Federal Reserve', 'Jerome Powell'],
      ['interest rates', 'inflation', 'economy'],
    ),
  },
  {
    why: 'simulator: electric cars, same template, other entity',
    a: f(
      'Tesla cuts prices on electric vehicles',
      ['Tesla', 'Ford'],
      ['electric cars', 'batteries', 'sales'],
    ),
    b: f(
      'Rivian cuts prices on electric vehicles',
      ['Rivian', 'Tesla', 'BYD'],
      ['electric vehicles', 'batteries', 'auto industry', 'sales'],
    ),
  },
  {
    why: 'simulator: electric cars tech, other templates',
    a: f(
      'Tesla expands its charging network',
      ['Tesla', 'Rivian'],
      ['electric cars', 'charging', 'batteries'],
    ),
    b: f(
      'Tesla software update brings new driving features',
      ['Tesla', 'Waymo', 'Lucid'],
      ['charging', 'self-driving', 'electric cars', 'batteries'],
    ),
  },
  {
    why: 'simulator: cybersecurity, other templates',
    a: f(
      'Microsoft patches a critical security flaw',
      ['Microsoft', 'FBI'],
      ['cybersecurity', 'hackers', 'passwords'],
    ),
    b: f(
      'Microsoft warns of a new ransomware wave',
      ['Microsoft', 'Cisco', 'FBI'],
      ['cybersecurity', 'data breach', 'hackers', 'passwords'],
    ),
  },
  {
    why: 'simulator: AI, other templates',
    a: f('OpenAI unveils a new AI model', ['OpenAI', 'Google'], ['AI', 'chatbots', 'regulation']),
    b: f(
      'OpenAI and Microsoft face questions over AI safety',
      ['OpenAI', 'Microsoft', 'Anthropic'],
      ['AI', 'artificial intelligence', 'chatbots', 'machine learning'],
    ),
  },
  {
    why: 'simulator: space, other templates',
    a: f('NASA launches another batch of satellites', ['NASA', 'SpaceX'], ['space', 'rockets', 'satellites']),
    b: f(
      'NASA sets a date for the next moon mission',
      ['NASA', 'Artemis', 'Blue Origin'],
      ['space', 'moon', 'rockets'],
    ),
  },
  {
    why: 'simulator: soccer, other templates',
    a: f(
      'Arsenal beat Chelsea in a London thriller',
      ['Arsenal', 'Chelsea'],
      ['football', 'goals', 'Premier League'],
    ),
    b: f(
      'Arsenal go top of the Premier League',
      ['Arsenal', 'Liverpool', 'Manchester City'],
      ['football', 'Premier League', 'goals', 'soccer'],
    ),
  },
  {
    why: 'simulator: streaming, other templates',
    a: f(
      'Netflix raises subscription prices',
      ['Netflix', 'HBO'],
      ['streaming', 'subscriptions', 'television'],
    ),
    b: f('Netflix wins big at the Emmys', ['Netflix', 'Emmys'], ['streaming', 'television', 'series']),
  },
  {
    why: 'simulator: basketball, other templates',
    a: f(
      'Lakers extend their winning streak',
      ['Lakers', 'Celtics', 'NBA'],
      ['basketball', 'NBA', 'playoffs'],
    ),
    b: f(
      'Lakers star scores forty in a comeback win',
      ['Lakers', 'Bulls'],
      ['basketball', 'NBA', 'three pointers'],
    ),
  },
  {
    why: 'simulator: european politics, same template, other entity',
    a: f(
      'Germany heads toward a new coalition',
      ['Germany', 'Brussels'],
      ['elections', 'coalition', 'parliament'],
    ),
    b: f(
      'France heads toward a new coalition',
      ['France', 'Brussels', 'Germany'],
      ['elections', 'coalition', 'parliament', 'Europe'],
    ),
  },
  {
    why: 'simulator: markets, same template, other entity',
    a: f(
      'Stocks slide on Nasdaq as earnings disappoint',
      ['Nasdaq', 'S&P 500'],
      ['stocks', 'earnings', 'investors'],
    ),
    b: f(
      'Stocks slide on FTSE 100 as earnings disappoint',
      ['FTSE 100', 'Dow Jones', 'Nasdaq'],
      ['stocks', 'earnings', 'markets'],
    ),
  },
  {
    why: "simulator: elections, same template, other station's city",
    knownLimit: 'the city is the only difference and it is not among the entities',
    a: f('Voters head to the polls in Denver', ['Congress', 'Senate'], ['elections', 'voters', 'polls']),
    b: f(
      'Voters head to the polls in Austin',
      ['Senate', 'Supreme Court'],
      ['elections', 'polls', 'ballots', 'campaign'],
    ),
  },
  {
    why: 'simulator: healthcare, other templates',
    a: f(
      'CDC recommends updated vaccines this winter',
      ['CDC', 'FDA'],
      ['healthcare', 'vaccines', 'hospitals'],
    ),
    b: f('FDA approves a new treatment', ['FDA', 'CDC', 'Medicare'], ['healthcare', 'vaccines', 'insurance']),
  },
  {
    why: 'simulator: music, other templates',
    a: f('Taylor Swift announces a world tour', ['Taylor Swift', 'Billboard'], ['music', 'tour', 'concert']),
    b: f(
      'New album from Taylor Swift goes straight to number one',
      ['Taylor Swift', 'Grammys'],
      ['music', 'album', 'charts', 'tour'],
    ),
  },
  {
    why: 'simulator: trade, same two-entity template, other pair',
    a: S.chinaJapanDeal,
    b: f(
      'China and Mexico sign a trade deal',
      ['China', 'Mexico', 'Japan'],
      ['trade', 'tariffs', 'exports', 'shipping'],
    ),
  },
];

export const LABELLED_PAIRS: readonly LabelledPair[] = [
  ...SAME_PAIRS.map((p) => ({ ...p, same: true })),
  ...DIFFERENT_PAIRS.map((p) => ({ ...p, same: false })),
];
