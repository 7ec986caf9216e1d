// The access token a Proactive Events call carries: Login with Amazon's client_credentials grant
// with the skill's messaging credentials (developer console, Build > Permissions > Alexa Skill
// Messaging) and scope alexa::proactive_events ("Get an access token for the Proactive Events
// API"). One token serves every call until shortly before it expires (an hour), so a pass asks
// once; concurrent askers share one request. The secret goes to the token URL only, and no error
// message carries it.

export const PROACTIVE_SCOPE = 'alexa::proactive_events';
/** A token this close to its expiry is renewed first: a pass must not send with one that lapses. */
const RENEW_BEFORE_MS = 60_000;
const TOKEN_TIMEOUT_MS = 5000;

export interface LwaOptions {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  now?: () => number;
}

export class LwaError extends Error {
  override readonly name = 'LwaError';
  /** The token endpoint's HTTP status, or 0 when it was not reached. */
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenSource {
  token(): Promise<string>;
  /** Drops the cached token (Amazon refused it: 401), so the next call asks again. */
  forget(): void;
  /** How many tokens were fetched (tests, the pass summary). */
  readonly fetched: number;
}

export function lwaTokenSource(o: LwaOptions): TokenSource {
  const now = o.now ?? Date.now;
  let cached: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;
  let fetched = 0;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: o.clientId,
      client_secret: o.clientSecret,
      scope: PROACTIVE_SCOPE,
    });
    let res: Response;
    try {
      res = await fetch(o.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body,
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch (err) {
      throw new LwaError(0, `token endpoint not reached (${(err as Error).name})`);
    }
    const json = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!res.ok) {
      // LWA names the problem in `error` (invalid_client, invalid_scope…): safe to log, no secret.
      const code = typeof json?.error === 'string' ? json.error : 'unknown';
      throw new LwaError(res.status, `token refused: ${res.status} ${code}`);
    }
    const token = json?.access_token;
    const expiresIn = json?.expires_in;
    if (typeof token !== 'string' || !token || typeof expiresIn !== 'number')
      throw new LwaError(res.status, 'token answer without access_token or expires_in');
    fetched += 1;
    cached = { value: token, until: now() + expiresIn * 1000 - RENEW_BEFORE_MS };
    return token;
  }

  return {
    token() {
      if (cached && now() < cached.until) return Promise.resolve(cached.value);
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget() {
      cached = undefined;
    },
    get fetched() {
      return fetched;
    },
  };
}
