import type { ResponseEnvelope } from 'ask-sdk-model';
import { parseTranscript } from '../../src/api/transcript';
import type { TranscriptItem } from '../../src/api/types';
import {
  buildCues,
  captionsFor,
  escapeCueText,
  jsonBytes,
  toWebVtt,
  vttTime,
  WEBVTT_HEADER,
} from '../../src/captions/webvtt';
import { replyViolations } from '../../src/emulator/reply-rules';
import { captionDataProblem, readWebVtt } from '../../src/emulator/webvtt-read';
import { buildCatalogue } from '../../src/sim/catalogue';
import { transcriptString } from '../../src/sim/wire';

/** Word items as the API sends them: start and duration in seconds. */
function words(text: string, startSec = 0, wordSec = 0.3, gapSec = 0.05): TranscriptItem[] {
  let at = startSec;
  return text.split(' ').map((w) => {
    const item = { type: 1, text: w, startTimeSec: at, durationSec: wordSec };
    at += wordSec + gapSec;
    return item;
  });
}

describe('cue timing and grouping', () => {
  test('times are the words’ own, relative to the burst, in hh:mm:ss.ttt', () => {
    const cues = buildCues(words('Good morning from the newsroom.', 1.5));
    expect(cues).toHaveLength(1);
    expect(cues[0]).toMatchObject({ startMs: 1500, text: 'Good morning from the newsroom.' });
    // Last word: starts 1.5 + 4 × 0.35 s, lasts 0.3 s.
    expect(cues[0]?.endMs).toBe(3200);
    expect(vttTime(3_723_456)).toBe('01:02:03.456');
    expect(vttTime(-5)).toBe('00:00:00.000');
  });

  test('a sentence end always closes a cue', () => {
    const cues = buildCues(words('Markets fell. Oil rose today.'));
    expect(cues.map((c) => c.text)).toEqual(['Markets fell.', 'Oil rose today.']);
    expect(cues[0]?.endMs).toBeLessThanOrEqual(cues[1]?.startMs ?? 0);
  });

  test('a pause in speech closes a cue; a short cue stays up until the next one at most', () => {
    const items = [...words('And now', 0), ...words('the weather', 2)];
    const cues = buildCues(items);
    expect(cues.map((c) => c.text)).toEqual(['And now', 'the weather']);
    // "And now" is spoken in 0.65 s and shown the minimum 1.2 s, which the next cue allows.
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 1200 });
    const tight = buildCues([...words('Hello.', 0), ...words('Next one', 0.5)]);
    expect(tight[0]).toMatchObject({ text: 'Hello.', endMs: 500 });
  });

  test('cues hold at most two lines of 42 characters and a few seconds', () => {
    const long =
      'the council met on tuesday evening to discuss the new budget for roads and schools and parks and ' +
      'libraries across the whole county and its many small towns and villages';
    const cues = buildCues(words(long, 0, 0.25, 0.02));
    expect(cues.length).toBeGreaterThan(2);
    for (const c of cues) {
      const lines = c.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(42);
      expect(c.endMs - c.startMs).toBeLessThanOrEqual(6000);
    }
    // Nothing lost, nothing repeated, in order.
    expect(cues.map((c) => c.text.replace('\n', ' ')).join(' ')).toBe(long);
    // Two lines are balanced rather than a full line over a stub.
    const two = cues.find((c) => c.text.includes('\n'));
    const [a = '', b = ''] = two?.text.split('\n') ?? [];
    expect(Math.abs(a.length - b.length)).toBeLessThan(15);
  });

  test('phrase-level items share their time among their words; order and junk are handled', () => {
    const cues = buildCues([
      { type: 1, text: 'Second sentence here.', startTimeSec: 4, durationSec: 2 },
      { type: 1, text: 'First\tsentence\nnow.', startTimeSec: 0, durationSec: 3 },
      { type: 1, text: '   ', startTimeSec: 3.5, durationSec: 0.2 },
      { type: 1, text: 'bad', startTimeSec: Number.NaN, durationSec: 1 },
    ]);
    expect(cues.map((c) => c.text)).toEqual(['First sentence now.', 'Second sentence here.']);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 3000 });
    expect(cues[1]).toMatchObject({ startMs: 4000, endMs: 6000 });
  });
});

describe('escaping', () => {
  test('&, < and > are escaped, so "-->" cannot appear in cue text', () => {
    expect(escapeCueText('AT&T <b> a --> b')).toBe('AT&amp;T &lt;b&gt; a --&gt; b');
    const vtt = toWebVtt(buildCues(words('Q&A: is 3 < 4 --> yes.')));
    expect(vtt).toContain('Q&amp;A: is 3 &lt; 4 --&gt; yes.');
    expect(vtt.split('\n').filter((l) => l.includes('-->'))).toHaveLength(1);
    expect(captionDataProblem({ type: 'WEBVTT', content: vtt })).toBeUndefined();
  });

  test('the file is the header, a blank line and blank-line separated cues', () => {
    const vtt = toWebVtt(buildCues(words('One. Two.')));
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:00.350\nOne.\n\n00:00:00.350 --> 00:00:01.550\nTwo.\n',
    );
  });
});

describe('captionsFor: size and missing transcripts', () => {
  const long = words(Array.from({ length: 400 }, (_, i) => `word${i}${i % 9 === 8 ? '.' : ''}`).join(' '));

  test('within the byte budget, keeping the first cues and dropping the later ones', () => {
    const all = captionsFor(long, 1_000_000) ?? '';
    const trimmed = captionsFor(long, 600) ?? '';
    expect(jsonBytes(trimmed)).toBeLessThanOrEqual(600);
    expect(trimmed.length).toBeLessThan(all.length);
    expect(all.startsWith(trimmed)).toBe(true);
    expect(captionDataProblem({ type: 'WEBVTT', content: trimmed })).toBeUndefined();
    // Bytes as JSON: escapes and multi-byte characters count.
    expect(jsonBytes('é\n"')).toBe(6);
  });

  test('nothing when not even one cue fits, or there is no usable transcript', () => {
    expect(captionsFor(long, jsonBytes(WEBVTT_HEADER) + 10)).toBeUndefined();
    expect(captionsFor(undefined, 10_000)).toBeUndefined();
    expect(captionsFor([], 10_000)).toBeUndefined();
    expect(captionsFor([{ type: 1, text: '  ', startTimeSec: 0, durationSec: 1 }], 10_000)).toBeUndefined();
    // A malformed transcript string parses to undefined, which has no captions.
    expect(captionsFor(parseTranscript('[{"text": 1}]'), 10_000)).toBeUndefined();
  });

  test("every simulator burst's transcript makes captions a local Echo accepts", () => {
    const cat = buildCatalogue({ now: Date.UTC(2026, 10, 23) });
    for (const b of cat.stories.slice(0, 40)) {
      const items = parseTranscript(transcriptString(b));
      expect(items?.length).toBeGreaterThan(5);
      const vtt = captionsFor(items, 16_000);
      expect(captionDataProblem({ type: 'WEBVTT', content: vtt })).toBeUndefined();
      const cues = buildCues(items ?? []);
      expect(cues[cues.length - 1]?.endMs).toBeLessThanOrEqual(b.durationSec * 1000 + 1);
    }
  });
});

describe('the local Echo refuses malformed captionData', () => {
  const good = toWebVtt(buildCues(words('Hello there.')));
  test.each([
    [{ type: 'SRT', content: good }, /type must be WEBVTT/],
    [{ type: 'WEBVTT' }, /content must be/],
    [{ type: 'WEBVTT', content: good.replace('WEBVTT', 'VTT') }, /^line 1: No valid signature/],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n00:00.000 --> 00:01.000\nhi\n' },
      /^line 2: No blank line after the signature/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 -> 00:01.000\nhi\n' },
      /^line 4: Cue identifier needs to be followed by timestamp/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:02.000 --> 00:01.000\nhi\n' },
      /^line 3: End timestamp is not greater/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:02.000 --> 00:02.000\nhi\n' },
      /^line 3: End timestamp is not greater/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:02.000 --> 00:03.000\na\n\n00:01.000 --> 00:04.000\nb\n' },
      /^line 6: Start timestamp is not greater than or equal to start timestamp of previous cue/,
    ],
    [{ type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\nAT&T\n' }, /^line 4: Incorrect escape/],
    // The line of an error in the cue text is the one it is on, not where the cue ends.
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\nfine\nAT&T\nfine\n' },
      /^line 5: Incorrect escape/,
    ],
    // Only WebVTT's own references, whole: webvtt-parser's default table would read "&ampx;" as "&x;".
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\n&ampx; &eacute;\n' },
      /^line 4: Incorrect escape/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\n3 < 4\n' },
      /^line 4: Only <v> and <lang>/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\n<x>hi</x>\n' },
      /^line 4: Incorrect start tag/,
    ],
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\na --> b\n' },
      /^line 4: Blank line missing/,
    ],
    // What webvtt-parser lets through: an hour of one digit.
    [
      { type: 'WEBVTT', content: 'WEBVTT\n\n0:00:00.000 --> 00:00:01.000\nhi\n' },
      /^line 3: hours must have two digits/,
    ],
    [{ type: 'WEBVTT', content: 'WEBVTT\n' }, /without a cue/],
  ])('%j', (captionData, why) => {
    expect(captionDataProblem(captionData)).toMatch(why);
    const reply = {
      version: '1.0',
      response: {
        shouldEndSession: true,
        directives: [
          {
            type: 'AudioPlayer.Play',
            playBehavior: 'REPLACE_ALL',
            audioItem: {
              stream: { url: 'https://a.example/x.mp3', token: 't', offsetInMilliseconds: 0, captionData },
            },
          },
        ],
      },
    } as unknown as ResponseEnvelope;
    expect(replyViolations('IntentRequest', reply, true).join()).toMatch(/bad captionData/);
  });

  test('tags, character references, a NOTE block and hour-less times are fine; the cues as shown', () => {
    const content =
      'WEBVTT - burst\n\nNOTE made here\n\nid-1\n00:00.000 --> 00:01.000 align:start\n<v Anna>Hi &amp; bye</v>\n\n' +
      '00:01.000 --> 100:00:00.000\n&lt;b&gt; &#65;&nbsp;<i>x</i>&lrm;\nnext <00:02.000>line\n';
    expect(captionDataProblem({ type: 'WEBVTT', content })).toBeUndefined();
    expect(readWebVtt(content)).toEqual({
      cues: [
        { startMs: 0, endMs: 1000, text: 'Hi & bye' },
        { startMs: 1000, endMs: 360_000_000, text: '<b> A\u00a0x\nnext line' },
      ],
    });
    expect(readWebVtt(content.replace(/\n/g, '\r\n'))).toEqual(readWebVtt(content));
  });
});
