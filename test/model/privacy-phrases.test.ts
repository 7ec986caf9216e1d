// The privacy phrases resolve to their intents in every locale, with local wording where a locale
// has it; the bare "delete" and "forget" phrases of other intents stay theirs.
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../src/model/contract';
import { loadInteractionModel } from '../../src/model/load-model';
import { resolveUtterance } from '../../src/model/resolve-utterance';

const EVERYWHERE: Array<[string, string]> = [
  ['delete my data', 'DeleteDataIntent'],
  ['forget me', 'DeleteDataIntent'],
  ['delete my listening history', 'DeleteDataIntent'],
  ['erase my data', 'DeleteDataIntent'],
  ['forget everything about me', 'DeleteDataIntent'],
  ['delete everything you know about me', 'DeleteDataIntent'],
  ['clear my history', 'DeleteDataIntent'],
  ['remove my data', 'DeleteDataIntent'],
  ['what do you know about me', 'WhatDoYouKnowIntent'],
  ['what data do you keep', 'WhatDoYouKnowIntent'],
  ['what do you store about me', 'WhatDoYouKnowIntent'],
  ['what information do you have about me', 'WhatDoYouKnowIntent'],
  ['what do you remember about me', 'WhatDoYouKnowIntent'],
];

const LOCAL: Array<[SupportedLocale, string, string]> = [
  ['en-GB', 'erase my personal data', 'DeleteDataIntent'],
  ['en-GB', 'what personal data do you hold', 'WhatDoYouKnowIntent'],
  ['en-AU', 'what have you got on me', 'WhatDoYouKnowIntent'],
  ['en-AU', 'wipe everything you know about me', 'DeleteDataIntent'],
  ['en-IN', 'delete my details', 'DeleteDataIntent'],
  ['en-IN', 'what all do you know about me', 'WhatDoYouKnowIntent'],
];

/** Phrases near the privacy ones that belong to other intents (or to none of the model's). */
const NOT_PRIVACY: Array<[string, string | undefined]> = [
  ['delete', undefined],
  ['delete it', undefined],
  ['delete everything', undefined],
  ['forget it', undefined],
  ['clear', undefined],
  ['delete this saved burst', 'RemoveSavedIntent'],
  ['forget this saved burst', 'RemoveSavedIntent'],
  ['delete this from my saved bursts', 'RemoveSavedIntent'],
  ['delete electric cars from my topics', 'UnfollowIntent'],
  ['stop following kvtr', 'UnfollowIntent'],
  ['remember this burst', 'SaveBurstIntent'],
  ['keep this', 'SaveBurstIntent'],
  ['what do i follow', 'ListFollowsIntent'],
  ['what do you have on electric cars', 'SearchIntent'],
];

test('every privacy phrase resolves to its intent in all five locales', () => {
  for (const locale of SUPPORTED_LOCALES) {
    const model = loadInteractionModel(locale);
    for (const [phrase, intent] of EVERYWHERE) {
      const hit = resolveUtterance(model, phrase);
      expect([locale, phrase, hit?.intent]).toEqual([locale, phrase, intent]);
      expect(hit?.slots).toEqual({});
    }
  }
});

test('local wording resolves in its locale, and stays local', () => {
  for (const [locale, phrase, intent] of LOCAL) {
    expect([locale, phrase, resolveUtterance(loadInteractionModel(locale), phrase)?.intent]).toEqual([
      locale,
      phrase,
      intent,
    ]);
  }
  expect(resolveUtterance(loadInteractionModel('en-US'), 'delete my details')).toBeUndefined();
});

test('bare delete and forget phrases are not taken by the privacy intents', () => {
  for (const locale of SUPPORTED_LOCALES) {
    const model = loadInteractionModel(locale);
    for (const [phrase, intent] of NOT_PRIVACY) {
      expect([locale, phrase, resolveUtterance(model, phrase)?.intent]).toEqual([locale, phrase, intent]);
    }
  }
});

test('the privacy intents carry no slots, in every locale', () => {
  for (const locale of SUPPORTED_LOCALES) {
    const intents = loadInteractionModel(locale).interactionModel.languageModel.intents;
    for (const name of ['DeleteDataIntent', 'WhatDoYouKnowIntent'])
      expect([locale, name, intents.find((i) => i.name === name)?.slots]).toEqual([locale, name, []]);
  }
});
