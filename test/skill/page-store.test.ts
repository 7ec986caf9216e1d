// Pages fetched ahead wait in process memory for their own listener, for a while.
import { PageStore } from '../../src/skill/page-store';
import { ManualClock } from '../../src/util/clock';

const page = { items: [], nextPage: 'https://api.example.com/v2/next?page=3' };

test('a page serves only the listener it was fetched for, until it expires', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 25));
  const pages = new PageStore(clock);
  pages.set('l_a', 'https://api.example.com/v2/next?page=2', page);
  expect(pages.get('l_a', 'https://api.example.com/v2/next?page=2')).toEqual(page);
  // Asked again (a decision made again after a conflict): still there.
  expect(pages.has('l_a', 'https://api.example.com/v2/next?page=2')).toBe(true);
  expect(pages.get('l_b', 'https://api.example.com/v2/next?page=2')).toBeUndefined();
  expect(pages.get('l_a', 'https://api.example.com/v2/next?page=9')).toBeUndefined();
  clock.advance(16 * 60_000);
  expect(pages.get('l_a', 'https://api.example.com/v2/next?page=2')).toBeUndefined();
});
