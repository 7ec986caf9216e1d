// One Alexa request may be decided more than once (update-loop.ts: a conflicting write is followed
// by a fresh read and a new decision). What the request already did outside the state must not
// be done again: API answers are reused (the same call with the same arguments gives the same
// promise, so a page fetched once is not fetched twice, and a listen report or a registration is
// not repeated), and one-off side effects such as the progressive response run once.
import type { RequestEnvelope } from 'ask-sdk-model';
import type { BurstApi } from '../api/api';
import type { StateView } from '../state/records';
import type { Confirmation } from './context';
import type { RecordWrites, Snapshot } from '../state/update-loop';

export interface RequestRun {
  /** When the request reached the skill (before any wait for the listener's turn). */
  arrival: number;
  /** The API client of this request: answers memoised across its decisions. */
  api: BurstApi;
  /** The attempt being decided (1 = first). */
  attempt: number;
  /** The records as read for this attempt; undefined when the store could not be read. */
  read?: Snapshot;
  /** The state of an AudioPlayer event read from its device record alone, when it was enough. */
  deviceAlone?: StateView;
  /** Set after the handler: the records this attempt changed. */
  writes?: RecordWrites;
  /** Work to run once the decision is stored (the prefetch of the next page). */
  afterCommit: Array<() => Promise<void>>;
  /** Sentences of this attempt's reply that confirm a change (context.ts, confirmed). */
  confirmations?: Confirmation[];
  /** True the first time a key is asked for: side effects that must happen once per request. */
  once(key: string): boolean;
}

const runs = new WeakMap<object, RequestRun>();

export function startRun(env: RequestEnvelope, api: BurstApi, arrival: number): RequestRun {
  // Made on first use: most requests (every AudioPlayer event) never ask.
  let done: Set<string> | undefined;
  const run: RequestRun = {
    arrival,
    api: memoisedApi(api),
    attempt: 0,
    afterCommit: [],
    once: (key) => {
      done ??= new Set();
      return done.has(key) ? false : (done.add(key), true);
    },
  };
  runs.set(env, run);
  return run;
}

export function runOf(env: unknown): RequestRun | undefined {
  return typeof env === 'object' && env !== null ? runs.get(env) : undefined;
}

/**
 * Every method call is keyed by its name and arguments (the call options included: within one
 * request they are the same for the same call site); a call seen before gets the same promise.
 */
export function memoisedApi(api: BurstApi): BurstApi {
  // Made on the first call: many requests make none.
  let calls: Map<string, Promise<unknown>> | undefined;
  return new Proxy(api, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const key = `${prop}:${JSON.stringify(args)}`;
        calls ??= new Map();
        let p = calls.get(key);
        if (!p) {
          p = method.apply(target, args);
          calls.set(key, p);
        }
        return p;
      };
    },
  });
}
