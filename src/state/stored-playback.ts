// The device record's playback as stored (issue 39). Parsing and writing the device record was
// most of a request's time in process, and its size sets DynamoDB's write units (one per started
// KB): whole queue items under long names made it 2.5–5.5 KB. The stored playlist keeps each
// item's fields under short names, the audio and image addresses' common beginnings once, a source only
// where it differs from the item before, and an item's API position only where it is not the
// one before's + 1. Everything else of the playback is stored as it is in memory.
//
// The layout is the playback's schemaVersion: COMPACT_PLAYBACK_VERSION is written; records of
// PLAYBACK_SCHEMA_VERSION (whole items, as stored before) are still read, lazily as each one is
// loaded (no table scan), and written back compact by the next change.
import { isTokenSafeId } from '../playback/token';
import {
  PLAYBACK_SCHEMA_VERSION,
  type MoreKind,
  type PlaybackState,
  type PlayerActivity,
  type PlaylistState,
  type QueueItem,
} from '../playback/types';
import { isPlainObject } from '../util/objects';

export const COMPACT_PLAYBACK_VERSION = 2;

/** A queue item as stored. The short names are mapped here, and nowhere else. */
interface StoredItem {
  /** burstId */
  id: string;
  /** title */
  t: string;
  /** sourceName, sourceId, showName, showId: absent (all four) when the same as the item before. */
  src?: string;
  sid?: number;
  show?: string;
  shid?: string;
  /** audioUrl after the playlist's urlBase */
  u: string;
  /** imageUrl, whole: where it does not begin with the playlist's image base */
  img?: string;
  /** imageUrl after the playlist's image base (`ib`) */
  i?: string;
  /** durationSec */
  d: number;
  /** createdAt */
  c?: string;
  /** story print */
  p?: string;
  /** via */
  v?: MoreKind;
  /** n, when it is not the item before's + 1 (the first item's: when not 0) */
  n?: number;
}

/**
 * `ib`, the image addresses' common beginning, came after the layout did: a record without it
 * reads as before, and code from before it reads a record with it as items without an image
 * (it knows neither `ib` nor `i`), never a broken address.
 */
type StoredPlaylist = Omit<PlaylistState, 'items'> & { items: StoredItem[]; urlBase: string; ib?: string };

export type StoredPlayback = Omit<PlaybackState, 'schemaVersion' | 'playlist'> & {
  schemaVersion: typeof COMPACT_PLAYBACK_VERSION;
  playlist?: StoredPlaylist;
};

/** The playback as it is written. Built field by field: spreads were a measurable cost here. */
export function storePlayback(pb: PlaybackState): StoredPlayback {
  const out = withFields<StoredPlayback>(COMPACT_PLAYBACK_VERSION, pb);
  const pl = pb.playlist;
  if (pl) {
    const read = storedFormOf.get(pl.items);
    const urlBase = read ? read.urlBase : commonBase(pl.items.map((i) => i.audioUrl));
    const imgBase = read ? read.imgBase : commonBase(imageUrls(pl.items));
    const items = read ? read.items : storeItems(pl.items, urlBase.length, imgBase);
    out.playlist = copyPlaylistFields(pl, imgBase ? { urlBase, ib: imgBase, items } : { urlBase, items });
  }
  return out;
}

/**
 * The stored form each item list was read from. Most writes (every AudioPlayer event, a resumed
 * launch) keep the list as read, so it is written back as it came instead of encoded again. Exact
 * because lists and items are never changed in place: a change makes a new list (the engine's rule).
 */
const storedFormOf = new WeakMap<
  readonly QueueItem[],
  { urlBase: string; imgBase: string; items: StoredItem[] }
>();

/** The playback's own fields (all but its playlist), the same in both layouts; field by field. */
function withFields<T extends StoredPlayback | PlaybackState>(
  schemaVersion: T['schemaVersion'],
  from: Omit<PlaybackState, 'schemaVersion' | 'playlist'>,
): T {
  const out = {
    schemaVersion,
    index: from.index,
    offsetMs: from.offsetMs,
    activity: from.activity,
    updatedAt: from.updatedAt,
    history: from.history,
    consecutiveFailures: from.consecutiveFailures,
    tokenSeq: from.tokenSeq,
  } as T;
  if (from.token !== undefined) out.token = from.token;
  if (from.episode !== undefined) out.episode = from.episode;
  return out;
}

/** The playlist's own fields (all but its items), onto `to`. */
function copyPlaylistFields<T extends object>(
  pl: Omit<PlaylistState, 'items'>,
  to: T,
): T & Omit<PlaylistState, 'items'> {
  const out = to as T & Omit<PlaylistState, 'items'>;
  out.id = pl.id;
  out.request = pl.request;
  out.base = pl.base;
  if (pl.nextPage !== undefined) out.nextPage = pl.nextPage;
  if (pl.pageFetchFailedAt !== undefined) out.pageFetchFailedAt = pl.pageFetchFailedAt;
  if (pl.more !== undefined) out.more = pl.more;
  if (pl.budget !== undefined) out.budget = pl.budget;
  out.loop = pl.loop;
  out.shuffle = pl.shuffle;
  return out;
}

function imageUrls(items: readonly QueueItem[]): string[] {
  const out: string[] = [];
  for (const i of items) if (i.imageUrl !== undefined) out.push(i.imageUrl);
  return out;
}

function storeItems(items: readonly QueueItem[], baseLength: number, imgBase: string): StoredItem[] {
  const out: StoredItem[] = [];
  let prev: QueueItem | undefined;
  for (const i of items) {
    const s: StoredItem = { id: i.burstId, t: i.title, u: i.audioUrl.slice(baseLength), d: i.durationSec };
    if (!prev || !sameSource(prev, i)) {
      s.src = i.sourceName;
      if (i.sourceId !== undefined) s.sid = i.sourceId;
      if (i.showName !== undefined) s.show = i.showName;
      if (i.showId !== undefined) s.shid = i.showId;
    }
    if (i.imageUrl !== undefined) {
      if (imgBase && i.imageUrl.startsWith(imgBase)) s.i = i.imageUrl.slice(imgBase.length);
      else s.img = i.imageUrl;
    }
    if (i.createdAt !== undefined) s.c = i.createdAt;
    if (i.story !== undefined) s.p = i.story;
    if (i.via !== undefined) s.v = i.via;
    if (i.n !== (prev ? prev.n + 1 : 0)) s.n = i.n;
    out.push(s);
    prev = i;
  }
  return out;
}

const sameSource = (a: QueueItem, b: QueueItem) =>
  a.sourceName === b.sourceName &&
  a.sourceId === b.sourceId &&
  a.showName === b.showName &&
  a.showId === b.showId;

/** Addresses' common beginning, up to a '/' (never into the https:// scheme); '' when none. */
function commonBase(urls: readonly string[]): string {
  const first = urls[0];
  if (first === undefined) return '';
  let end = first.lastIndexOf('/') + 1;
  let base = first.slice(0, end);
  for (const u of urls) {
    while (end > 0 && !u.startsWith(base)) {
      end = first.lastIndexOf('/', end - 2) + 1;
      base = first.slice(0, end);
    }
  }
  return end > 'https://'.length ? base : '';
}

/**
 * A stored playback of either layout, as the engine's state: undefined when it cannot be read
 * (a part the engine could trip on). Old records (whole items) are read as they are.
 */
export function readStoredPlayback(raw: unknown): PlaybackState | undefined {
  if (!isPlainObject(raw)) return undefined;
  if (raw.schemaVersion === PLAYBACK_SCHEMA_VERSION) return isValidPlayback(raw) ? raw : undefined;
  if (raw.schemaVersion !== COMPACT_PLAYBACK_VERSION || !hasValidFields(raw)) return undefined;
  const stored = raw as unknown as StoredPlayback;
  const pb = withFields<PlaybackState>(PLAYBACK_SCHEMA_VERSION, stored);
  const pl: unknown = stored.playlist;
  if (pl === undefined) return pb;
  if (!isValidPlaylistFields(pl) || typeof pl.urlBase !== 'string') return undefined;
  const imgBase = pl.ib === undefined ? '' : pl.ib;
  if (typeof imgBase !== 'string' || (imgBase !== '' && !imgBase.startsWith('https://'))) return undefined;
  const items = readItems(pl.items, pl.urlBase, imgBase);
  if (!items) return undefined;
  storedFormOf.set(items, { urlBase: pl.urlBase, imgBase, items: pl.items as StoredItem[] });
  pb.playlist = copyPlaylistFields(pl as unknown as StoredPlaylist, { items });
  return pb;
}

function readItems(raw: unknown[], urlBase: string, imgBase: string): QueueItem[] | undefined {
  // Checked once when the common beginning holds the scheme: an address joined from it need not
  // be (nor be flattened for it, item by item).
  const httpsBase = urlBase.startsWith('https://');
  const out: QueueItem[] = [];
  let prev: QueueItem | undefined;
  for (const s of raw) {
    if (!isPlainObject(s)) return undefined;
    const { id, t, u, d } = s;
    if (typeof id !== 'string' || !isTokenSafeId(id) || typeof t !== 'string') return undefined;
    if (typeof u !== 'string' || !isNum(d)) return undefined;
    const audioUrl = urlBase + u;
    if (!httpsBase && !audioUrl.startsWith('https://')) return undefined;
    const own = s.src !== undefined;
    if (own ? typeof s.src !== 'string' : !prev) return undefined;
    const n = s.n === undefined ? (prev ? prev.n + 1 : 0) : s.n;
    if (!isNum(n) || (s.p !== undefined && typeof s.p !== 'string')) return undefined;
    if (s.v !== undefined && !isMoreKind(s.v)) return undefined;
    const from = own ? (s as { src: string; sid?: number; show?: string; shid?: string }) : undefined;
    const item: QueueItem = {
      burstId: id,
      title: t,
      sourceName: from ? from.src : (prev as QueueItem).sourceName,
      audioUrl,
      durationSec: d,
      n,
    };
    const sourceId = from ? from.sid : prev?.sourceId;
    const showName = from ? from.show : prev?.showName;
    const showId = from ? from.shid : prev?.showId;
    if (typeof sourceId === 'number') item.sourceId = sourceId;
    if (typeof showName === 'string') item.showName = showName;
    if (typeof showId === 'string') item.showId = showId;
    if (typeof s.img === 'string') item.imageUrl = s.img;
    else if (typeof s.i === 'string' && imgBase) item.imageUrl = imgBase + s.i;
    if (typeof s.c === 'string') item.createdAt = s.c;
    if (s.p !== undefined) item.story = s.p;
    if (s.v !== undefined) item.via = s.v as MoreKind;
    out.push(item);
    prev = item;
  }
  return out;
}

/** Structural check of stored playback state (whole items): enough that the engine can never trip on it. */
export function isValidPlayback(raw: unknown): raw is PlaybackState {
  if (!isPlainObject(raw) || raw.schemaVersion !== PLAYBACK_SCHEMA_VERSION || !hasValidFields(raw))
    return false;
  if (raw.playlist === undefined) return true;
  const pl = raw.playlist;
  return (
    isValidPlaylistFields(pl) &&
    pl.items.every(
      (i) =>
        isPlainObject(i) &&
        typeof i.burstId === 'string' &&
        isTokenSafeId(i.burstId) &&
        typeof i.title === 'string' &&
        typeof i.sourceName === 'string' &&
        typeof i.audioUrl === 'string' &&
        i.audioUrl.startsWith('https://') &&
        isNum(i.durationSec) &&
        isNum(i.n) &&
        (i.story === undefined || typeof i.story === 'string') &&
        (i.via === undefined || isMoreKind(i.via)),
    )
  );
}

/** The playback's own fields (both layouts). */
function hasValidFields(raw: Record<string, unknown>): boolean {
  if (!isInt(raw.index) || !isNum(raw.offsetMs) || !isNum(raw.updatedAt) || !isInt(raw.tokenSeq))
    return false;
  if (!isInt(raw.consecutiveFailures) || !ACTIVITIES.has(raw.activity as PlayerActivity)) return false;
  if (!Array.isArray(raw.history) || !raw.history.every((h) => typeof h === 'string')) return false;
  return raw.token === undefined || typeof raw.token === 'string';
}

/** The playlist's fields apart from its items' own (both layouts). */
function isValidPlaylistFields(pl: unknown): pl is Record<string, unknown> & { items: unknown[] } {
  // Ids go into AudioPlayer tokens: one that cannot would make every Play throw.
  if (!isPlainObject(pl) || typeof pl.id !== 'string' || !isTokenSafeId(pl.id)) return false;
  if (!isInt(pl.base) || !Array.isArray(pl.items)) return false;
  if (!isPlainObject(pl.request) || typeof pl.request.kind !== 'string') return false;
  if (typeof pl.loop !== 'boolean' || typeof pl.shuffle !== 'boolean') return false;
  if (pl.nextPage !== undefined && typeof pl.nextPage !== 'string') return false;
  return pl.more === undefined || isValidMore(pl.more);
}

function isValidMore(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    (raw.next === 'related' || raw.next === 'top') &&
    (raw.now === undefined || isMoreKind(raw.now))
  );
}

function isMoreKind(v: unknown): boolean {
  return v === 'related' || v === 'category' || v === 'top';
}

const ACTIVITIES = new Set<PlayerActivity>(['idle', 'playing', 'paused', 'stopped', 'finished', 'failed']);

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
function isInt(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0;
}
