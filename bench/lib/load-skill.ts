// The skill every server of the load run hosts: the stub API, a strict guard (a reply that breaks a
// platform rule fails loudly), no log lines, and the given store and metrics sink.
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import { buildSkill } from '../../src/app/build-skill';
import type { MetricsSink } from '../../src/metrics/sink';
import { silentLogger } from '../../src/util/logger';
import { SESSION_PAGE_SIZE } from './session';
import { StubBurstApi } from './stub-api';

export function loadSkill(secret: string, store: ClosablePersistenceAdapter, metrics: MetricsSink) {
  return buildSkill(
    { listenerIdSecret: secret },
    {
      api: new StubBurstApi({ pageSize: SESSION_PAGE_SIZE }),
      store,
      strictGuard: true,
      logger: silentLogger,
      metrics,
    },
  ).skill;
}
