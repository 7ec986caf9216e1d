// fast-check generators of transcripts as the Burst API might send them: realistic ones (word- or
// phrase-timed, in order, with pauses and sentence ends) and hostile ones (overlapping items,
// shared start times, zero/negative/NaN/huge times, items past the burst's end, text that is
// empty, blank, control characters, "-->", "&", "<", very long words) — and burst durations.
import fc from 'fast-check';
import type { TranscriptItem } from '../../src/api/types';

const VOCABULARY = [
  'the',
  'council',
  'met',
  'on',
  'Tuesday',
  'to',
  'discuss',
  'budget',
  'for',
  'roads',
  'and',
  'schools',
  'markets',
  'fell',
  'oil',
  'rose',
  'today',
  'weather',
  'rain',
  'later',
  'Q&A',
  'AT&T',
  '3<4',
  'a->b',
  'café',
  'naïve',
  '“quoted”',
  'it’s',
  '(aside)',
  '—',
  '…',
  '5%',
];
const WORD_ENDS = ['', '', '', '', ',', '.', '?', '!', '."', '…'];

/** A word as speech-to-text writes it, sometimes closing a sentence or a clause. */
export const realWord = fc
  .tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...WORD_ENDS))
  .map(([w, end]) => w + end);

/** Text no caption may be broken by. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    '\t\n',
    '\r\n\r\n',
    '-->',
    'a --> b',
    '00:00:01.000 --> 00:00:02.000',
    '&',
    '&amp',
    '&lt;',
    '<',
    '<b>bold',
    '</v>',
    '<00:00:01.000>',
    'NOTE',
    'WEBVTT',
    'STYLE',
    '\u0000',
    '\u0007bell',
    '\u0085',
    '\u2028',
    '\uFEFF',
    'x'.repeat(60),
    'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch.',
    '🎙️👍🏽',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('-', '>', '<', '&', ';', ' ', '\n', 'a', '.'), maxLength: 12 }),
);

/** Seconds as a broken transcript may carry them. */
const hostileSec = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -2, max: 40, noNaN: true }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 30 }) },
  fc.constantFrom(0, -0, -1, Number.NaN, Infinity, -Infinity, 1e300, -1e300, 5e-324, 86_400, 1e7),
);

/** Word- or phrase-timed items in order, with gaps, pauses and sometimes overlaps. */
export const realisticTranscript = (opts: { overlaps: boolean }): fc.Arbitrary<TranscriptItem[]> =>
  fc
    .array(
      fc.record({
        words: fc.array(realWord, { minLength: 1, maxLength: 6 }),
        perWordSec: fc.double({ min: 0.08, max: 0.6, noNaN: true }),
        gapSec: fc.oneof(
          { weight: 8, arbitrary: fc.double({ min: 0, max: 0.2, noNaN: true }) },
          fc.double({ min: 0.7, max: 3, noNaN: true }),
        ),
        // Speech-to-text items overlap their neighbour: start up to a second before the last ended.
        backSec: opts.overlaps ? fc.double({ min: 0, max: 1, noNaN: true }) : fc.constant(0),
        phrase: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((specs) => {
      let at = 0;
      const items: TranscriptItem[] = [];
      for (const s of specs) {
        const texts = s.phrase ? [s.words.join(' ')] : s.words;
        for (const text of texts) {
          const durationSec = s.perWordSec * text.split(' ').length;
          const startTimeSec = Math.max(0, at - s.backSec);
          items.push({ type: 1, text, startTimeSec, durationSec, confidence: 0.9 });
          at = startTimeSec + durationSec + s.gapSec;
        }
      }
      return items;
    });

/** Anything at all: times, text and order. */
export const hostileTranscript: fc.Arbitrary<TranscriptItem[]> = fc.array(
  fc.record({
    type: fc.constant(1),
    text: fc.oneof(
      realWord,
      hostileText,
      fc.array(realWord, { maxLength: 8 }).map((w) => w.join(' ')),
    ),
    startTimeSec: hostileSec,
    durationSec: hostileSec,
  }),
  { maxLength: 40 },
);

/** Items whose starts repeat: several words said "at once". */
export const sameStartTranscript: fc.Arbitrary<TranscriptItem[]> = fc
  .tuple(fc.array(realWord, { minLength: 2, maxLength: 30 }), fc.integer({ min: 1, max: 4 }))
  .map(([words, starts]) =>
    words.map((text, i) => ({ type: 1, text, startTimeSec: (i % starts) * 0.5, durationSec: 0.3 })),
  );

/** When the last item ends (seconds), or 0 for a transcript without a usable time. */
export function spokenEndSec(items: readonly TranscriptItem[]): number {
  const ends = items
    .map((i) => i.startTimeSec + i.durationSec)
    .filter((t) => Number.isFinite(t) && t > 0 && t < 86_400);
  return ends.length ? Math.max(...ends) : 0;
}

/** A transcript and its burst's duration: missing, broken, or around the speech's end (before it too). */
export const transcriptAndDuration: fc.Arbitrary<[TranscriptItem[], number | undefined]> = fc
  .oneof(
    { weight: 4, arbitrary: realisticTranscript({ overlaps: true }) },
    { weight: 2, arbitrary: realisticTranscript({ overlaps: false }) },
    { weight: 3, arbitrary: hostileTranscript },
    { weight: 1, arbitrary: sameStartTranscript },
  )
  .chain((items) =>
    fc.tuple(
      fc.constant(items),
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.double({ min: 0.5, max: 1.1, noNaN: true }).map((f) => spokenEndSec(items) * f),
        },
        { weight: 2, arbitrary: fc.double({ min: 0.001, max: 120, noNaN: true }) },
        fc.constantFrom(undefined, 0, -5, Number.NaN, Infinity, 1e300),
      ),
    ),
  );
