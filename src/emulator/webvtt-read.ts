// What the local Echo accepts as stream.captionData, and the cues it shows. The check is not the
// skill's own builder (src/captions) reading its output back: it is webvtt-parser, the W3C's
// conformance parser (webvtt.js), so a mistake in the builder cannot hide behind the same mistake
// in its checker. The type is ask-sdk-model's CaptionData ({type: 'WEBVTT', content}); the content
// must be a W3C WebVTT file the parser reads without a single error (signature, blank line after
// it, timings with the end after the start and starts in order, cue text escapes and tags), with
// only WebVTT's own character references (&amp; &lt; &gt; &nbsp; &lrm; &rlm; and numeric ones).
// The parser lets one rule of the spec through, checked here: hours have two digits or more.
// Amazon documents no leniency, so anything else is refused.
import { WebVTTParser, type WebVTTError, type WebVTTNode } from 'webvtt-parser';

const HOURS = /^\s*(?:(\d+):)?\d{2}:\d{2}\.\d{3}\s+-->\s+(?:(\d+):)?\d{2}:\d{2}\.\d{3}/;
/**
 * The parser's own table lacks the ";" (it decodes "&amp;" as "&;" and takes "&ampx;" for "&"
 * and "x;"): with these keys a reference must be whole, and anything else is an error.
 */
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

export interface ReadCue {
  startMs: number;
  endMs: number;
  /** The cue's words as shown: tags dropped, character references undone. */
  text: string;
}

/**
 * The line an error is on. The parser counts a cue text error on the line after that cue's text,
 * with the column inside the whole text: back to the cue's timing line, then forward to the line.
 */
function lineOf(e: WebVTTError, lines: readonly string[], inCueText: boolean): number {
  if (!inCueText) return e.line;
  let first = e.line - 1;
  while (first > 1 && !(lines[first - 2] ?? '').includes('-->')) first--;
  const before = lines
    .slice(first - 1, e.line - 1)
    .join('\n')
    .slice(0, Math.max(0, (e.col ?? 1) - 1));
  return first + (before.match(/\n/g)?.length ?? 0);
}

/** The first error, on its line. The metadata mode's errors are the same minus the cue text ones. */
function errorProblem(
  content: string,
  errors: readonly WebVTTError[],
  lines: readonly string[],
): string | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const s = new WebVTTParser(ENTITIES).parse(content, 'metadata').errors[0];
  const inCueText = !s || s.message !== first.message || s.line !== first.line || s.col !== first.col;
  return `line ${lineOf(first, lines, inCueText)}: ${first.message}`;
}

/** The rule the parser does not check, on a file it read without an error. */
function hoursProblem(lines: readonly string[]): string | undefined {
  // A clean parse leaves "-->" only in timing lines.
  const at = lines.findIndex((line) => {
    const m = HOURS.exec(line);
    return [m?.[1], m?.[2]].some((h) => h !== undefined && h.length < 2);
  });
  return at < 0 ? undefined : `line ${at + 1}: hours must have two digits or more`;
}

/** Cue text as a screen shows it: the text of the parsed tree, tags and timestamps left out. */
function shown(nodes: readonly WebVTTNode[]): string {
  return nodes
    .map((n) =>
      n.type === 'text' ? String(n.value ?? '') : n.type === 'object' ? shown(n.children ?? []) : '',
    )
    .join('')
    .replace(/[\u200e\u200f]/g, '');
}

/** The cues of a WebVTT file, or why it is not one a local Echo accepts. */
export function readWebVtt(content: string): { cues: ReadCue[] } | { problem: string } {
  const lines = content.split(/\r\n|\r|\n/);
  // Cue text is checked too (any mode but "metadata"), and the cues are the same in every mode.
  const parsed = new WebVTTParser(ENTITIES).parse(content);
  const problem = errorProblem(content, parsed.errors, lines) ?? hoursProblem(lines);
  if (problem) return { problem };
  const cues = parsed.cues.map((c) => ({
    startMs: Math.round(c.startTime * 1000),
    endMs: Math.round(c.endTime * 1000),
    text: shown(c.tree.children),
  }));
  return cues.length > 0 ? { cues } : { problem: 'captions without a cue' };
}

/** Why `captionData` is not acceptable, or undefined when it is. */
export function captionDataProblem(captionData: unknown): string | undefined {
  if (typeof captionData !== 'object' || captionData === null) return 'captionData must be an object';
  const c = captionData as { type?: unknown; content?: unknown };
  if (c.type !== 'WEBVTT') return 'captionData.type must be WEBVTT';
  if (typeof c.content !== 'string' || c.content === '') return 'captionData.content must be a WebVTT file';
  const read = readWebVtt(c.content);
  return 'problem' in read ? read.problem : undefined;
}

/** The cue showing at `ms` into the stream, if any. */
export function cueAt(cues: readonly ReadCue[], ms: number): ReadCue | undefined {
  return cues.find((c) => c.startMs <= ms && ms < c.endMs);
}
