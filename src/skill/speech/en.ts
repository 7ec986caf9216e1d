// English speech. Values are SSML fragments; every {{value}} is SSML-escaped by the translator.
// Locale files (en-GB.ts, …) override only the sentences whose wording differs.
export const en = {
  welcome_new:
    'Welcome to Burst Voice, where radio and podcasts come in short bursts. Here are your top stories.',
  welcome_back: 'Welcome back. Picking up where you left off.',
  // A speaker Alexa recognized by voice (greeting.ts): {{name}} is the alexa:name tag Alexa says.
  greet_person: 'Hi, {{name}}.',
  greet_person_new: 'Hi, {{name}}. I know your voice now, so what you follow and save is yours alone.',
  // This Echo had nothing to resume: the listener's most recent playback on another Echo goes on here.
  picked_up_from_other_echo: 'Picking up {{title}} from your other Echo.',
  intro_top_stories: 'Here are your top stories.',
  // "Here is offbeat stories" is not English: a verb that fits every playlist name.
  intro_category: 'Playing {{name}}.',
  category_top_stories: 'your top stories',
  category_business: 'business news',
  category_us: 'U.S. news',
  category_tech: 'tech news',
  category_world: 'world news',
  category_entertainment: 'entertainment news',
  category_sports: 'sports',
  category_offbeat: 'offbeat stories',
  category_editors_picks: "editors' picks",
  intro_search: "Here's what I found about {{query}}.",
  intro_latest: "Here's the latest on {{query}}.",
  intro_source: 'Here are bursts from {{source}}.',
  intro_weather: "Here's the weather from {{station}}.",
  intro_traffic: "Here's the traffic from {{station}}.",
  // Topics are names ("European Central Bank"): "Here is European Central Bank" sounded wrong.
  intro_trending_1: "Trending now: {{first}}. Here's the latest.",
  intro_trending_2: "Trending now: {{first}}, followed by {{second}}. Here's the latest on {{first}}.",
  intro_trending_3:
    "Trending now: {{first}}, followed by {{second}} and {{third}}. Here's the latest on {{first}}.",
  intro_related: 'Here is more like {{title}}.',
  // Every story on the request was heard lately (docs/listening.md): say so, then play on.
  all_heard_related: "You've heard the latest on that already, so here's something related.",
  all_heard_new: "You've heard the latest on that already, so here's what else is new.",
  all_heard_again: "You've heard the latest on that already, and there's nothing newer, so here it is again.",
  // The continuation after a playlist's last page: its label on a screen and in "what's playing".
  more_like: 'More like: {{label}}',
  more_from: 'More from {{label}}',
  more_like_top_stories: 'your top stories',
  more_like_follows: 'your topics',
  what_is_playing_more: ' Your playlist, {{label}}, ran out, so this is more like it.',
  what_is_playing_more_top: ' Your playlist, {{label}}, ran out, so this is from {{from}}.',
  // "Stop when the playlist ends" / "keep playing after the playlist", remembered per listener.
  stop_at_end_on: 'Okay. From now on, your playlists stop when they run out, on all your Echos.',
  stop_at_end_off: "Okay. From now on, when a playlist runs out, I'll keep playing bursts like it.",
  intro_show: 'Here is more from {{show}}.',
  intro_named_show: 'Here are bursts from the show {{show}}.',
  // Time boxes ("five minutes of news", src/skill/time-box.ts): the intro names the length.
  length_seconds_one: 'a second',
  length_seconds_other: '{{count}} seconds',
  length_minutes_one: 'a minute',
  length_minutes_other: '{{count}} minutes',
  length_hour: 'an hour',
  intro_timed_top_stories: "Here's {{length}} of news.",
  intro_timed_category: "Here's {{length}} of {{name}}.",
  intro_timed_search: "Here's {{length}} about {{query}}.",
  intro_timed_follows: "Here's {{length}} from what you follow.",
  intro_quick: "Here's a quick update: {{length}} of your top stories.",
  // The content ran out before the time did: said at the start, never a surprise at the end.
  intro_timed_short: "There's only about {{found}} on that right now. Here it is.",
  length_too_long: 'The longest I can do is an hour.',
  length_too_short: 'The shortest I can do is a minute.',
  length_unclear: "I didn't catch how long, so I'll keep it short.",
  length_none_fits:
    'Nothing on that is short enough for {{length}}. For a longer time, say, for example, ten minutes of news.',
  time_left: 'About {{left}} left, out of {{length}}.',
  time_left_under_minute: 'Less than a minute left, out of {{length}}.',
  time_left_done: "That's all the time you asked for. For more, say, for example, five minutes of news.",
  time_left_open: 'This playlist has no set length: it plays until you stop it.',
  // On a screen, before the burst's source (plain text: the Play directive's subtitle).
  screen_left: '{{count}} min left',
  screen_left_under_minute: 'under a minute left',
  progressive_latest: 'Looking for the latest on {{query}}.',
  progressive_search: 'Looking for bursts about {{query}}.',
  // Questions (src/skill/dialog): the bare answer fills the slot, so a question only asks. When it is
  // asked again, a hint goes before it, so the reply still ends by asking.
  ask_search_query: 'What would you like to hear bursts about?',
  ask_latest_query: 'What topic would you like the latest on?',
  ask_source: 'Which station or podcast would you like to hear?',
  ask_station_for_weather: 'Which station should I use for weather?',
  ask_station_for_traffic: 'Which station should I use for traffic?',
  ask_station_to_set: 'Which station should I remember as your local station?',
  // A generic form, never a sample name: a named example may not exist in the live catalogue.
  hint_station: "Just tell me the station's name.",
  hint_source: "Just tell me the station's or the podcast's name.",
  hint_topic: 'Just tell me the topic, for example, electric cars.',
  question_missed: "Sorry, I didn't get that.",
  // Said as the session closes: no question and no "say, …" (the session rule, guard.ts).
  question_give_up: "Sorry, I still didn't get that, so I'll stop here.",
  restart_weather: 'To try again, ask Burst Voice for the weather.',
  restart_traffic: 'To try again, ask Burst Voice for the traffic.',
  restart_set_station: 'To try again, ask Burst Voice to set my station.',
  restart_source: 'To try again, ask Burst Voice to play bursts from the station you want.',
  restart_category: 'To try again, ask Burst Voice to play sports, or another playlist.',
  restart_search: 'To try again, ask Burst Voice to play bursts about electric cars, or any topic.',
  restart_latest: 'To try again, ask Burst Voice for the latest on electric cars, or any topic.',
  restart_follow: 'To try again, ask Burst Voice to follow electric cars, or any topic.',
  restart_unfollow: 'To try again, ask Burst Voice to unfollow a topic you follow.',
  restart_erase: "I haven't deleted anything. If you still want to, ask Burst Voice to delete my data.",
  ask_anything: 'What would you like to hear?',
  // The question for another one follows ("… What would you like to hear bursts about?").
  no_results_search: "I couldn't find any bursts about {{query}}.",
  no_results_latest: "I couldn't find anything recent on {{query}}.",
  no_results_source: "I couldn't find any recent bursts from {{source}}.",
  no_results_generic:
    "There's nothing to play for that right now. Try something else, or say, play the news.",
  no_results_weather: "{{station}} doesn't have a weather report right now.",
  no_results_traffic: "{{station}} doesn't have a traffic report right now.",
  // The question follows it: "… Which station should I use for weather?"
  source_not_found: "I couldn't find a station or podcast called {{source}}.",
  // A guess is never played unasked: "BBC Radio Four" is not "WBRN News Radio".
  did_you_mean: "I couldn't find {{source}}. Did you mean {{suggestion}}?",
  did_you_mean_reprompt: 'Did you mean {{suggestion}}? Say, yes, or no.',
  station_set: 'Okay, {{station}} is now your local station.',
  // Free words (src/words/understand.ts): honest answers where nothing fits, never the words
  // echoed back as a playlist's name.
  only_english: 'I only have bursts in English.',
  no_music: 'Burst Voice plays news and talk from radio and podcasts. For music, just ask Alexa.',
  no_music_talk: "There's no music on Burst Voice, only news and talk. ",
  station_unknown: "I don't know a station called {{source}}.",
  local_needs_station: 'To play local news, I need to know your local station.',
  intro_local: 'Here are local bursts from {{station}}.',
  intro_timed_local: "Here's {{length}} of local bursts from {{station}}.",
  intro_timed_browse_podcast: "Here's {{length}} of podcasts.",
  intro_timed_browse_radio: "Here's {{length}} of radio.",
  intro_search_podcast: 'Here are podcasts about {{query}}.',
  intro_search_radio: "Here's radio about {{query}}.",
  intro_browse_podcast: 'Here are some podcasts.',
  intro_browse_radio: "Here's some radio.",
  no_results_search_podcast: "I couldn't find any podcasts about {{query}}.",
  no_results_search_radio: "I couldn't find any radio about {{query}}.",
  only_podcast: 'All from podcasts.',
  only_radio: 'All from radio.',
  // The API filters from a time on, never up to one: "yesterday's news" is said as what it is.
  since_note: 'These are from {{time}} onwards.',
  time_today: 'midnight',
  time_this_morning: 'this morning',
  time_yesterday: 'yesterday',
  time_last_night: 'last night',
  time_this_week: 'a week ago',
  time_last_few_days: 'three days ago',
  time_weekend: 'the start of the weekend',
  // The day's name, as the listener said it.
  time_weekday: '{{day}}',
  category_list:
    "You can choose top stories, business, U.S. news, tech, world news, entertainment, sports, offbeat, or editors' picks. Which one would you like?",
  trending_nothing: 'Nothing is trending right now. Say, play the news, to hear the top stories.',
  nothing_playing: 'Nothing is playing right now. You can say, play the news.',
  // The age is its own sentence: "…, from Bay City Radio, from 2 days ago" stacked two "from"s.
  what_is_playing: 'This is {{title}}, from {{source}}{{show}}. {{age}}',
  what_is_playing_show: ', on {{show}}',
  what_is_playing_episode: 'This is the full episode {{title}}, from {{source}}{{show}}.',
  episode_intro: "Here's the full episode, {{title}}, from where this story starts.",
  episode_http_only:
    "The full episode of this story is only offered over an insecure connection, which Alexa can't play.",
  episode_unavailable: "I couldn't find the full episode of this story.",
  episode_already: 'This is already the full episode.',
  // A bare name ("Valley Wire, from Bay Network.") sounded like a fragment: a whole sentence.
  about_show: "You're listening to {{name}}{{network}}. {{about}}{{hosts}}",
  about_show_network: ', from {{network}}',
  about_hosts_single: ' It is hosted by {{hosts}}.',
  about_hosts_multiple: ' Its hosts are {{hosts}}.',
  // A statement, not a yes/no question: the reply ends the session, so "yes" would go nowhere.
  about_show_offer: ' To hear more from it, say, play more from this show.',
  about_station: "You're listening to {{name}}{{location}}. {{about}}{{hosts}}",
  about_station_location: ', from {{location}}',
  about_station_offer: ' To hear more from it, say, play bursts from {{name}}.',
  about_unavailable: "I couldn't find details about that right now.",
  age_just_now: 'It aired in the last hour.',
  age_hours_ago_one: 'It aired an hour ago.',
  age_hours_ago_other: 'It aired {{count}} hours ago.',
  age_yesterday: 'It aired yesterday.',
  age_days_ago_one: 'It aired yesterday.',
  age_days_ago_other: 'It aired {{count}} days ago.',
  // Saying "date unknown" helps nobody: the age is simply left out.
  age_unknown: '',
  help: "With Burst Voice you hear short bursts of radio and podcasts. You can say, play the news, five minutes of news, play sports, play bursts about electric cars, what's trending, or what's the weather. While a burst plays, say next, previous, or pause. For a notification when there's news on a topic, say, notify me about electric cars; then ask Burst Voice to play my topics. What would you like?",
  help_reprompt: 'What would you like to hear? For example, say, play the news.',
  fallback: "Sorry, I didn't get that. To hear the top stories, say, play the news. For ideas, say, help.",
  goodbye: 'Goodbye.',
  end_of_playlist: "That's the end of this playlist. Say, play the news, for more.",
  at_start: "This is the first burst, so I'll start it again.",
  // Only a few bursts behind the current one are kept, so "previous" can stop before the first.
  at_oldest: "I can't go back any further, so I'll start this burst again.",
  resume_nothing: "There's nothing to resume. Say, play the news, to start.",
  loop_on: "Okay, I'll loop this playlist.",
  loop_off: 'Okay, loop is off.',
  loop_time_box: "This one stops when your time is up, so it doesn't loop.",
  shuffle_on: 'Okay, shuffling the rest of this playlist.',
  shuffle_off: 'Okay, shuffle is off.',
  mode_no_playlist: "There's no playlist playing right now. Say, play the news, to start one.",
  playback_gave_up: "I'm having trouble playing these bursts right now. Please try again later.",
  no_audio_player:
    "Sorry, this device can't play audio from Burst Voice. Try it on an Echo speaker or in the Alexa app.",
  error_unauthorized:
    "Burst Voice isn't set up correctly right now, so I can't get bursts. Please try again later.",
  error_busy: 'The burst service is busy right now. Please try again in a moment.',
  error_bad_response:
    "I got an answer I couldn't understand from the burst service. Please try again in a moment.",
  // Said on a closing reply: no suggestion here (the session rule, guard.ts).
  error_not_found: "I couldn't find that anymore.",
  error_generic: 'Sorry, something went wrong. Please try again.',
  reprompt_generic: 'What would you like to hear?',
  // The listener's own radio: follows and saved bursts.
  // Confirmations are statements: while audio plays, a question would hold the session open.
  follow_added: "Okay, you're now following {{name}}.",
  follow_added_show: "Okay, you're now following the show {{name}}.",
  follow_already: 'You already follow {{name}}.',
  follow_full:
    "You're following {{count}} topics and stations, the most I can keep, so unfollow one to make room.",
  ask_follow: 'What would you like to follow?',
  ask_unfollow: 'What would you like to stop following?',
  unfollow_done: "Okay, you're no longer following {{name}}.",
  unfollow_unknown: "You don't follow {{name}}. To hear your list, say, what do I follow.",
  follows_none: "You don't follow anything yet. To follow a topic or a station, say, follow electric cars.",
  // Notifications (handlers/notify.ts). A notification cannot start audio: each "on" says what to say then.
  ask_notify: 'What should I tell you about when there are new bursts?',
  restart_notify: "To try again, ask Burst Voice to tell me when there's news about electric cars.",
  notify_on_one:
    "Okay. When there are new bursts about {{name}}, I'll send you a notification, at most once a day. When one comes, ask Burst Voice to play my topics.",
  notify_on_other:
    "Okay. When there are new bursts about {{name}}, I'll send you a notification, at most {{count}} times a day. When one comes, ask Burst Voice to play my topics.",
  notify_pending:
    "Okay, I'm following {{name}}. To get notifications, allow Burst Voice to send them: I've sent a card to the Alexa app. Until then, I won't send any.",
  notify_already: 'You already get notifications about {{name}}.',
  notify_off_here: "Notifications aren't set up for Burst Voice yet, so I can't send any.",
  notify_no_region: "I can't send notifications to this device.",
  notify_not_stored: "I couldn't turn on notifications just now. Please try again in a moment.",
  notify_stopped: 'Okay, no more notifications about {{name}}. You still follow it.',
  notify_all_stopped: "Okay, I've turned off all your notifications from Burst Voice.",
  notify_none: "You don't get any notifications from Burst Voice.",
  notify_stop_unknown: "You don't get notifications about {{name}}. You get them about {{list}}.",
  follows_list_one: 'You follow {{list}}.',
  follows_list_other: 'You follow {{count}} topics and stations: {{list}}.',
  list_and: ' and ',
  intro_follows: "Here's the latest from what you follow.",
  welcome_back_follows: "Welcome back. Here's the latest from what you follow.",
  no_results_follows:
    "There's nothing new from what you follow right now. Try again later, or say, play the news.",
  save_done: 'Saved. You can play your saved bursts on any of your Echos.',
  save_done_dropped:
    "Saved. You have {{limit}} saved bursts, the most I keep, so I removed the oldest one, and I'll keep doing that.",
  save_already: "That one's already in your saved bursts.",
  save_nothing: "There's nothing playing to save. You can save a burst while it plays.",
  saved_removed: 'Okay, I removed {{title}} from your saved bursts.',
  saved_not_saved: "This burst isn't in your saved bursts.",
  saved_remove_nothing: "There's nothing playing to remove. You can remove a saved burst while it plays.",
  saved_none: "You haven't saved any bursts yet. You can save one while it plays.",
  saved_count_one: 'You have one saved burst.',
  saved_count_other: 'You have {{count}} saved bursts.',
  intro_saved: 'Here are your saved bursts.',
  // Privacy by voice: what is kept about the listener, and erasing it after a yes to erase_ask.
  erase_ask:
    'This deletes everything I keep about you: your follows, your saved bursts, your listening history, your local station, and where you were on each of your Echos. Shall I delete it?',
  erase_ask_reprompt: 'Shall I delete everything I keep about you? Say, yes, or no.',
  // A recognized speaker deletes their own records; everyone else's stay.
  erase_ask_person:
    'This deletes what I keep for you alone: your follows, your saved bursts, your listening history, and your local station. What I keep for others in your household stays. Shall I delete it?',
  erase_ask_person_reprompt: 'Shall I delete what I keep for you? Say, yes, or no.',
  erase_done_person:
    "Okay, I've deleted what I kept for you. What I keep for others in your household stays.",
  erase_nothing_person: "I don't keep anything for you alone yet, so there's nothing to delete.",
  // The yes came from someone else than the person who was asked: nothing of theirs goes.
  erase_other_voice: "I couldn't tell that was the same person, so I haven't deleted anything.",
  // Nobody recognized, on an account where people Alexa recognizes have their own records.
  erase_ask_household:
    "I don't recognize your voice, so this deletes everything I keep for this account, including what I keep for each person I recognize by voice: follows, saved bursts, listening history, local stations, and where you were on each Echo. Shall I delete it?",
  // Said as the session closes (and the audio stops): no suggestion here.
  erase_done: "Okay, I've deleted everything I kept about you, so next time you'll start fresh.",
  erase_kept: "Okay, I haven't deleted anything.",
  erase_unavailable: "I can't delete it right now. Please try again in a moment.",
  // The store failed (issue 48): never a confirmation of what was not stored, never a false "none".
  store_unavailable: "I couldn't save that just now. Please try again in a moment.",
  station_not_stored:
    "I couldn't save {{station}} as your local station just now. Please try again in a moment.",
  store_unreadable: "I can't reach what you follow and save just now. Please try again in a moment.",
  erase_nothing: "I don't keep anything about you, so there's nothing to delete.",
  privacy_nothing: "I don't keep anything about you yet.",
  privacy_unavailable: "I can't look up what I keep about you right now. Please try again in a moment.",
  privacy_summary:
    "Here's what I keep about you: {{follows}}, {{saves}}, {{history}}, and {{station}}. I also keep where you were on each of your Echos, and when you last used Burst Voice.",
  privacy_follows_none: 'no follows',
  privacy_follows_one: 'one follow',
  privacy_follows_other: '{{count}} follows',
  privacy_saves_none: 'no saved bursts',
  privacy_saves_one: 'one saved burst',
  privacy_saves_other: '{{count}} saved bursts',
  privacy_history_none: 'no listening history',
  privacy_history_one: 'a listening history of one burst',
  privacy_history_other: 'a listening history of {{count}} bursts',
  privacy_station: 'your local station, {{station}}',
  privacy_station_none: 'no local station',
  privacy_retention_one:
    'I keep it for one day after you last use Burst Voice, and erase it when you disable the skill.',
  privacy_retention_other:
    'I keep it for {{count}} days after you last use Burst Voice, and erase it when you disable the skill.',
  privacy_delete_hint: 'To delete it, say, delete my data.',
  // Only for a listener with notifications (state/notify-grant.ts): what more is kept, and why.
  privacy_notify:
    'For notifications about {{list}}, I keep your Alexa account id, encrypted, and your region.',
  privacy_notify_pending:
    'For notifications about {{list}}, which wait for your permission in the Alexa app, I keep your Alexa account id, encrypted, and your region.',
  privacy_others_own: 'Others in your household whom Alexa recognizes by voice have their own.',
  privacy_household:
    "That's what I keep for anyone whose voice I don't recognize. People I recognize by voice have their own.",
  privacy_reprompt:
    'To delete what I keep about you, say, delete my data. To hear the news, say, play the news.',
  privacy_card_title: 'What Burst Voice keeps about you',
  // Routine actions (handlers/tasks.ts) play unattended: one short statement, never a question.
  task_unknown: "I don't know that routine action, so here are your top stories.",
  task_bad_category: "I don't have that playlist, so here are your top stories.",
  task_no_topic: 'That routine action has no topic, so here are your top stories.',
  task_category_nothing: 'There is nothing in {{name}} right now, so here are your top stories.',
  task_topic_nothing: "I couldn't find any bursts about {{query}}, so here are your top stories.",
  task_follows_none: "You don't follow any topics yet, so here are your top stories.",
  task_follows_nothing: 'Nothing new from what you follow, so here are your top stories.',
  task_bad_topic: "I couldn't use that topic, so here are your top stories.",
  task_follows_unknown: "I can't reach your topics right now, so here are your top stories.",
  task_fallback: "I couldn't get that right now, so here are your top stories.",
  // A topic of up to 100 characters read back would make a long line: the short form past 40.
  task_intro_long_topic: "Here's what I found on your topic.",
  task_topic_nothing_long: "I couldn't find any bursts on that topic, so here are your top stories.",
  // Nothing plays: one statement, no "try again" (nobody may be listening to a routine).
  task_nothing_to_play: 'There are no bursts to play right now.',
  task_service_down: "The burst service isn't answering right now, so there's nothing to play.",
  task_no_audio_player: "This device can't play audio from Burst Voice.",
  // PlayTimedNews (handlers/tasks.ts): every top story runs longer than the minutes set.
  task_length_none_fits: 'No burst is short enough for {{length}}, so here are your top stories.',
};

type EnKey = keyof typeof en;
/** i18next plurals: `age_days_ago` picks `_one` or `_other` by `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
export type SpeechKey = Exclude<EnKey, `${string}_one` | `${string}_other`> | PluralBase<EnKey>;
export type SpeechTable = Partial<Record<EnKey, string>>;
