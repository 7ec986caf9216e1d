// A recording wrapper around the Burst API: the emulator shows which API calls each request caused
// (method, parameters, outcome, duration), with the real client or the simulator behind it.
import type { BurstApi } from '../api/api';
import { ApiError } from '../api/errors';
import { systemClock, type Clock } from '../util/clock';

export interface ApiCall {
  /** Sequence number, from 1. */
  n: number;
  at: number;
  /** The BurstApi method, e.g. `topStories`. */
  call: string;
  params: unknown[];
  /** `ok`, or the error kind (`not-found`, `timeout`, …). */
  outcome: string;
  ms: number;
  /** A short summary of the answer: "5 bursts, next page", "1 burst". */
  summary?: string;
}

export interface RecordingApi {
  api: BurstApi;
  readonly calls: readonly ApiCall[];
}

type AnyMethod = (...args: unknown[]) => unknown;

/** Max calls kept: the emulator runs for hours in a browser tab. */
export const MAX_RECORDED_CALLS = 500;

export function recordingApi(inner: BurstApi, clock: Clock = systemClock): RecordingApi {
  const calls: ApiCall[] = [];
  let n = 0;
  const record = (entry: ApiCall) => {
    calls.push(entry);
    if (calls.length > MAX_RECORDED_CALLS) calls.splice(0, calls.length - MAX_RECORDED_CALLS);
  };
  const api = new Proxy(inner, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      const fn = value as AnyMethod;
      return (...args: unknown[]) => {
        const at = clock.now();
        const started = Date.now();
        // Call options (budget / deadline) are plumbing, not what was asked.
        const params = args.filter((a) => a !== undefined && !isCallOptions(a));
        const entry: ApiCall = { n: ++n, at, call: prop, params, outcome: 'pending', ms: 0 };
        record(entry);
        const done = (outcome: string, result?: unknown) => {
          entry.outcome = outcome;
          entry.ms = Date.now() - started;
          const summary = summarise(result);
          if (summary) entry.summary = summary;
        };
        let out: unknown;
        try {
          out = fn.apply(target, args);
        } catch (err) {
          done(errorKind(err));
          throw err;
        }
        if (out instanceof Promise) {
          return out.then(
            (r: unknown) => {
              done('ok', r);
              return r;
            },
            (err: unknown) => {
              done(errorKind(err));
              throw err;
            },
          );
        }
        done('ok', out);
        return out;
      };
    },
  });
  return { api, calls };
}

function isCallOptions(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k === 'timeoutMs' || k === 'deadline');
}

function errorKind(err: unknown): string {
  if (err instanceof ApiError) return err.kind;
  return err instanceof Error ? err.name : 'error';
}

function summarise(result: unknown): string | undefined {
  if (Array.isArray(result)) return `${result.length} item${result.length === 1 ? '' : 's'}`;
  if (typeof result !== 'object' || result === null) return undefined;
  const r = result as { bursts?: unknown; nextPage?: unknown; burstId?: unknown; title?: unknown };
  if (Array.isArray(r.bursts)) {
    const count = `${r.bursts.length} burst${r.bursts.length === 1 ? '' : 's'}`;
    return r.nextPage ? `${count}, next page` : count;
  }
  if (typeof r.title === 'string') return r.title;
  return undefined;
}
