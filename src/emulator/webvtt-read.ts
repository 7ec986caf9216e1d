// What the local Echo accepts as stream.captionData, and the cues it shows, written apart from the skill's builder
// (src/captions) so one catches the other's mistakes. The type is ask-sdk-model's CaptionData
// ({type: 'WEBVTT', content}); the content must be a conforming W3C WebVTT file: the "WEBVTT"
// signature, cue timings "hh:mm:ss.ttt --> hh:mm:ss.ttt" with the end after the start and starts
// in order, and cue text without "-->", with "&" only in character references and "<" only
// opening a cue tag. Amazon documents no leniency, so anything else is refused.

const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);
const CHAR_REF = /^&(?:amp|lt|gt|nbsp|lrm|rlm|#\d+|#x[0-9a-fA-F]+);/;
const TAG = /^<(?:\/?(?:c|i|b|u|v|lang|ruby|rt)(?:[.\s][^<>]*)?|(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})>/;

function ms(m: RegExpExecArray, at: number): number {
  const [h, mi, s, f] = [m[at], m[at + 1], m[at + 2], m[at + 3]].map((x) => Number(x ?? 0));
  return (((h ?? 0) * 60 + (mi ?? 0)) * 60 + (s ?? 0)) * 1000 + (f ?? 0);
}

function textProblem(line: string): string | undefined {
  if (line.includes('-->')) return 'cue text contains "-->"';
  for (let i = 0; i < line.length; i++) {
    const rest = line.slice(i);
    if (line[i] === '&' && !CHAR_REF.test(rest)) return 'unescaped "&" in cue text';
    if (line[i] === '<' && !TAG.test(rest)) return 'unescaped "<" in cue text';
  }
  return undefined;
}

export interface ReadCue {
  startMs: number;
  endMs: number;
  /** The cue's words as shown: tags dropped, character references undone. */
  text: string;
}

/** The cues of a WebVTT file, or why it is not one a local Echo accepts. */
export function readWebVtt(content: string): { cues: ReadCue[] } | { problem: string } {
  const blocks = content
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(blocks[0] ?? ''))
    return { problem: 'captions must start with "WEBVTT"' };
  const cues: ReadCue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1);
    if (lines.length === 0) continue;
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(lines[0] ?? '')) continue;
    const timingAt = (lines[0] ?? '').includes('-->') ? 0 : 1;
    const timing = TIMING.exec(lines[timingAt] ?? '');
    if (!timing) return { problem: `bad cue timing line "${(lines[timingAt] ?? '').slice(0, 40)}"` };
    const startMs = ms(timing, 1);
    const endMs = ms(timing, 5);
    if (endMs <= startMs) return { problem: 'a cue ends before it starts' };
    if (startMs < (cues[cues.length - 1]?.startMs ?? -1)) return { problem: 'cues out of order' };
    const text = lines.slice(timingAt + 1);
    for (const line of text) {
      const p = textProblem(line);
      if (p) return { problem: p };
    }
    cues.push({ startMs, endMs, text: shown(text.join('\n')) });
  }
  return cues.length > 0 ? { cues } : { problem: 'captions without a cue' };
}

/** Cue text as a screen shows it. */
function shown(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&');
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
