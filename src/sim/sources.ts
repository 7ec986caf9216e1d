// Fuzzy source search for `/v2/sources?term=`: spoken names arrive misheard ("bay city radio",
// "signal noise", "kvtr"), so words match exactly, by prefix, or within one edit; show names
// count a little too.
import type { Catalogue, SimStation } from './catalogue-types';

const IGNORED = new Set(['the', 'a', 'an', 'and', 'of', 'on']);

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !IGNORED.has(w));
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return (prev[b.length] ?? max + 1) <= max;
}

function wordScore(term: string, name: string[]): number {
  let best = 0;
  for (const w of name) {
    if (w === term) return 2;
    if (term.length >= 2 && w.startsWith(term)) best = Math.max(best, 1.5);
    else if (term.length >= 4 && withinEdits(term, w, 1)) best = Math.max(best, 1);
  }
  return best;
}

export function findStations(cat: Catalogue, term: string): SimStation[] {
  const terms = words(term);
  if (terms.length === 0) return [];
  const scored = cat.stations.map((st) => {
    const name = words(st.name);
    const showWords = st.shows.flatMap((s) => words(s.name));
    let score = 0;
    for (const t of terms) score += Math.max(wordScore(t, name), wordScore(t, showWords) / 4);
    if (st.name.toLowerCase().includes(term.trim().toLowerCase())) score += 2;
    return { st, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.st.stationId - b.st.stationId)
    .map((s) => s.st);
}
