// The CATEGORY_NAME slot type of every locale and the skill's own table must agree: when Alexa
// sends only the raw value (no entity resolution), categoryByName must find the same playlist id
// the model gives that word.
import { CATEGORY_SLOT_TYPE, SUPPORTED_LOCALES } from '../../src/model/contract';
import { loadInteractionModel } from '../../src/model/load-model';
import { CATEGORIES, categoryById, categoryByName } from '../../src/skill/categories';

describe.each(SUPPORTED_LOCALES)('CATEGORY_NAME of %s', (locale) => {
  const type = loadInteractionModel(locale).interactionModel.languageModel.types?.find(
    (t) => t.name === CATEGORY_SLOT_TYPE,
  );
  const words = (type?.values ?? []).flatMap((v) =>
    [v.name.value, ...(v.name.synonyms ?? [])].map((word) => ({ word, id: v.id })),
  );

  it('has values to check', () => {
    expect(words.length).toBeGreaterThanOrEqual(9);
  });

  it.each(words.map((w) => [w.word, w.id] as const))('"%s" resolves to playlist %s', (word, id) => {
    expect(categoryByName(word)?.id).toBe(id);
    // Listeners' raw values arrive in any case.
    expect(categoryByName(word.toUpperCase())?.id).toBe(id);
  });

  it('every model id is a known playlist', () => {
    for (const v of type?.values ?? []) expect(categoryById(v.id ?? '')).toBeDefined();
  });
});

describe('categoryByName', () => {
  it('ignores a leading "the" and a trailing "news" or "stories"', () => {
    expect(categoryByName('The Business News')?.id).toBe('3');
    expect(categoryByName('offbeat stories')?.id).toBe('90');
    expect(categoryByName("Editors' Picks")?.id).toBe('91');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(categoryByName('knitting')).toBeUndefined();
    expect(categoryByName('   ')).toBeUndefined();
  });

  it('gives every playlist a distinct id and a spoken name', () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) expect(c.spoken.length).toBeGreaterThan(0);
  });
});
