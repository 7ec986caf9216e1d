// The notification pass as a host runs it (docs/notifications.md): Lambda on EventBridge's
// schedule, the Express primary on a timer, `npm run notify` by hand, the local Echo on demand.
// One token source per notifier, so every pass of a warm container or a long-lived server reuses
// the cached LWA token until it expires.
import type { BurstApi } from '../api/api';
import type { NotifyConfig } from '../config/env';
import type { MetricsSink } from '../metrics/sink';
import { lwaTokenSource } from '../notify/lwa';
import { emptySummary, runPass, type PassSummary, type TopicMemo } from '../notify/pass';
import { AMAZON_ORIGINS, simulatedOrigins } from '../notify/regions';
import type { Sealer } from '../notify/seal';
import type { AlexaRegion } from '../state/notify-grant';
import type { VersionedStore } from '../state/store';
import { systemClock, type Clock } from '../util/clock';
import type { Logger } from '../util/logger';

export interface Notifier {
  /** One pass; `deadline` (ms since the epoch): start no new topic after it. */
  runPass(opts?: { deadline?: number }): Promise<PassSummary>;
}

export interface NotifierParts {
  store: VersionedStore;
  api: BurstApi;
  sealer: Sealer;
  logger: Logger;
  metrics?: MetricsSink;
  clock?: Clock;
  /** Offline: the simulator's stand-in for each region's Alexa API origin. */
  origins?: Readonly<Record<AlexaRegion, string>>;
}

export function createNotifier(cfg: NotifyConfig, parts: NotifierParts): Notifier {
  const clock = parts.clock ?? systemClock;
  // Per notifier (per process): what earlier passes saw of each topic (pass.ts, TopicMemo).
  const memo = new Map<string, TopicMemo>();
  let quietUntil = 0;
  const tokens = lwaTokenSource({
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret,
    tokenUrl: cfg.tokenUrl,
    now: () => clock.now(),
  });
  return {
    async runPass(opts = {}) {
      // Amazon's 429 said how long to wait: a pass due before then sends nothing (and reads nothing).
      if (clock.now() < quietUntil) return { ...emptySummary(), waiting: true };
      const summary = await runPass({
        store: parts.store,
        api: parts.api,
        sealer: parts.sealer,
        tokens,
        origins: parts.origins ?? (cfg.eventsOrigin ? simulatedOrigins(cfg.eventsOrigin) : AMAZON_ORIGINS),
        stage: cfg.stage,
        dailyLimit: cfg.dailyLimit,
        now: () => clock.now(),
        memo,
        log: parts.logger,
        ...(parts.metrics ? { metrics: parts.metrics } : {}),
        ...(opts.deadline !== undefined ? { deadline: opts.deadline } : {}),
      });
      if (summary.retryAfterMs !== undefined) quietUntil = clock.now() + summary.retryAfterMs;
      return summary;
    },
  };
}
