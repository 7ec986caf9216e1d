// The listener session of the load run and the memory benchmark, on the local Echo: launch, a
// playlist across a page boundary, pause/resume, next, a search of the listener's own topic, and
// more playback. Every reply passes the Echo's reply rules (a refusal throws). What the session
// implies about the listener's stored state is checked by expectedFinal().
import type { EchoDevice } from '../../src/emulator/device';
import { stubIdPart } from './stub-api';

export const SESSION_PAGE_SIZE = 5;

/** The topic a listener's Echo searches for: each of the listener's Echos (slot) its own. */
export function topicFor(listener: number, slot = 0): string {
  return slot === 0 ? `topic ${listener}` : `topic ${listener} echo ${slot}`;
}

/** The local station the listener's second Echo sets (a listener-wide change). */
export function stationFor(listener: number): string {
  return `Station ${listener}`;
}

/**
 * Runs the session until `events` requests were sent (30 in the load run, 15 in CI). The first
 * Echo of a listener (slot 0) runs the plain session; another Echo of the same account searches
 * its own topic and, right after launch, sets the listener's local station.
 */
export async function runSession(
  device: EchoDevice,
  listener: number,
  events: number,
  slot = 0,
): Promise<void> {
  const sent = () => device.history.length;
  const steps: Array<() => Promise<unknown>> = [
    slot === 0
      ? () => device.launch()
      : () =>
          device.launch().then(() => device.intent('SetStationIntent', { station: stationFor(listener) })),
    // Five whole items: the playlist crosses into its second page.
    ...Array.from({ length: 5 }, () => () => device.playToEnd()),
    () => device.intent('AMAZON.PauseIntent'),
    () => device.intent('AMAZON.ResumeIntent'),
    () => device.intent('AMAZON.NextIntent'),
    () => device.intent('SearchIntent', { query: topicFor(listener, slot) }),
    ...Array.from({ length: 10 }, () => () => device.playToEnd()),
  ];
  // A shorter session skips the middle of the playlist but always ends with the search part.
  const short = events < 30;
  const plan = short
    ? [steps[0], steps[1], steps[6], steps[7], steps[8], steps[9], ...steps.slice(10)]
    : steps;
  for (const step of plan) {
    if (sent() >= events) break;
    if (step) await step();
  }
}

export interface FinalCheck {
  ok: boolean;
  why?: string;
}

/** The stored record must hold this listener's own search, at the item its device is playing. */
export function expectedFinal(
  device: EchoDevice,
  listener: number,
  stored: Record<string, unknown>,
  slot = 0,
): FinalCheck {
  const pb = stored.playback as
    | { token?: string; activity?: string; playlist?: { request?: { kind?: string; query?: string } } }
    | undefined;
  if (!pb) return { ok: false, why: 'no playback state stored' };
  const req = pb.playlist?.request;
  if (req?.kind !== 'search' || req.query !== topicFor(listener, slot))
    return {
      ok: false,
      why: `stored playlist is ${JSON.stringify(req)}, expected the search for ${topicFor(listener, slot)}`,
    };
  if (pb.token !== device.current?.token)
    return { ok: false, why: `stored token ${pb.token} != playing ${device.current?.token}` };
  if (pb.activity !== 'playing') return { ok: false, why: `stored activity ${pb.activity}` };
  // The stub's burst ids name the query: the playing burst belongs to this listener's search.
  const burstId = device.current?.token.split('|')[4] ?? '';
  if (!burstId.startsWith(`${stubIdPart(`search:${topicFor(listener, slot)}`)}-`))
    return { ok: false, why: `playing burst ${burstId} is not from ${topicFor(listener, slot)}` };
  return { ok: true };
}
