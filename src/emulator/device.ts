// A local Echo: session handling, context.AudioPlayer, an AudioPlayer queue that applies
// REPLACE_ALL / ENQUEUE / REPLACE_ENQUEUED / Stop / ClearQueue, and the events a real device
// sends. Every reply is checked against reply-rules.ts; a reply an Echo would refuse throws.
// A spoken request while audio plays holds the stream: the dialog takes the device's audio focus,
// the request's context reports it PAUSED, and it resumes at the same offset once the session is
// over, with no request to the skill (docs/alexa-rules.md, "Speech during playback").
// The Alexa app's switch is here too: a disabled skill gets nothing from the device until it is
// enabled again, and the skill events (SkillDisabled / SkillEnabled) carry no session and no device.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import {
  audioPlayerRequest,
  controllerRequest,
  defaultIdentity,
  envelope,
  exceptionEncounteredRequest,
  intentRequest,
  launchRequest,
  newSessionId,
  newUserId,
  sessionEndedRequest,
  skillEventEnvelope,
  skillEventRequest,
  type DeviceIdentity,
  type PersistenceStatus,
  type PlayerContext,
  type SessionInfo,
  type SlotValues,
} from './envelopes';
import { replyViolations } from './reply-rules';

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
  private turn: Exchange[] = [];

  /** The Alexa app's switch for the skill on this account: while off, nothing is sent to it. */
  get skillEnabled(): boolean {
    return this.disabledWith === undefined;
  }

  constructor(
    private readonly invoke: Invoke,
    who: Partial<DeviceIdentity> = {},
  ) {
    this.who = defaultIdentity(who);
  }

  // -------- spoken requests (with a session) --------
  async launch(): Promise<Turn> {
    this.requireEnabled('LaunchRequest');
    this.session = { sessionId: newSessionId(), isNew: true, attributes: {} };
    return this.spoken(launchRequest(this.who.locale));
  }

  /** An intent; inside an open session it continues it, otherwise it opens a one-shot session. */
  async intent(name: string, slots: SlotValues = {}): Promise<Turn> {
    this.requireEnabled('IntentRequest');
    if (!this.session) this.session = { sessionId: newSessionId(), isNew: true, attributes: {} };
    return this.spoken(intentRequest(name, slots, this.who.locale));
  }

  async endSession(reason = 'USER_INITIATED'): Promise<Turn> {
    const turn = await this.spoken(sessionEndedRequest(reason, this.who.locale));
    this.session = undefined;
    this.held = false;
    return turn;
  }

  exceptionEncountered(): Promise<Turn> {
    return this.collect(() => this.send(exceptionEncounteredRequest(this.who.locale), undefined));
  }

  // -------- buttons --------
  press(button: 'Play' | 'Pause' | 'Next' | 'Previous'): Promise<Turn> {
    return this.collect(() => this.send(controllerRequest(button, this.who.locale), undefined));
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
    this.held = false;
    this.session = undefined;
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

  private async spoken(request: Record<string, unknown>): Promise<Turn> {
    const session = this.session;
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
    const card = r.card as { title?: string; content?: string } | undefined;
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
    const exchange = { request: env, reply, requestType };
    this.history.push(exchange);
    this.turn.push(exchange);
    const violations = replyViolations(requestType, reply, this.who.supportsAudioPlayer);
    if (violations.length) throw new DeviceRejection(requestType, violations);
    return reply;
  }

  private updateSession(session: SessionInfo, reply: ResponseEnvelope, requestType: string): void {
    if (requestType === 'SessionEndedRequest' || reply.response.shouldEndSession !== false) {
      this.session = undefined;
      return;
    }
    this.session = { sessionId: session.sessionId, isNew: false, attributes: reply.sessionAttributes ?? {} };
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

function stripSpeak(ssml: string): string {
  return ssml.replace(/^<speak>/, '').replace(/<\/speak>$/, '');
}
