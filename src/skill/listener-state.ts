// What is stored per listener: playback state plus a small profile. Stored records carry a schema
// version; an older or unreadable record is migrated or reset cleanly, never a crash.
import { initialState } from '../playback/engine';
import { isTokenSafeId } from '../playback/token';
import { PLAYBACK_SCHEMA_VERSION, type PlayerActivity, type PlaybackState } from '../playback/types';
import { isPlainObject } from '../util/objects';

export const LISTENER_SCHEMA_VERSION = 1;

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

export interface ListenerState {
  schemaVersion: typeof LISTENER_SCHEMA_VERSION;
  playback: PlaybackState;
  profile: ListenerProfile;
}

export function newListenerState(now: number): ListenerState {
  return {
    schemaVersion: LISTENER_SCHEMA_VERSION,
    playback: initialState(now),
    profile: { firstSeenAt: now, lastSeenAt: now },
  };
}

export type ReadResult = {
  state: ListenerState;
  isNew: boolean;
  migrated: 'none' | 'reset' | 'playback-reset';
};

/**
 * Reads a stored record. Anything that is not a record of this schema is reset, keeping what can
 * be trusted (the profile) when only the playback part is unreadable.
 */
export function readListenerState(raw: unknown, now: number): ReadResult {
  if (!isPlainObject(raw) || Object.keys(raw).length === 0) {
    return { state: newListenerState(now), isNew: true, migrated: 'none' };
  }
  if (raw.schemaVersion !== LISTENER_SCHEMA_VERSION) {
    return { state: newListenerState(now), isNew: false, migrated: 'reset' };
  }
  const profile = readProfile(raw.profile, now);
  if (!profile) return { state: newListenerState(now), isNew: false, migrated: 'reset' };
  const playback = isValidPlayback(raw.playback) ? raw.playback : undefined;
  if (!playback) {
    return {
      state: { schemaVersion: LISTENER_SCHEMA_VERSION, playback: initialState(now), profile },
      isNew: false,
      migrated: 'playback-reset',
    };
  }
  return {
    state: { schemaVersion: LISTENER_SCHEMA_VERSION, playback, profile },
    isNew: false,
    migrated: 'none',
  };
}

function readProfile(raw: unknown, now: number): ListenerProfile | undefined {
  if (!isPlainObject(raw)) return undefined;
  const firstSeenAt = typeof raw.firstSeenAt === 'number' ? raw.firstSeenAt : now;
  const lastSeenAt = typeof raw.lastSeenAt === 'number' ? raw.lastSeenAt : now;
  const p: ListenerProfile = { firstSeenAt, lastSeenAt };
  if (typeof raw.apiUserId === 'string' && raw.apiUserId) p.apiUserId = raw.apiUserId;
  const st = raw.localStation;
  if (isPlainObject(st) && typeof st.id === 'number' && typeof st.name === 'string') {
    p.localStation = { id: st.id, name: st.name };
  }
  return p;
}

/** Structural check of stored playback state: enough that the engine can never trip on it. */
export function isValidPlayback(raw: unknown): raw is PlaybackState {
  if (!isPlainObject(raw) || raw.schemaVersion !== PLAYBACK_SCHEMA_VERSION) return false;
  if (!isInt(raw.index) || !isNum(raw.offsetMs) || !isNum(raw.updatedAt) || !isInt(raw.tokenSeq))
    return false;
  if (!isInt(raw.consecutiveFailures) || !ACTIVITIES.has(raw.activity as PlayerActivity)) return false;
  if (!Array.isArray(raw.history) || !raw.history.every((h) => typeof h === 'string')) return false;
  if (raw.token !== undefined && typeof raw.token !== 'string') return false;
  if (raw.playlist === undefined) return true;
  const pl = raw.playlist;
  // Ids go into AudioPlayer tokens: one that cannot would make every Play throw.
  if (!isPlainObject(pl) || typeof pl.id !== 'string' || !isTokenSafeId(pl.id)) return false;
  if (!isInt(pl.base) || !Array.isArray(pl.items)) return false;
  if (!isPlainObject(pl.request) || typeof pl.request.kind !== 'string') return false;
  if (typeof pl.loop !== 'boolean' || typeof pl.shuffle !== 'boolean') return false;
  if (pl.nextPage !== undefined && typeof pl.nextPage !== 'string') return false;
  return pl.items.every(
    (i) =>
      isPlainObject(i) &&
      typeof i.burstId === 'string' &&
      isTokenSafeId(i.burstId) &&
      typeof i.title === 'string' &&
      typeof i.sourceName === 'string' &&
      typeof i.audioUrl === 'string' &&
      i.audioUrl.startsWith('https://') &&
      isNum(i.durationSec) &&
      isNum(i.n),
  );
}

const ACTIVITIES = new Set<PlayerActivity>(['idle', 'playing', 'paused', 'stopped', 'finished', 'failed']);

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
function isInt(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0;
}
