// The request timestamp, checked as "Host a custom skill as a web service" asks: within 150 s of
// now, both ways. The adapter's TimestampVerifier only refuses stale requests, so a request dated
// in the future, or dated "not-a-date" (every comparison with NaN is false), was served.
//
// Skill events (enabled, disabled, permissions, account linked) may arrive up to an hour late, as
// the ASK SDK allows; that allowance is for the past only.
import { createAskSdkError } from 'ask-sdk-core';
import type { Verifier } from 'ask-sdk-express-adapter';

export const TIMESTAMP_TOLERANCE_MS = 150_000;
export const SKILL_EVENT_TOLERANCE_MS = 3_600_000;

const SKILL_EVENTS: ReadonlySet<string> = new Set([
  'AlexaSkillEvent.SkillEnabled',
  'AlexaSkillEvent.SkillDisabled',
  'AlexaSkillEvent.SkillPermissionChanged',
  'AlexaSkillEvent.SkillPermissionAccepted',
  'AlexaSkillEvent.SkillAccountLinked',
]);

export interface TimestampVerifierOptions {
  /** Epoch ms; injectable so tests can sit exactly on the boundaries. */
  now?: () => number;
}

export class AlexaTimestampVerifier implements Verifier {
  private readonly now: () => number;

  constructor(opts: TimestampVerifierOptions = {}) {
    this.now = opts.now ?? Date.now;
  }

  async verify(body: string): Promise<void> {
    const request = requestOf(body);
    const stamp: unknown = request.timestamp;
    if (stamp === undefined || stamp === null) throw refused('Timestamp is not present in request');
    if (typeof stamp !== 'string') throw refused('Timestamp is not a string');
    const at = parseIsoDateTime(stamp);
    if (at === undefined) throw refused('Timestamp is not an ISO 8601 date-time');
    const ageMs = this.now() - at;
    const maxAgeMs = SKILL_EVENTS.has(String(request.type))
      ? SKILL_EVENT_TOLERANCE_MS
      : TIMESTAMP_TOLERANCE_MS;
    if (ageMs > maxAgeMs) {
      throw refused(`Timestamp verification failed: ${ageMs / 1000} s old, more than ${maxAgeMs / 1000} s`);
    }
    if (-ageMs > TIMESTAMP_TOLERANCE_MS) {
      throw refused(
        `Timestamp verification failed: ${-ageMs / 1000} s in the future, more than ${TIMESTAMP_TOLERANCE_MS / 1000} s`,
      );
    }
  }
}

function requestOf(body: string): Record<string, unknown> {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    throw refused('request body is not JSON');
  }
  const request = (envelope as { request?: unknown } | null)?.request;
  return typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
}

// Date.parse is too lenient for a security check: it reads "1" as 2001, "Nov 25 2026" and
// "2026-11-25T10:00:00" in the server's local time zone, and rolls "2026-02-30" over to 2 March.
// Alexa sends UTC date-times like "2026-11-25T10:00:00Z"; only that form (with an optional
// fraction, and Z or a numeric offset, so the instant is never ambiguous) is read, and a date
// that does not exist on the calendar is refused.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of an ISO 8601 date-time with a zone, or undefined when it is not one. */
export function parseIsoDateTime(text: string): number | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC rolls over out-of-range fields; a round trip that changes a field means no such date.
  const back = new Date(utc);
  const sameFields =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  if (!sameFields) return undefined;
  if (m[8] === undefined) return utc;
  const offsetHours = Number(m[9]);
  const offsetMinutes = Number(m[10]);
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const offsetMs = (offsetHours * 60 + offsetMinutes) * 60_000;
  return m[8] === '+' ? utc - offsetMs : utc + offsetMs;
}

/** The route answers 400 with this message. */
function refused(message: string): Error {
  return createAskSdkError('TimestampVerifier', message);
}
