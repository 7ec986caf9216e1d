// The listener's own radio: follow and unfollow topics, sources and shows, "play my topics", and
// saved bursts. Follows and saves live in the listener-wide record (every Echo of the account);
// playing them is this device's playback, like any playlist.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { currentItem, HeardStories, startPlaylist } from '../../playback/engine';
import type { Decision, PlaybackState, QueueItem } from '../../playback/types';
import { firstFollowsPage } from '../../radio/continuation';
import { addFollow, followLabel, removeFollow } from '../../radio/follows';
import { addSave, removeSave, SAVE_LIMIT, savedFromItem, savedQueueItems } from '../../radio/saves';
import { confirmed, ctxOf, ownerOfRequest, updateListener, type RequestContext } from '../context';
import { heardHere } from '../../state/ownership';
import { greeted } from '../greeting';
import { heardOnOtherEchos } from '../other-device';
import { callOptions, kindOf } from '../api-calls';
import { registerApiUser } from '../burst-user';
import { askForSlot } from '../dialog/questions';
import { ask, audioPlayerSupported, applyDecision, tell, withoutRecords } from '../respond';
import { readSlot } from '../slots';
import { readLength, type Length } from '../length';
import { spokenLength } from '../time-box';
import { contentIntro, noneFits } from '../content';
import { errorSpeechKey } from '../speech-errors';
import { asPhrase } from '../ssml';
import { deviceAudio, isIntent } from './util';
import { resolveFollow, spokenList } from './follow-lookup';
import { dropNotifications } from './notify';

const followHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'FollowIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    const said = readSlot(input, 'topic').raw;
    if (said) {
      const unreadable = withoutRecords(input, ctx);
      if (unreadable) return unreadable;
    }
    const follow = said ? await resolveFollow(ctx, said) : undefined;
    if (!follow) return askForSlot(input, ctx, 'FollowIntent');
    const name = asPhrase(followLabel(follow));
    const { list, outcome } = addFollow(ctx.state.listener.follows, follow);
    if (outcome === 'already') return tell(input, ctx, ctx.t('follow_already', { name }));
    if (outcome === 'full') return tell(input, ctx, ctx.t('follow_full', { count: list.length }));
    updateListener(ctx, (l) => ({ ...l, follows: list }));
    const added = ctx.t(follow.kind === 'show' ? 'follow_added_show' : 'follow_added', { name });
    return tell(input, ctx, confirmed(ctx, added));
  },
};

const unfollowHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'UnfollowIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const said = readSlot(input, 'topic').raw;
    if (!said) return askForSlot(input, ctx, 'UnfollowIntent');
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const { list, removed } = removeFollow(ctx.state.listener.follows, said);
    if (!removed) {
      return ask(input, ctx, ctx.t('unfollow_unknown', { name: asPhrase(said) }), ctx.t('reprompt_generic'));
    }
    updateListener(ctx, (l) => ({ ...l, follows: list }));
    dropNotifications(ctx, removed);
    return tell(input, ctx, confirmed(ctx, ctx.t('unfollow_done', { name: asPhrase(followLabel(removed)) })));
  },
};

const listFollowsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'ListFollowsIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const follows = ctx.state.listener.follows;
    if (follows.length === 0) return ask(input, ctx, ctx.t('follows_none'), ctx.t('ask_follow'));
    const list = spokenList(ctx, follows.map(followLabel));
    return tell(input, ctx, ctx.t('follows_list', { count: follows.length, list }));
  },
};

type FollowsStart = { decision: Decision } | { empty: true } | { noneFits: true } | { error: unknown };

/**
 * "Play my topics": the first round of every followed feed, in parallel, within the request budget;
 * fitted to a time when the listener gave one ("five minutes of my topics").
 */
export async function startFollows(ctx: RequestContext, length?: Length): Promise<FollowsStart> {
  // A first-time listener's registration goes alongside the feeds, as for any content.
  const registered = registerApiUser(ctx);
  try {
    const userId = ctx.state.listener.profile.apiUserId;
    // What the other Echos heard is read alongside the feeds (other-device.ts).
    const skip = heardOnOtherEchos(ctx).then(
      (others) =>
        new HeardStories([
          ...ctx.state.listener.history,
          ...others,
          ...heardHere(ctx.state.device, ownerOfRequest(ctx)),
        ]),
    );
    const page = await firstFollowsPage(
      ctx.deps.api,
      ctx.state.listener.follows,
      userId,
      skip,
      callOptions(ctx),
    );
    if (page.failed.length) ctx.log.info('followed feeds skipped this round', { failed: page.failed.length });
    await registered;
    const decision = startPlaylist(ctx.state.device.playback, { kind: 'follows' }, page, ctx.clock.now(), {
      more: !ctx.state.listener.stopAtEnd,
      // The round already left out what was heard: what came back is new, or all there is.
      replay: true,
      ...(length ? { lengthSec: length.sec } : {}),
    });
    if (decision.outcome === 'none-fits') return { noneFits: true };
    return decision.outcome === 'play' ? { decision } : { empty: true };
  } catch (err) {
    ctx.log.warn('my topics fetch failed', { err, kind: kindOf(err) });
    await registered;
    return { error: err };
  }
}

const playFollowsHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'PlayFollowsIntent'),
  handle: (input) => playFollowsOrAsk(input, ctxOf(input), readLength(input)),
};

/** "Play my topics", by the intent or in free words ("the stuff I follow"): how to follow, if none. */
export async function playFollowsOrAsk(
  input: HandlerInput,
  ctx: RequestContext,
  length?: Length,
): Promise<Response> {
  const unreadable = withoutRecords(input, ctx);
  if (unreadable) return unreadable;
  if (ctx.state.listener.follows.length === 0)
    return ask(input, ctx, ctx.t('follows_none'), ctx.t('ask_follow'));
  return playFollows(input, ctx, length);
}

/** "Play my topics" for a listener who follows something (the caller has checked). */
export async function playFollows(
  input: HandlerInput,
  ctx: RequestContext,
  length?: Length,
): Promise<Response> {
  if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
  const r = await startFollows(ctx, length);
  if ('decision' in r) {
    const intro = length
      ? ctx.t('intro_timed_follows', { length: spokenLength(ctx, length.sec) })
      : ctx.t('intro_follows');
    return applyDecision(input, ctx, r.decision, contentIntro(ctx, { outcome: 'play', ...r }, intro, length));
  }
  if ('error' in r) return tell(input, ctx, ctx.t(errorSpeechKey(r.error)));
  if ('noneFits' in r) return noneFits(input, ctx, length);
  return ask(input, ctx, ctx.t('no_results_follows'), ctx.t('reprompt_generic'));
}

/**
 * Launch of a returning listener with follows and nothing to resume: their topics rather than top
 * stories. Undefined (top stories, as before) when they follow nothing or nothing new came back.
 */
export async function launchFollows(input: HandlerInput, ctx: RequestContext): Promise<Response | undefined> {
  if (ctx.isNewListener || ctx.state.listener.follows.length === 0) return undefined;
  const r = await startFollows(ctx);
  return 'decision' in r
    ? applyDecision(input, ctx, r.decision, greeted(ctx, ctx.t('welcome_back_follows')))
    : undefined;
}

function playingItem(input: HandlerInput, ctx: RequestContext): QueueItem | undefined {
  return currentItem(ctx.state.device.playback, deviceAudio(input).token)?.item;
}

const saveHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SaveBurstIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const item = playingItem(input, ctx);
    if (!item) return tell(input, ctx, ctx.t('save_nothing'));
    const l = ctx.state.listener;
    const r = addSave(l.saves, savedFromItem(item, ctx.clock.now()), l.savesTrimTold === true);
    if (r.outcome === 'already') return tell(input, ctx, ctx.t('save_already'));
    updateListener(ctx, (x) => ({ ...x, saves: r.list, ...(r.tellDropped ? { savesTrimTold: true } : {}) }));
    return tell(
      input,
      ctx,
      confirmed(ctx, r.tellDropped ? ctx.t('save_done_dropped', { limit: SAVE_LIMIT }) : ctx.t('save_done')),
    );
  },
};

const removeSavedHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'RemoveSavedIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const item = playingItem(input, ctx);
    if (!item) return tell(input, ctx, ctx.t('saved_remove_nothing'));
    const { list, removed } = removeSave(ctx.state.listener.saves, item.burstId);
    if (!removed) return tell(input, ctx, ctx.t('saved_not_saved'));
    updateListener(ctx, (l) => ({ ...l, saves: list }));
    return tell(input, ctx, confirmed(ctx, ctx.t('saved_removed', { title: asPhrase(item.title) })));
  },
};

export const playSavedHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'PlaySavedIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const saves = ctx.state.listener.saves;
    if (saves.length === 0) return tell(input, ctx, ctx.t('saved_none'));
    if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
    // Saved bursts were heard by definition: the recently-heard skip of new playlists must not apply.
    const pb: PlaybackState = ctx.state.device.playback;
    const d = startPlaylist(
      { ...pb, history: [] },
      { kind: 'saved' },
      { items: savedQueueItems(saves) },
      ctx.clock.now(),
    );
    if (d.outcome === 'empty') return tell(input, ctx, ctx.t('saved_none'));
    return applyDecision(
      input,
      ctx,
      { ...d, state: { ...d.state, history: pb.history } },
      ctx.t('intro_saved'),
    );
  },
};

const countSavedHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CountSavedIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const count = ctx.state.listener.saves.length;
    return tell(input, ctx, count === 0 ? ctx.t('saved_none') : ctx.t('saved_count', { count }));
  },
};

export const radioHandlers: RequestHandler[] = [
  followHandler,
  unfollowHandler,
  listFollowsHandler,
  playFollowsHandler,
  saveHandler,
  removeSavedHandler,
  playSavedHandler,
  countSavedHandler,
];
