// Per-locale wording where English differs. Only the differing sentences are listed.
import type { SpeechTable } from './en';

export const enGB: SpeechTable = {
  category_sports: 'sport',
  category_us: 'US news',
  intro_show: 'Here is more from the programme {{show}}.',
  intro_named_show: 'Here are bursts from the programme {{show}}.',
  what_is_playing_show: ', on the programme {{show}}',
  about_show_offer: ' To hear more from it, say, play more from this programme.',
  category_list:
    "You can choose top stories, business, US news, tech, world news, entertainment, sport, offbeat, or editors' picks. Which one would you like?",
  help: "With Burst Voice you hear short bursts of radio and podcasts. You can say, play the news, five minutes of news, play sport, play bursts about electric cars, what's trending, or what's the weather. While a burst plays, say next, previous, or pause. For a notification when there's news on a topic, say, notify me about electric cars; then ask Burst Voice to play my topics. What would you like?",
  ask_station_for_weather: 'Which station should I use for the weather?',
  ask_station_for_traffic: 'Which station should I use for travel news?',
  restart_traffic: 'To try again, ask Burst Voice for the travel news.',
  restart_category: 'To try again, ask Burst Voice to play sport, or another playlist.',
  intro_traffic: "Here's the travel news from {{station}}.",
  no_results_traffic: "{{station}} doesn't have travel news right now.",
  follow_added_show: "Okay, you're now following the programme {{name}}.",
};

/**
 * en-AU and en-IN take en-GB's wording but their models name the playlist "sports": help and
 * the category list must offer the word the playlist is then announced with.
 */
const gbWithSports: SpeechTable = {
  ...enGB,
  category_sports: 'sports',
  restart_category: 'To try again, ask Burst Voice to play sports, or another playlist.',
  category_list:
    "You can choose top stories, business, US news, tech, world news, entertainment, sports, offbeat, or editors' picks. Which one would you like?",
  help: "With Burst Voice you hear short bursts of radio and podcasts. You can say, play the news, five minutes of news, play sports, play bursts about electric cars, what's trending, or what's the weather. While a burst plays, say next, previous, or pause. For a notification when there's news on a topic, say, notify me about electric cars; then ask Burst Voice to play my topics. What would you like?",
};

export const enAU: SpeechTable = {
  ...gbWithSports,
  ask_station_for_traffic: 'Which station should I use for traffic?',
  restart_traffic: 'To try again, ask Burst Voice for the traffic.',
  intro_traffic: "Here's the traffic from {{station}}.",
  no_results_traffic: "{{station}} doesn't have a traffic report right now.",
};

export const enIN: SpeechTable = {
  ...gbWithSports,
  ask_station_for_traffic: 'Which station should I use for traffic?',
  restart_traffic: 'To try again, ask Burst Voice for the traffic.',
  intro_traffic: "Here's the traffic update from {{station}}.",
  no_results_traffic: "{{station}} doesn't have a traffic update right now.",
};

/** en-CA speaks like en-US; its model differs only in its example station names. */
export const enCA: SpeechTable = {};
