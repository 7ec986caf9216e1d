// The table of issue 56 ("Understood as people really say it"): each kind of miss it names, with
// its own example, said to the local Echo over the real skill and the API simulator.
import { usePhraseSim } from '../helpers/phrase-sim';
import { sayIn, type Said } from '../helpers/said';
import type { SupportedLocale } from '../../src/model/contract';

/** Tuesday 24 November 2026, 15:00 UTC (15:00 in London, 10:00 in New York). */
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const DAY = 86_400_000;

const at = usePhraseSim(NOW);

const say = (locale: SupportedLocale, text: string, before: string[] = []): Promise<Said> =>
  sayIn(at, locale, text, before);

const topStories = (s: Said) =>
  s.calls.find(
    (c) => c.path === '/v2/topstories' || (c.path === '/v2/topstories/category' && c.query.category === '0'),
  );
/** Midnight in London on the given day of November 2026 (GMT, no offset). */
const londonMidnight = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();

describe("the listener's situation is never the search", () => {
  test('"play some news while I cook": the news', async () => {
    const s = await say('en-GB', 'ask burst voice to play some news while i cook');
    expect(topStories(s)).toBeDefined();
    expect(s.search).toBeUndefined();
    expect(s.speech).not.toMatch(/cook/);
    expect(s.started).toBe(true);
  });
  test('"… for the drive to work", "… before I head out": the same', async () => {
    for (const text of [
      'ask burst voice for half an hour of news for the drive to work',
      'ask burst voice for the headlines before i head out',
    ]) {
      const s = await say('en-GB', text);
      expect(topStories(s)).toBeDefined();
      expect(s.search).toBeUndefined();
    }
  });
});

test('a length with a word for a summary: "play a three minute roundup" is three minutes of news', async () => {
  const s = await say('en-GB', 'ask burst voice to play a three minute roundup');
  expect(topStories(s)).toBeDefined();
  expect(s.search).toBeUndefined();
  expect(s.turn.player.timeBoxSec).toBe(180);
});

test('"local" said other ways: "news from around my town" asks for the local station', async () => {
  for (const text of [
    'ask burst voice to play news from around my town',
    'ask burst voice for news from my neck of the woods',
  ]) {
    const s = await say('en-AU', text);
    expect(s.speech).toMatch(/local station/);
    expect(s.speech).not.toMatch(/called/);
    expect(s.search).toBeUndefined();
  }
});

test('"the latest from parliament": no station by that name, so a search for parliament', async () => {
  const s = await say('en-GB', 'ask burst voice for the latest from parliament');
  expect(s.speech).not.toMatch(/station or podcast called/);
  expect(s.search?.query.q).toBe('parliament');
});

test('an article between the listener and their follow: "remove the cricket from my topics"', async () => {
  const s = await say('en-GB', 'ask burst voice to remove the cricket from my topics', [
    'ask burst voice to follow cricket',
  ]);
  expect(s.speech).toBe("Okay, you're no longer following cricket.");
});

test('a language inside the podcast words: "play some hindi podcasts" is answered honestly', async () => {
  const s = await say('en-IN', 'ask burst voice to play some hindi podcasts');
  expect(s.speech).toMatch(/only have bursts in English/);
  expect(s.calls.filter((c) => c.path.startsWith('/v2/topstories'))).toEqual([]);
});

test('a station by its form: "radio thames" plays Thames Radio', async () => {
  const s = await say('en-GB', 'ask burst voice to play radio thames');
  expect(s.calls.some((c) => c.query.sourceId === '108')).toBe(true);
  expect(s.speech).toMatch(/Thames Radio/);
});

describe("each country's own way of asking reaches the skill", () => {
  test('"put the cricket on" (en-GB) plays sport', async () => {
    const s = await say('en-GB', 'ask burst voice to put the cricket on');
    expect(s.intent).toBe('CategoryIntent');
    expect(s.calls.some((c) => c.path === '/v2/topstories/category' && c.query.category === '10')).toBe(true);
  });
  test('"who\'s presenting this" (en-GB) says who hosts the show', async () => {
    const s = await say('en-GB', "ask burst voice who's presenting this", [
      'ask burst voice to play the news',
    ]);
    expect(s.intent).toBe('AboutShowIntent');
    expect(s.speech).toMatch(/hosted by|hosts are/);
  });
  test('"read me the headlines" (en-GB) plays the headlines', async () => {
    const s = await say('en-GB', 'ask burst voice to read me the headlines');
    expect(topStories(s)).toBeDefined();
    expect(s.started).toBe(true);
  });
  test('"which channel is this" (en-US) names the station', async () => {
    const s = await say('en-US', 'ask burst voice which channel is this', [
      'ask burst voice to play the news',
    ]);
    expect(s.intent).toBe('AboutStationIntent');
    expect(s.speech).toMatch(/^You're listening to /);
  });
  test('"what did I miss this morning" (en-US) plays the news since the morning began', async () => {
    const s = await say('en-US', 'ask burst voice what did i miss this morning');
    // Midnight in New York (UTC−5) on the 24th.
    expect(topStories(s)?.query.fromDate).toBe('2026-11-24T05:00:00.000Z');
  });
});

describe('music by its genre, a language by its programmes: the honest answer', () => {
  test('"play some smooth jazz"', async () => {
    const s = await say('en-US', 'ask burst voice to play some smooth jazz');
    expect(s.speech).toMatch(/For music, just ask Alexa/);
    expect(s.calls).toEqual([]);
  });
  test('"play tamil programmes"', async () => {
    const s = await say('en-IN', 'ask burst voice to play tamil programmes');
    expect(s.speech).toMatch(/only have bursts in English/);
    expect(s.search).toBeUndefined();
  });
});

describe('what is playing, said in other words', () => {
  test('"play stories like this one" plays related bursts', async () => {
    const s = await say('en-US', 'ask burst voice to play stories like this one', [
      'ask burst voice to play the news',
    ]);
    expect(s.calls.some((c) => c.path === '/v2/topstories/burst')).toBe(true);
    expect(s.search).toBeUndefined();
  });
  test('"play back what I saved" plays the saved bursts', async () => {
    const s = await say('en-US', 'ask burst voice to play back what i saved', [
      'ask burst voice to play the news',
      'ask burst voice to save this',
    ]);
    expect(s.speech).toBe('Here are your saved bursts.');
    expect(s.search).toBeUndefined();
  });
});

describe('days and spans', () => {
  test('"since Monday" starts at Monday\'s midnight', async () => {
    const s = await say('en-GB', 'ask burst voice to play news since monday');
    expect(topStories(s)?.query.fromDate).toBe(londonMidnight(23));
    expect(s.speech).toMatch(/from Monday onwards/);
  });
  test('"over the last few days" starts three days back', async () => {
    const s = await say('en-GB', 'ask burst voice to play news over the last few days');
    expect(topStories(s)?.query.fromDate).toBe(londonMidnight(21));
  });
  test('"from the weekend" starts at Saturday\'s midnight', async () => {
    const s = await say('en-GB', 'ask burst voice to play news from the weekend');
    expect(topStories(s)?.query.fromDate).toBe(londonMidnight(21));
    expect(s.search).toBeUndefined();
  });
  test('a topic with a span: "egg prices from the last few days"', async () => {
    const s = await say('en-US', 'ask burst voice to play something about egg prices from the last few days');
    expect(s.search?.query.q).toBe('egg prices');
    expect(s.search?.query.fromDate).toBe('2026-11-21T05:00:00.000Z');
  });
});

describe('the way people talk to Alexa+', () => {
  test('"can you put on something about the housing market for like five minutes"', async () => {
    const s = await say(
      'en-US',
      'ask burst voice can you put on something about the housing market for like five minutes',
    );
    expect(s.search?.query.q).toBe('housing market');
    expect(s.turn.player.timeBoxSec).toBe(300);
  });
  test('"anything interesting on space this week?"', async () => {
    const s = await say('en-US', 'ask burst voice anything interesting on space this week?');
    expect(s.search?.query.q).toBe('space');
    expect(s.search?.query.fromDate).toBe(new Date(NOW - 7 * DAY).toISOString());
  });
});
