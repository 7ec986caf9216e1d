// The one place state is changed: read the records, decide, write each changed record only if
// its version is still the one read; on a conflict (another request, process or container wrote
// first) read again and decide again, within the request's time and a bounded number of tries.
// Deciding again is cheap: the engine is pure and the skill reuses the API answers it already
// has (request-run.ts). If the conflict outlasts the budget the caller still gets its last
// decision to answer with, and nothing stored is overwritten.
//
// A busy store (another process holds SQLite's lock: persistence/errors.ts isContention) is met
// the same way: the operation did nothing, so wait a moment, read again and decide again; only
// when no try is left is it an error (issue 35: it failed requests under load with WORKERS=N).
//
// A transient fault of a remote store (throttling, a 5xx, a time-out, a reset or refused
// connection: errors.ts isTransient) leaves a write's outcome unknown: it may have landed with its
// answer lost. The round puts the same records again with the same expected versions — always
// safe, the write is conditional — and a conflict is settled by a fresh read: a record one version
// on that holds exactly what this round wrote is this request's own write (done: a "next" moves
// one burst, never two), one still at the version read is put again, and only a record another
// request wrote is a conflict (issue 48). What a record holds identifies the round that wrote it,
// so no request id is stored: an id would make every item larger, and cost more, for a check
// only a failed write needs. (Another request that stored the very same content at that version
// decided the same thing: taking it as done is then true.)
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { MetricsSink, StoreOutcome } from '../metrics/sink';
import { errorCode, isContention, isPersistenceError, isTransient } from '../persistence/errors';
import type { Logger } from '../util/logger';
import { withTimeout } from '../util/timeout';
import { deviceKeyOf } from './keys';
import { ERASURE_MARKER_MS, type ErasurePlan, type PersonErasure } from './erase';
import { erasureMarker, type ErasureMarker } from './records';
import type { Attributes, PutResult, Versioned, VersionedStore } from './store';

export interface RecordKeys {
  listener: string;
  device: string;
  /** The recognized speaker's person record (person.ts), read with the others. */
  person?: string;
}

/**
 * The records as read, each with its version (0: not stored). `listener` is absent when the
 * device record was enough on its own (`deviceSuffices`): then the listener record is not written.
 */
export interface Snapshot {
  listener?: Versioned;
  device: Versioned;
  /** Read when the keys name a person (a recognized speaker). */
  person?: Versioned;
}

/** Records to write; an absent one is unchanged. `erase` replaces both (src/state/erase.ts). */
export interface RecordWrites {
  listener?: Attributes;
  device?: Attributes;
  person?: Attributes;
  /** Write the listener record first and the device and person records only once it is stored. */
  listenerFirst?: true;
  erase?: ErasurePlan;
  /** The speaker's record becomes an erasure marker first; the device write (if any) follows. */
  erasePerson?: PersonErasure;
}

export interface Decided<R> {
  result: R;
  writes: RecordWrites;
}

export type LoopOutcome =
  /** Nothing to write. */
  | 'unchanged'
  | 'saved'
  /** The store could not be read in time: decided without state, nothing written. */
  | 'unread'
  /** Still conflicting when tries or time ran out: nothing of this request was written over. */
  | 'conflict'
  /**
   * The write failed, or its outcome stayed unknown, when tries or time ran out: nothing of this
   * decision is known to be stored, so the reply must not confirm it (state-loop.ts).
   */
  | 'not-stored';

export interface UpdateLoopOptions<R> {
  store: VersionedStore;
  keys: RecordKeys;
  metrics: MetricsSink;
  log: Logger;
  maxAttempts: number;
  readTimeoutMs: number;
  writeTimeoutMs: number;
  /** Milliseconds left before the reply must go out; no new try starts without time for it. */
  timeLeft: () => number;
  /**
   * Set for requests that can decide from the device record alone (AudioPlayer events): it is read
   * first, and the listener record only when this says the device record is not enough (one item
   * and one round trip instead of two items).
   */
  deviceSuffices?: (device: unknown) => boolean;
  /** Pure apart from reusing what the request already fetched; `undefined`: the store is unreadable. */
  decide: (read: Snapshot | undefined, attempt: number) => Promise<Decided<R>>;
}

export interface LoopResult<R> {
  result: R;
  outcome: LoopOutcome;
  attempts: number;
}

/** Below this much time left, another read-decide-write round is not started. */
export const MIN_RETRY_TIME_MS = 250;

/** First pause before trying a busy store again (doubling, jittered, capped at BUSY_PAUSE_MAX_MS). */
export const BUSY_PAUSE_MS = 10;
export const BUSY_PAUSE_MAX_MS = 80;
/**
 * A failed read is tried again only while this much of the reply's time is left: the decision
 * after it may still fetch a page from the API (PLAYBACK_CALL_TIMEOUT_MS, 2.5 s) and must answer
 * within Alexa's 8 s. A store that hangs (an endpoint that never answers) costs at most the rest.
 */
export const READ_RETRY_RESERVE_MS = 4500;
/** First pause before another round after a transient fault (doubling, jittered, capped). */
export const FAULT_PAUSE_MS = 25;
export const FAULT_PAUSE_MAX_MS = 200;

/**
 * A store operation met a busy store and another round will follow. Decided once, where it is
 * measured, so the metric's `busy` and the loop's pause always agree.
 */
class StoreBusy {
  constructor(readonly cause: unknown) {}
}

export async function runUpdate<R>(o: UpdateLoopOptions<R>): Promise<LoopResult<R>> {
  // An in-process store's failure wrote nothing (it answers or fails at once): nothing to settle.
  const settles = !o.store.inProcess;
  // Records read by a settling read: the next decision starts from them instead of reading again.
  let fresh: Snapshot | undefined;
  for (let attempt = 1; ; attempt++) {
    const retryable = () => canTryAgain(o, attempt);
    // A read is tried again only while the decision after it still has time for the API.
    const readRetryable = () => retryable() && o.timeLeft() >= READ_RETRY_RESERVE_MS;
    let read: Snapshot | undefined = fresh;
    fresh = undefined;
    if (!read) {
      try {
        read = await readRecords(o, readRetryable);
      } catch (err) {
        if (err instanceof StoreBusy) {
          await busyPause(o, attempt, err.cause);
          continue;
        }
        if (isTransient(err) && readRetryable()) {
          await faultPause(o, attempt, err, 'store read failed: reading again after a short pause');
          continue;
        }
        o.log.error('store read failed: answering without stored state', { err });
        const { result } = await o.decide(undefined, attempt);
        return { result, outcome: 'unread', attempts: attempt };
      }
    }
    const { result, writes } = await o.decide(read, attempt);
    if (
      writes.listener === undefined &&
      writes.device === undefined &&
      writes.person === undefined &&
      !writes.erase &&
      !writes.erasePerson
    ) {
      return { result, outcome: 'unchanged', attempts: attempt };
    }
    if (writes.erase) {
      const erased = await erase(o, read, writes.erase, retryable);
      if (erased === 'ok') return { result, outcome: 'saved', attempts: attempt };
      if (erased === 'error') return { result, outcome: 'not-stored', attempts: attempt };
      if (erased instanceof StoreBusy) {
        await busyPause(o, attempt, erased.cause);
        continue;
      }
      if (!retryable()) return conflictOut(o, result, attempt);
      o.metrics.storeRetry();
      continue;
    }
    // The same records, put again with the same versions until they are stored or settled.
    let pending = writes;
    for (;;) {
      const written = await writeChanged(o, read, pending, retryable);
      if (written === 'ok') return { result, outcome: 'saved', attempts: attempt };
      if (written instanceof StoreBusy) {
        await busyPause(o, attempt, written.cause);
        break;
      }
      if (written instanceof WriteFailed) {
        if (!isTransient(written.cause) || !retryable()) {
          o.log.error('store write failed: nothing of this decision is known to be stored', {
            err: written.cause,
          });
          return { result, outcome: 'not-stored', attempts: attempt };
        }
        // Landed or not, the same conditional puts again: a landed one answers conflict and is
        // settled below.
        await faultPause(o, attempt, written.cause, 'store write failed: putting the same records again');
        attempt++;
        continue;
      }
      // A conflict. On an in-process store it is another request's write.
      if (!retryable()) return conflictOut(o, result, attempt);
      o.metrics.storeRetry();
      if (!settles) break;
      attempt++;
      let settled: Settled;
      try {
        settled = settle(await readRecords(o, retryable), read, pending);
      } catch (err) {
        // Unread: the same puts again tell as much (a landed one conflicts again).
        if (err instanceof StoreBusy || !isTransient(err) || !retryable()) {
          o.log.error('store read failed while settling a write: nothing is known to be stored', { err });
          return { result, outcome: 'not-stored', attempts: attempt };
        }
        await faultPause(o, attempt, err, 'store read failed while settling a write');
        continue;
      }
      if (settled.kind === 'landed') {
        o.log.info('a write whose answer was lost had landed: done', { attempt });
        return { result, outcome: 'saved', attempts: attempt };
      }
      if (settled.kind === 'other') {
        o.log.debug('state conflict: deciding again on the fresh read', { attempt });
        fresh = settled.fresh;
        break;
      }
      pending = settled.pending;
    }
  }
}

function conflictOut<R>(o: UpdateLoopOptions<R>, result: R, attempt: number): LoopResult<R> {
  o.log.warn('state conflict not resolved in time: the reply goes out, nothing stored is lost', {
    attempts: attempt,
  });
  return { result, outcome: 'conflict', attempts: attempt };
}

/**
 * The record as stored is the one this round wrote: compared as JSON values, since a store keeps
 * neither key order (DynamoDB's maps) nor undefined fields.
 */
function sameRecord(stored: Attributes | undefined, written: Attributes): boolean {
  return stored !== undefined && isDeepStrictEqual(asJson(stored), asJson(written));
}

const asJson = (v: Attributes): unknown => JSON.parse(JSON.stringify(v));

type Settled =
  /** Every record of the round is stored: it was this request's own write. */
  | { kind: 'landed' }
  /** Another request wrote one of them: decide again on these records. */
  | { kind: 'other'; fresh: Snapshot }
  /** Some are stored, the rest still at the version read: put those again. */
  | { kind: 'pending'; pending: RecordWrites };

/** What a fresh read says of a round's writes whose outcome was unknown or a conflict. */
function settle(fresh: Snapshot, read: Snapshot, writes: RecordWrites): Settled {
  const pending: RecordWrites = {};
  for (const which of ['listener', 'device', 'person'] as const) {
    const value = writes[which];
    const was = read[which]?.version;
    if (value === undefined || was === undefined) continue;
    const now = fresh[which];
    if (now?.version === was + 1 && sameRecord(now.value, value)) continue;
    if (now?.version !== was) return { kind: 'other', fresh };
    pending[which] = value;
  }
  if (pending.listener === undefined && pending.device === undefined && pending.person === undefined)
    return { kind: 'landed' };
  // The listener record still goes first when it is among what is left.
  if (writes.listenerFirst && pending.listener !== undefined) pending.listenerFirst = true;
  return { kind: 'pending', pending };
}

/** Another read-decide-write round fits in the tries and the time left. */
function canTryAgain(o: UpdateLoopOptions<unknown>, attempt: number): boolean {
  return attempt < o.maxAttempts && o.timeLeft() >= MIN_RETRY_TIME_MS + FAULT_PAUSE_MAX_MS;
}

/** The store was busy: counted as a retry, logged with where and why, then a short jittered pause. */
async function busyPause(o: UpdateLoopOptions<unknown>, attempt: number, err: unknown): Promise<void> {
  o.metrics.storeRetry();
  o.log.warn('store busy: reading again after a short pause', { ...errorFields(err), attempt });
  const ms = Math.min(BUSY_PAUSE_MAX_MS, BUSY_PAUSE_MS * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A transient store fault (throttling, a 5xx, a time-out): counted as a retry, logged, then a
 * jittered pause that grows with the attempt (the client already backed off inside its own tries).
 */
async function faultPause(
  o: UpdateLoopOptions<unknown>,
  attempt: number,
  err: unknown,
  msg: string,
): Promise<void> {
  o.metrics.storeRetry();
  o.log.warn(msg, { ...errorFields(err), attempt });
  const ms = Math.min(FAULT_PAUSE_MAX_MS, FAULT_PAUSE_MS * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The error code and the store step of a failure, for the metric and the log line. */
function errorFields(err: unknown): { code?: string; step?: string } {
  const code = errorCode(err);
  return {
    ...(code !== undefined ? { code } : {}),
    ...(isPersistenceError(err) ? { step: err.step } : {}),
  };
}

async function readRecords(o: UpdateLoopOptions<unknown>, retryable: () => boolean): Promise<Snapshot> {
  const get = (key: string) => timed(o, 'read', () => o.store.get(key), o.readTimeoutMs, retryable);
  if (o.deviceSuffices) {
    const device = await get(o.keys.device);
    if (o.deviceSuffices(device.value)) return { device };
    return { listener: await get(o.keys.listener), device };
  }
  const many = o.store.getMany?.bind(o.store);
  const keys = o.keys.person
    ? [o.keys.listener, o.keys.device, o.keys.person]
    : [o.keys.listener, o.keys.device];
  const [listener, device, person] = many
    ? await timed(o, 'read', () => many(keys), o.readTimeoutMs, retryable)
    : await Promise.all(keys.map(get));
  if (!listener || !device || (o.keys.person && !person)) {
    throw new Error('the store answered fewer records than asked for');
  }
  const snapshot: Snapshot = { listener, device };
  if (person) snapshot.person = person;
  return snapshot;
}

/** A write failed: with a transient cause its outcome is unknown (it may have landed). */
class WriteFailed {
  constructor(readonly cause: unknown) {}
}

/** How a write round ended; StoreBusy: the store was held and another round follows (nothing lost). */
type Written = 'ok' | 'conflict' | WriteFailed | StoreBusy;

async function writeChanged(
  o: UpdateLoopOptions<unknown>,
  read: Snapshot,
  writes: RecordWrites,
  retryable: () => boolean,
): Promise<Written> {
  const budget = writeBudget(o);
  const put = (key: string, value: Attributes, version: number) =>
    timed(o, 'write', () => o.store.put(key, value, version), budget, retryable, putOutcome);
  const listenerWrite = writes.listener;
  try {
    if (listenerWrite !== undefined && !read.listener) {
      // A stand-in listener (the device record was read alone) must never overwrite the real one.
      throw new Error('the listener record was not read: it cannot be written');
    }
    const personKey = o.keys.person;
    if ((writes.person || writes.erasePerson) && (!personKey || !read.person)) {
      throw new Error('the person record was not read: it cannot be written');
    }
    // The device record alone is most writes (every AudioPlayer event, a resumed launch): one put,
    // without the closures and Promise.all the other cases need.
    if (listenerWrite === undefined && !writes.person && !writes.erasePerson && writes.device) {
      return await put(o.keys.device, writes.device, read.device.version);
    }
    const writeListener = () =>
      listenerWrite !== undefined && read.listener
        ? put(o.keys.listener, listenerWrite, read.listener.version)
        : undefined;
    const writeDevice = () => writes.device && put(o.keys.device, writes.device, read.device.version);
    const writePerson = () =>
      writes.person && personKey && read.person
        ? put(personKey, writes.person, read.person.version)
        : undefined;
    if (writes.erasePerson && personKey && read.person) {
      // The fence first (erase.ts): the device's traces go only once the person's record is a marker.
      if (read.person.version > 0) {
        const marker = erasureMarker(writes.erasePerson.at, []);
        if ((await fence(o, personKey, marker, read.person.version, retryable)) === 'conflict')
          return 'conflict';
      }
      return (await writeDevice()) === 'conflict' ? 'conflict' : 'ok';
    }
    if (writes.listenerFirst) {
      if ((await writeListener()) === 'conflict') return 'conflict';
      const after = await Promise.all([writeDevice(), writePerson()]);
      return after.includes('conflict') ? 'conflict' : 'ok';
    }
    const results = await Promise.all([writeListener(), writeDevice(), writePerson()]);
    return results.includes('conflict') ? 'conflict' : 'ok';
  } catch (err) {
    // A busy write wrote nothing; the other one may have: the next round reads both again.
    if (err instanceof StoreBusy) return err;
    return new WriteFailed(err);
  }
}

/**
 * Erasure (src/state/erase.ts): the marker replaces the listener record if it is still the version
 * read (a conflict means someone wrote in between: read again and decide again, which lists any
 * device they added), then every device record is deleted. Deletes that fail are noted in the
 * marker so the next erasure retries them; the records themselves are already nobody's.
 */
async function erase(
  o: UpdateLoopOptions<unknown>,
  read: Snapshot,
  plan: ErasurePlan,
  retryable: () => boolean,
): Promise<'ok' | 'conflict' | 'error' | StoreBusy> {
  const putMarker = (
    left: { devices: string[]; persons: string[] },
    version: number,
    mayRetry: () => boolean,
  ) => fence(o, o.keys.listener, erasureMarker(plan.at, left.devices, left.persons), version, mayRetry);
  if (!read.listener) {
    o.log.error('erasure decided without the listener record: nothing was erased');
    return 'error';
  }
  let version = read.listener.version;
  try {
    // Nothing stored under the key: no listener to fence, only device records to delete.
    if (version > 0) {
      if ((await putMarker({ devices: [], persons: [] }, version, retryable)) === 'conflict')
        return 'conflict';
      version += 1;
    }
  } catch (err) {
    if (err instanceof StoreBusy) return err;
    o.log.error('erasure failed: nothing was erased', { err });
    return 'error';
  }
  // Device and person records share the listener's key prefix (keys.ts, deviceKeyOf).
  const parts = [...plan.devices, ...plan.persons];
  const results = await Promise.allSettled(
    parts.map((d) =>
      timed(o, 'write', () => o.store.delete(deviceKeyOf(o.keys.listener, d)), writeBudget(o), never),
    ),
  );
  const failed = new Set(parts.filter((_, i) => results[i]?.status === 'rejected'));
  if (failed.size === 0) return 'ok';
  const left = {
    devices: plan.devices.filter((d) => failed.has(d)),
    persons: plan.persons.filter((p) => failed.has(p)),
  };
  o.log.error('erasure: some records could not be deleted; they are no longer read and expire', {
    left: failed.size,
  });
  try {
    if (version > 0) await putMarker(left, version, never);
  } catch {
    // Already reported above; the records are nobody's and expire with the store's retention.
  }
  return 'error';
}

/**
 * An erasure marker over `key` if it is still the version read (erase.ts): from then on no request
 * that read the old record can write it. Kept days, not months.
 */
function fence(
  o: UpdateLoopOptions<unknown>,
  key: string,
  marker: ErasureMarker,
  version: number,
  mayRetry: () => boolean,
): Promise<PutResult> {
  return timed(
    o,
    'write',
    () => o.store.put(key, { ...marker }, version, { retainMs: ERASURE_MARKER_MS }),
    writeBudget(o),
    mayRetry,
    putOutcome,
  );
}

/** A slow store must not hold the reply past Alexa's limit. */
function writeBudget(o: UpdateLoopOptions<unknown>): number {
  return Math.max(100, Math.min(o.writeTimeoutMs, o.timeLeft()));
}

/** For operations no later round repeats (the erasure's deletes, already noted for the next one). */
const never = () => false;

// Module-level, not inline: a closure per store operation is garbage on every request.
const readOutcome = (): StoreOutcome => 'ok';
const putOutcome = (r: PutResult): StoreOutcome => (r === 'ok' ? 'ok' : 'conflict');

/**
 * One store operation under the reply's time limit, measured. A failure is counted `busy` when it
 * is transient and `retryable` says another round will follow (thrown as StoreBusy when the store
 * was held), else `error`; both carry the error's code and the store step (`SQLITE_BUSY` at
 * `pragma`, `ProvisionedThroughputExceededException` at `put`, say).
 */
async function timed<T>(
  o: UpdateLoopOptions<unknown>,
  op: 'read' | 'write',
  fn: () => Promise<T>,
  timeoutMs: number,
  retryable: () => boolean,
  outcomeOf: (r: T) => StoreOutcome = readOutcome,
): Promise<T> {
  const t0 = performance.now();
  try {
    const r = await (o.store.inProcess ? fn() : withTimeout(fn(), timeoutMs, `store ${op}`));
    o.metrics.store({ op, outcome: outcomeOf(r), ms: performance.now() - t0 });
    return r;
  } catch (err) {
    // A fault another round gets past is 'busy', as a held SQLite lock is; only the last is an error.
    const again = isTransient(err) && retryable();
    o.metrics.store({
      op,
      outcome: again ? 'busy' : 'error',
      ms: performance.now() - t0,
      ...errorFields(err),
    });
    throw again && isContention(err) ? new StoreBusy(err) : err;
  }
}
