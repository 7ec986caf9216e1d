// Every field the skill stores about a listener, in plain words, with why it is kept. The privacy
// page (src/server/policy-pages.ts) is written from this list, and test/state/stored-fields.test.ts
// walks records the real skill wrote and fails on any field that has no line here — so the page
// cannot fall behind the records.
//
// A field is named by its path in the record ("listener.profile.apiUserId"); `contents: true`
// covers everything inside it (a list entry's or an object's own fields, described together).

import { isPlainObject } from '../util/objects';

export type RecordKind = 'listener' | 'device' | 'person' | 'marker';

export interface StoredField {
  path: string;
  /** What it holds, for a listener to read. */
  what: string;
  /** Why the skill keeps it. */
  why: string;
  contents?: true;
}

export const STORED_FIELDS: readonly StoredField[] = [
  // The listener record: one per Alexa account, shared by all of its Echos.
  {
    path: 'listener.schemaVersion',
    what: 'the layout version of this record',
    why: 'to read older records correctly',
  },
  {
    path: 'listener.profile.apiUserId',
    what: "the Burst content service's id for you (it knows you only by the pseudonymous listener id)",
    why: 'to personalise stories and report what you listened to',
  },
  {
    path: 'listener.profile.localStation',
    what: 'the local station you chose: its id and name',
    why: 'weather and traffic come from it',
    contents: true,
  },
  {
    path: 'listener.profile.firstSeenAt',
    what: 'when you first used the skill',
    why: 'to welcome a new listener once',
  },
  {
    path: 'listener.profile.lastSeenAt',
    what: 'when you last used the skill',
    why: 'to greet a returning listener',
  },
  {
    path: 'listener.history',
    what: 'up to 100 stories you heard most recently, on any of your Echos, each as a short fingerprint of its title and topics (older records: burst ids)',
    why: 'so new playlists do not repeat them, even when a station airs them again',
  },
  {
    path: 'listener.lastPlayback',
    what: 'which of your Echos (by a keyed hash of its device id) last started a playlist, and when',
    why: 'so another Echo can continue where you were',
    contents: true,
  },
  {
    path: 'listener.playedOn',
    what: 'which of your Echos (by keyed hashes of their device ids) played most recently, up to three, and when',
    why: 'so a new playlist on one Echo skips what another just played',
    contents: true,
  },
  {
    path: 'listener.stopAtEnd',
    what: 'that you asked for playlists to stop when they run out',
    why: 'to end playlists there instead of playing more',
  },
  {
    path: 'listener.follows',
    what: 'up to 20 topics, stations and podcasts you follow, as you named them; for those you get notifications about, when you asked, when notifications went out in the last day, and the last 30 bursts notified',
    why: 'to play "my topics"',
    contents: true,
  },
  {
    path: 'listener.notify',
    what: 'only once you ask for notifications: your Alexa account id, encrypted; your region and language; whether you allowed notifications; and who in your household has them on',
    why: "Amazon's notifications are addressed to the account id, through your region; it is deleted when you turn notifications off, switch them off in the Alexa app, or disable the skill",
    contents: true,
  },
  {
    path: 'listener.saves',
    what: 'up to 100 bursts you saved: id, title, source, audio address, length and when you saved it',
    why: 'to play your saved bursts',
    contents: true,
  },
  {
    path: 'listener.savesTrimTold',
    what: 'whether you were told that the oldest save goes once you have 100',
    why: 'to tell you only once',
  },
  {
    path: 'listener.gen',
    what: 'a random number naming this record',
    why: 'records of your Echos belong to it, so erased data can never be read back',
  },
  {
    path: 'listener.devices',
    what: 'keyed hashes of the device ids of your Echos that have a record',
    why: 'so erasure finds every one of them',
  },
  {
    path: 'listener.adoptLegacy',
    what: 'a mark on records written before the line above existed',
    why: 'so Echo records from then stay yours',
  },
  {
    path: 'listener.persons',
    what: 'keyed hashes of the person ids of the people Alexa recognized by voice who have a record',
    why: 'so erasing the account finds every one of them',
  },
  // One device record per Echo of the account.
  {
    path: 'device.schemaVersion',
    what: 'the layout version of this record',
    why: 'to read older records correctly',
  },
  {
    path: 'device.gen',
    what: 'the random number of your listener record',
    why: 'to tell your records from erased ones',
  },
  {
    path: 'device.apiUserId',
    what: 'a copy of the user id the Burst content service gave you',
    why: 'to report what you heard while audio plays, without reading your listener record',
  },
  {
    path: 'device.playback.playlist',
    what: "the playlist this Echo plays: what you asked for (a category, a search's words, a station) and the bursts' ids, titles, sources, audio addresses and lengths",
    why: 'to play the next burst and resume',
    contents: true,
  },
  {
    path: 'device.playback.schemaVersion',
    what: 'the layout version of the playback state',
    why: 'to read older records correctly',
  },
  {
    path: 'device.playback.index',
    what: 'which burst of the playlist is current',
    why: 'to play on and resume',
  },
  {
    path: 'device.playback.token',
    what: "the Alexa audio player's name for the current burst",
    why: "to match the Echo's playback reports",
  },
  { path: 'device.playback.offsetMs', what: 'where in the burst you paused', why: 'to resume there' },
  {
    path: 'device.playback.activity',
    what: 'playing, paused, stopped or finished',
    why: 'to answer "resume" and "what\'s playing"',
  },
  {
    path: 'device.playback.updatedAt',
    what: 'when this Echo last changed its playback',
    why: 'resume within 12 hours',
  },
  {
    path: 'device.playback.history',
    what: 'fingerprints of the stories recently heard on this Echo (older records: burst ids)',
    why: 'so its next page does not repeat them',
  },
  {
    path: 'device.playback.consecutiveFailures',
    what: 'how many bursts in a row failed to play',
    why: 'to stop instead of failing on',
  },
  {
    path: 'device.playback.tokenSeq',
    what: 'a counter for audio player names',
    why: 'so each queued burst has its own',
  },
  {
    path: 'device.playback.episode',
    what: 'the full episode you asked for: its id, title, audio address and your place in it',
    why: 'to play and resume the full episode',
    contents: true,
  },
  {
    path: 'device.owner',
    what: 'whose playlist this Echo plays: a keyed hash of the person id of who started it, if Alexa recognized them',
    why: 'so what is heard on it counts for that person',
  },
  {
    path: 'device.parked',
    what: 'for up to three earlier owners of a playlist on this Echo, their keyed hash and up to 30 fingerprints of the stories they heard here',
    why: 'so their next playlist still skips those stories',
    contents: true,
  },
  // One person record for each person Alexa recognized by voice (src/state/person.ts).
  {
    path: 'person.schemaVersion',
    what: 'the layout version of this record',
    why: 'to read older records correctly',
  },
  {
    path: 'person.of',
    what: 'the random number of your account record',
    why: 'so the records of an erased account can never be read back',
  },
  {
    path: 'person.gen',
    what: 'a random number naming this record',
    why: 'so what you heard on an Echo counts for you, and never after you erased your records',
  },
  {
    path: 'person.firstSeenAt',
    what: 'when Alexa first recognized you in the skill',
    why: 'to greet you once as new',
  },
  {
    path: 'person.follows',
    what: "the topics, stations and podcasts you follow, once you changed them (before that, the household's)",
    why: 'to play "my topics" for you',
    contents: true,
  },
  {
    path: 'person.localStation',
    what: "the local station you chose (before that, the household's)",
    why: 'weather and traffic come from it',
    contents: true,
  },
  {
    path: 'person.saves',
    what: 'the bursts you saved: id, title, source, audio address, length and when you saved it',
    why: 'to play your saved bursts',
    contents: true,
  },
  {
    path: 'person.savesTrimTold',
    what: 'whether you were told that the oldest save goes once you have 100',
    why: 'to tell you only once',
  },
  {
    path: 'person.history',
    what: 'up to 100 stories you heard most recently, each as a short fingerprint of its title and topics',
    why: 'so your new playlists do not repeat them',
  },
  {
    path: 'person.lastPlayback',
    what: 'which Echo (by a keyed hash of its device id) last started a playlist of yours, and when',
    why: 'so another Echo can continue where you were',
    contents: true,
  },
  {
    path: 'person.playedOn',
    what: 'which Echos (by keyed hashes) played for you most recently, up to three, and when',
    why: 'so a new playlist on one Echo skips what another just played for you',
    contents: true,
  },
  // What erasure leaves for a few days (src/state/erase.ts).
  {
    path: 'marker.erased',
    what: 'that your records were erased',
    why: 'so requests already on their way cannot write old data back',
  },
  { path: 'marker.erasedAt', what: 'when they were erased', why: 'the same' },
  {
    path: 'marker.devices',
    what: 'keyed hashes of Echos whose record could not be deleted at once',
    why: 'the next erasure deletes them',
  },
  {
    path: 'marker.persons',
    what: 'keyed hashes of persons whose record could not be deleted at once',
    why: 'the next erasure deletes them',
  },
];

/** Store columns every record has besides its fields (src/persistence). */
export const RECORD_METADATA =
  'a version number (so two requests never overwrite each other), when it was last written, and when it expires';

/** The catalogue entry that covers a field path, if any. */
export function fieldFor(path: string): StoredField | undefined {
  return STORED_FIELDS.find((f) => f.path === path || (f.contents === true && path.startsWith(`${f.path}.`)));
}

/** The paths of every field in a stored value: objects by key, list entries as `[]`-less children. */
export function fieldPaths(prefix: string, value: unknown): string[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((v) =>
      isPlainObject(v) ? fieldPaths(prefix, v).filter((p) => p !== prefix) : [],
    );
    return [prefix, ...inner];
  }
  if (isPlainObject(value)) {
    const own = Object.entries(value).flatMap(([k, v]) => fieldPaths(`${prefix}.${k}`, v));
    return own.length > 0 ? own : [prefix];
  }
  return [prefix];
}
