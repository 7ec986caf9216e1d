// Spoken English durations → the ISO-8601 duration Alexa puts in an AMAZON.DURATION slot
// ("five minutes" → "PT5M", "half an hour" → "PT30M", "three days" → "P3D"; Amazon's slot type
// reference, docs/alexa-rules.md "AMAZON.DURATION"). Used by the local Echo's resolver, so a
// DURATION capture matches only words that are a duration; the skill reads the ISO value back with
// src/skill/length.ts.
//
// Hand-written on purpose: the words-to-number packages on the npm registry either only turn
// numbers into words (number-words, written-number), parse digits and abbreviations rather than
// spoken words (parse-duration, timestring), or pull in an old Babel runtime and fuzzy matching
// for what is here a closed list of about forty words (words-to-numbers, numbered). The grammar
// of spoken durations ("an hour and a half", "a quarter of an hour") is ours in any case.

/** ISO-8601 designators, largest first; weeks stand alone in ISO (P2W), so they fold into days. */
const UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
type Unit = (typeof UNITS)[number];
export type DurationParts = Partial<Record<Unit, number>>;

const UNIT_WORDS: Readonly<Record<string, Unit>> = {
  year: 'years',
  years: 'years',
  month: 'months',
  months: 'months',
  week: 'weeks',
  weeks: 'weeks',
  day: 'days',
  days: 'days',
  hour: 'hours',
  hours: 'hours',
  minute: 'minutes',
  minutes: 'minutes',
  min: 'minutes',
  mins: 'minutes',
  second: 'seconds',
  seconds: 'seconds',
  sec: 'seconds',
  secs: 'seconds',
};

/** Half of one unit, in the next unit down ("an hour and a half" → 1 hour 30 minutes). */
const HALF: Partial<Record<Unit, readonly [Unit, number]>> = {
  years: ['months', 6],
  days: ['hours', 12],
  hours: ['minutes', 30],
  minutes: ['seconds', 30],
};
/** A quarter of one unit, in the next unit down ("a quarter of an hour" → 15 minutes). */
const QUARTER: Partial<Record<Unit, readonly [Unit, number]>> = {
  hours: ['minutes', 15],
  minutes: ['seconds', 15],
  days: ['hours', 6],
};

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A cursor over the words of a phrase. */
class Words {
  i = 0;
  constructor(readonly w: readonly string[]) {}
  peek(k = 0): string | undefined {
    return this.w[this.i + k];
  }
  take(...words: string[]): boolean {
    if (words.some((x, k) => this.peek(k) !== x)) return false;
    this.i += words.length;
    return true;
  }
  get done(): boolean {
    return this.i >= this.w.length;
  }
}

/** 0–99 in words ("twenty five"), or undefined without consuming anything. */
function underHundred(ws: Words): number | undefined {
  const first = ws.peek() ?? '';
  const one = ONES.indexOf(first);
  if (one >= 0) {
    ws.i++;
    return one;
  }
  const ten = TENS.indexOf(first);
  if (ten < 2) return undefined;
  ws.i++;
  const unit = ONES.indexOf(ws.peek() ?? '');
  if (unit >= 1 && unit <= 9) {
    ws.i++;
    return ten * 10 + unit;
  }
  return ten * 10;
}

/**
 * A count: digits ("90"), words up to nine hundred and ninety nine ("a hundred and twenty",
 * "two hundred five"), or "a"/"an". Undefined (nothing consumed) when the words are no number.
 */
function count(ws: Words): number | undefined {
  const start = ws.i;
  const word = ws.peek() ?? '';
  if (/^\d+$/.test(word)) {
    ws.i++;
    return Number(word);
  }
  let n: number | undefined;
  if (word === 'a' || word === 'an') {
    ws.i++;
    n = 1;
  } else {
    n = underHundred(ws);
  }
  if (n === undefined) return undefined;
  if (ws.peek() === 'hundred') {
    if (n < 1 || n > 9) {
      ws.i = start;
      return undefined;
    }
    ws.i++;
    const back = ws.i;
    ws.take('and');
    const rest = underHundred(ws);
    if (rest === undefined || rest === 0) ws.i = back;
    return n * 100 + (rest ?? 0);
  }
  // "a" and "an" count only as "one" before a unit or a fraction ("a minute", "an hour").
  return n;
}

function unitWord(ws: Words): Unit | undefined {
  const u = UNIT_WORDS[ws.peek() ?? ''];
  if (u) ws.i++;
  return u;
}

/** "a"/"an"/"one" before a unit, as in "half an hour", "a quarter of an hour". */
function oneUnit(ws: Words): Unit | undefined {
  const start = ws.i;
  if (ws.take('a') || ws.take('an') || ws.take('one')) {
    const u = unitWord(ws);
    if (u) return u;
  }
  ws.i = start;
  return undefined;
}

/** Parts of one segment ("two hours", "an hour and a half", "half a minute"), or undefined. */
function segment(ws: Words): DurationParts | undefined {
  const start = ws.i;
  // "half an hour", "half a day"
  if (ws.take('half')) {
    const u = oneUnit(ws) ?? unitWord(ws);
    const h = u && HALF[u];
    if (h) return { [h[0]]: h[1] };
    ws.i = start;
    return undefined;
  }
  // "a quarter of an hour", "a quarter hour", "three quarters of an hour"
  const quarters = ws.take('a', 'quarter') ? 1 : ws.take('three', 'quarters') ? 3 : 0;
  if (quarters) {
    ws.take('of');
    const u = oneUnit(ws) ?? unitWord(ws);
    const q = u && QUARTER[u];
    if (q) return { [q[0]]: q[1] * quarters };
    ws.i = start;
    return undefined;
  }
  const n = count(ws);
  if (n === undefined) return undefined;
  // "two and a half hours"
  const beforeHalf = ws.i;
  const halfFirst = ws.take('and', 'a', 'half');
  const u = unitWord(ws);
  if (!u) {
    ws.i = start;
    return undefined;
  }
  const parts: DurationParts = { [u]: n };
  // "an hour and a half", "a minute and a half"
  const half = halfFirst || ws.take('and', 'a', 'half');
  if (half) {
    const h = HALF[u];
    if (!h) {
      ws.i = halfFirst ? beforeHalf : start;
      return undefined;
    }
    parts[h[0]] = h[1];
  }
  return parts;
}

/** The parts of a spoken duration, or undefined when the words are not (only) a duration. */
export function durationParts(text: string): DurationParts | undefined {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const ws = new Words(words);
  const out: DurationParts = {};
  // Each unit once, largest first: "one hour and ten minutes", "two hours five minutes".
  let smallest = -1;
  while (!ws.done) {
    if (smallest >= 0) ws.take('and');
    const seg = segment(ws);
    if (!seg) return undefined;
    for (const [unit, n] of Object.entries(seg) as [Unit, number][]) {
      const at = UNITS.indexOf(unit);
      if (at <= smallest) return undefined;
      out[unit] = n;
    }
    smallest = Math.max(...Object.keys(seg).map((u) => UNITS.indexOf(u as Unit)));
  }
  return out;
}

/** ISO-8601 duration of the parts: PnYnMnWnDTnHnMnS, weeks alone as PnW, otherwise folded into days. */
export function isoDuration(parts: DurationParts): string {
  const p = { ...parts };
  const onlyWeeks = Object.keys(p).every((k) => k === 'weeks');
  if (!onlyWeeks && p.weeks !== undefined) {
    p.days = (p.days ?? 0) + p.weeks * 7;
    delete p.weeks;
  }
  const f = (n: number | undefined, d: string) => (n === undefined ? '' : `${n}${d}`);
  const date = f(p.years, 'Y') + f(p.months, 'M') + f(p.weeks, 'W') + f(p.days, 'D');
  const time = f(p.hours, 'H') + f(p.minutes, 'M') + f(p.seconds, 'S');
  return `P${date}${time ? `T${time}` : ''}`;
}

/** "five minutes" → "PT5M"; undefined when the words are not a duration ("news", "tech"). */
export function spokenDuration(text: string): string | undefined {
  const parts = durationParts(text);
  return parts && Object.keys(parts).length > 0 ? isoDuration(parts) : undefined;
}

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;
/** Seconds per unit, in the order of the pattern's groups (a year and a month as averages). */
const UNIT_SEC = [365 * 86400, 30 * 86400, 7 * 86400, 86400, 3600, 60, 1];

/** Seconds of an ISO 8601 duration ("PT5M" → 300, "P3D" → 259200); undefined when it is not one. */
export function isoSeconds(value: string): number | undefined {
  const m = ISO.exec(value.trim().toUpperCase());
  if (!m || value.trim().toUpperCase().endsWith('T') || m.slice(1).every((g) => g === undefined)) {
    return undefined;
  }
  let sec = 0;
  UNIT_SEC.forEach((unit, i) => {
    const g = m[i + 1];
    if (g !== undefined) sec += Number(g.replace(',', '.')) * unit;
  });
  return Number.isFinite(sec) ? sec : undefined;
}
