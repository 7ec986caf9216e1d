// The text rules every sample follows (intent samples and slot elicitation utterances alike).

export const SLOT_REF = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
// Alexa rejects samples with digits or punctuation; apostrophes and the periods of spoken
// abbreviations ("u.s.") are the only exceptions.
const SAMPLE_CHARS = /^[a-z' .{}A-Za-z_]+$/;
const ABBREVIATION_PERIOD = /(^|[\s.])[a-z]\./;
export const SLOT_VALUE_CHARS = /^[a-z' .]+$/;

/** Slot names referenced by a sample, in order. */
export function slotRefs(sample: string): string[] {
  return [...sample.matchAll(SLOT_REF)].map((m) => m[1] ?? '');
}

/** Key two samples collide on: lower-cased, whitespace collapsed, slot names erased. */
export function normaliseSample(sample: string): string {
  return sample.toLowerCase().replace(SLOT_REF, '{}').replace(/\s+/g, ' ').trim();
}

export function lintText(where: string, text: string): string[] {
  const out: string[] = [];
  const literal = text.replace(SLOT_REF, '');
  if (!SAMPLE_CHARS.test(text) || /[A-Z]/.test(literal)) {
    out.push(`${where}: "${text}" must be lower-case words without digits or punctuation`);
  }
  if (text !== text.trim() || /\s{2,}/.test(text)) out.push(`${where}: "${text}" has stray whitespace`);
  for (const m of literal.matchAll(/\./g)) {
    const before = literal.slice(0, (m.index ?? 0) + 1);
    if (!ABBREVIATION_PERIOD.test(before.slice(-3))) {
      out.push(`${where}: "${text}" uses a period outside an abbreviation`);
      break;
    }
  }
  return out;
}
