// Whose playlist an Echo plays (records.ts, DeviceRecord.owner). AudioPlayer events carry no
// person, so the device record says who started the playlist: what is heard on it is that
// person's, in the playback's history, without reading any other record. When someone else
// starts a new playlist there, what the last owner heard is parked on the device (bounded), so it
// is still theirs the next time they play, here or on another Echo (other-device.ts).
import type { DeviceRecord, ParkedHistory } from './records';

/** Earlier owners a device remembers, and the newest stories it keeps of each. */
export const PARKED_OWNERS = 3;
export const PARKED_HISTORY = 30;

/** An owner as stored: a person's hash and generation (person.ts), or '' for the household. */
export function ownerTag(person?: { hash: string; gen: string }): string {
  return person ? `${person.hash}:${person.gen}` : '';
}

export function ownerOf(device: DeviceRecord): string {
  return device.owner ?? '';
}

/** What `owner` heard on this device lately: the playback's history when the playlist is theirs. */
export function heardHere(device: DeviceRecord, owner: string): string[] {
  if (ownerOf(device) === owner) return device.playback.history;
  return device.parked?.find((p) => p.owner === owner)?.history ?? [];
}

/**
 * The device record after `owner` started a new playlist on it (`decided`, from `read`). A
 * history the decision carried over unchanged was the last owner's: the new owner's replaces it.
 */
export function takeOver(read: DeviceRecord, decided: DeviceRecord, owner: string): DeviceRecord {
  const previous = ownerOf(read);
  if (previous === owner) return decided;
  const history =
    decided.playback.history === read.playback.history ? heardHere(read, owner) : decided.playback.history;
  const parked = parkedAfter(read, previous, owner);
  const { owner: _o, parked: _p, ...rest } = decided;
  return {
    ...rest,
    playback: { ...decided.playback, history },
    ...(owner ? { owner } : {}),
    ...(parked.length > 0 ? { parked } : {}),
  };
}

function parkedAfter(read: DeviceRecord, previous: string, owner: string): ParkedHistory[] {
  const left = read.playback.history.slice(-PARKED_HISTORY);
  return [
    ...(left.length > 0 ? [{ owner: previous, history: left }] : []),
    // The new owner's parked stories are in their playlist's history now.
    ...(read.parked ?? []).filter((p) => p.owner !== previous && p.owner !== owner),
  ].slice(0, PARKED_OWNERS);
}

/** The device record without a person's traces (their erasure): any generation of theirs. */
export function withoutPerson(device: DeviceRecord, personHash: string): DeviceRecord {
  const theirs = (owner: string) => owner.startsWith(`${personHash}:`);
  const { owner, parked, ...rest } = device;
  const keep = (parked ?? []).filter((p) => !theirs(p.owner));
  return {
    ...rest,
    ...(owner && !theirs(owner) ? { owner } : {}),
    ...(owner && theirs(owner) ? { playback: { ...device.playback, history: [] } } : {}),
    ...(keep.length > 0 ? { parked: keep } : {}),
  };
}
