// What is stored, in two records with separate keys (keys.ts):
// - the listener record, shared by all of the listener's Echos: the Burst API user id, the local
//   station, recently heard bursts, which device played last (for "continue here");
// - one device record per Echo: its playback (playlist window, position, pause offset,
//   loop/shuffle, token sequence, consecutive failures, updatedAt).
// Records carry a schema version. The one-record schema of before (v1: playback + profile under
// the listener id) is split on first read: the profile becomes the listener record and what was
// playing becomes the record of the device that sent the request. Anything unreadable is reset
// cleanly (never a crash), keeping whatever part can be trusted.
//
// Ownership, for erasure (erase.ts): the listener record lists the devices that have a record
// (`devices`, by device hash) so all of a listener's records are found without a scan, and carries
// a generation (`gen`, random, drawn when a new listener record is first written: ownedWrites). A
// device record belongs to the
// listener record of the same generation; one of another generation (left by an erased or expired
// listener, or written by a request that raced an erasure) is read as no record. Listener records
// from before generations existed adopt the device records written before them (`adoptLegacy`).
//
// AudioPlayer events read the device record alone (one item, one round trip: readDeviceAlone).
// Every device record written carries what they need of the listener: the generation and the
// Burst API user id (`apiUserId`, '' when the listener has none) for listen reports. A device
// record without them (older, absent, unreadable) makes the event read the listener record too.
import { randomUUID } from 'node:crypto';
import { HISTORY_SIZE, PLAYED_ON_SIZE } from '../config/limits';
import { initialState } from '../playback/engine';
import { readRadio, type ListenerRadio } from '../radio/listener-radio';
import type { PlaybackState } from '../playback/types';
import { hasFields, isPlainObject } from '../util/objects';
import { readNotifyGrant, type NotifyGrant } from './notify-grant';
import type { PersonRecord } from './person';
import type { Attributes } from './store';
import { readStoredPlayback, storePlayback } from './stored-playback';

/** 1 was the one-record schema (playback + profile); 2 is the listener record. */
export const LEGACY_SCHEMA_VERSION = 1;
export const LISTENER_SCHEMA_VERSION = 2;
export const DEVICE_SCHEMA_VERSION = 1;

export interface LocalStation {
  id: number;
  name: string;
}

export interface ListenerProfile {
  /** The Burst API's user id (from user registration), for personalisation and listen reports. */
  apiUserId?: string;
  localStation?: LocalStation;
  firstSeenAt: number;
  lastSeenAt: number;
}

/** The device that last started or resumed a playlist (by its hash, keys.ts), and when. */
export interface LastPlayback {
  device: string;
  at: number;
}

/** Follows and saves (src/radio) are the listener's: every Echo of the account sees them. */
export interface ListenerRecord extends ListenerRadio {
  schemaVersion: typeof LISTENER_SCHEMA_VERSION;
  profile: ListenerProfile;
  /** Bursts heard on any of the listener's devices, newest last: new playlists skip them. */
  history: string[];
  lastPlayback?: LastPlayback;
  /**
   * The Echos that started or resumed playback lately, newest first (at most PLAYED_ON_SIZE): a
   * new playlist on another Echo reads their heard stories, so a story heard on one Echo is not
   * played on the next (docs/listening.md, Across Echos).
   */
  playedOn?: LastPlayback[];
  /** "Stop when the playlist ends": playlists end after their last page instead of going on. */
  stopAtEnd?: true;
  /** This record's generation: device records of another generation are not this listener's. */
  gen: string;
  /** Hashes of the devices that have a record: erasure deletes exactly these (no table scan). */
  devices: string[];
  /** Written before generations: device records without one belong to this listener too. */
  adoptLegacy?: true;
  /** Hashes of the persons that have a record (person.ts): erasure deletes exactly these too. */
  persons?: string[];
  /** Only once someone on the account asked for a notification (notify-grant.ts). */
  notify?: NotifyGrant;
}

export interface DeviceRecord {
  schemaVersion: typeof DEVICE_SCHEMA_VERSION;
  playback: PlaybackState;
  /**
   * Whose playlist this Echo plays (person.ts): `<person hash>:<person generation>` of the
   * recognized person who started it; absent: the household's (nobody recognized). AudioPlayer
   * events carry no person: what they hear goes into the playback's history, which is the owner's.
   */
  owner?: string;
  /**
   * What earlier owners heard here lately, newest owner first (takeOver): a person whose playlist
   * another started over still skips those stories when they play again.
   */
  parked?: ParkedHistory[];
  /** The generation of the listener record this device record belongs to. */
  gen?: string;
  /**
   * The listener's Burst API user id when the record was written ('' for none): AudioPlayer
   * events report listens from it without reading the listener record.
   */
  apiUserId?: string;
}

export interface ParkedHistory {
  /** An owner as in DeviceRecord.owner; '' for the household. */
  owner: string;
  history: string[];
}

/**
 * What an erased listener's record becomes (erase.ts): no listening data, only when it was erased
 * and the device records whose deletion failed; kept days, not months, as a fence against
 * requests already on their way. A listener who comes back is read as new.
 */
export interface ErasureMarker {
  erased: true;
  erasedAt: number;
  /** Device hashes still to delete (a delete that failed): the next erasure tries them again. */
  devices: string[];
  /** Person hashes still to delete, likewise. */
  persons?: string[];
}

/** What a request works on: the listener's record and the record of the device it came from. */
export interface StateView {
  listener: ListenerRecord;
  device: DeviceRecord;
}

export function newListenerRecord(now: number, devices: string[] = []): ListenerRecord {
  return {
    schemaVersion: LISTENER_SCHEMA_VERSION,
    profile: { firstSeenAt: now, lastSeenAt: now },
    history: [],
    follows: [],
    saves: [],
    // Not drawn yet: most requests of a new listener write nothing (ownedWrites draws it on write).
    gen: '',
    devices,
  };
}

/**
 * 96 random bits: two listener records never share a generation. randomUUID draws from a cached
 * entropy pool (several times cheaper than randomBytes per call, which the benchmark showed).
 */
export function newGeneration(): string {
  return randomUUID().replace(/-/g, '').slice(0, 24);
}

export function isErasureMarker(raw: unknown): raw is ErasureMarker {
  return isPlainObject(raw) && raw.erased === true;
}

/** The record an erasure leaves under the listener's key. */
export function erasureMarker(
  now: number,
  devicesLeft: readonly string[],
  personsLeft: readonly string[] = [],
): ErasureMarker {
  return {
    erased: true,
    erasedAt: now,
    devices: [...devicesLeft],
    ...(personsLeft.length > 0 ? { persons: [...personsLeft] } : {}),
  };
}

export function newDeviceRecord(now: number): DeviceRecord {
  return { schemaVersion: DEVICE_SCHEMA_VERSION, playback: initialState(now) };
}

export function newStateView(now: number): StateView {
  return { listener: newListenerRecord(now), device: newDeviceRecord(now) };
}

export type Migration = 'none' | 'split' | 'reset' | 'playback-reset';

export interface ReadResult {
  state: StateView;
  /** Neither record exists: a listener never seen before. */
  isNew: boolean;
  /** Records that must be written even when the request changes nothing (migrated or repaired). */
  rewrite: { listener: boolean; device: boolean };
  /** The listener record is an erasure marker (erase.ts): they asked to be forgotten. */
  erased: boolean;
  migrated: Migration;
}

/**
 * Reads the two stored values (undefined when absent) into records of this schema, migrating the
 * one-record schema and resetting what cannot be read. A device record that is not the listener
 * record's (ownership, above) is read as absent; an erasure marker reads as no listener.
 */
export function readState(listenerRaw: unknown, deviceRaw: unknown, now: number): ReadResult {
  const marker = isErasureMarker(listenerRaw) ? listenerRaw : undefined;
  const listenerAbsent = marker !== undefined || !isPlainObject(listenerRaw) || !hasFields(listenerRaw);
  const deviceAbsent = !isPlainObject(deviceRaw) || !hasFields(deviceRaw);
  const rewrite = { listener: false, device: false };
  let migrated: Migration = 'none';
  let listener: ListenerRecord | undefined;
  let device: DeviceRecord | undefined;

  if (listenerAbsent) {
    // Devices an erasure could not delete stay listed, so the next erasure deletes them.
    listener = newListenerRecord(now, marker ? marker.devices.filter((d) => typeof d === 'string') : []);
    const personsLeft = marker?.persons?.filter((p) => typeof p === 'string') ?? [];
    if (personsLeft.length > 0) listener.persons = personsLeft;
  } else {
    const raw = listenerRaw as Record<string, unknown>;
    const profile = readProfile(raw.profile, now);
    if (raw.schemaVersion === LISTENER_SCHEMA_VERSION && profile) {
      listener = readListenerExtras(raw) as ListenerRecord;
      listener.schemaVersion = LISTENER_SCHEMA_VERSION;
      listener.profile = profile;
      if (listener.gen === '') {
        // Written before generations: it gets one when rewritten, and keeps the device records
        // written before it.
        listener.adoptLegacy = true;
        rewrite.listener = true;
      }
    } else if (raw.schemaVersion === LEGACY_SCHEMA_VERSION && profile) {
      // The one-record schema: the profile stays the listener's, what was playing goes to the
      // device that asked (unless that device already has a record of its own).
      const playback = readStoredPlayback(raw.playback);
      listener = {
        ...newListenerRecord(now),
        profile,
        history: playback ? playback.history.slice(-HISTORY_SIZE) : [],
        adoptLegacy: true,
      };
      if (playback && deviceAbsent) {
        device = { schemaVersion: DEVICE_SCHEMA_VERSION, playback };
        rewrite.device = true;
      }
      migrated = playback ? 'split' : 'playback-reset';
      rewrite.listener = true;
    } else {
      migrated = 'reset';
      listener = { ...newListenerRecord(now), adoptLegacy: true };
      rewrite.listener = true;
    }
  }

  let ownDevice = false;
  if (!device && !deviceAbsent) {
    const read = readDevice(deviceRaw, listener);
    if (read === 'invalid') {
      rewrite.device = true;
      if (migrated === 'none') migrated = 'playback-reset';
    } else if (read) {
      device = read;
      ownDevice = true;
    }
  }

  return {
    state: { listener, device: device ?? newDeviceRecord(now) },
    isNew: listenerAbsent && !ownDevice,
    erased: marker !== undefined,
    rewrite,
    migrated,
  };
}

/**
 * A stored device record as this listener's: undefined when absent or another generation's (not
 * theirs: it reads as no record), 'invalid' when it cannot be read.
 */
export function readDevice(raw: unknown, listener: ListenerRecord): DeviceRecord | undefined | 'invalid' {
  if (!isPlainObject(raw) || !hasFields(raw)) return undefined;
  const playback = raw.schemaVersion === DEVICE_SCHEMA_VERSION ? readStoredPlayback(raw.playback) : undefined;
  if (!playback) return 'invalid';
  const gen = typeof raw.gen === 'string' ? raw.gen : undefined;
  const owned = gen === undefined ? listener.adoptLegacy === true : gen === listener.gen;
  if (!owned) return undefined;
  const device: DeviceRecord = { schemaVersion: DEVICE_SCHEMA_VERSION, playback };
  if (gen) device.gen = gen;
  return readOwnership(raw, device);
}

/**
 * The owner and parked histories of a stored device record (absent or unreadable: none), onto
 * `to`. Built without spreads: every request reads a device record.
 */
function readOwnership(raw: Record<string, unknown>, to: DeviceRecord): DeviceRecord {
  if (typeof raw.owner === 'string' && raw.owner !== '') to.owner = raw.owner;
  if (!Array.isArray(raw.parked)) return to;
  const parked = raw.parked
    .filter(
      (p): p is ParkedHistory =>
        isPlainObject(p) &&
        typeof p.owner === 'string' &&
        Array.isArray(p.history) &&
        p.history.every((h) => typeof h === 'string'),
    )
    .map((p) => ({ owner: p.owner, history: p.history }));
  if (parked.length > 0) to.parked = parked;
  return to;
}

/**
 * The state an AudioPlayer event decides from when its device record is enough on its own: a
 * readable record of a generation, stamped with the listener's API user id (ownedWrites). The
 * listener part is a stand-in that carries only that id: it is never written (ownedWrites with
 * `listenerRead: false`). Undefined: read the listener record too and decide as any request.
 */
export function readDeviceAlone(raw: unknown, now: number): StateView | undefined {
  if (!isPlainObject(raw) || raw.schemaVersion !== DEVICE_SCHEMA_VERSION) return undefined;
  const { gen, apiUserId } = raw;
  if (typeof gen !== 'string' || gen === '' || typeof apiUserId !== 'string') return undefined;
  const playback = readStoredPlayback(raw.playback);
  if (!playback) return undefined;
  const listener = newListenerRecord(now);
  listener.gen = gen;
  if (apiUserId) listener.profile.apiUserId = apiUserId;
  return {
    listener,
    device: readOwnership(raw, { schemaVersion: DEVICE_SCHEMA_VERSION, playback, gen, apiUserId }),
  };
}

export interface OwnedWrites {
  listener?: Attributes;
  device?: Attributes;
  /** The speaker's person record (person.ts), when it changed. */
  person?: Attributes;
  /**
   * The listener write lists this device for the first time: it goes first, and the device record
   * only once it is stored, so no device record exists that its listener record does not list.
   */
  listenerFirst?: true;
}

/**
 * What a decision writes, made consistent with ownership: a device record written carries the
 * listener's generation and API user id, and the listener record lists that device (so erasure
 * finds it), which may add a listener write. A listener record without a generation yet (new, or
 * from before generations) gets one here, with the write that stores it. `deviceHash` is the
 * device's part of its key (keys.ts). When the listener record was not read (an AudioPlayer event
 * decided from its device record alone) only the device is written, as it was stamped.
 */
export function ownedWrites(
  state: StateView,
  dirty: { listener: boolean; device: boolean },
  deviceHash: string,
  listenerRead = true,
  person?: PersonWrite,
): OwnedWrites {
  if (!listenerRead) return dirty.device ? { device: storedDevice(state.device) } : {};
  let listener = state.listener;
  let listenerDirty = dirty.listener;
  if ((listenerDirty || dirty.device || person) && listener.gen === '') {
    listener = { ...listener, gen: newGeneration() };
    listenerDirty = true;
  }
  let listenerFirst = false;
  if (dirty.device && !listener.devices.includes(deviceHash)) {
    listener = { ...listener, devices: [...listener.devices, deviceHash] };
    listenerDirty = true;
    listenerFirst = true;
  }
  // A person's record is listed before it is first written, as a device's is (erasure finds it).
  if (person && !(listener.persons ?? []).includes(person.hash)) {
    listener = { ...listener, persons: [...(listener.persons ?? []), person.hash] };
    listenerDirty = true;
    listenerFirst = true;
  }
  // Built field by field: this runs on every request that changes anything.
  const out: OwnedWrites = {};
  if (listenerDirty) out.listener = { ...listener };
  if (dirty.device) {
    // storedDevice's object is new: stamped in place (same fields, same order as a spread).
    const device = storedDevice(state.device);
    device.gen = listener.gen;
    device.apiUserId = listener.profile.apiUserId ?? '';
    out.device = device;
  }
  if (person) out.person = { ...person.record, of: listener.gen };
  if (listenerFirst) out.listenerFirst = true;
  return out;
}

/** A device record as it is written: its playback in the stored layout (stored-playback.ts). */
export function storedDevice(device: DeviceRecord): Attributes {
  const out: Attributes = { schemaVersion: device.schemaVersion, playback: storePlayback(device.playback) };
  if (device.owner !== undefined) out.owner = device.owner;
  if (device.parked !== undefined) out.parked = device.parked;
  if (device.gen !== undefined) out.gen = device.gen;
  if (device.apiUserId !== undefined) out.apiUserId = device.apiUserId;
  return out;
}

/** A person record to write (person.ts), and the hash the listener record lists it by. */
export interface PersonWrite {
  hash: string;
  record: PersonRecord;
}

/**
 * The listener record's fields but its version and profile, read defensively. Built field by
 * field, without spreads: this runs on every request that reads the listener record.
 */
function readListenerExtras(raw: Record<string, unknown>): Omit<ListenerRecord, 'schemaVersion' | 'profile'> {
  const out: Omit<ListenerRecord, 'schemaVersion' | 'profile'> = readListening(raw) as ListenerRecord;
  if (raw.stopAtEnd === true) out.stopAtEnd = true;
  const radio = readRadio(raw);
  out.follows = radio.follows;
  out.saves = radio.saves;
  if (radio.savesTrimTold !== undefined) out.savesTrimTold = radio.savesTrimTold;
  out.gen = typeof raw.gen === 'string' ? raw.gen : '';
  out.devices = strings(raw.devices);
  if (raw.adoptLegacy === true) out.adoptLegacy = true;
  const persons = strings(raw.persons);
  if (persons.length > 0) out.persons = persons;
  if (raw.notify !== undefined) {
    const notify = readNotifyGrant(raw.notify);
    if (notify) out.notify = notify;
  }
  return out;
}

/** The strings of a stored list (the list itself when it holds nothing else); not a list: none. */
function strings(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.every((v) => typeof v === 'string')
    ? (raw as string[])
    : raw.filter((v) => typeof v === 'string');
}

/**
 * What was heard and where, as a listener record and a person record (person.ts) both keep it:
 * the history (newest last, bounded) and the Echos that played last. Read defensively.
 */
export function readListening(
  raw: Record<string, unknown>,
): Pick<ListenerRecord, 'history' | 'lastPlayback' | 'playedOn'> {
  const history = strings(raw.history);
  const out: Pick<ListenerRecord, 'history' | 'lastPlayback' | 'playedOn'> = {
    history: history.length > HISTORY_SIZE ? history.slice(-HISTORY_SIZE) : history,
  };
  const lastPlayback = readPlayback(raw.lastPlayback);
  if (lastPlayback) out.lastPlayback = lastPlayback;
  if (Array.isArray(raw.playedOn)) {
    // One list, not three (map, filter, slice): this runs on every request that reads the listener.
    const playedOn: LastPlayback[] = [];
    for (const p of raw.playedOn) {
      if (playedOn.length === PLAYED_ON_SIZE) break;
      const read = readPlayback(p);
      if (read) playedOn.push(read);
    }
    if (playedOn.length > 0) out.playedOn = playedOn;
  }
  return out;
}

function readPlayback(raw: unknown): LastPlayback | undefined {
  return isPlainObject(raw) && typeof raw.device === 'string' && isNum(raw.at)
    ? { device: raw.device, at: raw.at }
    : undefined;
}

/** A stored local station (listener profile or person record), or undefined. */
export function readStation(raw: unknown): LocalStation | undefined {
  return isPlainObject(raw) && typeof raw.id === 'number' && typeof raw.name === 'string'
    ? { id: raw.id, name: raw.name }
    : undefined;
}

function readProfile(raw: unknown, now: number): ListenerProfile | undefined {
  if (!isPlainObject(raw)) return undefined;
  const firstSeenAt = typeof raw.firstSeenAt === 'number' ? raw.firstSeenAt : now;
  const lastSeenAt = typeof raw.lastSeenAt === 'number' ? raw.lastSeenAt : now;
  const p: ListenerProfile = { firstSeenAt, lastSeenAt };
  if (typeof raw.apiUserId === 'string' && raw.apiUserId) p.apiUserId = raw.apiUserId;
  const station = readStation(raw.localStation);
  if (station) p.localStation = station;
  return p;
}

/** Heard bursts of both records, newest last, each once: what a new playlist should skip. */
export function mergeHistory(older: readonly string[], newer: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let i = newer.length - 1; i >= 0; i--) add(newer[i] as string);
  for (let i = older.length - 1; i >= 0; i--) add(older[i] as string);
  return out.slice(0, HISTORY_SIZE).reverse();
  function add(id: string): void {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(id);
  }
}

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
