// Skill events (skill-package/skill.json, events.subscriptions): Alexa tells the skill, outside
// any session and from no device, that the listener enabled or disabled it in the Alexa app.
// Amazon ignores the reply; it must still be a valid one, with no speech.
//
// SkillDisabled erases everything stored about the listener, on all their Echos, whatever
// body.userInformationPersistenceStatus says (docs/privacy.md): NOT_PERSISTED means Amazon will give
// a re-enabled skill a new user id, so nothing kept could ever be reached again; PERSISTED means
// the same id would come back, but the listener chose to leave, and someone who returns starts as
// a new listener. The status is logged (it says nothing about who) for the operator's statistics.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { ctxOf, eraseListener } from '../context';
import { empty } from '../respond';
import { grantNotifications, NOTIFICATIONS_SCOPE, revokeNotifications } from './notify';
import { isType } from './util';

export const skillDisabledHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AlexaSkillEvent.SkillDisabled'),
  handle(input) {
    const ctx = ctxOf(input);
    const body = (input.requestEnvelope.request as { body?: { userInformationPersistenceStatus?: unknown } })
      .body;
    const status = body?.userInformationPersistenceStatus;
    eraseListener(ctx);
    ctx.log.info('skill disabled: erasing the listener', {
      persistence: status === 'PERSISTED' || status === 'NOT_PERSISTED' ? status : 'unknown',
    });
    return empty(input);
  },
};

/** The scopes a permission event's body lists as accepted (body.acceptedPermissions[].scope). */
function acceptedScopes(input: HandlerInput): string[] {
  const body = (input.requestEnvelope.request as { body?: { acceptedPermissions?: unknown } }).body;
  const list = Array.isArray(body?.acceptedPermissions) ? (body.acceptedPermissions as unknown[]) : [];
  return list.flatMap((p) =>
    p && typeof p === 'object' && typeof (p as { scope?: unknown }).scope === 'string'
      ? [(p as { scope: string }).scope]
      : [],
  );
}

/**
 * The notifications permission, granted or taken back in the Alexa app (docs/notifications.md):
 * SkillPermissionAccepted / SkillPermissionChanged list the scopes the listener has granted now,
 * and ProactiveSubscriptionChanged the events they receive (none: notifications switched off).
 * Granted: topics waiting for it go live. Gone: nothing more is sent, and what notifications kept
 * is removed at once. Other permissions change nothing the skill keeps (the location is read from
 * each request, never stored).
 */
export const permissionEventsHandler: RequestHandler = {
  canHandle: (input) =>
    isType(
      input,
      'AlexaSkillEvent.SkillPermissionAccepted',
      'AlexaSkillEvent.SkillPermissionChanged',
      'AlexaSkillEvent.ProactiveSubscriptionChanged',
    ),
  handle(input) {
    const ctx = ctxOf(input);
    if (!ctx.stateLoaded) return empty(input);
    const type = input.requestEnvelope.request.type;
    let granted: boolean;
    if (type === 'AlexaSkillEvent.ProactiveSubscriptionChanged') {
      const body = (input.requestEnvelope.request as { body?: { subscriptions?: unknown } }).body;
      granted = Array.isArray(body?.subscriptions) && body.subscriptions.length > 0;
    } else {
      granted = acceptedScopes(input).includes(NOTIFICATIONS_SCOPE);
      // Accepting another permission says nothing about this one.
      if (!granted && type === 'AlexaSkillEvent.SkillPermissionAccepted') return empty(input);
    }
    if (granted) grantNotifications(ctx);
    else revokeNotifications(ctx);
    ctx.log.info('notifications permission event', { type, granted });
    return empty(input);
  },
};

/** Enabling stores nothing (the listener record is made on first use); account linking is not used. */
export const otherSkillEventsHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'AlexaSkillEvent.SkillEnabled', 'AlexaSkillEvent.SkillAccountLinked'),
  handle: (input) => empty(input),
};

export const skillEventHandlers = [skillDisabledHandler, permissionEventsHandler, otherSkillEventsHandler];
