// The pairs issue 49 names: different news about the same people, recurring titles and one template
// with other figures, each with a transcript as the API lists it. Every one of them must play;
// a re-air and another station's reading of the first must not (test/lambda/stories-bundle.test.ts).
import type { PairBurst } from './text-pairs/types';

export interface IssuePair {
  name: string;
  a: PairBurst;
  b: PairBurst;
}

export const ISSUE_PAIRS: readonly IssuePair[] = [
  {
    name: 'Israel and Hamas: a ceasefire, then strikes',
    a: {
      title: 'Israel and Hamas agree to ceasefire in Gaza',
      entities: ['Israel', 'Hamas', 'Gaza', 'Qatar'],
      keywords: ['ceasefire', 'gaza war', 'hostages'],
      text:
        'Israel and Hamas have agreed to a ceasefire in Gaza after weeks of talks brokered by Qatar and Egypt. ' +
        'Under the first phase, fighting is to stop from Sunday morning and thirty three hostages are to be released ' +
        'over six weeks in exchange for hundreds of Palestinian prisoners. Aid agencies say they are ready to send ' +
        'six hundred lorries a day into the strip once the crossings open. The Israeli cabinet is expected to approve ' +
        'the deal in a vote on Friday.',
      createdAt: '2026-11-20T07:00:00Z',
    },
    b: {
      title: 'Israel strikes Hamas targets in Gaza',
      entities: ['Israel', 'Hamas', 'Gaza', 'Khan Younis'],
      keywords: ['airstrikes', 'gaza war'],
      text:
        'The Israeli military says its jets struck more than forty Hamas targets across Gaza overnight, including ' +
        'weapons depots and a command centre in Khan Younis. Gaza health officials reported at least twenty seven ' +
        'people killed, among them children sheltering in a school building. Hamas fired a barrage of rockets toward ' +
        'southern Israel in response, most of which were intercepted. Residents described the bombardment as the ' +
        'heaviest in the south for a month.',
      createdAt: '2026-11-21T22:30:00Z',
    },
  },
  {
    name: 'Apple, Google and Microsoft: EU charges, then record profits',
    a: {
      title: 'Apple, Google and Microsoft hit with EU antitrust charges',
      entities: ['Apple', 'Google', 'Microsoft', 'European Commission'],
      keywords: ['antitrust', 'digital markets act'],
      text:
        'The European Commission has charged Apple, Google and Microsoft with breaking the Digital Markets Act. ' +
        'Regulators in Brussels say the companies steer users toward their own app stores and search services and ' +
        'make it hard to switch to rivals. Each firm now has ten weeks to reply before the commission decides on ' +
        'fines, which can reach ten percent of global turnover. All three companies said they would contest the findings.',
      createdAt: '2026-11-18T10:00:00Z',
    },
    b: {
      title: 'Apple, Google and Microsoft report record quarterly profits',
      entities: ['Apple', 'Google', 'Microsoft', 'Wall Street'],
      keywords: ['earnings', 'big tech'],
      text:
        'It was a bumper quarter for big tech. Microsoft posted net income of twenty eight billion dollars as demand ' +
        'for its cloud and artificial intelligence services kept growing, while Google owner Alphabet beat forecasts ' +
        'on advertising and YouTube revenue. Apple sold more iPhones than analysts expected in China and India. ' +
        'Shares of all three rose in after hours trading on Wall Street.',
      createdAt: '2026-11-18T21:00:00Z',
    },
  },
  {
    name: 'China and the US: stalled trade talks, then leaders meet in Bali',
    a: {
      title: 'China and US trade talks stall',
      entities: ['China', 'United States', 'Geneva'],
      keywords: ['trade talks', 'tariffs'],
      text:
        'Trade negotiations between China and the United States have stalled in Geneva after two days without ' +
        'agreement on tariffs for electric vehicles and computer chips. Chinese officials accused Washington of ' +
        'moving the goalposts on export controls, while the American delegation said Beijing had not offered enough ' +
        'on farm purchases. No date has been set for the next round.',
      createdAt: '2026-11-15T09:00:00Z',
    },
    b: {
      title: 'China and US leaders meet in Bali',
      entities: ['China', 'United States', 'Bali', 'Indonesia'],
      keywords: ['summit', 'diplomacy'],
      text:
        'The presidents of China and the United States have held their first face to face meeting in a year on the ' +
        'sidelines of a summit in Bali. The two leaders spoke for more than three hours at a resort hotel and agreed ' +
        'to restore military hotlines and to cooperate on climate finance. Indonesia, the host, called the meeting a ' +
        'welcome sign of calmer relations between the world’s two largest economies.',
      createdAt: '2026-11-16T04:00:00Z',
    },
  },
  {
    name: 'Weather forecast for London, two days',
    a: {
      title: 'Weather forecast for London',
      entities: ['London', 'Met Office'],
      keywords: ['weather', 'forecast'],
      text:
        'Here is your weather for London. A cold and frosty start with temperatures close to freezing in the suburbs, ' +
        'then plenty of winter sunshine through the day and a top of seven degrees. Clear skies tonight mean another ' +
        'frost, and the Met Office warns of patches of freezing fog by dawn near the Thames.',
      createdAt: '2026-11-24T06:00:00Z',
    },
    b: {
      title: 'Weather forecast for London',
      entities: ['London', 'Met Office'],
      keywords: ['weather', 'forecast'],
      text:
        'Here is your weather for London. Heavy rain spreading in from the west this morning with gusts of fifty miles ' +
        'an hour, and a yellow warning for wind from the Met Office until the evening rush hour. Milder though, with ' +
        'highs of twelve degrees, and the showers clearing east overnight.',
      createdAt: '2026-11-26T06:00:00Z',
    },
  },
  {
    name: 'Morning headlines, two mornings',
    a: {
      title: 'Morning headlines',
      entities: ['Bank of England', 'Manchester'],
      keywords: ['headlines'],
      text:
        'Good morning, here are the headlines. The Bank of England has held interest rates at four percent but signalled ' +
        'a cut early next year. Firefighters in Manchester spent the night tackling a blaze at a disused mill. And ' +
        'tickets for next summer’s music festivals have sold out within minutes.',
      createdAt: '2026-11-25T06:30:00Z',
    },
    b: {
      title: 'Morning headlines',
      entities: ['NHS', 'Glasgow'],
      keywords: ['headlines'],
      text:
        'Good morning, here are the headlines. Nurses have voted to accept a new pay offer, ending the threat of winter ' +
        'strikes in NHS hospitals. Glasgow airport reopened after snow closed the runway for six hours. And a rare ' +
        'copy of a first edition novel sold at auction for two hundred thousand pounds.',
      createdAt: '2026-11-26T06:30:00Z',
    },
  },
  {
    name: 'Powerball jackpot, one template with other figures',
    a: {
      title: 'Powerball jackpot climbs to $1.5 billion',
      entities: ['Powerball'],
      keywords: ['lottery', 'jackpot'],
      text:
        'Nobody matched all six numbers in Saturday’s Powerball drawing, so the jackpot climbs to an estimated one ' +
        'point five billion dollars for Monday night. The cash option would be about six hundred and eighty million. ' +
        'Lottery officials say ticket sales in California and Texas have doubled since Thursday.',
      createdAt: '2026-11-23T04:00:00Z',
    },
    b: {
      title: 'Powerball jackpot climbs to $2 billion',
      entities: ['Powerball'],
      keywords: ['lottery', 'jackpot'],
      text:
        'Monday’s Powerball drawing produced no jackpot winner again, and the prize now climbs to an estimated two ' +
        'billion dollars, the largest in the game’s history. Five tickets matched five numbers, one of them sold at ' +
        'a petrol station in Florida. Officials expect queues at retailers before Wednesday’s draw.',
      createdAt: '2026-11-25T04:00:00Z',
    },
  },
];
