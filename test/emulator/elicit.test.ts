// The answer to Dialog.ElicitSlot as the local Echo resolves it (src/emulator/elicit.ts and the
// resolver): the elicited slot's samples fill it, built-ins and exit words keep their meaning, a
// request with more words of its own than any answer form wins, the usual resolution otherwise.
import { answerElicitation, matchSlotSamples } from '../../src/emulator/elicit';
import { literalLength } from '../../src/model/resolve-utterance';
import { PhraseResolver, type Resolution } from '../../src/emulator/phrases';
import { FIXTURE_MODEL } from './dialog-fixtures';

const resolver = new PhraseResolver('en-US', FIXTURE_MODEL);
const WEATHER = { intent: 'WeatherIntent', slot: 'station' };
const SEARCH = { intent: 'SearchIntent', slot: 'query' };

type IntentResolution = Extract<Resolution, { kind: 'intent' }>;
const asIntent = (r: Resolution): IntentResolution => {
  if (r.kind !== 'intent') throw new Error(`expected an intent, got ${r.kind}`);
  return r;
};

describe('the answer fills the elicited slot', () => {
  test('a bare value of a custom type resolves to its name and id', () => {
    expect(resolver.resolve('kvtr', WEATHER)).toMatchObject({
      intent: 'WeatherIntent',
      slots: { station: { value: 'kvtr', name: 'kvtr public radio', id: '101' } },
      oneShot: false,
      source: 'model',
      sample: '{station}',
      dialogState: 'IN_PROGRESS',
    });
  });

  test('an answer form ("use X", "the X") fills it too; "please" is not part of it', () => {
    expect(resolver.resolve('use wbrn news radio', WEATHER)).toMatchObject({
      slots: { station: { value: 'wbrn news radio', id: '102' } },
      sample: 'use {station}',
      dialogState: 'IN_PROGRESS',
    });
    expect(resolver.resolve('Alexa, the KVTR public radio, please', WEATHER)).toMatchObject({
      intent: 'WeatherIntent',
      slots: { station: { id: '101' } },
      dialogState: 'IN_PROGRESS',
    });
  });

  test('words that match no value still fill the slot, raw and without an id', () => {
    const r = asIntent(resolver.resolve('morning jazz radio', WEATHER));
    expect(r).toMatchObject({
      intent: 'WeatherIntent',
      source: 'model-no-match',
      dialogState: 'IN_PROGRESS',
    });
    expect(r.slots).toEqual({ station: 'morning jazz radio' });
  });

  test('a search query takes any words, even a category name', () => {
    const r = asIntent(resolver.resolve('sports', SEARCH));
    expect(r).toMatchObject({
      intent: 'SearchIntent',
      slots: { query: 'sports' },
      dialogState: 'IN_PROGRESS',
    });
    expect(asIntent(resolver.resolve('about electric cars', SEARCH)).slots).toEqual({
      query: 'electric cars',
    });
  });

  test("the elicited intent's own sample answers too, IN_PROGRESS", () => {
    expect(resolver.resolve('weather from kvtr', WEATHER)).toMatchObject({
      intent: 'WeatherIntent',
      sample: 'weather from {station}',
      slots: { station: { id: '101' } },
      dialogState: 'IN_PROGRESS',
    });
  });

  test('without a pending question the same words are no answer', () => {
    const r = asIntent(resolver.resolve('kvtr'));
    expect(r.intent).not.toBe('WeatherIntent');
    expect(r.dialogState).toBeUndefined();
  });
});

describe('what keeps its meaning while a slot is asked for', () => {
  test.each([
    ['stop', 'AMAZON.StopIntent'],
    ['cancel', 'AMAZON.CancelIntent'],
    ['help', 'AMAZON.HelpIntent'],
    ['pause', 'AMAZON.PauseIntent'],
    ['yes', 'AMAZON.YesIntent'],
    ['no', 'AMAZON.NoIntent'],
    ['stop please', 'AMAZON.StopIntent'],
  ])('"%s" is still %s', (text, intent) => {
    for (const elicit of [WEATHER, SEARCH]) {
      const r = asIntent(resolver.resolve(text, elicit));
      expect(r).toMatchObject({ intent, source: 'built-in' });
      expect(r.dialogState).toBeUndefined();
    }
  });

  test('exit words, launch and one-shot forms', () => {
    expect(resolver.resolve('exit', SEARCH).kind).toBe('exit');
    expect(resolver.resolve('open burst voice', SEARCH).kind).toBe('launch');
    expect(resolver.resolve('ask burst voice to play the news', SEARCH)).toMatchObject({
      intent: 'TopStoriesIntent',
      oneShot: true,
    });
  });

  test("another intent's sample wins only with more literal words than the answer form", () => {
    // "play the news" (13 literal characters) beats "{query}" (none).
    const news = asIntent(resolver.resolve('play the news', SEARCH));
    expect(news).toMatchObject({ intent: 'TopStoriesIntent', source: 'model' });
    expect(news.dialogState).toBeUndefined();
    expect(resolver.resolve('play sports', SEARCH)).toMatchObject({ intent: 'CategoryIntent' });
    expect(resolver.resolve('play the news', WEATHER)).toMatchObject({ intent: 'TopStoriesIntent' });
    // "the sports news" is CategoryIntent's answer form only: as an answer for the weather, "the
    // {station}" takes the rest raw; no intent sample matches it.
    expect(resolver.resolve('the sports news', WEATHER)).toMatchObject({
      intent: 'WeatherIntent',
      slots: { station: 'sports news' },
    });
  });
});

describe('the pure matcher', () => {
  test('literal length and slot samples', () => {
    expect(literalLength('use {station}')).toBe(4);
    expect(literalLength('{station}')).toBe(0);
    expect(matchSlotSamples(FIXTURE_MODEL, WEATHER, 'use kvtr')?.match.sample).toBe('use {station}');
    // An intent or slot without samples gives nothing to match.
    expect(
      matchSlotSamples(FIXTURE_MODEL, { intent: 'SourceIntent', slot: 'source' }, 'kvtr'),
    ).toBeUndefined();
    expect(matchSlotSamples(FIXTURE_MODEL, { intent: 'NoSuchIntent', slot: 'x' }, 'kvtr')).toBeUndefined();
  });

  test('an entity match is preferred to raw words, whatever the literal length', () => {
    // "the kvtr" could be "the {station}" with a value, or "{station}" raw: the value wins.
    const a = answerElicitation(FIXTURE_MODEL, WEATHER, 'the kvtr');
    expect(a).toMatchObject({
      answersElicitation: true,
      entityMatch: true,
      match: { sample: 'the {station}' },
    });
  });
});

describe('the en-US model', () => {
  const en = new PhraseResolver('en-US');
  test.each([
    ['kvtr public radio', { intent: 'WeatherIntent', slot: 'station' }, 'WeatherIntent'],
    ['sports', { intent: 'SearchIntent', slot: 'query' }, 'SearchIntent'],
    ['sports', { intent: 'CategoryIntent', slot: 'category' }, 'CategoryIntent'],
    ['electric cars', { intent: 'FollowIntent', slot: 'topic' }, 'FollowIntent'],
    ['play the news', { intent: 'SearchIntent', slot: 'query' }, 'TopStoriesIntent'],
  ])('"%s" while %o is asked for → %s', (text, elicit, intent) => {
    expect(en.resolve(text, elicit)).toMatchObject({ intent });
  });

  test('a station answer carries its id', () => {
    expect(en.resolve('kvtr public radio', { intent: 'SetStationIntent', slot: 'station' })).toMatchObject({
      slots: { station: { id: '101' } },
      dialogState: 'IN_PROGRESS',
    });
  });
});
