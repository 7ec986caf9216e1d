// Issue 37, "five minutes of news": the voice contract of time-boxed requests in all five English
// models, and how the local Echo resolves them (AMAZON.DURATION as Alexa sends it, ISO-8601).
import {
  CONTRACT_INTENTS,
  DURATION_SLOT_TYPE,
  ELICITED_SLOTS,
  SUPPORTED_LOCALES,
  TOPIC_SLOT_TYPE,
} from '../../src/model/contract';
import { lintInteractionModel } from '../../src/model/lint-model';
import { loadInteractionModel } from '../../src/model/load-model';
import { matchUtterance, resolveUtterance } from '../../src/model/resolve-utterance';
import { intentRequest } from '../../src/emulator/envelopes';
import { PhraseResolver, type Resolution } from '../../src/emulator/phrases';

type IntentResolution = Extract<Resolution, { kind: 'intent' }>;

function asIntent(r: Resolution): IntentResolution {
  if (r.kind !== 'intent') throw new Error(`expected an intent, got ${r.kind}`);
  return r;
}

/** A slot as the resolver reports it: the ISO string, or a custom value with its id. */
function slotValue(r: IntentResolution, name: string): string | undefined {
  const s = r.slots[name];
  return typeof s === 'string' ? s : s?.value;
}
function slotId(r: IntentResolution, name: string): string | undefined {
  const s = r.slots[name];
  return typeof s === 'string' ? undefined : s?.id;
}

test('the contract declares the new intents and the length slots', () => {
  expect(CONTRACT_INTENTS.TopStoriesIntent).toEqual({ length: { type: DURATION_SLOT_TYPE, optional: true } });
  expect(CONTRACT_INTENTS.CategoryIntent.length).toEqual({ type: DURATION_SLOT_TYPE, optional: true });
  expect(CONTRACT_INTENTS.PlayFollowsIntent).toEqual({
    length: { type: DURATION_SLOT_TYPE, optional: true },
  });
  expect(CONTRACT_INTENTS.TimedTopicIntent).toEqual({
    length: { type: 'AMAZON.DURATION', optional: false },
    topic: { type: 'TOPIC_NAME', optional: false },
  });
  expect(CONTRACT_INTENTS.QuickUpdateIntent).toEqual({});
  expect(CONTRACT_INTENTS.TimeLeftIntent).toEqual({});
  expect(TOPIC_SLOT_TYPE).not.toBe('AMAZON.SearchQuery');
});

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  const model = loadInteractionModel(locale);
  const lm = model.interactionModel.languageModel;
  const resolver = new PhraseResolver(locale);
  const intentOf = (name: string) => lm.intents.find((i) => i.name === name);

  test('the model passes every lint rule', () => {
    expect(lintInteractionModel(model)).toEqual([]);
  });

  test.each([
    ['ask burst voice to play five minutes of news', 'TopStoriesIntent', 'PT5M', true],
    ['ask burst voice for five minutes of news', 'TopStoriesIntent', 'PT5M', true],
    ['Alexa, ask Burst Voice for half an hour of the news', 'TopStoriesIntent', 'PT30M', true],
    ['five minutes of news', 'TopStoriesIntent', 'PT5M', false],
    ['play five minutes of news', 'TopStoriesIntent', 'PT5M', false],
    ['give me ten minutes of tech news', 'CategoryIntent', 'PT10M', false],
    ['play a quarter of an hour of tech news', 'CategoryIntent', 'PT15M', false],
    ['play fifteen minutes about electric cars', 'TimedTopicIntent', 'PT15M', false],
    ['ask burst voice for an hour and a half about climate change', 'TimedTopicIntent', 'PT1H30M', true],
    ['five minutes of my topics', 'PlayFollowsIntent', 'PT5M', false],
    ['ask burst voice to play twenty minutes of my topics', 'PlayFollowsIntent', 'PT20M', true],
  ])('"%s" → %s with length %s', (text, intent, iso, oneShot) => {
    const r = asIntent(resolver.resolve(text));
    expect(r).toMatchObject({ intent, oneShot, source: 'model' });
    expect(r.slots.length).toBe(iso);
  });

  test('the category and the topic of a time-boxed request resolve to their values', () => {
    const cat = asIntent(resolver.resolve('give me ten minutes of tech news'));
    expect(slotId(cat, 'category')).toBe('5');
    const topic = asIntent(resolver.resolve('play fifteen minutes about electric cars'));
    expect(slotValue(topic, 'topic')).toBe('electric cars');
    expect(slotId(topic, 'topic')).toBe('electric_cars');
    const synonym = asIntent(resolver.resolve('five minutes about e v s'));
    expect(synonym.slots.topic).toMatchObject({ value: 'e v s', name: 'electric cars' });
  });

  test('a topic outside TOPIC_NAME still fills the slot, without an id (ER_SUCCESS_NO_MATCH)', () => {
    const r = asIntent(resolver.resolve('play ten minutes about zebra crossings'));
    expect(r).toMatchObject({ intent: 'TimedTopicIntent', source: 'model-no-match' });
    expect(r.slots).toEqual({ length: 'PT10M', topic: 'zebra crossings' });
  });

  test.each([
    ['give me a quick update', 'QuickUpdateIntent'],
    ['the headlines', 'QuickUpdateIntent'],
    ['play the headlines', 'QuickUpdateIntent'],
    ['ask burst voice for a quick update', 'QuickUpdateIntent'],
    ['how much is left', 'TimeLeftIntent'],
    ['how much time is left', 'TimeLeftIntent'],
    ['ask burst voice how much is left', 'TimeLeftIntent'],
  ])('"%s" → %s, with no slots', (text, intent) => {
    const r = asIntent(resolver.resolve(text));
    expect(r).toMatchObject({ intent, source: 'model', slots: {} });
  });

  test('requests without a length keep their old meaning', () => {
    expect(asIntent(resolver.resolve('play the news'))).toMatchObject({
      intent: 'TopStoriesIntent',
      slots: {},
    });
    const tech = asIntent(resolver.resolve('play tech'));
    expect(tech.intent).toBe('CategoryIntent');
    expect(Object.keys(tech.slots)).toEqual(['category']);
    expect(asIntent(resolver.resolve('play my topics'))).toMatchObject({
      intent: 'PlayFollowsIntent',
      slots: {},
    });
    expect(asIntent(resolver.resolve('play bursts about electric cars')).intent).toBe('SearchIntent');
  });

  test('a DURATION capture takes only words that are a duration', () => {
    // "play {length} of …" never takes "lots" or "plenty" as a length, and "play {category}" never
    // takes "five minutes of news" as a category (custom values must match).
    for (const text of ['play lots of news', 'play five minutes of news', 'give me plenty of tech news']) {
      const got = matchUtterance(model, text);
      expect(got.filter((m) => m.slots.length && !/^PT?\d/.test(m.slots.length.value))).toEqual([]);
      expect(got.map((m) => m.sample)).not.toContain('play {category}');
    }
    expect(resolveUtterance(model, 'play lots of news')).toBeUndefined();
    expect(resolveUtterance(model, 'five apples of news')).toBeUndefined();
    // Where "{length} of {category}" also fits ("news" is a synonym of top stories), the literal
    // sample of TopStoriesIntent wins.
    expect(resolveUtterance(model, 'play five minutes of news')).toMatchObject({
      intent: 'TopStoriesIntent',
      sample: 'play {length} of news',
    });
  });

  test('the IntentRequest carries the ISO duration without resolutions, a topic with them', () => {
    const r = asIntent(resolver.resolve('play fifteen minutes about electric cars'));
    const req = intentRequest(r.intent, r.slots, locale) as {
      intent: { name: string; slots: Record<string, Record<string, unknown>> };
    };
    expect(req.intent.name).toBe('TimedTopicIntent');
    expect(req.intent.slots.length).toEqual({ name: 'length', value: 'PT15M', confirmationStatus: 'NONE' });
    expect(req.intent.slots.topic).toMatchObject({
      name: 'topic',
      value: 'electric cars',
      resolutions: {
        resolutionsPerAuthority: [
          {
            status: { code: 'ER_SUCCESS_MATCH' },
            values: [{ value: { name: 'electric cars', id: 'electric_cars' } }],
          },
        ],
      },
    });
    const news = asIntent(resolver.resolve('ask burst voice to play five minutes of news'));
    const top = intentRequest(news.intent, news.slots, locale) as {
      intent: { slots: Record<string, unknown> };
    };
    expect(top.intent.slots).toEqual({
      length: { name: 'length', value: 'PT5M', confirmationStatus: 'NONE' },
    });
  });

  test('bare answers to "which category?" are unaffected by the length slot', () => {
    const ask = { intent: 'CategoryIntent', slot: ELICITED_SLOTS.CategoryIntent };
    const tech = asIntent(resolver.resolve('tech', ask));
    expect(tech).toMatchObject({ intent: 'CategoryIntent', dialogState: 'IN_PROGRESS' });
    expect(Object.keys(tech.slots)).toEqual(['category']);
    expect(slotId(tech, 'category')).toBe('5');
    const business = asIntent(resolver.resolve('business news', ask));
    expect(business).toMatchObject({ intent: 'CategoryIntent', dialogState: 'IN_PROGRESS' });
    expect(slotId(business, 'category')).toBe('3');
    // A time-boxed answer is the same intent, with its length.
    const timed = asIntent(resolver.resolve('ten minutes of tech news', ask));
    expect(timed).toMatchObject({ intent: 'CategoryIntent', dialogState: 'IN_PROGRESS' });
    expect(timed.slots.length).toBe('PT10M');
  });

  test('the samples of the new intents and slots', () => {
    const withLength = (name: string) => intentOf(name)?.samples.filter((s) => s.includes('{length}')) ?? [];
    for (const name of ['TopStoriesIntent', 'CategoryIntent', 'PlayFollowsIntent']) {
      expect(withLength(name).length).toBeGreaterThanOrEqual(6);
      expect(intentOf(name)?.slots).toContainEqual({ name: 'length', type: 'AMAZON.DURATION' });
    }
    expect(intentOf('TimeLeftIntent')?.samples.length).toBeGreaterThanOrEqual(15);
    // The headline samples moved from TopStoriesIntent to QuickUpdateIntent.
    for (const s of ['play the headlines', "play today's headlines", 'give me the headlines']) {
      expect(intentOf('QuickUpdateIntent')?.samples).toContain(s);
      expect(intentOf('TopStoriesIntent')?.samples).not.toContain(s);
    }
    const dialogCategory = model.interactionModel.dialog?.intents.find((d) => d.name === 'CategoryIntent');
    expect(dialogCategory?.slots.find((s) => s.name === 'length')).toMatchObject({
      type: 'AMAZON.DURATION',
      elicitationRequired: false,
      confirmationRequired: false,
    });
  });

  test('TOPIC_NAME holds the simulator topics and common news topics', () => {
    const topics = lm.types?.find((t) => t.name === 'TOPIC_NAME');
    const words = new Set((topics?.values ?? []).flatMap((v) => [v.name.value, ...(v.name.synonyms ?? [])]));
    for (const w of [
      'electric cars',
      'artificial intelligence',
      'interest rates',
      'climate change',
      'the election',
    ])
      expect(words).toContain(w);
    expect(topics?.values.length).toBeGreaterThanOrEqual(60);
  });
});
