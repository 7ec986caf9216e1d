// Privacy by voice: "what do you know about me" tells what is kept; "delete my data" asks first,
// and only a yes to that question erases every record of the listener (all their Echos).
//
// The question waits in the session attributes (never in stored state), so it ends with the
// session. Only its answers, help and a lost answer keep it (handlers/dialog.ts): whatever else the
// listener says in between drops it, so a later "yes" (to "Did you mean …?", say) can never erase.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { toDirectives } from '../../playback/directives';
import { initialState, stop, stopAndClear } from '../../playback/engine';
import { mergeHistory } from '../../state/records';
import {
  confirmed,
  ctxOf,
  eraseListener,
  erasePerson,
  ownerOfRequest,
  retentionDaysOf,
  updateDevice,
  type RequestContext,
} from '../context';
import { heardHere, ownerOf } from '../../state/ownership';
import { Ssml } from '../i18n';
import type { SpeechKey } from '../speech/en';
import { askQuestion, clearQuestion, isErase, pendingQuestion } from '../dialog/question';
import { applyDecision, ask, audioPlayerSupported, tell } from '../respond';
import { ssmlToText } from '../ssml';
import { deviceAudio, isIntent } from './util';
import { followLabel, notifiedFollows } from '../../radio/follows';
import { spokenList } from './follow-lookup';

/** "Shall I delete it?" is the pending question (dialog/question.ts); its answer clears it. */
function erasePending(input: HandlerInput): boolean {
  const q = pendingQuestion(input);
  return q !== undefined && isErase(q.about);
}

/** "Delete my data": say what goes, and ask. Nothing is erased without a yes. */
const deleteDataHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'DeleteDataIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    // Unread records cannot be erased (nothing is written then): no question that cannot be kept.
    if (!ctx.stateLoaded) return tell(input, ctx, ctx.t('erase_unavailable'));
    if (ctx.isNewListener) return tell(input, ctx, ctx.t('erase_nothing'));
    const giveUp = `${ctx.t('question_give_up')} ${ctx.t('restart_erase')}`;
    const speaker = ctx.speaker;
    if (speaker) {
      // A recognized person's own records only (src/state/person.ts); the household's stay.
      if (speaker.isNew) return tell(input, ctx, ctx.t('erase_nothing_person'));
      return askQuestion(input, ctx, {
        about: { yesNo: 'erase', person: speaker.hash },
        speech: ctx.t('erase_ask_person'),
        reprompt: ctx.t('erase_ask_person_reprompt'),
        giveUp,
      });
    }
    // Nobody recognized: the account's records, and every person's on it — said before the yes.
    const household = (ctx.state.listener.persons ?? []).length > 0;
    return askQuestion(input, ctx, {
      about: { yesNo: 'erase' },
      speech: ctx.t(household ? 'erase_ask_household' : 'erase_ask'),
      reprompt: ctx.t('erase_ask_reprompt'),
      giveUp,
    });
  },
};

/**
 * "Yes": every record of the listener goes (the update loop erases them on all their Echos).
 * No API call and no other change: the listener is not registered again, nothing is rewritten.
 */
const eraseYesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent') && erasePending(input),
  handle(input) {
    const ctx = ctxOf(input);
    const asked = pendingQuestion(input)?.about;
    clearQuestion(input);
    if (!ctx.stateLoaded) return tell(input, ctx, ctx.t('erase_unavailable'));
    if (asked && isErase(asked) && asked.person !== undefined)
      return erasePersonYes(input, ctx, asked.person);
    eraseListener(ctx);
    // The playlist this Echo plays from is being deleted: its audio stops with it.
    if (audioPlayerSupported(input)) {
      for (const d of toDirectives(stopAndClear())) input.responseBuilder.addDirective(d);
    }
    return tell(input, ctx, confirmed(ctx, ctx.t('erase_done'), ctx.t('erase_unavailable')));
  },
};

/**
 * A recognized person's yes: their records go, and this Echo's audio only if it plays their
 * playlist. A yes Alexa did not recognize as theirs erases nothing.
 */
function erasePersonYes(input: HandlerInput, ctx: RequestContext, person: string): Response {
  if (ctx.speaker?.hash !== person) return tell(input, ctx, ctx.t('erase_other_voice'));
  erasePerson(ctx);
  if (ownerOf(ctx.state.device) === ownerOfRequest(ctx)) {
    // Their playlist on this Echo goes with them (its token sequence goes on: tokens stay unique).
    const tokenSeq = ctx.state.device.playback.tokenSeq;
    updateDevice(ctx, (d) => ({ ...d, playback: { ...initialState(ctx.clock.now()), tokenSeq } }));
    if (audioPlayerSupported(input)) {
      for (const d of toDirectives(stopAndClear())) input.responseBuilder.addDirective(d);
    }
  }
  return tell(input, ctx, confirmed(ctx, ctx.t('erase_done_person'), ctx.t('erase_unavailable')));
}

/** "No" or "cancel": nothing is deleted, and whatever was playing goes on. */
const eraseNoHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent', 'AMAZON.CancelIntent') && erasePending(input),
  handle(input) {
    const ctx = ctxOf(input);
    clearQuestion(input);
    return tell(input, ctx, ctx.t('erase_kept'));
  },
};

/** "Stop": nothing is deleted, and stop does what it always does (the audio stops, its place kept). */
const eraseStopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.StopIntent') && erasePending(input),
  handle(input) {
    const ctx = ctxOf(input);
    clearQuestion(input);
    if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('erase_kept'));
    const { token, offsetMs } = deviceAudio(input);
    const decision = stop(ctx.state.device.playback, token, offsetMs, ctx.clock.now());
    return applyDecision(input, ctx, decision, ctx.t('erase_kept'));
  },
};

/** The spoken summary of the listener record: counts, the station by name, retention, how to delete. */
function summary(ctx: RequestContext): string {
  const { follows, saves, profile } = ctx.state.listener;
  // Bursts heard on any Echo: the listener record, and this Echo's newest ones not merged in yet.
  const history = mergeHistory(ctx.state.listener.history, heardHere(ctx.state.device, ownerOfRequest(ctx)));
  const counted = (n: number, none: SpeechKey, some: SpeechKey) =>
    new Ssml(n === 0 ? ctx.t(none) : ctx.t(some, { count: n }));
  const station = profile.localStation;
  const parts = [
    ctx.t('privacy_summary', {
      follows: counted(follows.length, 'privacy_follows_none', 'privacy_follows'),
      saves: counted(saves.length, 'privacy_saves_none', 'privacy_saves'),
      history: counted(history.length, 'privacy_history_none', 'privacy_history'),
      station: new Ssml(
        station ? ctx.t('privacy_station', { station: station.name }) : ctx.t('privacy_station_none'),
      ),
    }),
    ...whose(ctx),
    ...notifications(ctx),
    ctx.t('privacy_retention', { count: retentionDaysOf(ctx) }),
    ctx.t('privacy_delete_hint'),
  ];
  return parts.join(' ');
}

/** What notifications keep, for a listener who has them on (or waiting for the permission). */
function notifications(ctx: RequestContext): string[] {
  const on = notifiedFollows(ctx.state.listener.follows);
  const grant = ctx.state.listener.notify;
  if (on.length === 0 || !grant) return [];
  const list = spokenList(ctx, on.map(followLabel));
  return [ctx.t(grant.granted ? 'privacy_notify' : 'privacy_notify_pending', { list })];
}

/** Whose records these are, when the household has people Alexa recognizes by voice. */
function whose(ctx: RequestContext): string[] {
  if (ctx.speaker) return [ctx.t('privacy_others_own')];
  return (ctx.state.listener.persons ?? []).length > 0 ? [ctx.t('privacy_household')] : [];
}

/** "What do you know about me": said, and shown as a card the listener can read again. */
const whatDoYouKnowHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'WhatDoYouKnowIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    if (!ctx.stateLoaded) return tell(input, ctx, ctx.t('privacy_unavailable'));
    const said = ctx.isNewListener ? ctx.t('privacy_nothing') : summary(ctx);
    input.responseBuilder.withSimpleCard(ssmlToText(ctx.t('privacy_card_title')), ssmlToText(said));
    if (ctx.isNewListener) return tell(input, ctx, said);
    // It ends by saying what to say to delete it: the session stays open for that answer.
    return ask(input, ctx, said, ctx.t('privacy_reprompt'));
  },
};

/** Registered before yes/no and the commands, which answer the same intents when nothing is pending. */
export const privacyHandlers: RequestHandler[] = [
  eraseYesHandler,
  eraseNoHandler,
  eraseStopHandler,
  deleteDataHandler,
  whatDoYouKnowHandler,
];
