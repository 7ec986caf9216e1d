// Small statistics for the benchmarks: median and p99 over raw samples, and table formatting.

export interface Summary {
  n: number;
  median: number;
  p99: number;
  mean: number;
}

export function summarize(samples: number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, median: at(0.5), p99: at(0.99), mean };
}

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 1) return `${(ms * 1000).toFixed(0)} µs`;
  if (ms < 100) return `${ms.toFixed(2)} ms`;
  return `${ms.toFixed(0)} ms`;
}

export function ratio(ours: number, base: number): string {
  return base > 0 ? `${(ours / base).toFixed(2)}×` : 'n/a';
}

/** A plain-text table (also valid Markdown). */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
