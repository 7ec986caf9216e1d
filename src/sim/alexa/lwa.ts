// Login with Amazon's token endpoint as the skill uses it for the Proactive Events API: the
// client-credentials grant with the alexa::proactive_events scope, answered with LWA's bodies
// (OAuth 2, RFC 6749 §5.1 and §5.2). Tokens are random and live in memory until they expire.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../util/clock';

export const PROACTIVE_EVENTS_SCOPE = 'alexa::proactive_events';
/** LWA's access tokens last an hour. */
export const DEFAULT_TOKEN_LIFETIME_SEC = 3600;
/** Longest lifetime the switch takes (a day): tests want short ones. */
export const MAX_TOKEN_LIFETIME_SEC = 86_400;
/** Live tokens kept at most: the oldest is forgotten first (its holder then gets a 401). */
const MAX_TOKENS = 1000;

export interface LwaClient {
  clientId: string;
  clientSecret: string;
}

export type LwaError = 'invalid_request' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_client';

export type TokenReply =
  | {
      status: 200;
      body: { access_token: string; token_type: 'bearer'; expires_in: number; scope: string };
    }
  | { status: 400 | 401; body: { error: LwaError; error_description: string } };

/** How an `Authorization` header stands: a live token, none, one never issued, or one past its time. */
export type TokenCheck = 'valid' | 'missing' | 'unknown' | 'expired';

const refuse = (status: 400 | 401, error: LwaError, description: string): TokenReply => ({
  status,
  body: { error, error_description: description },
});

export class LwaTokens {
  private lifetimeSec = DEFAULT_TOKEN_LIFETIME_SEC;
  private issuedCount = 0;
  /** token → expiry (epoch ms, sim clock). */
  private tokens = new Map<string, number>();

  /** `client` unset: any non-empty id and secret are accepted (an offline host has no real ones). */
  constructor(
    private readonly clock: Clock,
    public client?: LwaClient,
  ) {}

  get issued(): number {
    return this.issuedCount;
  }

  get lifetime(): number {
    return this.lifetimeSec;
  }

  /** `expires_in` of the next tokens; 0 gives tokens that are expired as soon as issued. */
  setLifetime(seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_TOKEN_LIFETIME_SEC)
      throw new RangeError(
        `token lifetime must be a whole number of seconds from 0 to ${MAX_TOKEN_LIFETIME_SEC}`,
      );
    this.lifetimeSec = seconds;
  }

  /** Answers the form fields of a token request. */
  request(form: URLSearchParams): TokenReply {
    const grant = form.get('grant_type');
    if (!grant) return refuse(400, 'invalid_request', 'The request is missing grant_type');
    if (grant !== 'client_credentials')
      return refuse(400, 'unsupported_grant_type', `Unsupported grant_type ${grant}`);
    const id = form.get('client_id') ?? '';
    const secret = form.get('client_secret') ?? '';
    if (
      id === '' ||
      secret === '' ||
      (this.client && (id !== this.client.clientId || secret !== this.client.clientSecret))
    )
      return refuse(401, 'invalid_client', 'Client authentication failed');
    const scope = form.get('scope');
    if (!scope) return refuse(400, 'invalid_request', 'The request is missing scope');
    if (scope !== PROACTIVE_EVENTS_SCOPE)
      return refuse(400, 'invalid_scope', 'An unknown scope was requested');

    const now = this.clock.now();
    for (const [token, expiry] of this.tokens) if (expiry <= now) this.tokens.delete(token);
    const oldest = this.tokens.keys().next().value;
    if (this.tokens.size >= MAX_TOKENS && oldest !== undefined) this.tokens.delete(oldest);
    const token = `Atc|${randomBytes(48).toString('base64url')}`;
    this.tokens.set(token, now + this.lifetimeSec * 1000);
    this.issuedCount += 1;
    return {
      status: 200,
      body: { access_token: token, token_type: 'bearer', expires_in: this.lifetimeSec, scope },
    };
  }

  /** Checks an `Authorization: Bearer <token>` header against the tokens issued. */
  check(authorization: string | undefined): TokenCheck {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!m) return 'missing';
    const expiry = this.tokens.get(m[1] as string);
    if (expiry === undefined) return 'unknown';
    return expiry <= this.clock.now() ? 'expired' : 'valid';
  }

  /** Forgets every token and the count; the lifetime returns to an hour. */
  clear(): void {
    this.tokens.clear();
    this.issuedCount = 0;
    this.lifetimeSec = DEFAULT_TOKEN_LIFETIME_SEC;
  }
}
