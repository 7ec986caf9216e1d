// Words of time as the API's date filter. The v2 list endpoints take a start (`fromDate`) and no
// end (docs/burst-api.md, endpoints 8 and 10), so "yesterday's news" is the news since yesterday
// began, and the skill says it that way ("since yesterday"): never a day it cannot bound.
//
// The day is the listener's: the skill reads the Echo's own zone (src/skill/time-zone.ts, the
// Alexa Settings API) and passes it here; where it cannot be read, each locale's most populous zone
// stands in (docs/listening.md, Words of time). Pure: the zone is an argument, never looked up.
import { WEEKDAYS, type TimeWord, type Weekday } from './vocabulary';

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

/** Whether `zone` is an IANA time zone this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone that stands in for a locale's listeners when their Echo's own is not known. */
export function localeZone(locale: string): string {
  return Object.hasOwn(LOCALE_ZONES, locale) ? (LOCALE_ZONES[locale] as string) : 'UTC';
}

/**
 * The earliest instant the time words allow (ISO 8601, UTC), in the day of `localeOrZone`: the
 * Echo's own zone ("America/Los_Angeles"), or a locale ("en-US") whose zone stands in.
 */
export function sinceOf(word: TimeWord, now: Date, localeOrZone: string): string {
  const zone = Object.hasOwn(LOCALE_ZONES, localeOrZone)
    ? localeZone(localeOrZone)
    : isTimeZone(localeOrZone)
      ? localeOrZone
      : 'UTC';
  return fromDateIn(word, now, zone);
}

/** The API's `fromDate` for a time word, in the day of the IANA zone `zone`. */
export function fromDateIn(word: TimeWord, now: Date, zone: string): string {
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
    // "The last few days": from the start of the day three days back.
    case 'last few days':
      return localDayStart(now, zone, 3).toISOString();
    // "The weekend": from the start of the last Saturday (today, on a Saturday).
    case 'weekend':
      return localDayStart(now, zone, daysSince(now, zone, 'saturday')).toISOString();
    // "Since Monday", "Wednesday's news": from the start of the last such day (today, on it).
    default:
      return localDayStart(now, zone, daysSince(now, zone, word)).toISOString();
  }
}

/** Days back from `now`'s local day to the last `day` (0 on that day itself). */
function daysSince(now: Date, zone: string, day: Weekday): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long' }).format(now);
  return (WEEKDAYS.indexOf(name.toLowerCase() as Weekday) - WEEKDAYS.indexOf(day) + 7) % 7;
}
