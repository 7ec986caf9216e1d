// The length a listener gives (src/skill/length.ts): ISO 8601 durations as AMAZON.DURATION sends
// them, a routine's minutes, and what is done with lengths the skill does not offer.
import {
  LONGEST_SEC,
  QUICK_SEC,
  SHORTEST_SEC,
  lengthFromMinutes,
  lengthFromSlot,
} from '../../src/skill/length';
import { isoSeconds } from '../../src/model/duration-words';

describe('isoSeconds', () => {
  it.each([
    ['PT5M', 300],
    ['PT45S', 45],
    ['PT1H30M', 5400],
    ['PT1M30S', 90],
    ['PT90S', 90],
    ['PT0M', 0],
    ['PT100H', 360_000],
    ['P3D', 259_200],
    ['P2W', 1_209_600],
    ['P1M', 2_592_000],
    ['PT0.5H', 1800],
    ['pt10m', 600],
  ])('%s is %d s', (iso, sec) => {
    expect(isoSeconds(iso)).toBe(sec);
  });

  // Alexa may send "?" for a number it did not catch ("PT?M").
  it.each([
    '?',
    '',
    'P',
    'PT',
    'five minutes',
    '5',
    'PT5',
    'T5M',
    '-PT5M',
    'PT5M5H',
    'P1DT',
    'PT?M',
    'P?D',
    'PT5X',
  ])('refuses %j', (value) => {
    expect(isoSeconds(value)).toBeUndefined();
  });
});

describe('lengthFromSlot', () => {
  it('takes a length the skill offers as said', () => {
    expect(lengthFromSlot('PT5M')).toEqual({ sec: 300 });
    expect(lengthFromSlot('PT1H')).toEqual({ sec: 3600 });
  });

  it('clamps too long and too short, and says so', () => {
    expect(lengthFromSlot('PT100H')).toEqual({ sec: LONGEST_SEC, adjusted: 'too-long' });
    expect(lengthFromSlot('P3D')).toEqual({ sec: LONGEST_SEC, adjusted: 'too-long' });
    expect(lengthFromSlot('PT1S')).toEqual({ sec: SHORTEST_SEC, adjusted: 'too-short' });
  });

  it('makes zero, and what Alexa could not read, the quick length', () => {
    expect(lengthFromSlot('PT0M')).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
    expect(lengthFromSlot('?')).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
  });

  it('is absent when the slot was not said', () => {
    expect(lengthFromSlot(undefined)).toBeUndefined();
    expect(lengthFromSlot('  ')).toBeUndefined();
  });
});

describe('lengthFromMinutes (routine input)', () => {
  it('reads numbers and numeric text', () => {
    expect(lengthFromMinutes(5)).toEqual({ sec: 300 });
    expect(lengthFromMinutes('10')).toEqual({ sec: 600 });
    expect(lengthFromMinutes(2.5)).toEqual({ sec: 150 });
  });

  it('clamps and marks what it cannot use', () => {
    expect(lengthFromMinutes(500)).toEqual({ sec: LONGEST_SEC, adjusted: 'too-long' });
    expect(lengthFromMinutes(-3)).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
    expect(lengthFromMinutes('abc')).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
    expect(lengthFromMinutes({})).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
    expect(lengthFromMinutes(Number.POSITIVE_INFINITY)).toEqual({ sec: QUICK_SEC, adjusted: 'unclear' });
    expect(lengthFromMinutes(undefined)).toBeUndefined();
    expect(lengthFromMinutes(null)).toBeUndefined();
  });
});
