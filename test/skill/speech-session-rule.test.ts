// Every speech string reviewed against the session rule (guard.ts): these, and only these, ask or
// suggest what to say, so every reply built from them must keep the session open with a reprompt
// (the strict guard fails any test that closes one). A new string that invites an answer must be
// added here after checking how it is answered; the others are statements and close the session.
import { invitesReply } from '../../src/skill/guard';
import { en } from '../../src/skill/speech/en';
import { enAU, enCA, enGB, enIN } from '../../src/skill/speech/locales';

const INVITING = [
  'about_show_offer',
  'about_station_offer',
  'ask_anything',
  'ask_follow',
  'ask_latest_query',
  'ask_notify',
  'ask_search_query',
  'ask_source',
  'ask_station_for_traffic',
  'ask_station_for_weather',
  'ask_station_to_set',
  'ask_unfollow',
  'category_list',
  'did_you_mean',
  'did_you_mean_reprompt',
  'end_of_playlist',
  'erase_ask',
  // Asked (privacy.ts): a household's erasure, and a recognized person's own.
  'erase_ask_household',
  'erase_ask_person',
  'erase_ask_person_reprompt',
  'erase_ask_reprompt',
  'fallback',
  'follows_none',
  'help',
  'help_reprompt',
  // Asked (content.ts, radio.ts): nothing was short enough for the time; a longer one is suggested.
  'length_none_fits',
  'mode_no_playlist',
  'no_results_follows',
  'no_results_generic',
  'nothing_playing',
  'privacy_delete_hint',
  'privacy_reprompt',
  'reprompt_generic',
  'resume_nothing',
  // Asked (now-playing.ts): the time box was all played; "five minutes of news" is suggested.
  'time_left_done',
  'trending_nothing',
  'unfollow_unknown',
];

test.each([
  ['en', en],
  ['en-GB', { ...en, ...enGB }],
  ['en-AU', { ...en, ...enAU }],
  ['en-IN', { ...en, ...enIN }],
  ['en-CA', { ...en, ...enCA }],
])('%s: the strings that invite an answer are exactly the reviewed ones', (_locale, table) => {
  const inviting = Object.entries(table)
    .filter(([, text]) => invitesReply(text))
    .map(([key]) => key)
    .sort();
  expect(inviting).toEqual(INVITING);
});
