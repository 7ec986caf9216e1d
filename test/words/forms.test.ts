// The chain's parts that read words by their form, not from a list (issue 56): the listener's
// situation, a place of their own, and days and spans of time.
import { placeIn } from '../../src/words/place';
import { situationIn } from '../../src/words/situation';
import { fromDateIn } from '../../src/words/time';
import { understandTopic, understandWords, wordsOf } from '../../src/words/understand';

describe('situationIn: words about the listener', () => {
  test.each([
    ['news while i cook', 'while i cook', 'news'],
    ['sport as we drive to the coast', 'as we drive to the coast', 'sport'],
    ['something on the dodgers for the drive home', 'for the drive home', 'something on the dodgers'],
    ['the headlines before i head out', 'before i head out', 'the headlines'],
    ['tech news during my commute', 'during my commute', 'tech news'],
    ['while im making dinner play the news', 'while im making dinner', 'play the news'],
    ['something to fall asleep to', 'to fall asleep to', 'something'],
  ])('"%s": "%s" set aside', (said, situation, rest) => {
    const s = situationIn(wordsOf(said));
    expect(s.situation).toBe(situation);
    expect(s.rest.join(' ')).toBe(rest);
  });
  test.each(['news before the election', 'stories about the school run strike', 'the bus strike', 'cooking'])(
    '"%s": no situation (the words are the content)',
    (said) => {
      expect(situationIn(wordsOf(said)).situation).toBeUndefined();
    },
  );
});

describe("placeIn: a place of the listener's own", () => {
  test.each([
    'news from around my town',
    'whats happening in my neighbourhood',
    'news round here',
    'stuff from where i live',
    'our local area',
  ])('"%s" is local', (said) => {
    expect(placeIn(wordsOf(said))).toBeDefined();
  });
  test.each(['news about the town hall', 'city news', 'here comes the sun'])('"%s" is not', (said) => {
    expect(placeIn(wordsOf(said))).toBeUndefined();
  });
});

describe('days and spans', () => {
  // Tuesday 24 November 2026, 15:00 UTC; and Saturday 28 November.
  const tuesday = new Date(Date.UTC(2026, 10, 24, 15));
  const saturday = new Date(Date.UTC(2026, 10, 28, 15));
  test('a weekday is its last start, today on the day itself', () => {
    expect(fromDateIn('monday', tuesday, 'Europe/London')).toBe('2026-11-23T00:00:00.000Z');
    expect(fromDateIn('tuesday', tuesday, 'Europe/London')).toBe('2026-11-24T00:00:00.000Z');
    expect(fromDateIn('wednesday', tuesday, 'Europe/London')).toBe('2026-11-18T00:00:00.000Z');
  });
  test("the weekend starts on the last Saturday, in the listener's zone", () => {
    expect(fromDateIn('weekend', tuesday, 'America/Los_Angeles')).toBe('2026-11-21T08:00:00.000Z');
    expect(fromDateIn('weekend', saturday, 'Europe/London')).toBe('2026-11-28T00:00:00.000Z');
  });
  test('the last few days start three days back', () => {
    expect(fromDateIn('last few days', tuesday, 'Asia/Kolkata')).toBe('2026-11-20T18:30:00.000Z');
  });
  test('a weekday alone is a topic, after a word of time a time', () => {
    expect(understandWords('cyber monday deals').time).toBeUndefined();
    expect(understandWords('news since monday').time).toBe('monday');
    expect(understandWords("wednesday's news").time).toBe('wednesday');
    expect(understandTopic('ozempic from thursday').time).toBe('thursday');
  });
  test('a lead and a possessive s belong to any time', () => {
    expect(understandTopic('egg prices from the last few days').target).toEqual({
      kind: 'search',
      query: 'egg prices',
      lookup: false,
    });
    expect(understandWords("last night's news").time).toBe('last night');
    expect(understandWords('news over the weekend').time).toBe('weekend');
  });
});
