import { BUILT_IN_INTENTS, CONTRACT_INTENT_NAMES, SUPPORTED_LOCALES } from '../../src/model/contract';
import { loadInteractionModel } from '../../src/model/load-model';
import type { InteractionModel } from '../../src/model/model-types';
import { BUILT_IN_PHRASES, PhraseResolver, resolvePhrase, type Resolution } from '../../src/emulator/phrases';

type IntentResolution = Extract<Resolution, { kind: 'intent' }>;

function asIntent(r: Resolution): IntentResolution {
  if (r.kind !== 'intent') throw new Error(`expected an intent, got ${r.kind}`);
  return r;
}

/**
 * A sample with each slot filled: a custom slot with its first value, a duration with "five
 * minutes", a search query with words.
 */
function fill(model: InteractionModel, intentName: string, sample: string): string {
  const lm = model.interactionModel.languageModel;
  const intent = lm.intents.find((i) => i.name === intentName);
  return sample.replace(/\{(\w+)\}/g, (_m, slot: string) => {
    const type = intent?.slots?.find((s) => s.name === slot)?.type;
    if (type === 'AMAZON.DURATION') return 'five minutes';
    const custom = lm.types?.find((t) => t.name === type);
    return custom ? (custom.values[0]?.name.value ?? 'x') : 'electric cars';
  });
}

describe.each(SUPPORTED_LOCALES)('%s model', (locale) => {
  const model = loadInteractionModel(locale);
  const resolver = new PhraseResolver(locale);

  test.each(CONTRACT_INTENT_NAMES)('every sample of %s resolves to it', (name) => {
    const intent = model.interactionModel.languageModel.intents.find((i) => i.name === name);
    expect(intent?.samples.length).toBeGreaterThan(0);
    const wrong = (intent?.samples ?? [])
      .map((s) => fill(model, name, s))
      .map((text) => ({ text, got: asIntent(resolver.resolve(text)).intent }))
      .filter((r) => r.got !== name);
    expect(wrong).toEqual([]);
  });

  test('every built-in phrasing resolves to its built-in', () => {
    const wrong = Object.entries(BUILT_IN_PHRASES).flatMap(([intent, phrases]) =>
      phrases
        .map((p) => ({ p, r: asIntent(resolver.resolve(p)) }))
        .filter(({ r }) => r.intent !== intent || r.source !== 'built-in')
        .map(({ p, r }) => `${p} → ${r.intent}`),
    );
    expect(wrong).toEqual([]);
  });

  test('the resolver reports its locale and requests carry it', () => {
    expect(resolver.locale).toBe(locale);
  });
});

test('every built-in intent except Fallback has phrasings, and Fallback is what no phrase reaches', () => {
  for (const name of BUILT_IN_INTENTS) {
    if (name === 'AMAZON.FallbackIntent') expect(BUILT_IN_PHRASES[name]).toBeUndefined();
    else expect(BUILT_IN_PHRASES[name]?.length).toBeGreaterThan(0);
  }
});

describe('slot capture and entity resolution', () => {
  test('a custom value by synonym resolves to its canonical name and id', () => {
    const r = asIntent(resolvePhrase('play the markets'));
    expect(r.intent).toBe('CategoryIntent');
    expect(r.slots.category).toEqual({ value: 'the markets', name: 'business', id: '3' });
  });

  test('spoken-letter synonyms of a station resolve (SOURCE_NAME)', () => {
    const r = asIntent(resolvePhrase('play bursts from harbor f m'));
    expect(r).toMatchObject({ intent: 'SourceIntent', source: 'model' });
    expect(r.slots.source).toEqual({ value: 'harbor f m', name: 'harbour fm', id: '109' });
  });

  test('an optional slot is captured when said and absent otherwise', () => {
    const withStation = asIntent(resolvePhrase("what's the weather on kvtr"));
    const without = asIntent(resolvePhrase("what's the weather"));
    expect(without).toMatchObject({ intent: 'WeatherIntent', slots: {} });
    // Either a sample with {station} matched, or none did: never a different intent.
    if (withStation.intent === 'WeatherIntent') {
      expect(withStation.slots.station).toMatchObject({ id: '101' });
    } else {
      expect(withStation.intent).toBe('AMAZON.FallbackIntent');
    }
  });

  test('AMAZON.SearchQuery takes the words after the carrier phrase, as said', () => {
    const r = asIntent(resolvePhrase('Search for Electric Cars!'));
    expect(r).toMatchObject({ intent: 'SearchIntent', slots: { query: 'electric cars' } });
    const latest = asIntent(resolvePhrase("what's the latest on the mars mission"));
    expect(latest).toMatchObject({ intent: 'LatestIntent', slots: { query: 'the mars mission' } });
  });

  test('words that match no value still fill the slot, without an id (ER_SUCCESS_NO_MATCH)', () => {
    const r = asIntent(resolvePhrase('play bursts from pirate radio'));
    expect(r).toMatchObject({ intent: 'SourceIntent', source: 'model-no-match' });
    expect(r.slots.source).toBe('pirate radio');
  });

  test('the en-GB model has its own values ("sport")', () => {
    const r = asIntent(resolvePhrase('play sport', 'en-GB'));
    expect(r.intent).toBe('CategoryIntent');
    expect(r.slots.category).toMatchObject({ id: '10' });
  });
});

describe('invocation forms', () => {
  test.each([
    'open burst voice',
    'launch burst voice',
    'start burst voice',
    'Alexa, open Burst Voice.',
    'ask burst voice',
  ])('"%s" launches the skill', (text) => {
    expect(resolvePhrase(text)).toEqual({ kind: 'launch', text });
  });

  test.each([
    ['ask burst voice to play sports', 'CategoryIntent'],
    ['tell burst voice to play the news', 'TopStoriesIntent'],
    ['ask burst voice for the news', 'TopStoriesIntent'],
    ["ask burst voice what's trending", 'TrendingIntent'],
    ['ask burst voice about electric cars', 'SearchIntent'],
    ['play sports on burst voice', 'CategoryIntent'],
    ['Alexa, ask burst voice to play the headlines, please', 'QuickUpdateIntent'],
    ['ask burst voice to play five minutes of news', 'TopStoriesIntent'],
    ['ask burst voice how much is left', 'TimeLeftIntent'],
  ])('"%s" is a one-shot %s', (text, intent) => {
    expect(asIntent(resolvePhrase(text))).toMatchObject({ intent, oneShot: true });
  });

  test('a phrase without the invocation name is not one-shot', () => {
    expect(asIntent(resolvePhrase('play the news'))).toMatchObject({
      intent: 'TopStoriesIntent',
      oneShot: false,
    });
  });

  test('"exit" closes the session', () => {
    expect(resolvePhrase('exit').kind).toBe('exit');
  });
});

describe('fallback', () => {
  test.each(['blah blah', 'order me a pizza', 'ask burst voice to order me a pizza', ''])(
    '"%s" → AMAZON.FallbackIntent',
    (text) => {
      expect(asIntent(resolvePhrase(text))).toMatchObject({
        intent: 'AMAZON.FallbackIntent',
        source: 'fallback',
      });
    },
  );
});

test('an unsupported locale is refused with the supported list', () => {
  expect(() => new PhraseResolver('de-DE')).toThrow(/en-US, en-GB/);
});
