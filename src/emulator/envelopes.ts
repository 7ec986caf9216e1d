// Request envelopes exactly as an Echo sends them: shared by the local emulator and the tests.
// AudioPlayer and PlaybackController requests carry no session (docs/alexa-rules.md, Sessions).
import { EVENT_NAME } from '../notify/event';
import { randomUUID } from 'node:crypto';
import type { RequestEnvelope } from 'ask-sdk-model';
import { carriesPerson } from '../model/request-types';
import type { RecognizedPerson } from './persons';

export interface DeviceIdentity {
  applicationId: string;
  userId: string;
  deviceId: string;
  locale: string;
  supportsAudioPlayer: boolean;
  /** Granted geolocation, if any. */
  location?: { lat: number; lng: number };
  /** A device with a screen (an Echo Show): its requests carry a Viewport, and it shows captions. */
  screen?: boolean;
  /** Who Alexa recognizes as speaking now (persons.ts); none: nobody recognized. */
  person?: RecognizedPerson;
  /**
   * Permission scopes the account granted the skill in the Alexa app (the notifications one):
   * requests carry them as context.System.user.permissions.scopes.
   */
  granted?: string[];
  /** The Alexa API origin of the account's region (context.System.apiEndpoint); North America's by default. */
  apiEndpoint?: string;
  /**
   * The token Alexa puts in every request for the skill's calls to her APIs
   * (context.System.apiAccessToken); the local Echo's stand-in (alexa-api.ts) accepts only it.
   */
  apiAccessToken?: string;
}

/**
 * What an Echo Show 8 reports of its screen: `context.Viewport` (the "Viewport object in the skill
 * request" of Amazon's APL interface reference) and the `Viewports` list. A speaker sends neither.
 */
export function screenContext(): Record<string, unknown> {
  const size = { pixelWidth: 1280, pixelHeight: 800 };
  return {
    Viewport: {
      experiences: [{ arcMinuteWidth: 346, arcMinuteHeight: 216, canRotate: false, canResize: false }],
      mode: 'HUB',
      shape: 'RECTANGLE',
      ...size,
      currentPixelWidth: size.pixelWidth,
      currentPixelHeight: size.pixelHeight,
      dpi: 213,
      touch: ['SINGLE'],
      keyboard: [],
      video: { codecs: ['H_264_42', 'H_264_41'] },
    },
    Viewports: [
      {
        type: 'APL',
        id: 'main',
        shape: 'RECTANGLE',
        dpi: 213,
        presentationType: 'STANDARD',
        canRotate: false,
        configuration: {
          current: {
            mode: 'HUB',
            video: { codecs: ['H_264_42', 'H_264_41'] },
            size: { type: 'DISCRETE', ...size },
          },
        },
      },
    ],
  };
}

export interface PlayerContext {
  token?: string;
  offsetInMilliseconds: number;
  playerActivity: string;
}

export interface SessionInfo {
  sessionId: string;
  isNew: boolean;
  attributes: Record<string, unknown>;
}

export const DEFAULT_APPLICATION_ID = 'amzn1.ask.skill.00000000-0000-4000-8000-000000000000';

export function defaultIdentity(overrides: Partial<DeviceIdentity> = {}): DeviceIdentity {
  return {
    applicationId: DEFAULT_APPLICATION_ID,
    userId: 'amzn1.ask.account.LOCALTESTUSER',
    deviceId: 'amzn1.ask.device.LOCALTESTDEVICE',
    locale: 'en-US',
    supportsAudioPlayer: true,
    ...overrides,
  };
}

export type SlotValues = Record<string, string | { value: string; id?: string; name?: string }>;

/**
 * An IntentRequest's dialogState: STARTED on the first turn of an intent, IN_PROGRESS on the answer
 * to the skill's Dialog.ElicitSlot (Dialog interface reference).
 */
export type DialogState = 'STARTED' | 'IN_PROGRESS';

export function intentRequest(
  name: string,
  slots: SlotValues = {},
  locale = 'en-US',
  dialogState: DialogState = 'STARTED',
): Record<string, unknown> {
  return {
    type: 'IntentRequest',
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    dialogState,
    intent: { name, confirmationStatus: 'NONE', slots: slotObjects(slots, true) },
  };
}

/**
 * Alexa asks the skill whether it could handle a request said without its name ("Implement
 * CanFulfillIntentRequest for Name-free Interactions"): the intent and its slots as an
 * IntentRequest carries them, without dialogState or confirmation statuses.
 */
export function canFulfillIntentRequest(
  name: string,
  slots: SlotValues = {},
  locale = 'en-US',
): Record<string, unknown> {
  return {
    type: 'CanFulfillIntentRequest',
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    intent: { name, slots: slotObjects(slots, false) },
  };
}

/** The slots of a request; a value with an id carries its entity resolution (ER_SUCCESS_MATCH). */
function slotObjects(slots: SlotValues, confirmation: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [slotName, v] of Object.entries(slots)) {
    const spec = typeof v === 'string' ? { value: v } : v;
    out[slotName] = {
      name: slotName,
      value: spec.value,
      ...(confirmation ? { confirmationStatus: 'NONE' } : {}),
      ...(spec.id
        ? {
            resolutions: {
              resolutionsPerAuthority: [
                {
                  authority: `amzn1.er-authority.echo-sdk.${DEFAULT_APPLICATION_ID}.SLOT`,
                  status: { code: 'ER_SUCCESS_MATCH' },
                  values: [{ value: { name: spec.name ?? spec.value, id: spec.id } }],
                },
              ],
            },
          }
        : {}),
    };
  }
  return out;
}

/**
 * The `task` of a LaunchRequest an Alexa routine sends for one of the skill's custom tasks: the
 * name prefixed with the skill id, the version, and the input ({} when the task takes none).
 */
export interface LaunchTask {
  name: string;
  version: string;
  input: Record<string, string>;
}

export function launchRequest(locale = 'en-US', task?: LaunchTask): Record<string, unknown> {
  return {
    type: 'LaunchRequest',
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    ...(task ? { task } : {}),
  };
}

export function audioPlayerRequest(
  event:
    'PlaybackStarted' | 'PlaybackNearlyFinished' | 'PlaybackFinished' | 'PlaybackStopped' | 'PlaybackFailed',
  token: string | undefined,
  offsetInMilliseconds: number,
  locale = 'en-US',
  error?: { type: string; message: string },
  currentPlaybackState?: PlayerContext,
): Record<string, unknown> {
  return {
    type: `AudioPlayer.${event}`,
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    ...(token !== undefined ? { token } : {}),
    offsetInMilliseconds,
    ...(error ? { error, currentPlaybackState } : {}),
  };
}

export function controllerRequest(
  command: 'Play' | 'Pause' | 'Next' | 'Previous',
  locale = 'en-US',
): Record<string, unknown> {
  return {
    type: `PlaybackController.${command}CommandIssued`,
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
  };
}

export function sessionEndedRequest(reason = 'USER_INITIATED', locale = 'en-US'): Record<string, unknown> {
  return {
    type: 'SessionEndedRequest',
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    reason,
  };
}

export function exceptionEncounteredRequest(locale = 'en-US'): Record<string, unknown> {
  return {
    type: 'System.ExceptionEncountered',
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    locale,
    error: { type: 'INVALID_RESPONSE', message: 'The response was invalid' },
    cause: { requestId: requestId() },
  };
}

/** The skill events Burst Voice subscribes to (skill-package/skill.json, events.subscriptions). */
export type SkillEventKind = 'SkillEnabled' | 'SkillDisabled';
/** SkillDisabled's body.userInformationPersistenceStatus (docs/privacy.md says what each leads to). */
export type PersistenceStatus = 'PERSISTED' | 'NOT_PERSISTED';

/**
 * A skill event as Alexa sends it when the listener enables or disables the skill in the Alexa
 * app: no session, no device, and (disable only) whether Amazon keeps the user id for a return.
 */
export function skillEventRequest(
  kind: SkillEventKind,
  persistence: PersistenceStatus = 'NOT_PERSISTED',
  locale = 'en-US',
): Record<string, unknown> {
  return alexaAppEvent(
    kind,
    locale,
    kind === 'SkillDisabled' ? { userInformationPersistenceStatus: persistence } : undefined,
  );
}

/** The fields every skill event carries: from the Alexa service, when it was made and sent. */
function alexaAppEvent(
  kind: string,
  locale: string,
  body?: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    type: `AlexaSkillEvent.${kind}`,
    requestId: requestId(),
    timestamp: now,
    locale,
    eventCreationTime: now,
    eventPublishingTime: now,
    ...(body ? { body } : {}),
  };
}

/**
 * A request of any other type (the chat's :send), with the fields its interface reference shows:
 * a Messaging message, a reminder event's body, a data-store error, an APL UserEvent's source and
 * arguments; an AudioPlayer event names the stream playing. Unknown types get the common fields.
 */
export function anyRequest(
  type: string,
  locale = 'en-US',
  playing?: { token: string; offsetMs: number },
): Record<string, unknown> {
  const now = new Date().toISOString();
  const base = { type, requestId: requestId(), timestamp: now, locale };
  if (type.startsWith('Messaging.')) return { ...base, message: { note: 'from the local Echo' } };
  if (type.startsWith('Reminders.') || type.startsWith('AlexaSkillEvent.'))
    return { ...base, eventCreationTime: now, eventPublishingTime: now, body: {} };
  if (type.startsWith('Alexa.DataStore.'))
    return { ...base, error: { type: 'INSTALLATION_ERROR', content: { reason: 'LOCAL_TEST' } } };
  if (type === 'Alexa.Presentation.APL.UserEvent')
    return {
      ...base,
      token: 'local',
      arguments: ['touched'],
      source: { type: 'TouchWrapper', handler: 'Press' },
    };
  if (type.startsWith('AudioPlayer.') && playing)
    return { ...base, token: playing.token, offsetInMilliseconds: playing.offsetMs };
  return base;
}

/** Events of the Alexa service (the app, skill messaging, reminders): they come from no device. */
export function fromNoDevice(type: string): boolean {
  return ['AlexaSkillEvent.', 'Messaging.', 'Reminders.'].some((f) => type.startsWith(f));
}

/**
 * The Alexa app's permission events: SkillPermissionAccepted / SkillPermissionChanged list the
 * scopes granted now (body.acceptedPermissions); ProactiveSubscriptionChanged the events the
 * account receives (none: switched off). Amazon: "Skill Events in Alexa Skills".
 */
export function permissionEventRequest(
  kind: 'SkillPermissionAccepted' | 'SkillPermissionChanged' | 'ProactiveSubscriptionChanged',
  scopes: readonly string[],
  locale = 'en-US',
): Record<string, unknown> {
  return alexaAppEvent(
    kind,
    locale,
    kind === 'ProactiveSubscriptionChanged'
      ? { subscriptions: scopes.length ? [{ eventName: EVENT_NAME }] : [] }
      : { acceptedPermissions: scopes.map((scope) => ({ scope })) },
  );
}

/** Wraps a skill event: the account's user and the skill, and no device (the event is not from one). */
export function skillEventEnvelope(request: Record<string, unknown>, who: DeviceIdentity): RequestEnvelope {
  return {
    version: '1.0',
    context: {
      System: {
        application: { applicationId: who.applicationId },
        user: { userId: who.userId },
        apiEndpoint: who.apiEndpoint ?? 'https://api.amazonalexa.com',
      },
    },
    request,
  } as unknown as RequestEnvelope;
}

/** Wraps a request with the device's context (and a session for Launch/Intent/SessionEnded). */
export function envelope(
  request: Record<string, unknown>,
  who: DeviceIdentity,
  player: PlayerContext | undefined,
  session: SessionInfo | undefined,
): RequestEnvelope {
  const application = { applicationId: who.applicationId };
  const user = {
    userId: who.userId,
    ...(who.granted?.length
      ? { permissions: { scopes: Object.fromEntries(who.granted.map((s) => [s, { status: 'GRANTED' }])) } }
      : {}),
  };
  // Only the person id goes out: the name is Alexa's to say, never the skill's to know.
  const person =
    who.person && carriesPerson(String(request.type)) ? { person: { personId: who.person.personId } } : {};
  const context: Record<string, unknown> = {
    System: {
      application,
      user,
      ...person,
      device: {
        deviceId: who.deviceId,
        supportedInterfaces: who.supportsAudioPlayer ? { AudioPlayer: {} } : {},
      },
      apiEndpoint: who.apiEndpoint ?? 'https://api.amazonalexa.com',
      ...(who.apiAccessToken ? { apiAccessToken: who.apiAccessToken } : {}),
    },
    ...(who.supportsAudioPlayer && player ? { AudioPlayer: player } : {}),
    ...(who.screen ? screenContext() : {}),
    ...(who.location
      ? {
          Geolocation: {
            timestamp: new Date().toISOString(),
            coordinate: {
              latitudeInDegrees: who.location.lat,
              longitudeInDegrees: who.location.lng,
              accuracyInMeters: 50,
            },
          },
        }
      : {}),
  };
  return {
    version: '1.0',
    ...(session
      ? {
          session: {
            new: session.isNew,
            sessionId: session.sessionId,
            application,
            user,
            attributes: session.attributes,
          },
        }
      : {}),
    context,
    request,
  } as unknown as RequestEnvelope;
}

export function requestId(): string {
  return `amzn1.echo-api.request.${randomUUID()}`;
}

export function newSessionId(): string {
  return `amzn1.echo-api.session.${randomUUID()}`;
}

/** A fresh account user id, as Alexa gives a re-enabled skill after a NOT_PERSISTED disable. */
export function newUserId(): string {
  return `amzn1.ask.account.LOCAL${randomUUID().replace(/-/g, '').toUpperCase()}`;
}
