// The emulator page and its JSON API under /emulator. The page's <audio> element is the device's
// speaker: its events come back here and become the AudioPlayer requests an Echo would send.
// Mounted only on a loopback server (config/env.ts, EMULATOR), never on /alexa.
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { simAudioPathFor } from '../sim/server';
import { NOTIFICATIONS_SCOPE } from '../skill/handlers/notify';
import type { PersistenceStatus } from './envelopes';
import { passLine, unreadNotifications, type LocalNotifications } from './notifications';
import { isStoreMode } from './store-switch';
import { readPlayhead, type PlayheadReport } from './playhead';
import type { Logger } from '../util/logger';
import { silentLogger } from '../util/logger';
import {
  EmulatorError,
  type Button,
  type EmulatorSession,
  type EmulatorTurn,
  type PlayerView,
} from './session';

export const EMULATOR_PATH = '/emulator';
export const WEB_DIR = path.join(__dirname, 'web');
/** Default `?scale=` of the simulator's clips on the page: a 40 s burst plays for 4 s. */
export const DEMO_AUDIO_SCALE = 0.1;
const MAX_TEXT = 500;
const MAX_NAME = 40;
/** A topic with news now (the simulator's news switch): a few words. */
const MAX_TOPIC = 100;
const BUTTONS: readonly Button[] = ['Play', 'Pause', 'Next', 'Previous'];
const PERSISTENCE: readonly PersistenceStatus[] = ['NOT_PERSISTED', 'PERSISTED'];
const MEDIA_ERRORS = new Set([
  'MEDIA_ERROR_UNKNOWN',
  'MEDIA_ERROR_INVALID_REQUEST',
  'MEDIA_ERROR_SERVICE_UNAVAILABLE',
  'MEDIA_ERROR_INTERNAL_SERVER_ERROR',
  'MEDIA_ERROR_INTERNAL_DEVICE_ERROR',
]);

export interface EmulatorRoutesOptions {
  emulator: EmulatorSession;
  /** Origin of the simulator whose audio the page plays; undefined with the real API. */
  simulatorOrigin?: string;
  /**
   * Offline (the built-in simulator): the page's notifications, its light and controls; undefined,
   * the page has none (with a real key Amazon would never take the made-up account's events).
   */
  notifications?: LocalNotifications;
  logger?: Logger;
}

/** The Echo's notification light and the Alexa app's switch, as the page shows them. */
export interface PageNotifications {
  /** Unread notifications of the account (the yellow light is on while there are any). */
  unread: number;
  /** Whether the account allowed the skill to send them (the Alexa app's permission switch). */
  allowed: boolean;
}

/** Player view plus where the page finds the audio (same origin as the page for the simulator). */
export interface PagePlayer extends PlayerView {
  audio?: string;
}

export function emulatorRouter(opts: EmulatorRoutesOptions): Router {
  const { emulator } = opts;
  const logger = opts.logger ?? silentLogger;
  const router = express.Router();
  // Only this router parses JSON: the /alexa adapter must see raw bytes (signature check).
  router.use('/api', express.json({ limit: '16kb' }));

  const pagePlayer = (view: PlayerView): PagePlayer => {
    const p: PagePlayer = { ...view };
    // The simulator's art is on a reserved .test host that never resolves: loading it would only
    // send DNS look-ups off this machine and log errors, so the page shows its initials instead.
    if (opts.simulatorOrigin) delete p.art;
    if (!p.url) return p;
    if (!opts.simulatorOrigin) return { ...p, audio: p.url };
    const local = simAudioPathFor(p.url);
    // A plain-http legacy stream has no local audio: the page reports it failed, as an Echo would.
    return local ? { ...p, audio: `${EMULATOR_PATH}${local}` } : p;
  };
  const notes = opts.notifications;
  // Every turn and every state carries the light, so the page shows it after whatever changed it.
  const light = (): { notifications?: PageNotifications } =>
    notes
      ? {
          notifications: {
            unread: unreadNotifications(notes, emulator.account.userId),
            allowed: emulator.device.who.granted?.includes(NOTIFICATIONS_SCOPE) ?? false,
          },
        }
      : {};
  const pageTurn = <T extends EmulatorTurn>(t: T): T => ({
    ...t,
    player: pagePlayer(t.player),
    ...light(),
  });
  const needNotes = (): LocalNotifications => {
    if (!notes)
      throw new BadInput(
        'notifications are off: the page runs them only offline, against the built-in simulator (no BURST_API_KEY)',
      );
    return notes;
  };

  const handle = (work: (req: Request) => Promise<unknown>) => async (req: Request, res: Response) => {
    try {
      res.json(await work(req));
    } catch (err) {
      if (err instanceof BadInput || err instanceof EmulatorError) {
        res.status(409).json({
          error: err.message,
          player: pagePlayer(await emulator.playerView()),
          account: emulator.account,
        });
        return;
      }
      logger.error('emulator request failed', { err });
      res.status(500).json({ error: 'emulator failure' });
    }
  };

  router.post(
    '/api/say',
    handle(async (req) => {
      const text = stringField(req.body, 'text');
      if (!text.trim() || text.length > MAX_TEXT) throw new BadInput(`say 1 to ${MAX_TEXT} characters`);
      // The page's Name-free switch, sent with every phrase (the session's setting otherwise).
      const nameFree = booleanField(req.body, 'nameFree');
      return pageTurn(await emulator.say(text, playheadOf(req), nameFree !== undefined ? { nameFree } : {}));
    }),
  );

  // The skill's routine actions (its custom tasks), titled in the device's locale.
  router.get(
    '/api/routines',
    handle(async () => ({ locale: emulator.locale, tasks: emulator.tasks() })),
  );

  // An Alexa routine runs one: a LaunchRequest with `task`; an unknown task or bad input is a 409.
  router.post(
    '/api/routine',
    handle(async (req) => {
      const name = stringField(req.body, 'name');
      const input = stringField(req.body, 'input', '');
      if (input.length > MAX_TEXT) throw new BadInput(`input is at most ${MAX_TEXT} characters`);
      return pageTurn(await emulator.runTask(name, input, playheadOf(req)));
    }),
  );

  router.post(
    '/api/press',
    handle(async (req) => {
      const button = stringField(req.body, 'button') as Button;
      if (!BUTTONS.includes(button)) throw new BadInput(`button must be one of ${BUTTONS.join(', ')}`);
      return pageTurn(await emulator.press(button, playheadOf(req)));
    }),
  );

  // Events of the page's <audio> element, with its playhead. A late event for a stream that is no
  // longer the current one is dropped, as the device only reports on what it plays.
  router.post(
    '/api/event',
    handle(async (req) => {
      const type = stringField(req.body, 'type');
      const at = playheadOf(req);
      if (!at) throw new BadInput('playhead must be {token, clipMs, clipScale}');
      const cur = emulator.device.current;
      // A held stream (the Echo listens) reports nothing either.
      if (!cur || cur.token !== at.token || emulator.device.activity !== 'PLAYING' || emulator.device.held) {
        return { ignored: true, player: pagePlayer(await emulator.playerView()) };
      }
      switch (type) {
        case 'playing':
          await emulator.poll(at);
          return { ok: true, player: pagePlayer(await emulator.playerView()) };
        case 'nearly':
          return pageTurn(await emulator.nearlyFinished(at));
        case 'ended':
          return pageTurn(await emulator.finishCurrent(at));
        case 'paused':
          return pageTurn(await emulator.userStopped(at));
        case 'error': {
          const kind = stringField(req.body, 'error', 'MEDIA_ERROR_UNKNOWN');
          return pageTurn(
            await emulator.failCurrent(MEDIA_ERRORS.has(kind) ? kind : 'MEDIA_ERROR_UNKNOWN', at),
          );
        }
        default:
          throw new BadInput('type must be playing, nearly, ended, paused or error');
      }
    }),
  );

  // The Alexa app's switch: SkillDisabled / SkillEnabled go to the skill with no session and no
  // device, and the answer carries the account (enabled or not, the user id the skill sees).
  router.post(
    '/api/skill',
    handle(async (req) => {
      const event = stringField(req.body, 'event');
      let turn: EmulatorTurn;
      if (event === 'SkillDisabled') {
        const persistence = stringField(req.body, 'persistence', 'NOT_PERSISTED') as PersistenceStatus;
        if (!PERSISTENCE.includes(persistence))
          throw new BadInput(`persistence must be one of ${PERSISTENCE.join(', ')}`);
        turn = await emulator.disableSkill(persistence, playheadOf(req));
      } else if (event === 'SkillEnabled') {
        turn = await emulator.enableSkill(playheadOf(req));
      } else {
        throw new BadInput('event must be SkillDisabled or SkillEnabled');
      }
      return { ...pageTurn(turn), account: emulator.account };
    }),
  );

  // The Alexa app's permission switch for the skill's notifications: SkillPermissionAccepted when
  // allowed, SkillPermissionChanged without the scope when switched off (as the chat's :allow/:deny).
  router.post(
    '/api/notifications/permission',
    handle(async (req) => {
      const allowed = booleanField(req.body, 'allowed');
      if (allowed === undefined) throw new BadInput('allowed must be true or false');
      return pageTurn(await emulator.setPermission(NOTIFICATIONS_SCOPE, allowed, playheadOf(req)));
    }),
  );

  // Offline: the simulator has news about these words now (a new burst, published at once).
  router.post(
    '/api/notifications/news',
    handle(async (req) => {
      const words = stringField(req.body, 'words').trim();
      if (!words || words.length > MAX_TOPIC) throw new BadInput(`words: 1 to ${MAX_TOPIC} characters`);
      const burst = needNotes().sim.control.newsNow({ words });
      return { news: { words, title: burst.title }, ...light() };
    }),
  );

  // Offline: one notification pass now (as the Express timer runs them), and its summary.
  router.post(
    '/api/notifications/pass',
    handle(async () => {
      const summary = await needNotes().notifier.runPass();
      return { pass: { summary, line: passLine(summary) }, ...light() };
    }),
  );

  // Who is speaking from the next request on: a name Alexa recognizes by voice, or null (nobody).
  router.post(
    '/api/person',
    handle(async (req) => {
      const name = nullableStringField(req.body, 'name');
      if (name !== null && name.length > MAX_NAME)
        throw new BadInput(`name is at most ${MAX_NAME} characters`);
      emulator.setPerson(name ?? undefined);
      return { person: emulator.person ?? null, personId: emulator.personId ?? null };
    }),
  );

  // How the skill's store behaves from the next request on (store-switch.ts): up, down or flaky.
  router.post(
    '/api/store',
    handle(async (req) => {
      const mode = stringField(req.body, 'mode');
      if (!isStoreMode(mode)) throw new BadInput('mode must be up, down or flaky');
      emulator.setStoreMode(mode);
      return { store: emulator.storeMode };
    }),
  );

  router.post(
    '/api/locale',
    handle(async (req) => {
      try {
        emulator.setLocale(stringField(req.body, 'locale'));
      } catch (err) {
        throw new BadInput(err instanceof Error ? err.message : 'bad locale');
      }
      return { locale: emulator.locale };
    }),
  );

  // The device's state. Asking also lets the device act on a listening window that ran out (the
  // page asks while the Echo listens): `events` are what it did by itself after event `since`
  // (the reprompt, the session's end); a negative `since` only asks for the latest number.
  router.get(
    '/api/state',
    handle(async (req) => {
      const since = Number(req.query.since ?? 0) || 0;
      await emulator.poll();
      return {
        locale: emulator.locale,
        sessionOpen: emulator.device.session !== undefined,
        listening: emulator.listening ?? null,
        listenMs: emulator.listenMs,
        lastEvent: emulator.lastEvent,
        events: since < 0 ? [] : emulator.eventsSince(since).map(pageTurn),
        account: emulator.account,
        person: emulator.person ?? null,
        store: emulator.storeMode,
        simulator: opts.simulatorOrigin !== undefined,
        demoScale: DEMO_AUDIO_SCALE,
        player: pagePlayer(await emulator.playerView()),
        ...light(),
      };
    }),
  );

  // The current stream's caption cues (times in the burst's own time): the page shows the one
  // under the <audio> element's position, as an Echo Show overlays them.
  router.get(
    '/api/captions',
    handle(async () => emulator.captionCues()),
  );

  router.get(
    '/api/log',
    handle(async (req) => {
      const since = Number(req.query.since ?? 0) || 0;
      return { exchanges: emulator.log.filter((e) => e.n > since) };
    }),
  );

  if (opts.simulatorOrigin) {
    const origin = opts.simulatorOrigin;
    router.get('/audio/:file', (req, res) => proxyAudio(origin, req, res));
  }

  router.use(express.static(WEB_DIR, { index: 'index.html', maxAge: 0 }));
  return router;
}

class BadInput extends Error {}

/** The page's speaker, sent with every call: where it is in what it plays (playhead.ts). */
function playheadOf(req: Request): PlayheadReport | undefined {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null
    ? readPlayhead((body as Record<string, unknown>).playhead)
    : undefined;
}

function booleanField(body: unknown, name: string): boolean | undefined {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'boolean' ? v : undefined;
}

/** A string, or null for "none"; anything else is bad input. */
function nullableStringField(body: unknown, name: string): string | null {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (v === null || typeof v === 'string') return v;
  throw new BadInput(`${name} must be a string or null`);
}

function stringField(body: unknown, name: string, fallback?: string): string {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof v === 'string') return v;
  if (fallback !== undefined) return fallback;
  throw new BadInput(`${name} must be a string`);
}

/**
 * The simulator's clip, served from the page's own origin: Chromium refuses a page's audio from
 * another loopback origin in some setups (Private Network Access), so the page never leaves it.
 */
function proxyAudio(origin: string, req: Request, res: Response): void {
  const file = String(req.params.file ?? '');
  const scale = Number(req.query.scale ?? DEMO_AUDIO_SCALE);
  if (!/^[A-Za-z0-9-]{1,64}\.wav$/.test(file) || !Number.isFinite(scale)) {
    res.status(400).json({ error: 'bad audio request' });
    return;
  }
  const target = new URL(`/audio/${file}`, origin);
  target.searchParams.set('scale', String(scale));
  const headers: Record<string, string> = {};
  if (typeof req.headers.range === 'string') headers.range = req.headers.range;
  const upstream = httpRequest(target, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers }, (up) => {
    const pass: Record<string, string> = {};
    for (const h of ['content-type', 'content-length', 'content-range', 'accept-ranges']) {
      const v = up.headers[h];
      if (typeof v === 'string') pass[h] = v;
    }
    res.writeHead(up.statusCode ?? 502, { ...pass, 'cache-control': 'no-store' });
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).json({ error: 'simulator audio unavailable' });
    else res.destroy();
  });
  // The browser moved on (a seek, a new clip): stop reading the simulator too.
  res.on('close', () => upstream.destroy());
  upstream.end();
}
