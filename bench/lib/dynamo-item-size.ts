// The size of a DynamoDB item as DynamoDB bills it, and the request units a read or a write of it
// costs: the rules of "DynamoDB item sizes and formats" (https://docs.aws.amazon.com/amazondynamodb/
// latest/developerguide/CapacityUnitCalculations.html) applied to the wire form (AttributeValue
// JSON) that the counting proxy sees.

/** One value in DynamoDB's JSON wire form, e.g. `{ "S": "x" }` or `{ "M": { … } }`. */
export type WireValue = Record<string, unknown>;
export type WireItem = Record<string, WireValue>;

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

/**
 * A number's stored size: its significant digits packed two to a byte, pairs aligned on the
 * decimal point (so 1.5 takes two digit bytes, 15 one), plus one byte, plus one for a minus
 * sign. The docs call the rule approximate ("1 byte per two significant digits + 1"); the
 * alignment is what dynalite, the local DynamoDB the benchmarks use, models too.
 */
export function numberSize(text: string): number {
  const m = /^(-?)0*(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a DynamoDB number: ${text}`);
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const digits = (int + frac).replace(/^0+/, '');
  const significant = digits.replace(/0+$/, '');
  if (significant === '') return 1;
  // Power of ten of the leading and the last significant digit.
  const lead = int.length - 1 - ((int + frac).length - digits.length) + Number(exp);
  const last = lead - (significant.length - 1);
  const pairs = Math.floor(lead / 2) - Math.floor(last / 2) + 1;
  return pairs + 1 + (sign === '-' ? 1 : 0);
}

/** The size of one value (without its attribute name). */
export function valueSize(value: WireValue): number {
  const [type, v] = Object.entries(value)[0] ?? [];
  switch (type) {
    case 'S':
      return utf8(v as string);
    case 'N':
      return numberSize(v as string);
    case 'B':
      // Raw bytes, not the base64 text that carries them.
      return Buffer.from(v as string, 'base64').length;
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'SS':
      return (v as string[]).reduce((n, s) => n + utf8(s), 0);
    case 'NS':
      return (v as string[]).reduce((n, s) => n + numberSize(s), 0);
    case 'BS':
      return (v as string[]).reduce((n, s) => n + Buffer.from(s, 'base64').length, 0);
    case 'L':
      // 3 bytes for the list, 1 more for each element.
      return 3 + (v as WireValue[]).reduce((n, e) => n + 1 + valueSize(e), 0);
    case 'M':
      return 3 + Object.entries(v as WireItem).reduce((n, [k, e]) => n + 1 + utf8(k) + valueSize(e), 0);
    default:
      throw new RangeError(`unknown DynamoDB type ${String(type)}`);
  }
}

/** An item's size: attribute name bytes plus value sizes. */
export function itemSize(item: WireItem): number {
  return Object.entries(item).reduce((n, [name, v]) => n + utf8(name) + valueSize(v), 0);
}

/**
 * Read request units: one per started 4 KB for a strongly consistent read, half that for an
 * eventually consistent one; a read that finds nothing still costs the minimum.
 */
export function readUnits(bytes: number | undefined, consistent: boolean): number {
  const units = Math.max(1, Math.ceil((bytes ?? 0) / 4096));
  return consistent ? units : units / 2;
}

/** Write request units: one per started 1 KB of the larger of the old and the new item. */
export function writeUnits(newBytes: number | undefined, oldBytes: number | undefined): number {
  return Math.max(1, Math.ceil(Math.max(newBytes ?? 0, oldBytes ?? 0) / 1024));
}
