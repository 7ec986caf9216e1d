// Speech helpers: SSML escaping, the per-locale translator, and "how long ago" in words.
import { describeAge } from '../../src/skill/age';
import { Ssml, translatorFor, type Translate } from '../../src/skill/i18n';
import { en } from '../../src/skill/speech/en';
import { enAU, enCA, enGB, enIN } from '../../src/skill/speech/locales';
import { escapeSsml } from '../../src/skill/ssml';

describe('escapeSsml', () => {
  test('escapes the five XML specials', () => {
    expect(escapeSsml(`Q&A <live> "it's"`)).toBe('Q&amp;A &lt;live&gt; &quot;it&apos;s&quot;');
  });
  test('leaves plain text alone and escapes & only once per occurrence', () => {
    expect(escapeSsml('Morning news')).toBe('Morning news');
    expect(escapeSsml('&amp;')).toBe('&amp;amp;');
  });
});

/** The expected sentence: the English template with the values put in (wording may change). */
const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

describe('translatorFor', () => {
  test('en-US uses the English sentences', () => {
    expect(translatorFor('en-US')('goodbye')).toBe(en.goodbye);
    expect(translatorFor('en-US')('intro_show', { show: 'Morning Edition' })).toBe(
      fill(en.intro_show, { show: 'Morning Edition' }),
    );
  });

  test('a locale override wins where it exists, English elsewhere', () => {
    const gb = translatorFor('en-GB');
    expect(enGB.intro_show).toBeDefined();
    expect(enGB.intro_show).not.toBe(en.intro_show);
    expect(gb('intro_show', { show: 'Today' })).toBe(fill(enGB.intro_show ?? '', { show: 'Today' }));
    expect(enGB.goodbye).toBeUndefined();
    expect(gb('goodbye')).toBe(en.goodbye);
  });

  test('en-AU inherits the British wording but keeps its own sentences where they differ', () => {
    const au = translatorFor('en-AU');
    expect(au('intro_show', { show: 'Today' })).toBe(fill(enGB.intro_show ?? '', { show: 'Today' }));
    expect(enAU.intro_traffic).not.toBe(enGB.intro_traffic);
    expect(au('intro_traffic', { station: 'Harbour FM' })).toBe(
      fill(enAU.intro_traffic ?? '', { station: 'Harbour FM' }),
    );
  });

  test('en-CA and en-IN override only their own sentences', () => {
    expect(translatorFor('en-CA')('intro_show', { show: 'X' })).toBe(fill(en.intro_show, { show: 'X' }));
    expect(enCA).toEqual({});
    expect(translatorFor('en-CA')('ask_station_for_weather')).toBe(en.ask_station_for_weather);
    expect(translatorFor('en-IN')('intro_traffic', { station: 'X' })).toBe(
      fill(enIN.intro_traffic ?? '', { station: 'X' }),
    );
    // Prompts suggest a generic form, never a sample station the live catalogue may not have.
    for (const t of [en, enGB, enAU, enIN]) expect(t.ask_station_for_weather ?? '').not.toMatch(/use [A-Z]/);
  });

  test.each([undefined, 'de-DE', 'fr', 'en-us', 'garbage'])('%s falls back to English', (locale) => {
    expect(translatorFor(locale)('goodbye')).toBe(en.goodbye);
    expect(translatorFor(locale)('intro_show', { show: 'X' })).toBe(fill(en.intro_show, { show: 'X' }));
  });

  test('values with & and < are SSML-escaped, once', () => {
    const t = translatorFor('en-US');
    expect(t('intro_search', { query: 'Q&A <live>' })).toBe(
      fill(en.intro_search, { query: 'Q&amp;A &lt;live&gt;' }),
    );
    expect(t('intro_search', { query: 'AT&amp;T' })).toBe(fill(en.intro_search, { query: 'AT&amp;amp;T' }));
    expect(translatorFor('en-GB')('intro_show', { show: 'Q&A' })).toContain('Q&amp;A');
  });

  test('an Ssml value is inserted as is (already escaped)', () => {
    const t = translatorFor('en-US');
    expect(t('intro_show', { show: new Ssml('<emphasis>Q&amp;A</emphasis>') })).toBe(
      fill(en.intro_show, { show: '<emphasis>Q&amp;A</emphasis>' }),
    );
  });

  test('plurals pick the _one or _other form by count', () => {
    const t = translatorFor('en-US');
    expect(t('age_hours_ago', { count: 1 })).toBe(fill(en.age_hours_ago_one, { count: 1 }));
    expect(t('age_hours_ago', { count: 5 })).toBe(fill(en.age_hours_ago_other, { count: 5 }));
  });
});

describe('describeAge', () => {
  const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
  // A translator that names the key and count, so the test checks the choice, not the wording.
  const t: Translate = (key, params) =>
    params?.count !== undefined ? `${key}:${String(params.count)}` : key;
  const ago = (ms: number) => new Date(NOW - ms).toISOString();
  const H = 3_600_000;

  test.each<[string, string | undefined, string]>([
    ['no date', undefined, 'age_unknown'],
    ['an unparseable date', 'soon', 'age_unknown'],
    ['minutes ago', ago(10 * 60_000), 'age_just_now'],
    ['a date in the future', ago(-5 * H), 'age_just_now'],
    ['exactly an hour', ago(H), 'age_hours_ago:1'],
    ['five and a half hours', ago(5.5 * H), 'age_hours_ago:5'],
    ['23 hours', ago(23 * H), 'age_hours_ago:23'],
    ['a day', ago(24 * H), 'age_yesterday'],
    ['47 hours', ago(47 * H), 'age_yesterday'],
    ['three days', ago(72 * H), 'age_days_ago:3'],
  ])('%s', (_what, createdAt, choice) => {
    expect(describeAge(createdAt, NOW, t)).toBe(choice);
  });

  test('with the real translator every choice is a sentence or deliberately empty', () => {
    const real = translatorFor('en-US');
    expect(describeAge(ago(3 * H), NOW, real)).toBe(fill(en.age_hours_ago_other, { count: 3 }));
    expect(describeAge(undefined, NOW, real)).toBe(en.age_unknown);
  });
});
