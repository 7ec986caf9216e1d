// The Echo's own token as the playlist (issue 48). An AudioPlayer event whose token the stored
// playback cannot place — the store could not be read (an outage), or what is stored lags behind
// what the Echo plays (a write that did not land) — would end the playlist after this burst. The
// token carries what the playlist was built from (token-source.ts) and where it is, so the
// playlist is fetched again from its request, around the burst the token names, at the cost of one
// API call in that case only. When the store can be read, the rebuilt playback is written back,
// and the stored playback catches up with what the Echo played.
import type { HandlerInput } from 'ask-sdk-core';
import { HISTORY_SIZE, PLAYBACK_CALL_TIMEOUT_MS } from '../config/limits';
import { fitToTime, isFull } from '../playback/budget';
import { freshItems } from '../playback/cursor';
import { initialState, printOf, resolveToken } from '../playback/engine';
import { continuesAfterEnd } from '../playback/more';
import { pageFromPlaylist, toQueueItem } from '../playback/items';
import { decodeToken, tokenPlaylist, type TokenParts } from '../playback/token';
import { decodeSource } from '../playback/token-source';
import type { PlaybackState, PlaylistRequest, QueueItem } from '../playback/types';
import { callOptions, kindOf } from './api-calls';
import { getContext, updateDevice, type RequestContext } from './context';
import { fetchPlaylist } from './fetch-playlist';

/** Pages followed to find the burst the token names when the first page no longer has it. */
const PAGES_SEARCHED = 3;

/**
 * Whether the token should be taken over: it is ours and says what it plays from, and either
 * nothing was read, or it is newer than anything stored (its sequence number is past the stored
 * one) or of the stored playlist. An older entry of a playlist the listener has since replaced
 * is never taken over: its events arrive late and must not bring it back. Neither is a playlist
 * of an Echo the listener's record does not know (erased, or never stored there): their audio
 * may end, their records stay gone.
 */
function takesOver(ctx: RequestContext, token: string | undefined): TokenParts | undefined {
  const said = tokenPlaylist(token);
  const parts = said && decodeToken(token);
  if (!said || !parts) return undefined;
  parts.source = said.source;
  if (said.box) parts.box = said.box;
  if (!ctx.stateLoaded) return parts;
  const pb = ctx.state.device.playback;
  // Erased lately (the record is a marker), or back since on another Echo: the listener's record
  // no longer lists this Echo, and an old playlist of theirs never comes back here.
  if (ctx.listenerErased) return undefined;
  const listed = ctx.base?.account.devices ?? ctx.state.listener.devices;
  const deviceHash = ctx.keys?.deviceHash;
  const known =
    pb.playlist !== undefined ||
    !ctx.listenerRead ||
    ctx.isNewListener ||
    (deviceHash !== undefined && listed.includes(deviceHash));
  if (!known) return undefined;
  return parts.seq > pb.tokenSeq || parts.playlistId === pb.playlist?.id ? parts : undefined;
}

/**
 * Puts the playback the token stands for in place of this device's (written when the store was
 * read), when takesOver says it should; false when it should not, or the API cannot give it now
 * (the request then goes on as it would have).
 */
export async function adoptToken(ctx: RequestContext, token: string | undefined): Promise<boolean> {
  const parts = takesOver(ctx, token);
  if (!parts || token === undefined) return false;
  const request = parts.source ? decodeSource(parts.source) : undefined;
  if (!request) return false;
  try {
    const rebuilt = await rebuild(ctx, token, parts, request);
    if (!rebuilt) return false;
    updateDevice(ctx, (d) => ({ ...d, playback: rebuilt }));
    ctx.log.info('playback continued from the Echo token', { stored: ctx.stateLoaded });
    return true;
  } catch (err) {
    ctx.log.warn('continuing from the Echo token failed', { err, kind: kindOf(err) });
    return false;
  }
}

async function rebuild(
  ctx: RequestContext,
  token: string,
  parts: TokenParts,
  request: PlaylistRequest,
): Promise<PlaybackState | undefined> {
  const opts = callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS);
  const userId = ctx.state.listener.profile.apiUserId;
  let page = pageFromPlaylist(await fetchPlaylist(ctx.deps.api, request, userId ? { userId } : {}, opts));
  const seen: QueueItem[] = [...page.items];
  const find = () => seen.findIndex((i) => i.burstId === parts.burstId);
  let at = find();
  for (let n = 1; at < 0 && page.nextPage && n < PAGES_SEARCHED; n++) {
    page = pageFromPlaylist(await ctx.deps.api.nextPage(page.nextPage, opts));
    seen.push(...page.items);
    at = find();
  }
  const current = at >= 0 ? seen[at] : await burstItem(ctx, parts.burstId);
  if (!current) return undefined;
  const pb = ctx.state.device.playback;
  // Each story once, and none this Echo (or, when it was read, the listener) heard lately.
  const before = at >= 0 ? seen.slice(0, at + 1) : [current];
  const history = [...ctx.state.listener.history, ...pb.history];
  let rest = freshItems(at >= 0 ? seen.slice(at + 1) : seen, history, before, 0).fresh;
  let nextPage = page.nextPage;
  let budget: { sec: number; queuedSec: number } | undefined;
  if (parts.box) {
    const fit = fitToTime(rest, parts.box.sec, parts.box.usedSec);
    rest = fit.items;
    budget = { sec: parts.box.sec, queuedSec: fit.total };
    if (isFull(budget)) nextPage = undefined;
  }
  const heard = pb.history.at(-1) === printOf(current) ? pb.history : [...pb.history, printOf(current)];
  return {
    ...initialState(ctx.clock.now()),
    playlist: {
      id: parts.playlistId,
      request,
      items: [current, ...rest].map((i, k) => ({ ...i, n: k })),
      base: parts.index,
      ...(nextPage ? { nextPage } : {}),
      ...(!budget && !ctx.state.listener.stopAtEnd && continuesAfterEnd(request)
        ? { more: { next: 'related' as const } }
        : {}),
      ...(budget ? { budget } : {}),
      loop: false,
      shuffle: false,
    },
    index: parts.index,
    token,
    offsetMs: 0,
    activity: 'playing',
    updatedAt: ctx.clock.now(),
    history: heard.slice(-HISTORY_SIZE),
    consecutiveFailures: 0,
    tokenSeq: Math.max(pb.tokenSeq, parts.seq),
  };
}

/** The playing burst when its playlist moved on without it: its own detail (one more call). */
async function burstItem(ctx: RequestContext, burstId: string): Promise<QueueItem | undefined> {
  const burst = await ctx.deps.api.burst({ burstId }, callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS));
  return toQueueItem(burst);
}

/**
 * A spoken request or a button press about what plays ("save this", "what's playing", "next",
 * "pause") sees what the Echo says it plays (`context.AudioPlayer.token`), not a stored cursor
 * that lags behind it: a token the stored playback cannot place is taken over first. The context
 * interceptor calls it once the context is built (context-interceptors.ts). Only these requests:
 * "play sports" or "follow …" would replace or not need the playback, and the API call it costs.
 */
export function catchUp(input: HandlerInput): Promise<void> | undefined {
  // Not async: most requests (AudioPlayer events, a launch) return at once, with no promise made.
  if (!actsOnWhatPlays(input)) return undefined;
  const ctx = getContext(input);
  if (!ctx) return undefined;
  const token: unknown = input.requestEnvelope.context?.AudioPlayer?.token;
  if (typeof token !== 'string' || resolveToken(ctx.state.device.playback, token)) return undefined;
  return adoptToken(ctx, token).then(() => undefined);
}

/** Intents that act on the burst the Echo plays (now-playing.ts, radio.ts, commands.ts). */
const ON_WHAT_PLAYS: ReadonlySet<string> = new Set([
  'SaveBurstIntent',
  'RemoveSavedIntent',
  'WhatIsPlayingIntent',
  'PlayRelatedIntent',
  'AboutShowIntent',
  'AboutStationIntent',
  'PlayShowIntent',
  'FullEpisodeIntent',
  'AMAZON.PauseIntent',
  'AMAZON.ResumeIntent',
  'AMAZON.NextIntent',
  'AMAZON.PreviousIntent',
  'AMAZON.StartOverIntent',
  'AMAZON.RepeatIntent',
  'AMAZON.StopIntent',
  'AMAZON.CancelIntent',
  'AMAZON.LoopOnIntent',
  'AMAZON.LoopOffIntent',
  'AMAZON.ShuffleOnIntent',
  'AMAZON.ShuffleOffIntent',
]);

function actsOnWhatPlays(input: HandlerInput): boolean {
  const request = input.requestEnvelope.request as { type?: unknown; intent?: { name?: unknown } };
  if (typeof request?.type !== 'string') return false;
  if (request.type.startsWith('PlaybackController.')) return true;
  const name = request.intent?.name;
  return request.type === 'IntentRequest' && typeof name === 'string' && ON_WHAT_PLAYS.has(name);
}
