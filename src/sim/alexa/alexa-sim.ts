// Amazon's side of Alexa notifications, offline: LWA tokens, the Proactive Events endpoint of each
// region and the notifications it accepted. Plain state with no I/O (alexa-http.ts speaks HTTP),
// so the emulator, running the sim in its own process, reads notifications with a call.
import type { Clock } from '../../util/clock';
import { checkEvent } from './event-rules';
import type { AlexaRegion, EventStage } from './event-types';
import { MULTICAST_USER, NotificationInbox, type DeliveredEvent, type Which } from './inbox';
import { LwaTokens, type LwaClient, type TokenReply } from './lwa';
import { FALLBACK_LOCALE, notificationText } from './notification-text';

/** referenceIds remembered for the duplicate check, over all regions (the oldest forgotten first). */
const MAX_REFERENCE_IDS = 10_000;
/** Retry-After of an injected 429 when none is given. */
const DEFAULT_RETRY_AFTER_SEC = 1;

export interface AlexaSimOptions {
  /** Accept only this client id and secret at the token endpoint (default: any non-empty ones). */
  client?: LwaClient;
}

/** A delivered event with what Alexa would read for it. */
export interface SimNotification extends DeliveredEvent {
  referenceId: string;
  text: string;
}

/** Makes the next `times` event POSTs answer `status` (429 with Retry-After: retryAfterSec). */
export interface EventFault {
  status: 429 | 500;
  times: number;
  retryAfterSec?: number;
}

export interface AlexaSimState {
  live: boolean;
  tokenLifetimeSec: number;
  tokensIssued: number;
  clientConfigured: boolean;
  eventFault: { status: 429 | 500; remaining: number; retryAfterSec?: number } | null;
  notifications: number;
}

/** The in-process API (the emulator, tests). */
export interface AlexaSimulator {
  /** A user's notifications over all regions: unread only (default), or all with the unread first. */
  notifications(userId: string, opts?: { which?: Which; locale?: string }): SimNotification[];
  /** Marks all of a user's notifications read; how many were unread. */
  markRead(userId: string): number;
  /** Forgets notifications, referenceIds and tokens, and puts every switch back. */
  clear(): void;
  /** Whether the live path (`/v1/proactiveEvents`) accepts events; the development stage always does. */
  setLive(live: boolean): void;
  /** `expires_in` of the tokens issued from now on (0: expired at once). */
  setTokenLifetime(seconds: number): void;
  /** The only client id and secret the token endpoint accepts; undefined accepts any non-empty pair. */
  setClient(client: LwaClient | undefined): void;
  failEvents(fault: EventFault): void;
  readonly tokensIssued: number;
  state(): AlexaSimState;
}

export interface EventRequest {
  region: AlexaRegion;
  stage: EventStage;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The raw body. */
  text: string;
}

export interface AlexaReply {
  status: number;
  /** Undefined: an empty body (202). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** `application/json` of `application/json; charset=utf-8`. */
export const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const message = (status: number, text: string, headers?: Record<string, string>): AlexaReply => ({
  status,
  body: { message: text },
  ...(headers ? { headers } : {}),
});

export class AlexaSim implements AlexaSimulator {
  private readonly tokens: LwaTokens;
  private readonly inbox = new NotificationInbox();
  /** `<region> <referenceId>` of accepted events, in acceptance order. */
  private referenceIds = new Set<string>();
  private live = false;
  private fault: AlexaSimState['eventFault'] = null;

  constructor(
    private readonly clock: Clock,
    private readonly opts: AlexaSimOptions = {},
  ) {
    this.tokens = new LwaTokens(clock, opts.client);
  }

  /** POST /auth/o2/token with its form fields. */
  token(form: URLSearchParams): TokenReply {
    return this.tokens.request(form);
  }

  /** One event POST: token, injected faults, stage, then Amazon's rules; 202 when accepted and kept. */
  receive(req: EventRequest): AlexaReply {
    const auth = this.tokens.check(req.authorization);
    if (auth === 'missing') return message(401, 'Authorization: Bearer <access token> is required');
    if (auth === 'unknown') return message(401, 'The access token is not valid');
    if (auth === 'expired') return message(401, 'The access token has expired');
    const fault = this.takeFault();
    if (fault) return fault;
    if (mediaType(req.contentType) !== 'application/json')
      return message(415, 'Content-Type must be application/json');
    let body: unknown;
    try {
      body = JSON.parse(req.text);
    } catch {
      return {
        status: 400,
        body: { message: 'The body is not valid JSON', problems: ['body: not valid JSON'] },
      };
    }
    // A skill that is not certified may only use the development stage.
    if (req.stage === 'live' && !this.live) return message(403, 'skill is not live');
    const now = this.clock.now();
    const checked = checkEvent(body, now);
    const problems = [...checked.problems];
    const ref = (body as { referenceId?: unknown } | null)?.referenceId;
    if (typeof ref === 'string' && this.referenceIds.has(`${req.region} ${ref}`))
      problems.push(`referenceId: ${ref} was already accepted (a duplicate)`);
    if (problems.length > 0 || !checked.event)
      return { status: 400, body: { message: problems.join('; '), problems } };

    const event = checked.event;
    this.remember(`${req.region} ${event.referenceId}`);
    const audience = event.relevantAudience;
    this.inbox.add({
      userId: audience.type === 'Unicast' ? audience.payload.user : MULTICAST_USER,
      region: req.region,
      stage: req.stage,
      receivedAt: now,
      read: false,
      event,
    });
    return { status: 202 };
  }

  notifications(userId: string, opts: { which?: Which; locale?: string } = {}): SimNotification[] {
    return this.inbox.list(userId, opts.which ?? 'unread').map((d) => ({
      ...d,
      referenceId: d.event.referenceId,
      text: notificationText(d.event, opts.locale ?? FALLBACK_LOCALE),
    }));
  }

  markRead(userId: string): number {
    return this.inbox.markRead(userId);
  }

  clear(): void {
    this.inbox.clear();
    this.referenceIds.clear();
    this.tokens.clear();
    this.tokens.client = this.opts.client;
    this.live = false;
    this.fault = null;
  }

  setLive(live: boolean): void {
    if (typeof live !== 'boolean') throw new RangeError('live must be true or false');
    this.live = live;
  }

  setTokenLifetime(seconds: number): void {
    this.tokens.setLifetime(seconds);
  }

  setClient(client: LwaClient | undefined): void {
    if (client && (client.clientId === '' || client.clientSecret === ''))
      throw new RangeError('clientId and clientSecret must not be empty');
    this.tokens.client = client;
  }

  failEvents(fault: EventFault): void {
    if (fault.status !== 429 && fault.status !== 500) throw new RangeError('status must be 429 or 500');
    if (!Number.isInteger(fault.times) || fault.times < 1)
      throw new RangeError('times must be a positive integer');
    const retry = fault.retryAfterSec ?? (fault.status === 429 ? DEFAULT_RETRY_AFTER_SEC : undefined);
    if (retry !== undefined && !(Number.isInteger(retry) && retry >= 0))
      throw new RangeError('retryAfterSec must be a whole number of seconds');
    this.fault = {
      status: fault.status,
      remaining: fault.times,
      ...(retry !== undefined ? { retryAfterSec: retry } : {}),
    };
  }

  get tokensIssued(): number {
    return this.tokens.issued;
  }

  state(): AlexaSimState {
    return {
      live: this.live,
      tokenLifetimeSec: this.tokens.lifetime,
      tokensIssued: this.tokens.issued,
      clientConfigured: this.tokens.client !== undefined,
      eventFault: this.fault ? { ...this.fault } : null,
      notifications: this.inbox.size,
    };
  }

  private takeFault(): AlexaReply | undefined {
    const f = this.fault;
    if (!f) return undefined;
    f.remaining -= 1;
    if (f.remaining <= 0) this.fault = null;
    const headers = f.retryAfterSec !== undefined ? { 'retry-after': String(f.retryAfterSec) } : undefined;
    return f.status === 429
      ? message(429, 'Too many requests', headers)
      : message(500, 'Internal server error', headers);
  }

  private remember(key: string): void {
    this.referenceIds.add(key);
    const oldest = this.referenceIds.values().next().value;
    if (this.referenceIds.size > MAX_REFERENCE_IDS && oldest !== undefined) this.referenceIds.delete(oldest);
  }
}
