// The fault matrix's entry points: every request type the skill can receive, each with the
// device state it needs first (a playing item, an enqueued next item, a page boundary whose
// prefetch failed) and what its reply should say.
import {
  anyRequest,
  audioPlayerRequest,
  controllerRequest,
  exceptionEncounteredRequest,
  intentRequest,
  launchRequest,
  sessionEndedRequest,
  type SlotValues,
} from '../../src/emulator/envelopes';

/** What setup leaves behind for a cell: the device's tokens at the moment of the request. */
export interface Snapshot {
  currentToken: string;
  offsetMs: number;
  /** The item enqueued after the current one ('enqueued' setup only). */
  nextToken?: string;
}

export type SetupKind = 'playing' | 'enqueued' | 'boundary';

export interface Entry {
  name: string;
  setup: SetupKind;
  /** Launch/Intent/SessionEnded requests carry a session. */
  session: boolean;
  /**
   * A request type the skill has no handler for (issue 35): 'outside' a session it must get an
   * empty reply, 'inside' one the fallback's help; never an error sentence, never a write.
   */
  unhandled?: 'outside' | 'inside';
  /** The content intents that always fetch a fresh playlist: their sentence is fully predictable. */
  fetches?: 'generic' | 'search' | 'latest' | 'podcast';
  request(s: Snapshot): Record<string, unknown>;
  /** The player context the device sends with the request. */
  player(s: Snapshot): { token: string; offsetInMilliseconds: number; playerActivity: string };
}

const playingCtx = (s: Snapshot) => ({
  token: s.currentToken,
  offsetInMilliseconds: s.offsetMs,
  playerActivity: 'PLAYING',
});

const STATION = 'KVTR Public Radio';

const CONTENT_INTENTS: Array<[string, SlotValues, Entry['fetches']]> = [
  ['TopStoriesIntent', {}, 'generic'],
  ['CategoryIntent', { category: 'sports' }, 'generic'],
  ['SearchIntent', { query: 'electric cars' }, 'search'],
  // Free words (issue 50): CategoryIntent's open slot, "surprise me", "podcasts about …".
  ['CategoryIntent (free words)', { category: 'taylor swift' }, 'search'],
  ['SurpriseIntent', {}, 'generic'],
  ['PodcastSearchIntent', { query: 'electric cars' }, 'podcast'],
  ['LatestIntent', { query: 'interest rates' }, 'latest'],
  ['SourceIntent', { source: STATION }, undefined],
  ['WeatherIntent', { station: STATION }, undefined],
  ['TrafficIntent', { station: STATION }, undefined],
  ['SetStationIntent', { station: STATION }, undefined],
  ['TrendingIntent', {}, undefined],
  ['PlayRelatedIntent', {}, undefined],
  ['WhatIsPlayingIntent', {}, undefined],
  ['AboutShowIntent', {}, undefined],
  ['AboutStationIntent', {}, undefined],
  ['PlayShowIntent', {}, undefined],
  ['FullEpisodeIntent', {}, undefined],
  // The listener's own radio: follows and saved bursts.
  ['FollowIntent', { topic: 'electric cars' }, undefined],
  ['UnfollowIntent', { topic: 'electric cars' }, undefined],
  // Notifications (issue 51): on for a topic (the permission not granted yet: the card), off for all.
  ['NotifyIntent', { topic: 'electric cars' }, undefined],
  ['NotifyStopIntent', {}, undefined],
  ['ListFollowsIntent', {}, undefined],
  ['PlayFollowsIntent', {}, undefined],
  ['SaveBurstIntent', {}, undefined],
  ['RemoveSavedIntent', {}, undefined],
  ['PlaySavedIntent', {}, undefined],
  ['CountSavedIntent', {}, undefined],
  ['StopAtEndIntent', {}, undefined],
  ['KeepPlayingIntent', {}, undefined],
];

const BUILT_INS = [
  'Pause',
  'Resume',
  'Cancel',
  'Stop',
  'Help',
  'Next',
  'Previous',
  'StartOver',
  'Repeat',
  'LoopOn',
  'LoopOff',
  'ShuffleOn',
  'ShuffleOff',
  'Fallback',
  'NavigateHome',
].map((n) => `AMAZON.${n}Intent`);

export function matrixEntries(): Entry[] {
  const spoken = (
    name: string,
    request: () => Record<string, unknown>,
    fetches?: Entry['fetches'],
  ): Entry => ({
    name,
    setup: 'playing',
    session: true,
    ...(fetches ? { fetches } : {}),
    request,
    player: playingCtx,
  });
  const silent = (name: string, setup: SetupKind, request: Entry['request'], player = playingCtx): Entry => ({
    name,
    setup,
    session: false,
    request,
    player,
  });
  return [
    spoken('LaunchRequest', () => launchRequest()),
    // A label after the intent's name ("CategoryIntent (free words)") tells two entries of one intent apart.
    ...CONTENT_INTENTS.map(([n, slots, fetches]) =>
      spoken(n, () => intentRequest(n.split(' ')[0] ?? n, slots), fetches),
    ),
    ...BUILT_INS.map((n) => spoken(n, () => intentRequest(n))),
    { ...spoken('SessionEndedRequest', () => sessionEndedRequest()) },
    silent('System.ExceptionEncountered', 'playing', () => exceptionEncounteredRequest()),
    silent(
      'AudioPlayer.PlaybackStarted@prefetch',
      'enqueued',
      (s) => audioPlayerRequest('PlaybackStarted', s.nextToken, 0),
      (s) => ({ token: s.nextToken ?? '', offsetInMilliseconds: 0, playerActivity: 'PLAYING' }),
    ),
    silent('AudioPlayer.PlaybackNearlyFinished@mid-page', 'playing', (s) =>
      audioPlayerRequest('PlaybackNearlyFinished', s.currentToken, s.offsetMs),
    ),
    silent('AudioPlayer.PlaybackNearlyFinished@boundary', 'boundary', (s) =>
      audioPlayerRequest('PlaybackNearlyFinished', s.currentToken, s.offsetMs),
    ),
    silent('AudioPlayer.PlaybackFinished', 'playing', (s) =>
      audioPlayerRequest('PlaybackFinished', s.currentToken, s.offsetMs),
    ),
    silent('AudioPlayer.PlaybackStopped', 'playing', (s) =>
      audioPlayerRequest('PlaybackStopped', s.currentToken, s.offsetMs),
    ),
    silent('AudioPlayer.PlaybackFailed', 'playing', (s) =>
      audioPlayerRequest(
        'PlaybackFailed',
        s.currentToken,
        s.offsetMs,
        'en-US',
        { type: 'MEDIA_ERROR_SERVICE_UNAVAILABLE', message: 'stream failed' },
        playingCtx(s),
      ),
    ),
    silent('AudioPlayer.PlaybackFailed@boundary', 'boundary', (s) =>
      audioPlayerRequest(
        'PlaybackFailed',
        s.currentToken,
        s.offsetMs,
        'en-US',
        { type: 'MEDIA_ERROR_INTERNAL_DEVICE_ERROR', message: 'stream failed' },
        playingCtx(s),
      ),
    ),
    ...(['Play', 'Pause', 'Next', 'Previous'] as const).map((b) =>
      silent(`PlaybackController.${b}CommandIssued`, 'playing', () => controllerRequest(b)),
    ),
    silent('PlaybackController.NextCommandIssued@boundary', 'boundary', () => controllerRequest('Next')),
    // Types no handler takes: Alexa-service events and an undocumented type outside a session, a
    // screen's touch and the undocumented type inside one.
    ...[
      'Messaging.MessageReceived',
      'Reminders.ReminderCreated',
      'Alexa.DataStore.PackageManager.InstallationError',
      'Foo.Bar.Baz',
    ].map((type): Entry => ({ ...silent(type, 'playing', () => anyRequest(type)), unhandled: 'outside' })),
    ...['Alexa.Presentation.APL.UserEvent', 'Foo.Bar.Baz@session'].map((name): Entry => ({
      ...spoken(name, () => anyRequest(name.split('@')[0] as string)),
      unhandled: 'inside',
    })),
  ];
}
