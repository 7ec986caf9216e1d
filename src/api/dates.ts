// The API carries dates in three forms (docs/burst-api.md, Dates):
// ISO 8601 (usually with ms and `Z`), the .NET `/Date(<epoch_ms>[±hhmm])/`, and v1's
// `yyyy-MM-dd HH:mm`. All become an ISO 8601 UTC string; anything else becomes undefined.

const DOTNET_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const V1_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
// Date-only or date-time, optional fraction, optional zone. A zone-less date-time is read as UTC
// (the API's servers speak UTC; JS would otherwise read it as local time).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseApiDate(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const s = raw.trim();

  const dotnet = DOTNET_DATE.exec(s);
  if (dotnet) {
    // The offset of `/Date(ms+hhmm)/` only says which zone the writer was in: ms is already UTC.
    return isoOrUndefined(Number(dotnet[1]));
  }

  const v1 = V1_DATE.exec(s);
  if (v1) {
    // Choice: the v1 sample has no zone; it is treated as UTC (a guess, written down here).
    const [, y, mo, d, h, mi] = v1.map(Number);
    if (!validParts(y, mo, d, h, mi, 0)) return undefined;
    return isoOrUndefined(Date.UTC(y, mo - 1, d, h, mi));
  }

  const iso = ISO_DATE.exec(s);
  if (iso) {
    const [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const [h, mi, sec] = [Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0)];
    if (!validParts(y, mo, d, h, mi, sec)) return undefined;
    const ms = iso[7] ? Math.round(Number(iso[7]) * 1000) : 0;
    const zone = iso[8];
    let t = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
    if (zone && zone !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
      t -= sign * offsetMin * 60_000;
    }
    return isoOrUndefined(t);
  }
  return undefined;
}

function validParts(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 60 || d < 1) return false;
  // Reject 2026-02-31 and friends: Date.UTC would silently roll them over.
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= daysInMonth;
}

function isoOrUndefined(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
