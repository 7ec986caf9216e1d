// After the last page: the playlist goes on, as an autoplaying music skill does (docs/listening.md,
// After the last page). Its continuation is a `burst-voice:more:` URN standing in for the next page
// (never an http URL, so it can never reach the API client, which only follows its own origin):
// bursts related to the playlist's last burst, then top stories (a category's own newest first),
// in turn.
// The URN is derived from the stored playlist, so it stays the same from the prefetch after
// PlaybackStarted to the NearlyFinished that needs the page.
import type { PlaylistRequest, PlaylistState } from './types';

const PREFIX = 'burst-voice:more:';

/** Bursts related to a burst, or the top stories (a category's own first: page-loader.ts). */
export type MoreStep = { step: 'related'; burstId: string } | { step: 'top' };

/** Kinds that end after their last page: reports, the listener's own saved list, loops. */
const ENDING: ReadonlySet<PlaylistRequest['kind']> = new Set(['weather', 'traffic', 'saved']);

/** Whether a playlist of this request continues after its last page (when the listener wants that). */
export function continuesAfterEnd(request: PlaylistRequest): boolean {
  return !ENDING.has(request.kind);
}

export function isMoreUrl(url: string): boolean {
  return url.startsWith(PREFIX);
}

/** The continuation after the loaded window, when the playlist goes on after its last page. */
export function moreUrl(pl: PlaylistState): string | undefined {
  if (!pl.more) return undefined;
  const last = pl.items[pl.items.length - 1];
  if (pl.more.next === 'related' && last) return `${PREFIX}related:${last.burstId}`;
  return `${PREFIX}top`;
}

export function parseMoreUrl(url: string): MoreStep | undefined {
  if (!isMoreUrl(url)) return undefined;
  const [step, arg] = splitOnce(url.slice(PREFIX.length), ':');
  if (step === 'top' && arg === undefined) return { step: 'top' };
  if (step === 'related' && arg) return { step: 'related', burstId: arg };
  return undefined;
}

/** Where the playlist continues from: the API's next page, else (not looping) the continuation. */
export function continuationOf(pl: PlaylistState): string | undefined {
  return pl.nextPage ?? (pl.loop ? undefined : moreUrl(pl));
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const at = s.indexOf(sep);
  return at < 0 ? [s, undefined] : [s.slice(0, at), s.slice(at + 1)];
}
