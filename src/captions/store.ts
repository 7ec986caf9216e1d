// Caption cues of upcoming bursts, fetched ahead so a Play can carry them without a call of its
// own: the burst detail (with its transcript) is asked for while the previous burst plays
// (PlaybackStarted), and the enqueue at NearlyFinished only looks here. In memory per process:
// on Lambda another container may not have them, and that burst simply plays without captions.
import type { BurstApi, CallOptions } from '../api/api';
import type { Burst } from '../api/types';
import type { Clock } from '../util/clock';
import { ttlLru, type TtlLru } from '../util/ttl-lru';
import { buildCues, type Cue } from './webvtt';

/** Transcripts do not change; the bound only keeps memory small. */
const CAPTION_TTL_MS = 6 * 60 * 60 * 1000;
const CAPTION_MAX_ENTRIES = 300;
/** Total JSON size of the kept cues (about 4 MB). */
const CAPTION_MAX_BYTES = 4 * 1024 * 1024;

export class CaptionStore {
  private readonly entries: TtlLru<{ cues: Cue[] }>;

  constructor(clock: Clock) {
    this.entries = ttlLru(clock, {
      maxEntries: CAPTION_MAX_ENTRIES,
      maxBytes: CAPTION_MAX_BYTES,
      ttlMs: CAPTION_TTL_MS,
    });
  }

  /** The cues of a burst (empty: it has no transcript), or undefined when not fetched. */
  get(burstId: string): Cue[] | undefined {
    return this.entries.get(burstId)?.cues;
  }

  set(burstId: string, cues: Cue[]): void {
    this.entries.set(burstId, { cues });
  }
}

/** A burst detail's cues, none past the burst's end (the detail's duration: 0 when unknown). */
function cuesOf(detail: Burst): Cue[] {
  return detail.transcript ? buildCues(detail.transcript, detail.durationSec) : [];
}

/**
 * The same API, except that every burst detail it returns also leaves that burst's cues in the
 * store: a detail the skill fetched anyway (trending, "what's playing") needs no second call.
 * A Proxy rather than a subclass: the client keeps its key in an ES private field.
 */
export function rememberingCaptions(api: BurstApi, store: CaptionStore): BurstApi {
  const burst: BurstApi['burst'] = async (params, opts) => {
    const detail = await api.burst(params, opts);
    if (store.get(detail.id) === undefined) {
      store.set(detail.id, cuesOf(detail));
    }
    return detail;
  };
  return new Proxy(api, {
    get(target, prop) {
      if (prop === 'burst') return burst;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Fetches the detail of the bursts not yet known, side by side, each within `opts`. A failed or
 * late call leaves nothing behind (that burst plays without captions; a later prefetch may try
 * again); a burst without a usable transcript is remembered as having none.
 */
export async function prefetchCaptions(
  api: Pick<BurstApi, 'burst'>,
  store: CaptionStore,
  burstIds: readonly string[],
  opts: CallOptions,
): Promise<void> {
  const wanted = [...new Set(burstIds)].filter((id) => store.get(id) === undefined);
  await Promise.all(
    wanted.map(async (burstId) => {
      try {
        const detail = await api.burst({ burstId }, opts);
        if (store.get(burstId) === undefined) {
          store.set(burstId, cuesOf(detail));
        }
      } catch {
        // No captions for this one: never an error for the listener.
      }
    }),
  );
}
