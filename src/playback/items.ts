// Bursts from the API become queue items: only what can be played and named in a token.
import type { Burst, Playlist } from '../api/types';
import type { LoadedPage } from './engine';
import { storyPrint } from '../stories/story';
import { isTokenSafeId } from './token';
import type { QueueItem } from './types';

export function toQueueItem(burst: Burst, n = 0): QueueItem | undefined {
  // The API layer only hands out https audio; checked again because a Play with anything
  // else is rejected by the device (docs/alexa-rules.md, Play directive: Alexa refuses non-https streams).
  if (!burst.audioUrl || !burst.audioUrl.startsWith('https://')) return undefined;
  if (!isTokenSafeId(burst.id)) return undefined;
  const image = burst.imageUrls.find((u) => u.startsWith('https://')) ?? httpsOnly(burst.source.imageUrl);
  return {
    burstId: burst.id,
    title: burst.title,
    sourceName: burst.source.name,
    ...(burst.source.sourceId !== undefined ? { sourceId: burst.source.sourceId } : {}),
    ...(burst.source.showName ? { showName: burst.source.showName } : {}),
    ...(burst.source.showId ? { showId: burst.source.showId } : {}),
    audioUrl: burst.audioUrl,
    ...(image ? { imageUrl: image } : {}),
    durationSec: burst.durationSec,
    ...(burst.createdAt ? { createdAt: burst.createdAt } : {}),
    story: storyPrint(burst),
    n,
  };
}

export function toQueueItems(bursts: Burst[]): QueueItem[] {
  const out: QueueItem[] = [];
  for (const b of bursts) {
    const item = toQueueItem(b, out.length);
    if (item) out.push(item);
  }
  return out;
}

export function pageFromPlaylist(playlist: Playlist): LoadedPage {
  return {
    items: toQueueItems(playlist.bursts),
    ...(playlist.nextPage ? { nextPage: playlist.nextPage } : {}),
  };
}

function httpsOnly(url: string | undefined): string | undefined {
  return url && url.startsWith('https://') ? url : undefined;
}
