import {
  addSave,
  removeSave,
  SAVE_LIMIT,
  sanitiseSaves,
  savedFromItem,
  savedQueueItems,
  type SavedBurst,
} from '../../src/radio/saves';
import { item } from '../playback/fixtures';

const saved = (id: string, at = 0): SavedBurst => savedFromItem(item(id), at);

test('newest first, once each', () => {
  let list: SavedBurst[] = [];
  list = addSave(list, saved('a', 1), false).list;
  list = addSave(list, saved('b', 2), false).list;
  const again = addSave(list, saved('a', 3), false);
  expect(again.outcome).toBe('already');
  expect(again.list.map((s) => s.burstId)).toEqual(['b', 'a']);
});

test('at the limit the oldest is dropped, and the listener is told only the first time', () => {
  let list: SavedBurst[] = [];
  for (let i = 0; i < SAVE_LIMIT; i++) list = addSave(list, saved(`s${i}`, i), false).list;
  const first = addSave(list, saved('new1', 1000), false);
  expect(first.list).toHaveLength(SAVE_LIMIT);
  expect(first.dropped?.burstId).toBe('s0');
  expect(first.tellDropped).toBe(true);
  expect(first.list[0]?.burstId).toBe('new1');
  const second = addSave(first.list, saved('new2', 1001), true);
  expect(second.dropped?.burstId).toBe('s1');
  expect(second.tellDropped).toBe(false);
});

test('remove, and saved bursts as queue items in saved order', () => {
  const list = [saved('b'), saved('a')];
  expect(removeSave(list, 'a')).toEqual({ list: [saved('b')], removed: true });
  expect(removeSave(list, 'zzz').removed).toBe(false);
  const items = savedQueueItems(list);
  expect(items.map((i) => [i.burstId, i.n])).toEqual([
    ['b', 0],
    ['a', 1],
  ]);
  expect(items[0]).not.toHaveProperty('savedAt');
});

test('stored saves are read defensively: no http audio, no duplicates, at most the limit', () => {
  const raw = [saved('a'), { ...saved('b'), audioUrl: 'http://x/b.mp3' }, saved('a'), 7, { burstId: 'c' }];
  expect(sanitiseSaves(raw).map((s) => s.burstId)).toEqual(['a']);
  const many = Array.from({ length: SAVE_LIMIT + 5 }, (_, i) => saved(`m${i}`));
  expect(sanitiseSaves(many)).toHaveLength(SAVE_LIMIT);
});
