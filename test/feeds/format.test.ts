// Bursts → Flash Briefing items, per Amazon's Flash Briefing Skill API Feed Reference.
import { feedDate, flashBriefingItems, MAX_FEED_ITEMS } from '../../src/feeds/flash-briefing-format';
import { burst } from '../playback/fixtures';

const T = Date.UTC(2026, 10, 22, 9, 0, 0);
const at = (minutesAgo: number) => new Date(T - minutesAgo * 60_000).toISOString();
const dated = (id: string, minutesAgo: number, extra = {}) =>
  burst(id, { createdAt: at(minutesAgo), burstPageUrl: `https://burst.example.com/${id}`, ...extra });

test('each item has exactly the reference fields, with its date in the reference form', () => {
  const [item] = flashBriefingItems([dated('a', 5, { quote: 'A quote <b>with</b> markup.' })]);
  expect(Object.keys(item!).sort()).toEqual(
    ['mainText', 'redirectionUrl', 'streamUrl', 'titleText', 'uid', 'updateDate'].sort(),
  );
  expect(item).toEqual({
    uid: 'urn:burst:a',
    updateDate: feedDate(T - 5 * 60_000),
    titleText: 'Burst a',
    mainText: 'A quote with markup.',
    streamUrl: 'https://cdn.example.com/a.mp3',
    redirectionUrl: 'https://burst.example.com/a',
  });
  expect(item!.updateDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.0Z$/);
});

test('at most five items, newest first, duplicates once', () => {
  const list = [dated('old', 50), dated('new', 1), dated('mid', 20), dated('new', 1)];
  for (let i = 0; i < 6; i++) list.push(dated(`x${i}`, 30 + i));
  const items = flashBriefingItems(list);
  expect(items).toHaveLength(MAX_FEED_ITEMS);
  expect(items.map((i) => i.uid)).toEqual([
    'urn:burst:new',
    'urn:burst:mid',
    'urn:burst:x0',
    'urn:burst:x1',
    'urn:burst:x2',
  ]);
  const dates = items.map((i) => i.updateDate);
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('only https audio and pages; no date, too short or too long: left out', () => {
  const items = flashBriefingItems([
    dated('http-audio', 1, { audioUrl: 'http://cdn.example.com/x.mp3' }),
    dated('no-audio', 1, { audioUrl: undefined }),
    dated('http-page', 1, { burstPageUrl: 'http://burst.example.com/x', searchSiteUrl: undefined }),
    dated('site-page', 2, { burstPageUrl: undefined, searchSiteUrl: 'https://search.example.com/s' }),
    burst('undated', { burstPageUrl: 'https://burst.example.com/u' }),
    dated('short', 1, { durationSec: 6 }),
    dated('long', 1, { durationSec: 900 }),
    dated('ok', 3),
  ]);
  expect(items.map((i) => i.uid)).toEqual(['urn:burst:site-page', 'urn:burst:ok']);
  expect(items[0]!.redirectionUrl).toBe('https://search.example.com/s');
  for (const i of items) expect(new URL(i.streamUrl).protocol).toBe('https:');
});

test('mainText is never empty and stays under the 4,500-character limit', () => {
  const [plain] = flashBriefingItems([dated('p', 1)]);
  expect(plain!.mainText).toBe('Burst p. From KXYZ.');
  const [long] = flashBriefingItems([dated('l', 1, { quote: 'word '.repeat(2000) })]);
  expect(long!.mainText.length).toBeLessThanOrEqual(4500);
});
