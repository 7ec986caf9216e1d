// The response guard: one place that knows the reply rules per request type (Alexa AudioPlayer
// and PlaybackController references; docs/alexa-rules.md). In tests it throws on a violation; in
// production it repairs the response and logs what it removed.
import type { Directive, Response, dialog, interfaces } from 'ask-sdk-model';
import { ELICITED_SLOTS } from '../model/contract';
import { MAX_RESPONSE_BYTES, MAX_SPEECH_CHARS, MAX_TOKEN_LENGTH } from '../config/limits';
import { isOutsideAnySession } from '../model/request-types';

export class ResponseGuardViolation extends Error {
  override readonly name = 'ResponseGuardViolation';
  constructor(readonly violations: string[]) {
    super('response breaks platform rules: ' + violations.join('; '));
  }
}

export interface GuardInput {
  requestType: string;
  audioPlayerSupported: boolean;
  /** The envelope carried a `session` (true when unset: most callers check spoken requests). */
  inSession?: boolean;
}

export interface GuardResult {
  violations: string[];
  response: Response;
}

/**
 * Request types whose replies may carry no speech, card or reprompt: a request outside any session
 * has nobody listening. A spoken request without a session is no Echo's (a test's shortcut) and is
 * judged as spoken.
 */
export function isSilentRequest(requestType: string, inSession = true): boolean {
  return isOutsideAnySession(requestType, inSession);
}

export function checkResponse(input: GuardInput, original: Response): GuardResult {
  const violations: string[] = [];
  const r: Response = { ...original };
  const t = input.requestType;
  const silent = isSilentRequest(t, input.inSession ?? true);
  if (t === 'CanFulfillIntentRequest') return canFulfillRule(r, violations);
  if (r.canFulfillIntent !== undefined) {
    violations.push(`a ${t} reply must not carry canFulfillIntent`);
    delete r.canFulfillIntent;
  }

  // SessionEndedRequest: Alexa ignores any reply, and an Echo treats content there as an error.
  if (silent || t === 'SessionEndedRequest') {
    for (const field of ['outputSpeech', 'card', 'reprompt'] as const) {
      if (r[field] !== undefined) {
        violations.push(`${t} reply must not carry ${field}`);
        delete r[field];
      }
    }
  }

  let directives: Directive[] = [...(r.directives ?? [])];
  const only = (allowed: string[], why: string) => {
    const bad = directives.filter((d) => !allowed.includes(d.type));
    if (bad.length) {
      violations.push(`${why}: ${bad.map((d) => d.type).join(', ')}`);
      directives = directives.filter((d) => allowed.includes(d.type));
    }
  };
  if (
    t === 'System.ExceptionEncountered' ||
    t === 'AudioPlayer.PlaybackStopped' ||
    t === 'SessionEndedRequest'
  ) {
    only([], `${t} reply must be empty`);
  } else if (t === 'AudioPlayer.PlaybackFinished') {
    only(['AudioPlayer.Stop', 'AudioPlayer.ClearQueue'], 'PlaybackFinished allows only Stop and ClearQueue');
  }

  const plays = directives.filter(
    (d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play',
  );
  if (plays.length > 0 && !input.audioPlayerSupported) {
    violations.push('Play sent to a device without AudioPlayer');
    directives = directives.filter((d) => d.type !== 'AudioPlayer.Play');
  } else if (plays.length > 1) {
    violations.push('more than one Play directive');
    const first = plays[0];
    directives = directives.filter((d) => d.type !== 'AudioPlayer.Play' || d === first);
  }
  for (const p of directives.filter(
    (d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play',
  )) {
    const problem = playProblem(p);
    if (problem) {
      violations.push(problem);
      directives = directives.filter((d) => d !== p);
    }
  }
  // "Use Skill Connections to Request Tasks": a reply with Tasks.CompleteTask must not carry audio
  // or video player directives. The audio is what the listener asked for: the completion goes.
  if (
    directives.some((d) => d.type === 'Tasks.CompleteTask') &&
    directives.some((d) => d.type.startsWith('AudioPlayer.') || d.type.startsWith('VideoApp.'))
  ) {
    violations.push('Tasks.CompleteTask must not go with AudioPlayer or VideoApp directives');
    directives = directives.filter((d) => d.type !== 'Tasks.CompleteTask');
  }

  if (directives.length > 0 || r.directives !== undefined) r.directives = directives;
  if (r.directives && r.directives.length === 0 && original.directives === undefined) delete r.directives;

  const hasPlay = (r.directives ?? []).some((d) => d.type === 'AudioPlayer.Play');
  if (hasPlay && !silent && r.shouldEndSession !== true) {
    violations.push('a reply with Play must end the session');
    r.shouldEndSession = true;
    delete r.reprompt;
  }

  if (!silent) sessionRule(t, r, hasPlay, violations);
  dialogRule(t, r, violations);
  nameRule(r, violations);

  const speech = r.outputSpeech;
  if (speech && speech.type === 'SSML' && speech.ssml.length > MAX_SPEECH_CHARS) {
    violations.push('outputSpeech longer than 8000 characters');
  }
  if (jsonSizeBound(r) > MAX_RESPONSE_BYTES && Buffer.byteLength(JSON.stringify(r)) > MAX_RESPONSE_BYTES) {
    violations.push('response larger than 24 KB');
    shrinkToFit(r);
  }
  return { violations, response: r };
}

/**
 * An upper bound of `v`'s byte length as JSON, found without building the text (which was half of
 * the guard's time): a string's every unit counts 6 bytes (its longest escape, `\u001f`; UTF-8
 * needs at most 3), any other scalar 32. Only a reply this bound cannot clear is serialised and
 * measured exactly; so is anything with its own toJSON.
 */
export function jsonSizeBound(v: unknown): number {
  if (typeof v === 'string') return 6 * v.length + 2;
  if (typeof v !== 'object' || v === null) return 32;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return Infinity;
  let n = 2;
  if (Array.isArray(v)) {
    for (const x of v) n += jsonSizeBound(x) + 1;
    return n;
  }
  for (const key in v) n += jsonSizeBound(key) + jsonSizeBound((v as Record<string, unknown>)[key]) + 2;
  return n;
}

const CAN_FULFILL: readonly unknown[] = ['YES', 'NO', 'MAYBE'];
const CAN_FULFILL_SLOT: readonly unknown[] = ['YES', 'NO'];

/**
 * "Implement CanFulfillIntentRequest for Name-free Interactions": the reply says whether the skill
 * can handle the intent and nothing else — no speech, card, reprompt or directive, no session
 * decision — and every value is one of Amazon's. A broken answer becomes NO: Alexa then picks
 * another skill, which is what an unreadable answer would lead to anyway.
 */
function canFulfillRule(r: Response, violations: string[]): GuardResult {
  for (const key of Object.keys(r) as Array<keyof Response>) {
    if (key === 'canFulfillIntent') continue;
    violations.push(`a CanFulfillIntentRequest reply must not carry ${key}`);
    delete r[key];
  }
  const c = r.canFulfillIntent;
  const slotsValid =
    c?.slots === undefined ||
    Object.values(c.slots).every(
      (s) => CAN_FULFILL.includes(s?.canUnderstand) && CAN_FULFILL_SLOT.includes(s?.canFulfill),
    );
  if (!c || !CAN_FULFILL.includes(c.canFulfill) || !slotsValid) {
    violations.push('a CanFulfillIntentRequest reply needs a valid canFulfillIntent');
    r.canFulfillIntent = { canFulfill: 'NO' };
  }
  return { violations, response: r };
}

/**
 * Alexa refuses a reply over 24 KB whole, so the audio would not play at all: drop what the
 * listener can do without, in this order, until it fits — captions, the card, the Play's screen
 * metadata. The stream itself (url, token, offset) is never touched.
 */
function shrinkToFit(r: Response): void {
  const fits = () => Buffer.byteLength(JSON.stringify(r)) <= MAX_RESPONSE_BYTES;
  const plays = () =>
    (r.directives ?? []).filter(
      (d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play',
    );
  const withStream = (
    change: (item: interfaces.audioplayer.AudioItem) => interfaces.audioplayer.AudioItem,
  ) => {
    r.directives = (r.directives ?? []).map((d) =>
      d.type === 'AudioPlayer.Play' && d.audioItem ? { ...d, audioItem: change(d.audioItem) } : d,
    );
  };
  if (!fits() && plays().some((p) => p.audioItem?.stream?.captionData)) {
    withStream((item) => {
      if (!item.stream) return item;
      const { captionData: _dropped, ...stream } = item.stream;
      return { ...item, stream };
    });
  }
  if (!fits() && r.card) delete r.card;
  if (!fits() && plays().some((p) => p.audioItem?.metadata)) {
    withStream((item) => {
      const { metadata: _dropped, ...rest } = item;
      return rest;
    });
  }
}

/** The words of a reply's speech, without SSML tags. */
export function speechText(speech: Response['outputSpeech']): string {
  if (!speech) return '';
  const raw = speech.type === 'SSML' ? speech.ssml : speech.text;
  // Tags and white space in one pass: each run of them becomes one space (as tags to spaces, then
  // runs of white space to one, would: one string built instead of two).
  return raw.replace(TAGS_AND_SPACE, ' ').trim();
}

const TAGS_AND_SPACE = /(?:<[^>]*>|\s)+/g;

/**
 * Does the reply ask something or tell the listener what to say? It ends in a question, or it says
 * "say, …" / "try another …" (our prompts' only forms). Judged on the end and on those fixed forms
 * so that a title in the middle ("What experts say about rates") does not count.
 */
export function invitesReply(text: string): boolean {
  const t = text.replace(/<[^>]*>/g, ' ').trim();
  return t.endsWith('?') || /\bsay,/i.test(t) || /\btry (another|something|saying)\b/i.test(t);
}

/**
 * Certification's session rule (functional tests, "session management"): a reply that asks or
 * suggests what to say keeps the session open with a reprompt; one that does not, closes it. A
 * reply that starts audio closes (checked above) and so must not invite an answer.
 */
function sessionRule(t: string, r: Response, hasPlay: boolean, violations: string[]): void {
  if (t === 'SessionEndedRequest') return;
  const text = speechText(r.outputSpeech);
  if (!text) {
    if (r.shouldEndSession === false) {
      violations.push('a reply without speech must not keep the session open');
      r.shouldEndSession = true;
      delete r.reprompt;
    }
    return;
  }
  if (invitesReply(text)) {
    if (hasPlay) {
      violations.push('a reply that starts audio must not ask or suggest what to say');
    } else if (r.shouldEndSession !== false || !speechText(r.reprompt?.outputSpeech)) {
      violations.push('a reply that asks or suggests what to say must keep the session open with a reprompt');
      r.shouldEndSession = false;
      if (!speechText(r.reprompt?.outputSpeech))
        r.reprompt = { outputSpeech: r.outputSpeech as NonNullable<Response['outputSpeech']> };
    }
  } else if (r.shouldEndSession !== true && !hasPlay) {
    violations.push('a reply that neither asks nor suggests what to say must end the session');
    r.shouldEndSession = true;
    delete r.reprompt;
  }
}

const NAME_TAG = /<alexa:name\b[^>]*\/>/g;
const HAS_NAME = /<alexa:name\b/;

/**
 * "Add Personalized Greetings or Prompts": the alexa:name tag is for the OutputSpeech object only.
 * In a reprompt (the session rule may have copied the speech there) or a card it is dropped.
 */
function nameRule(r: Response, violations: string[]): void {
  const speech = r.reprompt?.outputSpeech;
  if (speech?.type === 'SSML' && HAS_NAME.test(speech.ssml)) {
    violations.push('an alexa:name tag is allowed in outputSpeech only, not in a reprompt');
    r.reprompt = { ...r.reprompt, outputSpeech: { ...speech, ssml: speech.ssml.replace(NAME_TAG, '') } };
  }
  if (r.card && HAS_NAME.test(JSON.stringify(r.card))) {
    violations.push('an alexa:name tag is allowed in outputSpeech only, not in a card');
    delete r.card;
  }
}

/**
 * Dialog directives (Dialog Interface Reference): only in a spoken dialog (an IntentRequest) whose
 * session stays open (a reply without speech cannot: the session rule closes it), never beside
 * audio, one at a time; an ElicitSlot names a slot the skill elicits (contract.ts). A broken one is
 * dropped: Alexa would refuse the whole reply.
 */
function dialogRule(t: string, r: Response, violations: string[]): void {
  const dialogs = (r.directives ?? []).filter((d) => d.type.startsWith('Dialog.'));
  if (dialogs.length === 0) return;
  const drop = (why: string, which: Directive[] = dialogs) => {
    violations.push(why);
    r.directives = (r.directives ?? []).filter((d) => !which.includes(d));
  };
  if (t !== 'IntentRequest') return drop(`a ${t} reply must not carry a Dialog directive`);
  if ((r.directives ?? []).some((d) => d.type === 'AudioPlayer.Play'))
    return drop('a Dialog directive must not go with AudioPlayer.Play');
  if (r.shouldEndSession !== false) return drop('a Dialog directive needs the session kept open');
  if (dialogs.length > 1) drop('more than one Dialog directive', dialogs.slice(1));
  const d = dialogs[0] as Directive;
  if (d.type !== 'Dialog.ElicitSlot') return drop(`${d.type} is not used by this skill`, [d]);
  const e = d as dialog.ElicitSlotDirective;
  const intent = e.updatedIntent?.name ?? '';
  const slot = (ELICITED_SLOTS as Readonly<Record<string, string>>)[intent];
  if (!slot || e.slotToElicit !== slot || !e.updatedIntent?.slots?.[slot])
    drop(`ElicitSlot of ${intent || 'no intent'}.${e.slotToElicit} is not a question of the skill`, [d]);
}

function playProblem(p: interfaces.audioplayer.PlayDirective): string | undefined {
  const stream = p.audioItem?.stream;
  if (!stream) return 'Play without a stream';
  if (!/^https:\/\//.test(stream.url ?? '')) return 'Play stream url must be https';
  if (!stream.token || stream.token.length > MAX_TOKEN_LENGTH)
    return 'Play stream token missing or longer than 1024';
  if (p.playBehavior === 'ENQUEUE' && !stream.expectedPreviousToken)
    return 'ENQUEUE needs expectedPreviousToken';
  if (p.playBehavior !== 'ENQUEUE' && stream.expectedPreviousToken !== undefined) {
    return `${p.playBehavior} must not carry expectedPreviousToken`;
  }
  return undefined;
}
