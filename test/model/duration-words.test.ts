// The spoken-duration parser behind the local Echo's AMAZON.DURATION slot (issue 37).
import { durationParts, isoDuration, spokenDuration } from '../../src/model/duration-words';

describe('spokenDuration', () => {
  test.each([
    ['five minutes', 'PT5M'],
    ['ten minutes', 'PT10M'],
    ['fifteen minutes', 'PT15M'],
    ['twenty five minutes', 'PT25M'],
    ['twenty-five minutes', 'PT25M'],
    ['ninety nine seconds', 'PT99S'],
    ['5 minutes', 'PT5M'],
    ['one minute', 'PT1M'],
    ['a minute', 'PT1M'],
    ['an hour', 'PT1H'],
    ['a second', 'PT1S'],
    ['zero minutes', 'PT0M'],
    ['ninety seconds', 'PT90S'],
    ['a hundred hours', 'PT100H'],
    ['one hundred and twenty seconds', 'PT120S'],
    ['two hundred minutes', 'PT200M'],
    ['three days', 'P3D'],
    ['two weeks', 'P2W'],
    ['six months', 'P6M'],
    ['a year', 'P1Y'],
    ['half an hour', 'PT30M'],
    ['half a minute', 'PT30S'],
    ['half a day', 'PT12H'],
    ['an hour and a half', 'PT1H30M'],
    ['a minute and a half', 'PT1M30S'],
    ['two and a half hours', 'PT2H30M'],
    ['a quarter of an hour', 'PT15M'],
    ['a quarter hour', 'PT15M'],
    ['three quarters of an hour', 'PT45M'],
    ['one hour ten minutes', 'PT1H10M'],
    ['one hour and ten minutes', 'PT1H10M'],
    ['two hours five minutes and ten seconds', 'PT2H5M10S'],
    ['a day and two hours', 'P1DT2H'],
    ['a week and two days', 'P9D'],
    ['twenty mins', 'PT20M'],
  ])('"%s" → %s', (said, iso) => {
    expect(spokenDuration(said)).toBe(iso);
  });

  test.each([
    'news',
    'tech',
    'electric cars',
    'the news',
    'minutes',
    'a',
    'five',
    'five apples',
    'for five minutes',
    'five minutes of news',
    'ten minutes and an hour',
    'five minutes five minutes',
    'a week and a half',
    'twenty hundred minutes',
    '',
  ])('"%s" is not a duration', (said) => {
    expect(spokenDuration(said)).toBeUndefined();
  });
});

describe('the ISO helpers', () => {
  test('isoDuration writes date and time parts in order and folds weeks beside days', () => {
    expect(isoDuration({ hours: 1, minutes: 30 })).toBe('PT1H30M');
    expect(isoDuration({ weeks: 2 })).toBe('P2W');
    expect(isoDuration({ weeks: 1, days: 1, hours: 3 })).toBe('P8DT3H');
    expect(durationParts('an hour and a half')).toEqual({ hours: 1, minutes: 30 });
  });
});
