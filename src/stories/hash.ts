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

/** Bits to base64url, 6 per character, most significant first; the last character is zero-padded. */
export function encodeBits(bits: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = (v << 1) | (bits[i + j] ?? 0);
    out += B64URL.charAt(v);
  }
  return out;
}

/** base64url back to bits; undefined for a character outside the alphabet. */
export function decodeBits(chars: string): number[] | undefined {
  const bits: number[] = [];
  for (const c of chars) {
    const v = B64URL.indexOf(c);
    if (v < 0) return undefined;
    for (let j = 5; j >= 0; j--) bits.push((v >> j) & 1);
  }
  return bits;
}
