// The timestamp rule on a fixed clock: within 150 s of now both ways (boundaries to the
// millisecond), skill events up to an hour late but never early, and every unreadable timestamp
// refused with its own reason.
import {
  AlexaTimestampVerifier,
  parseIsoDateTime,
  SKILL_EVENT_TOLERANCE_MS,
  TIMESTAMP_TOLERANCE_MS,
} from '../../src/server/timestamp-verifier';

const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);
const verifier = new AlexaTimestampVerifier({ now: () => NOW });

function body(timestamp: unknown, type = 'LaunchRequest'): string {
  return JSON.stringify({ version: '1.0', request: { type, requestId: 'r', timestamp } });
}

/** NOW + offsetMs, written with milliseconds as an ISO string. */
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('AlexaTimestampVerifier', () => {
  it.each([
    ['exactly 150 000 ms old', -TIMESTAMP_TOLERANCE_MS],
    ['exactly 150 000 ms ahead', TIMESTAMP_TOLERANCE_MS],
    ['149 s old', -149_000],
    ['60 s ahead', 60_000],
    ['now', 0],
  ])('serves a request %s', async (_label, offset) => {
    await expect(verifier.verify(body(at(offset)))).resolves.toBeUndefined();
  });

  it.each([
    ['150 001 ms old', -TIMESTAMP_TOLERANCE_MS - 1, /150\.001 s old, more than 150 s/],
    ['150 001 ms ahead', TIMESTAMP_TOLERANCE_MS + 1, /150\.001 s in the future, more than 150 s/],
    ['10 minutes ahead', 600_000, /600 s in the future/],
    ['a year ahead', 365 * 86_400_000, /in the future/],
  ])('refuses a request %s', async (_label, offset, reason) => {
    const err = verifier.verify(body(at(offset)));
    await expect(err).rejects.toThrow(/Timestamp verification failed/);
    await expect(err).rejects.toThrow(reason);
  });

  it('allows skill events an hour in the past, not in the future', async () => {
    const event = 'AlexaSkillEvent.SkillEnabled';
    await expect(verifier.verify(body(at(-SKILL_EVENT_TOLERANCE_MS), event))).resolves.toBeUndefined();
    await expect(
      verifier.verify(body(at(-30 * 60_000), 'AlexaSkillEvent.SkillAccountLinked')),
    ).resolves.toBeUndefined();
    await expect(verifier.verify(body(at(-SKILL_EVENT_TOLERANCE_MS - 1), event))).rejects.toThrow(
      /3600\.001 s old, more than 3600 s/,
    );
    await expect(verifier.verify(body(at(TIMESTAMP_TOLERANCE_MS + 1), event))).rejects.toThrow(
      /in the future/,
    );
    // Any other request keeps the 150 s rule.
    await expect(verifier.verify(body(at(-30 * 60_000), 'IntentRequest'))).rejects.toThrow(/s old/);
  });

  it.each([
    ['a missing timestamp', body(undefined), /Timestamp is not present/],
    ['a null timestamp', body(null), /Timestamp is not present/],
    ['a request without a request object', JSON.stringify({ version: '1.0' }), /Timestamp is not present/],
    ['a JSON null body', 'null', /Timestamp is not present/],
    ['a numeric timestamp', body(NOW), /Timestamp is not a string/],
    ['an object timestamp', body({ at: at(0) }), /Timestamp is not a string/],
    ['"not-a-date"', body('not-a-date'), /not an ISO 8601 date-time/],
    ['an empty timestamp', body(''), /not an ISO 8601 date-time/],
    ['a body that is not JSON', 'this is not json', /request body is not JSON/],
  ])('refuses %s with a reason of its own', async (_label, text, reason) => {
    await expect(verifier.verify(text)).rejects.toThrow(reason);
  });

  it('answers with an AskSdk error, as the signature verifier does', async () => {
    await expect(verifier.verify(body('not-a-date'))).rejects.toMatchObject({
      name: 'AskSdk.TimestampVerifier Error',
    });
  });
});

describe('parseIsoDateTime', () => {
  it.each([
    ['2026-11-25T10:00:00Z', NOW],
    ['2026-11-25T10:00:00.5Z', NOW + 500],
    ['2026-11-25T10:00:00.123456Z', NOW + 123],
    ['2026-11-25T11:30:00+01:30', NOW],
    ['2026-11-25T05:00:00-05:00', NOW],
  ])('reads %s', (text, expected) => {
    expect(parseIsoDateTime(text)).toBe(expected);
  });

  it.each([
    ['a bare number (Date.parse: 2001)', '1'],
    ['a date without a time', '2026-11-25'],
    ['a time without a zone (Date.parse: local time)', '2026-11-25T10:00:00'],
    ['a space instead of T', '2026-11-25 10:00:00Z'],
    ['an English date (Date.parse: local time)', 'Nov 25 2026'],
    ['30 February (Date.parse: 2 March)', '2026-02-30T10:00:00Z'],
    ['hour 24 (Date.parse: the next day)', '2026-11-25T24:00:00Z'],
    ['second 60', '2026-11-25T10:00:60Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['an offset past 23:59', '2026-11-25T10:00:00+24:00'],
    ['an expanded year', '+002026-11-25T10:00:00Z'],
    ['trailing text', '2026-11-25T10:00:00Z trailing'],
  ])('refuses %s', (_label, text) => {
    expect(parseIsoDateTime(text)).toBeUndefined();
  });
});
