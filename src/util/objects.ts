// The one "is this a JSON object?" check: API bodies, stored records and request fields all arrive
// as `unknown` and are read field by field only after it.

/** True for a plain JSON object: not null, not an array. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
