// Words of time as the API's date filter. The v2 list endpoints take a start (`fromDate`) and no
// end (docs/burst-api.md, endpoints 8 and 10), so "yesterday's news" is the news since yesterday
// began, and the skill says it that way ("since yesterday"): never a day it cannot bound.
//
// The day is the listener's: the request carries no time zone, so each locale's most populous
// zone stands in (the Alexa Settings API's System.timeZone would give the device's own; see
// docs/listening.md, Words of time, for that trade-off).
import type { TimeWord } from './vocabulary';

export const LOCALE_ZONES: Readonly<Record<string, string>> = {
  'en-US': 'America/New_York',
  'en-CA': 'America/Toronto',
  'en-GB': 'Europe/London',
  'en-AU': 'Australia/Sydney',
  'en-IN': 'Asia/Kolkata',
};

/** Minutes the zone is ahead of UTC at `at`. */
function zoneOffsetMin(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** The instant the local day of `now` began, `daysBack` days earlier, plus `hours`. */
function localDayStart(now: Date, timeZone: string, daysBack: number, hours = 0): Date {
  const local = new Date(now.getTime() + zoneOffsetMin(now, timeZone) * 60000);
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack, hours);
  // The zone's offset at that wall time, not now's: a clock change may lie between them.
  let at = wall - zoneOffsetMin(new Date(wall), timeZone) * 60000;
  at = wall - zoneOffsetMin(new Date(at), timeZone) * 60000;
  return new Date(at);
}

/** The earliest instant the time words allow (ISO 8601, UTC). */
export function sinceOf(word: TimeWord, now: Date, locale: string): string {
  const zone = LOCALE_ZONES[locale] ?? 'UTC';
  switch (word) {
    case 'today':
    case 'this morning':
      return localDayStart(now, zone, 0).toISOString();
    case 'yesterday':
      return localDayStart(now, zone, 1).toISOString();
    case 'last night':
      return localDayStart(now, zone, 1, 18).toISOString();
    case 'this week':
      return new Date(now.getTime() - 7 * 86400_000).toISOString();
  }
}
