// Notifications in the manifest (issue 51): what the skill publishes through the Proactive Events
// API, the permission that lets it, and the skill events that tell it who granted or withdrew it.
// Sources: "About Proactive Events" (a skill declares the schemas it sends in events.publications
// and asks for alexa::devices:all:notifications:write), "Proactive Events Schemas" (the catalogue),
// "Skill Manifest Schema: events" (publications and subscriptions are lists of { eventName }),
// "Use Skill Events" (SKILL_PERMISSION_ACCEPTED, SKILL_PERMISSION_CHANGED,
// SKILL_PROACTIVE_SUBSCRIPTION_CHANGED).
import type { parseSkillManifest } from '../model/load-model';
import { EVENT_NAME } from '../notify/event';
import { NOTIFICATIONS_SCOPE } from '../skill/handlers/notify';
import { isPlainObject } from '../util/objects';
import type { RuleResult } from './rules';

type Manifest = ReturnType<typeof parseSkillManifest>['manifest'];

/** Granted in the Alexa app; src/skill/handlers/notify.ts asks for it and reads it. */
export const NOTIFICATIONS_PERMISSION = NOTIFICATIONS_SCOPE;

/** What the pass sends (src/notify/event.ts): the manifest must publish exactly these. */
export const SKILL_PUBLICATIONS: readonly string[] = [EVENT_NAME];

/** Amazon's catalogue ("Proactive Events Schemas"): the only events the API supports. */
export const PROACTIVE_EVENT_SCHEMAS: readonly string[] = [
  'AMAZON.WeatherAlert.Activated',
  'AMAZON.SportsEvent.Updated',
  'AMAZON.MessageAlert.Activated',
  'AMAZON.OrderStatus.Updated',
  'AMAZON.Occasion.Updated',
  'AMAZON.TrashCollectionAlert.Activated',
  'AMAZON.MediaContent.Available',
  'AMAZON.SocialGameInvite.Available',
];

/**
 * The skill events a skill that notifies must hear, and why: without them it would never learn
 * that a listener allowed notifications, or that they took the permission or the subscription back
 * (and would go on sending what Amazon refuses).
 */
export const PERMISSION_EVENTS: ReadonlyArray<[string, string]> = [
  ['SKILL_PERMISSION_ACCEPTED', 'a listener allowing notifications would not be heard'],
  ['SKILL_PERMISSION_CHANGED', 'a listener withdrawing the permission would not be heard'],
];
export const SUBSCRIPTION_EVENT: [string, string] = [
  'SKILL_PROACTIVE_SUBSCRIPTION_CHANGED',
  'a listener switching notifications off in the Alexa app would not be heard',
];

/**
 * The event names of `manifest.events.publications` (the manifest reader keeps no publications),
 * or a sentence saying why they cannot be read.
 */
export function publicationsOf(raw: unknown): { names: string[] } | { problem: string } {
  const manifest = isPlainObject(raw) ? raw.manifest : undefined;
  const events = isPlainObject(manifest) ? manifest.events : undefined;
  const list = isPlainObject(events) ? events.publications : undefined;
  if (list === undefined) return { names: [] };
  const names = Array.isArray(list)
    ? list.map((p) => (isPlainObject(p) && typeof p.eventName === 'string' ? p.eventName : undefined))
    : [undefined];
  if (names.some((n) => n === undefined))
    return { problem: 'events.publications is not a list of { eventName }' };
  return { names: names as string[] };
}

/**
 * The manifest's notifications hang together: every publication is one of Amazon's schemas and one
 * the skill sends (and every event it sends is declared); publishing needs the permission and the
 * permission needs a publication; with the permission, the skill hears the events that grant and
 * withdraw it. (An events endpoint: skill-events; a privacy policy URL for any permission:
 * privacy-url.)
 */
export function notificationsRule(raw: unknown, m: Manifest): RuleResult {
  const read = publicationsOf(raw);
  if ('problem' in read) return { rule: 'notifications', ok: false, detail: read.problem };
  const published = read.names;
  const declared = m.permissions.some((p) => p.name === NOTIFICATIONS_PERMISSION);
  const subscribed = new Set((m.events?.subscriptions ?? []).map((s) => s.eventName));
  const missing = ([name, why]: [string, string]) =>
    subscribed.has(name) ? [] : [`no ${name} subscription: ${why}`];
  const problems = [
    ...published
      .filter((n) => !PROACTIVE_EVENT_SCHEMAS.includes(n))
      .map((n) => `${n} is not a Proactive Events schema`),
    ...published.filter((n, i) => published.indexOf(n) !== i).map((n) => `${n} is published twice`),
    ...published
      .filter((n) => PROACTIVE_EVENT_SCHEMAS.includes(n) && !SKILL_PUBLICATIONS.includes(n))
      .map((n) => `published but never sent: ${n}`),
    ...SKILL_PUBLICATIONS.filter((n) => !published.includes(n)).map((n) => `sent but not published: ${n}`),
    ...(published.length > 0 && !declared
      ? [`publishes ${published.join(', ')} without the ${NOTIFICATIONS_PERMISSION} permission`]
      : []),
    ...(declared && published.length === 0
      ? [`declares ${NOTIFICATIONS_PERMISSION} but publishes no proactive event`]
      : []),
    ...(declared ? PERMISSION_EVENTS.flatMap(missing) : []),
    ...(published.length > 0 ? missing(SUBSCRIPTION_EVENT) : []),
  ];
  return {
    rule: 'notifications',
    ok: problems.length === 0,
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `publishes ${published.join(', ')} with ${NOTIFICATIONS_PERMISSION}, hearing its grants and withdrawals`,
  };
}
