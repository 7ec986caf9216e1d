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
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const v of values) {
    acc = (acc << width) | v;
    for (bits += width; bits >= 6; bits -= 6) out += B64URL.charAt((acc >> (bits - 6)) & 63);
    acc &= (1 << bits) - 1;
  }
  return bits ? out + B64URL.charAt((acc << (6 - bits)) & 63) : out;
}

/** base64url back to `width`-bit values, as many as whole values fit (callers check the alphabet). */
export function decodeValues(chars: string, width: number): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of chars) {
    acc = (acc << 6) | B64URL.indexOf(c);
    for (bits += 6; bits >= width; bits -= width) out.push((acc >> (bits - width)) & ((1 << width) - 1));
    acc &= (1 << bits) - 1;
  }
  return out;
}
