// "Tell me when there's news about electric cars" (docs/notifications.md). Subscribing follows the
// topic and marks the follow for notifications; the account keeps what a Proactive Events call
// needs (src/state/notify-grant.ts), sealed. Amazon lets a skill ask for the notifications
// permission by voice only for scopes its voice-permission pages list, and this one is not listed
// (docs/alexa-rules.md, "Notifications"): the skill sends the permissions card to the Alexa app and
// says so; until the grant arrives (a later request's scopes, or a skill event) the topic waits and
// nothing is sent. Every sentence that says something is on is spoken only once it is stored.
import type { RequestHandler } from 'ask-sdk-core';
import type { RequestEnvelope } from 'ask-sdk-model';
import { addOwner, removeOwner } from '../../notify/topic-index';
import { regionOf } from '../../notify/regions';
import {
  addFollow,
  findFollow,
  followKey,
  followLabel,
  notifiedFollows,
  type Follow,
} from '../../radio/follows';
import type { ListenerRecord } from '../../state/records';
import { confirmed, ctxOf, updateListener, type RequestContext } from '../context';
import { askForSlot } from '../dialog/questions';
import { tell, withoutRecords } from '../respond';
import { readSlot } from '../slots';
import { asPhrase } from '../ssml';
import { resolveFollow, spokenList } from './follow-lookup';
import { isIntent } from './util';

export const NOTIFICATIONS_SCOPE = 'alexa::devices:all:notifications:write';

/** The request says the permission is granted (context.System.user.permissions.scopes). */
export function scopeGranted(env: RequestEnvelope): boolean {
  const scopes = env.context?.System?.user?.permissions?.scopes as
    Record<string, { status?: string }> | undefined;
  return scopes?.[NOTIFICATIONS_SCOPE]?.status === 'GRANTED';
}

/** Who holds the follows this request changes: the recognized speaker, or the household (''). */
function ownerOf(ctx: RequestContext): { tag: string; key: string } {
  const keys = ctx.keys!;
  return ctx.speaker && keys.person
    ? { tag: ctx.speaker.hash, key: keys.person }
    : { tag: '', key: keys.listener };
}

/** The account's grant after `tag` has no notified follow left: without owners it goes, sealed id and all. */
function withoutOwner(l: ListenerRecord, tag: string): ListenerRecord {
  if (!l.notify) return l;
  const owners = l.notify.owners.filter((o) => o !== tag);
  if (owners.length > 0) return { ...l, notify: { ...l.notify, owners } };
  const { notify: _gone, ...rest } = l;
  return rest as ListenerRecord;
}

/** Unlists the follows from the index once the change is stored (the pass prunes what this misses). */
function unlistAfterCommit(ctx: RequestContext, follows: readonly Follow[]): void {
  const { key } = ownerOf(ctx);
  const now = ctx.clock.now();
  ctx.afterCommit.push(async () => {
    for (const f of follows) await removeOwner(ctx.deps.persistence, f, key, now);
  });
}

/**
 * A follow that is going (unfollowed) took its notifications with it: the grant loses this owner
 * if nothing else of theirs notifies. For radio.ts's unfollow.
 */
export function dropNotifications(ctx: RequestContext, removed: Follow): void {
  if (!removed.notify) return;
  const { tag } = ownerOf(ctx);
  updateListener(ctx, (l) => (notifiedFollows(l.follows).length > 0 ? l : withoutOwner(l, tag)));
  unlistAfterCommit(ctx, [removed]);
}

const notifyHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NotifyIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    const said = readSlot(input, 'topic').raw;
    if (!said) return askForSlot(input, ctx, 'NotifyIntent');
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const sealer = ctx.deps.notify?.sealer;
    if (!sealer) return tell(input, ctx, ctx.t('notify_off_here'));
    const env = input.requestEnvelope;
    const region = regionOf(env.context?.System?.apiEndpoint);
    const userId = env.context?.System?.user?.userId;
    if (!region || !userId || !ctx.keys) return tell(input, ctx, ctx.t('notify_no_region'));
    const follow = await resolveFollow(ctx, said);
    if (!follow) return askForSlot(input, ctx, 'NotifyIntent');
    const name = asPhrase(followLabel(follow));
    const key = followKey(follow);
    // Follow's own rule for the limit: a topic not followed yet must fit.
    const { list, outcome } = addFollow(ctx.state.listener.follows, follow);
    if (outcome === 'full') return tell(input, ctx, ctx.t('follow_full', { count: list.length }));
    const existing = outcome === 'already' ? list.find((f) => followKey(f) === key) : undefined;
    const granted = scopeGranted(env) || ctx.state.listener.notify?.granted === true;
    if (existing?.notify && granted) return tell(input, ctx, ctx.t('notify_already', { name }));
    const now = ctx.clock.now();
    const owner = ownerOf(ctx);
    // The index first: a subscription it does not list would never be found by a pass.
    try {
      await addOwner(ctx.deps.persistence, follow, owner.key, now);
    } catch (err) {
      ctx.log.warn('notification index not written', { error: (err as Error).name });
      return tell(input, ctx, ctx.t('notify_not_stored'));
    }
    updateListener(ctx, (l) => ({
      ...l,
      follows: existing
        ? l.follows.map((f) => (followKey(f) === key ? { ...f, notify: f.notify ?? { since: now } } : f))
        : [...l.follows, { ...follow, notify: { since: now } }],
      notify: {
        user: sealer.seal(userId, ctx.keys!.listener),
        region,
        locale: ctx.locale,
        granted,
        at: now,
        owners: [...new Set([...(l.notify?.owners ?? []), owner.tag])],
      },
    }));
    const limit = ctx.deps.notify?.dailyLimit ?? 1;
    if (granted) {
      const on = ctx.t('notify_on', { name, count: limit });
      return tell(input, ctx, confirmed(ctx, on, ctx.t('notify_not_stored')));
    }
    // Not grantable by voice: the card in the Alexa app, and one sentence saying where.
    input.responseBuilder.withAskForPermissionsConsentCard([NOTIFICATIONS_SCOPE]);
    return tell(input, ctx, confirmed(ctx, ctx.t('notify_pending', { name }), ctx.t('notify_not_stored')));
  },
};

const notifyStopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'NotifyStopIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const unreadable = withoutRecords(input, ctx);
    if (unreadable) return unreadable;
    const said = readSlot(input, 'topic').raw;
    const on = notifiedFollows(ctx.state.listener.follows);
    if (on.length === 0) return tell(input, ctx, ctx.t('notify_none'));
    const { tag } = ownerOf(ctx);
    const off = said ? findFollow(on, said) : undefined;
    if (said && !off)
      return tell(
        input,
        ctx,
        ctx.t('notify_stop_unknown', { name: asPhrase(said), list: spokenList(ctx, on.map(followLabel)) }),
      );
    const going = off ? [off] : on;
    const keys = new Set(going.map(followKey));
    updateListener(ctx, (l) => {
      const follows = l.follows.map((f) => {
        if (!keys.has(followKey(f))) return f;
        const { notify: _n, ...rest } = f;
        return rest as Follow;
      });
      const next = { ...l, follows };
      return notifiedFollows(follows).length > 0 ? next : withoutOwner(next, tag);
    });
    unlistAfterCommit(ctx, going);
    const said2 = off
      ? ctx.t('notify_stopped', { name: asPhrase(followLabel(off)) })
      : ctx.t('notify_all_stopped');
    return tell(input, ctx, confirmed(ctx, said2));
  },
};

/**
 * The permission or the skill's notifications switched off in the Alexa app: nothing more is sent,
 * and what notifications kept goes at once — the sealed id with the grant, the household's marks
 * on its follows. A person's marks are in their own record, which an event (no person) does not
 * read: with the grant gone the next pass sends them nothing and clears them (src/notify/pass.ts).
 */
export function revokeNotifications(ctx: RequestContext): void {
  const l = ctx.state.listener;
  if (!l.notify && notifiedFollows(l.follows).length === 0) return;
  const marked = notifiedFollows(l.follows);
  updateListener(ctx, (r) => {
    const { notify: _gone, ...rest } = r;
    return {
      ...(rest as ListenerRecord),
      follows: r.follows.map((f) => {
        const { notify: _n, ...bare } = f;
        return bare as Follow;
      }),
    };
  });
  unlistAfterCommit(ctx, marked);
}

/** The permission arrived (a skill event, or a request's scopes): waiting topics go live. */
export function grantNotifications(ctx: RequestContext): void {
  const n = ctx.state.listener.notify;
  if (!n || n.granted) return;
  updateListener(ctx, (l) =>
    l.notify ? { ...l, notify: { ...l.notify, granted: true, at: ctx.clock.now() } } : l,
  );
}

export const notifyHandlers: RequestHandler[] = [notifyHandler, notifyStopHandler];
