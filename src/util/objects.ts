// The one "is this a JSON object?" check: API bodies, stored records and request fields all arrive
// as `unknown` and are read field by field only after it.

/** True for a plain JSON object: not null, not an array. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when `o` has an own enumerable field (Object.keys(o).length > 0, without the array). */
export function hasFields(o: object): boolean {
  for (const key in o) if (Object.hasOwn(o, key)) return true;
  return false;
}
