// The Lambda bundle translates with lambda/i18next-subset.ts in place of i18next (lambda/build.ts).
// Here src/skill/i18n.ts is loaded twice, once over i18next and once over the subset, and both
// translators must give the same string for every key of every locale table: without parameters,
// with each placeholder filled (SSML-escaped strings, pre-escaped Ssml, numbers), with plural
// counts, with values that look like placeholders or nesting, and for missing keys. And what the
// subset does not implement is refused, not translated differently.
import subset from '../../lambda/i18next-subset';
import type * as I18nModule from '../../src/skill/i18n';
import { en } from '../../src/skill/speech/en';
import { enAU, enCA, enGB, enIN } from '../../src/skill/speech/locales';

type Translate = (key: string, params?: Record<string, unknown>) => string;

function loadI18n(withSubset: boolean): typeof I18nModule {
  let mod: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    if (withSubset) jest.doMock('i18next', () => ({ __esModule: true, default: subset }));
    mod = jest.requireActual<typeof I18nModule>('../../src/skill/i18n');
  });
  jest.dontMock('i18next');
  return mod as typeof I18nModule;
}

const real = loadI18n(false);
const lite = loadI18n(true);

const tables = [en, enGB, enAU, enIN, enCA] as Array<Record<string, string>>;
const rawKeys = [...new Set(tables.flatMap((t) => Object.keys(t)))];
const pluralBases = [...new Set(rawKeys.map((k) => /^(.*)_(one|other)$/.exec(k)?.[1]).filter(Boolean))];
const keys = [...rawKeys, ...(pluralBases as string[]), 'no_such_key'];
const variables = [
  ...new Set(
    tables.flatMap((t) =>
      Object.values(t).flatMap((v) => [...v.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1])),
    ),
  ),
] as string[];

const LOCALES = ['en', 'en-US', 'en-GB', 'en-AU', 'en-IN', 'en-CA', 'en-NZ', 'en-UK', 'fr-FR', undefined];

function every(value: (name: string, i: number) => unknown): Record<string, unknown> {
  return Object.fromEntries(variables.map((name, i) => [name, value(name, i)]));
}

function paramSets(): Array<Record<string, unknown> | undefined> {
  const sets: Array<Record<string, unknown> | undefined> = [undefined, {}];
  sets.push(every((name) => `${name} & <"co"> 'quoted'`));
  sets.push(every((name, i) => (i % 2 === 0 ? new real.Ssml(`<break time="1s"/>${name}`) : i)));
  // Values that look like placeholders, nesting or replacement patterns are not read again.
  sets.push(every(() => '{{title}} $t(welcome_new) $& $1 {{count}}'));
  for (const count of [0, 1, 2, 1.5, -1, 21, 1000]) {
    sets.push({ ...every((name) => `v-${name}`), count });
    sets.push({ count });
  }
  sets.push({ ...every((name) => name), count: '1' });
  return sets;
}

describe('lambda/i18next-subset.ts', () => {
  it('translates every key of every locale as i18next does', () => {
    const sets = paramSets();
    let compared = 0;
    const differences: string[] = [];
    for (const locale of LOCALES) {
      const a = real.translatorFor(locale) as unknown as Translate;
      const b = lite.translatorFor(locale) as unknown as Translate;
      for (const key of keys) {
        for (const params of sets) {
          // i18n.ts's own escaping takes Ssml from its own module instance.
          const forLite =
            params &&
            Object.fromEntries(
              Object.entries(params).map(([k, v]) => [
                k,
                v instanceof real.Ssml ? new lite.Ssml(v.value) : v,
              ]),
            );
          const expected = a(key, params);
          const actual = b(key, forLite);
          compared++;
          if (actual !== expected && differences.length < 10) {
            differences.push(`${String(locale)} ${key} ${JSON.stringify(params)}: ${actual} ≠ ${expected}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('gives the same wording per locale as the tables say (a spot check of the fallback)', () => {
    expect(lite.translatorFor('en-GB')('category_sports')).toBe('sport');
    expect(lite.translatorFor('en-AU')('category_sports')).toBe('sports');
    expect(lite.translatorFor('en-UK')('category_sports')).toBe('sport');
    expect(lite.translatorFor('en-US')('category_sports')).toBe(en.category_sports);
    expect(lite.translatorFor('en-GB')('age_days_ago', { count: 3 })).toBe('It aired 3 days ago.');
  });

  describe('refuses what it does not implement', () => {
    const base = {
      initAsync: false as const,
      fallbackLng: 'en',
      supportedLngs: ['en'],
      nonExplicitSupportedLngs: true as const,
      interpolation: { escapeValue: false as const },
    };
    const init = (table: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const inst = subset.createInstance();
      void inst.init({ ...base, resources: { en: { translation: table } }, ...extra });
      return inst;
    };

    it.each([
      ['a format', { a: '{{n, number}}' }, /placeholder \{\{n, number\}\}/],
      ['an unescaped placeholder', { a: '{{-n}}' }, /placeholder \{\{-n\}\}/],
      ['nesting', { a: 'see $t(b)' }, /nesting/],
      ['a dotted key', { 'a.b': 'x' }, /the key/],
      ['a namespaced key', { 'ns:a': 'x' }, /the key/],
      ['an object value', { a: { b: 'x' } }, /object value/],
      ['a placeholder named like an option', { a: '{{lng}}' }, /t\(\) option/],
    ])('%s in a table', (_what, table, message) => {
      expect(() => init(table)).toThrow(message);
    });

    it('other init options', () => {
      expect(() => init({ a: 'x' }, { debug: true })).toThrow(/init option debug/);
      expect(() => init({ a: 'x' }, { interpolation: { escapeValue: true } })).toThrow(/interpolation/);
      expect(() => init({ a: 'x' }, { initAsync: true })).toThrow(/initAsync/);
    });

    it('a parameter named like a t() option, a language it does not know the shape of, a default value', () => {
      const inst = init({ a: 'x {{n}}' });
      const t = inst.getFixedT('en');
      expect(t('a', { n: 1 })).toBe('x 1');
      expect(() => t('a', { lng: 'en-GB' })).toThrow(/parameter named lng/);
      expect(() => t('a', { defaultValue: 'y' })).toThrow(/parameter named defaultValue/);
      expect(() => t('a.b')).toThrow(/the key/);
      expect(() => (t as unknown as (k: string, d: string) => string)('a', 'default')).toThrow(
        /default value/,
      );
      expect(() => inst.getFixedT('en-gb')).toThrow(/the language/);
      expect(() => subset.createInstance().getFixedT('en')).toThrow(/before init/);
    });
  });
});
