// Sending one event (Proactive Events REST API, "Call the Proactive Events API"): POST with the
// LWA token; Amazon answers 202 when it takes the event. What else it answers becomes one of four
// outcomes the pass counts (metrics NotificationOutcome): 'throttled' (429: too many for now, with
// Retry-After; the pass stops sending for the rest of this pass and the next one tries again),
// 'refused' (another 4xx: the event or the listener is not deliverable — never sent again as is),
// 'failed' (5xx, time-out, no token: tried again next pass). A 401 means the cached token is no
// longer good: it is dropped and the event sent once more with a fresh one, never in a loop.
import type { NotificationOutcome } from '../metrics/sink';
import type { MediaContentEvent } from './event';
import type { TokenSource } from './lwa';

const SEND_TIMEOUT_MS = 5000;

export interface SendResult {
  outcome: NotificationOutcome;
  status: number;
  /** 429's Retry-After, in ms. */
  retryAfterMs?: number;
}

export async function sendEvent(
  url: string,
  event: MediaContentEvent,
  tokens: TokenSource,
): Promise<SendResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    let token: string;
    try {
      token = await tokens.token();
    } catch {
      return { outcome: 'failed', status: 0 };
    }
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch {
      return { outcome: 'failed', status: 0 };
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 401 && attempt === 0) {
      tokens.forget();
      continue;
    }
    if (res.ok) return { outcome: 'sent', status: res.status };
    if (res.status === 429) {
      const after = Number(res.headers.get('retry-after'));
      return { outcome: 'throttled', status: 429, ...(after > 0 ? { retryAfterMs: after * 1000 } : {}) };
    }
    return { outcome: res.status >= 500 ? 'failed' : 'refused', status: res.status };
  }
  return { outcome: 'failed', status: 401 };
}
