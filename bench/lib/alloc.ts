// Bytes allocated per request: heap growth over a short batch run between two forced GCs, kept
// only when no GC ran inside the batch (a scavenge would hide what it freed). Needs --expose-gc.
import { PerformanceObserver } from 'node:perf_hooks';

const gc = (globalThis as { gc?: () => void }).gc;
let gcCount = 0;
let observing = false;

function observe(): void {
  if (observing) return;
  observing = true;
  new PerformanceObserver((list) => (gcCount += list.getEntries().length)).observe({ entryTypes: ['gc'] });
}

const tick = () => new Promise<void>((r) => setImmediate(r));

/** Median bytes per call of `fn` over clean batches; NaN when it cannot be measured. */
export async function allocationPerCall(
  fn: () => Promise<unknown>,
  batch = 20,
  batches = 40,
): Promise<number> {
  if (!gc) return NaN;
  observe();
  const clean: number[] = [];
  for (let b = 0; b < batches * 3 && clean.length < batches; b++) {
    gc();
    await tick(); // the forced GC's own entry arrives on a later turn
    await tick();
    const before = gcCount;
    const h0 = process.memoryUsage().heapUsed;
    for (let i = 0; i < batch; i++) await fn();
    const h1 = process.memoryUsage().heapUsed;
    await tick();
    if (gcCount === before && h1 >= h0) clean.push((h1 - h0) / batch);
  }
  clean.sort((a, b) => a - b);
  return clean.length ? (clean[Math.floor(clean.length / 2)] as number) : NaN;
}

export const fmtKb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
