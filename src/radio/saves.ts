// Saved bursts: newest first, at most SAVE_LIMIT; the oldest is dropped to make room, and the
// listener is told so once (the first time it happens), not on every later save.
import type { QueueItem } from '../playback/types';

export interface SavedBurst {
  burstId: string;
  title: string;
  sourceName: string;
  sourceId?: number;
  showName?: string;
  /** https only (taken from a playable queue item). */
  audioUrl: string;
  imageUrl?: string;
  durationSec: number;
  createdAt?: string;
  savedAt: number;
}

export const SAVE_LIMIT = 100;

export function savedFromItem(item: QueueItem, now: number): SavedBurst {
  return {
    burstId: item.burstId,
    title: item.title,
    sourceName: item.sourceName,
    ...(item.sourceId !== undefined ? { sourceId: item.sourceId } : {}),
    ...(item.showName ? { showName: item.showName } : {}),
    audioUrl: item.audioUrl,
    ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    durationSec: item.durationSec,
    ...(item.createdAt ? { createdAt: item.createdAt } : {}),
    savedAt: now,
  };
}

export interface SaveResult {
  list: SavedBurst[];
  outcome: 'saved' | 'already';
  /** The oldest save, dropped to make room. */
  dropped?: SavedBurst;
  /** Say that the oldest was dropped: only the first time it ever happens. */
  tellDropped: boolean;
}

export function addSave(list: readonly SavedBurst[], s: SavedBurst, droppedNoticeGiven: boolean): SaveResult {
  if (list.some((x) => x.burstId === s.burstId)) {
    return { list: [...list], outcome: 'already', tellDropped: false };
  }
  const next = [s, ...list];
  const dropped = next.length > SAVE_LIMIT ? next[next.length - 1] : undefined;
  return {
    list: next.slice(0, SAVE_LIMIT),
    outcome: 'saved',
    ...(dropped ? { dropped } : {}),
    tellDropped: dropped !== undefined && !droppedNoticeGiven,
  };
}

export function removeSave(
  list: readonly SavedBurst[],
  burstId: string,
): { list: SavedBurst[]; removed: boolean } {
  const next = list.filter((s) => s.burstId !== burstId);
  return { list: next, removed: next.length !== list.length };
}

/** Saved bursts as a playlist's queue items, in the saved order (newest first). */
export function savedQueueItems(list: readonly SavedBurst[]): QueueItem[] {
  return list.map((s, n) => {
    const { savedAt: _savedAt, ...rest } = s;
    return { ...rest, n };
  });
}

const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Stored data is read defensively: malformed or non-https entries are dropped, the limit kept. */
export function sanitiseSaves(raw: unknown): SavedBurst[] {
  if (!Array.isArray(raw)) return [];
  const out: SavedBurst[] = [];
  const seen = new Set<string>();
  for (const v of raw as unknown[]) {
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    if (!isStr(o.burstId) || !isStr(o.title) || !isStr(o.audioUrl) || !o.audioUrl.startsWith('https://'))
      continue;
    if (seen.has(o.burstId)) continue;
    seen.add(o.burstId);
    out.push({
      burstId: o.burstId,
      title: o.title,
      sourceName: isStr(o.sourceName) ? o.sourceName : '',
      ...(Number.isInteger(o.sourceId) ? { sourceId: o.sourceId as number } : {}),
      ...(isStr(o.showName) ? { showName: o.showName } : {}),
      audioUrl: o.audioUrl,
      ...(isStr(o.imageUrl) && o.imageUrl.startsWith('https://') ? { imageUrl: o.imageUrl } : {}),
      durationSec: typeof o.durationSec === 'number' && o.durationSec >= 0 ? o.durationSec : 0,
      ...(isStr(o.createdAt) ? { createdAt: o.createdAt } : {}),
      savedAt: typeof o.savedAt === 'number' ? o.savedAt : 0,
    });
    if (out.length >= SAVE_LIMIT) break;
  }
  return out;
}
