// Captions on the playback path of a device with a screen (screen.ts): after PlaybackStarted
// (once the decision is stored, like the page prefetch) the burst that follows gets its detail
// fetched, so the ENQUEUE at NearlyFinished carries its captions from the store without a call
// of its own. The first burst of a new playlist starts without captions; a failed or late detail
// call only means none for that burst.
import { prefetchCaptions } from '../captions/store';
import { CAPTION_CALL_TIMEOUT_MS } from '../config/limits';
import { appendPage, itemAt } from '../playback/engine';
import { continuationOf } from '../playback/more';
import type { PlaybackState, QueueItem } from '../playback/types';
import type { RequestContext } from './context';
import { callOptions } from './api-calls';

/** `pb`: the playback just decided (its index is the burst that started). */
export function prefetchNextCaptions(ctx: RequestContext, pb: PlaybackState): void {
  const store = ctx.deps.captions;
  // A speaker shows no captions: no call for them (screen.ts).
  if (!store || !ctx.screen) return;
  // The item after the one that started, in the playlist's current order (shuffle included); on
  // the last item of what is stored, the first of the page fetched ahead (page-store.ts).
  const next = itemAt(pb, pb.index + 1) ?? firstOfPageAhead(ctx, pb);
  if (!next || store.get(next.burstId) !== undefined) return;
  ctx.afterCommit.push(() =>
    prefetchCaptions(ctx.deps.api, store, [next.burstId], callOptions(ctx, CAPTION_CALL_TIMEOUT_MS)),
  );
}

/** The burst that will follow `pb.index` once the page fetched ahead is appended, if it was. */
function firstOfPageAhead(ctx: RequestContext, pb: PlaybackState): QueueItem | undefined {
  const url = pb.playlist ? continuationOf(pb.playlist) : undefined;
  const page = url && ctx.listenerId ? ctx.deps.pages?.get(ctx.listenerId, url) : undefined;
  return page ? itemAt(appendPage(pb, page, ctx.clock.now()), pb.index + 1) : undefined;
}
