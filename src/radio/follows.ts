// What a listener follows: topics (free text), sources (a station or podcast of /v2/sources) and
// shows. Pure list operations; the list lives in the listener-wide record, on every Echo of the account.
import { foldWord } from '../stories/normalise';
import type { Station } from '../api/types';
import { MAX_DAILY_NOTIFICATIONS } from '../config/limits';

export type Follow = (
  | { kind: 'topic'; topic: string }
  | { kind: 'source'; sourceId: number; name: string }
  | { kind: 'show'; show: string; sourceId?: number }
) & {
  /** The listener asked to be notified of new bursts of this follow (src/notify, docs/notifications.md). */
  notify?: FollowNotify;
};

/**
 * A follow's notifications: only bursts published after `since` count, at most the daily limit in
 * any 24 hours (`times`, the sends of the last day), and never a burst already sent (`sent`).
 */
export interface FollowNotify {
  /** When the listener subscribed (ms): older bursts are never notified. */
  since: number;
  /** When notifications went out for this follow in the last 24 hours (ms), oldest first. */
  times?: number[];
  /** Burst ids already notified, newest last (at most NOTIFIED_IDS). */
  sent?: string[];
}

/** Enough to never notify a burst twice: a topic's new bursts are far fewer between two sends. */
export const NOTIFIED_IDS = 30;

/** Enough for a morning's radio; more would make "play my topics" a thin slice of each. */
export const FOLLOW_LIMIT = 20;
/** Longer than any topic a listener says; guards the stored record against runaway slot values. */
export const MAX_FOLLOW_TEXT = 80;

export function normaliseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How the skill names a follow in speech. */
export function followLabel(f: Follow): string {
  return f.kind === 'topic' ? f.topic : f.kind === 'source' ? f.name : f.show;
}

export function followKey(f: Follow): string {
  return f.kind === 'source' ? `source:${f.sourceId}` : `${f.kind}:${normaliseName(followLabel(f))}`;
}

const SHOW_PREFIX = /^(the )?(show|podcast|programme|program) /;

/**
 * What the listener asked to follow: "the show Morning Edition" / "the podcast …" is a show;
 * anything else is a topic, unless it names a known source (see pickSource).
 */
export function parseFollowPhrase(
  said: string,
): { kind: 'show' | 'topicOrSource'; text: string } | undefined {
  const text = said.replace(/\s+/g, ' ').trim().slice(0, MAX_FOLLOW_TEXT).trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const m = SHOW_PREFIX.exec(lower);
  if (m) {
    const rest = text.slice(m[0].length).trim();
    return rest ? { kind: 'show', text: rest } : undefined;
  }
  return { kind: 'topicOrSource', text };
}

/**
 * The station the words name, if any: the API's source search is fuzzy, so only a name that equals
 * the words, or starts with them as whole words ("KVTR" → "KVTR Public Radio"), counts as a source.
 */
export function pickSource(stations: readonly Station[], said: string): Station | undefined {
  const want = normaliseName(said);
  if (!want) return undefined;
  const exact = stations.find((s) => normaliseName(s.name) === want);
  if (exact) return exact;
  return stations.find((s) => normaliseName(s.name).startsWith(`${want} `));
}

export type AddOutcome = 'added' | 'already' | 'full';

export function addFollow(list: readonly Follow[], f: Follow): { list: Follow[]; outcome: AddOutcome } {
  const key = followKey(f);
  if (list.some((x) => followKey(x) === key)) return { list: [...list], outcome: 'already' };
  if (list.length >= FOLLOW_LIMIT) return { list: [...list], outcome: 'full' };
  return { list: [...list, f], outcome: 'added' };
}

/** The follow the words name: its exact label first, then a label the words begin ("stop following KVTR"). */
export function findFollow(list: readonly Follow[], said: string): Follow | undefined {
  const parsed = parseFollowPhrase(said);
  if (!parsed) return undefined;
  const want = normaliseName(parsed.text);
  if (!want) return undefined;
  const labels = list.map((f) => normaliseName(followLabel(f)));
  const i = labels.findIndex((l) => l === want);
  if (i >= 0) return list[i];
  const j = labels.findIndex((l) => l.startsWith(`${want} `));
  if (j >= 0) return list[j];
  // "Stop following the cricket" after "follow cricket", "unfollow electric car" after "… cars".
  const form = followForm(want);
  const k = labels.findIndex((l) => followForm(l) === form);
  return k >= 0 ? list[k] : undefined;
}

/**
 * A follow's words without a leading article or "my", a trailing "news" or courtesy, each folded
 * as the story rule folds words ("cars" and "car" meet).
 */
export function followForm(name: string): string {
  return name
    .replace(/ (please|thanks|thank you|now|for me)$/, '')
    .replace(/^(the|a|an|my|our) /, '')
    .replace(/ (news|stories|updates|bursts)$/, '')
    .split(' ')
    .map(foldWord)
    .join(' ');
}

export function removeFollow(list: readonly Follow[], said: string): { list: Follow[]; removed?: Follow } {
  const hit = findFollow(list, said);
  if (!hit) return { list: [...list] };
  const key = followKey(hit);
  return { list: list.filter((f) => followKey(f) !== key), removed: hit };
}

/** Stored data is read defensively: anything malformed is dropped, the limit is enforced. */
export function sanitiseFollows(raw: unknown): Follow[] {
  if (!Array.isArray(raw)) return [];
  const out: Follow[] = [];
  for (const v of raw as unknown[]) {
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    let f: Follow | undefined;
    if (o.kind === 'topic' && typeof o.topic === 'string' && o.topic) f = { kind: 'topic', topic: o.topic };
    else if (o.kind === 'source' && Number.isInteger(o.sourceId) && typeof o.name === 'string')
      f = { kind: 'source', sourceId: o.sourceId as number, name: o.name };
    else if (o.kind === 'show' && typeof o.show === 'string' && o.show)
      f = {
        kind: 'show',
        show: o.show,
        ...(Number.isInteger(o.sourceId) ? { sourceId: o.sourceId as number } : {}),
      };
    const notify = readFollowNotify(o.notify);
    if (f && notify) f.notify = notify;
    if (f && addFollow(out, f).outcome === 'added') out.push(f);
  }
  return out;
}

function readFollowNotify(raw: unknown): FollowNotify | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const o = raw as Record<string, unknown>;
  if (typeof o.since !== 'number' || !Number.isFinite(o.since)) return undefined;
  const out: FollowNotify = { since: o.since };
  if (Array.isArray(o.times)) {
    const times = o.times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
    if (times.length > 0) out.times = times.slice(-MAX_DAILY_NOTIFICATIONS);
  }
  if (Array.isArray(o.sent)) {
    const sent = o.sent.filter((t): t is string => typeof t === 'string');
    if (sent.length > 0) out.sent = sent.slice(-NOTIFIED_IDS);
  }
  return out;
}

/** The follows with notifications on. */
export function notifiedFollows(list: readonly Follow[]): Follow[] {
  return list.filter((f) => f.notify !== undefined);
}
