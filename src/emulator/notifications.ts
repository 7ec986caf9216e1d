// The local Echo's notifications, offline (docs/notifications.md): the skill runs with them on
// against the built-in simulator's Login with Amazon and Proactive Events stand-ins, a notifier runs
// a pass on demand, and the simulator's inbox is the Echo's: its yellow light while something is
// unread, and "what are my notifications" read by Alexa herself. Shared by the terminal chat
// (`:notify`, `:notifications`) and the page (its Notifications group and light).
import type { BurstApi } from '../api/api';
import { createNotifier, type Notifier } from '../app/notifier';
import { notifyTarget, type NotifyTarget } from '../app/notify-target';
import type { PassSummary } from '../notify/pass';
import type { RunningSimulator } from '../sim/server';
import type { Logger } from '../util/logger';
import type { EmulatorParts, EmulatorSession } from './session';

/** Offline: the simulator (its Alexa side and news switch) and the notifier of the local skill. */
export interface LocalNotifications {
  sim: RunningSimulator;
  notifier: Notifier;
}

/**
 * Notifications only against the built-in simulator's stand-ins, as `npm start` runs them offline
 * (notify-target.ts), even with ALEXA_CLIENT_ID set: the local Echo's account is made up, so
 * Amazon's would never take it.
 */
function simTarget(sim: RunningSimulator): NotifyTarget {
  const target = notifyTarget({ apiMode: 'simulator' }, sim.url);
  if (!target) throw new Error('the simulator has no notifications target');
  return target;
}

/** What an EmulatorSession needs for notifications against this simulator. */
export function sessionNotifyParts(
  sim: RunningSimulator,
): Required<Pick<EmulatorParts, 'notify' | 'readNotifications'>> {
  return {
    notify: simTarget(sim).config,
    readNotifications: (userId, locale) => readNotifications(sim, userId, locale),
  };
}

/** A notifier for the session's skill (its store and sealer), against the simulator. */
export function localNotifications(
  sim: RunningSimulator,
  emulator: Pick<EmulatorSession, 'store' | 'sealer'>,
  api: BurstApi,
  logger: Logger,
): LocalNotifications {
  const target = simTarget(sim);
  const notifier = createNotifier(target.config, {
    store: emulator.store,
    api,
    sealer: emulator.sealer,
    logger,
    ...(target.origins ? { origins: target.origins } : {}),
  });
  return { sim, notifier };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/** What Alexa says for "what are my notifications", given what she reads for each new one. */
export function notificationsSaid(texts: readonly string[]): string {
  const n = texts.length;
  const count = NUMBER_WORDS[n] ?? String(n);
  if (n === 0) return 'You have no new notifications.';
  if (n === 1) return `You have one new notification: ${texts[0]}.`;
  const each = texts.map((t, i) => `${ORDINALS[i] ?? `Number ${i + 1}`}: ${t}.`);
  return `You have ${count} new notifications. ${each.join(' ')}`;
}

/** Alexa reads the account's new notifications, then they are read (the light goes off). */
export function readNotifications(sim: RunningSimulator, userId: string, locale: string): string {
  const said = notificationsSaid(
    sim.alexa.notifications(userId, { which: 'unread', locale }).map((n) => n.text),
  );
  sim.alexa.markRead(userId);
  return said;
}

/** The Echo's yellow light: how many of the account's notifications are unread (0: off). */
export function unreadNotifications(notes: LocalNotifications | undefined, userId: string): number {
  return notes?.sim.alexa.notifications(userId).length ?? 0;
}

/** The summary's counts, the outcomes first (any count a later pass adds comes last). */
const PASS_FIELDS = [
  'sent',
  'pending',
  'throttled',
  'refused',
  'failed',
  'deferred',
  'pruned',
  'topics',
  'subscribers',
];

/** "notification pass: sent 1, pending 0, …": a pass's summary in one line. */
export function passLine(s: PassSummary): string {
  const counts = Object.entries(s as unknown as Record<string, number>);
  const rank = (k: string) => (PASS_FIELDS.includes(k) ? PASS_FIELDS.indexOf(k) : PASS_FIELDS.length);
  counts.sort(([a], [b]) => rank(a) - rank(b));
  return `notification pass: ${counts.map(([k, v]) => `${k} ${v}`).join(', ')}`;
}
