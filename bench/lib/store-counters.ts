// Store counters for the load run and the benchmark: reads, writes, conflicts (a conditional
// write that lost the race) and re-decisions, from the skill's metrics sink.
import { noopMetrics, type MetricsSink } from '../../src/metrics/sink';

export interface StoreCounts {
  reads: number;
  writes: number;
  conflicts: number;
  retries: number;
  /** Operations that met a busy store and were tried again (nothing lost). */
  busy: number;
  errors: number;
  /** Time spent in conditional writes (ms), for the cost per request. */
  writeMs: number;
}

export function emptyCounts(): StoreCounts {
  return { reads: 0, writes: 0, conflicts: 0, retries: 0, busy: 0, errors: 0, writeMs: 0 };
}

export function addCounts(a: StoreCounts, b: StoreCounts): StoreCounts {
  return {
    reads: a.reads + b.reads,
    writes: a.writes + b.writes,
    conflicts: a.conflicts + b.conflicts,
    retries: a.retries + b.retries,
    busy: a.busy + b.busy,
    errors: a.errors + b.errors,
    writeMs: a.writeMs + b.writeMs,
  };
}

export function countingMetrics(): { sink: MetricsSink; counts: StoreCounts } {
  const counts = emptyCounts();
  const sink: MetricsSink = {
    ...noopMetrics,
    store: (e) => {
      if (e.op === 'read') counts.reads++;
      else {
        counts.writes++;
        counts.writeMs += e.ms;
      }
      if (e.outcome === 'conflict') counts.conflicts++;
      if (e.outcome === 'busy') counts.busy++;
      if (e.outcome === 'error') counts.errors++;
    },
    storeRetry: () => void counts.retries++,
  };
  return { sink, counts };
}
