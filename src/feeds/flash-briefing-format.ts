// Bursts → Amazon's Flash Briefing JSON feed items. The rules come from the Flash Briefing Skill
// API Feed Reference (https://developer.amazon.com/en-US/docs/alexa/flashbriefing/flash-briefing-skill-api-feed-reference.html):
// - JSON is the preferred format, UTF-8, its MIME type in the Content-Type header;
// - 1 to 5 unique items, newest to oldest by their date (Alexa ignores items past the fifth);
// - each item: `uid`, `updateDate` (`yyyy-MM-dd'T'HH:mm:ss'.0Z'`, UTC), `titleText`, `mainText`
//   (plain text, present even for audio items, under 4,500 characters), `streamUrl` for audio
//   (HTTPS is required for stream URLs) and `redirectionUrl` (the "read more" link in the app);
// - audio is at least ten seconds and at most ten minutes long.
import type { Burst } from '../api/types';

export interface FlashBriefingItem {
  uid: string;
  updateDate: string;
  titleText: string;
  mainText: string;
  streamUrl: string;
  redirectionUrl: string;
}

export const MAX_FEED_ITEMS = 5;
export const MIN_AUDIO_SEC = 10;
export const MAX_AUDIO_SEC = 600;
const MAX_MAIN_TEXT = 4500;

function httpsUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The reference's date form: seconds precision and a literal `.0Z`. */
export function feedDate(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19)}.0Z`;
}

/** Plain text only: the reference forbids SSML, HTML and XML in text fields. */
function plainText(s: string, max: number): string {
  const text = s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function toItem(b: Burst): (FlashBriefingItem & { at: number }) | undefined {
  const streamUrl = httpsUrl(b.audioUrl);
  const redirectionUrl = httpsUrl(b.burstPageUrl) ?? httpsUrl(b.searchSiteUrl);
  const at = b.createdAt !== undefined ? Date.parse(b.createdAt) : NaN;
  // A duration of 0 means "unknown" in the API's answers: only a known out-of-range length is dropped.
  const badLength = b.durationSec > 0 && (b.durationSec < MIN_AUDIO_SEC || b.durationSec > MAX_AUDIO_SEC);
  if (!streamUrl || !redirectionUrl || Number.isNaN(at) || badLength) return undefined;
  const title = plainText(b.title, 200);
  if (!title) return undefined;
  const main = plainText(b.quote ?? b.text ?? '', MAX_MAIN_TEXT) || `${title}. From ${b.source.name}.`;
  return {
    uid: `urn:burst:${b.id}`,
    updateDate: feedDate(at),
    titleText: title,
    mainText: main,
    streamUrl,
    redirectionUrl,
    at,
  };
}

/** The newest playable bursts, deduplicated, newest first, at most five. */
export function flashBriefingItems(bursts: readonly Burst[]): FlashBriefingItem[] {
  const seen = new Set<string>();
  const items: Array<FlashBriefingItem & { at: number }> = [];
  for (const b of bursts) {
    if (seen.has(b.id)) continue;
    const item = toItem(b);
    if (!item) continue;
    seen.add(b.id);
    items.push(item);
  }
  items.sort((a, b) => b.at - a.at || (a.uid < b.uid ? -1 : 1));
  return items.slice(0, MAX_FEED_ITEMS).map(({ at: _at, ...item }) => item);
}
