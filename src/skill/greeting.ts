// A recognized speaker is welcomed by name ("Add Personalized Greetings or Prompts",
// docs/alexa-rules.md): the skill sends an alexa:name tag with the request's person id and Alexa
// says the name; the skill never learns it. The tag is for outputSpeech only (guard.ts, nameRule),
// so a greeting goes in front of a launch's intro, never into a reprompt or a card.
import { confirmed, type RequestContext } from './context';
import { Ssml } from './i18n';
import { escapeSsml } from './ssml';

export function nameTag(personId: string): string {
  return `<alexa:name type="first" personId="${escapeSsml(personId)}"/>`;
}

/**
 * The intro with the speaker's greeting in front: "Hi, Sam." or, the first time they are
 * recognized on an account that knew the household already, that what they follow is now theirs.
 * Nobody recognized: the intro as it was.
 */
export function greeted(ctx: RequestContext, intro: string): string {
  const s = ctx.speaker;
  if (!s) return intro;
  const name = new Ssml(nameTag(s.personId));
  if (!s.isNew || ctx.isNewListener) return `${ctx.t('greet_person', { name })} ${intro}`;
  // "I know your voice now" holds only once their record is stored; else the plain greeting.
  const said = confirmed(ctx, ctx.t('greet_person_new', { name }), ctx.t('greet_person', { name }));
  return `${said} ${intro}`;
}
