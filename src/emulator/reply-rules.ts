// What an Echo refuses, written independently of the skill's own response guard (so one can
// catch the other's mistakes). Sources: Alexa AudioPlayer / PlaybackController interface
// references, the Dialog interface reference and the response format limits (docs/alexa-rules.md);
// for tasks, "Use Skill Connections to Request Tasks"; for name-free requests, "Implement
// CanFulfillIntentRequest for Name-free Interactions"; for a speaker's name, "Add Personalized
// Greetings or Prompts".
import type { ResponseEnvelope } from 'ask-sdk-model';
import type { InteractionModel } from '../model/model-types';
import { isOutsideAnySession } from '../model/request-types';
import { captionDataProblem } from './webvtt-read';
import { hasNameTag, nameTags } from './persons';

interface PlayLike {
  type: string;
  playBehavior?: string;
  clearBehavior?: string;
  audioItem?: {
    stream?: {
      url?: string;
      token?: string;
      expectedPreviousToken?: string;
      offsetInMilliseconds?: number;
      captionData?: unknown;
    };
  };
}

interface DialogLike {
  type: string;
  slotToElicit?: unknown;
  updatedIntent?: { name?: unknown; slots?: unknown };
}

/**
 * What an Echo refuses in `reply` to a `requestType`. `model` is the device locale's interaction
 * model: a Dialog directive is checked against it (without one, a Dialog directive is refused).
 * `request` is the request itself: a CanFulfillIntentRequest's answer may only name its slots.
 * `inSession`: the request carried a session; a reply to one outside any session is said to nobody.
 * `personId`: the request's context.System.person.personId (none: nobody recognized), the only
 * person an alexa:name tag of the reply may name.
 */
export function replyViolations(
  requestType: string,
  reply: ResponseEnvelope,
  supportsAudioPlayer: boolean,
  model?: InteractionModel,
  request?: Record<string, unknown>,
  inSession = true,
  personId?: string,
): string[] {
  const v: string[] = [];
  const r = reply?.response;
  if (!reply || typeof reply !== 'object' || reply.version !== '1.0') v.push('envelope version must be 1.0');
  if (!r || typeof r !== 'object') return [...v, 'missing response'];
  // Alexa only weighs the answer: nothing of the reply is said, shown or played.
  if (requestType === 'CanFulfillIntentRequest') return [...v, ...canFulfillViolations(r, request)];
  const noVoice =
    requestType.startsWith('AudioPlayer.') ||
    requestType.startsWith('PlaybackController.') ||
    requestType === 'System.ExceptionEncountered';
  if (noVoice && (r.outputSpeech || r.card || r.reprompt))
    v.push(`${requestType}: speech, card or reprompt not allowed`);
  // (A skill event's own rule below is stricter still.)
  else if (
    !requestType.startsWith('AlexaSkillEvent.') &&
    isOutsideAnySession(requestType, inSession) &&
    (r.outputSpeech || r.card || r.reprompt)
  )
    v.push(`${requestType}: outside a session, so no speech, card or reprompt (nobody is listening)`);
  const directives = (r.directives ?? []) as PlayLike[];
  if (
    (requestType === 'System.ExceptionEncountered' || requestType === 'AudioPlayer.PlaybackStopped') &&
    directives.length
  ) {
    v.push(`${requestType}: no directives allowed`);
  }
  if (requestType === 'SessionEndedRequest' && (directives.length || r.outputSpeech))
    v.push('SessionEndedRequest: reply must be empty');
  // A skill event comes from the Alexa app, not a device: Alexa says, shows and plays nothing of
  // the reply, and the skill answers with a plain empty response.
  if (requestType.startsWith('AlexaSkillEvent.')) {
    const extra = [
      ...(r.outputSpeech ? ['outputSpeech'] : []),
      ...(r.reprompt ? ['reprompt'] : []),
      ...(r.card ? ['card'] : []),
      ...(directives.length ? ['directives'] : []),
    ];
    if (extra.length)
      v.push(
        `a skill event's reply must be empty (Alexa plays and shows none of it), but it has ${extra.join(', ')}`,
      );
  }
  v.push(...permissionViolations(r.card, directives));
  if (
    requestType === 'AudioPlayer.PlaybackFinished' &&
    directives.some((d) => d.type === 'AudioPlayer.Play')
  ) {
    v.push('PlaybackFinished: Play not allowed');
  }
  // A task's result ends the task: it cannot start or change a player at the same time.
  if (directives.some((d) => d.type === 'Tasks.CompleteTask')) {
    const players = directives.filter((d) => /^(AudioPlayer|VideoApp)\./.test(d.type)).map((d) => d.type);
    if (players.length)
      v.push(`Tasks.CompleteTask cannot come with audio or video player directives (${players.join(', ')})`);
  }
  const plays = directives.filter((d) => d.type === 'AudioPlayer.Play');
  if (plays.length > 1) v.push('more than one Play');
  if (plays.length && !supportsAudioPlayer) v.push('Play sent to a device without AudioPlayer');
  for (const p of plays) {
    const s = p.audioItem?.stream;
    if (!['REPLACE_ALL', 'ENQUEUE', 'REPLACE_ENQUEUED'].includes(p.playBehavior ?? ''))
      v.push('bad playBehavior');
    if (!s?.url || !s.url.startsWith('https://')) v.push('stream url must be https');
    if (!s?.token || s.token.length > 1024) v.push('stream token missing or > 1024 chars');
    if (p.playBehavior === 'ENQUEUE' && !s?.expectedPreviousToken)
      v.push('ENQUEUE without expectedPreviousToken');
    if (p.playBehavior !== 'ENQUEUE' && s?.expectedPreviousToken)
      v.push('expectedPreviousToken only with ENQUEUE');
    if (
      s?.offsetInMilliseconds !== undefined &&
      (s.offsetInMilliseconds < 0 || !Number.isInteger(s.offsetInMilliseconds))
    ) {
      v.push('bad offsetInMilliseconds');
    }
    if (s && 'captionData' in s) {
      const problem = captionDataProblem(s.captionData);
      if (problem) v.push(`bad captionData: ${problem}`);
    }
  }
  for (const d of directives) {
    if (
      d.type === 'AudioPlayer.ClearQueue' &&
      !['CLEAR_ALL', 'CLEAR_ENQUEUED'].includes(d.clearBehavior ?? '')
    ) {
      v.push('bad clearBehavior');
    }
  }
  const ssml = r.outputSpeech && 'ssml' in r.outputSpeech ? r.outputSpeech.ssml : undefined;
  if (ssml !== undefined) {
    if (ssml.length > 8000) v.push('speech over 8000 chars');
    if (!/^<speak>[\s\S]*<\/speak>$/.test(ssml)) v.push('ssml not wrapped in <speak>');
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(ssml)) v.push('unescaped & in ssml');
  }
  if (plays.length && !noVoice && r.shouldEndSession === false) v.push('Play with an open session');
  const dialogs = (r.directives ?? []).filter((d) => d.type.startsWith('Dialog.')) as DialogLike[];
  if (dialogs.length)
    v.push(
      ...dialogViolations(
        requestType,
        dialogs,
        plays.length > 0,
        r.shouldEndSession,
        !!r.outputSpeech,
        model,
      ),
    );
  v.push(...nameViolations(r, personId));
  if (Buffer.byteLength(JSON.stringify(reply)) > 24 * 1024) v.push('reply over 24 KB');
  return v;
}

/**
 * "Add Personalized Greetings or Prompts": the alexa:name tag may be used only in the OutputSpeech
 * object (SSML), with type "first" and the personId of the request's person object. So it is
 * refused in a reprompt, a card or a directive (APL or display text), with another type or
 * another person's id, and in a reply to a request that carried no person (nobody to name).
 */
function nameViolations(r: ResponseEnvelope['response'], personId: string | undefined): string[] {
  const v: string[] = [];
  for (const [field, value] of Object.entries(r)) {
    if (field === 'outputSpeech' || !hasNameTag(JSON.stringify(value) ?? '')) continue;
    v.push(`an alexa:name tag is allowed only in outputSpeech, not in the ${placeOf(field, value)}`);
  }
  const os = r.outputSpeech;
  if (!os) return v;
  if (!('ssml' in os) || os.type !== 'SSML') {
    if (hasNameTag(JSON.stringify(os)))
      v.push('an alexa:name tag needs SSML outputSpeech (plain text would read the tag out)');
    return v;
  }
  for (const tag of nameTags(os.ssml)) {
    if (tag.type !== 'first')
      v.push(`alexa:name type must be "first" (got ${tag.type === undefined ? 'none' : `"${tag.type}"`})`);
    if (personId === undefined)
      v.push('an alexa:name tag in a reply to a request that carried no person (nobody was recognized)');
    else if (tag.personId !== personId)
      v.push(
        `alexa:name personId ${tag.personId === undefined ? '(none)' : `"${tag.personId}"`} is not the request's person ("${personId}")`,
      );
  }
  return v;
}

/** Where in a reply a field is, as a listener would name it. */
function placeOf(field: string, value: unknown): string {
  if (field !== 'directives' || !Array.isArray(value)) return field;
  const types = value
    .filter((d: unknown) => hasNameTag(JSON.stringify(d) ?? ''))
    .map((d: { type?: unknown }) => String(d?.type));
  return `directives (${types.join(', ')})`;
}

const CAN_FULFILL = ['YES', 'NO', 'MAYBE'];
const CAN_UNDERSTAND = ['YES', 'NO', 'MAYBE'];
const SLOT_CAN_FULFILL = ['YES', 'NO'];

/**
 * The answer to a CanFulfillIntentRequest: response.canFulfillIntent alone, with canFulfill YES,
 * NO or MAYBE and, per slot the request carried, canUnderstand (YES/NO/MAYBE) and canFulfill
 * (YES/NO). No speech, card, reprompt or directive: the skill must cause no observable effect.
 */
function canFulfillViolations(r: ResponseEnvelope['response'], request?: Record<string, unknown>): string[] {
  const v: string[] = [];
  const extra = [
    ...(r.outputSpeech ? ['outputSpeech'] : []),
    ...(r.card ? ['card'] : []),
    ...(r.reprompt ? ['reprompt'] : []),
    ...(r.directives?.length ? ['directives'] : []),
  ];
  if (extra.length) v.push(`the reply may carry only canFulfillIntent, but it has ${extra.join(', ')}`);
  const cfi = (r as { canFulfillIntent?: unknown }).canFulfillIntent as
    { canFulfill?: unknown; slots?: unknown } | undefined;
  if (!cfi || typeof cfi !== 'object') return [...v, 'no canFulfillIntent in the reply'];
  if (!CAN_FULFILL.includes(String(cfi.canFulfill)))
    v.push(`canFulfill must be YES, NO or MAYBE (got ${JSON.stringify(cfi.canFulfill)})`);
  if (cfi.slots === undefined) return v;
  if (typeof cfi.slots !== 'object' || cfi.slots === null || Array.isArray(cfi.slots))
    return [...v, 'canFulfillIntent.slots must be an object'];
  const intent = request?.intent as { slots?: Record<string, unknown> } | undefined;
  const asked = Object.keys(intent?.slots ?? {});
  for (const [name, slot] of Object.entries(cfi.slots as Record<string, unknown>)) {
    if (!asked.includes(name)) v.push(`slot "${name}" was not in the request`);
    const s = (typeof slot === 'object' && slot !== null ? slot : {}) as Record<string, unknown>;
    if (!CAN_UNDERSTAND.includes(String(s.canUnderstand)))
      v.push(`slot "${name}" canUnderstand must be YES, NO or MAYBE`);
    if (!SLOT_CAN_FULFILL.includes(String(s.canFulfill)))
      v.push(`slot "${name}" canFulfill must be YES or NO`);
  }
  return v;
}

/**
 * Dialog directives (Dialog interface reference): only in a session the device keeps open to hear
 * the answer, never beside a Play, one per reply. Burst Voice elicits its own slots, so ElicitSlot
 * is the only one the local Echo models; it must name an intent and slot of the model's dialog model
 * and carry the question itself (the dialog model has no prompts to fall back on).
 */
function dialogViolations(
  requestType: string,
  dialogs: DialogLike[],
  withPlay: boolean,
  shouldEndSession: boolean | undefined,
  hasSpeech: boolean,
  model: InteractionModel | undefined,
): string[] {
  const v: string[] = [];
  if (requestType !== 'LaunchRequest' && requestType !== 'IntentRequest')
    v.push(`${requestType}: no Dialog directive allowed (the request has no session to continue)`);
  if (shouldEndSession !== false)
    v.push('a Dialog directive needs shouldEndSession: false (Alexa listens for the answer)');
  if (withPlay) v.push('a Dialog directive cannot come with an AudioPlayer.Play');
  if (dialogs.length > 1) v.push(`more than one Dialog directive (${dialogs.map((d) => d.type).join(', ')})`);
  for (const d of dialogs) {
    if (d.type !== 'Dialog.ElicitSlot') {
      v.push(`${d.type}: the local Echo does not model it (Burst Voice asks with Dialog.ElicitSlot only)`);
      continue;
    }
    v.push(...elicitSlotViolations(d, hasSpeech, model));
  }
  return v;
}

function elicitSlotViolations(
  d: DialogLike,
  hasSpeech: boolean,
  model: InteractionModel | undefined,
): string[] {
  const intent = typeof d.updatedIntent?.name === 'string' ? d.updatedIntent.name : undefined;
  const slot = typeof d.slotToElicit === 'string' ? d.slotToElicit : undefined;
  if (!d.updatedIntent || !intent) return ['Dialog.ElicitSlot without updatedIntent (and its name)'];
  if (!slot) return ['Dialog.ElicitSlot without slotToElicit'];
  if (!model) return ['Dialog.ElicitSlot: no interaction model to check it against'];
  const modelIntent = model.interactionModel.languageModel.intents.find((i) => i.name === intent);
  if (!modelIntent) return [`Dialog.ElicitSlot: "${intent}" is not an intent of the model`];
  if (!(modelIntent.slots ?? []).some((s) => s.name === slot))
    return [`Dialog.ElicitSlot: "${slot}" is not a slot of ${intent}`];
  const v: string[] = [];
  const dialogIntent = model.interactionModel.dialog?.intents.find((i) => i.name === intent);
  const dialogSlot = dialogIntent?.slots.find((s) => s.name === slot);
  if (!dialogIntent) v.push(`Dialog.ElicitSlot: ${intent} is not in the model's dialog model`);
  else if (!dialogSlot) v.push(`Dialog.ElicitSlot: ${intent}.${slot} is not in the model's dialog model`);
  if (!hasSpeech && !dialogSlot?.prompts.elicitation)
    v.push(
      `Dialog.ElicitSlot without outputSpeech: the dialog model has no prompt for ${intent}.${slot}, so Alexa would ask nothing`,
    );
  return v;
}

/** Scopes Alexa asks for by voice (docs/alexa-rules.md, "Notifications"): reminders and timers. */
const VOICE_PERMISSION_SCOPES = [
  'alexa::alerts:reminders:skill:readwrite',
  'alexa::alerts:timers:skill:readwrite',
];

/**
 * A permissions card names the scopes it asks for; a voice request for a permission is only for
 * the scopes Amazon lists for it (the notifications permission is not one: it takes the card).
 */
function permissionViolations(card: unknown, directives: readonly PlayLike[]): string[] {
  const v: string[] = [];
  const c = card as { type?: unknown; permissions?: unknown } | undefined;
  if (c?.type === 'AskForPermissionsConsent') {
    const p = c.permissions;
    if (
      !Array.isArray(p) ||
      p.length === 0 ||
      !p.every((s) => typeof s === 'string' && s.startsWith('alexa::'))
    )
      v.push('an AskForPermissionsConsent card must list the permission scopes it asks for');
  }
  for (const d of directives as Array<{
    type: string;
    name?: unknown;
    uri?: unknown;
    payload?: unknown;
    input?: unknown;
  }>) {
    const asks =
      (d.type === 'Connections.SendRequest' && d.name === 'AskFor') ||
      (d.type === 'Connections.StartConnection' &&
        String(d.uri).startsWith('connection://AMAZON.AskForPermissionsConsent'));
    if (!asks) continue;
    const text = JSON.stringify(d.payload ?? d.input ?? {});
    const scopes = [...text.matchAll(/alexa::[a-z_:]+/g)].map((m) => m[0]);
    const refused = scopes.filter((s) => s.includes('notifications') && !VOICE_PERMISSION_SCOPES.includes(s));
    if (refused.length)
      v.push(`${refused.join(', ')} cannot be granted by voice: ask with an AskForPermissionsConsent card`);
  }
  return v;
}
