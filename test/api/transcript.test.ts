import { parseTranscript } from '../../src/api/transcript';

describe('parseTranscript', () => {
  it('parses the JSON-array string with start_time', () => {
    const raw = JSON.stringify([
      { type: 1, text: 'Hello', start_time: 0.1, duration: 0.3, confidence: 0.9 },
      { type: 2, text: 'world', start_time: 0.4, duration: 0.2 },
    ]);
    expect(parseTranscript(raw)).toEqual([
      { type: 1, text: 'Hello', startTimeSec: 0.1, durationSec: 0.3, confidence: 0.9 },
      { type: 2, text: 'world', startTimeSec: 0.4, durationSec: 0.2 },
    ]);
  });

  it('also accepts startTime (the field table name)', () => {
    const raw = JSON.stringify([{ type: 1, text: 'Hi', startTime: 2.5, duration: 1 }]);
    expect(parseTranscript(raw)).toEqual([{ type: 1, text: 'Hi', startTimeSec: 2.5, durationSec: 1 }]);
  });

  it('defaults a missing type and duration to 0', () => {
    expect(parseTranscript('[{"text":"x","start_time":1}]')).toEqual([
      { type: 0, text: 'x', startTimeSec: 1, durationSec: 0 },
    ]);
  });

  it('accepts an empty array', () => {
    expect(parseTranscript('[]')).toEqual([]);
  });

  it.each([
    ['malformed JSON', '[{"text": "x", "start_time": 1'],
    ['an object, not an array', '{"text":"x","start_time":1}'],
    ['an item without a start time', '[{"text":"x"}]'],
    ['an item without text', '[{"start_time":1}]'],
    ['a non-object item', '[1, 2]'],
    ['an empty string', ''],
  ])('returns undefined for %s', (_label, raw) => {
    expect(parseTranscript(raw)).toBeUndefined();
  });

  it('returns undefined for null and for an already-parsed array (not a string)', () => {
    expect(parseTranscript(null)).toBeUndefined();
    expect(parseTranscript([{ text: 'x', start_time: 1 }])).toBeUndefined();
  });
});
