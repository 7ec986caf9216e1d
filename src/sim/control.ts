// The simulator's switches: injected faults, added latency, the request log and "news now". Plain
// state with no I/O, shared by the programmatic API and the `/_sim/` HTTP endpoints.
import type { Clock } from '../util/clock';
import { newsNowBurst, type NewsTopic } from './alexa/news-now';
import type { Catalogue, SimBurst } from './catalogue-types';

export type SimFault =
  | { kind: 'status'; status: number; body?: unknown; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'message'; message?: string }
  | { kind: 'reset' }
  | { kind: 'null-bursts' }
  | { kind: 'empty' }
  | { kind: 'unplayable' };

export const SIM_FAULT_KINDS: ReadonlyArray<SimFault['kind']> = [
  'status',
  'hang',
  'malformed',
  'message',
  'reset',
  'null-bursts',
  'empty',
  'unplayable',
];

export interface SimRequestLogEntry {
  method: string;
  path: string;
  /** Query parameters (first value of each); a `subscription-key` parameter is never kept. */
  query: Record<string, string>;
  /** Whether a non-empty `Ocp-Apim-Subscription-Key` header was sent (the key itself is never stored). */
  hasKey: boolean;
  /** 0 while pending and for hung or reset-before-headers requests. */
  status: number;
  /** Clock time of arrival (epoch ms). */
  at: number;
}

export interface SimulatorControl {
  /** Adds `ms` before answering `endpoint` (a path like `/v2/topstories`, or '*'); 0 removes it. */
  setLatency(endpoint: string, ms: number): void;
  /** Applies `fault` to the next `times` requests of `endpoint` (default: until cleared). */
  injectFault(endpoint: string, fault: SimFault, opts?: { times?: number }): void;
  clearFaults(): void;
  readonly requestLog: ReadonlyArray<SimRequestLogEntry>;
  clearLog(): void;
  /** Clears faults, latency and the log. */
  reset(): void;
  /**
   * Publishes a new story now about the words (`{ words: 'electric cars' }`) or in the category
   * (`{ category: '10' }`): searches for the words and the category's list put it first. A new id
   * each time; a RangeError for blank words or an unknown category.
   */
  newsNow(topic: NewsTopic): SimBurst;
  /** Faults and latencies now in force (for `/_sim/state`). */
  snapshot(): {
    faults: Array<{ endpoint: string; fault: SimFault; remaining: number | null }>;
    latency: Record<string, number>;
  };
}

export const WILDCARD = '*';
const MAX_LOG_ENTRIES = 1000;

interface ArmedFault {
  endpoint: string;
  fault: SimFault;
  remaining: number;
}

export class ControlState implements SimulatorControl {
  private faults: ArmedFault[] = [];
  private latency = new Map<string, number>();
  private log: SimRequestLogEntry[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly catalogue: Catalogue,
  ) {}

  setLatency(endpoint: string, ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('latency must be a finite number of ms >= 0');
    const key = normaliseEndpoint(endpoint);
    if (ms === 0) this.latency.delete(key);
    else this.latency.set(key, ms);
  }

  injectFault(endpoint: string, fault: SimFault, opts: { times?: number } = {}): void {
    const problem = faultProblem(fault);
    if (problem) throw new RangeError(problem);
    const times = opts.times ?? Number.POSITIVE_INFINITY;
    if (!(times > 0)) throw new RangeError('times must be a positive number');
    this.faults.push({ endpoint: normaliseEndpoint(endpoint), fault, remaining: times });
  }

  clearFaults(): void {
    this.faults = [];
  }

  get requestLog(): ReadonlyArray<SimRequestLogEntry> {
    return this.log.map((e) => ({ ...e, query: { ...e.query } }));
  }

  clearLog(): void {
    this.log = [];
  }

  reset(): void {
    this.clearFaults();
    this.latency.clear();
    this.clearLog();
  }

  newsNow(topic: NewsTopic): SimBurst {
    const story = newsNowBurst(this.catalogue, topic, this.clock.now());
    this.catalogue.publish(story);
    return story;
  }

  snapshot(): ReturnType<SimulatorControl['snapshot']> {
    return {
      faults: this.faults.map((f) => ({
        endpoint: f.endpoint,
        fault: f.fault,
        remaining: Number.isFinite(f.remaining) ? f.remaining : null,
      })),
      latency: Object.fromEntries(this.latency),
    };
  }

  /** The latency for a request: the endpoint's own setting wins over '*'. */
  latencyFor(endpoint: string, isApi: boolean): number {
    return this.latency.get(endpoint) ?? (isApi ? (this.latency.get(WILDCARD) ?? 0) : 0);
  }

  /** Takes (and counts down) the first armed fault for the endpoint. '*' covers API endpoints only. */
  takeFault(endpoint: string, isApi: boolean): SimFault | undefined {
    const i = this.faults.findIndex((f) => f.endpoint === endpoint || (isApi && f.endpoint === WILDCARD));
    if (i < 0) return undefined;
    const armed = this.faults[i] as ArmedFault;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.faults.splice(i, 1);
    return armed.fault;
  }

  record(entry: Omit<SimRequestLogEntry, 'at' | 'status'>): SimRequestLogEntry {
    const full: SimRequestLogEntry = { ...entry, status: 0, at: this.clock.now() };
    this.log.push(full);
    if (this.log.length > MAX_LOG_ENTRIES) this.log.splice(0, this.log.length - MAX_LOG_ENTRIES);
    return full;
  }
}

export function normaliseEndpoint(endpoint: string): string {
  const e = endpoint.trim();
  if (e === WILDCARD) return e;
  const path = e.startsWith('/') ? e : `/${e}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Why a fault (possibly from JSON) is not valid, or undefined when it is. */
export function faultProblem(fault: unknown): string | undefined {
  if (!fault || typeof fault !== 'object') return 'fault must be an object with a kind';
  const f = fault as Record<string, unknown>;
  if (!SIM_FAULT_KINDS.includes(f.kind as SimFault['kind'])) {
    return `fault.kind must be one of ${SIM_FAULT_KINDS.join(', ')}`;
  }
  if (f.kind === 'status') {
    if (typeof f.status !== 'number' || !Number.isInteger(f.status) || f.status < 100 || f.status > 599) {
      return 'fault.status must be an HTTP status code (100..599)';
    }
    if (f.retryAfter !== undefined && typeof f.retryAfter !== 'string')
      return 'fault.retryAfter must be a string';
  }
  if (f.kind === 'message' && f.message !== undefined && typeof f.message !== 'string') {
    return 'fault.message must be a string';
  }
  return undefined;
}
