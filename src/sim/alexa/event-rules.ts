// Checks a Proactive Events body as Amazon would before accepting it: the REST API's rules on
// timestamps and referenceId, and the AMAZON.MediaContent.Available schema. Every problem is
// listed (not just the first), each starting with the path of the field it is about, so a test
// or a developer sees at once all that is wrong.
import {
  AVAILABILITY_METHODS,
  CONTENT_TYPES,
  EVENT_LOCALES,
  LOCALIZED_ATTRIBUTE_PREFIX,
  MEDIA_CONTENT_AVAILABLE,
  type MediaContentAvailableEvent,
} from './event-types';

const MINUTE_MS = 60_000;
/** Proactive Events REST API: expiryTime between 5 minutes and 24 hours after timestamp. */
export const MIN_EXPIRY_MS = 5 * MINUTE_MS;
export const MAX_EXPIRY_MS = 24 * 60 * MINUTE_MS;
/** A timestamp is "now" when sent: the sim allows a minute of clock skew ahead… */
export const MAX_TIMESTAMP_AHEAD_MS = MINUTE_MS;
/** …and a few minutes behind (a sender that retries must stamp the event again). */
export const MAX_TIMESTAMP_AGE_MS = 5 * MINUTE_MS;
/** Proactive Events REST API: referenceId 1 to 100 characters. */
export const MAX_REFERENCE_ID_LENGTH = 100;
/** Proactive Events REST API: each localized string at most 250 characters. */
export const MAX_LOCALIZED_LENGTH = 250;
export const ACCOUNT_PREFIX = 'amzn1.ask.account.';

const TOP_LEVEL = [
  'timestamp',
  'referenceId',
  'expiryTime',
  'event',
  'localizedAttributes',
  'relevantAudience',
];

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** `2026-11-22T09:00:00Z` with optional fraction; `offset` also allows `+01:00`. Real dates only (no 30 February). */
function isoTime(v: unknown, offset: boolean): number | undefined {
  if (typeof v !== 'string') return undefined;
  const zone = offset ? '(Z|[+-]\\d{2}:\\d{2})' : '(Z)';
  const m = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})(\\.\\d{1,9})?${zone}$`).exec(
    v,
  );
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return Date.parse(v);
}

/** Fields of `obj` that `allowed` does not name. */
function unknownFields(obj: Obj, allowed: readonly string[], at: string): string[] {
  return Object.keys(obj)
    .filter((k) => !allowed.includes(k))
    .map((k) => `${at}${k}: unknown field`);
}

/** Every problem of `body` as an AMAZON.MediaContent.Available event at `now` (epoch ms); [] when valid. */
export function eventProblems(body: unknown, now: number): string[] {
  if (!isObject(body)) return ['body: must be a JSON object'];
  const problems = unknownFields(body, TOP_LEVEL, '');
  problems.push(...timeProblems(body, now));
  const ref = body.referenceId;
  if (typeof ref !== 'string' || ref.length < 1 || ref.length > MAX_REFERENCE_ID_LENGTH)
    problems.push(`referenceId: must be a string of 1 to ${MAX_REFERENCE_ID_LENGTH} characters`);
  problems.push(...payloadProblems(body.event));
  problems.push(...localizedProblems(body.localizedAttributes, body.event));
  problems.push(...audienceProblems(body.relevantAudience));
  return problems;
}

/** The problems of `body`, and the body as an event when there are none. */
export function checkEvent(
  body: unknown,
  now: number,
): { event?: MediaContentAvailableEvent; problems: string[] } {
  const problems = eventProblems(body, now);
  // Every field of the type was checked above, and nothing else is allowed.
  return problems.length > 0 ? { problems } : { event: body as MediaContentAvailableEvent, problems };
}

function timeProblems(body: Obj, now: number): string[] {
  const problems: string[] = [];
  const sent = isoTime(body.timestamp, false);
  const expiry = isoTime(body.expiryTime, false);
  if (sent === undefined)
    problems.push('timestamp: must be an ISO 8601 UTC date-time like 2026-11-22T09:00:00Z');
  else if (sent > now + MAX_TIMESTAMP_AHEAD_MS) problems.push('timestamp: more than 1 minute in the future');
  else if (sent < now - MAX_TIMESTAMP_AGE_MS) problems.push('timestamp: more than 5 minutes in the past');
  if (expiry === undefined)
    problems.push('expiryTime: must be an ISO 8601 UTC date-time like 2026-11-22T10:00:00Z');
  else if (sent !== undefined && (expiry - sent < MIN_EXPIRY_MS || expiry - sent > MAX_EXPIRY_MS))
    problems.push('expiryTime: must be between 5 minutes and 24 hours after timestamp');
  return problems;
}

function payloadProblems(event: unknown): string[] {
  if (!isObject(event)) return ['event: must be an object with name and payload'];
  const problems = unknownFields(event, ['name', 'payload'], 'event.');
  if (event.name !== MEDIA_CONTENT_AVAILABLE) problems.push(`event.name: must be ${MEDIA_CONTENT_AVAILABLE}`);
  const payload = event.payload;
  if (!isObject(payload)) return [...problems, 'event.payload: must be an object'];
  problems.push(...unknownFields(payload, ['availability', 'content'], 'event.payload.'));

  const availability = payload.availability;
  if (!isObject(availability)) {
    problems.push('event.payload.availability: required object');
  } else {
    const at = 'event.payload.availability.';
    problems.push(...unknownFields(availability, ['startTime', 'method', 'provider'], at));
    if (isoTime(availability.startTime, true) === undefined)
      problems.push(`${at}startTime: required ISO 8601 date-time`);
    if (!AVAILABILITY_METHODS.includes(availability.method as (typeof AVAILABILITY_METHODS)[number]))
      problems.push(`${at}method: must be one of ${AVAILABILITY_METHODS.join(', ')}`);
    const provider = availability.provider;
    if (provider !== undefined) {
      if (!isObject(provider) || !nonEmpty(provider.name))
        problems.push(`${at}provider.name: must be a non-empty string`);
      else problems.push(...unknownFields(provider, ['name'], `${at}provider.`));
    }
  }

  const content = payload.content;
  if (!isObject(content)) {
    problems.push('event.payload.content: required object');
  } else {
    const at = 'event.payload.content.';
    problems.push(...unknownFields(content, ['name', 'contentType'], at));
    if (!nonEmpty(content.name)) problems.push(`${at}name: required non-empty string`);
    if (!CONTENT_TYPES.includes(content.contentType as (typeof CONTENT_TYPES)[number]))
      problems.push(`${at}contentType: must be one of ${CONTENT_TYPES.join(', ')}`);
  }
  return problems;
}

/** `localizedattribute:<key>` values anywhere in the payload, with their paths. */
function attributeRefs(v: unknown, at: string): Array<{ at: string; key: string }> {
  if (typeof v === 'string' && v.startsWith(LOCALIZED_ATTRIBUTE_PREFIX))
    return [{ at, key: v.slice(LOCALIZED_ATTRIBUTE_PREFIX.length) }];
  if (!isObject(v)) return [];
  return Object.entries(v).flatMap(([k, child]) => attributeRefs(child, `${at}.${k}`));
}

function localizedProblems(list: unknown, event: unknown): string[] {
  if (!Array.isArray(list) || list.length === 0)
    return ['localizedAttributes: must be a non-empty array of objects'];
  const problems: string[] = [];
  const seen = new Set<unknown>();
  list.forEach((entry, i) => {
    const at = `localizedAttributes[${i}]`;
    if (!isObject(entry)) return void problems.push(`${at}: must be an object`);
    if (!EVENT_LOCALES.includes(entry.locale as (typeof EVENT_LOCALES)[number]))
      problems.push(`${at}.locale: must be one of ${EVENT_LOCALES.join(', ')}`);
    else if (seen.has(entry.locale)) problems.push(`${at}.locale: ${String(entry.locale)} appears twice`);
    seen.add(entry.locale);
    for (const [key, value] of Object.entries(entry)) {
      if (key === 'locale') continue;
      if (!nonEmpty(value) || value.length > MAX_LOCALIZED_LENGTH)
        problems.push(
          `${at}.${key}: must be a non-empty string of at most ${MAX_LOCALIZED_LENGTH} characters`,
        );
    }
  });
  // Proactive Events REST API: a localizedattribute value must be defined for every locale given.
  const payload = isObject(event) ? event.payload : undefined;
  for (const ref of attributeRefs(payload, 'event.payload')) {
    if (ref.key === '') {
      problems.push(`${ref.at}: names no localized attribute after "${LOCALIZED_ATTRIBUTE_PREFIX}"`);
      continue;
    }
    list.forEach((entry, i) => {
      if (isObject(entry) && !Object.hasOwn(entry, ref.key))
        problems.push(`${ref.at}: ${ref.key} is not defined in localizedAttributes[${i}]`);
    });
  }
  return problems;
}

function audienceProblems(audience: unknown): string[] {
  if (!isObject(audience)) return ['relevantAudience: required object with type and payload'];
  const problems = unknownFields(audience, ['type', 'payload'], 'relevantAudience.');
  const payload = audience.payload;
  if (audience.type === 'Unicast') {
    const user = isObject(payload) ? payload.user : undefined;
    if (typeof user !== 'string' || !user.startsWith(ACCOUNT_PREFIX) || user === ACCOUNT_PREFIX)
      problems.push(`relevantAudience.payload.user: must be a user id starting ${ACCOUNT_PREFIX}`);
    if (isObject(payload)) problems.push(...unknownFields(payload, ['user'], 'relevantAudience.payload.'));
  } else if (audience.type === 'Multicast') {
    if (!isObject(payload) || Object.keys(payload).length > 0)
      problems.push('relevantAudience.payload: must be {} for Multicast');
  } else {
    problems.push('relevantAudience.type: must be Unicast or Multicast');
  }
  return problems;
}
