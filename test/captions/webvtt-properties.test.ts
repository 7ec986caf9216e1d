// Properties of the caption builder over thousands of generated transcripts, realistic and
// hostile: every file it makes is one a W3C-conformant WebVTT parser (webvtt-parser, the W3C's
// own webvtt.js) reads without a single error, and every cue sits inside the burst, in order.
import fc from 'fast-check';
import { WebVTTParser } from 'webvtt-parser';
import type { TranscriptItem } from '../../src/api/types';
import {
  buildCues,
  DEFAULT_CUE_RULES,
  fitCues,
  jsonBytes,
  toWebVtt,
  type Cue,
} from '../../src/captions/webvtt';
import { captionDataProblem } from '../../src/emulator/webvtt-read';
import { realisticTranscript, transcriptAndDuration } from './transcript-arbitraries';

/** The parser's errors, in both its modes: "metadata" skips cue text, the default checks it too. */
function parserErrors(vtt: string): string[] {
  return [...new WebVTTParser().parse(vtt, 'metadata').errors, ...new WebVTTParser().parse(vtt).errors].map(
    (e) => `line ${e.line}: ${e.message}`,
  );
}

/** The burst's end in ms, or Infinity when the duration is no usable one. */
function capMs(durationSec: number | undefined): number {
  return durationSec !== undefined && Number.isFinite(durationSec) && durationSec > 0
    ? durationSec * 1000
    : Infinity;
}

/** Everything that must hold of any cue list buildCues returns; the first broken rule, if any. */
function cueProblem(cues: readonly Cue[], durationSec: number | undefined): string | undefined {
  const cap = capMs(durationSec);
  let prevStart = 0;
  for (const [i, c] of cues.entries()) {
    if (!Number.isInteger(c.startMs) || !Number.isInteger(c.endMs)) return `cue ${i}: not whole ms`;
    if (c.startMs < prevStart) return `cue ${i} starts before cue ${i - 1}`;
    if (c.endMs <= c.startMs) return `cue ${i} ends at or before its start`;
    if (c.endMs > cap) return `cue ${i} ends after the burst`;
    if (c.endMs - c.startMs < 250) return `cue ${i} lasts ${c.endMs - c.startMs} ms`;
    if (c.text.trim() === '' || /[\p{Cc}\u2028\u2029]/u.test(c.text.replace(/\n/g, '')))
      return `cue ${i}: bad text`;
    prevStart = c.startMs;
  }
  return undefined;
}

describe('any transcript, any duration', () => {
  test('buildCues + toWebVtt: zero parser errors, cues in order, inside [0, duration], no slivers', () => {
    fc.assert(
      fc.property(transcriptAndDuration, ([items, durationSec]) => {
        const cues = buildCues(items, durationSec);
        expect(cueProblem(cues, durationSec)).toBeUndefined();
        const vtt = toWebVtt(cues);
        expect(parserErrors(vtt)).toEqual([]);
        // The parser reads back exactly the cues written.
        const read = new WebVTTParser().parse(vtt, 'metadata').cues;
        expect(read.map((c) => [Math.round(c.startTime * 1000), Math.round(c.endTime * 1000)])).toEqual(
          cues.map((c) => [c.startMs, c.endMs]),
        );
        // The local Echo accepts it whenever there is a cue at all.
        if (cues.length > 0) expect(captionDataProblem({ type: 'WEBVTT', content: vtt })).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  test('fitCues: within the budget, a prefix of the whole file, zero parser errors', () => {
    fc.assert(
      fc.property(
        transcriptAndDuration,
        fc.integer({ min: 0, max: 3000 }),
        ([items, durationSec], budget) => {
          const cues = buildCues(items, durationSec);
          const fitted = fitCues(cues, budget);
          if (fitted === undefined) return;
          expect(jsonBytes(fitted)).toBeLessThanOrEqual(budget);
          expect(toWebVtt(cues).startsWith(fitted)).toBe(true);
          expect(parserErrors(fitted)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a realistic transcript (in order, no overlaps, no cap)', () => {
  const words = (items: readonly TranscriptItem[]) => items.flatMap((i) => i.text.split(' '));

  test('every word once, in order; at most two lines of 42 characters (a longer word alone); 6 s at most', () => {
    fc.assert(
      fc.property(realisticTranscript({ overlaps: false }), (items) => {
        const cues = buildCues(items);
        expect(cues.flatMap((c) => c.text.split(/[ \n]/))).toEqual(words(items));
        for (const c of cues) {
          const lines = c.text.split('\n');
          expect(lines.length).toBeLessThanOrEqual(DEFAULT_CUE_RULES.maxLines);
          for (const l of lines)
            if (l.includes(' ')) expect(l.length).toBeLessThanOrEqual(DEFAULT_CUE_RULES.maxLineChars);
          expect(c.endMs - c.startMs).toBeLessThanOrEqual(DEFAULT_CUE_RULES.maxCueMs);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the two reported cases', () => {
  test('overlapping items: starts never go backwards and each item keeps its words together', () => {
    // Phrase items as speech-to-text gives them, each starting before the previous one ended.
    const items: TranscriptItem[] = [
      { type: 1, text: 'Markets fell sharply today.', startTimeSec: 0, durationSec: 2.4 },
      { type: 1, text: 'Oil rose again', startTimeSec: 1.9, durationSec: 1.5 },
      { type: 1, text: 'after the storm.', startTimeSec: 1.9, durationSec: 1.2 },
      { type: 1, text: 'More at ten.', startTimeSec: 3.6, durationSec: 1 },
    ];
    const cues = buildCues(items, 6);
    expect(cueProblem(cues, 6)).toBeUndefined();
    expect(cues.map((c) => c.text.replace('\n', ' '))).toEqual([
      'Markets fell sharply today.',
      'Oil rose again after the storm.',
      'More at ten.',
    ]);
    // The first item is cut where the second starts; the sentence after it starts on time.
    expect(cues.map((c) => [c.startMs, c.endMs])).toEqual([
      [0, 1900],
      [1900, 3100],
      [3600, 4800],
    ]);
    expect(parserErrors(toWebVtt(cues))).toEqual([]);
  });

  test('the last cue of a 25.5 s burst ends at 25.5 s, not 1.2 s after its start', () => {
    const items: TranscriptItem[] = [
      { type: 1, text: 'And that is the news.', startTimeSec: 22, durationSec: 2.5 },
      { type: 1, text: 'Goodbye.', startTimeSec: 24.6, durationSec: 0.4 },
      // Said after the audio ends (a transcript longer than its clip): not shown.
      { type: 1, text: 'Next:', startTimeSec: 25.5, durationSec: 0.4 },
    ];
    const cues = buildCues(items, 25.5);
    expect(cues.map((c) => [c.text, c.startMs, c.endMs])).toEqual([
      ['And that is the news.', 22000, 24500],
      ['Goodbye.', 24600, 25500],
    ]);
    expect(toWebVtt(cues)).toContain('00:00:24.600 --> 00:00:25.500\nGoodbye.');
    // Without a duration nothing is known of the end: the short last cue gets its 1.2 s.
    expect(buildCues(items.slice(0, 2)).find((c) => c.text === 'Goodbye.')?.endMs).toBe(25800);
  });

  test('a word with almost no time before the next cue joins it instead of a 1 ms cue', () => {
    const cues = buildCues([
      { type: 1, text: 'Yes.', startTimeSec: 1, durationSec: 0.001 },
      { type: 1, text: 'The vote passed.', startTimeSec: 1.001, durationSec: 1 },
    ]);
    expect(cues).toEqual([{ startMs: 1000, endMs: 2200, text: 'Yes. The vote passed.' }]);
  });

  test('a sliver between two full cues keeps its own cue: the next one starts a moment later', () => {
    // Two full lines: "Yes." fits with neither.
    const full = 'the council met on tuesday to discuss the budget for all the roads and new schools';
    const cues = buildCues([
      { type: 1, text: `${full}.`, startTimeSec: 0, durationSec: 4 },
      { type: 1, text: 'Yes.', startTimeSec: 4, durationSec: 0.05 },
      { type: 1, text: `${full}.`, startTimeSec: 4.1, durationSec: 4 },
    ]);
    expect(cues.map((c) => [c.startMs, c.endMs, c.text.split('\n').length])).toEqual([
      [0, 4000, 2],
      [4000, 4250, 1],
      [4250, 8100, 2],
    ]);
  });
});
