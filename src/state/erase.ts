// Erasing a listener: their record and the record of every one of their Echos and of every person
// Alexa recognized on the account, found directly (the listener record lists its devices and
// persons; records.ts, ownership), never by scanning the store.
//
// The update loop carries it out like any other write, with the same version check:
//   1. the listener record is replaced by an erasure marker, on condition that it is still the
//      version read. This is the moment of erasure: a request that read the old record can no
//      longer write it (its version check fails), and one that reads afterwards sees the marker
//      and starts a new listener, of a new generation;
//   2. then every listed device and person record is deleted. A write racing step 2 either fails
//      its version check or carries the old generation, which no new listener record accepts, so
//      old state never comes back; what a failed delete leaves is listed in the marker, read as
//      nobody's, and expires with the store's retention.
// The marker holds no listening data and lives ERASURE_MARKER_DAYS: while it lives, versions of
// the listener's key keep counting up, so a request still on its way cannot mistake a new record
// for the one it read. Erasing twice, or a listener never seen, is done.
import { DAY_MS, ERASURE_MARKER_DAYS } from '../config/limits';
import type { ListenerRecord } from './records';

export const ERASURE_MARKER_MS = ERASURE_MARKER_DAYS * DAY_MS;

/**
 * What a decision to erase writes: the device and person hashes whose records go (the listener
 * key is known). Persons are listed like devices (person.ts), so no scan finds them either.
 */
export interface ErasurePlan {
  devices: string[];
  persons: string[];
  /** When the decision was made (the marker's erasedAt). */
  at: number;
}

/** Every device and person of the listener (listed, and the ones asking), each once. */
export function erasurePlan(
  listener: ListenerRecord,
  askingDeviceHash: string | undefined,
  now: number,
  askingPersonHash?: string,
): ErasurePlan {
  const devices = new Set(listener.devices);
  if (askingDeviceHash) devices.add(askingDeviceHash);
  const persons = new Set(listener.persons ?? []);
  if (askingPersonHash) persons.add(askingPersonHash);
  return { devices: [...devices], persons: [...persons], at: now };
}

// Erasing one person (a recognized speaker's "delete my data"): the same fence on their record
// alone. Their record becomes a marker if it is still the version read; a request that read it
// can no longer write it, and one that reads afterwards starts the person anew, of a new
// generation, so the traces of the old one on device records (ownership.ts) are nobody's. The
// asking Echo's traces are removed in the same decision (withoutPerson); the account's records and
// everyone else's stay.
export interface PersonErasure {
  at: number;
}
