// The listener-radio phrases resolve to their intents in every locale, with local wording where a
// locale has it (the "Done when": the new phrases).
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../src/model/contract';
import { loadInteractionModel } from '../../src/model/load-model';
import { resolveUtterance } from '../../src/model/resolve-utterance';

const EVERYWHERE: Array<[string, string, Record<string, string>?]> = [
  ['follow electric cars', 'FollowIntent', { topic: 'electric cars' }],
  ['follow kvtr public radio', 'FollowIntent', { topic: 'kvtr public radio' }],
  ['follow the show morning edition', 'FollowIntent', { topic: 'the show morning edition' }],
  ['unfollow electric cars', 'UnfollowIntent', { topic: 'electric cars' }],
  ['stop following kvtr', 'UnfollowIntent', { topic: 'kvtr' }],
  ['what do i follow', 'ListFollowsIntent'],
  ['play my topics', 'PlayFollowsIntent'],
  ['play what i follow', 'PlayFollowsIntent'],
  ['save this', 'SaveBurstIntent'],
  ['save this burst', 'SaveBurstIntent'],
  ['remove this from my saved bursts', 'RemoveSavedIntent'],
  ['play my saved bursts', 'PlaySavedIntent'],
  ['how many saved bursts do i have', 'CountSavedIntent'],
];

const LOCAL: Array<[string, string, string]> = [
  ['en-US', 'play my favorites', 'PlayFollowsIntent'],
  ['en-GB', 'play my favourites', 'PlayFollowsIntent'],
  ['en-GB', 'which programmes do i follow', 'ListFollowsIntent'],
  ['en-GB', 'save this programme', 'SaveBurstIntent'],
  ['en-AU', 'chuck on my topics', 'PlayFollowsIntent'],
  ['en-IN', 'what all do i follow', 'ListFollowsIntent'],
  ['en-CA', 'add hockey to my favourites', 'FollowIntent'],
];

test('every new phrase resolves to its intent and slot in all five locales', () => {
  for (const locale of SUPPORTED_LOCALES) {
    const model = loadInteractionModel(locale);
    for (const [phrase, intent, slots] of EVERYWHERE) {
      const hit = resolveUtterance(model, phrase);
      expect([locale, phrase, hit?.intent]).toEqual([locale, phrase, intent]);
      for (const [name, value] of Object.entries(slots ?? {})) expect(hit?.slots[name]?.value).toBe(value);
    }
  }
});

test('local wording resolves in its locale', () => {
  for (const [locale, phrase, intent] of LOCAL) {
    const hit = resolveUtterance(loadInteractionModel(locale as SupportedLocale), phrase);
    expect([locale, phrase, hit?.intent]).toEqual([locale, phrase, intent]);
  }
});

test('local wording stays local: "chuck on my topics" is Australian only', () => {
  expect(resolveUtterance(loadInteractionModel('en-US'), 'chuck on my topics')?.intent).toBeUndefined();
});
