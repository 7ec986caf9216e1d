// The wall clock of a time zone at an instant, for tests that check a `fromDate` against the
// listener's own day (the phrase corpus, the fresh phrasings).
export interface LocalClock {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  /** "Mon", "Tue", … */
  wd: string;
}

export function localClock(t: number, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(t);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wd = parts.find((p) => p.type === 'weekday')?.value ?? '';
  return { y: n('year'), m: n('month'), d: n('day'), h: n('hour'), min: n('minute'), wd };
}
