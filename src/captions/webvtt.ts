// Captions for screen devices: the burst detail's transcript (word- or phrase-timed items, times
// relative to the burst) → WebVTT cues a listener can read: one or two short lines, a few seconds
// each, cut at sentence ends and at the speaker's pauses. Pure: no I/O, no clock.
// Whatever the transcript (overlapping items, broken times, any text), the cues make a valid file:
// starts in order, each cue at least SLIVER_MS long, none past the burst's end when it is known
// (test/captions/webvtt-properties.test.ts checks this with the W3C's parser).
// Format: W3C WebVTT (header "WEBVTT", cues "hh:mm:ss.ttt --> hh:mm:ss.ttt" + text; in cue text
// "&", "<" and ">" are escaped, which also keeps "-->" out of it). The Play directive carries the
// file as stream.captionData {type: 'WEBVTT', content} (ask-sdk-model), inside Alexa's 24 KB reply.
import type { TranscriptItem } from '../api/types';

export interface Cue {
  startMs: number;
  endMs: number;
  /** One or two lines, joined by "\n", not yet escaped. */
  text: string;
}

export interface CueRules {
  /** Characters per line (broadcast captions use 32–42). */
  maxLineChars: number;
  maxLines: number;
  /** A cue never stays longer than this. */
  maxCueMs: number;
  /** A short cue is shown at least this long when the next one leaves room. */
  minCueMs: number;
  /** Silence between two words at least this long starts a new cue. */
  pauseMs: number;
}

export const DEFAULT_CUE_RULES: CueRules = {
  maxLineChars: 42,
  maxLines: 2,
  maxCueMs: 6000,
  minCueMs: 1200,
  pauseMs: 700,
};

interface Word {
  text: string;
  startMs: number;
  endMs: number;
}

/** Sentence end: the word ends with . ! ? (or …), maybe inside closing quotes or brackets. */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/**
 * Times past a day are no burst's: without a known duration this is the only cap, and it keeps
 * every timestamp a plain hh:mm:ss.ttt.
 */
const LATEST_MS = 24 * 60 * 60 * 1000;

/** A cue on screen for less than this cannot be read: its words join a neighbouring cue. */
const SLIVER_MS = 250;

/** Where cues must end: the burst's duration when it is a real one, else LATEST_MS. */
function capOf(durationSec: number | undefined): number {
  if (durationSec === undefined || !Number.isFinite(durationSec) || durationSec <= 0) return LATEST_MS;
  return Math.min(LATEST_MS, Math.floor(durationSec * 1000));
}

/**
 * The transcript's items as timed words, in order, never overlapping, all starting before
 * `capMs`; a phrase item shares its time among its words by length. Speech-to-text items overlap
 * (and share start times): an item is cut where the next one starts rather than merged with it,
 * so every word keeps its own start and the spoken order, and no two items' words interleave.
 */
function wordsOf(items: readonly TranscriptItem[], capMs: number): Word[] {
  const timed = items
    .filter((i) => Number.isFinite(i.startTimeSec))
    .map((i) => {
      const parts = clean(i.text).split(' ').filter(Boolean);
      const rawStart = i.startTimeSec * 1000;
      const startMs = Math.max(0, rawStart);
      const durationMs = i.durationSec * 1000;
      // An item without a usable duration lasts a short word's time per word (or until the next).
      const endMs =
        durationMs > 0 && Number.isFinite(durationMs) ? rawStart + durationMs : startMs + 300 * parts.length;
      return { parts, startMs, endMs: Math.min(capMs, Math.max(startMs, endMs)) };
    })
    .filter((t) => t.parts.length > 0 && t.startMs < capMs)
    .sort((a, b) => a.startMs - b.startMs);
  const words: Word[] = [];
  timed.forEach((item, k) => {
    const end = Math.min(item.endMs, timed[k + 1]?.startMs ?? item.endMs);
    const letters = item.parts.reduce((n, p) => n + p.length + 1, 0);
    let at = item.startMs;
    for (const p of item.parts) {
      const span = ((end - item.startMs) * (p.length + 1)) / letters;
      // Whole milliseconds from here on: rounding keeps the order and makes lengths exact.
      words.push({ text: p, startMs: Math.round(at), endMs: Math.round(at + span) });
      at += span;
    }
  });
  return words;
}

/** Control characters and line breaks would end a cue early: one line of single spaces. */
function clean(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Greedy lines of at most maxLineChars (a longer single word gets its own line). */
function lines(words: readonly string[], maxLineChars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > maxLineChars) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

/** Two lines of similar length read better than a full line over a short one. */
function layout(words: readonly string[], rules: CueRules): string {
  const greedy = lines(words, rules.maxLineChars);
  if (greedy.length !== 2) return greedy.join('\n');
  let best = greedy;
  let bestDiff = Math.abs((greedy[0]?.length ?? 0) - (greedy[1]?.length ?? 0));
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (a.length > rules.maxLineChars || b.length > rules.maxLineChars) continue;
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      best = [a, b];
      bestDiff = diff;
    }
  }
  return best.join('\n');
}

/** Words grouped into one cue, before its times are settled. */
interface Group {
  startMs: number;
  /** When its last word ends. */
  spokenMs: number;
  words: string[];
}

function joined(a: Group, b: Group): Group {
  return { startMs: a.startMs, spokenMs: Math.max(a.spokenMs, b.spokenMs), words: [...a.words, ...b.words] };
}

/** Words into cues: a sentence end, a pause, the cue's length or its lines close a cue. */
function groupsOf(words: readonly Word[], rules: CueRules): Group[] {
  const groups: Group[] = [];
  let group: Word[] = [];
  const close = () => {
    const first = group[0];
    const last = group[group.length - 1];
    if (first && last)
      groups.push({ startMs: first.startMs, spokenMs: last.endMs, words: group.map((w) => w.text) });
    group = [];
  };
  for (const w of words) {
    const prev = group[group.length - 1];
    const first = group[0];
    const fits =
      prev !== undefined &&
      first !== undefined &&
      !SENTENCE_END.test(prev.text) &&
      w.startMs - prev.endMs < rules.pauseMs &&
      w.endMs - first.startMs <= rules.maxCueMs &&
      fitsLines([...group.map((x) => x.text), w.text], rules);
    if (!fits) close();
    group.push(w);
  }
  close();
  return groups;
}

function fitsLines(words: readonly string[], rules: CueRules): boolean {
  return lines(words, rules.maxLineChars).length <= rules.maxLines;
}

/**
 * A group with less than SLIVER_MS before the next one (or the cap) is a sliver. It joins the
 * next group when their words fit the lines (they then show a moment early, never late), else
 * the previous one; when neither fits, the next group starts SLIVER_MS after it (a moment late),
 * or, for the last group, it starts SLIVER_MS before the cap. Only a transcript that crams more
 * words into a moment than two lines hold ends in a cue of more lines. A lone sliver (speech
 * starting just before the burst ends) is not worth a cue.
 */
function withoutSlivers(groups: readonly Group[], capMs: number, rules: CueRules): Group[] {
  const out = [...groups];
  const startOf = (k: number) => out[k]?.startMs ?? capMs;
  const roomOf = (k: number) => startOf(k + 1) - startOf(k);
  const fits = (a: Group | undefined, b: Group | undefined) =>
    !!a && !!b && fitsLines(joined(a, b).words, rules);
  let i = 0;
  while (i < out.length) {
    const here = out[i];
    const next = out[i + 1];
    const prev = out[i - 1];
    if (!here || roomOf(i) >= SLIVER_MS || (!next && !prev)) i++;
    else if (next && fits(here, next)) out.splice(i, 2, joined(here, next));
    // The previous group only gains room: its check still holds; go on with the one after.
    else if (prev && fits(prev, here)) out.splice(i - 1, 2, joined(prev, here));
    else if (next && startOf(i + 2) - here.startMs >= 2 * SLIVER_MS) {
      out[i + 1] = { ...next, startMs: here.startMs + SLIVER_MS };
      i++;
    } else if (!next && prev && capMs - prev.startMs >= 2 * SLIVER_MS) {
      out[i] = { ...here, startMs: capMs - SLIVER_MS };
      i++;
    } else if (next) out.splice(i, 2, joined(here, next));
    else if (prev) out.splice(i - 1, 2, joined(prev, here));
  }
  return out.filter((_, k) => roomOf(k) >= SLIVER_MS);
}

/**
 * Readable cues from a transcript; empty when it has no words. With the burst's `durationSec`
 * (missing, zero or not a number: no cap) no cue goes past the burst's end: the last one is cut
 * short there, words starting at or after it are dropped. Always: starts never go backwards,
 * every cue lasts at least SLIVER_MS.
 */
export function buildCues(
  items: readonly TranscriptItem[],
  durationSec?: number,
  rules: CueRules = DEFAULT_CUE_RULES,
): Cue[] {
  const capMs = capOf(durationSec);
  const groups = withoutSlivers(groupsOf(wordsOf(items, capMs), rules), capMs, rules);
  return groups.map((g, i) => {
    const start = g.startMs;
    // Never over the next cue (cues follow one another), the cap, or the longest a cue may stay.
    const limit = Math.min(
      groups[i + 1]?.startMs ?? capMs,
      capMs,
      start + Math.max(rules.maxCueMs, SLIVER_MS),
    );
    // A short cue stays up for the minimum when the next one leaves room.
    const end = Math.min(Math.max(g.spokenMs, start + Math.max(rules.minCueMs, SLIVER_MS)), limit);
    return { startMs: start, endMs: end, text: layout(g.words, rules) };
  });
}

/** 83_456 → "00:01:23.456". */
export function vttTime(ms: number): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(t % 1000, 3)}`;
}

/** WebVTT cue text escapes: "&", "<", ">" ("-->" can then never appear). */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cueBlock(c: Cue): string {
  return `${vttTime(c.startMs)} --> ${vttTime(c.endMs)}\n${escapeCueText(c.text)}\n`;
}

export const WEBVTT_HEADER = 'WEBVTT\n';

/** The WebVTT file of `cues`. */
export function toWebVtt(cues: readonly Cue[]): string {
  return [WEBVTT_HEADER, ...cues.map(cueBlock)].join('\n');
}

/** Bytes the content takes inside the reply's JSON (escapes and UTF-8 included). */
export function jsonBytes(content: string): number {
  return Buffer.byteLength(JSON.stringify(content)) - 2;
}

/**
 * The WebVTT file of `cues` within `maxBytes` of reply JSON, or undefined when not even the first
 * cue fits. Later cues are dropped first: the captions may stop early, the audio never changes.
 */
export function fitCues(cues: readonly Cue[], maxBytes: number): string | undefined {
  let used = jsonBytes(WEBVTT_HEADER);
  let kept = 0;
  for (const c of cues) {
    const more = jsonBytes(`\n${cueBlock(c)}`);
    if (used + more > maxBytes) break;
    used += more;
    kept++;
  }
  return kept > 0 ? toWebVtt(cues.slice(0, kept)) : undefined;
}

/** The captions of a transcript within `maxBytes`; undefined without a transcript or a word in it. */
export function captionsFor(
  items: readonly TranscriptItem[] | undefined,
  maxBytes: number,
  rules: CueRules = DEFAULT_CUE_RULES,
): string | undefined {
  if (!items || items.length === 0) return undefined;
  return fitCues(buildCues(items, undefined, rules), maxBytes);
}
