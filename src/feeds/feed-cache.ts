// Alexa polls a Flash Briefing feed on its own schedule, for every subscriber: each category is
// fetched at most once per TTL however many polls arrive (concurrent polls share one call), a
// failed fetch is not retried for a few seconds, and during an outage the last good feed is served.
import type { BurstApi } from '../api/api';
import type { CategoryInfo } from '../skill/categories';
import { fetchPlaylist } from '../skill/fetch-playlist';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import { flashBriefingItems, type FlashBriefingItem } from './flash-briefing-format';

export const FEED_TTL_MS = 60_000;
export const FEED_RETRY_MS = 10_000;
export const FEED_FETCH_TIMEOUT_MS = 5_000;

export interface FeedAnswer {
  items: FlashBriefingItem[];
  fetchedAt: number;
  /** True when the last fetch failed and an older good feed is served. */
  stale: boolean;
}

export class FeedUnavailableError extends Error {
  override readonly name = 'FeedUnavailableError';
}

interface Good {
  items: FlashBriefingItem[];
  fetchedAt: number;
}

export interface FeedCacheOptions {
  api: BurstApi;
  clock: Clock;
  logger: Logger;
  ttlMs?: number;
  retryMs?: number;
}

export class FlashBriefingFeedCache {
  private readonly good = new Map<string, Good>();
  private readonly failedAt = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<FeedAnswer>>();
  private readonly ttlMs: number;
  private readonly retryMs: number;

  constructor(private readonly opts: FeedCacheOptions) {
    this.ttlMs = opts.ttlMs ?? FEED_TTL_MS;
    this.retryMs = opts.retryMs ?? FEED_RETRY_MS;
  }

  /** The feed of one category; rejects with FeedUnavailableError when there is nothing to serve. */
  async feed(category: CategoryInfo): Promise<FeedAnswer> {
    const playlistId = category.id;
    const now = this.opts.clock.now();
    const good = this.good.get(playlistId);
    if (good && now - good.fetchedAt < this.ttlMs) return { ...good, stale: false };
    const failed = this.failedAt.get(playlistId);
    if (failed !== undefined && now - failed < this.retryMs) return this.fallback(playlistId);
    let pending = this.inFlight.get(playlistId);
    if (!pending) {
      pending = this.refresh(category).finally(() => this.inFlight.delete(playlistId));
      this.inFlight.set(playlistId, pending);
    }
    return pending;
  }

  private async refresh(category: CategoryInfo): Promise<FeedAnswer> {
    const playlistId = category.id;
    try {
      // Not personalised: a feed is the same for every subscriber, and carries no listener id.
      const playlist = await fetchPlaylist(
        this.opts.api,
        { kind: 'category', playlistId, name: category.spoken },
        {},
        { timeoutMs: FEED_FETCH_TIMEOUT_MS },
      );
      const items = flashBriefingItems(playlist.bursts);
      // Amazon wants 1 to 5 items: an answer with no playable burst is treated like an outage.
      if (items.length === 0) throw new Error('no playable bursts in the answer');
      const good = { items, fetchedAt: this.opts.clock.now() };
      this.good.set(playlistId, good);
      this.failedAt.delete(playlistId);
      return { ...good, stale: false };
    } catch (err) {
      this.failedAt.set(playlistId, this.opts.clock.now());
      this.opts.logger.warn('flash briefing feed fetch failed', {
        playlistId,
        reason: err instanceof Error ? err.message : String(err),
      });
      return this.fallback(playlistId);
    }
  }

  private fallback(playlistId: string): FeedAnswer {
    const good = this.good.get(playlistId);
    if (!good) throw new FeedUnavailableError('no feed to serve yet');
    return { ...good, stale: true };
  }
}
