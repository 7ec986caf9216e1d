// One notification pass (docs/notifications.md): for each topic in the index, one API call for
// its latest bursts, shared by everyone subscribed to it; then, per subscriber, a decision from
// their own record: permission granted, under the daily limit, bursts published since they
// subscribed and since their last notification, not notified before, not heard. A notification is
// claimed in the subscriber's record (a versioned write) before it is sent, so two passes running
// at once, or a retried one, never send it twice; a send that fails is released again.
// Amazon's 429 ends the sending of this pass: the next pass tries again, never a loop here.
import type { BurstApi } from '../api/api';
import type { Burst } from '../api/types';
import type { MetricsSink, NotificationOutcome } from '../metrics/sink';
import { HeardStories } from '../playback/heard';
import { pageFromPlaylist } from '../playback/items';
import { fetchFollow } from '../radio/fetch-feeds';
import { followKey, NOTIFIED_IDS, sanitiseFollows, type Follow, type FollowNotify } from '../radio/follows';
import type { AlexaRegion } from '../state/notify-grant';
import { readNotifyGrant } from '../state/notify-grant';
import { isErasureMarker, readListening } from '../state/records';
import { DAY_MS } from '../config/limits';
import type { Attributes, Versioned, VersionedStore } from '../state/store';
import type { Logger } from '../util/logger';
import { isPlainObject } from '../util/objects';
import { mediaContentEvent } from './event';
import type { TokenSource } from './lwa';
import { eventsUrl, type ProactiveStage } from './regions';
import type { Sealer } from './seal';
import { sendEvent } from './send';
import {
  pruneTopic,
  readKeys,
  readTopicOwners,
  readTopics,
  removeOwners,
  type IndexedTopic,
} from './topic-index';

/**
 * Topics decided at once. Within a topic its subscribers go one after another (claim, send); at
 * 10,000 subscribers over 500 topics a first pass of the day is ≈ 20 round trips a topic, so 8 at
 * once keeps it well inside the pass function's 5 minutes (docs/cost.md, Notifications).
 */
const TOPIC_CONCURRENCY = 8;
const CLAIM_TRIES = 5;

export interface PassDeps {
  store: VersionedStore;
  api: BurstApi;
  sealer: Sealer;
  tokens: TokenSource;
  /** The Proactive Events origin of each region (Amazon's, or the simulator's offline). */
  origins: Readonly<Record<AlexaRegion, string>>;
  stage: ProactiveStage;
  /** Notifications per topic per subscriber in any 24 hours. */
  dailyLimit: number;
  now: () => number;
  log: Logger;
  metrics?: MetricsSink;
  /** Start no new topic after this time (ms): the host's time limit, with room to finish. */
  deadline?: number;
  /** What earlier passes of this process saw per topic (the notifier keeps it): see TopicMemo. */
  memo?: Map<string, TopicMemo>;
}

/**
 * A topic whose newest burst is the one an earlier pass already decided on needs no subscriber
 * read again until `recheckAt` — when the first subscriber held back by the daily limit may have
 * one again (Infinity: nobody was). Process memory only: a cold Lambda container reads once more.
 */
export interface TopicMemo {
  newestAt: number;
  recheckAt: number;
}

export interface PassSummary {
  topics: number;
  subscribers: number;
  sent: number;
  throttled: number;
  refused: number;
  failed: number;
  /** Waiting for the permission. */
  pending: number;
  /** Index entries without a subscription behind them, dropped. */
  pruned: number;
  /** Topics not reached before the deadline or after a 429. */
  deferred: number;
  /** Topics with nothing new since this process's last pass: no subscriber read. */
  unchanged: number;
  /** Amazon's Retry-After with its 429 (ms): the notifier sends nothing more until it has passed. */
  retryAfterMs?: number;
  /** This pass did nothing: Amazon asked to wait (a 429's Retry-After) and the wait is not over. */
  waiting?: true;
}

interface Owner {
  key: string;
  listenerKey: string;
  /** The record that holds the follows: the listener's, or the person's. */
  followsKey: string;
}

function ownerOf(key: string): Owner {
  const sep = key.indexOf('|');
  return { key, listenerKey: sep > 0 ? key.slice(0, sep) : key, followsKey: key };
}

function createdMs(b: Burst): number | undefined {
  const t = b.createdAt ? Date.parse(b.createdAt) : NaN;
  return Number.isFinite(t) ? t : undefined;
}

/** Each record of `keys` once, by key. */
async function readMany(store: VersionedStore, keys: readonly string[]): Promise<Map<string, Versioned>> {
  const unique = [...new Set(keys)];
  const read = await readKeys(store, unique);
  return new Map(unique.map((k, i) => [k, read[i]]));
}

/** The follows a record holds (undefined: none of its own). */
function followsIn(raw: Attributes | undefined): Follow[] | undefined {
  return raw && raw.follows !== undefined ? sanitiseFollows(raw.follows) : undefined;
}

/** A pass that has done nothing yet. */
export function emptySummary(): PassSummary {
  return {
    topics: 0,
    subscribers: 0,
    sent: 0,
    throttled: 0,
    refused: 0,
    failed: 0,
    pending: 0,
    pruned: 0,
    deferred: 0,
    unchanged: 0,
  };
}

export async function runPass(d: PassDeps): Promise<PassSummary> {
  const started = d.now();
  const summary = emptySummary();
  const topics = await readTopics(d.store);
  summary.topics = topics.length;
  let stop = false;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < topics.length) {
      const topic = topics[next++];
      if (stop || (d.deadline !== undefined && d.now() >= d.deadline)) {
        summary.deferred += 1;
        continue;
      }
      try {
        const throttled = await passTopic(d, topic, summary);
        if (throttled) stop = true;
      } catch (err) {
        summary.deferred += 1;
        d.log.warn('notification pass: topic skipped', { reason: (err as Error).name });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(TOPIC_CONCURRENCY, topics.length) }, worker));
  d.metrics?.notificationPass({
    ms: d.now() - started,
    topics: summary.topics,
    subscribers: summary.subscribers,
  });
  d.log.info('notification pass', { ...summary, ms: d.now() - started });
  return summary;
}

/** One topic: true when Amazon throttled (the pass stops sending). */
async function passTopic(d: PassDeps, topic: IndexedTopic, summary: PassSummary): Promise<boolean> {
  const now = d.now();
  const ownerKeys = await readTopicOwners(d.store, topic);
  if (ownerKeys.length === 0) {
    await pruneTopic(d.store, topic, now, DAY_MS);
    return false;
  }
  summary.subscribers += ownerKeys.length;
  // One call for everyone subscribed: the newest bursts of the follow's feed.
  const playlist = await fetchFollow(d.api, topic.follow, undefined, { timeoutMs: 5000 });
  const fresh = playlist.bursts
    .map((b) => ({ b, at: createdMs(b) }))
    .filter((x): x is { b: Burst; at: number } => x.at !== undefined && x.at <= now + 60_000)
    .sort((x, y) => y.at - x.at);
  if (fresh.length === 0) return false;
  const memo = d.memo?.get(topic.id);
  if (memo && fresh[0].at <= memo.newestAt && now < memo.recheckAt) {
    summary.unchanged += 1;
    return false;
  }
  let recheckAt = Infinity;
  const owners = ownerKeys.map(ownerOf);
  const records = await readMany(d.store, [
    ...owners.map((o) => o.listenerKey),
    ...owners.map((o) => o.followsKey),
  ]);
  const stale: string[] = [];
  const key = followKey(topic.follow);
  const items = new Map(pageFromPlaylist(playlist).items.map((i) => [i.burstId, i]));
  for (const owner of owners) {
    const listener = records.get(owner.listenerKey)?.value;
    const holder = records.get(owner.followsKey)?.value;
    const grant = readNotifyGrant(listener?.notify);
    // A person who subscribed has follows of their own (subscribing made them theirs); an erased
    // one has none, and the household's are not theirs.
    const follows = followsIn(holder) ?? [];
    const follow = follows.find((f) => followKey(f) === key && f.notify);
    if (!listener || !follow?.notify || !grant) {
      stale.push(owner.key);
      // What is left of a subscription whose other half is gone goes too: a mark on a follow
      // without the account's grant (the permission was switched off), an owner on the grant
      // without a notified follow (a person erased their records).
      if (listener && follow?.notify && !grant) await changeFollow(d.store, owner, key, () => null);
      if (grant && !follow?.notify) await dropGrantOwner(d.store, owner, d.now());
      continue;
    }
    if (!grant.granted) {
      // Waiting for the permission: once it comes, this topic's news is theirs; decide it again.
      summary.pending += 1;
      recheckAt = now;
      continue;
    }
    const n = follow.notify;
    const recent = (n.times ?? []).filter((t) => now - t < DAY_MS);
    if (recent.length >= d.dailyLimit) {
      recheckAt = Math.min(recheckAt, recent[0] + DAY_MS);
      continue;
    }
    const after = Math.max(n.since, ...recent);
    const sent = new Set(n.sent ?? []);
    const heard = new HeardStories(readListening(holder ?? listener).history);
    const news = fresh.filter(
      (x) => x.at > after && !sent.has(x.b.id) && !(items.has(x.b.id) && heard.has(items.get(x.b.id)!)),
    );
    if (news.length === 0) continue;
    const user = d.sealer.open(grant.user, owner.listenerKey);
    if (user === undefined) {
      d.log.warn('notification pass: a sealed id does not open (key changed?)', {});
      continue;
    }
    const ids = news.map((x) => x.b.id);
    const claim = (f: FollowNotify): FollowNotify => ({
      ...f,
      times: [...(f.times ?? []).filter((t) => now - t < DAY_MS), now],
      sent: [...(f.sent ?? []), ...ids.filter((id) => !(f.sent ?? []).includes(id))].slice(-NOTIFIED_IDS),
    });
    if (
      !(await changeFollow(
        d.store,
        owner,
        key,
        (f) => (isClaimable(f, now, d.dailyLimit, ids) ? claim(f) : undefined),
        records.get(owner.followsKey),
      ))
    )
      continue;
    const result = await sendEvent(
      eventsUrl(d.origins[grant.region], d.stage),
      mediaContentEvent(topic.follow, user, now, news[0].at),
      d.tokens,
    );
    count(d, summary, result.outcome);
    if (result.outcome === 'sent' || result.outcome === 'refused') continue;
    // Not delivered: released, so the next pass tries again.
    await changeFollow(d.store, owner, key, (f) => ({
      ...f,
      times: (f.times ?? []).filter((t) => t !== now),
      sent: (f.sent ?? []).filter((id) => !ids.includes(id)),
    })).catch(() => undefined);
    if (result.outcome === 'throttled') {
      if (result.retryAfterMs !== undefined)
        summary.retryAfterMs = Math.max(summary.retryAfterMs ?? 0, result.retryAfterMs);
      if (stale.length) await removeOwners(d.store, topic, stale, now);
      summary.pruned += stale.length;
      return true;
    }
    // Not delivered now: this topic is decided again on the next pass.
    recheckAt = now;
  }
  d.memo?.set(topic.id, { newestAt: fresh[0].at, recheckAt });
  if (stale.length) {
    await removeOwners(d.store, topic, stale, now);
    summary.pruned += stale.length;
  }
  return false;
}

/** Still due after a re-read: another pass may have claimed it meanwhile. */
function isClaimable(f: FollowNotify, now: number, limit: number, ids: readonly string[]): boolean {
  const recent = (f.times ?? []).filter((t) => now - t < DAY_MS);
  return recent.length < limit && ids.some((id) => !(f.sent ?? []).includes(id));
}

function count(d: PassDeps, summary: PassSummary, outcome: NotificationOutcome): void {
  summary[outcome] += 1;
  d.metrics?.notification({ outcome });
}

/**
 * The owner has no notified follow left: the account's grant no longer lists them, and without
 * owners it goes, sealed id and all (as handlers/notify.ts does when a listener turns them off).
 */
async function dropGrantOwner(store: VersionedStore, owner: Owner, now: number): Promise<void> {
  const tag = owner.key === owner.listenerKey ? '' : owner.key.slice(owner.listenerKey.length + 1);
  for (let i = 0; i < CLAIM_TRIES; i++) {
    const read = await store.get(owner.listenerKey);
    const raw = read.value;
    const grant = readNotifyGrant(raw?.notify);
    if (!raw || !grant || !grant.owners.includes(tag)) return;
    // Another follow of theirs still notifies: they keep their place.
    const holder = tag === '' ? raw : (await store.get(owner.followsKey)).value;
    if (holder && !isErasureMarker(holder) && sanitiseFollows(holder.follows).some((f) => f.notify)) return;
    const owners = grant.owners.filter((o) => o !== tag);
    const { notify: _gone, ...rest } = raw;
    const next = owners.length > 0 ? { ...raw, notify: { ...grant, owners, at: now } } : rest;
    if ((await store.put(owner.listenerKey, next, read.version)) === 'ok') return;
  }
}

/**
 * Changes the follow's notification state in the record that holds it, with the version read;
 * re-read and decided again on conflict. `read`: the record as the pass already read it (the
 * first round needs no read of its own). False when there is nothing to change (gone, or the
 * decision says no).
 */
async function changeFollow(
  store: VersionedStore,
  owner: Owner,
  key: string,
  change: (n: FollowNotify) => FollowNotify | undefined | null,
  alreadyRead?: Versioned,
): Promise<boolean> {
  for (let i = 0; i < CLAIM_TRIES; i++) {
    const read = (i === 0 ? alreadyRead : undefined) ?? (await store.get(owner.followsKey));
    const raw = read.value;
    if (!raw || !Array.isArray(raw.follows)) return false;
    let changed = false;
    const follows = (raw.follows as unknown[]).map((f) => {
      const [one] = sanitiseFollows([f]);
      if (!one || followKey(one) !== key || !one.notify || !isPlainObject(f)) return f;
      const next = change(one.notify);
      if (next === undefined) return f;
      changed = true;
      if (next === null) {
        const { notify: _gone, ...bare } = f;
        return bare;
      }
      return { ...f, notify: next };
    });
    if (!changed) return false;
    if ((await store.put(owner.followsKey, { ...raw, follows }, read.version)) === 'ok') return true;
  }
  return false;
}
