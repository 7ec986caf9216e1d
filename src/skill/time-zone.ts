// The Echo's own time zone, for words of time ("this morning", "last night", "yesterday"): read
// from the Alexa Settings API (docs/alexa-rules.md, Device time zone) only when a request says
// one, kept per device for hours, and never allowed to cost the reply. Whatever goes wrong, the
// locale's zone stands in (src/words/time.ts), as it did before the device's was read.
//
// The call goes through the SDK's service client (the skill's ApiClient: Amazon over HTTPS in
// production, the local Echo's stand-in offline), and only to an apiEndpoint that is one of
// Amazon's three origins, so the access token never goes anywhere else. Neither the token nor the
// device id is ever logged.
import type { HandlerInput } from 'ask-sdk-core';
import { SETTINGS_CALL_TIMEOUT_MS } from '../config/limits';
import { regionOf } from '../notify/regions';
import type { Clock } from '../util/clock';
import { withTimeout } from '../util/timeout';
import { ttlLru, type TtlLru } from '../util/ttl-lru';
import { isTimeZone, localeZone } from '../words/time';
import type { RequestContext } from './context';

/** A device's zone is read again after this: a listener who moves changes it in the Alexa app. */
export const ZONE_TTL_MS = 3 * 60 * 60 * 1000;
/** An unreadable zone is tried again after this (the locale's stands in meanwhile). */
export const ZONE_RETRY_MS = 10 * 60 * 1000;

/** A device's zone, or none (the API could not tell): then the locale's stands in. */
type Kept = { zone?: string };
export type ZoneCache = TtlLru<Kept>;

/** One per skill (per process): a few thousand devices, each a short string. */
export function zoneCache(clock: Clock): ZoneCache {
  return ttlLru<Kept>(clock, { maxEntries: 5000, maxBytes: 256 * 1024, ttlMs: ZONE_TTL_MS });
}

/** Why a device's zone was not read (logged; no identifier). */
type Miss = 'no-token' | 'not-amazon' | 'timeout' | 'refused' | 'no-zone' | 'invalid' | 'failed';

/**
 * The IANA zone the Echo's day is counted in: its own when the Settings API gives one, else the
 * locale's. Call only when a time word needs it: every other request makes no call.
 */
export async function zoneOf(input: HandlerInput, ctx: RequestContext): Promise<string> {
  const fallback = localeZone(ctx.locale);
  const sys = input.requestEnvelope.context?.System;
  const deviceId = sys?.device?.deviceId;
  const cache = ctx.deps.zones;
  // Kept under the device's keyed hash only (no raw id is kept); a request without one reads anew.
  const key = ctx.keys?.deviceHash;
  const kept = key ? cache?.get(key) : undefined;
  if (kept) return kept.zone ?? fallback;

  const miss = (reason: Miss, keep: boolean, status?: number): string => {
    const level = reason === 'no-token' ? 'debug' : 'warn';
    const fields = { reason, zone: fallback, ...(status !== undefined ? { status } : {}) };
    ctx.log[level]("device time zone not read; the locale's stands in", fields);
    if (keep && key) cache?.set(key, {}, { ttlMs: ZONE_RETRY_MS });
    return fallback;
  };
  if (!deviceId || !sys?.apiAccessToken || !input.serviceClientFactory) return miss('no-token', false);
  if (!regionOf(sys.apiEndpoint)) return miss('not-amazon', false);

  let answer: unknown;
  try {
    const client = input.serviceClientFactory.getUpsServiceClient();
    answer = await withTimeout(
      client.getSystemTimeZone(deviceId),
      SETTINGS_CALL_TIMEOUT_MS,
      'device time zone',
    );
  } catch (err) {
    const e = err as { name?: string; statusCode?: unknown };
    if (e.name === 'TimeoutError') return miss('timeout', true);
    return typeof e.statusCode === 'number' ? miss('refused', true, e.statusCode) : miss('failed', true);
  }
  // 204: the listener set no zone in the Alexa app.
  if (answer === undefined || answer === '') return miss('no-zone', true);
  if (!isTimeZone(answer)) return miss('invalid', true);
  if (key) cache?.set(key, { zone: answer });
  return answer;
}
