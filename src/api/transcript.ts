// Burst detail carries `transcript` as a STRING holding a JSON array (docs/burst-api.md, Burst v2), with
// `start_time` inside the string (the field table says `startTime`; both are accepted).
// A malformed transcript is only a missing extra: it becomes undefined, never an error.
import type { TranscriptItem } from './types';

export function parseTranscript(raw: unknown): TranscriptItem[] | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const items: TranscriptItem[] = [];
  for (const entry of parsed) {
    const item = toItem(entry);
    // One wrong item means the shape is not what we understand: drop the whole transcript
    // rather than hand the skill a transcript with holes in its timing.
    if (!item) return undefined;
    items.push(item);
  }
  return items;
}

function toItem(entry: unknown): TranscriptItem | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  const start = num(e.start_time) ?? num(e.startTime);
  const text = typeof e.text === 'string' ? e.text : undefined;
  if (start === undefined || text === undefined) return undefined;
  const item: TranscriptItem = {
    // The meaning of `type` values is not described: kept as the number, 0 when absent.
    type: num(e.type) ?? 0,
    text,
    startTimeSec: start,
    durationSec: num(e.duration) ?? 0,
  };
  const confidence = num(e.confidence);
  if (confidence !== undefined) item.confidence = confidence;
  return item;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
