// Speech recognition writes a figure as digits one time and as words the next ("3.3 percent",
// "three point three percent"), so transcripts of one segment disagree on exactly the words that
// carry the news. Runs of number words become the digits a figure's punctuation-free form has.

const UNITS = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, i): [string, number] => [w, i]),
);
const TENS = new Map(
  'twenty thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((w, i): [string, number] => [w, (i + 2) * 10]),
);
/**
 * Only these two multiply: "twelve million" stays "12 million", as the digits "12 million" and
 * "$12m" (normalise.ts spells out the suffix) do.
 */
const SCALES = new Map([
  ['hundred', 100],
  ['thousand', 1000],
]);
const isNumberWord = (w: string) => UNITS.has(w) || TENS.has(w) || SCALES.has(w);

/** Normalised words (lower case, figures without separators) with number words as digits. */
export function spokenNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i] as string;
    if (!isNumberWord(w)) {
      out.push(w);
      i++;
      continue;
    }
    let total = 0;
    let current = 0;
    let decimals = '';
    for (; i < words.length; i++) {
      const x = words[i] as string;
      const next = words[i + 1];
      if (UNITS.has(x)) current += UNITS.get(x) as number;
      else if (TENS.has(x)) current += TENS.get(x) as number;
      else if (x === 'hundred') current = (current || 1) * 100;
      else if (x === 'thousand') {
        total += (current || 1) * 1000;
        current = 0;
      } else if (x === 'and' && next !== undefined && isNumberWord(next) && !SCALES.has(next)) continue;
      else if (x === 'point' && next !== undefined && UNITS.has(next)) {
        for (i++; i < words.length && UNITS.has(words[i] as string); i++)
          decimals += String(UNITS.get(words[i] as string));
        break;
      } else break;
    }
    out.push(`${total + current}${decimals}`);
  }
  return out;
}
