// GET /feeds/flash-briefing/<category>.json: the feeds a Flash Briefing skill registers (README,
// "Flash Briefing feeds"). Public and read-only: no listener data, never the subscription key.
import { Router } from 'express';
import type { BurstApi } from '../api/api';
import { systemClock, type Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import { feedCategory } from './categories';
import { FlashBriefingFeedCache, FeedUnavailableError, FEED_TTL_MS } from './feed-cache';

export const FLASH_BRIEFING_PATH = '/feeds/flash-briefing';

export interface FeedRoutesOptions {
  api: BurstApi;
  logger: Logger;
  clock?: Clock;
  ttlMs?: number;
}

export function flashBriefingRouter(opts: FeedRoutesOptions): Router {
  const clock = opts.clock ?? systemClock;
  const ttlMs = opts.ttlMs ?? FEED_TTL_MS;
  const cache = new FlashBriefingFeedCache({ api: opts.api, clock, logger: opts.logger, ttlMs });
  const router = Router();
  router.get('/:file', (req, res, next) => {
    const match = /^([a-z-]+)\.json$/.exec(req.params.file);
    const category = match ? feedCategory(match[1]!) : undefined;
    if (!category) {
      res.status(404).json({ error: 'unknown feed' });
      return;
    }
    cache.feed(category).then(
      (answer) => {
        const ageSec = Math.max(0, Math.floor((clock.now() - answer.fetchedAt) / 1000));
        const maxAge = answer.stale ? 0 : Math.max(0, Math.floor(ttlMs / 1000) - ageSec);
        res.set('Cache-Control', `public, max-age=${maxAge}`);
        // The reference asks for the MIME type in Content-Type; res.json says application/json; charset=utf-8.
        res.json(answer.items);
      },
      (err: unknown) => {
        if (err instanceof FeedUnavailableError) {
          res.set('Retry-After', '30').status(503).json({ error: 'feed temporarily unavailable' });
          return;
        }
        next(err);
      },
    );
  });
  return router;
}
