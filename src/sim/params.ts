// Query parameters as the real service reads them: names are case-insensitive (the API description itself
// spells userId, userid and userID), and the first value wins.

export class Params {
  private readonly lower = new Map<string, string>();

  constructor(readonly raw: URLSearchParams) {
    for (const [k, v] of raw) {
      const key = k.toLowerCase();
      if (!this.lower.has(key)) this.lower.set(key, v);
    }
  }

  /** The trimmed value, or undefined when absent or blank. */
  get(name: string): string | undefined {
    const v = this.lower.get(name.toLowerCase())?.trim();
    return v ? v : undefined;
  }

  /** First-value record with original names, for the request log. */
  toRecord(omit: ReadonlyArray<string> = []): Record<string, string> {
    const out: Record<string, string> = {};
    const skip = new Set(omit.map((o) => o.toLowerCase()));
    for (const [k, v] of this.raw) if (!(k in out) && !skip.has(k.toLowerCase())) out[k] = v;
    return out;
  }
}

export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

export function required(p: Params, name: string): string {
  const v = p.get(name);
  if (v === undefined) throw new BadRequest(`Missing required parameter: ${name}`);
  return v;
}

export function optionalInt(p: Params, name: string): number | undefined {
  const v = p.get(name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw new BadRequest(`Parameter ${name} must be an integer`);
  return Number(v);
}

export function optionalNumber(p: Params, name: string): number | undefined {
  const v = p.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new BadRequest(`Parameter ${name} must be a number`);
  return n;
}

export function optionalDate(p: Params, name: string): number | undefined {
  const v = p.get(name);
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new BadRequest(`Parameter ${name} must be an ISO 8601 date`);
  return t;
}

/** Comma-separated integer ids (`stationId=101,102`). */
export function intList(p: Params, name: string, isRequired = false): number[] | undefined {
  const v = isRequired ? required(p, name) : p.get(name);
  if (v === undefined) return undefined;
  const parts = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (parts.length === 0 || parts.some((s) => !/^\d+$/.test(s))) {
    throw new BadRequest(`Parameter ${name} must be comma-separated integer ids`);
  }
  return parts.map(Number);
}

/** v2 `sourceType`: MIX (default), radio or podcast, any case. */
export function sourceTypeOf(p: Params): 'Radio' | 'Podcast' | undefined {
  const v = p.get('sourceType')?.toLowerCase();
  if (v === undefined || v === 'mix') return undefined;
  if (v === 'radio') return 'Radio';
  if (v === 'podcast') return 'Podcast';
  throw new BadRequest('Parameter sourceType must be MIX, radio or podcast');
}
