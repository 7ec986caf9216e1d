// Skill events (skill-package/skill.json, events.subscriptions): Alexa tells the skill, outside
// any session and from no device, that the listener enabled or disabled it in the Alexa app.
// Amazon ignores the reply; it must still be a valid one, with no speech.
//
// SkillDisabled erases everything stored about the listener, on all their Echos, whatever
// body.userInformationPersistenceStatus says (docs/privacy.md): NOT_PERSISTED means Amazon will give
// a re-enabled skill a new user id, so nothing kept could ever be reached again; PERSISTED means
// the same id would come back, but the listener chose to leave, and someone who returns starts as
// a new listener. The status is logged (it says nothing about who) for the operator's statistics.
import type { RequestHandler } from 'ask-sdk-core';
import { ctxOf, eraseListener } from '../context';
import { empty } from '../respond';
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

/**
 * Enabling stores nothing (the listener record is made on first use); permission and account
 * events change nothing the skill keeps: the location is read from each request, never stored.
 */
export const otherSkillEventsHandler: RequestHandler = {
  canHandle: (input) =>
    isType(
      input,
      'AlexaSkillEvent.SkillEnabled',
      'AlexaSkillEvent.SkillPermissionAccepted',
      'AlexaSkillEvent.SkillPermissionChanged',
      'AlexaSkillEvent.SkillAccountLinked',
      'AlexaSkillEvent.ProactiveSubscriptionChanged',
    ),
  handle: (input) => empty(input),
};

export const skillEventHandlers = [skillDisabledHandler, otherSkillEventsHandler];
