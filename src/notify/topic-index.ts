// Who is subscribed to what, found without a table scan (docs/notifications.md, "The index"). The
// subscription itself lives on the follow, in the record of whoever follows it (listener or person);
// this index only says where to look, so it may hold more than the truth but never less:
//   - a directory in DIR_SHARDS records `notify|dir|<n>`, each listing its topics (the follow to
//     fetch, and how many pages of owners it has);
//   - per topic, pages `notify|t|<topic id>|<page>` of at most PAGE_SIZE owner keys (the record
//     that holds the follow: `<listener>` or `<listener>|p_<person>`).
// A pass reads DIR_SHARDS records, then each topic's pages: items read grow with subscribers and
// topics, never with the table. Subscribing adds to the index before the follow is stored, and
// unsubscribing removes the follow first: an entry without a subscription behind it is found by
// the pass and dropped (pruneOwners). Every change is a versioned write, retried on conflict.
import { createHash } from 'node:crypto';
import { followKey, type Follow } from '../radio/follows';
import type { Attributes, Versioned, VersionedStore } from '../state/store';
import { isPlainObject } from '../util/objects';

export const DIR_SHARDS = 16;
/** ≈ 60 bytes an owner: a page stays near 12 KB, far under DynamoDB's 400 KB item limit. */
export const PAGE_SIZE = 200;
/** Index records outlive any listener record; the pass drops entries whose records are gone. */
export const INDEX_RETAIN_MS = 400 * 24 * 60 * 60 * 1000;
/**
 * Everyone subscribing to one topic at once writes the same page: after a conflict each waits a
 * random moment before the next round, so the rounds spread out instead of colliding again.
 */
const WRITE_TRIES = 30;
const CONFLICT_PAUSE_MS = 20;
const pauseAfterConflict = () => new Promise((r) => setTimeout(r, Math.random() * CONFLICT_PAUSE_MS));

/** A topic as the index knows it: the follow to fetch (without anyone's notification state). */
export interface IndexedTopic {
  id: string;
  follow: Follow;
  pages: number;
}

export function topicIdOf(f: Follow): string {
  return createHash('sha256').update(followKey(f)).digest('base64url').slice(0, 16);
}

export function dirKey(shard: number): string {
  return `notify|dir|${shard}`;
}

export function pageKey(topicId: string, page: number): string {
  return `notify|t|${topicId}|${page}`;
}

function shardOf(topicId: string): number {
  return Buffer.from(topicId, 'base64url').readUInt16BE(0) % DIR_SHARDS;
}

/** The follow as the index stores it: what to fetch, nobody's state. */
function bareFollow(f: Follow): Follow {
  const { notify: _n, ...bare } = f;
  return bare as Follow;
}

export function readDirectory(raw: Attributes | undefined): IndexedTopic[] {
  if (!raw || !isPlainObject(raw.topics)) return [];
  const out: IndexedTopic[] = [];
  for (const [id, v] of Object.entries(raw.topics)) {
    if (!isPlainObject(v) || !isPlainObject(v.follow) || typeof v.pages !== 'number') continue;
    out.push({ id, follow: v.follow as unknown as Follow, pages: v.pages });
  }
  return out;
}

export function readOwners(raw: Attributes | undefined): string[] {
  return raw && Array.isArray(raw.owners) ? raw.owners.filter((o): o is string => typeof o === 'string') : [];
}

/** Read, change, write with the version read; again on conflict. `change` undefined: nothing to write. */
async function update(
  store: VersionedStore,
  key: string,
  change: (raw: Attributes | undefined) => Attributes | undefined,
): Promise<void> {
  for (let i = 0; i < WRITE_TRIES; i++) {
    const read = await store.get(key);
    const next = change(read.value);
    if (!next) return;
    if ((await store.put(key, next, read.version, { retainMs: INDEX_RETAIN_MS })) === 'ok') return;
    await pauseAfterConflict();
  }
  throw new Error('index write kept conflicting');
}

/** Lists `owner` under the follow's topic (idempotent). */
export async function addOwner(store: VersionedStore, f: Follow, owner: string, now: number): Promise<void> {
  const id = topicIdOf(f);
  const dir = dirKey(shardOf(id));
  let pages = 1;
  await update(store, dir, (raw) => {
    const topics = isPlainObject(raw?.topics) ? { ...(raw.topics as Record<string, unknown>) } : {};
    const known = readDirectory(raw).find((t) => t.id === id);
    pages = known?.pages ?? 1;
    // Written even when known: `at` tells the pass this topic was wanted lately (pruneTopic).
    topics[id] = { follow: bareFollow(f), pages, at: now };
    return { topics };
  });
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const keys = Array.from({ length: pages }, (_, p) => pageKey(id, p));
    const read = await Promise.all(keys.map((k) => store.get(k)));
    if (read.some((r) => readOwners(r.value).includes(owner))) return;
    const room = read.findIndex((r) => readOwners(r.value).length < PAGE_SIZE);
    if (room >= 0) {
      const owners = [...readOwners(read[room].value), owner];
      if (
        (await store.put(keys[room], { owners, at: now }, read[room].version, {
          retainMs: INDEX_RETAIN_MS,
        })) === 'ok'
      )
        return;
      await pauseAfterConflict();
      continue;
    }
    // Every page is full: one more, and the directory counts it.
    const grown = pages + 1;
    await update(store, dir, (raw) => {
      const topics = { ...(raw?.topics as Record<string, unknown>) };
      const entry = topics[id];
      if (!isPlainObject(entry) || typeof entry.pages !== 'number' || entry.pages >= grown) return undefined;
      topics[id] = { ...entry, pages: grown };
      return { topics };
    });
    pages = grown;
  }
  throw new Error('index write kept conflicting');
}

/** Drops `owners` from the topic's pages (those that list them). */
export async function removeOwners(
  store: VersionedStore,
  topic: Pick<IndexedTopic, 'id' | 'pages'>,
  owners: readonly string[],
  now: number,
): Promise<void> {
  const gone = new Set(owners);
  for (let p = 0; p < topic.pages; p++) {
    await update(store, pageKey(topic.id, p), (raw) => {
      const before = readOwners(raw);
      const after = before.filter((o) => !gone.has(o));
      return after.length === before.length ? undefined : { owners: after, at: now };
    });
  }
}

/** Unlists `owner` from the follow's topic (the subscription is already off). */
export async function removeOwner(
  store: VersionedStore,
  f: Follow,
  owner: string,
  now: number,
): Promise<void> {
  const id = topicIdOf(f);
  const topic = readDirectory((await store.get(dirKey(shardOf(id)))).value).find((t) => t.id === id);
  if (topic) await removeOwners(store, topic, [owner], now);
}

/** DynamoDB's BatchGetItem takes at most 100 keys. */
const READ_BATCH = 100;

/** The records of `keys`, in order: READ_BATCH to a round trip where the store reads several at once. */
export async function readKeys(store: VersionedStore, keys: readonly string[]): Promise<Versioned[]> {
  if (!store.getMany) return Promise.all(keys.map((k) => store.get(k)));
  const out: Versioned[] = [];
  for (let i = 0; i < keys.length; i += READ_BATCH)
    out.push(...(await store.getMany(keys.slice(i, i + READ_BATCH))));
  return out;
}

/** Every topic of the directory, in one round trip. */
export async function readTopics(store: VersionedStore): Promise<IndexedTopic[]> {
  const read = await readKeys(
    store,
    Array.from({ length: DIR_SHARDS }, (_, s) => dirKey(s)),
  );
  return read.flatMap((r) => readDirectory(r.value));
}

/** A topic's owners, every page in one round trip. */
export async function readTopicOwners(store: VersionedStore, topic: IndexedTopic): Promise<string[]> {
  const read = await readKeys(
    store,
    Array.from({ length: topic.pages }, (_, p) => pageKey(topic.id, p)),
  );
  return [...new Set(read.flatMap((r) => readOwners(r.value)))];
}

/**
 * Drops a topic nobody is listed under from the directory, unless someone asked for it within
 * `quietMs` (an add may be between its directory write and its page write).
 */
export async function pruneTopic(
  store: VersionedStore,
  topic: IndexedTopic,
  now: number,
  quietMs: number,
): Promise<void> {
  await update(store, dirKey(shardOf(topic.id)), (raw) => {
    const topics = isPlainObject(raw?.topics) ? { ...(raw.topics as Record<string, unknown>) } : {};
    const entry = topics[topic.id];
    if (!isPlainObject(entry)) return undefined;
    if (typeof entry.at === 'number' && now - entry.at < quietMs) return undefined;
    delete topics[topic.id];
    return { topics };
  });
}
