// What the Lambda bundle loads in place of i18next (lambda/build.ts maps src/skill/i18n.ts's
// `import i18next from 'i18next'` here; nothing else may import i18next in the bundle).
//
// Why: i18next was 50 KB of the 333 KB bundle, and the skill uses a sliver of it: one namespace of
// flat string tables per locale (src/skill/speech/), `{{name}}` interpolation with escaping off,
// `_one`/`_other` plurals by `count`, and the language-then-`en` fallback. i18next stays the
// project's translation library: every other host, the tests and the certification tools run it,
// and test/lambda/i18next-subset.test.ts checks that this file and i18next give the same string
// for every key of every locale table, with and without parameters and counts.
//
// What it does is i18next 26's own algorithm for that subset (Translator.resolve,
// LanguageUtil.toResolveHierarchy, PluralResolver.getSuffix, Interpolator.interpolate with
// skipOnVariables). Anything outside the subset fails loudly instead of translating differently:
// init options other than src/skill/i18n.ts's, keys that are not plain words (i18next would read
// `.` and `:` as path and namespace separators), `$t()` nesting, `{{-x}}`, `{{x, format}}`, a
// value that is not a string, or a parameter named like one of t()'s options (`lng`, `context`…).

type Params = Record<string, unknown>;
type Table = Record<string, unknown>;

export interface SubsetInitOptions {
  initAsync: false;
  fallbackLng: string;
  supportedLngs: string[];
  nonExplicitSupportedLngs: true;
  interpolation: { escapeValue: false };
  resources: Record<string, { translation: Table }>;
}

function refuse(what: string): never {
  throw new Error(`${what} is not in the i18next subset of the Lambda bundle (lambda/i18next-subset.ts)`);
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** i18next's default interpolation pattern (prefix `{{`, suffix `}}`). */
const VARIABLE = /\{\{(.+?)\}\}/g;
const KEY = /^\w+$/;
/** The codes src/skill/i18n.ts passes (`en`, `en-GB`…), which i18next canonicalises (en-UK → en-GB). */
const LNG = /^[a-z]{2}(-[A-Z]{2})?$/;
/** t() options: as parameters, i18next would read them as options (and interpolate some of them). */
const OPTION_NAMES = new Set([
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'context',
  'ordinal',
  'replace',
  'fallbackLng',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'applyPostProcessor',
  'interpolation',
  'skipInterpolation',
  'nest',
  'missingInterpolationHandler',
  'missingKeyNoValueFallbackToKey',
  'appendNamespaceToCIMode',
  'tDescription',
]);
const isOptionName = (name: string) => OPTION_NAMES.has(name) || name.startsWith('defaultValue');

function checkTable(lng: string, table: Table): Record<string, string> {
  for (const [key, value] of Object.entries(table)) {
    const where = `${lng}: ${key}`;
    if (!KEY.test(key)) refuse(`the key "${where}" (only letters, digits and _)`);
    if (typeof value !== 'string') refuse(`a ${typeof value} value (${where})`);
    if (value.includes('$t(')) refuse(`nesting with $t() (${where})`);
    for (const [, inner] of value.matchAll(VARIABLE)) {
      if (!KEY.test(inner)) refuse(`the placeholder {{${inner}}} (${where}; only {{name}})`);
      if (isOptionName(inner)) refuse(`a placeholder named like a t() option, {{${inner}}} (${where})`);
    }
  }
  return table as Record<string, string>;
}

function canonical(code: string): string {
  if (!code.includes('-')) return code;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

/** Interpolator.interpolate for `{{name}}` with escapeValue false and skipOnVariables (its default). */
function interpolate(text: string, params: Params): string {
  return text.replace(VARIABLE, (match: string, inner: string) => {
    const name = inner.trim();
    const value = own(params, name) ? params[name] : undefined;
    // An absent variable stays as written; one passed as undefined becomes ''.
    if (value === undefined) return own(params, name) ? '' : match;
    return value === null ? '' : String(value as string | number);
  });
}

class SubsetInstance {
  private tables = new Map<string, Record<string, string>>();
  private fallback = '';
  private supported: string[] = [];
  private readonly hierarchies = new Map<string, string[]>();
  private readonly rules = new Map<string, Intl.PluralRules>();

  init(options: SubsetInitOptions): Promise<void> {
    const allowed = [
      'initAsync',
      'fallbackLng',
      'supportedLngs',
      'nonExplicitSupportedLngs',
      'interpolation',
      'resources',
    ];
    for (const k of Object.keys(options)) if (!allowed.includes(k)) refuse(`the init option ${k}`);
    if (options.initAsync !== false) refuse('initAsync other than false');
    if (options.nonExplicitSupportedLngs !== true) refuse('nonExplicitSupportedLngs other than true');
    if (typeof options.fallbackLng !== 'string' || !LNG.test(options.fallbackLng)) {
      refuse('a fallbackLng other than one language code');
    }
    if (!Array.isArray(options.supportedLngs)) refuse('supportedLngs other than a list');
    const interp = options.interpolation as Record<string, unknown> | undefined;
    if (interp?.escapeValue !== false || Object.keys(interp).length !== 1) {
      refuse('interpolation options other than { escapeValue: false }');
    }
    this.fallback = canonical(options.fallbackLng);
    this.supported = options.supportedLngs;
    for (const [lng, namespaces] of Object.entries(options.resources)) {
      if (Object.keys(namespaces).join() !== 'translation')
        refuse(`namespaces other than translation (${lng})`);
      this.tables.set(lng, checkTable(lng, namespaces.translation));
    }
    return Promise.resolve();
  }

  /** LanguageUtil.isSupportedCode with nonExplicitSupportedLngs: the language part is listed. */
  private isSupported(code: string): boolean {
    return this.supported.includes(code.split('-')[0] as string);
  }

  /** LanguageUtil.toResolveHierarchy: the canonical code, its language part, then the fallback. */
  private hierarchy(lng: string): string[] {
    const cached = this.hierarchies.get(lng);
    if (cached) return cached;
    const codes: string[] = [];
    const add = (c: string) => {
      if (this.isSupported(c)) codes.push(c);
    };
    if (lng.includes('-')) {
      add(canonical(lng));
      add(lng.split('-')[0] as string);
    } else {
      add(lng);
    }
    if (!codes.includes(this.fallback)) add(this.fallback);
    this.hierarchies.set(lng, codes);
    return codes;
  }

  private pluralCategory(code: string, count: unknown): string {
    let rule = this.rules.get(code);
    if (!rule) this.rules.set(code, (rule = new Intl.PluralRules(code, { type: 'cardinal' })));
    return rule.select(count as number);
  }

  private translate(lng: string, key: string, params: Params | undefined): string {
    if (typeof key !== 'string' || !KEY.test(key)) refuse(`the key ${JSON.stringify(key)}`);
    const data = params ?? {};
    for (const name of Object.keys(data)) if (isOptionName(name)) refuse(`a parameter named ${name}`);
    const count = data.count;
    const plural = count !== undefined && typeof count !== 'string';
    // Translator.resolve: per language, the zero form (count 0), the plural form, then the key.
    for (const code of this.hierarchy(lng)) {
      const table = this.tables.get(code);
      if (!table) continue;
      const candidates = plural
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.pluralCategory(code, count)}`, key]
        : [key];
      for (const k of candidates) if (own(table, k)) return interpolate(table[k] as string, data);
    }
    // A missing key is answered with the key itself.
    return interpolate(key, data);
  }

  getFixedT(lng: string): (key: string, params?: Params) => string {
    if (typeof lng !== 'string' || !LNG.test(lng)) refuse(`the language ${JSON.stringify(lng)}`);
    if (this.tables.size === 0) refuse('t() before init()');
    return (key, params) => {
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        refuse('t() with a default value or options other than a parameter object');
      }
      return this.translate(lng, key, params);
    };
  }
}

const i18nextSubset = { createInstance: () => new SubsetInstance() };
export default i18nextSubset;
