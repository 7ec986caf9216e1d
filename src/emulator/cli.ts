// `npm run chat`: talk to the skill as you would to an Echo, in a terminal. The Burst API
// simulator runs in-process unless BURST_API_KEY is set; state lives in memory. When the skill asks
// something, the device listens for a while; what it does in silence (the reprompt, the session's
// end) is printed as it happens, from a timer that never outlives the chat. Offline, notifications
// are on against the simulator's Login with Amazon and Proactive Events stand-ins: `:notify` runs a
// pass, and the Echo's yellow light and "what are my notifications" show what arrived.
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config/env';
import { DEFAULT_APPLICATION_ID } from './envelopes';
import { connectApi } from '../app/api-target';
import { NOTIFICATIONS_SCOPE } from '../skill/handlers/notify';
import type { SimulatorOptions } from '../sim/server';
import { createLogger } from '../util/logger';
import {
  localNotifications,
  passLine,
  readNotifications,
  sessionNotifyParts,
  unreadNotifications,
  type LocalNotifications,
} from './notifications';
import {
  formatAccount,
  formatApiCalls,
  formatListening,
  formatPlayer,
  formatSilence,
  formatTask,
  formatTurn,
  wrapLine,
} from './format';
import { DEFAULT_LISTEN_MS } from './device';
import { LISTEN_MS } from '../config/limits';
import { isStoreMode, STORE_WORDS } from './store-switch';
import { EmulatorSession, EmulatorError, type Button, type EmulatorTurn } from './session';

export interface ChatOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Environment (BURST_API_KEY, BURST_API_BASE_URL, LISTENER_ID_SECRET…); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Options of the in-process simulator (tests make pages small). */
  simulator?: SimulatorOptions;
  locale?: string;
  /** Start as a device with a screen (an Echo Show: captions); a speaker by default. */
  screen?: boolean;
  /** Print a prompt before each line (interactive use). */
  prompt?: boolean;
  /** Terminal width: turn lines are folded at spaces to fit (unset: never folded). */
  width?: number;
  /** How long the Echo listens after a question, and after its reprompt (ms; about 8 s by default). */
  listenMs?: number;
}

export const CHAT_HELP = [
  'Type what you would say to an Echo, for example:',
  "  open burst voice · ask burst voice to play sports · ask burst voice what's playing",
  '  while it plays, without the name: next · previous · pause · resume · start over · shuffle · stop',
  '  (as on a real Echo, other phrases need "ask burst voice …" unless the skill asked a question)',
  'When the skill asks something the Echo listens about 8 s: say nothing and Alexa repeats the',
  '  reprompt once, then the session ends (EXCEEDED_MAX_REPROMPTS) and a held burst goes on.',
  '  --listen-ms N sets the window (npm run chat -- --listen-ms 3000).',
  'Commands:',
  '  :end [n]   fast-forward the current burst to its end (n times)',
  '  :fail      make the current stream fail (PlaybackFailed)',
  '  :play :pause :next :prev   press the device buttons',
  '  :status    the player line (and how long the Echo still listens)',
  '  :cc        the caption showing now (Echo Show captions from the Play directive)',
  '  :screen on|off   an Echo Show (captions) or a speaker (the default; --screen starts with one)',
  '  :json      the last request/response pairs as JSON',
  '  :api       the Burst API calls of the last turn',
  '  :locale L  switch locale (en-US, en-GB, en-CA, en-AU, en-IN)',
  "  :zone Z    the Echo's time zone in the Alexa app (Z: America/Los_Angeles…; unset: none; locale:",
  '             the locale\'s, the default); "this morning", "yesterday" count in it. :zone   shows it',
  "  :routine  the skill's routine actions (custom tasks); :routine NAME [input] runs one, as a routine",
  '             would (a LaunchRequest with task): :routine PlayNews business · :routine PlayTopic electric cars',
  '             · :routine PlayTimedNews 5',
  '  :namefree on|off   name-free mode: a phrase without "ask burst voice" that names one of the',
  "             skill's intents is offered to it first (CanFulfillIntentRequest); off by default",
  '  :disable [persisted]   disable the skill in the Alexa app (SkillDisabled, NOT_PERSISTED by default)',
  '  :enable    enable it again (SkillEnabled; a new user id unless the disable was persisted)',
  '  :person NAME   NAME speaks from the next request on, recognized by voice: spoken requests carry',
  '             their person id (context.System.person) and Alexa says their name where the skill',
  '             asks her to (alexa:name); :person off   nobody recognized (the default); :person   who speaks',
  "  :store up|down|flaky   the skill's store from the next request on: working (the default), down",
  '             (every operation refused, as in an outage) or flaky (one in seven fails: throttled, or a',
  '             write whose answer is lost); follows and saves are never confirmed unless stored',
  '  :send TYPE   send a request of that type as Alexa would, e.g. :send Messaging.MessageReceived',
  '             (outside any session when the type never comes in one, else in the open session)',
  "  :allow notifications · :deny notifications   the Alexa app's permission switch for the skill",
  '             (SkillPermissionAccepted / SkillPermissionChanged)',
  '  :news WORDS   offline: the simulator has news about WORDS now (:news electric cars)',
  '  :notify   offline: run one notification pass now and print its summary',
  "  :notifications   read this account's new notifications as Alexa does, then mark them read",
  '             (or say "what are my notifications"); after a turn, a line says when the Echo\'s',
  '             notification light is on',
  '  :help      this text        :quit   leave',
];

const BUTTONS: Record<string, Button> = {
  ':play': 'Play',
  ':pause': 'Pause',
  ':next': 'Next',
  ':prev': 'Previous',
};

/** Runs the conversation until the input ends or `:quit`. */
export async function runChat(opts: ChatOptions): Promise<void> {
  const write = (lines: string | string[]) => {
    for (const l of Array.isArray(lines) ? lines : [lines]) opts.output.write(`${l}\n`);
  };
  const width = opts.width;
  // Turn lines are folded to the terminal; :json output is not, so it stays valid to copy.
  const writeTurn = (lines: string[]) => write(width ? lines.flatMap((l) => wrapLine(l, width)) : lines);
  const env = opts.env ?? process.env;
  let config;
  try {
    // The terminal Echo drives the skill in process and receives no Alexa requests, so the skill
    // id Express demands with a real key (to refuse other skills' requests) is the Echo's own.
    config = loadConfig({ SKILL_ID: DEFAULT_APPLICATION_ID, ...env, SKILL_PERSISTENCE: 'memory' }, 'express');
  } catch (err) {
    write(err instanceof ConfigError ? err.message : String(err));
    return;
  }
  const logger = createLogger({ level: 'silent' });
  const { api, baseUrl, stopSimulator: stopSim, sim } = await connectApi(config, logger, opts.simulator);
  const emulator = new EmulatorSession({
    api,
    listenerIdSecret: config.listenerIdSecret,
    logger,
    trackTime: true,
    ...(opts.locale ? { locale: opts.locale } : {}),
    // The flag, else EMULATOR_LISTEN_MS (checked with the rest of the configuration above).
    listenMs: opts.listenMs ?? config.emulatorListenMs,
    who: { screen: opts.screen === true },
    // Offline, notifications against the simulator's stand-ins (notifications.ts).
    ...(sim ? sessionNotifyParts(sim) : {}),
  });
  const notes = sim ? localNotifications(sim, emulator, api, logger) : undefined;
  write([
    `Burst Voice local Echo (${emulator.locale}) — ${stopSim ? 'offline, with the Burst API simulator' : `Burst API at ${baseUrl}`}.`,
    'Say "open burst voice" to begin; :help lists the commands.',
  ]);

  const rl = createInterface({ input: opts.input, terminal: false });
  const ask = () => {
    if (opts.prompt) opts.output.write('> ');
  };
  // What the device did by itself is printed once, in order, before anything that follows it.
  let printed = 0;
  let closed = false;
  const printEvents = (): boolean => {
    const events = emulator.eventsSince(printed);
    for (const e of events) writeTurn(formatSilence(e, emulator.listenMs));
    printed = events.at(-1)?.n ?? printed;
    return events.length > 0;
  };
  const writeAfterEvents = (lines: string[]) => {
    printEvents();
    writeTurn(lines);
  };
  const silence = new SilenceTimer(emulator, () => {
    if (closed) return;
    if (printEvents()) ask();
  });
  try {
    ask();
    for await (const raw of rl) {
      const line = raw.trim();
      if (line) {
        // Without a terminal the typed line is not shown: echo it so the transcript reads.
        if (!opts.prompt) write(`> ${line}`);
        silence.pause();
        const more = await handleLine(line, emulator, write, writeAfterEvents, notes);
        printEvents();
        if (!more) break;
        silence.arm();
      }
      ask();
    }
  } finally {
    // Input is over: no timer outlives the chat, and nothing is printed after it.
    closed = true;
    await silence.stop();
    rl.close();
    await stopSim?.();
  }
}

/**
 * Wakes the device when its listening window runs out, so the reprompt and the session's end
 * happen on time (then calls `printed`). Unreferenced: a pending window never keeps the process up.
 */
class SilenceTimer {
  private timer?: NodeJS.Timeout;
  private inFlight: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly emulator: EmulatorSession,
    private readonly printed: () => void,
  ) {}

  arm(): void {
    this.pause();
    const w = this.emulator.listening;
    if (!w || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.inFlight = this.emulator.poll().then(
        () => {
          if (this.stopped) return;
          this.printed();
          this.arm();
        },
        () => undefined,
      );
    }, w.remainingMs + 1);
    this.timer.unref();
  }

  pause(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pause();
    await this.inFlight;
  }
}

// Kept here too: the chat's tests (and anyone who imported it from the chat) read it from here.
export { notificationsSaid } from './notifications';

/** The Echo's yellow light: on while the account has unread notifications. */
function lightLine(notes: LocalNotifications | undefined, emulator: EmulatorSession): string[] {
  const unread = unreadNotifications(notes, emulator.account.userId);
  return unread > 0 ? [`  (the notification light is on: ${unread} new)`] : [];
}

const NOTIFICATIONS_OFF =
  '  notifications are off: the chat runs them only offline, against the built-in simulator (no BURST_API_KEY)';

/** One line of input; false when the conversation should end. */
async function handleLine(
  line: string,
  emulator: EmulatorSession,
  write: (lines: string | string[]) => void,
  writeTurn: (lines: string[]) => void,
  notes?: LocalNotifications,
): Promise<boolean> {
  try {
    if (!line.startsWith(':')) {
      writeTurn(formatTurn(await emulator.say(line)));
      write(lightLine(notes, emulator));
      return true;
    }
    const [cmd = '', arg] = line.split(/\s+/, 2);
    const button = BUTTONS[cmd];
    if (button) {
      writeTurn(formatTurn(await emulator.press(button)));
      return true;
    }
    switch (cmd) {
      case ':quit':
      case ':exit':
      case ':q':
        write('Bye.');
        return false;
      case ':help':
        write(CHAT_HELP);
        return true;
      case ':end': {
        const times = Math.min(Math.max(1, Number(arg ?? '1') || 1), 100);
        for (let i = 0; i < times; i++) {
          if (emulator.device.activity !== 'PLAYING') break;
          writeTurn(formatTurn(await emulator.finishCurrent()));
        }
        return true;
      }
      case ':fail':
        writeTurn(formatTurn(await emulator.failCurrent()));
        return true;
      case ':cc': {
        const cue = emulator.currentCue();
        const has = emulator.captionCues().cues.length > 0;
        write(
          cue
            ? `  ¶ ${cue.text.replace(/\n/g, ' / ')}`
            : has
              ? '  ¶ (no caption at this moment)'
              : '  ¶ (this stream has no captions)',
        );
        return true;
      }
      case ':screen': {
        if (arg === 'on' || arg === 'off') emulator.setScreen(arg === 'on');
        write(
          `  ${emulator.screen ? 'a device with a screen (captions shown)' : 'a speaker (no screen, no captions)'}`,
        );
        return true;
      }
      case ':status':
        write(`  ${formatPlayer(await emulator.playerView())}`);
        if (emulator.listening) write(formatListening(emulator.listening));
        if (!emulator.account.enabled) writeTurn([formatAccount(emulator.account)]);
        write(`  name-free: ${emulator.nameFree ? 'on' : 'off'}`);
        write(personLine(emulator, ''));
        if (emulator.storeMode !== 'up') write(`  store: ${STORE_WORDS[emulator.storeMode]}`);
        return true;
      case ':disable':
        if (arg !== undefined && arg.toLowerCase() !== 'persisted') {
          write('  :disable takes nothing (NOT_PERSISTED) or "persisted"');
          return true;
        }
        writeTurn(formatTurn(await emulator.disableSkill(arg ? 'PERSISTED' : 'NOT_PERSISTED')));
        writeTurn([formatAccount(emulator.account)]);
        return true;
      case ':enable':
        writeTurn(formatTurn(await emulator.enableSkill()));
        writeTurn([formatAccount(emulator.account)]);
        return true;
      case ':routine': {
        // The task's input is the rest of the line, spaces and all ("electric cars").
        const rest = line.slice(cmd.length).trim();
        if (!rest) {
          write(emulator.tasks().map((t) => `  ${formatTask(t)}`));
          return true;
        }
        const [name = '', ...input] = rest.split(/\s+/);
        writeTurn(formatTurn(await emulator.runTask(name, input.join(' '))));
        return true;
      }
      case ':namefree':
        if (arg !== undefined && arg !== 'on' && arg !== 'off') {
          write('  :namefree takes on or off');
          return true;
        }
        if (arg) emulator.nameFree = arg === 'on';
        write(
          `  name-free: ${emulator.nameFree ? 'on (phrases for the skill without its name are offered to it first)' : 'off (strict routing: only "ask/open burst voice" reaches the skill)'}`,
        );
        return true;
      case ':person':
        write(personLine(emulator, line.slice(cmd.length).trim()));
        return true;
      case ':store':
        if (arg !== undefined && !isStoreMode(arg)) {
          write('  :store takes up, down or flaky');
          return true;
        }
        if (arg) emulator.setStoreMode(arg);
        write(`  store: ${STORE_WORDS[emulator.storeMode]}`);
        return true;
      case ':send': {
        // The whole rest of the line: a type with a space in it is refused, not cut short.
        const type = line.slice(cmd.length).trim();
        if (!type) {
          write('  :send takes a request type, for example :send Reminders.ReminderCreated');
          return true;
        }
        const turn = await emulator.sendRequest(type);
        writeTurn(formatTurn(turn));
        // An empty reply shows nothing else: say so, it is the answer.
        if (!turn.error && turn.speech === undefined && !turn.alexa)
          write('  (an empty reply: nothing said)');
        return true;
      }
      case ':allow':
      case ':deny':
        if (arg !== 'notifications') {
          write(`  ${cmd} takes "notifications" (the one permission the skill asks for)`);
          return true;
        }
        writeTurn(formatTurn(await emulator.setPermission(NOTIFICATIONS_SCOPE, cmd === ':allow')));
        write(`  notifications permission: ${cmd === ':allow' ? 'granted' : 'off'}`);
        return true;
      case ':news': {
        const words = line.slice(cmd.length).trim();
        if (!notes) write(NOTIFICATIONS_OFF);
        else if (!words) write('  :news takes words, for example :news electric cars');
        else write(`  news now about ${words}: “${notes.sim.control.newsNow({ words }).title}”`);
        return true;
      }
      case ':notify':
        if (!notes) write(NOTIFICATIONS_OFF);
        else write([`  ${passLine(await notes.notifier.runPass())}`, ...lightLine(notes, emulator)]);
        return true;
      case ':notifications':
        if (!notes) write(NOTIFICATIONS_OFF);
        else write(`  Alexa: ${readNotifications(notes.sim, emulator.account.userId, emulator.locale)}`);
        return true;
      case ':json':
        write(JSON.stringify(lastPairs(emulator.lastTurn), null, 2));
        return true;
      case ':api':
        writeTurn(formatApiCalls(emulator.lastTurn?.exchanges.flatMap((e) => e.apiCalls) ?? []));
        return true;
      case ':locale':
        emulator.setLocale(arg ?? 'en-US');
        write(`  locale: ${emulator.locale}`);
        return true;
      case ':zone':
        if (arg) emulator.setTimeZone(arg === 'locale' ? undefined : arg);
        write(`  time zone: ${emulator.timeZone ?? 'none set (the skill counts days in the locale’s)'}`);
        return true;
      default:
        write(`  unknown command ${cmd}; :help lists them`);
        return true;
    }
  } catch (err) {
    write(`  ⚠ ${err instanceof EmulatorError || err instanceof Error ? err.message : String(err)}`);
    return true;
  }
}

/**
 * `:person NAME` makes NAME the recognized speaker, `:person off` nobody, `:person` alone asks; the
 * answer says who speaks now. A name the Alexa app would not take throws (an EmulatorError).
 */
function personLine(emulator: EmulatorSession, arg: string): string {
  if (arg.toLowerCase() === 'off') emulator.setPerson(undefined);
  else if (arg) emulator.setPerson(arg);
  const name = emulator.person;
  return name
    ? `  speaking: ${name}, recognized by voice (person ${emulator.personId ?? ''})`
    : '  speaking: nobody recognized (no context.System.person)';
}

function lastPairs(turn: EmulatorTurn | undefined): unknown {
  return (turn?.exchanges ?? []).map((e) => ({ request: e.request, response: e.reply }));
}

/** A listening window in ms from text (the chat's flag); one sentence when bad. */
export function parseListenMs(value: string, name = '--listen-ms'): number {
  const ms = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || ms < LISTEN_MS.min || ms > LISTEN_MS.max)
    throw new EmulatorError(
      `${name} must be a whole number of milliseconds from ${LISTEN_MS.min} to ${LISTEN_MS.max} (an Echo listens about ${DEFAULT_LISTEN_MS}); got "${value}"`,
    );
  return ms;
}

/**
 * The listening window from the command line: `--listen-ms N` or `--listen-ms=N` after `--`, or
 * what npm makes of `npm run chat --listen-ms N` (npm_config_listen_ms, and N left as an argument).
 */
export function listenMsArg(argv: readonly string[], env: NodeJS.ProcessEnv): number | undefined {
  const i = argv.indexOf('--listen-ms');
  const eq = argv.find((a) => a.startsWith('--listen-ms='));
  const npm = env.npm_config_listen_ms;
  const value =
    i >= 0
      ? (argv[i + 1] ?? '')
      : eq !== undefined
        ? eq.slice('--listen-ms='.length)
        : npm === 'true'
          ? (argv.find((a) => /^\d+$/.test(a)) ?? '')
          : npm;
  return value === undefined ? undefined : parseListenMs(value);
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--locale');
  const locale = i >= 0 ? argv[i + 1] : process.env.CHAT_LOCALE;
  let listenMs: number | undefined;
  try {
    listenMs = listenMsArg(argv, process.env);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  }
  runChat({
    input: process.stdin,
    output: process.stdout,
    prompt: process.stdin.isTTY === true,
    ...(process.stdout.isTTY && process.stdout.columns ? { width: process.stdout.columns } : {}),
    ...(locale ? { locale } : {}),
    ...(listenMs !== undefined ? { listenMs } : {}),
    screen: argv.includes('--screen'),
  }).then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`chat failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
}
