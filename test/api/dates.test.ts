import { parseApiDate } from '../../src/api/dates';

describe('parseApiDate', () => {
  it('keeps ISO 8601 with milliseconds and Z', () => {
    expect(parseApiDate('2026-11-21T18:04:11.523Z')).toBe('2026-11-21T18:04:11.523Z');
  });

  it('normalises ISO with an offset to UTC', () => {
    expect(parseApiDate('2026-11-21T20:04:11+02:00')).toBe('2026-11-21T18:04:11.000Z');
    expect(parseApiDate('2026-11-21T13:04:11.5-0500')).toBe('2026-11-21T18:04:11.500Z');
  });

  it('reads a zone-less ISO date-time as UTC', () => {
    expect(parseApiDate('2026-11-21T18:04:11')).toBe('2026-11-21T18:04:11.000Z');
  });

  it('parses the .NET /Date(ms)/ form', () => {
    expect(parseApiDate('/Date(1763748000000)/')).toBe('2025-11-21T18:00:00.000Z');
  });

  it('parses /Date(ms+hhmm)/: the offset does not move the instant', () => {
    expect(parseApiDate('/Date(1700000000000+0000)/')).toBe('2023-11-14T22:13:20.000Z');
    expect(parseApiDate('/Date(1700000000000-0500)/')).toBe('2023-11-14T22:13:20.000Z');
  });

  it('parses v1 yyyy-MM-dd HH:mm as UTC', () => {
    expect(parseApiDate('2026-11-20 14:35')).toBe('2026-11-20T14:35:00.000Z');
  });

  it.each([
    ['garbage'],
    [''],
    ['2026-13-01T00:00:00Z'],
    ['2026-02-31 10:00'],
    ['2026-11-20 25:00'],
    ['/Date(abc)/'],
    ['Tuesday'],
  ])('returns undefined for %p', (s) => {
    expect(parseApiDate(s)).toBeUndefined();
  });

  it('returns undefined for non-strings', () => {
    expect(parseApiDate(null)).toBeUndefined();
    expect(parseApiDate(1763748000000)).toBeUndefined();
    expect(parseApiDate(undefined)).toBeUndefined();
  });
});
