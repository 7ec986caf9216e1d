// What a listener (or a certification reviewer reading the transcript) notices in a sentence.
/** Sentence-level defects a listener (or a certification reviewer reading the transcript) notices. */
export function speechDefects(speech: string | undefined): string[] {
  const s = speech ?? '';
  const out: string[] = [];
  if (/\s{2,}/.test(s)) out.push('double space');
  if (/[?!.][,.]/.test(s.replace(/\.\.\./g, ''))) out.push('stray punctuation');
  if (/\s[,.?!]/.test(s)) out.push('space before punctuation');
  if (s !== s.trim()) out.push('leading or trailing space');
  return out;
}
