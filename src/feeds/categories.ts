// The nine Flash Briefing feeds: a URL slug per playlist of the skill's category table.
import { CATEGORIES, type CategoryInfo } from '../skill/categories';

export const FEED_SLUGS: Readonly<Record<string, string>> = {
  'top-stories': '0',
  business: '3',
  'us-news': '4',
  tech: '5',
  'world-news': '6',
  entertainment: '9',
  sports: '10',
  offbeat: '90',
  'editors-picks': '91',
};

export function feedCategory(slug: string): CategoryInfo | undefined {
  if (!Object.hasOwn(FEED_SLUGS, slug)) return undefined;
  return CATEGORIES.find((c) => c.id === FEED_SLUGS[slug]);
}
