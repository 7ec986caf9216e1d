// "Stop when the playlist ends" / "keep playing after the playlist": what happens when a playlist
// runs out (playback/more.ts). Remembered in the listener record, so every Echo's next playlist
// follows it; the playlist this Echo plays now follows it at once.
import type { RequestHandler } from 'ask-sdk-core';
import { continuesAfterEnd } from '../../playback/more';
import type { PlaybackState } from '../../playback/types';
import { confirmed, ctxOf, updateDevice, updateListener } from '../context';
import { tell, withoutRecords } from '../respond';
import { isIntent } from './util';

/** The playlist as it is, with or without its continuation after the last page. */
function withMore(pb: PlaybackState, keepPlaying: boolean): PlaybackState {
  const pl = pb.playlist;
  if (!pl) return pb;
  if (!keepPlaying) {
    if (!pl.more) return pb;
    const { more: _off, ...rest } = pl;
    return { ...pb, playlist: rest };
  }
  if (pl.more || !continuesAfterEnd(pl.request)) return pb;
  return { ...pb, playlist: { ...pl, more: { next: 'related' } } };
}

function setting(intent: string, keepPlaying: boolean): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, intent),
    handle(input) {
      const ctx = ctxOf(input);
      const unreadable = withoutRecords(input, ctx);
      if (unreadable) return unreadable;
      if (ctx.state.listener.stopAtEnd !== (keepPlaying ? undefined : true)) {
        updateListener(ctx, (l) => {
          const { stopAtEnd: _was, ...rest } = l;
          return keepPlaying ? rest : { ...rest, stopAtEnd: true };
        });
      }
      const pb = ctx.state.device.playback;
      const next = withMore(pb, keepPlaying);
      if (next !== pb) updateDevice(ctx, (d) => ({ ...d, playback: next }));
      const said = ctx.t(keepPlaying ? 'stop_at_end_off' : 'stop_at_end_on');
      return tell(input, ctx, ctx.dirty.listener || ctx.dirty.device ? confirmed(ctx, said) : said);
    },
  };
}

export const playlistEndHandlers: RequestHandler[] = [
  setting('StopAtEndIntent', false),
  setting('KeepPlayingIntent', true),
];
