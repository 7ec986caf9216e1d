import {
  BUILT_IN_INTENTS,
  CATEGORY_PLAYLIST_IDS,
  CONTRACT_INTENTS,
  CONTRACT_INTENT_NAMES,
  INVOCATION_NAME,
  MIN_SAMPLES_PER_CONTENT_INTENT,
  SUPPORTED_LOCALES,
  contractSlotNames,
} from '../../src/model/contract';
import { lintInteractionModel, normaliseSample, slotRefs } from '../../src/model/lint-model';
import { lintNameFreeLocales } from '../../src/model/lint-name-free';
import { loadInteractionModel } from '../../src/model/load-model';
import type { InteractionModel, LanguageModel, ModelIntent } from '../../src/model/model-types';

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? Mutable<U>[] : Mutable<T[K]>;
};

/** A deep, writable copy of the en-US model for the negative tests. */
function editable(): Mutable<LanguageModel> {
  const copy = JSON.parse(JSON.stringify(loadInteractionModel('en-US'))) as Mutable<InteractionModel>;
  return copy.interactionModel.languageModel;
}
function lint(lm: Mutable<LanguageModel>): string[] {
  return lintInteractionModel({ interactionModel: { languageModel: lm } });
}
function intent(lm: Mutable<LanguageModel>, name: string): Mutable<ModelIntent> {
  const found = lm.intents.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe.each(SUPPORTED_LOCALES)('interaction model %s', (locale) => {
  const lm = loadInteractionModel(locale).interactionModel.languageModel;

  it('passes every lint rule', () => {
    expect(lintInteractionModel(loadInteractionModel(locale))).toEqual([]);
  });

  it('uses the invocation name "burst voice"', () => {
    expect(lm.invocationName).toBe(INVOCATION_NAME);
  });

  it('declares every contract intent with exactly the contract slots and types', () => {
    for (const name of CONTRACT_INTENT_NAMES) {
      const found = lm.intents.find((i) => i.name === name);
      expect(found).toBeDefined();
      const slots = Object.fromEntries((found?.slots ?? []).map((s) => [s.name, s.type]));
      const want = Object.fromEntries(Object.entries(CONTRACT_INTENTS[name]).map(([k, v]) => [k, v.type]));
      expect(slots).toEqual(want);
      expect(contractSlotNames(name).sort()).toEqual(Object.keys(slots).sort());
    }
  });

  it('declares every required built-in with no samples of its own', () => {
    for (const name of BUILT_IN_INTENTS) {
      expect(lm.intents.find((i) => i.name === name)?.samples).toEqual([]);
    }
  });

  it(`has at least ${MIN_SAMPLES_PER_CONTENT_INTENT} samples for every content intent`, () => {
    for (const name of CONTRACT_INTENT_NAMES) {
      expect(lm.intents.find((i) => i.name === name)?.samples.length).toBeGreaterThanOrEqual(
        MIN_SAMPLES_PER_CONTENT_INTENT,
      );
    }
  });

  it('never repeats an utterance within or across intents', () => {
    const all = lm.intents.flatMap((i) => i.samples.map(normaliseSample));
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps CATEGORY_NAME to exactly the nine playlist ids', () => {
    const ids = lm.types?.find((t) => t.name === 'CATEGORY_NAME')?.values.map((v) => v.id);
    expect(ids?.sort()).toEqual([...CATEGORY_PLAYLIST_IDS].sort());
  });

  it('gives the simulator stations ids 101 to 114 in order, with spelled-out call signs', () => {
    const values = lm.types?.find((t) => t.name === 'SOURCE_NAME')?.values ?? [];
    const withIds = values.filter((v) => v.id !== undefined);
    expect(withIds.map((v) => v.id)).toEqual(Array.from({ length: 14 }, (_, i) => String(101 + i)));
    expect(withIds[0]?.name.value).toBe('kvtr public radio');
    expect(withIds[0]?.name.synonyms).toContain('k v t r public radio');
    expect(withIds[13]?.name.value).toBe('offbeat stories');
    expect(values.map((v) => v.name.value)).toEqual(
      expect.arrayContaining(['npr', 'kqed', 'bbc radio four']),
    );
  });
});

test('the five locales keep the same name-free ingress points (name-free.test.ts has the rules)', () => {
  expect(
    lintNameFreeLocales(Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, loadInteractionModel(l)]))),
  ).toEqual([]);
});

describe('locale wording', () => {
  const samples = (locale: string, name: string) =>
    loadInteractionModel(locale).interactionModel.languageModel.intents.find((i) => i.name === name)
      ?.samples ?? [];
  const synonymsOf = (locale: string, id: string) =>
    loadInteractionModel(locale)
      .interactionModel.languageModel.types?.find((t) => t.name === 'CATEGORY_NAME')
      ?.values.filter((v) => v.id === id)
      .flatMap((v) => [v.name.value, ...(v.name.synonyms ?? [])]) ?? [];

  it('says "programme" in en-GB, en-AU and en-IN but not in en-US or en-CA', () => {
    for (const l of ['en-GB', 'en-AU', 'en-IN'])
      expect(samples(l, 'AboutShowIntent')).toContain('what programme is this');
    for (const l of ['en-US', 'en-CA']) {
      expect(samples(l, 'AboutShowIntent').some((s) => s.includes('programme'))).toBe(false);
    }
  });

  it('asks about the roads in en-GB and maps cricket to sports in en-IN', () => {
    expect(samples('en-GB', 'TrafficIntent')).toContain('how are the roads');
    expect(synonymsOf('en-GB', '10')).toContain('sport');
    expect(synonymsOf('en-IN', '10')).toContain('cricket');
    expect(synonymsOf('en-US', '10')).not.toContain('cricket');
  });

  it('keeps the phrases the brief names', () => {
    expect(samples('en-US', 'TopStoriesIntent')).toEqual(
      expect.arrayContaining(['play the news', "what's new"]),
    );
    expect(samples('en-US', 'SearchIntent')).toEqual(
      expect.arrayContaining(['play bursts about {query}', 'search for {query}']),
    );
    expect(samples('en-US', 'SetStationIntent')).toContain('set my local station to {station}');
    expect(samples('en-US', 'PlayShowIntent')).toContain('play more from this show');
  });
});

describe('the lint catches', () => {
  it('punctuation, digits and upper case', () => {
    const lm = editable();
    intent(lm, 'TopStoriesIntent').samples.push('play the news!', 'Play Headlines');
    const problems = lint(lm).join('\n');
    expect(problems).toMatch(/"play the news!" must be lower-case/);
    expect(problems).toMatch(/"Play Headlines" must be lower-case/);
  });

  it('digits and stray periods, but allows abbreviations', () => {
    const lm = editable();
    intent(lm, 'TopStoriesIntent').samples.push(
      'play top five stories',
      'play the top stories.',
      'play the u.s. roundup',
    );
    intent(lm, 'TrendingIntent').samples.push('play the top 5');
    const problems = lint(lm).join('\n');
    expect(problems).toMatch(/"play the top 5" must be lower-case/);
    expect(problems).toMatch(/"play the top stories\." uses a period outside an abbreviation/);
    expect(problems).not.toMatch(/u\.s\. roundup/);
  });

  it('an utterance repeated within an intent or across intents, ignoring slot names and case', () => {
    const lm = editable();
    intent(lm, 'TrendingIntent').samples.push('play the news');
    intent(lm, 'SourceIntent').samples.push('play {source}');
    intent(lm, 'WeatherIntent').samples.push("How's the weather");
    const problems = lint(lm);
    expect(problems).toContain('"play the news" appears in both TopStoriesIntent and TrendingIntent');
    expect(problems).toContain('"play {source}" appears in both CategoryIntent and SourceIntent');
    expect(problems.join('\n')).toMatch(/WeatherIntent: "How's the weather" appears twice/);
  });

  it('AMAZON.SearchQuery without a carrier phrase or next to another slot', () => {
    const lm = editable();
    const search = intent(lm, 'SearchIntent');
    search.samples.push('{query}');
    search.slots = [...(search.slots ?? []), { name: 'category', type: 'CATEGORY_NAME', samples: [] }];
    search.samples.push('search {category} for {query}');
    const problems = lint(lm).join('\n');
    expect(problems).toMatch(/"\{query\}" is only a slot/);
    expect(problems).toMatch(/no carrier phrase/);
    expect(problems).toMatch(/"search \{category\} for \{query\}" mixes AMAZON.SearchQuery/);
    expect(problems).toMatch(/SearchIntent: slot "category" is not in the contract/);
  });

  it('undeclared slots, a slot used twice, and a required slot left out', () => {
    const lm = editable();
    intent(lm, 'CategoryIntent').samples.push(
      'play {topic} news',
      'play {category} and {category}',
      'play stuff',
    );
    const problems = lint(lm).join('\n');
    expect(problems).toMatch(/uses undeclared slot \{topic\}/);
    expect(problems).toMatch(/"play \{category\} and \{category\}" uses a slot twice/);
    expect(problems).toMatch(/required slot "category" is missing from 2 samples/);
  });

  it('an optional slot that never appears', () => {
    const lm = editable();
    const weather = intent(lm, 'WeatherIntent');
    weather.samples = weather.samples.filter((s) => slotRefs(s).length === 0);
    expect(lint(lm).join('\n')).toMatch(/optional slot "station" needs samples both with and without it/);
  });

  it('missing intents, wrong slot types, too few samples and unknown intents', () => {
    const lm = editable();
    lm.intents = lm.intents.filter((i) => i.name !== 'PlayShowIntent' && i.name !== 'AMAZON.ResumeIntent');
    const source = intent(lm, 'SourceIntent');
    source.slots = [{ name: 'source', type: 'AMAZON.SearchQuery' }];
    source.samples = source.samples.slice(0, 3).map((s) => `bursts ${s}`);
    lm.intents.push({ name: 'HelloWorldIntent', slots: [], samples: ['hello there'] });
    const problems = lint(lm);
    expect(problems).toContain('missing intent PlayShowIntent');
    expect(problems).toContain('missing built-in AMAZON.ResumeIntent');
    expect(problems).toContain(
      'SourceIntent: slot "source" is AMAZON.SearchQuery, contract says SOURCE_NAME',
    );
    expect(problems).toContain('SourceIntent: 3 samples, needs at least 15');
    expect(problems).toContain('intent HelloWorldIntent is neither in the contract nor a required built-in');
  });

  it('a literal sample that another intent produces once its slot is filled', () => {
    const lm = editable();
    intent(lm, 'TrendingIntent').samples.push('play technology news', 'search for trending stuff');
    const problems = lint(lm);
    expect(problems).toContain(
      'TrendingIntent: "play technology news" conflicts with CategoryIntent "play {category} news"',
    );
    expect(problems).toContain(
      'TrendingIntent: "search for trending stuff" conflicts with SearchIntent "search for {query}"',
    );
  });

  it('bad invocation names', () => {
    for (const [name, why] of [
      ['burst', /at least two words/],
      ['Burst Voice', /lower-case/],
      ['open burst voice', /launch\/wake word "open"/],
      ['burst voice skill', /"skill"/],
      ['alexa bursts', /"alexa"/],
    ] as const) {
      const lm = editable();
      lm.invocationName = name;
      expect(lint(lm).join('\n')).toMatch(why);
    }
  });

  it('wrong category ids and a synonym naming two values', () => {
    const lm = editable();
    const categories = (lm.types ?? []).find((t) => t.name === 'CATEGORY_NAME');
    if (!categories) throw new Error('no CATEGORY_NAME');
    categories.values.push({ id: '7', name: { value: 'science', synonyms: ['technology'] } });
    const problems = lint(lm).join('\n');
    expect(problems).toMatch(/ids must be exactly the playlist ids/);
    expect(problems).toMatch(/"technology" names both "tech" and "science"/);
  });

  it('a declared slot type that nothing uses, and an undeclared one', () => {
    const lm = editable();
    (lm.types ??= []).push({ name: 'UNUSED_TYPE', values: [{ name: { value: 'x' } }] });
    lm.types = (lm.types ?? []).filter((t) => t.name !== 'SOURCE_NAME');
    const problems = lint(lm);
    expect(problems).toContain('slot type UNUSED_TYPE is declared but unused');
    expect(problems).toContain('slot type SOURCE_NAME is not declared');
  });
});
