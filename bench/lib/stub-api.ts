// A zero-latency in-memory BurstApi for benchmarks and fuzzing: deterministic paged playlists,
// so a measurement is of the skill, not of HTTP. An optional delay models a slow API, and every
// call is counted (a benchmark can show that a request made no call).
import type { BurstApi, CallOptions } from '../../src/api/api';
import { ApiError } from '../../src/api/errors';
import type { Burst, Playlist, RegisteredUser, Station, Show, TrendingCategory } from '../../src/api/types';

export interface StubApiOptions {
  /** Bursts per page (the real API serves up to 25). */
  pageSize?: number;
  /** Pages before a playlist ends. */
  pages?: number;
  /** Added to every call (ms); 0 = answer in the same microtask. */
  delayMs?: number;
}

export const STUB_ORIGIN = 'https://stub.burst.invalid';

export class StubBurstApi implements BurstApi {
  readonly origin = STUB_ORIGIN;
  calls = 0;
  delayMs: number;
  private readonly pageSize: number;
  private readonly pages: number;

  constructor(opts: StubApiOptions = {}) {
    this.pageSize = opts.pageSize ?? 5;
    this.pages = opts.pages ?? 50;
    this.delayMs = opts.delayMs ?? 0;
  }

  private async answer<T>(value: () => T, opts?: CallOptions): Promise<T> {
    this.calls++;
    if (this.delayMs > 0) {
      const budget = Math.min(opts?.timeoutMs ?? Infinity, (opts?.deadline ?? Infinity) - Date.now());
      if (budget < this.delayMs) {
        await sleep(Math.max(0, budget));
        throw new ApiError('timeout', 'stub: timed out');
      }
      await sleep(this.delayMs);
    }
    return value();
  }

  /** Page `page` of the playlist `key`: ids are stable, so the same page always holds the same bursts. */
  playlist(key: string, page = 0): Playlist {
    const bursts: Burst[] = [];
    for (let i = 0; i < this.pageSize; i++) bursts.push(stubBurst(`${stubIdPart(key)}-${page}-${i}`));
    const more = page + 1 < this.pages;
    return {
      kind: 'playlist',
      queryId: 1,
      bursts,
      ...(more ? { nextPage: `${STUB_ORIGIN}/v2/page?key=${encodeURIComponent(key)}&page=${page + 1}` } : {}),
    };
  }

  searchV1(p: { q: string }, o?: CallOptions) {
    return this.answer(() => this.playlist(`v1:${p.q}`), o);
  }
  async burst(p: { burstId: string }, o?: CallOptions): Promise<Burst> {
    return this.answer(() => stubBurst(p.burstId), o);
  }
  relatedBursts(p: { burstId: string }, o?: CallOptions) {
    return this.answer(() => this.playlist(`related:${p.burstId}`), o);
  }
  burstsByPageUrl(p: { url: string }, o?: CallOptions) {
    return this.answer(() => this.playlist(`url:${p.url}`), o);
  }
  searchSources(term: string, o?: CallOptions): Promise<Station[]> {
    return this.answer(() => [stubStation(101, term)], o);
  }
  station(stationId: number, o?: CallOptions): Promise<Station> {
    return this.answer(() => stubStation(stationId, `Station ${stationId}`), o);
  }
  show(showId: string | number, o?: CallOptions): Promise<Show> {
    return this.answer(
      () => ({ showId: String(showId), name: 'The Stub Show', categories: [], links: [], hosts: ['Ann'] }),
      o,
    );
  }
  searchRelevancy(p: { q?: string; sourceId?: number; show?: string }, o?: CallOptions) {
    return this.answer(() => this.playlist(`search:${p.q ?? p.sourceId ?? p.show ?? ''}`), o);
  }
  searchLatest(p: { q: string }, o?: CallOptions) {
    return this.answer(() => this.playlist(`latest:${p.q}`), o);
  }
  categoryTopStories(p: { category: string | number }, o?: CallOptions) {
    return this.answer(() => this.playlist(`category:${p.category}`), o);
  }
  topStories(_p: unknown, o?: CallOptions) {
    return this.answer(() => this.playlist('top'), o);
  }
  intent(name: string, p: { stations: Array<string | number> }, o?: CallOptions) {
    return this.answer(() => this.playlist(`${name}:${p.stations.join(',')}`), o);
  }
  trending(_p?: unknown, o?: CallOptions): Promise<TrendingCategory[]> {
    return this.answer(
      () => [{ category: 'news', stories: [{ entity: 'Elections', burstIds: ['trend-0', 'trend-1'] }] }],
      o,
    );
  }
  registerUser(externalUserId: string, o?: CallOptions): Promise<RegisteredUser> {
    return this.answer(() => ({ userId: `ab-${externalUserId.slice(-12)}` }), o);
  }
  trackListen(_p: unknown, o?: CallOptions): Promise<void> {
    return this.answer(() => undefined, o);
  }
  nextPage(url: string, o?: CallOptions): Promise<Playlist> {
    const u = new URL(url);
    if (u.origin !== STUB_ORIGIN) return Promise.reject(new ApiError('bad-response', 'foreign nextPage'));
    return this.answer(
      () => this.playlist(u.searchParams.get('key') ?? '', Number(u.searchParams.get('page'))),
      o,
    );
  }
}

/** Burst ids are [A-Za-z0-9_-] (the token codec's rule): the playlist key, made safe. */
export function stubIdPart(key: string): string {
  return key.replace(/[^A-Za-z0-9]/g, '_');
}

export function stubBurst(id: string): Burst {
  return {
    id,
    title: stubTitle(id),
    durationSec: 60,
    createdAt: '2026-11-22T08:00:00.000Z',
    categories: ['news.us'],
    keywords: [],
    entities: [],
    source: { sourceId: 101, name: 'KVTR Public Radio', type: 'Radio', showName: 'Morning', networks: [] },
    audioUrl: `https://cdn.stub.invalid/bursts/${encodeURIComponent(id)}.mp3`,
    imageUrls: [],
  };
}

const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'tel',
  'san',
  'vo',
  'dre',
  'lun',
  'pa',
  'qui',
  'ber',
  'nos',
  'ti',
  'gal',
  'fe',
  'zu',
];

/**
 * Each burst its own story (docs/stories.md): three made-up words from the id, so no two stub
 * bursts share the title words that make two bursts one story.
 */
function stubTitle(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  const word = (n: number) => [0, 1, 2].map((k) => SYLLABLES[(n >>> (k * 4)) & 15]).join('');
  const title = [word(h), word(h >>> 12), word(Math.imul(h, 2654435761) >>> 8)].join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function stubStation(stationId: number, name: string): Station {
  return { stationId, name, categories: [], links: [], hosts: [], shows: [] };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
