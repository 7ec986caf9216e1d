// Speech strings through i18next, one instance for the process, a fixed translator per request.
// Interpolated values are SSML-escaped here, once, so no handler can forget it.
import i18next, { type i18n } from 'i18next';
import { en, type SpeechKey } from './speech/en';
import { enAU, enCA, enGB, enIN } from './speech/locales';
import { escapeSsml } from './ssml';

/** An already-escaped SSML fragment (e.g. a translated sub-sentence) that must not be escaped again. */
export class Ssml {
  constructor(readonly value: string) {}
}

export type SpeechParam = string | number | Ssml;
export type Translate = (key: SpeechKey, params?: Record<string, SpeechParam>) => string;

let instance: i18n | undefined;

function getInstance(): i18n {
  if (instance) return instance;
  const inst = i18next.createInstance();
  void inst.init({
    initAsync: false,
    fallbackLng: 'en',
    supportedLngs: ['en', 'en-US', 'en-GB', 'en-AU', 'en-IN', 'en-CA'],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: en },
      'en-GB': { translation: enGB },
      'en-AU': { translation: enAU },
      'en-IN': { translation: enIN },
      'en-CA': { translation: enCA },
    },
  });
  instance = inst;
  return inst;
}

/**
 * One translator per locale for the process: the strings never change while it runs, so a
 * sentence without parameters is looked up once (i18next's lookup was a tenth of a launch's time
 * in the in-process benchmark).
 */
const translators = new Map<string, Translate>();

export function translatorFor(locale: string | undefined): Translate {
  const lng = locale && /^en(-[A-Z]{2})?$/.test(locale) ? locale : 'en';
  let translate = translators.get(lng);
  if (translate) return translate;
  const t = getInstance().getFixedT(lng);
  const fixed = new Map<SpeechKey, string>();
  translate = (key, params) => {
    if (!params) {
      let s = fixed.get(key);
      if (s === undefined) fixed.set(key, (s = t(key)));
      return s;
    }
    const escaped: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) {
      escaped[k] = v instanceof Ssml ? v.value : typeof v === 'string' ? escapeSsml(v) : v;
    }
    return t(key, escaped);
  };
  translators.set(lng, translate);
  return translate;
}
