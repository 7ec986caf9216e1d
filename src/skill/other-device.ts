// Several Echos on one account each keep their own playback. A device with nothing of its own to
// resume (a new Echo, or one that never played) continues the listener's most recent playback
// from another Echo when it is recent: the listener record names the device that last started or
// resumed a playlist, and that device's record is read (read only: it stays that device's).
import { LAST_PLAYBACK_REFRESH_MS, PLAYED_ON_SIZE, RESUME_WINDOW_MS } from '../config/limits';
import type { PlaybackState } from '../playback/types';
import { deviceKeyOf } from '../state/keys';
import { mergeHistory, readDevice } from '../state/records';
import { updateDevice, updateListener, type RequestContext } from './context';

/** The playback of the listener's other Echo that played last, if it is recent enough to continue. */
export async function otherDevicePlayback(ctx: RequestContext): Promise<PlaybackState | undefined> {
  const last = ctx.state.listener.lastPlayback;
  const keys = ctx.keys;
  if (!last || !keys || !ctx.stateLoaded || last.device === keys.deviceHash) return undefined;
  const now = ctx.clock.now();
  if (now - last.at >= RESUME_WINDOW_MS) return undefined;
  try {
    const { value } = await ctx.deps.persistence.get(deviceKeyOf(keys.listener, last.device));
    // Read as this listener's: a record of an erased or expired listener is not continued.
    const dev = readDevice(value, ctx.state.listener);
    const pb = dev && dev !== 'invalid' ? dev.playback : undefined;
    if (!pb || !pb.playlist || pb.activity === 'idle' || now - pb.updatedAt >= RESUME_WINDOW_MS)
      return undefined;
    return pb;
  } catch (err) {
    ctx.log.warn('reading the other device failed: nothing to continue', { err });
    return undefined;
  }
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
      history: mergeHistory(other.history, mine.history),
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
  const keys = ctx.keys;
  if (!keys || !ctx.stateLoaded) return [];
  const now = ctx.clock.now();
  const others = (ctx.state.listener.playedOn ?? []).filter(
    (p) => p.device !== keys.deviceHash && now - p.at < RESUME_WINDOW_MS,
  );
  const histories = await Promise.all(
    others.map(async (p) => {
      try {
        const { value } = await ctx.deps.persistence.get(deviceKeyOf(keys.listener, p.device));
        const dev = readDevice(value, ctx.state.listener);
        return dev && dev !== 'invalid' ? dev.playback.history : [];
      } catch (err) {
        ctx.log.warn('reading another Echo for its heard stories failed', { err });
        return [];
      }
    }),
  );
  return histories.reduce<string[]>((all, h) => mergeHistory(all, h), []);
}
