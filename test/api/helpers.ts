// Shared test setup for the API client: a fake base, a recognisable key, log capture, fixtures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type nock from 'nock';
import { BurstApiClient, type BurstApiClientOptions } from '../../src/api/http-client';
import { ManualClock } from '../../src/util/clock';
import { createLogger } from '../../src/util/logger';

export const BASE = 'https://api.test';
/** Distinctive, so a leak anywhere (message, JSON, log) is easy to spot. */
export const KEY = 'sk-TEST-9f3c2e7a1b';

/** A fresh copy of a JSON fixture (tests may edit it), typed for nock's `.reply()`. */
export function fixture(name: string): nock.Body {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as nock.Body;
}

export function makeClient(overrides: Partial<BurstApiClientOptions> = {}) {
  const logs: string[] = [];
  const clock = new ManualClock();
  // No `secrets` on purpose: the client itself must never log the key.
  const logger = createLogger({ level: 'debug', sink: (l) => logs.push(l) });
  const client = new BurstApiClient({ baseUrl: BASE, apiKey: KEY, clock, logger, ...overrides });
  return { client, logs, clock };
}

/** Runs `fn` and returns what it threw (fails the test when it resolves). */
export async function caught(fn: () => Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await fn();
  } catch (e) {
    return e as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection');
}
