// How the continuation after a playlist's last page names itself (docs/listening.md): on a screen
// (the Play directive's subtitle, "More like: electric cars · WBUR") and in "what's playing".
import type { interfaces } from 'ask-sdk-model';
import type { MoreKind, PlaylistRequest } from '../playback/types';
import type { RequestContext } from './context';
import { ssmlToText } from './ssml';

/** The playlist's name as the listener would say it ("electric cars", "your top stories"). */
export function playlistLabel(ctx: RequestContext, request: PlaylistRequest): string {
  switch (request.kind) {
    case 'topStories':
      return ssmlToText(ctx.t('more_like_top_stories'));
    case 'follows':
      return ssmlToText(ctx.t('more_like_follows'));
    case 'category':
      return request.name;
    case 'search':
      // "Play podcasts": a source type browsed, with no topic.
      return request.query || (request.sourceType === 'radio' ? 'radio' : 'podcasts');
    case 'latest':
      return request.query;
    case 'source':
      return request.sourceName;
    case 'related':
      return request.title ?? ssmlToText(ctx.t('more_like_top_stories'));
    case 'show':
      return request.showName;
    case 'trending':
      return request.topic;
    case 'weather':
    case 'traffic':
      return request.stationName ?? '';
    case 'saved':
      return '';
  }
}

/** "More like: electric cars" (related bursts), "More from Tech", "More from your top stories". */
export function moreLabel(ctx: RequestContext, request: PlaylistRequest, via: MoreKind): string {
  return ssmlToText(
    ctx.t(via === 'related' ? 'more_like' : 'more_from', { label: moreSource(ctx, request, via) }),
  );
}

/** What the continuation's bursts are from: the playlist, the category, or the top stories. */
export function moreSource(ctx: RequestContext, request: PlaylistRequest, via: MoreKind): string {
  if (via === 'related') return playlistLabel(ctx, request);
  if (via === 'category' && request.kind === 'category') return request.name;
  return ssmlToText(ctx.t('more_like_top_stories'));
}

type Directive = { type: string; audioItem?: interfaces.audioplayer.AudioItem };

/** Labels the Play directive of a continuation item before its source: "More like: … · WBUR". */
export function labelMore(
  ctx: RequestContext,
  request: PlaylistRequest,
  via: MoreKind,
  directive: Directive,
): void {
  const meta = directive.audioItem?.metadata;
  if (directive.type !== 'AudioPlayer.Play' || !meta) return;
  const more = moreLabel(ctx, request, via);
  meta.subtitle = meta.subtitle ? `${more} · ${meta.subtitle}` : more;
}
