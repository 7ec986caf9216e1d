// The print: a story in at most 22 characters of base64url after a '~' (docs/stories.md, "The
// print"), small enough for 100 in each of the two records that keep a history.
//
//   ~<header><title sketch>                 no transcript: up to 8 title values, 2 characters each
//   ~<header><4 title values><text sketch>  with one: the title's 4 smallest values, cut to their
//                                           top 9 bits (6 characters), then the text sketch
//
// The header is one character: bit 5 says a text sketch follows, bits 0-4 the 6-hour slot the
// burst was made in (modulo 31; 31 when not known).
import { B64URL, decodeValues, encodeValues } from './hash';
import { TEXT_SKETCH } from './text-sketch';
import { TITLE_K } from './title-sketch';

const SLOT_MS = 6 * 3600_000;
export const SLOTS = 31;
const NO_SLOT = 31;
const TEXT_BIT = 32;
/** The title values a print with a text sketch keeps, for a burst without one to compare with. */
export const TITLE_WITH_TEXT = 4;
/** Bits of each title value it keeps: the top 9 of 12, so 4 fit in 6 characters. */
export const SHORT_TITLE_SHIFT = 3;
const SHORT_TITLE_CHARS = (TITLE_WITH_TEXT * (12 - SHORT_TITLE_SHIFT)) / 6;
const TEXT_CHARS = (TEXT_SKETCH.hashes * TEXT_SKETCH.bits) / 6;
const PRINT = /^~([A-Za-z0-9_-])([A-Za-z0-9_-]*)$/;
/** 4095: the listed tokens' range ends below 4088 (title-sketch.ts), so no value's top 9 bits are 511. */
const NO_VALUE = 0xfff;

export interface ParsedPrint {
  /** The 6-hour slot the burst was made in, or undefined when not known. */
  slot: number | undefined;
  /** The title sketch's values, ascending: 12 bits each, or 9 (the top 9) in a print with a text sketch. */
  title: number[];
  /** The text sketch's values (TEXT_SKETCH.bits each), when the burst had a transcript. */
  text?: number[];
}

export function slotOf(createdAt: string | undefined): number | undefined {
  const ms = createdAt ? Date.parse(createdAt) : NaN;
  return Number.isFinite(ms) ? Math.floor(ms / SLOT_MS) % SLOTS : undefined;
}

const SHORT = 12 - SHORT_TITLE_SHIFT;

export function encodePrint(p: ParsedPrint): string {
  const slot = p.slot ?? NO_SLOT;
  if (!p.text) return `~${B64URL.charAt(slot)}${encodeValues(p.title.slice(0, TITLE_K), 12)}`;
  // A short title has fewer than 4 values: the gap is filled with a value no title token takes.
  const title = Array.from(
    { length: TITLE_WITH_TEXT },
    (_, i) => (p.title[i] ?? NO_VALUE) >> SHORT_TITLE_SHIFT,
  );
  return `~${B64URL.charAt(TEXT_BIT | slot)}${encodeValues(title, SHORT)}${encodeValues(p.text, TEXT_SKETCH.bits)}`;
}

export function parsePrint(print: string): ParsedPrint | undefined {
  const m = PRINT.exec(print);
  if (!m) return undefined;
  const header = B64URL.indexOf(m[1] as string);
  const body = m[2] as string;
  const slotBits = header & (TEXT_BIT - 1);
  const slot = slotBits === NO_SLOT ? undefined : slotBits;
  if (!(header & TEXT_BIT)) {
    return body.length <= TITLE_K * 2 && body.length % 2 === 0
      ? { slot, title: decodeValues(body, 12) }
      : undefined;
  }
  if (body.length !== SHORT_TITLE_CHARS + TEXT_CHARS) return undefined;
  const title = decodeValues(body.slice(0, SHORT_TITLE_CHARS), SHORT).filter(
    (v) => v !== NO_VALUE >> SHORT_TITLE_SHIFT,
  );
  return {
    slot,
    title,
    text: decodeValues(body.slice(SHORT_TITLE_CHARS), TEXT_SKETCH.bits).slice(0, TEXT_SKETCH.hashes),
  };
}
