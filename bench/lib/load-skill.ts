// The skill every server of the load run hosts: the stub API, a strict guard (a reply that breaks a
// platform rule fails loudly), no log lines unless LOAD_LOG names a level (`LOAD_LOG=warn`: the
// store's busy and error lines, on stderr), and the given store and metrics sink.
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';
import { buildSkill } from '../../src/app/build-skill';
import type { MetricsSink } from '../../src/metrics/sink';
import { createLogger, silentLogger } from '../../src/util/logger';
import { SESSION_PAGE_SIZE } from './session';
import { StubBurstApi } from './stub-api';

export function loadSkill(secret: string, store: ClosablePersistenceAdapter, metrics: MetricsSink) {
  return buildSkill(
    { listenerIdSecret: secret },
    {
      api: new StubBurstApi({ pageSize: SESSION_PAGE_SIZE }),
      store,
      strictGuard: true,
      logger: loadLogger(),
      metrics,
    },
  ).skill;
}

function loadLogger() {
  const level = process.env.LOAD_LOG;
  if (level !== 'error' && level !== 'warn' && level !== 'info' && level !== 'debug') return silentLogger;
  return createLogger({ level, sink: (line) => process.stderr.write(`${line}\n`) });
}
