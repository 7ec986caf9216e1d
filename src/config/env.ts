// Configuration from the environment, validated once at start-up. A bad value stops start-up with
// one sentence naming the variable and what is allowed (README, Configuration); a secret's
// value never appears in a message.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { DEFAULT_API_BASE_URL, DEFAULT_TRACK_PATH } from './api-defaults';
import { DEFAULT_RETENTION_DAYS, LISTEN_MS, MAX_DAILY_NOTIFICATIONS } from './limits';
import { LOG_LEVELS, type LogLevel } from '../util/logger';

export { DEFAULT_API_BASE_URL };

export type HostTarget = 'express' | 'lambda';
export type PersistenceKind = 'memory' | 'sqlite' | 'dynamodb';
export type EmulatorSetting = 'auto' | 'on' | 'off';

export const DEFAULT_DB_PATH = './data/burst-voice.db';
/** For runs outside the stack (local DynamoDB); on Lambda the template passes its own table in DYNAMODB_TABLE. */
export const DEFAULT_DYNAMODB_TABLE = 'burst-voice-attributes';
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
/**
 * The adapter's own body parser (body-parser `text()` inside ask-sdk-express-adapter) refuses
 * bodies over its default 100 KB, so a larger limit could not take effect. Alexa requests are a
 * few KB.
 */
export const MAX_BODY_BYTES_CEILING = 100 * 1024;
export const MIN_BODY_BYTES = 1024;
export const DEFAULT_MAX_BODY_BYTES = MAX_BODY_BYTES_CEILING;
/**
 * Development-only hashing secret. It is public (it is in the source), so anyone could recompute
 * listener ids from Alexa user ids with it; it is therefore refused once a real API key is set,
 * because then the ids leave the machine (registration and listen tracking at the Burst API).
 */
export const DEV_LISTENER_ID_SECRET = 'burst-voice-development-secret-not-for-production';
export const MIN_SECRET_LENGTH = 16;

export interface AppConfig {
  target: HostTarget;
  /** Unset → the embedded simulator (Express only). */
  apiKey?: string;
  apiBaseUrl: string;
  apiMode: 'simulator' | 'api';
  /** Listen-report path on the API origin; null = reports off (BURST_TRACK_PATH=off). */
  trackPath: string | null;
  skillId?: string;
  persistence: PersistenceKind;
  dbPath: string;
  dynamoTable: string;
  host: string;
  port: number;
  logLevel: LogLevel;
  listenerIdSecret: string;
  listenerIdSecretIsDefault: boolean;
  emulatorSetting: EmulatorSetting;
  /** Resolved: the local emulator page is mounted (never on Lambda). */
  emulator: boolean;
  /** The local Echo page is a device with a screen (EMULATOR_SCREEN, default on): captions. */
  emulatorScreen: boolean;
  /** How long the local Echo listens after a question before the reprompt (EMULATOR_LISTEN_MS). */
  emulatorListenMs: number;
  maxBodyBytes: number;
  /** Express worker processes behind one port (WORKERS; `auto` = the machine's cores). */
  workers: number;
  /** Days a listener's records are kept after their last change (RETENTION_DAYS). */
  retentionDays: number;
  /** Who runs this deployment: shown on /privacy and /terms, filled into the manifest at deploy. */
  publication: Publication;
  /**
   * Share of the built-in simulator's stories given a re-air or wire copy (SIM_REAIR_RATE, 0..1);
   * unset: the simulator's own default (docs/api-gaps.md, "Re-airs and wire copies").
   */
  simReairRate?: number;
  /**
   * CloudWatch namespace of the Lambda host's EMF metrics (METRICS_NAMESPACE, the stack's
   * MetricsNamespace); unset: src/metrics/emf.ts EMF_NAMESPACE.
   */
  metricsNamespace?: string;
  /** Notifications (docs/notifications.md): set only when ALEXA_CLIENT_ID is. */
  notify?: NotifyConfig;
}

/** The skill's messaging credentials and how often and how much to notify. */
export interface NotifyConfig {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  stage: 'development' | 'live';
  everyMinutes: number;
  dailyLimit: number;
  /**
   * PROACTIVE_EVENTS_ORIGIN: a loopback stand-in for Amazon's three regional origins (the
   * simulator, in tests); unset in production, where events go to Amazon's only.
   */
  eventsOrigin?: string;
}

/** NOTIFY_EVERY_MINUTES and NOTIFY_DAILY_LIMIT when unset. */
export const NOTIFY_DEFAULTS = { everyMinutes: 15, dailyLimit: 1 } as const;

/** Amazon's Login with Amazon token endpoint (Proactive Events: "Get an access token"). */
export const DEFAULT_LWA_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';

/** Operator details for the privacy policy, the terms and the published manifest. */
export interface Publication {
  operatorName?: string;
  /** An e-mail address or an https URL where listeners reach the operator. */
  operatorContact?: string;
  /** The https origin Alexa and listeners reach this host at (endpoint, /privacy, /terms). */
  publicBaseUrl?: string;
}

/** Ten years: a longer retention is a typo, not a policy. */
export const MAX_RETENTION_DAYS = 3650;

/** More processes than this on one machine is a typo, not a plan. */
export const MAX_WORKERS = 64;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

/** Values safe to show on /health and in the start-up log: no key, no secret. */
export interface ConfigSummary {
  target: HostTarget;
  apiMode: 'simulator' | 'api';
  apiBaseUrl?: string;
  skillIdEnforced: boolean;
  persistence: PersistenceKind;
  dynamoTable?: string;
  logLevel: LogLevel;
  emulator: boolean;
  listenerIdSecret: 'configured' | 'development-default';
  workers: number;
  retentionDays: number;
}

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export function loadConfig(env: NodeJS.ProcessEnv, target: HostTarget): AppConfig {
  const apiKey = readApiKey(env, target);
  const apiBaseUrl = readBaseUrl(env);
  const trackPath = readTrackPath(env);
  const skillId = readSkillId(env, apiKey, target);
  const persistence = readPersistence(env, target);
  const dbPath = read(env, 'SKILL_DB_PATH') ?? DEFAULT_DB_PATH;
  if (dbPath.includes('\0')) fail('SKILL_DB_PATH', 'SKILL_DB_PATH must be a file path.');
  const dynamoTable = readTable(env);
  const host = readHost(env);
  const port = readInt(env, 'PORT', DEFAULT_PORT, 0, 65535);
  const logLevel = readEnum(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  const secret = readSecret(env, apiKey);
  const emulatorSetting = readEnum<EmulatorSetting>(env, 'EMULATOR', ['auto', 'on', 'off'], 'auto');
  // The emulator drives the skill without Alexa's request signature, so it may only listen on a
  // loopback interface; `auto` turns it on exactly then.
  if (emulatorSetting === 'on' && target === 'express' && !isLoopbackHost(host)) {
    fail(
      'EMULATOR',
      `EMULATOR=on needs a loopback HOST such as 127.0.0.1, because the emulator bypasses Alexa's request signature (HOST is "${host}").`,
    );
  }
  const workers = readWorkers(env, target, persistence);
  // The page's device and session live in one process: with several workers its requests would
  // land on different ones. `auto` therefore means one worker and a loopback HOST.
  if (emulatorSetting === 'on' && workers > 1) {
    fail(
      'EMULATOR',
      `EMULATOR=on needs WORKERS=1, because the local Echo page keeps its device in one process (WORKERS is ${workers}).`,
    );
  }
  const emulator =
    target === 'express' &&
    (emulatorSetting === 'on' || (emulatorSetting === 'auto' && isLoopbackHost(host) && workers === 1));
  const simReairRate = readSimReairRate(env);
  const metricsNamespace = readMetricsNamespace(env);
  const notify = readNotify(env);
  const maxBodyBytes = readInt(
    env,
    'MAX_BODY_BYTES',
    DEFAULT_MAX_BODY_BYTES,
    MIN_BODY_BYTES,
    MAX_BODY_BYTES_CEILING,
  );
  return {
    target,
    ...(apiKey !== undefined ? { apiKey } : {}),
    apiBaseUrl,
    apiMode: apiKey === undefined ? 'simulator' : 'api',
    trackPath,
    ...(skillId !== undefined ? { skillId } : {}),
    persistence,
    dbPath,
    dynamoTable,
    host,
    port,
    logLevel,
    listenerIdSecret: secret.value,
    listenerIdSecretIsDefault: secret.isDefault,
    emulatorSetting,
    emulator,
    emulatorScreen: readEnum(env, 'EMULATOR_SCREEN', ['on', 'off'], 'on') === 'on',
    emulatorListenMs: readInt(env, 'EMULATOR_LISTEN_MS', LISTEN_MS.default, LISTEN_MS.min, LISTEN_MS.max),
    maxBodyBytes,
    workers,
    retentionDays: readRetentionDays(env),
    publication: loadPublication(env),
    ...(simReairRate !== undefined ? { simReairRate } : {}),
    ...(metricsNamespace !== undefined ? { metricsNamespace } : {}),
    ...(notify ? { notify } : {}),
  };
}

/**
 * ALEXA_CLIENT_ID / ALEXA_CLIENT_SECRET (developer console, Permissions, Alexa Skill Messaging),
 * LWA_TOKEN_URL, PROACTIVE_EVENTS_STAGE, NOTIFY_EVERY_MINUTES, NOTIFY_DAILY_LIMIT. No client id:
 * notifications are off, and the skill says so when asked for one.
 */
function readNotify(env: NodeJS.ProcessEnv): NotifyConfig | undefined {
  const clientId = read(env, 'ALEXA_CLIENT_ID');
  if (clientId === undefined) return undefined;
  const clientSecret = read(env, 'ALEXA_CLIENT_SECRET');
  if (clientSecret === undefined)
    fail('ALEXA_CLIENT_SECRET', 'ALEXA_CLIENT_SECRET is required when ALEXA_CLIENT_ID is set.');
  const tokenUrl = read(env, 'LWA_TOKEN_URL') ?? DEFAULT_LWA_TOKEN_URL;
  let url: URL | undefined;
  try {
    url = new URL(tokenUrl);
  } catch {
    url = undefined;
  }
  // The client secret goes there: https only, except a loopback simulator.
  if (!url || (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))))
    fail('LWA_TOKEN_URL', `LWA_TOKEN_URL must be an https URL (got ${shown(tokenUrl)}).`);
  // The access token goes there: only Amazon's origins, or a simulator on this machine.
  const eventsOrigin = read(env, 'PROACTIVE_EVENTS_ORIGIN');
  let origin: URL | undefined;
  try {
    origin = eventsOrigin === undefined ? undefined : new URL(eventsOrigin);
  } catch {
    origin = undefined;
  }
  if (
    eventsOrigin !== undefined &&
    (!origin || !/^https?:$/.test(origin.protocol) || !isLoopbackHost(origin.hostname))
  )
    fail(
      'PROACTIVE_EVENTS_ORIGIN',
      `PROACTIVE_EVENTS_ORIGIN is for a simulator on this machine: a loopback URL such as http://127.0.0.1:4010 (got ${shown(eventsOrigin)}).`,
    );
  return {
    clientId,
    clientSecret,
    tokenUrl,
    stage: readEnum(env, 'PROACTIVE_EVENTS_STAGE', ['development', 'live'], 'development'),
    everyMinutes: readInt(env, 'NOTIFY_EVERY_MINUTES', NOTIFY_DEFAULTS.everyMinutes, 5, 1440),
    dailyLimit: readInt(env, 'NOTIFY_DAILY_LIMIT', NOTIFY_DEFAULTS.dailyLimit, 1, MAX_DAILY_NOTIFICATIONS),
    ...(origin ? { eventsOrigin: origin.origin } : {}),
  };
}

/**
 * METRICS_NAMESPACE: CloudWatch's rule for a namespace (letters, digits and `. - _ / # :` or
 * spaces, at most 255, and never `AWS/`, which is AWS's own). Two stacks in one account and region
 * need two namespaces, or each one's alarms would count the other's requests.
 */
function readMetricsNamespace(env: NodeJS.ProcessEnv): string | undefined {
  const v = read(env, 'METRICS_NAMESPACE');
  if (v === undefined) return undefined;
  if (!/^[A-Za-z0-9._/#: -]{1,255}$/.test(v) || /^aws\//i.test(v)) {
    fail(
      'METRICS_NAMESPACE',
      `METRICS_NAMESPACE must be a CloudWatch namespace: letters, digits, spaces and . - _ / # : (at most 255), not starting with AWS/ (got ${shown(v)}).`,
    );
  }
  return v;
}

/**
 * ALEXA_NAME_FREE (the deploy step): `on` keeps the models' name-free phrases, which Amazon accepts
 * only from a live skill it made eligible (docs/alexa-rules.md, "CanFulfillIntentRequest and
 * name-free requests"); off by default.
 */
export function readNameFree(env: NodeJS.ProcessEnv): boolean {
  return readEnum(env, 'ALEXA_NAME_FREE', ['on', 'off'], 'off') === 'on';
}

/**
 * SIM_REAIR_RATE (also read alone by `npm run sim`): the share of the simulator's stories that get
 * one extra copy under another burst id, a number from 0 to 1; undefined when unset.
 */
export function readSimReairRate(env: NodeJS.ProcessEnv): number | undefined {
  const v = read(env, 'SIM_REAIR_RATE');
  if (v === undefined) return undefined;
  const n = /^(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : NaN;
  if (!(n >= 0 && n <= 1)) {
    fail('SIM_REAIR_RATE', `SIM_REAIR_RATE must be a number from 0 to 1, such as 0.15 (got ${shown(v)}).`);
  }
  return n;
}

/** RETENTION_DAYS (also read alone by the certification check for the privacy page). */
export function readRetentionDays(env: NodeJS.ProcessEnv): number {
  return readInt(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1, MAX_RETENTION_DAYS);
}

/** OPERATOR_NAME, OPERATOR_CONTACT and PUBLIC_BASE_URL (also read alone by the deploy check). */
export function loadPublication(env: NodeJS.ProcessEnv): Publication {
  const operatorName = read(env, 'OPERATOR_NAME');
  if (operatorName !== undefined && (operatorName.length > 100 || /[<>\p{Cc}]/u.test(operatorName))) {
    fail('OPERATOR_NAME', 'OPERATOR_NAME must be a plain name of at most 100 characters.');
  }
  const operatorContact = read(env, 'OPERATOR_CONTACT');
  if (
    operatorContact !== undefined &&
    !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(operatorContact) &&
    !/^https:\/\/[^\s<>"]+$/.test(operatorContact)
  ) {
    fail(
      'OPERATOR_CONTACT',
      `OPERATOR_CONTACT must be an e-mail address or an https URL (got ${shown(operatorContact)}).`,
    );
  }
  const publicBaseUrl = readPublicBaseUrl(env);
  return {
    ...(operatorName !== undefined ? { operatorName } : {}),
    ...(operatorContact !== undefined ? { operatorContact } : {}),
    ...(publicBaseUrl !== undefined ? { publicBaseUrl } : {}),
  };
}

function readPublicBaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'PUBLIC_BASE_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // Alexa calls only https endpoints; a path, query or credentials would end up in every URL.
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    return fail(
      'PUBLIC_BASE_URL',
      `PUBLIC_BASE_URL must be an https origin such as https://voice.example.org (got ${shown(raw)}).`,
    );
  }
  if (url.pathname !== '/') {
    fail('PUBLIC_BASE_URL', 'PUBLIC_BASE_URL must be an origin without a path.');
  }
  return url.origin;
}

export function describeConfig(cfg: AppConfig): ConfigSummary {
  return {
    target: cfg.target,
    apiMode: cfg.apiMode,
    ...(cfg.apiMode === 'api' ? { apiBaseUrl: cfg.apiBaseUrl } : {}),
    skillIdEnforced: cfg.skillId !== undefined,
    persistence: cfg.persistence,
    ...(cfg.persistence === 'dynamodb' ? { dynamoTable: cfg.dynamoTable } : {}),
    logLevel: cfg.logLevel,
    emulator: cfg.emulator,
    listenerIdSecret: cfg.listenerIdSecretIsDefault ? 'development-default' : 'configured',
    workers: cfg.workers,
    retentionDays: cfg.retentionDays,
  };
}

function fail(variable: string, message: string): never {
  throw new ConfigError(variable, message);
}

/** An empty or blank variable counts as unset (`FOO=` in a .env file or compose file). */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name];
  if (v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

/** Quotes a user value for a message, cut short so a pasted blob cannot flood the log. */
function shown(v: string): string {
  return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
}

function readApiKey(env: NodeJS.ProcessEnv, target: HostTarget): string | undefined {
  const key = read(env, 'BURST_API_KEY');
  if (key === undefined) {
    // The simulator never ships in the Lambda bundle, so Lambda has nothing to fall back on.
    if (target === 'lambda')
      fail('BURST_API_KEY', 'BURST_API_KEY is required on Lambda (the simulator is not bundled).');
    return undefined;
  }
  if (!/^[\x21-\x7e]+$/.test(key) || key.length > 256) {
    fail('BURST_API_KEY', 'BURST_API_KEY must be printable characters without spaces, at most 256 of them.');
  }
  return key;
}

function readBaseUrl(env: NodeJS.ProcessEnv): string {
  const raw = read(env, 'BURST_API_BASE_URL');
  if (raw === undefined) return DEFAULT_API_BASE_URL;
  const what = `BURST_API_BASE_URL must be an http(s) URL such as ${DEFAULT_API_BASE_URL}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('BURST_API_BASE_URL', `${what} (got ${shown(raw)}).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail('BURST_API_BASE_URL', `${what} (got ${shown(raw)}).`);
  // A URL with credentials, a query or a fragment would leak or be silently dropped by the client.
  if (url.username || url.password || url.search || url.hash) {
    fail(
      'BURST_API_BASE_URL',
      'BURST_API_BASE_URL must be a plain origin without credentials, query or fragment.',
    );
  }
  // The subscription key travels in a header: only loopback (the simulator, tests) may be plain http.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    fail(
      'BURST_API_BASE_URL',
      `BURST_API_BASE_URL must use https unless its host is loopback (got ${shown(raw)}).`,
    );
  }
  return url.toString().replace(/\/+$/, '');
}

/** The listen-report endpoint is unconfirmed (docs/api-gaps.md): its path can move or be turned off. */
function readTrackPath(env: NodeJS.ProcessEnv): string | null {
  const v = read(env, 'BURST_TRACK_PATH');
  if (v === undefined) return DEFAULT_TRACK_PATH;
  if (v.toLowerCase() === 'off') return null;
  // A plain path only: a query or another origin would change where the listener id is sent.
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(v) || v.length > 200) {
    fail(
      'BURST_TRACK_PATH',
      `BURST_TRACK_PATH must be a path such as ${DEFAULT_TRACK_PATH}, or off (got ${shown(v)}).`,
    );
  }
  return v;
}

/** WORKERS: processes serving one port; Lambda scales by itself, so it is always 1 there. */
function readWorkers(env: NodeJS.ProcessEnv, target: HostTarget, persistence: PersistenceKind): number {
  if (target === 'lambda') return 1;
  const v = read(env, 'WORKERS');
  const cores = availableParallelism();
  const n = v === undefined ? 1 : v.toLowerCase() === 'auto' ? cores : /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_WORKERS) {
    fail(
      'WORKERS',
      `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto for one per core (got ${shown(v ?? '')}).`,
    );
  }
  // Each worker would keep its own listeners in memory: a listener's next request, answered by
  // another worker, would find nothing.
  if (n > 1 && persistence === 'memory') {
    fail(
      'WORKERS',
      `WORKERS=${v ?? n} needs SKILL_PERSISTENCE=sqlite or dynamodb, because the memory store is private to each worker process.`,
    );
  }
  return n;
}

function readSkillId(
  env: NodeJS.ProcessEnv,
  apiKey: string | undefined,
  target: HostTarget,
): string | undefined {
  const id = read(env, 'SKILL_ID');
  if (id === undefined) {
    // A valid signature only proves Alexa sent the request, not that it was sent for this skill:
    // without the id, any skill's requests would spend the real key (certification: security).
    // On Lambda the stack passes it in; without a key, only the simulator is at stake.
    if (apiKey !== undefined && target === 'express') {
      fail(
        'SKILL_ID',
        'SKILL_ID is required when BURST_API_KEY is set (your skill id, amzn1.ask.skill.…, from the developer console).',
      );
    }
    return undefined;
  }
  if (!/^amzn1\.ask\.skill\.[A-Za-z0-9-]+$/.test(id)) {
    fail('SKILL_ID', `SKILL_ID must look like amzn1.ask.skill.<id> (got ${shown(id)}).`);
  }
  return id;
}

function readPersistence(env: NodeJS.ProcessEnv, target: HostTarget): PersistenceKind {
  // better-sqlite3 is a native module left out of the Lambda bundle, and Lambda's disk is ephemeral.
  const allowed: PersistenceKind[] =
    target === 'lambda' ? ['memory', 'dynamodb'] : ['memory', 'sqlite', 'dynamodb'];
  const fallback: PersistenceKind = target === 'lambda' ? 'dynamodb' : 'sqlite';
  const v = read(env, 'SKILL_PERSISTENCE');
  if (v === undefined) return fallback;
  const found = allowed.find((k) => k === v);
  if (found === undefined) {
    const where = target === 'lambda' ? ' on Lambda' : '';
    fail(
      'SKILL_PERSISTENCE',
      `SKILL_PERSISTENCE must be one of ${allowed.join(', ')}${where} (got ${shown(v)}).`,
    );
  }
  return found;
}

function readTable(env: NodeJS.ProcessEnv): string {
  const v = read(env, 'DYNAMODB_TABLE');
  if (v === undefined) return DEFAULT_DYNAMODB_TABLE;
  // DynamoDB's naming rule for tables.
  if (!/^[A-Za-z0-9_.-]{3,255}$/.test(v)) {
    fail(
      'DYNAMODB_TABLE',
      `DYNAMODB_TABLE must be 3 to 255 letters, digits, "_", "-" or "." (got ${shown(v)}).`,
    );
  }
  return v;
}

function readHost(env: NodeJS.ProcessEnv): string {
  const v = read(env, 'HOST');
  if (v === undefined) return DEFAULT_HOST;
  const hostname =
    /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
  if (isIP(v) === 0 && !hostname.test(v)) {
    fail('HOST', `HOST must be an IP address or host name such as 127.0.0.1 or 0.0.0.0 (got ${shown(v)}).`);
  }
  return v;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const v = read(env, name);
  if (v === undefined) return fallback;
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    fail(name, `${name} must be a whole number from ${min} to ${max} (got ${shown(v)}).`);
  }
  return n;
}

function readEnum<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = read(env, name);
  if (v === undefined) return fallback;
  const found = allowed.find((a) => a === v.toLowerCase());
  if (found === undefined) fail(name, `${name} must be one of ${allowed.join(', ')} (got ${shown(v)}).`);
  return found;
}

function readSecret(
  env: NodeJS.ProcessEnv,
  apiKey: string | undefined,
): { value: string; isDefault: boolean } {
  const v = read(env, 'LISTENER_ID_SECRET');
  if (v === undefined) {
    // See DEV_LISTENER_ID_SECRET: with a real key the ids reach the Burst API, so a public secret
    // would let anyone link them back to Alexa user ids.
    if (apiKey !== undefined) {
      fail(
        'LISTENER_ID_SECRET',
        `LISTENER_ID_SECRET is required when BURST_API_KEY is set (a random string of at least ${MIN_SECRET_LENGTH} characters).`,
      );
    }
    return { value: DEV_LISTENER_ID_SECRET, isDefault: true };
  }
  if (v.length < MIN_SECRET_LENGTH) {
    fail('LISTENER_ID_SECRET', `LISTENER_ID_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (apiKey !== undefined && v === DEV_LISTENER_ID_SECRET) {
    fail(
      'LISTENER_ID_SECRET',
      'LISTENER_ID_SECRET must not be the development default when BURST_API_KEY is set.',
    );
  }
  return { value: v, isDefault: v === DEV_LISTENER_ID_SECRET };
}
