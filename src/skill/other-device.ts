// Several Echos on one account each keep their own playback. A device with nothing of its own to
// resume (a new Echo, or one that never played) continues the listener's most recent playback
// from another Echo when it is recent: the listener record names the device that last started or
// resumed a playlist, and that device's record is read (read only: it stays that device's).
import { LAST_PLAYBACK_REFRESH_MS, PLAYED_ON_SIZE, RESUME_WINDOW_MS } from '../config/limits';
import type { PlaybackState } from '../playback/types';
import { deviceKeyOf } from '../state/keys';
import { heardHere, ownerOf } from '../state/ownership';
import { mergeHistory, readDevice, type DeviceRecord } from '../state/records';
import { ownerOfRequest, updateDevice, updateListener, type RequestContext } from './context';

/** The playback of the listener's other Echo that played last, if it is recent enough to continue. */
export async function otherDevicePlayback(ctx: RequestContext): Promise<PlaybackState | undefined> {
  const last = ctx.state.listener.lastPlayback;
  if (!last || last.device === ctx.keys?.deviceHash) return undefined;
  const now = ctx.clock.now();
  if (now - last.at >= RESUME_WINDOW_MS) return undefined;
  const dev = await otherEcho(ctx, last.device);
  // Only the speaker's own playlist is theirs to continue (ownership.ts).
  const pb = dev && ownerOf(dev) === ownerOfRequest(ctx) ? dev.playback : undefined;
  if (!pb || !pb.playlist || pb.activity === 'idle' || now - pb.updatedAt >= RESUME_WINDOW_MS)
    return undefined;
  return pb;
}

/** Reads of other Echos' records, once per request each ("continue here" and heard stories share them). */
const otherReads = new WeakMap<RequestContext, Map<string, Promise<DeviceRecord | undefined>>>();

/**
 * Another Echo's playback, read as this listener's (a record of an erased or expired listener is
 * not theirs); undefined when absent, unreadable or the read fails (it stays that Echo's: read only).
 */
function otherEcho(ctx: RequestContext, device: string): Promise<DeviceRecord | undefined> {
  const keys = ctx.keys;
  if (!keys || !ctx.stateLoaded) return Promise.resolve(undefined);
  let reads = otherReads.get(ctx);
  if (!reads) otherReads.set(ctx, (reads = new Map()));
  let read = reads.get(device);
  if (!read) {
    read = ctx.deps.persistence.get(deviceKeyOf(keys.listener, device)).then(
      ({ value }) => {
        const dev = readDevice(value, ctx.state.listener);
        return dev && dev !== 'invalid' ? dev : undefined;
      },
      (err: unknown) => {
        ctx.log.warn('reading another Echo of the listener failed', { err });
        return undefined;
      },
    );
    reads.set(device, read);
  }
  return read;
}

/**
 * Takes the other Echo's playlist and position as this device's own, paused where it was, so a
 * resume plays it here. Only the stored position is known: while the other Echo plays, that is
 * where its current burst started.
 */
export function adoptPlayback(ctx: RequestContext, other: PlaybackState): void {
  const mine = ctx.state.device.playback;
  updateDevice(ctx, (d) => ({
    ...d,
    playback: {
      ...other,
      activity: other.activity === 'finished' ? 'finished' : 'paused',
      consecutiveFailures: 0,
      history: mergeHistory(other.history, heardHere(ctx.state.device, ownerOfRequest(ctx))),
      tokenSeq: Math.max(other.tokenSeq, mine.tokenSeq),
      updatedAt: ctx.clock.now(),
    },
  }));
}

/** This device now plays what the listener asked for: "continue here" on another Echo finds it. */
export function markLastPlayback(ctx: RequestContext): void {
  const device = ctx.keys?.deviceHash;
  if (!device || !ctx.stateLoaded) return;
  const now = ctx.clock.now();
  const last = ctx.state.listener.lastPlayback;
  if (last?.device === device && now - last.at < LAST_PLAYBACK_REFRESH_MS && now >= last.at) return;
  updateListener(ctx, (l) => ({
    ...l,
    lastPlayback: { device, at: now },
    playedOn: [{ device, at: now }, ...(l.playedOn ?? []).filter((p) => p.device !== device)].slice(
      0,
      PLAYED_ON_SIZE,
    ),
  }));
}

/**
 * The stories heard lately on the listener's other Echos (docs/listening.md, Across Echos): an
 * Echo records what it hears in its own record only (AudioPlayer events read and write that one
 * item), so a new playlist reads the records of the Echos that played within the resume window —
 * one read each, alongside the content call, and none on an account with one Echo. A read that
 * fails only means those stories may play again.
 */
export async function heardOnOtherEchos(ctx: RequestContext): Promise<string[]> {
  const now = ctx.clock.now();
  const others = (ctx.state.listener.playedOn ?? []).filter(
    (p) => p.device !== ctx.keys?.deviceHash && now - p.at < RESUME_WINDOW_MS,
  );
  const played = await Promise.all(others.map((p) => otherEcho(ctx, p.device)));
  // What the speaker heard there: that Echo's playlist if it is theirs, else what it parked of theirs.
  const owner = ownerOfRequest(ctx);
  return played.reduce<string[]>((all, dev) => (dev ? mergeHistory(all, heardHere(dev, owner)) : all), []);
}
