// The listener's own radio as stored in the listener-wide record: follows and saves belong to the
// listener, so every Echo of the account sees the same ones.
import { sanitiseFollows, type Follow } from './follows';
import { sanitiseSaves, type SavedBurst } from './saves';

export interface ListenerRadio {
  follows: Follow[];
  /** Newest first. */
  saves: SavedBurst[];
  /** The listener was told once that the oldest save is dropped at the limit. */
  savesTrimTold?: boolean;
}

/** The radio fields of a stored listener record, read defensively (absent: none). */
export function readRadio(raw: Record<string, unknown>): ListenerRadio {
  return {
    follows: sanitiseFollows(raw.follows),
    saves: sanitiseSaves(raw.saves),
    ...(raw.savesTrimTold === true ? { savesTrimTold: true } : {}),
  };
}
