// Trending topics: a bare JSON array of {category, stories:[{entity, bursts}]} that moves every 30 s
// (docs/burst-api.md, Timing and limits). The window number floor(now / 30 s) rotates which entities lead, so
// two calls in one window agree and a call in the next window differs.
import type { Catalogue, SimBurst } from './catalogue-types';
import { TRENDING_WINDOW_MS } from './constants';
import { byNewest } from './search';
import type { Json } from './wire';
import { PLAYLIST_SEEDS } from './topics-data';

const STORIES_PER_CATEGORY = 3;
const BURSTS_PER_STORY = 5;

export function trendingWindow(now: number): number {
  return Math.floor(now / TRENDING_WINDOW_MS);
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

export function trendingBody(cat: Catalogue, now: number): Json[] {
  const window = trendingWindow(now);
  const out: Json[] = [];
  for (const p of PLAYLIST_SEEDS) {
    if (!p.category) continue;
    const stories = cat.stories.filter((b) => b.category === p.category);
    const byEntity = new Map<string, SimBurst[]>();
    for (const b of stories) {
      for (const e of b.entities) byEntity.set(e, [...(byEntity.get(e) ?? []), b]);
    }
    const ranked = [...byEntity.entries()].sort(
      (a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1),
    );
    const leading = rotate(ranked, window).slice(0, STORIES_PER_CATEGORY);
    out.push({
      category: p.category,
      stories: leading.map(([entity, bursts]) => ({
        entity,
        bursts: rotate([...bursts].sort(byNewest), window)
          .slice(0, BURSTS_PER_STORY)
          .map((b) => b.id),
      })),
    });
  }
  return out;
}
