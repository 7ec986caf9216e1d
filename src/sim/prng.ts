// A tiny seeded PRNG (mulberry32) and a string hash (FNV-1a), so the catalogue, ids and trending
// are reproducible from a seed without a dependency.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them if fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, count));
    },
    chance: (p: number): boolean => next() < p,
  };
}

/** FNV-1a, 32 bit unsigned. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 12-character alphanumeric id like the real ones (`AOyj1Lx74rZz`). */
export function alnumId(rng: Rng, length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[Math.floor(rng.next() * ALNUM.length)];
  return out;
}

/** A GUID-shaped id (weather/traffic bursts and user ids carry these). */
export function guid(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < 32; i++) hex += Math.floor(rng.next() * 16).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(rng.next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
