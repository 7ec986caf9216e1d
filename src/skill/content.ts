// Starting content: fetch the playlist for a request (fetch-playlist.ts) and play it, with a
// short sentence for every way that can fail.
import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Playlist } from '../api/types';
import { startPlaylist } from '../playback/engine';
import type { LoadedPage } from '../playback/engine';
import { continuesAfterEnd } from '../playback/more';
import { pageFromPlaylist } from '../playback/items';
import type { Decision, PlaylistRequest } from '../playback/types';
import { mergeHistory } from '../state/records';
import { ownerOfRequest, updateListener, type RequestContext } from './context';
import { heardHere } from '../state/ownership';
import { fetchPlaylist } from './fetch-playlist';
import { coarseLocation } from './location';
import { heardOnOtherEchos } from './other-device';
import { loadMore } from './page-loader';
import { callOptions, kindOf } from './api-calls';
import { registerApiUser } from './burst-user';
import type { ElicitedIntent } from '../model/contract';
import { askForSlot } from './dialog/questions';
import { sendProgressive } from './progressive';
import { ask, audioPlayerSupported, applyDecision, tell } from './respond';
import { errorSpeechKey } from './speech-errors';
import type { Length } from './length';
import { lengthLead, spokenLength } from './time-box';

export interface PlayOptions {
  intro: string;
  noResults: string;
  /**
   * Sentence spoken while the call runs, for calls the API calls slow (latest search: "a few
   * seconds"). Only Launch and Intent requests can send it; its failure never matters.
   */
  progressive?: string;
  /** An already fetched playlist (trending builds its own). */
  playlist?: Playlist;
  /** Nothing found: `noResults` leads into this intent's question, so another answer can follow. */
  askAgain?: ElicitedIntent;
  /** The time the listener gave ("five minutes of …"): the playlist fits it and ends (length.ts). */
  length?: Length;
  /** Tried when the request finds nothing ("podcasts about cooking" → any bursts about cooking). */
  orElse?: { request: PlaylistRequest; intro: string };
  /** Calls already under way for this request (free-words.ts starts them beside a lookup). */
  early?: EarlyCalls;
}

/**
 * The registration and the request's own fetch, started by the caller before it knew it would
 * play this request: awaited in their place, so they cost no round trip of their own.
 */
export interface EarlyCalls {
  registered: Promise<void>;
  /** The very call fetchPlaylist would make for the request; rejects as it would. */
  playlist?: Promise<Playlist>;
}

/** What plays instead when every story on a request was heard (the sentence says which). */
type AllHeard = 'related' | 'new' | 'again';

/** What starting content came to: a decision to apply, nothing to play, or a failed call. */
export type ContentStart =
  | {
      outcome: 'play';
      decision: Decision;
      /** Every story on the request was heard: it plays related bursts, other news, or it again. */
      allHeard?: AllHeard;
    }
  | { outcome: 'empty' }
  /** A time box for which every burst found was too long (the playlist fetched, to play otherwise). */
  | { outcome: 'none-fits'; playlist: Playlist }
  | { outcome: 'error'; error: unknown };

/**
 * Fetch a playlist for the request (unless given) and start it, without replying: the spoken
 * flow (playContent) and the routine actions (handlers/tasks.ts) each say their own sentences.
 */
export async function startContent(
  input: HandlerInput,
  ctx: RequestContext,
  request: PlaylistRequest,
  opts: { progressive?: string; playlist?: Playlist; length?: Length; early?: EarlyCalls } = {},
): Promise<ContentStart> {
  let playlist = opts.playlist;
  // What the listener's other Echos heard is read alongside the content call (other-device.ts).
  const othersHeard = heardOnOtherEchos(ctx);
  if (!playlist) {
    // A first-time listener's registration goes alongside the content call (awaited before the
    // reply, so its id is stored), not before it.
    const registered = opts.early?.registered ?? registerApiUser(ctx);
    if (opts.progressive) sendProgressive(input, ctx, opts.progressive);
    try {
      const userId = ctx.state.listener.profile.apiUserId;
      const location = request.kind === 'topStories' ? coarseLocation(input) : undefined;
      playlist = await (opts.early?.playlist ??
        fetchPlaylist(
          ctx.deps.api,
          request,
          { ...(userId ? { userId } : {}), ...(location ? { location } : {}) },
          callOptions(ctx),
        ));
    } catch (err) {
      ctx.log.warn('content fetch failed', { err, kind: kindOf(err), playlist: request.kind });
      await registered;
      return { outcome: 'error', error: err };
    }
    await registered;
  }
  // What any Echo of the listener heard is skipped; the listener record keeps the union.
  const heard = mergeHistory(
    mergeHistory(ctx.state.listener.history, await othersHeard),
    heardHere(ctx.state.device, ownerOfRequest(ctx)),
  );
  const playback = { ...ctx.state.device.playback, history: heard };
  const now = ctx.clock.now();
  const page = pageFromPlaylist(playlist);
  const more = !ctx.state.listener.stopAtEnd;
  const fit = opts.length ? { lengthSec: opts.length.sec } : {};
  // A report asked for again is the report: it plays even when heard (more.ts, continuesAfterEnd).
  let decision = startPlaylist(playback, request, page, now, {
    more,
    replay: !continuesAfterEnd(request),
    ...fit,
  });
  let allHeard: AllHeard | undefined;
  if (decision.outcome === 'all-heard') {
    // Nothing new on it: something related (and then top stories) rather than the same bursts again.
    const other = await allHeardPage(ctx, request, page, heard);
    const instead = other ? startPlaylist(playback, request, other, now, { more, ...fit }) : undefined;
    if (other?.more && instead?.outcome === 'play') {
      decision = instead;
      allHeard = other.more === 'related' ? 'related' : 'new';
    } else {
      decision = startPlaylist(playback, request, page, now, { more, replay: true, ...fit });
      allHeard = 'again';
    }
  }
  if (decision.outcome === 'none-fits') return { outcome: 'none-fits', playlist };
  if (decision.outcome === 'empty') {
    if (playlist.kind === 'message') ctx.log.info('API answered with a message instead of a playlist');
    return { outcome: 'empty' };
  }
  if (heard.join() !== ctx.state.listener.history.join())
    updateListener(ctx, (l) => ({ ...l, history: heard }));
  return { outcome: 'play', decision, ...(allHeard ? { allHeard } : {}) };
}

/** The continuation of a playlist whose every story was heard, from its newest burst; none on failure. */
async function allHeardPage(
  ctx: RequestContext,
  request: PlaylistRequest,
  page: LoadedPage,
  heard: readonly string[],
): Promise<LoadedPage | undefined> {
  const first = page.items[0];
  if (!first) return undefined;
  try {
    return await loadMore(
      ctx,
      { step: 'related', burstId: first.burstId },
      { heard, queued: [], request },
      callOptions(ctx),
    );
  } catch (err) {
    ctx.log.warn('nothing new, and the continuation failed: playing it again', { err, kind: kindOf(err) });
    return undefined;
  }
}

/** Fetch a playlist for the request and start it; every failure becomes a short sentence. */
export async function playContent(
  input: HandlerInput,
  ctx: RequestContext,
  request: PlaylistRequest,
  opts: PlayOptions,
): Promise<Response> {
  if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
  let started = await startContent(input, ctx, request, opts);
  let intro = opts.intro;
  if (started.outcome === 'empty' && opts.orElse) {
    // Another request: its own fetch (the registration, if any, is the same).
    const other = await startContent(input, ctx, opts.orElse.request, {
      ...(opts.length ? { length: opts.length } : {}),
      ...(opts.early ? { early: { registered: opts.early.registered } } : {}),
    });
    if (other.outcome === 'play') [started, intro] = [other, opts.orElse.intro];
  }
  if (started.outcome === 'error') return tell(input, ctx, ctx.t(errorSpeechKey(started.error)));
  if (started.outcome === 'empty') {
    if (opts.askAgain) return askForSlot(input, ctx, opts.askAgain, { lead: opts.noResults });
    return ask(input, ctx, opts.noResults, ctx.t('reprompt_generic'));
  }
  if (started.outcome === 'none-fits') return noneFits(input, ctx, opts.length);
  return applyDecision(input, ctx, started.decision, contentIntro(ctx, started, intro, opts.length));
}

/**
 * The sentence before the audio: the request's intro, or why something else plays (all heard), or
 * that a time box holds less than asked (the content ran out); after a length that could not be used.
 */
export function contentIntro(
  ctx: RequestContext,
  started: Extract<ContentStart, { outcome: 'play' }>,
  intro: string,
  length: Length | undefined,
): string {
  const budget = started.decision.state.playlist?.budget;
  const said = started.allHeard
    ? ctx.t(`all_heard_${started.allHeard}`)
    : budget?.short
      ? ctx.t('intro_timed_short', { found: spokenLength(ctx, roundedFound(budget.queuedSec)) })
      : intro;
  const lead = lengthLead(ctx, length);
  return lead ? `${lead} ${said}` : said;
}

/** Every burst found was too long for the time: say so and suggest a longer one (the session stays open). */
export function noneFits(input: HandlerInput, ctx: RequestContext, length: Length | undefined): Response {
  const said = ctx.t('length_none_fits', { length: spokenLength(ctx, length?.sec ?? 0) });
  return ask(input, ctx, said, ctx.t('reprompt_generic'));
}

/** What a short time box holds, as said: whole minutes ("about three minutes"), or seconds under two. */
function roundedFound(sec: number): number {
  return sec < 120 ? Math.round(sec / 10) * 10 || sec : Math.round(sec / 60) * 60;
}
