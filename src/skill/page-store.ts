// Pages fetched ahead: after PlaybackStarted near the end of what is loaded, the next page is
// fetched while the device is busy playing and kept here, in process memory, until the
// NearlyFinished that needs it appends it to the stored state with its own write. The prefetch
// itself reads and writes nothing in the store (a write of its own per page was 0.17 of the
// writes per burst heard). On Lambda another container may not have the page: NearlyFinished
// then fetches it itself, as it would without a prefetch. Keyed by listener and continuation, so
// a page (a "my topics" round skips what that listener heard) only ever serves its own listener.
import type { LoadedPage } from '../playback/engine';
import type { Clock } from '../util/clock';
import { ttlLru, type TtlLru } from '../util/ttl-lru';

/** Long enough for the burst or two between the prefetch and the NearlyFinished that needs it. */
const PAGE_TTL_MS = 15 * 60_000;
const PAGE_MAX_ENTRIES = 1000;
/** Total JSON size of the kept pages (about 8 MB). */
const PAGE_MAX_BYTES = 8 * 1024 * 1024;

export class PageStore {
  private readonly entries: TtlLru<{ page: LoadedPage }>;

  constructor(clock: Clock) {
    this.entries = ttlLru(clock, {
      maxEntries: PAGE_MAX_ENTRIES,
      maxBytes: PAGE_MAX_BYTES,
      ttlMs: PAGE_TTL_MS,
    });
  }

  has(listenerId: string, url: string): boolean {
    return this.entries.has(key(listenerId, url));
  }

  set(listenerId: string, url: string, page: LoadedPage): void {
    this.entries.set(key(listenerId, url), { page });
  }

  /**
   * The page, kept until it expires: a decision made again after a conflict finds it again, and
   * once appended the stored state continues from the page's own nextPage, so it is not asked
   * for twice.
   */
  get(listenerId: string, url: string): LoadedPage | undefined {
    return this.entries.get(key(listenerId, url))?.page;
  }
}

function key(listenerId: string, url: string): string {
  return `${listenerId}\0${url}`;
}
