// Everyone in the household their own (docs/listening.md, "Everyone their own"): a speaker Alexa
// recognizes by voice (keys.ts, personIdOf) has a person record under `<listener>|p_<hash>` with
// what is theirs: follows, saves, listening history, local station, and the Echos they played on.
// Everything else stays the account's (the listener record): its Echos and persons (for erasure),
// the generation, the Burst API user id, "stop at the end".
//
// Handlers never see the split. They read and change one listener record as always; for a
// recognized person it is a view (personView): the account's record with the person's fields laid
// over it. After the decision, splitView hands each changed field back to the record it came from.
//
// A person starts from the household: until they change their own, their follows and local
// station are the account's (an absent field means "the household's"), so turning voice profiles
// on loses nobody's topics and writes nothing just for being recognized. Saves and history start
// empty: those are what a person did, and the household's were someone's, unknown whose.
//
// Ownership, as for device records (records.ts): a person record carries the generation of the
// listener record it belongs to (`of`) and one of its own (`gen`). An erased account's persons are
// read as nobody's; an erased person's traces on device records (erase.ts) carry the old `gen`.
import { sanitiseFollows, type Follow } from '../radio/follows';
import { sanitiseSaves, type SavedBurst } from '../radio/saves';
import { isPlainObject } from '../util/objects';
import {
  isErasureMarker,
  newGeneration,
  readListening,
  readStation,
  type LastPlayback,
  type ListenerRecord,
  type LocalStation,
} from './records';

export const PERSON_SCHEMA_VERSION = 1;

export interface PersonRecord {
  schemaVersion: typeof PERSON_SCHEMA_VERSION;
  /** The generation of the listener record this person belongs to. */
  of: string;
  /** This person's generation: device records name the person whose playlist they play by it. */
  gen: string;
  firstSeenAt: number;
  /** Absent: the household's follows, until the person changes their own. */
  follows?: Follow[];
  /** Absent: the household's station, until the person chooses their own. */
  localStation?: LocalStation;
  saves: SavedBurst[];
  savesTrimTold?: true;
  history: string[];
  lastPlayback?: LastPlayback;
  playedOn?: LastPlayback[];
}

/** The recognized speaker of a request, as the skill knows them. */
export interface Speaker {
  /** Amazon's person id: only ever sent back to Alexa in an alexa:name tag, never stored or logged. */
  personId: string;
  /** The person's part of their record key (keys.ts). */
  hash: string;
  record: PersonRecord;
  /** No record of theirs was stored (never recognized, erased, or an erased account's). */
  isNew: boolean;
}

/** The listener-record fields that are a person's own when a person speaks. */
const OWN_FIELDS = ['follows', 'saves', 'savesTrimTold', 'history', 'lastPlayback', 'playedOn'] as const;
type OwnField = (typeof OWN_FIELDS)[number];

export function newPersonRecord(of: string, now: number): PersonRecord {
  return {
    schemaVersion: PERSON_SCHEMA_VERSION,
    of,
    gen: newGeneration(),
    firstSeenAt: now,
    saves: [],
    history: [],
  };
}

/**
 * A stored person record as this listener's, or undefined: absent, erased (a marker), unreadable,
 * or of another generation of the listener (an erased account's person is nobody's).
 */
export function readPerson(raw: unknown, listener: ListenerRecord): PersonRecord | undefined {
  if (!isPlainObject(raw) || isErasureMarker(raw) || raw.schemaVersion !== PERSON_SCHEMA_VERSION)
    return undefined;
  if (typeof raw.gen !== 'string' || raw.gen === '' || raw.of !== listener.gen || listener.gen === '')
    return undefined;
  const station = readStation(raw.localStation);
  return {
    schemaVersion: PERSON_SCHEMA_VERSION,
    of: listener.gen,
    gen: raw.gen,
    firstSeenAt: typeof raw.firstSeenAt === 'number' ? raw.firstSeenAt : 0,
    saves: sanitiseSaves(raw.saves),
    ...(raw.savesTrimTold === true ? { savesTrimTold: true as const } : {}),
    ...readListening(raw),
    ...(raw.follows !== undefined ? { follows: sanitiseFollows(raw.follows) } : {}),
    ...(station ? { localStation: station } : {}),
  };
}

/** The listener record a recognized person's request decides on: the account's, with theirs laid over. */
export function personView(account: ListenerRecord, person: PersonRecord): ListenerRecord {
  const { lastPlayback: _l, playedOn: _p, savesTrimTold: _s, ...shared } = account;
  const station = person.localStation ?? account.profile.localStation;
  const { localStation: _st, ...profile } = account.profile;
  return {
    ...shared,
    profile: station ? { ...profile, localStation: station } : profile,
    follows: person.follows ?? account.follows,
    saves: person.saves,
    history: person.history,
    ...(person.savesTrimTold ? { savesTrimTold: true as const } : {}),
    ...(person.lastPlayback ? { lastPlayback: person.lastPlayback } : {}),
    ...(person.playedOn ? { playedOn: person.playedOn } : {}),
  };
}

export interface SplitView {
  account: ListenerRecord;
  person: PersonRecord;
  accountChanged: boolean;
  personChanged: boolean;
}

/**
 * What a decision on a person's view changed, handed back to the two records: each of the
 * person's own fields that is not the one the view was built with (handlers replace, never
 * mutate) is theirs now; every other field is the account's.
 */
export function splitView(
  view: ListenerRecord,
  base: ListenerRecord,
  account: ListenerRecord,
  person: PersonRecord,
): SplitView {
  let personOut: PersonRecord = person;
  let personChanged = false;
  const own = (field: OwnField): boolean => view[field] !== base[field];
  for (const field of OWN_FIELDS) {
    if (!own(field)) continue;
    personChanged = true;
    const value = view[field];
    const { [field]: _old, ...rest } = personOut;
    personOut = (value === undefined ? rest : { ...rest, [field]: value }) as PersonRecord;
  }
  const station = view.profile.localStation;
  if (station !== base.profile.localStation && station) {
    personOut = { ...personOut, localStation: station };
    personChanged = true;
  }
  // The account's part: the view without the person's fields, with the account's own back.
  let accountChanged = false;
  const accountOut: Record<string, unknown> = { ...account };
  const viewFields = view as unknown as Record<string, unknown>;
  const baseFields = base as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(viewFields), ...Object.keys(baseFields)])) {
    if ((OWN_FIELDS as readonly string[]).includes(key) || key === 'profile') continue;
    if (viewFields[key] === baseFields[key]) continue;
    if (key in viewFields) accountOut[key] = viewFields[key];
    else delete accountOut[key];
    accountChanged = true;
  }
  const { localStation: _v, ...viewProfile } = view.profile;
  const { localStation: _b, ...baseProfile } = base.profile;
  if (Object.entries(viewProfile).some(([k, v]) => (baseProfile as Record<string, unknown>)[k] !== v)) {
    accountOut.profile = { ...account.profile, ...viewProfile };
    accountChanged = true;
  }
  return {
    account: accountOut as unknown as ListenerRecord,
    person: personOut,
    accountChanged,
    personChanged,
  };
}
