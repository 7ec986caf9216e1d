// Ranking and filtering over the catalogue: the relevancy score, the "top stories" mix, category
// names, geo distance and the shared filters of the list endpoints.
import type { Catalogue, SimBurst, SimStation } from './catalogue-types';
import { PLAYLIST_SEEDS, STOPWORDS, type PlaylistSeed } from './topics-data';

const TITLE_WEIGHT = 3;
const TAG_WEIGHT = 2;
const TEXT_WEIGHT = 1;
const PHRASE_BONUS = 3;
const MAX_SCORE = 10;

export function tokenize(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w.length >= 2 && !STOPWORDS.has(w));
}

const singular = (w: string): string => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

interface BurstTokens {
  title: Set<string>;
  tags: Set<string>;
  text: Set<string>;
  phrases: string[];
}

const tokenCache = new WeakMap<SimBurst, BurstTokens>();

function tokensOf(b: SimBurst): BurstTokens {
  let t = tokenCache.get(b);
  if (!t) {
    const set = (s: string) => new Set(tokenize(s).map(singular));
    t = {
      title: set(b.title),
      tags: set([...b.keywords, ...b.entities].join(' ')),
      text: set(b.text),
      phrases: [...b.keywords, ...b.entities, b.title].map((p) => p.toLowerCase()),
    };
    tokenCache.set(b, t);
  }
  return t;
}

/** Score 0..10 of a burst for the query terms: title, then keywords/entities, then text. */
export function relevance(b: SimBurst, terms: string[]): number {
  if (terms.length === 0) return 0;
  const t = tokensOf(b);
  let raw = 0;
  for (const term of terms.map(singular)) {
    if (t.title.has(term)) raw += TITLE_WEIGHT;
    if (t.tags.has(term)) raw += TAG_WEIGHT;
    if (t.text.has(term)) raw += TEXT_WEIGHT;
  }
  if (raw === 0) return 0;
  const phrase = terms.join(' ');
  if (terms.length > 1 && t.phrases.some((p) => p.includes(phrase))) raw += PHRASE_BONUS;
  const best =
    terms.length * (TITLE_WEIGHT + TAG_WEIGHT + TEXT_WEIGHT) + (terms.length > 1 ? PHRASE_BONUS : 0);
  return Math.round(Math.min(MAX_SCORE, (raw / best) * MAX_SCORE * 1.5) * 100) / 100;
}

/** Shared overlap score for related bursts: keywords and entities, then category and topic. */
export function relatedness(a: SimBurst, b: SimBurst): number {
  const shared = (x: string[], y: string[]) => x.filter((v) => y.includes(v)).length;
  let raw = shared(a.keywords, b.keywords) * 3 + shared(a.entities, b.entities) * 2;
  if (a.category === b.category) raw += 2;
  if (a.topic === b.topic) raw += 1;
  return Math.round(Math.min(MAX_SCORE, raw) * 100) / 100;
}

export interface CategorySelector {
  playlist?: PlaylistSeed;
  /** A burst category string; undefined means "every story" (Top Stories). */
  category?: string;
  editorsPicks?: boolean;
}

const CATEGORY_ALIASES: Record<string, string> = {
  business: 'news.business',
  finance: 'news.business',
  money: 'news.business',
  economy: 'news.business',
  us: 'news.us',
  usnews: 'news.us',
  politics: 'news.us',
  national: 'news.us',
  tech: 'news.tech',
  technology: 'news.tech',
  science: 'news.tech',
  world: 'news.world',
  worldnews: 'news.world',
  international: 'news.world',
  entertainment: 'entertainment',
  music: 'entertainment',
  movies: 'entertainment',
  sport: 'sports',
  sports: 'sports',
  offbeat: 'offbeat',
  weird: 'offbeat',
};

/**
 * A playlist id (`5`), a playlist name (`World News`), a burst category (`news.tech`) or a
 * common alias (`technology`). Undefined when nothing matches: the list is then empty, not 400.
 */
export function resolveCategory(value: string): CategorySelector | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    const playlist = PLAYLIST_SEEDS.find((p) => p.id === Number(v));
    return playlist ? selectorOf(playlist) : undefined;
  }
  const key = v.toLowerCase().replace(/[^a-z.]/g, '');
  const byName = PLAYLIST_SEEDS.find((p) => p.name.toLowerCase().replace(/[^a-z]/g, '') === key);
  if (byName) return selectorOf(byName);
  const category = PLAYLIST_SEEDS.some((p) => p.category === key) ? key : CATEGORY_ALIASES[key];
  if (!category) return undefined;
  return selectorOf(PLAYLIST_SEEDS.find((p) => p.category === category) as PlaylistSeed);
}

function selectorOf(p: PlaylistSeed): CategorySelector {
  if (p.id === 91) return { playlist: p, editorsPicks: true };
  return { playlist: p, category: p.category ?? undefined };
}

export function matchesCategory(b: SimBurst, sel: CategorySelector): boolean {
  if (sel.editorsPicks) return b.editorsPick;
  return sel.category === undefined || b.category === sel.category;
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** `<lat>,<lng>` as docs/burst-api.md writes it; undefined when malformed or out of range. */
export function parseLatLng(s: string): { lat: number; lng: number } | undefined {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(s);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

export function nearestStation(cat: Catalogue, at: { lat: number; lng: number }): SimStation {
  const radio = cat.stations.filter((s) => s.type === 'Radio');
  return radio.reduce((best, s) =>
    distanceKm(at.lat, at.lng, s.lat, s.lng) < distanceKm(at.lat, at.lng, best.lat, best.lng) ? s : best,
  );
}

export interface BurstFilter {
  sourceIds?: number[];
  /** Show name, matched case-insensitively as a substring. */
  show?: string;
  category?: CategorySelector;
  sourceType?: 'Radio' | 'Podcast';
  from?: number;
  to?: number;
  near?: { lat: number; lng: number; km: number };
  minDurationSec?: number;
  maxDurationSec?: number;
}

export function applyFilter(cat: Catalogue, bursts: ReadonlyArray<SimBurst>, f: BurstFilter): SimBurst[] {
  const show = f.show?.toLowerCase();
  return bursts.filter((b) => {
    const station = cat.stationOf(b);
    if (f.sourceIds && !f.sourceIds.includes(b.stationId)) return false;
    if (show !== undefined && !cat.showOf(b).name.toLowerCase().includes(show)) return false;
    if (f.category && !matchesCategory(b, f.category)) return false;
    if (f.sourceType && station.type !== f.sourceType) return false;
    if (f.from !== undefined && b.createdAt < f.from) return false;
    if (f.to !== undefined && b.createdAt > f.to) return false;
    if (f.near && distanceKm(f.near.lat, f.near.lng, station.lat, station.lng) > f.near.km) return false;
    if (f.minDurationSec !== undefined && b.durationSec < f.minDurationSec) return false;
    if (f.maxDurationSec !== undefined && b.durationSec > f.maxDurationSec) return false;
    return true;
  });
}

export const byNewest = (a: SimBurst, b: SimBurst): number =>
  b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);
export const byPopularity = (a: SimBurst, b: SimBurst): number =>
  b.popularity - a.popularity || byNewest(a, b);

/**
 * "A generic mix of newest and most popular" (docs/burst-api.md, Endpoints: personal top stories):
 * interleaved.
 */
export function topMix(bursts: ReadonlyArray<SimBurst>): SimBurst[] {
  const newest = [...bursts].sort(byNewest);
  const popular = [...bursts].sort(byPopularity);
  const seen = new Set<string>();
  const out: SimBurst[] = [];
  for (let i = 0; i < newest.length; i++) {
    for (const b of [newest[i], popular[i]]) {
      if (b && !seen.has(b.id)) {
        seen.add(b.id);
        out.push(b);
      }
    }
  }
  return out;
}

/** Popularity as a 0..10 score for lists that have no query. */
export const popularityScore = (b: SimBurst): number => Math.round(b.popularity) / 100;
