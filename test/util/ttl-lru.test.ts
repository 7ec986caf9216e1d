// The request path's bounded cache (src/util/ttl-lru.ts): least recently used out first, by count
// and by size, expiring on the injected clock.
import { ManualClock } from '../../src/util/clock';
import { TtlLru } from '../../src/util/ttl-lru';

const make = (
  clock = new ManualClock(),
  o: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number }> = {},
) => new TtlLru<{ v: string }>(clock, { maxEntries: 3, maxBytes: 1000, ttlMs: 100, ...o });

test('the least recently used goes first when the count is reached; a get is a use, a has is not', () => {
  const c = make();
  c.set('a', { v: 'a' });
  c.set('b', { v: 'b' });
  c.set('c', { v: 'c' });
  expect(c.get('a')?.v).toBe('a');
  expect(c.has('b')).toBe(true);
  c.set('d', { v: 'd' });
  expect([c.has('a'), c.has('b'), c.has('c'), c.has('d')]).toEqual([true, false, true, true]);
  expect(c.size).toBe(3);
});

test('the total size is bounded, a value bigger than the bound is not kept, and replacing counts once', () => {
  const c = make(new ManualClock(), { maxBytes: 40, maxEntries: 10 });
  c.set('a', { v: 'x'.repeat(10) }); // 18 bytes of JSON
  c.set('b', { v: 'y'.repeat(10) });
  expect(c.bytes).toBe(36);
  c.set('a', { v: 'z'.repeat(10) });
  expect(c.bytes).toBe(36);
  c.set('c', { v: 'w'.repeat(10) });
  // b was the least recently used (a was set again after it).
  expect([c.has('a'), c.has('b'), c.has('c')]).toEqual([true, false, true]);
  c.set('huge', { v: 'h'.repeat(100) });
  expect(c.has('huge')).toBe(false);
  expect(c.bytes).toBe(36);
  c.clear();
  expect([c.size, c.bytes]).toEqual([0, 0]);
});

test('entries live through their last millisecond on the injected clock; a set may give its own lifetime', () => {
  const clock = new ManualClock();
  const c = make(clock);
  c.set('a', { v: 'a' });
  c.set('long', { v: 'l' }, { ttlMs: 1000 });
  clock.advance(100);
  expect(c.get('a')?.v).toBe('a');
  clock.advance(1);
  expect(c.get('a')).toBeUndefined();
  expect(c.has('long')).toBe(true);
  expect(c.size).toBe(1);
  expect(c.bytes).toBe(JSON.stringify({ v: 'l' }).length);
});
