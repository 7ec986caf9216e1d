// A local Echo: session handling, context.AudioPlayer, an AudioPlayer queue that applies
// REPLACE_ALL / ENQUEUE / REPLACE_ENQUEUED / Stop / ClearQueue, and the events a real device
// sends. Every reply is checked against reply-rules.ts; a reply an Echo would refuse throws.
// A spoken request while audio plays holds the stream: the dialog takes the device's audio focus,
// the request's context reports it PAUSED, and it resumes at the same offset once the session is
// over, with no request to the skill (docs/alexa-rules.md, "Speech during playback").
// The Alexa app's switch is here too: a disabled skill gets nothing from the device until it is
// enabled again, and the skill events (SkillDisabled / SkillEnabled) carry no session and no device.
// After a reply that keeps the session open the device listens for a while (listenMs): silence
// brings the reprompt once, then SessionEndedRequest EXCEEDED_MAX_REPROMPTS ("Dialog and the
// listening window"). Time is the clock's: poll() acts on whatever window is due, nothing fires
// by itself, so a caller drives it (a timer in the CLI, the page's polling, a test's manual clock).
// Who is speaking is the device's too (setPerson): from the next request on, the spoken ones carry
// that person's id (persons.ts), and a reply may name only the person its request carried.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { loadInteractionModel } from '../model/load-model';
import type { InteractionModel } from '../model/model-types';
import { systemClock, type Clock } from '../util/clock';
import type { Elicitation } from './elicit';
import {
  anyRequest,
  audioPlayerRequest,
  canFulfillIntentRequest,
  controllerRequest,
  defaultIdentity,
  envelope,
  exceptionEncounteredRequest,
  fromNoDevice,
  intentRequest,
  launchRequest,
  newSessionId,
  newUserId,
  sessionEndedRequest,
  skillEventEnvelope,
  skillEventRequest,
  permissionEventRequest,
  type DeviceIdentity,
  type DialogState,
  type LaunchTask,
  type PersistenceStatus,
  type PlayerContext,
  type SessionInfo,
  type SlotValues,
} from './envelopes';
import { isNeverInSession } from '../model/request-types';
import { replyViolations } from './reply-rules';
import { personIdOf } from '../state/keys';
import { recognizedPerson, type RecognizedPerson } from './persons';
import { LISTEN_MS } from '../config/limits';

export type Invoke = (env: RequestEnvelope) => Promise<ResponseEnvelope>;

export interface QueueEntry {
  token: string;
  url: string;
  offsetMs: number;
  title?: string;
  subtitle?: string;
  art?: string;
  /** The stream's WebVTT captions (Play's stream.captionData), shown by screen devices. */
  captions?: string;
}

export type Activity = 'IDLE' | 'PLAYING' | 'PAUSED' | 'STOPPED' | 'FINISHED';

export interface Exchange {
  request: RequestEnvelope;
  reply: ResponseEnvelope;
  requestType: string;
}

export class DeviceRejection extends Error {
  override readonly name = 'DeviceRejection';
  constructor(
    readonly requestType: string,
    readonly violations: string[],
  ) {
    super(`an Echo would reject the reply to ${requestType}: ${violations.join('; ')}`);
  }
}

/** What Alexa herself answers when a disabled skill is asked for (the skill hears nothing). */
export const NOT_ENABLED_WORDS = "Burst Voice isn't enabled. You can enable it in the Alexa app.";

/** A request for a skill the account has disabled: an Echo never sends it. */
export class SkillNotEnabled extends Error {
  override readonly name = 'SkillNotEnabled';
  constructor(readonly requestType: string) {
    super(`the skill is disabled for this account: an Echo sends it no ${requestType}`);
  }
}

/** How long an Echo listens for an answer before the reprompt, and again after it (about 8 s). */
export const DEFAULT_LISTEN_MS = LISTEN_MS.default;

export interface DeviceOptions {
  /** The device's time (deadlines of the listening window); the system clock by default. */
  clock?: Clock;
  /** The listening window, in ms (DEFAULT_LISTEN_MS). */
  listenMs?: number;
  /** The interaction model of a locale, for the Dialog directive rules (the skill package's by default). */
  modelFor?: (locale: string) => InteractionModel;
}

/** The device listens after the skill's question, or again after speaking its reprompt. */
export type ListenPhase = 'question' | 'reprompt';

/** The device is listening: after the question or after its reprompt, and what is left of it. */
export interface ListeningView {
  phase: ListenPhase;
  remainingMs: number;
  windowMs: number;
}

export interface ListeningWindow {
  phase: ListenPhase;
  /** When the device stops listening (the clock's time). */
  until: number;
  /** The reply's reprompt (SSML without <speak>), spoken once when the first window passes. */
  reprompt?: string;
}

/** The pending Dialog.ElicitSlot: the next utterance of the session is its answer, if it fits. */
export interface PendingElicitation extends Elicitation {
  /** updatedIntent's slots that have a value: the answer's request carries them too. */
  slots: SlotValues;
}

/** What the device did by itself when a listening window passed in silence. */
export type SilenceStep =
  { kind: 'reprompt'; at: number; reprompt: string } | { kind: 'closed'; at: number; turn: Turn };

export interface Turn {
  /** The reply to the spoken request itself. */
  reply: ResponseEnvelope;
  speech?: string;
  reprompt?: string;
  card?: { title?: string; content?: string };
  /** All exchanges this turn caused (the request and the device events that followed). */
  exchanges: Exchange[];
}

export class EchoDevice {
  readonly who: DeviceIdentity;
  current?: QueueEntry;
  queue: QueueEntry[] = [];
  activity: Activity = 'IDLE';
  /**
   * The playing stream is held while Alexa listens and speaks (a spoken turn, and an open session
   * after it); it resumes by itself when the session ends.
   */
  held = false;
  session?: SessionInfo;
  readonly history: Exchange[] = [];
  /** ENQUEUEs the device ignored (expectedPreviousToken did not match), as a real device does. */
  readonly ignored: string[] = [];
  /** How the skill was disabled (while it is): NOT_PERSISTED means a new user id on enable. */
  disabledWith?: PersistenceStatus;
  /** The device is listening (an open session after the skill's last reply), until a deadline. */
  listening?: ListeningWindow;
  /** The slot the skill asked for with Dialog.ElicitSlot, until the session's next request. */
  elicitation?: PendingElicitation;
  /** The listening window, in ms. */
  listenMs: number;
  private readonly clock: Clock;
  private readonly modelFor: (locale: string) => InteractionModel;
  /** The name of every person id this device has heard, to say the names it is asked to say. */
  private readonly names = new Map<string, string>();
  /** The reprompt of the reply that opened the current window (a button press starts it afresh). */
  private sessionReprompt?: string;
  private turn: Exchange[] = [];

  /** The Alexa app's switch for the skill on this account: while off, nothing is sent to it. */
  get skillEnabled(): boolean {
    return this.disabledWith === undefined;
  }

  constructor(
    private readonly invoke: Invoke,
    who: Partial<DeviceIdentity> = {},
    opts: DeviceOptions = {},
  ) {
    this.who = defaultIdentity(who);
    this.clock = opts.clock ?? systemClock;
    this.listenMs = opts.listenMs ?? DEFAULT_LISTEN_MS;
    this.modelFor = opts.modelFor ?? ((locale) => loadInteractionModel(locale));
    if (this.who.person) this.names.set(this.who.person.personId, this.who.person.name);
  }

  // -------- who is speaking --------
  /**
   * `name` speaks from the next request on, recognized by voice (their spoken requests carry
   * their person id); undefined: nobody is recognized. Returns who is speaking now.
   */
  setPerson(name: string | undefined): RecognizedPerson | undefined {
    if (name === undefined) {
      delete this.who.person;
      return undefined;
    }
    const person = recognizedPerson(name);
    this.who.person = person;
    this.names.set(person.personId, person.name);
    return person;
  }

  /** Who Alexa recognizes as speaking now; undefined: nobody. */
  get person(): RecognizedPerson | undefined {
    return this.who.person;
  }

  /** The name Alexa says for a person id this device has heard (an alexa:name tag's). */
  nameOf(personId: string): string | undefined {
    return this.names.get(personId);
  }

  // -------- spoken requests (with a session) --------
  /** "Open Burst Voice"; with `task`, an Alexa routine's action (a custom task) in a new session. */
  async launch(task?: LaunchTask): Promise<Turn> {
    this.requireEnabled('LaunchRequest');
    this.session = { sessionId: newSessionId(), isNew: true, attributes: {} };
    return this.spoken(launchRequest(this.who.locale, task));
  }

  /**
   * Alexa asks the skill whether it can handle a request said without its name: a new session of
   * its own that the device never keeps, and a reply that acts on nothing (reply-rules.ts allows
   * only the answer). The device's own session, listening window and stream are left as they are.
   */
  canFulfill(name: string, slots: SlotValues = {}): Promise<Turn> {
    this.requireEnabled('CanFulfillIntentRequest');
    const session = { sessionId: newSessionId(), isNew: true, attributes: {} };
    const request = canFulfillIntentRequest(name, slots, this.who.locale);
    return this.collect(() =>
      this.exchange(envelope(request, this.who, this.playerContext(), session), 'CanFulfillIntentRequest'),
    );
  }

  /**
   * An intent; inside an open session it continues it, otherwise it opens a one-shot session.
   * `IN_PROGRESS`: the answer to the pending Dialog.ElicitSlot, with the slots its updatedIntent kept.
   */
  async intent(name: string, slots: SlotValues = {}, dialogState: DialogState = 'STARTED'): Promise<Turn> {
    this.requireEnabled('IntentRequest');
    if (!this.session) this.session = { sessionId: newSessionId(), isNew: true, attributes: {} };
    const kept =
      dialogState === 'IN_PROGRESS' && this.elicitation?.intent === name ? this.elicitation.slots : {};
    return this.spoken(intentRequest(name, { ...kept, ...slots }, this.who.locale, dialogState));
  }

  async endSession(reason = 'USER_INITIATED'): Promise<Turn> {
    try {
      return await this.spoken(sessionEndedRequest(reason, this.who.locale));
    } finally {
      // The session is over whatever the skill answers.
      this.closeSession();
    }
  }

  /** A one-shot invocation drops an open session (it starts its own). */
  dropSession(): void {
    this.closeSession();
  }

  // -------- the listening window --------
  /** The window now: its phase and what is left of it. */
  listenWindow(): ListeningView | undefined {
    const w = this.listening;
    if (!w) return undefined;
    return { phase: w.phase, remainingMs: Math.max(0, w.until - this.clock.now()), windowMs: this.listenMs };
  }

  /**
   * One step of silence, if a window is over: the reprompt is spoken (no request; the device
   * listens again as long), or, after it or without one, the session ends with
   * SessionEndedRequest EXCEEDED_MAX_REPROMPTS and a held stream resumes where it was.
   */
  async silence(): Promise<SilenceStep | undefined> {
    const w = this.listening;
    if (!w || this.clock.now() < w.until) return undefined;
    if (w.phase === 'question' && w.reprompt !== undefined) {
      this.listening = { phase: 'reprompt', until: w.until + this.listenMs, reprompt: w.reprompt };
      return { kind: 'reprompt', at: w.until, reprompt: w.reprompt };
    }
    this.listening = undefined;
    return { kind: 'closed', at: w.until, turn: await this.endSession('EXCEEDED_MAX_REPROMPTS') };
  }

  exceptionEncountered(): Promise<Turn> {
    return this.collect(() => this.send(exceptionEncounteredRequest(this.who.locale), undefined));
  }

  // -------- buttons --------
  /** A button ends the window; if the session is still open after it, the device listens afresh. */
  async press(button: 'Play' | 'Pause' | 'Next' | 'Previous'): Promise<Turn> {
    const listened = this.listening !== undefined;
    this.listening = undefined;
    try {
      return await this.collect(() => this.send(controllerRequest(button, this.who.locale), undefined));
    } finally {
      if (listened && this.session) this.listen(this.sessionReprompt);
    }
  }

  // -------- the Alexa app: skill events, with no session and from no device --------
  /**
   * The listener disables the skill in the Alexa app. It is gone for the account at once, whatever
   * it replies: the device drops its stream, queue and session without telling it (a disabled
   * skill is sent nothing), and Alexa sends SkillDisabled with the persistence status.
   */
  async disableSkill(persistence: PersistenceStatus = 'NOT_PERSISTED'): Promise<Turn> {
    if (!this.skillEnabled) throw new Error('the skill is already disabled');
    this.disabledWith = persistence;
    this.current = undefined;
    this.queue = [];
    this.activity = 'IDLE';
    this.closeSession();
    return this.collect(() =>
      this.skillEvent(skillEventRequest('SkillDisabled', persistence, this.who.locale)),
    );
  }

  /**
   * The listener enables the skill again: SkillEnabled. After a NOT_PERSISTED disable Amazon gives
   * the account a new user id (the skill sees a stranger); after PERSISTED the id is the same.
   */
  async enableSkill(): Promise<Turn> {
    if (this.skillEnabled) throw new Error('the skill is already enabled');
    if (this.disabledWith !== 'PERSISTED') this.who.userId = newUserId();
    this.disabledWith = undefined;
    return this.collect(() => this.skillEvent(skillEventRequest('SkillEnabled', undefined, this.who.locale)));
  }

  /**
   * The listener allows a permission in the Alexa app: requests carry it from now on, and Alexa
   * sends SkillPermissionAccepted (and, for notifications, ProactiveSubscriptionChanged).
   */
  async grantPermission(scope: string): Promise<Turn> {
    this.who.granted = [...new Set([...(this.who.granted ?? []), scope])];
    return this.collect(() =>
      this.skillEvent(permissionEventRequest('SkillPermissionAccepted', this.who.granted!, this.who.locale)),
    );
  }

  /** The listener switches a permission off in the Alexa app: SkillPermissionChanged without it. */
  async revokePermission(scope: string): Promise<Turn> {
    this.who.granted = (this.who.granted ?? []).filter((s) => s !== scope);
    return this.collect(() =>
      this.skillEvent(permissionEventRequest('SkillPermissionChanged', this.who.granted!, this.who.locale)),
    );
  }

  /** The skill's notifications switched on or off in the Alexa app: ProactiveSubscriptionChanged. */
  async notificationsSwitch(on: boolean): Promise<Turn> {
    return this.collect(() =>
      this.skillEvent(
        permissionEventRequest('ProactiveSubscriptionChanged', on ? ['on'] : [], this.who.locale),
      ),
    );
  }

  // -------- any other request type (the chat's :send) --------
  /**
   * A request of `type` as Alexa would send it: outside any session when the type never comes in
   * one (events of the Alexa service come from no device), else in the open session if there is
   * one. The reply rules then refuse what a device would (speech outside a session).
   */
  async sendRequest(type: string): Promise<Turn> {
    const request = anyRequest(type, this.who.locale, this.current);
    if (isNeverInSession(type) || !this.session) {
      if (fromNoDevice(type)) return this.collect(() => this.skillEvent(request));
      return this.collect(() => this.send(request, undefined));
    }
    // A touch or an event in the session: the window it ended may open again with the reply.
    this.listening = undefined;
    this.elicitation = undefined;
    return this.collect(() => this.send(request, this.session));
  }

  // -------- the passing of time on the device --------
  /** Moves the playing stream forward. */
  advance(ms: number): void {
    if (this.current && this.activity === 'PLAYING' && !this.held) this.current.offsetMs += ms;
  }

  /** The device asks for what comes next (it does this once per stream, some time before the end). */
  nearlyFinished(): Promise<Turn> {
    const cur = this.requirePlaying();
    return this.collect(() =>
      this.send(
        audioPlayerRequest('PlaybackNearlyFinished', cur.token, cur.offsetMs, this.who.locale),
        undefined,
      ),
    );
  }

  /** The stream ends: PlaybackFinished, then the next queued stream starts (PlaybackStarted). */
  finish(): Promise<Turn> {
    return this.collect(async () => {
      const cur = this.requirePlaying();
      await this.send(
        audioPlayerRequest('PlaybackFinished', cur.token, cur.offsetMs, this.who.locale),
        undefined,
      );
      const next = this.queue.shift();
      if (next) {
        this.current = next;
        this.activity = 'PLAYING';
        await this.send(
          audioPlayerRequest('PlaybackStarted', next.token, next.offsetMs, this.who.locale),
          undefined,
        );
      } else {
        this.activity = 'FINISHED';
      }
    });
  }

  /** A whole stream as an Echo plays it: NearlyFinished, then Finished and the next Started. */
  async playToEnd(): Promise<Turn> {
    const a = await this.nearlyFinished();
    const b = await this.finish();
    return { reply: b.reply, exchanges: [...a.exchanges, ...b.exchanges] };
  }

  /** The stream cannot be played (a bad URL, a media error). */
  fail(type = 'MEDIA_ERROR_SERVICE_UNAVAILABLE'): Promise<Turn> {
    return this.collect(async () => {
      const cur = this.requirePlaying();
      this.activity = 'STOPPED';
      const state = { token: cur.token, offsetInMilliseconds: cur.offsetMs, playerActivity: 'PLAYING' };
      await this.send(
        audioPlayerRequest(
          'PlaybackFailed',
          cur.token,
          cur.offsetMs,
          this.who.locale,
          { type, message: 'stream failed' },
          state,
        ),
        undefined,
      );
    });
  }

  /**
   * The listener stopped the stream on the device itself (the pause control of the Echo Show's
   * screen, or the page's own audio controls): the device reports PlaybackStopped with the offset.
   */
  userStopped(): Promise<Turn> {
    return this.collect(() => {
      this.requirePlaying();
      return this.stopCurrent();
    });
  }

  // -------- internals --------
  private requireEnabled(requestType: string): void {
    if (!this.skillEnabled) throw new SkillNotEnabled(requestType);
  }

  private requirePlaying(): QueueEntry {
    if (!this.current || this.activity !== 'PLAYING') throw new Error('nothing is playing on the device');
    return this.current;
  }

  private playerContext(): PlayerContext | undefined {
    if (!this.current) return { offsetInMilliseconds: 0, playerActivity: 'IDLE' };
    return {
      token: this.current.token,
      offsetInMilliseconds: this.current.offsetMs,
      playerActivity: this.held && this.activity === 'PLAYING' ? 'PAUSED' : this.activity,
    };
  }

  private closeSession(): void {
    this.session = undefined;
    this.held = false;
    this.listening = undefined;
    this.elicitation = undefined;
    this.sessionReprompt = undefined;
  }

  private listen(reprompt: string | undefined): void {
    this.listening = {
      phase: 'question',
      until: this.clock.now() + this.listenMs,
      ...(reprompt !== undefined ? { reprompt } : {}),
    };
  }

  private async spoken(request: Record<string, unknown>): Promise<Turn> {
    const session = this.session;
    // Whatever is said ends the window and answers (or drops) the pending question.
    this.listening = undefined;
    this.elicitation = undefined;
    // The listener's voice takes the audio focus from a playing stream.
    if (this.activity === 'PLAYING') this.held = true;
    try {
      return await this.collect(() => this.send(request, session));
    } finally {
      // A reply without AudioPlayer directives leaves the stream where it was: it resumes as soon
      // as no session is open (Alexa has spoken), or stays held while the Echo listens.
      if (!this.session || this.activity !== 'PLAYING') this.held = false;
    }
  }

  private async collect(run: () => Promise<unknown>): Promise<Turn> {
    this.turn = [];
    await run();
    const first = this.turn[0];
    if (!first) throw new Error('no exchange happened');
    const r = first.reply.response;
    const speech = r.outputSpeech && 'ssml' in r.outputSpeech ? r.outputSpeech.ssml : undefined;
    const reprompt =
      r.reprompt?.outputSpeech && 'ssml' in r.reprompt.outputSpeech
        ? r.reprompt.outputSpeech.ssml
        : undefined;
    const raw = r.card as
      { type?: string; title?: string; content?: string; permissions?: string[] } | undefined;
    // A permissions card has no title or text of its own: the Alexa app shows Amazon's request.
    const card =
      raw?.type === 'AskForPermissionsConsent'
        ? { title: 'Permissions request (Alexa app)', content: (raw.permissions ?? []).join('\n') }
        : raw;
    return {
      reply: first.reply,
      ...(speech ? { speech: stripSpeak(speech) } : {}),
      ...(reprompt ? { reprompt: stripSpeak(reprompt) } : {}),
      ...(card ? { card } : {}),
      exchanges: this.turn,
    };
  }

  private async send(
    request: Record<string, unknown>,
    session: SessionInfo | undefined,
  ): Promise<ResponseEnvelope> {
    const requestType = String(request.type);
    this.requireEnabled(requestType);
    const reply = await this.exchange(
      envelope(request, this.who, this.playerContext(), session),
      requestType,
    );
    if (session) this.updateSession(session, reply, requestType);
    await this.apply(reply);
    return reply;
  }

  /** A skill event: the account and the skill only; nothing in its (empty) reply acts on the device. */
  private skillEvent(request: Record<string, unknown>): Promise<ResponseEnvelope> {
    return this.exchange(skillEventEnvelope(request, this.who), String(request.type));
  }

  /** Sends one request and records the pair; a reply an Echo would refuse throws. */
  private async exchange(env: RequestEnvelope, requestType: string): Promise<ResponseEnvelope> {
    const reply = await this.invoke(env);
    // Read after the call: the person is what the request that reached the skill carried.
    const personId = personIdOf(env);
    const exchange = { request: env, reply, requestType };
    this.history.push(exchange);
    this.turn.push(exchange);
    const dialog = (reply?.response?.directives ?? []).some((d) => d.type.startsWith('Dialog.'));
    const violations = replyViolations(
      requestType,
      reply,
      this.who.supportsAudioPlayer,
      dialog ? this.model() : undefined,
      env.request as unknown as Record<string, unknown>,
      env.session !== undefined,
      personId,
    );
    if (violations.length) throw new DeviceRejection(requestType, violations);
    return reply;
  }

  private model(): InteractionModel | undefined {
    try {
      return this.modelFor(this.who.locale);
    } catch {
      return undefined;
    }
  }

  private updateSession(session: SessionInfo, reply: ResponseEnvelope, requestType: string): void {
    if (requestType === 'SessionEndedRequest' || reply.response.shouldEndSession !== false) {
      this.closeSession();
      return;
    }
    this.session = { sessionId: session.sessionId, isNew: false, attributes: reply.sessionAttributes ?? {} };
    // The device listens for the answer; a new window comes with a fresh reprompt count.
    const r = reply.response.reprompt?.outputSpeech;
    this.sessionReprompt = r && 'ssml' in r ? stripSpeak(r.ssml) : r && 'text' in r ? r.text : undefined;
    this.listen(this.sessionReprompt);
    this.elicitation = elicitationOf(reply);
  }

  private async apply(reply: ResponseEnvelope): Promise<void> {
    for (const d of reply.response.directives ?? []) {
      if (d.type === 'AudioPlayer.Play') {
        const s = d.audioItem?.stream;
        if (!s) continue;
        const meta = d.audioItem?.metadata;
        const entry: QueueEntry = {
          token: s.token,
          url: s.url,
          offsetMs: s.offsetInMilliseconds ?? 0,
          ...(meta?.title ? { title: meta.title } : {}),
          ...(meta?.subtitle ? { subtitle: meta.subtitle } : {}),
          ...(meta?.art?.sources?.[0]?.url ? { art: meta.art.sources[0].url } : {}),
          ...(s.captionData?.content ? { captions: s.captionData.content } : {}),
        };
        if (d.playBehavior === 'REPLACE_ALL') {
          await this.stopCurrent();
          this.queue = [];
          this.current = entry;
          this.activity = 'PLAYING';
          this.held = false;
          await this.send(
            audioPlayerRequest('PlaybackStarted', entry.token, entry.offsetMs, this.who.locale),
            undefined,
          );
        } else if (d.playBehavior === 'ENQUEUE') {
          const last = this.queue[this.queue.length - 1] ?? this.current;
          if (
            !last ||
            last.token !== s.expectedPreviousToken ||
            this.queue.some((q) => q.token === entry.token)
          ) {
            this.ignored.push(entry.token);
          } else {
            this.queue.push(entry);
          }
        } else if (d.playBehavior === 'REPLACE_ENQUEUED') {
          this.queue = [entry];
        }
      } else if (d.type === 'AudioPlayer.Stop') {
        await this.stopCurrent();
      } else if (d.type === 'AudioPlayer.ClearQueue') {
        this.queue = [];
        if (d.clearBehavior === 'CLEAR_ALL') await this.stopCurrent();
      }
    }
  }

  /** A playing stream that is stopped reports PlaybackStopped with its offset. */
  private async stopCurrent(): Promise<void> {
    if (this.current && this.activity === 'PLAYING') {
      this.activity = 'STOPPED';
      this.held = false;
      await this.send(
        audioPlayerRequest('PlaybackStopped', this.current.token, this.current.offsetMs, this.who.locale),
        undefined,
      );
    }
  }
}

/** The slot a reply's Dialog.ElicitSlot asks for (reply-rules.ts has already checked its shape). */
function elicitationOf(reply: ResponseEnvelope): PendingElicitation | undefined {
  const d = (reply.response.directives ?? []).find((x) => x.type === 'Dialog.ElicitSlot') as
    | { slotToElicit?: string; updatedIntent?: { name?: string; slots?: Record<string, { value?: string }> } }
    | undefined;
  const intent = d?.updatedIntent?.name;
  if (!d?.slotToElicit || !intent) return undefined;
  const slots: SlotValues = {};
  for (const [name, slot] of Object.entries(d.updatedIntent?.slots ?? {}))
    if (name !== d.slotToElicit && typeof slot?.value === 'string' && slot.value) slots[name] = slot.value;
  return { intent, slot: d.slotToElicit, slots };
}

function stripSpeak(ssml: string): string {
  return ssml.replace(/^<speak>/, '').replace(/<\/speak>$/, '');
}
