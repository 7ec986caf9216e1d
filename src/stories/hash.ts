// The hashes and the alphabet story prints are made of. Hand-written on purpose: a print must stay
// the same across releases and platforms (stored histories compare against it), so its hash is
// pinned here rather than taken from a package that may change it.

export const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's finaliser: FNV-1a's high bits mix poorly, and a sketch needs even ones. */
export function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A string's well-mixed 32-bit hash. */
export const hash32 = (s: string): number => mix(fnv1a(s));

/** Values of `width` bits each to base64url, 6 bits a character, most significant first, zero-padded. */
export function encodeValues(values: readonly number[], width: number): string {
  const bits = values.flatMap((v) => Array.from({ length: width }, (_, i) => (v >> (width - 1 - i)) & 1));
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let c = 0;
    for (let j = 0; j < 6; j++) c = (c << 1) | (bits[i + j] ?? 0);
    out += B64URL.charAt(c);
  }
  return out;
}

/** base64url back to `width`-bit values, as many as whole values fit (callers check the alphabet). */
export function decodeValues(chars: string, width: number): number[] {
  const bits = [...chars].flatMap((c) => {
    const v = B64URL.indexOf(c);
    return [5, 4, 3, 2, 1, 0].map((j) => (v >> j) & 1);
  });
  const out: number[] = [];
  for (let i = 0; i + width <= bits.length; i += width) {
    let v = 0;
    for (let j = 0; j < width; j++) v = (v << 1) | (bits[i + j] as number);
    out.push(v);
  }
  return out;
}
