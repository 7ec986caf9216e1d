// A small reader of the Prometheus text format for assertions: name{labels} value lines.
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseProm(text: string): PromSample[] {
  const out: PromSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** Sum of the samples of `name` whose labels include `match` (undefined when there is none). */
export function sample(all: PromSample[], name: string, match: Record<string, string>): number | undefined {
  const hits = all.filter(
    (s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v),
  );
  return hits.length === 0 ? undefined : hits.reduce((a, s) => a + s.value, 0);
}
