// Who is speaking to the local Echo: nobody Alexa recognizes (the default), or a named person with
// a voice ID. Amazon, "Add Personalization to Your Alexa Skill": a recognized speaker's spoken
// requests carry `context.System.person.personId` ("amzn1.ask.person.…"); "Add Personalized
// Greetings or Prompts": the skill says the name with `<alexa:name type="first" personId="…"/>`
// in its outputSpeech, and Alexa puts the name there (the skill never learns it).
import { createHash } from 'node:crypto';

/** A person Alexa recognizes by voice on this device: the name only the device knows, and the id. */
export interface RecognizedPerson {
  name: string;
  personId: string;
}

export const PERSON_ID_PREFIX = 'amzn1.ask.person.';

/** A first name as the Alexa app keeps one: letters, then letters, spaces, ', . or -. */
const NAME = /^\p{L}[\p{L}\p{M} '.-]{0,39}$/u;

/**
 * The person id of a name: the same name (any case) always gives the same id, on any run, so a
 * skill's per-person records survive a restart of the local Echo. Real ids are opaque too.
 */
export function personIdFor(name: string): string {
  const key = name.trim().toLowerCase();
  return PERSON_ID_PREFIX + createHash('sha256').update(key).digest('hex').toUpperCase();
}

/** The person called `name` (trimmed); a name the Alexa app would not take is an error. */
export function recognizedPerson(name: string): RecognizedPerson {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!NAME.test(trimmed))
    throw new Error(
      `"${name}" is not a first name (1 to 40 letters, spaces, ' . or -, starting with a letter)`,
    );
  return { name: trimmed, personId: personIdFor(trimmed) };
}

/** One `<alexa:name …/>` tag of an SSML string, with its attributes. */
export interface NameTag {
  tag: string;
  type?: string;
  personId?: string;
}

const NAME_TAG = /<alexa:name\b[^>]*>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The alexa:name tags of an SSML string, in order. */
export function nameTags(ssml: string): NameTag[] {
  return [...ssml.matchAll(NAME_TAG)].map(([tag]) => {
    const attrs: Record<string, string> = {};
    for (const [, key = '', dq, sq] of tag.matchAll(ATTRIBUTE))
      attrs[key] = (dq ?? sq ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ENTITY[e] ?? '');
    return {
      tag,
      ...(attrs.type !== undefined ? { type: attrs.type } : {}),
      ...(attrs.personId !== undefined ? { personId: attrs.personId } : {}),
    };
  });
}

/** Some text holds an alexa:name tag (a reprompt, a card, a directive: anywhere JSON can say it). */
export function hasNameTag(text: string): boolean {
  return /<alexa:name\b/.test(text);
}

/**
 * SSML with each alexa:name tag replaced by the name the device says for its person id, so what
 * the local Echo shows reads as what Alexa says ("Hi, Alex."). An id it knows no name for says
 * nothing (the reply rules have refused that reply already).
 */
export function sayNames(ssml: string, nameOf: (personId: string) => string | undefined): string {
  return ssml.replace(NAME_TAG, (tag) => {
    const id = nameTags(tag)[0]?.personId;
    const name = id !== undefined ? nameOf(id) : undefined;
    return name === undefined ? '' : escapeForSsml(name);
  });
}

function escapeForSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
