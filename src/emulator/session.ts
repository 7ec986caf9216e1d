// The emulator: the real skill (buildSkill, as every host builds it), a local Echo (device.ts)
// and the phrase resolver, driven in-process — never through /alexa, so request verification is
// never weakened. Both faces (the CLI and the web page) talk to this one class, and both show
// what the device does by itself when the Echo listens in silence (poll, eventsSince).
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import type { BurstApi } from '../api/api';
import { buildSkill } from '../app/build-skill';
import type { NotifyConfig } from '../config/env';
import type { Sealer } from '../notify/seal';
import { MemoryPersistenceAdapter } from '../persistence/memory';
import { secondsLeft } from '../playback/budget';
import { decodeToken } from '../playback/token';
import { personIdOf, stateKeysFor } from '../state/keys';
import { readState } from '../state/records';
import type { VersionedStore } from '../state/store';
import type { PlaybackState, PlaylistRequest, QueueItem } from '../playback/types';
import { systemClock, type Clock } from '../util/clock';
import { silentLogger, type Logger } from '../util/logger';
import { recordingApi, type ApiCall } from './api-recorder';
import { LocalAlexaApi, localAccessToken } from './alexa-api';
import { zoneCache, type ZoneCache } from '../skill/time-zone';
import { isTimeZone, localeZone } from '../words/time';
import {
  DEFAULT_LISTEN_MS,
  DeviceRejection,
  EchoDevice,
  NOT_ENABLED_WORDS,
  type Activity,
  type Invoke,
  type ListeningView,
  type Turn,
} from './device';
import {
  defaultIdentity,
  envelope,
  launchRequest,
  type DeviceIdentity,
  type LaunchTask,
  type PersistenceStatus,
} from './envelopes';
import { ssmlToText } from '../skill/ssml';
import { isNotificationsQuestion, PhraseResolver, type Resolution } from './phrases';
import { burstMsAt, type PlayheadReport } from './playhead';
import { findTask, launchTaskFor, listTasks, type RoutineTask } from './routines';
import { nameFreeCandidate, routeResolution, type NameFreeIntent } from './routing';
import { cueAt, readWebVtt, type ReadCue } from './webvtt-read';
import { sayNames } from './persons';
import { SwitchableStore, type StoreMode } from './store-switch';
import { isSpokenRequest } from '../model/request-types';

export type Button = 'Play' | 'Pause' | 'Next' | 'Previous';

/** Device events kept for pages that poll (a page asks often; older ones are of no use). */
const MAX_EVENTS = 50;

/** The development secret of the emulator's own in-memory store (ids never leave the process). */
export const EMULATOR_LISTENER_SECRET = 'burst-voice-emulator-local-secret';

export interface EmulatorParts {
  api: BurstApi;
  /** Defaults to an in-memory store. */
  persistence?: VersionedStore;
  listenerIdSecret?: string;
  clock?: Clock;
  logger?: Logger;
  locale?: string;
  who?: Partial<DeviceIdentity>;
  /** Tests: a reply that breaks a platform rule throws in the skill instead of being repaired. */
  strictGuard?: boolean;
  /**
   * Let the playing stream's position follow the clock (the CLI). The web page reports the real
   * position of its <audio> element instead.
   */
  trackTime?: boolean;
  /**
   * How long the Echo listens after a question, and again after the reprompt (ms); about 8 s, as an
   * Echo, by default. The server passes EMULATOR_LISTEN_MS (config/env.ts), the chat its flag.
   */
  listenMs?: number;
  /** Tests: the device's requests go to this instead of the skill (scripted replies). */
  invoke?: Invoke;
  /** Notifications on (the chat against the simulator's stand-ins: app/notify-target.ts). */
  notify?: NotifyConfig;
  /**
   * Alexa's answer to "what are my notifications" for this account (and marks them read); unset,
   * the phrase is treated as any other.
   */
  readNotifications?: (userId: string, locale: string) => string;
}

/**
 * What the device did by itself when the Echo heard nothing: spoke the reprompt (`speech`, no
 * request), or closed the session (SessionEndedRequest EXCEEDED_MAX_REPROMPTS in `exchanges`).
 */
export interface DeviceEvent extends EmulatorTurn {
  /** 1, 2, … in order, for pages that ask what is new (eventsSince). */
  n: number;
  /** When it happened (the clock's time the window ran out). */
  at: number;
  spontaneous: 'reprompt' | 'closed';
}

export interface ExchangeRecord {
  n: number;
  at: number;
  requestType: string;
  request: RequestEnvelope;
  reply: ResponseEnvelope;
  /** API calls made while the skill handled this request. */
  apiCalls: ApiCall[];
  /** The reply's words as a listener hears them. */
  speech?: string;
}

export interface PlayerView {
  activity: Activity;
  token?: string;
  title?: string;
  subtitle?: string;
  art?: string;
  url?: string;
  offsetMs: number;
  /** 1-based position in the playlist. */
  number?: number;
  /** Items loaded so far, and whether the API has more pages. */
  loaded?: number;
  more?: boolean;
  /** "Top story 3 of 10+", or "Burst 3" when the stored state is not readable. */
  position?: string;
  durationSec?: number;
  sourceName?: string;
  queued: number;
  loop?: boolean;
  shuffle?: boolean;
  /** The stream is held while the Echo listens (an open session): it resumes when that ends. */
  held?: boolean;
  /** The stream came with captions (its Play carried captionData). */
  captions?: boolean;
  /** A time box ("five minutes of news"): seconds left of it at `offsetMs`, and its length. */
  timeLeftSec?: number;
  timeBoxSec?: number;
}

export interface EmulatorTurn {
  /** What the typed text resolved to (spoken turns only). */
  resolution?: Resolution;
  /**
   * Alexa answered the phrase herself: a real Echo would not send it to the skill (no request was
   * made). The note says why and `oneShot` is the form that would reach the skill; `says` is
   * what Alexa herself answers, when she answers for the skill (a disabled skill).
   */
  alexa?: { note: string; oneShot?: string; says?: string };
  speech?: string;
  reprompt?: string;
  card?: { title?: string; content?: string };
  /** Whether the session stays open (the device listens again). */
  sessionOpen: boolean;
  /** The recognized speaker the turn's spoken request carried (context.System.person), by name. */
  person?: string;
  /** The listening window the turn left open (with the session). */
  listening?: ListeningView;
  /** An Alexa routine ran one of the skill's tasks: the `task` its LaunchRequest carried. */
  task?: LaunchTask;
  /**
   * Name-free mode: Alexa first asked the skill whether it can handle the phrase
   * (CanFulfillIntentRequest) and it answered `canFulfill` (none when the reply was refused).
   */
  nameFree?: { intent: string; canFulfill?: CanFulfill };
  exchanges: ExchangeRecord[];
  /** A reply an Echo would reject, or a skill failure. */
  error?: string;
  player: PlayerView;
}

/** The skill on the listener's account, as the Alexa app shows it. */
export interface AccountView {
  enabled: boolean;
  /** The account's user id the skill sees (new after a NOT_PERSISTED disable and an enable). */
  userId: string;
  /** How the skill was disabled, while it is. */
  disabledWith?: PersistenceStatus;
}

export type CanFulfill = 'YES' | 'NO' | 'MAYBE';

export interface SayOptions {
  /**
   * Name-free interaction: a phrase that would go to Alexa herself and names an intent of the
   * skill is offered to the skill first (CanFulfillIntentRequest). The session's setting by default.
   */
  nameFree?: boolean;
}

export class EmulatorError extends Error {
  override readonly name = 'EmulatorError';
}

/** One listener at the local Echo: the skill, the device and the phrase resolver together. */
export class EmulatorSession {
  readonly device: EchoDevice;
  readonly skill: CustomSkill;
  readonly store: VersionedStore;
  /** Seals subscribers' Alexa ids; a notifier for this skill opens them with it (app/notifier.ts). */
  readonly sealer: Sealer;
  private readonly readNotifications?: (userId: string, locale: string) => string;
  /** The store as the skill meets it: working, down or flaky on purpose (store-switch.ts). */
  private readonly storeSwitch: SwitchableStore;
  private readonly secret: string;
  private readonly recorder: ReturnType<typeof recordingApi>;
  private resolver: PhraseResolver;
  private readonly clock: Clock;
  private readonly trackTime: boolean;
  private lastTick: number;
  private readonly records: ExchangeRecord[] = [];
  private seen = 0;
  /** Tokens the device already asked "what next?" for: it does so once per stream. */
  private readonly nearlyAsked = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private last?: EmulatorTurn;
  /** What the device did by itself, the most recent last (at most MAX_EVENTS). */
  private readonly events: DeviceEvent[] = [];
  private eventN = 0;
  /** Name-free interactions (see SayOptions); off, Alexa's strict routing only. */
  nameFree = false;
  /** Alexa's APIs as this Echo's account meets them (the Settings API, progressive responses). */
  readonly alexaApi: LocalAlexaApi;
  /** The skill's kept device zones: forgotten when the zone is set here, so it is read again. */
  private readonly zones: ZoneCache;
  /** The zone set in the Alexa app: a zone, none ('unset'), or (undefined) the locale's. */
  private zoneSetting?: string | 'unset';

  constructor(parts: EmulatorParts) {
    this.clock = parts.clock ?? systemClock;
    this.trackTime = parts.trackTime ?? false;
    this.lastTick = this.clock.now();
    const secret = parts.listenerIdSecret ?? EMULATOR_LISTENER_SECRET;
    this.recorder = recordingApi(parts.api, this.clock);
    this.secret = secret;
    this.storeSwitch = new SwitchableStore(parts.persistence ?? new MemoryPersistenceAdapter());
    this.store = this.storeSwitch;
    this.alexaApi = new LocalAlexaApi(() => ({
      deviceId: this.device.who.deviceId,
      ...(this.device.who.apiAccessToken ? { apiAccessToken: this.device.who.apiAccessToken } : {}),
      ...(this.timeZone ? { timeZone: this.timeZone } : {}),
    }));
    this.zones = zoneCache(this.clock);
    const built = buildSkill(
      { listenerIdSecret: secret, ...(parts.notify ? { notify: parts.notify } : {}) },
      {
        api: this.recorder.api,
        store: this.store,
        clock: this.clock,
        logger: parts.logger ?? silentLogger,
        ...(parts.strictGuard ? { strictGuard: true } : {}),
        alexaApi: this.alexaApi,
        zones: this.zones,
      },
    );
    this.skill = built.skill;
    this.sealer = built.sealer;
    if (parts.readNotifications) this.readNotifications = parts.readNotifications;
    this.resolver = new PhraseResolver(parts.locale ?? 'en-US');
    const who = defaultIdentity({
      apiAccessToken: localAccessToken(),
      ...parts.who,
      locale: this.resolver.locale,
    });
    const scripted = parts.invoke;
    this.device = new EchoDevice((env) => this.invoke(env, scripted), who, {
      clock: this.clock,
      listenMs: parts.listenMs ?? DEFAULT_LISTEN_MS,
      // The device's locale is always the resolver's: one model for phrases and Dialog rules.
      modelFor: () => this.resolver.model,
    });
  }

  /** The listening window, in ms. */
  get listenMs(): number {
    return this.device.listenMs;
  }

  /** The device is listening (an open session), and for how much longer. */
  get listening(): ListeningView | undefined {
    return this.device.listenWindow();
  }

  /**
   * Lets the device act on a listening window that ran out: the reprompt, then the session's end.
   * Returns what it did now (also kept for eventsSince). Every other operation does this first.
   */
  poll(at?: PlayheadReport): Promise<DeviceEvent[]> {
    return this.run(async (events) => events, at);
  }

  /** The number of the device's latest event (0 before any). */
  get lastEvent(): number {
    return this.eventN;
  }

  /** What the device did by itself after event `n` (0: all that are kept). */
  eventsSince(n: number): DeviceEvent[] {
    return this.events.filter((e) => e.n > n);
  }

  get locale(): string {
    return this.resolver.locale;
  }

  /** A device with a screen (captions, an Echo Show) or a speaker: what its requests report. */
  get screen(): boolean {
    return this.device.who.screen === true;
  }

  setScreen(on: boolean): void {
    this.device.who.screen = on;
  }

  /**
   * Who is speaking from the next request on: `name`, recognized by voice, or (undefined) nobody.
   * Returns the name now speaking. A name the Alexa app would not take is an EmulatorError.
   */
  setPerson(name: string | undefined): string | undefined {
    try {
      return this.device.setPerson(name)?.name;
    } catch (err) {
      throw new EmulatorError(err instanceof Error ? err.message : String(err));
    }
  }

  /** How the skill's store behaves from the next request on: working, down, or flaky. */
  setStoreMode(mode: StoreMode): void {
    this.storeSwitch.mode = mode;
  }

  get storeMode(): StoreMode {
    return this.storeSwitch.mode;
  }

  /** The name of who is speaking now (recognized by voice); undefined: nobody recognized. */
  get person(): string | undefined {
    return this.device.person?.name;
  }

  /** The person id the spoken requests carry now (context.System.person.personId). */
  get personId(): string | undefined {
    return this.device.person?.personId;
  }

  /**
   * The Echo's time zone as the Alexa Settings API gives it: the one set here, else the locale's
   * (so "this morning" means what it did before the zone was read); undefined when set to none.
   */
  get timeZone(): string | undefined {
    if (this.zoneSetting === 'unset') return undefined;
    return this.zoneSetting ?? localeZone(this.locale);
  }

  /**
   * Sets the device's zone in the Alexa app: an IANA zone, 'unset' (none: the API answers 204) or
   * undefined (the locale's again). The skill reads it on its next word of time, as if its kept
   * copy had expired. A zone the runtime does not know is an EmulatorError.
   */
  setTimeZone(zone: string | 'unset' | undefined): void {
    if (zone !== undefined && zone !== 'unset' && !isTimeZone(zone))
      throw new EmulatorError(`"${zone}" is not a time zone; use a name such as America/Los_Angeles`);
    this.zoneSetting = zone;
    this.zones.clear();
  }

  /** Switches the spoken language (and the model phrases are resolved against). */
  setLocale(locale: string): void {
    this.resolver = new PhraseResolver(locale);
    this.device.who.locale = this.resolver.locale;
    // A zone that follows the locale (none set by hand) is the new locale's from the next word of time.
    if (this.zoneSetting === undefined) this.zones.clear();
  }

  /** Every request/response pair so far, oldest first. */
  get log(): readonly ExchangeRecord[] {
    return this.records;
  }

  get apiCalls(): readonly ApiCall[] {
    return this.recorder.calls;
  }

  get lastTurn(): EmulatorTurn | undefined {
    return this.last;
  }

  /** What the listener says (with or without "ask burst voice to …"). */
  say(text: string, at?: PlayheadReport, opts: SayOptions = {}): Promise<EmulatorTurn> {
    const nameFree = opts.nameFree ?? this.nameFree;
    return this.run(async () => {
      // "What are my notifications" is Alexa's own feature: she reads her inbox and no skill ever
      // hears it, so it is answered before the skill's model could take the words for an intent.
      if (this.readNotifications && isNotificationsQuestion(text)) {
        const says = this.readNotifications(this.device.who.userId, this.locale);
        const note = "Alexa reads the account's notifications herself; no request reaches Burst Voice.";
        return this.finishTurn(undefined, undefined, { note, says });
      }
      // The answer to the skill's Dialog.ElicitSlot is preferred while its session is open.
      const elicit = this.device.session ? this.device.elicitation : undefined;
      const said = this.resolver.resolve(text, elicit);
      const route = routeResolution(
        said,
        { sessionOpen: this.device.session !== undefined, audioSkill: this.device.current !== undefined },
        (t) => this.resolver.resolve(t),
      );
      if (route.to === 'alexa') {
        const { note, oneShot } = route;
        // A disabled skill is not among those Alexa asks.
        if (nameFree && this.device.skillEnabled && this.resolver.isNameFreeLaunch(text)) {
          // One of the skill's launch phrases: Alexa opens it, as "open Burst Voice" would.
          const launched = await this.guarded(() => this.device.launch());
          return this.finishTurn(launched, { kind: 'launch', text });
        }
        const offer = nameFree && this.device.skillEnabled ? nameFreeCandidate(said) : undefined;
        if (offer) return this.offerNameFree(offer, oneShot);
        return this.finishTurn(undefined, said, { note, ...(oneShot ? { oneShot } : {}) });
      }
      const resolution = route.resolution;
      // Nothing reaches a disabled skill ("exit" with no session sends nothing anyway).
      if (!this.device.skillEnabled && resolution.kind !== 'exit') return this.notEnabled(resolution);
      const turn = await this.guarded(() => {
        if (resolution.kind === 'launch') return this.device.launch();
        if (resolution.kind === 'exit') {
          if (this.device.session) return this.device.endSession('USER_INITIATED');
          return undefined;
        }
        // A one-shot invocation always starts a new session.
        if (resolution.oneShot) this.device.dropSession();
        return this.device.intent(resolution.intent, resolution.slots, resolution.dialogState);
      });
      return this.finishTurn(turn, resolution);
    }, at);
  }

  /** The skill's custom tasks, as an Alexa routine offers them (in the device's locale). */
  tasks(): RoutineTask[] {
    return listTasks(this.locale);
  }

  /**
   * An Alexa routine runs one of the skill's tasks (`name`, any case) with `input` (the task's one
   * input, if it has one): a LaunchRequest with `task`, in a new session, applied as "open Burst
   * Voice" is. An unknown task or an input the routine editor would not take is an EmulatorError.
   */
  runTask(name: string, input?: string, at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      const tasks = this.tasks();
      const task = findTask(tasks, name);
      if (!task)
        throw new EmulatorError(
          `no task "${name}" in the skill package; the tasks are ${tasks.map((t) => t.name).join(', ')}`,
        );
      const made = launchTaskFor(task, this.device.who.applicationId, input);
      if ('error' in made) throw new EmulatorError(made.error);
      if (!this.device.skillEnabled) return this.notEnabled();
      const turn = await this.guarded(() => this.device.launch(made.task));
      return this.finishTurn(turn, undefined, undefined, { task: made.task });
    }, at);
  }

  /** A device button (or the page's own controls): PlaybackController requests. */
  press(button: Button, at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      if (!this.device.skillEnabled) return this.notEnabled();
      return this.finishTurn(await this.guarded(() => this.device.press(button)));
    }, at);
  }

  /**
   * The chat's `:send TYPE`: a request of any type the other commands do not make, outside any
   * session or in the open one (device.ts, sendRequest). Spoken requests are typed as phrases, and
   * enabling or disabling the skill has its own commands (they change the account too).
   */
  sendRequest(type: string, at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      if (!/^[A-Za-z][\w]*(\.[A-Za-z]\w*)*$/.test(type))
        throw new EmulatorError(`"${type}" is not a request type (for example Messaging.MessageReceived)`);
      // What the listener's phrases send (and Alexa's name-free question): not for :send.
      if (isSpokenRequest(type))
        throw new EmulatorError(`${type} is what a phrase sends: type what you would say instead`);
      if (type === 'AlexaSkillEvent.SkillEnabled' || type === 'AlexaSkillEvent.SkillDisabled')
        throw new EmulatorError('use :enable or :disable: they change the account as the Alexa app does');
      if (!this.device.skillEnabled) return this.notEnabled();
      return this.finishTurn(await this.guarded(() => this.device.sendRequest(type)));
    }, at);
  }

  /**
   * The listener disables the skill in the Alexa app: SkillDisabled, with no session and from no
   * device. The Echo drops the skill's audio and refuses to reach it until enableSkill.
   */
  disableSkill(persistence: PersistenceStatus = 'NOT_PERSISTED', at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.accountChange(false, () => this.device.disableSkill(persistence), at);
  }

  /** The listener enables it again: SkillEnabled (a new user id after a NOT_PERSISTED disable). */
  enableSkill(at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.accountChange(true, () => this.device.enableSkill(), at);
  }

  /**
   * The Alexa app's permission switch for the skill: `scope` granted (SkillPermissionAccepted) or
   * taken back (SkillPermissionChanged), the skill event sent as the app sends it.
   */
  setPermission(scope: string, granted: boolean, at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(
      async () =>
        this.finishTurn(
          await this.guarded(() =>
            granted ? this.device.grantPermission(scope) : this.device.revokePermission(scope),
          ),
        ),
      at,
    );
  }

  /** The skill on the account: enabled or not, and the user id it sees. */
  get account(): AccountView {
    const d = this.device;
    return {
      enabled: d.skillEnabled,
      userId: d.who.userId,
      ...(d.disabledWith ? { disabledWith: d.disabledWith } : {}),
    };
  }

  /** The device asks for the next stream (once per stream, as an Echo does). */
  nearlyFinished(at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      const cur = this.playingOrThrow();
      if (this.nearlyAsked.has(cur.token)) return this.finishTurn(undefined);
      this.markNearly(cur.token);
      return this.finishTurn(await this.guarded(() => this.device.nearlyFinished()));
    }, at);
  }

  /**
   * The current burst plays to its end: NearlyFinished (unless already sent), Finished, and the
   * next queued stream's Started.
   */
  finishCurrent(at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      const cur = this.playingOrThrow();
      const exchanges: Turn['exchanges'] = [];
      const turn = await this.guarded(async () => {
        if (!this.nearlyAsked.has(cur.token)) {
          this.markNearly(cur.token);
          exchanges.push(...(await this.device.nearlyFinished()).exchanges);
        }
        const fin = await this.device.finish();
        return { ...fin, exchanges: [...exchanges, ...fin.exchanges] };
      });
      return this.finishTurn(turn);
    }, at);
  }

  /** The stream cannot be played: PlaybackFailed. */
  failCurrent(type = 'MEDIA_ERROR_SERVICE_UNAVAILABLE', at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      this.playingOrThrow();
      return this.finishTurn(await this.guarded(() => this.device.fail(type)));
    }, at);
  }

  /** The listener paused on the device itself: PlaybackStopped. */
  userStopped(at?: PlayheadReport): Promise<EmulatorTurn> {
    return this.run(async () => {
      this.playingOrThrow();
      return this.finishTurn(await this.guarded(() => this.device.userStopped()));
    }, at);
  }

  /**
   * The page's speaker says where it is (playhead.ts). It counts only for the stream the device
   * plays: a report about a stream that is gone (the page has not loaded the next one yet) is old.
   */
  private takePlayhead(at: PlayheadReport): void {
    const cur = this.device.current;
    if (cur && cur.token === at.token) cur.offsetMs = burstMsAt(at.clipMs, at.clipScale);
  }

  /** Now playing, as an Echo Show draws it. */
  async playerView(): Promise<PlayerView> {
    this.tick();
    const d = this.device;
    const cur = d.current;
    const view: PlayerView = {
      activity: d.activity,
      offsetMs: cur?.offsetMs ?? 0,
      queued: d.queue.length,
      ...(d.held ? { held: true } : {}),
    };
    if (!cur) return view;
    Object.assign(view, {
      token: cur.token,
      url: cur.url,
      ...(cur.title !== undefined ? { title: cur.title } : {}),
      ...(cur.subtitle !== undefined ? { subtitle: cur.subtitle } : {}),
      ...(cur.art !== undefined ? { art: cur.art } : {}),
      ...(cur.captions !== undefined ? { captions: true } : {}),
    });
    const parts = decodeToken(cur.token);
    if (!parts) return view;
    view.number = parts.index + 1;
    view.position = `Burst ${view.number}`;
    const pb = await this.storedPlayback();
    const pl = pb?.playlist;
    if (pl && pl.id === parts.playlistId) {
      view.loaded = pl.base + pl.items.length;
      view.more = pl.nextPage !== undefined || (pl.more !== undefined && !pl.loop);
      view.loop = pl.loop;
      view.shuffle = pl.shuffle;
      view.position = `${labelFor(pl.request)} ${view.number} of ${view.loaded}${view.more ? '+' : ''}`;
      // After the playlist's last page: the Play's subtitle names it ("More like: electric cars · …").
      const here = pl.items[parts.index - pl.base];
      if (here?.via && here.burstId === parts.burstId) {
        const more = cur.subtitle?.split(' · ')[0] ?? 'More';
        view.position = `${more} · ${view.number} of ${view.loaded}${view.more ? '+' : ''}`;
      }
      // The burst's whole episode in its place: its length is not the burst's.
      if (parts.episode) view.position = `Full episode · ${view.position}`;
      const item: QueueItem | undefined = pl.items[parts.index - pl.base];
      if (item && item.burstId === parts.burstId && !parts.episode) {
        view.durationSec = item.durationSec;
        view.sourceName = item.sourceName;
        view.offsetMs = Math.min(view.offsetMs, item.durationSec * 1000);
        // A time box: what is left of it, read with the engine's own rule (playback/budget.ts).
        const left = secondsLeft(pb, parts.index, view.offsetMs);
        if (pl.budget && left !== undefined)
          Object.assign(view, { timeLeftSec: left, timeBoxSec: pl.budget.sec });
      }
    }
    return view;
  }

  /** The captions of the current stream, as an Echo Show reads them (none without captionData). */
  captionCues(): { token?: string; cues: ReadCue[] } {
    const cur = this.device.current;
    if (!cur?.captions) return { ...(cur ? { token: cur.token } : {}), cues: [] };
    const read = readWebVtt(cur.captions);
    return { token: cur.token, cues: 'cues' in read ? read.cues : [] };
  }

  /** The caption cue showing now, at the stream's position. */
  currentCue(): ReadCue | undefined {
    this.tick();
    const cur = this.device.current;
    return cur ? cueAt(this.captionCues().cues, cur.offsetMs) : undefined;
  }

  // -------- internals --------

  private async invoke(env: RequestEnvelope, scripted?: Invoke): Promise<ResponseEnvelope> {
    const from = this.recorder.calls.at(-1)?.n ?? 0;
    const reply = scripted ? await scripted(env) : ((await this.skill.invoke(env)) as ResponseEnvelope);
    const apiCalls = this.recorder.calls.filter((c) => c.n > from);
    const request = env.request as { type: string };
    this.records.push({
      n: this.records.length + 1,
      at: this.clock.now(),
      requestType: request.type,
      request: env,
      reply,
      apiCalls,
      ...this.speechOf(reply),
    });
    return reply;
  }

  /** The name of the person the turn's requests carried (only a spoken one does). */
  private speakerOf(exchanges: readonly ExchangeRecord[]): string | undefined {
    for (const e of exchanges) {
      const id = personIdOf(e.request);
      if (id) return this.device.nameOf(id);
    }
    return undefined;
  }

  /** SSML as the listener hears it: text, with each alexa:name said as the person's name. */
  private said(ssml: string): string {
    return ssmlToText(sayNames(ssml, (id) => this.device.nameOf(id)));
  }

  private speechOf(reply: ResponseEnvelope): { speech?: string } {
    const os = reply?.response?.outputSpeech;
    const said = os && 'ssml' in os ? this.said(os.ssml) : os && 'text' in os ? os.text : undefined;
    return said ? { speech: said } : {};
  }

  /**
   * One operation at a time: typed text, page events and buttons may arrive together. Before it,
   * the device catches up with a listening window that ran out (it would have acted by then).
   */
  private run<T>(op: (events: DeviceEvent[]) => Promise<T>, at?: PlayheadReport): Promise<T> {
    const next = this.chain.then(async () => {
      this.tick(at);
      const events = await this.catchUp();
      return op(events);
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  private accountChange(
    enable: boolean,
    op: () => Promise<Turn>,
    at?: PlayheadReport,
  ): Promise<EmulatorTurn> {
    return this.run(async () => {
      if (this.device.skillEnabled === enable)
        throw new EmulatorError(`Burst Voice is already ${enable ? 'enabled' : 'disabled'}`);
      // The switch holds whatever the skill replies: a refused reply is this turn's error.
      return this.finishTurn(await this.guarded(op));
    }, at);
  }

  /**
   * Name-free: Alexa asks the skill whether it can handle the intent; on YES the intent goes to it
   * in a new session (as after Alexa picked it), on MAYBE or NO nothing more is sent.
   */
  private async offerNameFree(r: NameFreeIntent, oneShot?: string): Promise<EmulatorTurn> {
    const asked = await this.guarded(() => this.device.canFulfill(r.intent, r.slots));
    if (!asked || 'error' in asked)
      return this.finishTurn(asked, r, undefined, { nameFree: { intent: r.intent } });
    const canFulfill = canFulfillOf(asked.reply);
    const nameFree = { intent: r.intent, canFulfill };
    if (canFulfill !== 'YES') {
      const note =
        `Alexa would ask Burst Voice whether it can handle this; it answered ${canFulfill}, so Alexa would pick another skill or answer herself.` +
        (oneShot ? ` Say “${oneShot}”.` : '');
      return this.finishTurn(undefined, r, { note, ...(oneShot ? { oneShot } : {}) }, { nameFree });
    }
    const turn = await this.guarded(() => this.device.intent(r.intent, r.slots));
    return this.finishTurn(turn, r, undefined, { nameFree });
  }

  /** Alexa answers for a disabled skill herself: the request never reaches it. */
  private notEnabled(resolution?: Resolution): Promise<EmulatorTurn> {
    const note =
      'Burst Voice is disabled for this account (the Alexa app), so a real Echo sends it nothing until it is enabled again.';
    return this.finishTurn(undefined, resolution, { note, says: NOT_ENABLED_WORDS });
  }

  private async catchUp(): Promise<DeviceEvent[]> {
    const out: DeviceEvent[] = [];
    for (;;) {
      let step;
      let error: string | undefined;
      try {
        step = await this.device.silence();
      } catch (err) {
        // A refused reply to the SessionEndedRequest: the session is over all the same.
        error = err instanceof DeviceRejection ? err.message : `the skill failed: ${String(err)}`;
      }
      if (!step && !error) return out;
      const turn = await this.finishTurn(step?.kind === 'closed' ? step.turn : error ? { error } : undefined);
      if (step?.kind === 'reprompt') turn.speech = this.said(step.reprompt);
      const event: DeviceEvent = {
        ...turn,
        n: ++this.eventN,
        at: step?.at ?? this.clock.now(),
        spontaneous: step?.kind === 'reprompt' ? 'reprompt' : 'closed',
      };
      this.events.push(event);
      if (this.events.length > MAX_EVENTS) this.events.shift();
      out.push(event);
    }
  }

  private markNearly(token: string): void {
    // Tokens are unique per queue entry; only the recent ones can still be playing.
    if (this.nearlyAsked.size > 1000) this.nearlyAsked.clear();
    this.nearlyAsked.add(token);
  }

  /** The playhead before a request: the page's report, or (the chat) the clock's time since the last. */
  private tick(at?: PlayheadReport): void {
    const now = this.clock.now();
    if (at) this.takePlayhead(at);
    else if (this.trackTime) this.device.advance(Math.max(0, now - this.lastTick));
    this.lastTick = now;
  }

  private playingOrThrow(): { token: string } {
    const cur = this.device.current;
    if (!cur || this.device.activity !== 'PLAYING') throw new EmulatorError('nothing is playing');
    if (this.device.held) throw new EmulatorError('the stream is held while the Echo listens');
    return cur;
  }

  /** Runs a device operation; a reply the device refuses becomes the turn's error. */
  private async guarded(op: () => Promise<Turn> | undefined): Promise<Turn | { error: string } | undefined> {
    try {
      return await op();
    } catch (err) {
      if (err instanceof DeviceRejection) return { error: err.message };
      if (err instanceof EmulatorError) throw err;
      return { error: `the skill failed: ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  private async finishTurn(
    turn: Turn | { error: string } | undefined,
    resolution?: Resolution,
    alexa?: EmulatorTurn['alexa'],
    more: Pick<EmulatorTurn, 'task' | 'nameFree'> = {},
  ): Promise<EmulatorTurn> {
    const exchanges = this.records.slice(this.seen);
    this.seen = this.records.length;
    const person = this.speakerOf(exchanges);
    const out: EmulatorTurn = {
      ...(resolution ? { resolution } : {}),
      ...(person ? { person } : {}),
      ...(alexa ? { alexa } : {}),
      ...more,
      sessionOpen: this.device.session !== undefined,
      ...(this.listening ? { listening: this.listening } : {}),
      exchanges,
      player: await this.playerView(),
    };
    if (turn && 'error' in turn) out.error = turn.error;
    else if (turn) {
      if (turn.speech !== undefined) out.speech = this.said(turn.speech);
      if (turn.reprompt !== undefined) out.reprompt = this.said(turn.reprompt);
      if (turn.card) out.card = turn.card;
    }
    this.last = out;
    return out;
  }

  private async storedPlayback(): Promise<PlaybackState | undefined> {
    try {
      const env = envelope(launchRequest(this.device.who.locale), this.device.who, undefined, undefined);
      const keys = stateKeysFor(env, this.secret);
      const [listener, device] = await Promise.all([
        this.store.get(keys.listener),
        this.store.get(keys.device),
      ]);
      const read = readState(listener.value, device.value, this.clock.now());
      return read.state.device.playback.playlist ? read.state.device.playback : undefined;
    } catch {
      return undefined;
    }
  }
}

/** What the playlist is, as a word before its number ("Top story 3", "Sports story 3"). */
export function labelFor(req: PlaylistRequest): string {
  switch (req.kind) {
    case 'topStories':
      return 'Top story';
    case 'category':
      return `${capitalise(req.name)} story`;
    case 'search':
      if (!req.query) return req.sourceType === 'radio' ? 'Radio burst' : 'Podcast burst';
      return `“${req.query}” result`;
    case 'latest':
      return `Latest on “${req.query}”,`;
    case 'source':
      return `${req.sourceName} story`;
    case 'weather':
      return 'Weather report';
    case 'traffic':
      return 'Traffic report';
    case 'trending':
      return `Trending “${req.topic}”, story`;
    case 'related':
      return 'Related story';
    case 'show':
      return `${req.showName} episode`;
    case 'follows':
      return 'My topics,';
    case 'saved':
      return 'Saved burst';
  }
}

/** The answer to a CanFulfillIntentRequest (reply-rules.ts has checked it is one of the three). */
function canFulfillOf(reply: ResponseEnvelope): CanFulfill {
  const r = reply.response as { canFulfillIntent?: { canFulfill?: CanFulfill } };
  return r.canFulfillIntent?.canFulfill ?? 'NO';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
