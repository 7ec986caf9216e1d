// What people say after "play" (issue 50) has samples in every locale's model: "surprise me",
// "podcasts about cooking", "I have five minutes", "fill me in", "what's new on electric cars", and
// the category words of src/words/categories.ts as CATEGORY_NAME synonyms, with local wording.
import { CATEGORY_SLOT_TYPE, SUPPORTED_LOCALES, type SupportedLocale } from '../../src/model/contract';
import { lintInteractionModel } from '../../src/model/lint-model';
import { loadInteractionModel } from '../../src/model/load-model';
import { PhraseResolver, type Resolution } from '../../src/emulator/phrases';
import { CATEGORY_WORDS } from '../../src/words/categories';

type IntentResolution = Extract<Resolution, { kind: 'intent' }>;
const asIntent = (r: Resolution): IntentResolution => {
  if (r.kind !== 'intent') throw new Error(`expected an intent, got ${r.kind}`);
  return r;
};

/** Words of the table the models leave out, and why. */
const NOT_IN_MODEL: ReadonlyArray<{ words: readonly string[]; locales: readonly SupportedLocale[] }> = [
  // "play the news" (TopStoriesIntent) and "play the headlines" (QuickUpdateIntent) would become
  // "play {category}": the lint's utterance conflict.
  { words: ['the news', 'the headlines'], locales: SUPPORTED_LOCALES },
  // Outside the US these name the listener's own country, not the U.S. news playlist.
  {
    words: [
      'national',
      'national news',
      'domestic news',
      'politics',
      'political',
      'around the country',
      'across the country',
    ],
    locales: ['en-GB', 'en-CA', 'en-AU', 'en-IN'],
  },
  { words: ['cricket'], locales: ['en-US', 'en-CA'] },
  { words: ['footy', 'telly'], locales: ['en-US', 'en-CA', 'en-IN'] },
  { words: ['bollywood'], locales: ['en-US', 'en-GB', 'en-CA', 'en-AU'] },
  { words: ['soccer'], locales: ['en-GB', 'en-IN'] },
];
const leftOut = (locale: SupportedLocale, word: string) =>
  NOT_IN_MODEL.some((n) => n.words.includes(word) && n.locales.includes(locale));

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  const model = loadInteractionModel(locale);
  const lm = model.interactionModel.languageModel;
  const resolver = new PhraseResolver(locale);
  const samples = (name: string) => lm.intents.find((i) => i.name === name)?.samples ?? [];

  test('the model passes every lint rule', () => {
    expect(lintInteractionModel(model)).toEqual([]);
  });

  test.each([
    ['surprise me', 'SurpriseIntent', {}],
    ['play something', 'SurpriseIntent', {}],
    ['play anything', 'SurpriseIntent', {}],
    ['you choose', 'SurpriseIntent', {}],
    ["i don't know what to listen to", 'SurpriseIntent', {}],
    ['ask burst voice to surprise me', 'SurpriseIntent', {}],
    ['play podcasts about cooking', 'PodcastSearchIntent', { query: 'cooking' }],
    ['podcasts on gardening', 'PodcastSearchIntent', { query: 'gardening' }],
    ['find me a podcast about electric cars', 'PodcastSearchIntent', { query: 'electric cars' }],
    ['ask burst voice for podcasts about cooking', 'PodcastSearchIntent', { query: 'cooking' }],
    ['play a podcast', 'PodcastSearchIntent', {}],
    ['i have five minutes', 'TopStoriesIntent', { length: 'PT5M' }],
    ['i only have ten minutes', 'TopStoriesIntent', { length: 'PT10M' }],
    ['catch me up in five minutes', 'TopStoriesIntent', { length: 'PT5M' }],
    ['bring me up to speed', 'QuickUpdateIntent', {}],
    ['fill me in', 'QuickUpdateIntent', {}],
    ["what's going on", 'QuickUpdateIntent', {}],
    ["what's new on electric cars", 'LatestIntent', { query: 'electric cars' }],
    ["what's happening with electric cars", 'LatestIntent', { query: 'electric cars' }],
    // Unchanged by the new samples.
    ['play the news', 'TopStoriesIntent', {}],
    ['play the headlines', 'QuickUpdateIntent', {}],
    ['play something about cooking', 'SearchIntent', { query: 'cooking' }],
  ])('"%s" → %s %j', (text, intent, slots) => {
    expect(asIntent(resolver.resolve(text))).toMatchObject({ intent, slots, source: 'model' });
  });

  test.each([
    ['i want to hear science', '5'],
    ["what's the latest in movies", '9'],
    ['play weird news', '90'],
    ['play some stocks', '3'],
    ['play the economy', '3'],
    ['play artificial intelligence', '5'],
  ])('"%s" → CategoryIntent, playlist %s', (text, id) => {
    const r = asIntent(resolver.resolve(text));
    expect(r).toMatchObject({ intent: 'CategoryIntent', source: 'model', slots: { category: { id } } });
  });

  test('CATEGORY_NAME has every word of the table for its id, but for those left out on purpose', () => {
    const type = lm.types?.find((t) => t.name === CATEGORY_SLOT_TYPE);
    const missing = CATEGORY_WORDS.flatMap((c) => {
      const value = type?.values.find((v) => v.id === c.id);
      const have = [value?.name.value, ...(value?.name.synonyms ?? [])];
      return c.names.filter((w) => !have.includes(w) && !leftOut(locale, w)).map((w) => `${c.id}: ${w}`);
    });
    expect(missing).toEqual([]);
    const all = (type?.values ?? []).flatMap((v) => [v.name.value, ...(v.name.synonyms ?? [])]);
    for (const w of all) expect(leftOut(locale, w)).toBe(false);
  });

  test('the new intents have plenty of samples, and "play {query} podcasts" stays out', () => {
    expect(samples('SurpriseIntent').length).toBeGreaterThanOrEqual(15);
    expect(samples('SurpriseIntent').length).toBeLessThanOrEqual(25);
    expect(samples('PodcastSearchIntent').length).toBeGreaterThanOrEqual(15);
    // It would take the name-free launch phrase "play short news clips from radio and podcasts".
    expect(samples('PodcastSearchIntent')).not.toContain('play {query} podcasts');
  });
});

describe('local wording', () => {
  const resolve = (locale: SupportedLocale, text: string) =>
    asIntent(new PhraseResolver(locale).resolve(text));

  test.each([
    ['en-US', 'play soccer', '10'],
    ['en-US', 'play politics', '4'],
    ['en-CA', 'play hockey', '10'],
    ['en-GB', 'give me the sport bulletin', '10'],
    ['en-GB', 'play cricket', '10'],
    ['en-GB', 'play some telly', '9'],
    ['en-AU', 'play footy', '10'],
    ['en-AU', 'play the cricket news', '10'],
    ['en-IN', 'play cricket', '10'],
    ['en-IN', 'play bollywood news', '9'],
  ] as const)('%s: "%s" → playlist %s', (locale, text, id) => {
    expect(resolve(locale, text)).toMatchObject({
      intent: 'CategoryIntent',
      source: 'model',
      slots: { category: { id } },
    });
  });

  test.each([
    ['en-GB', 'pop something on'],
    ['en-GB', 'play whatever you fancy'],
    ['en-AU', 'chuck something on'],
    ['en-IN', 'play something nice'],
    ['en-US', 'you pick'],
  ] as const)('%s: "%s" → SurpriseIntent', (locale, text) => {
    expect(resolve(locale, text)).toMatchObject({ intent: 'SurpriseIntent', source: 'model' });
  });

  test('"politics" is the U.S. news playlist only in the en-US model', () => {
    expect(resolve('en-GB', 'play politics')).toMatchObject({ source: 'model-no-match' });
  });
});
