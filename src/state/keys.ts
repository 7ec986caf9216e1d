// Storage keys. The raw Alexa user and device ids never leave the skill: each key is a keyed hash
// (HMAC-SHA256 with the listener-id secret), so neither the store nor the logs can be traced back
// to an Amazon account or device without the secret.
//
// The listener record lives under the listener id (the key the one-record schema used, so old
// records are found and migrated); each device of the listener has its own record under
// `<listener id>|<device hash>`. Separate keys, so a listener-wide change (the local station) and
// playback events of a device never conflict with each other.
import { createHmac } from 'node:crypto';
import type { RequestEnvelope } from 'ask-sdk-model';

export interface StateKeys {
  listener: string;
  device: string;
  /** The device's part of its key: what the listener record names a device by. */
  deviceHash: string;
  /**
   * A speaker Alexa recognized by voice (context.System.person): their record's key and its part
   * (what the listener record names a person by). Absent for everyone else, and for every request
   * that is not spoken (AudioPlayer and PlaybackController events carry no person).
   */
  person?: string;
  personHash?: string;
}

/** A request without a device id (never from an Echo) shares this one device slot. */
const NO_DEVICE = 'no-device';

// One listener's Echo sends request after request (each AudioPlayer event): the two HMACs were
// ≈ 6 % of a NearlyFinished in the benchmark. Recent ids only, in process memory, never stored;
// looked up by the ids themselves, user then device: one key joined from the two (each about 200
// characters from Alexa) took longer to build and hash than the HMACs' lookup saved.
const RECENT_USERS = 2048;
const RECENT_DEVICES_PER_USER = 16;
/** One secret in production; tests use a few. */
const RECENT_SECRETS = 8;
/** secret → user id → device id (and speaker) → keys. */
const recent = new Map<string, Map<string, Map<string, StateKeys>>>();

/** The recent keys of one user's devices (and speakers) under `secret`; the oldest user goes first. */
function recentOf(secret: string, userId: string): Map<string, StateKeys> {
  let byUser = recent.get(secret);
  if (!byUser) {
    if (recent.size >= RECENT_SECRETS) recent.clear();
    byUser = new Map();
    recent.set(secret, byUser);
  }
  let byDevice = byUser.get(userId);
  if (!byDevice) {
    if (byUser.size >= RECENT_USERS) byUser.delete(byUser.keys().next().value as string);
    byDevice = new Map();
    byUser.set(userId, byDevice);
  } else if (byDevice.size >= RECENT_DEVICES_PER_USER) {
    byDevice.clear();
  }
  return byDevice;
}

function hash(secret: string, kind: string, id: string): string {
  return createHmac('sha256', secret).update(kind).update('\0').update(id).digest('base64url').slice(0, 32);
}

/** The listener's pseudonymous id: storage key and the external id registered with the Burst API. */
export function listenerIdFor(env: RequestEnvelope, secret: string): string {
  return stateKeysFor(env, secret).listener;
}

export function stateKeysFor(env: RequestEnvelope, secret: string): StateKeys {
  const userId = env?.context?.System?.user?.userId ?? env?.session?.user?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('request has no user id');
  const rawDevice = env?.context?.System?.device?.deviceId;
  const deviceId = typeof rawDevice === 'string' && rawDevice.length > 0 ? rawDevice : NO_DEVICE;
  const personId = personIdOf(env);
  const byDevice = recentOf(secret, userId);
  const recentKey = personId === undefined ? deviceId : `${deviceId}\0${personId}`;
  let keys = byDevice.get(recentKey);
  if (!keys) {
    // The listener id keeps the one-record schema's derivation: old records stay reachable.
    const listener = 'l_' + createHmac('sha256', secret).update(userId).digest('base64url').slice(0, 32);
    const deviceHash = 'd_' + hash(secret, 'device', deviceId);
    const personHash = personId === undefined ? undefined : 'p_' + hash(secret, 'person', personId);
    keys = Object.freeze({
      listener,
      device: deviceKeyOf(listener, deviceHash),
      deviceHash,
      ...(personHash ? { person: deviceKeyOf(listener, personHash), personHash } : {}),
    });
    byDevice.set(recentKey, keys);
  }
  return keys;
}

/**
 * The permission under which Alexa sends it ("Add Personalization to Your Alexa Skill"):
 * skill.json declares it (src/certification/permissions.ts).
 */
export const PERSON_ID_PERMISSION = 'alexa::person_id:read';

/**
 * The recognized speaker's person id (Amazon: at most 255 characters), or undefined: not
 * recognized, personalization off, or a request that is not spoken (docs/alexa-rules.md).
 */
export function personIdOf(env: RequestEnvelope): string | undefined {
  const id: unknown = env?.context?.System?.person?.personId;
  return typeof id === 'string' && id.length > 0 && id.length <= 255 ? id : undefined;
}

/** A listener's second-level key: a device's record or a person's (`<listener>|d_…`, `<listener>|p_…`). */
export function deviceKeyOf(listener: string, deviceHash: string): string {
  return `${listener}|${deviceHash}`;
}

/** A device record's key taken apart (deviceKeyOf's inverse); undefined for a listener's key. */
export function splitDeviceKey(key: string): { listener: string; deviceHash: string } | undefined {
  const sep = key.indexOf('|');
  return sep > 0 ? { listener: key.slice(0, sep), deviceHash: key.slice(sep + 1) } : undefined;
}
