// The one place the whole skill is put together. Every host is a thin adapter over buildSkill:
// Lambda (lambda/index.ts), Express (src/server/main.ts), the local Echo (src/emulator/session.ts),
// the tests (test/helpers/skill-harness.ts) and the benchmarks (bench/). What differs between them
// is data handed in here, not wiring of their own:
//
//   host        API                          store                             extras
//   Lambda      real API (key required)      memory | dynamodb (no SQLite)     EMF metrics
//   Express     real API or the simulator    memory | sqlite | dynamodb        Prometheus metrics
//   local Echo  whatever it is given         its own in-memory store           strict guard (tests), Alexa API stand-in
//   tests       the simulator or nock        in-memory (or a faulty wrapper)   manual clock, strict guard
//
// The listener-id secret is given once, in the configuration: it keys the skill's state records
// and the stores' legacy per-request key alike.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { services } from 'ask-sdk-model';
import type { BurstApi } from '../api/api';
import type { AppConfig } from '../config/env';
import { DAY_MS } from '../config/limits';
import type { MetricsSink } from '../metrics/sink';
import { openStore, type StoreOpeners } from '../persistence/open-store';
import { createSkill } from '../skill/create-skill';
import type { ZoneCache } from '../skill/time-zone';
import { sealerFrom, type Sealer } from '../notify/seal';
import { listenerIdFor } from '../state/keys';
import type { VersionedStore } from '../state/store';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';

/** What the configuration (config/env.ts, or a test) says about the skill itself. */
export type SkillConfig = Pick<AppConfig, 'listenerIdSecret'> &
  Partial<Pick<AppConfig, 'skillId' | 'persistence' | 'dbPath' | 'dynamoTable' | 'retentionDays' | 'notify'>>;

/** What the host brings. */
export interface HostParts {
  api: BurstApi;
  /**
   * The stores this host can open, one of which `config.persistence` picks; or a store the host
   * made itself (the local Echo's, a test's).
   */
  store: StoreOpeners | VersionedStore;
  logger?: Logger;
  clock?: Clock;
  metrics?: MetricsSink;
  /** Tests and the local Echo: a reply that breaks a platform rule throws instead of being repaired. */
  strictGuard?: boolean;
  /** The local Echo: its stand-in for Alexa's APIs (emulator/alexa-api.ts); Amazon's when unset. */
  alexaApi?: services.ApiClient;
  /** The local Echo: the devices' time zones as read, so a zone set by hand is read again at once. */
  zones?: ZoneCache;
}

export interface BuiltSkill {
  skill: CustomSkill;
  /** The store the skill writes to; the host closes it on shutdown. */
  store: VersionedStore;
  /** Seals subscribers' Alexa ids; the host's notifier (notifier.ts) opens them with it. */
  sealer: Sealer;
}

function isStore(s: StoreOpeners | VersionedStore): s is VersionedStore {
  return typeof (s as Partial<VersionedStore>).get === 'function';
}

export function buildSkill(config: SkillConfig, host: HostParts): BuiltSkill {
  const secret = config.listenerIdSecret;
  const store = isStore(host.store)
    ? host.store
    : openStore(
        {
          kind: config.persistence ?? 'memory',
          dbPath: config.dbPath,
          tableName: config.dynamoTable,
          // Keyed by the pseudonymous listener id, never the raw Alexa user id.
          partitionKey: (e) => listenerIdFor(e, secret),
          logger: host.logger,
          ...(config.retentionDays !== undefined ? { retentionMs: config.retentionDays * DAY_MS } : {}),
        },
        host.store,
      );
  const sealer = sealerFrom(secret);
  const skill = createSkill({
    ...(config.notify ? { notify: { sealer, dailyLimit: config.notify.dailyLimit } } : {}),
    api: host.api,
    persistence: store,
    listenerIdSecret: secret,
    ...(config.retentionDays !== undefined ? { retentionDays: config.retentionDays } : {}),
    ...(config.skillId !== undefined ? { skillId: config.skillId } : {}),
    ...(host.clock ? { clock: host.clock } : {}),
    ...(host.logger ? { logger: host.logger } : {}),
    ...(host.metrics ? { metrics: host.metrics } : {}),
    ...(host.strictGuard ? { strictGuard: true } : {}),
    ...(host.alexaApi ? { alexaApi: host.alexaApi } : {}),
    ...(host.zones ? { zones: host.zones } : {}),
  });
  return { skill, store, sealer };
}
