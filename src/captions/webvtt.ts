// Captions for screen devices: the burst detail's transcript (word- or phrase-timed items, times
// relative to the burst) → WebVTT cues a listener can read: one or two short lines, a few seconds
// each, cut at sentence ends and at the speaker's pauses. Pure: no I/O, no clock.
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

/** The transcript's items as timed words; a phrase item shares its time among its words by length. */
function wordsOf(items: readonly TranscriptItem[]): Word[] {
  const ordered = items
    .filter((i) => Number.isFinite(i.startTimeSec) && Number.isFinite(i.durationSec))
    .slice()
    .sort((a, b) => a.startTimeSec - b.startTimeSec);
  const words: Word[] = [];
  for (const item of ordered) {
    const parts = clean(item.text).split(' ').filter(Boolean);
    if (parts.length === 0) continue;
    const start = Math.max(0, item.startTimeSec * 1000);
    // An item without a duration lasts until the next one (or a short word's time).
    const duration = Math.max(0, item.durationSec * 1000) || 300 * parts.length;
    const letters = parts.reduce((n, p) => n + p.length + 1, 0);
    let at = start;
    for (const p of parts) {
      const span = (duration * (p.length + 1)) / letters;
      words.push({ text: p, startMs: at, endMs: at + span });
      at += span;
    }
  }
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

/** Readable cues from a transcript; empty when it has no words. */
export function buildCues(items: readonly TranscriptItem[], rules: CueRules = DEFAULT_CUE_RULES): Cue[] {
  const words = wordsOf(items);
  const groups: Word[][] = [];
  let group: Word[] = [];
  for (const w of words) {
    const prev = group[group.length - 1];
    const first = group[0];
    const fits =
      prev !== undefined &&
      first !== undefined &&
      !SENTENCE_END.test(prev.text) &&
      w.startMs - prev.endMs < rules.pauseMs &&
      w.endMs - first.startMs <= rules.maxCueMs &&
      lines(
        [...group, w].map((x) => x.text),
        rules.maxLineChars,
      ).length <= rules.maxLines;
    if (!fits && group.length) {
      groups.push(group);
      group = [];
    }
    group.push(w);
  }
  if (group.length) groups.push(group);

  const cues: Cue[] = [];
  groups.forEach((g, i) => {
    const start = Math.round(g[0]?.startMs ?? 0);
    const nextStart = groups[i + 1]?.[0]?.startMs;
    let end = Math.round(Math.max(g[g.length - 1]?.endMs ?? start, start + rules.minCueMs));
    // Never over the next cue: cues follow one another.
    if (nextStart !== undefined) end = Math.min(end, Math.round(nextStart));
    if (end <= start) end = start + 1;
    cues.push({
      startMs: start,
      endMs: end,
      text: layout(
        g.map((w) => w.text),
        rules,
      ),
    });
  });
  return cues;
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
  return fitCues(buildCues(items, rules), maxBytes);
}
