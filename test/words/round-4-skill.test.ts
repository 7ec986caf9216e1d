// Issue 56's fourth round through the skill: what the chain now reads (round-4.test.ts) reaches the
// right answer on the local Echo, over the API simulator.
import { usePhraseSim } from '../helpers/phrase-sim';
import { sayIn } from '../helpers/said';
import type { SupportedLocale } from '../../src/model/contract';

/** Tuesday 24 November 2026, 15:00 UTC. */
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const at = usePhraseSim(NOW);
const say = (locale: SupportedLocale, text: string, before: string[] = []) => sayIn(at, locale, text, before);

describe('what the listener follows, said in free words', () => {
  test('"the stuff I follow for ten minutes" plays the follows fitted to ten minutes', async () => {
    const s = await say('en-US', 'ask burst voice to play the stuff i follow for ten minutes', [
      'ask burst voice to follow climate change',
    ]);
    expect(s.intent).toBe('CategoryIntent');
    expect(s.speech).toMatch(/^Here's 10 minutes from what you follow\./);
    expect(s.started).toBe(true);
    expect(s.turn.player.timeBoxSec).toBe(600);
    expect(s.search).toBeUndefined();
  });
  test('with nothing followed, it says how to follow instead of searching for "stuff"', async () => {
    const s = await say('en-US', 'ask burst voice to play the stuff i follow for ten minutes');
    expect(s.speech).toMatch(/You don't follow anything yet/);
    expect(s.started).toBe(false);
    expect(s.calls.filter((c) => c.path.startsWith('/v2/topstories'))).toEqual([]);
  });
});

test('"the latest on the weather" is the weather, not a search for it', async () => {
  const s = await say('en-GB', 'ask burst voice for the latest on the weather');
  expect(s.intent).toBe('LatestIntent');
  expect(s.speech).toMatch(/weather/);
  expect(s.calls.filter((c) => c.query.q !== undefined)).toEqual([]);
});

test('"what\'s happening with the stock market today": the business playlist from today', async () => {
  const s = await say('en-US', "ask burst voice what's happening with the stock market today");
  const c = s.calls.find((x) => x.path === '/v2/topstories/category' && x.query.category === '3');
  // Midnight in New York, the locale's zone when the device's cannot be read.
  expect(c?.query.fromDate).toBe('2026-11-24T05:00:00.000Z');
});

test('"Windy City Sports" is the show, not the weather', async () => {
  const s = await say('en-US', 'ask burst voice to play windy city sports');
  expect(s.speech).not.toMatch(/weather/i);
  expect(s.calls.some((c) => c.query.show !== undefined || c.query.sourceId !== undefined)).toBe(true);
  expect(s.started).toBe(true);
});

test('"offbeat stories podcast" plays the podcast Offbeat Stories, not the offbeat playlist', async () => {
  const s = await say('en-GB', 'ask burst voice to play offbeat stories podcast');
  expect(s.calls.some((c) => c.query.sourceId === '114')).toBe(true);
  expect(s.calls.some((c) => c.path === '/v2/topstories/category')).toBe(false);
});
