// The update loop: read both records, decide, write with a version check, and on a conflict read
// again and decide again — bounded, and never over what another request stored.
import type { MetricsSink } from '../../src/metrics/sink';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { memoisedApi } from '../../src/skill/request-run';
import type { Attributes, VersionedStore } from '../../src/state/store';
import {
  MIN_RETRY_TIME_MS,
  READ_RETRY_RESERVE_MS,
  runUpdate,
  type Snapshot,
} from '../../src/state/update-loop';
import { isErasureMarker } from '../../src/state/records';
import { PersistenceError } from '../../src/persistence/errors';
import { createLogger, silentLogger } from '../../src/util/logger';
import type { BurstApi } from '../../src/api/api';

const keys = { listener: 'l_one', device: 'l_one|d_kitchen' };

function recordingMetrics() {
  const store: Array<{ op: string; outcome: string }> = [];
  let retries = 0;
  const sink: MetricsSink = {
    request: () => undefined,
    apiCall: () => undefined,
    store: (e) => store.push({ op: e.op, outcome: e.outcome }),
    storeRetry: () => void retries++,
    progressive: () => undefined,
    notification: () => undefined,
    notificationPass: () => undefined,
  };
  return { sink, store, retries: () => retries };
}

function loop(
  store: VersionedStore,
  decide: (
    read: Snapshot | undefined,
    attempt: number,
  ) => Promise<{ result: string; writes: { listener?: Attributes; device?: Attributes } }>,
  metrics = recordingMetrics(),
  maxAttempts = 5,
) {
  return runUpdate({
    store,
    keys,
    metrics: metrics.sink,
    log: silentLogger,
    maxAttempts,
    readTimeoutMs: 1000,
    writeTimeoutMs: 1000,
    timeLeft: () => 5000,
    decide,
  });
}

const count = (read: Snapshot | undefined, which: 'listener' | 'device') =>
  typeof read?.[which]?.value?.n === 'number' ? (read[which]?.value?.n as number) : 0;

test('a decision that changes nothing writes nothing', async () => {
  const store = new MemoryPersistenceAdapter();
  const m = recordingMetrics();
  const r = await loop(store, async () => ({ result: 'quiet', writes: {} }), m);
  expect(r).toEqual({ result: 'quiet', outcome: 'unchanged', attempts: 1 });
  expect(store.size).toBe(0);
  expect(m.store).toEqual([
    { op: 'read', outcome: 'ok' },
    { op: 'read', outcome: 'ok' },
  ]);
});

test('a conflicting write is followed by a fresh read and a new decision on it', async () => {
  const store = new MemoryPersistenceAdapter();
  const m = recordingMetrics();
  const seen: number[] = [];
  const r = await loop(
    store,
    async (read, attempt) => {
      seen.push(count(read, 'device'));
      // Another process writes between this request's read and its write, once.
      if (attempt === 1) await store.put(keys.device, { n: 10 }, 0);
      return { result: `attempt ${attempt}`, writes: { device: { n: count(read, 'device') + 1 } } };
    },
    m,
  );
  expect(r).toEqual({ result: 'attempt 2', outcome: 'saved', attempts: 2 });
  expect(seen).toEqual([0, 10]);
  await expect(store.get(keys.device)).resolves.toEqual({ value: { n: 11 }, version: 2 });
  expect(m.retries()).toBe(1);
  expect(m.store.filter((e) => e.outcome === 'conflict')).toEqual([{ op: 'write', outcome: 'conflict' }]);
});

test('the listener record and the device record are written apart: a change of one never conflicts with the other', async () => {
  const store = new MemoryPersistenceAdapter();
  const r = await loop(store, async (read, attempt) => {
    if (attempt === 1) await store.put(keys.listener, { station: 'KQED' }, 0);
    return { result: 'ok', writes: { device: { n: count(read, 'device') + 1 } } };
  });
  expect(r.attempts).toBe(1);
  await expect(store.get(keys.listener)).resolves.toEqual({ value: { station: 'KQED' }, version: 1 });
  await expect(store.get(keys.device)).resolves.toEqual({ value: { n: 1 }, version: 1 });
});

test('concurrent updates of one record lose nothing', async () => {
  const store = new MemoryPersistenceAdapter();
  const bump = () =>
    loop(
      store,
      async (read) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return { result: 'ok', writes: { device: { n: count(read, 'device') + 1 } } };
      },
      recordingMetrics(),
      50,
    );
  const results = await Promise.all(Array.from({ length: 8 }, bump));
  expect(results.every((r) => r.outcome === 'saved')).toBe(true);
  await expect(store.get(keys.device)).resolves.toMatchObject({ value: { n: 8 } });
});

test('out of tries: the last decision is returned and what another request stored stays', async () => {
  const store = new MemoryPersistenceAdapter();
  let other = 0;
  const r = await loop(
    store,
    async (read) => {
      // Someone else always writes first.
      await store.put(keys.device, { n: 100 + other }, read?.device.version ?? 0);
      other++;
      return { result: 'late', writes: { device: { n: -1 } } };
    },
    recordingMetrics(),
    3,
  );
  expect(r).toEqual({ result: 'late', outcome: 'conflict', attempts: 3 });
  await expect(store.get(keys.device)).resolves.toEqual({ value: { n: 102 }, version: 3 });
});

test('an unreadable store: decided without state, nothing written', async () => {
  const store = new MemoryPersistenceAdapter();
  const failing: VersionedStore = {
    get: () => Promise.reject(new Error('down')),
    put: (k, v, e) => store.put(k, v, e),
    delete: (k) => store.delete(k),
    close: async () => undefined,
  };
  const reads: Array<Snapshot | undefined> = [];
  const r = await loop(failing, async (read) => {
    reads.push(read);
    return { result: 'spoken', writes: { device: { n: 1 } } };
  });
  expect(r).toEqual({ result: 'spoken', outcome: 'unread', attempts: 1 });
  expect(reads).toEqual([undefined]);
  expect(store.size).toBe(0);
});

test('a failing write ends the loop: the reply still goes out', async () => {
  const failing: VersionedStore = {
    get: async () => ({ value: undefined, version: 0 }),
    put: () => Promise.reject(new Error('down')),
    delete: () => Promise.reject(new Error('down')),
    close: async () => undefined,
  };
  const m = recordingMetrics();
  const r = await loop(failing, async () => ({ result: 'spoken', writes: { listener: { a: 1 } } }), m);
  expect(r).toEqual({ result: 'spoken', outcome: 'not-stored', attempts: 1 });
  expect(m.store).toContainEqual({ op: 'write', outcome: 'error' });
});

test('the request’s API client answers the same call once: deciding again makes no second call', async () => {
  let calls = 0;
  const api = {
    origin: 'https://api.test',
    nextPage: async (url: string) => {
      calls++;
      return { url };
    },
  } as unknown as BurstApi;
  const memo = memoisedApi(api);
  expect(memo.origin).toBe('https://api.test');
  const a = await memo.nextPage('https://api.test/p2', { deadline: 5 });
  const b = await memo.nextPage('https://api.test/p2', { deadline: 5 });
  await memo.nextPage('https://api.test/p3', { deadline: 5 });
  expect(a).toBe(b);
  expect(calls).toBe(2);
});

describe('a device record read alone (AudioPlayer events)', () => {
  function aloneLoop(
    store: VersionedStore,
    suffices: (device: unknown) => boolean,
    decide: (read: Snapshot | undefined) => Promise<{ result: string; writes: Record<string, unknown> }>,
    metrics = recordingMetrics(),
  ) {
    return runUpdate({
      store,
      keys,
      metrics: metrics.sink,
      log: silentLogger,
      maxAttempts: 3,
      readTimeoutMs: 1000,
      writeTimeoutMs: 1000,
      timeLeft: () => 5000,
      deviceSuffices: suffices,
      decide,
    });
  }

  test('one read when the device record suffices; the listener record too when it does not', async () => {
    const store = new MemoryPersistenceAdapter();
    await store.put(keys.listener, { n: 1 }, 0);
    await store.put(keys.device, { n: 2 }, 0);
    const m = recordingMetrics();
    const seen: Array<Snapshot | undefined> = [];
    const decide = async (read: Snapshot | undefined) => (seen.push(read), { result: 'ok', writes: {} });
    await aloneLoop(store, () => true, decide, m);
    expect(m.store).toEqual([{ op: 'read', outcome: 'ok' }]);
    expect(seen[0]?.listener).toBeUndefined();
    expect(seen[0]?.device.value).toEqual({ n: 2 });
    await aloneLoop(store, () => false, decide, m);
    expect(m.store).toHaveLength(3);
    expect(seen[1]?.listener?.value).toEqual({ n: 1 });
  });

  test('a listener write decided without reading the listener record is refused, nothing written', async () => {
    const store = new MemoryPersistenceAdapter();
    await store.put(keys.listener, { n: 1 }, 0);
    await store.put(keys.device, { n: 2 }, 0);
    const r = await aloneLoop(
      store,
      () => true,
      async () => ({ result: 'bad', writes: { listener: { n: 0 }, device: { n: 3 } } }),
    );
    expect(r.outcome).toBe('not-stored');
    expect((await store.get(keys.listener)).value).toEqual({ n: 1 });
    expect((await store.get(keys.device)).value).toEqual({ n: 2 });
    const erase = await aloneLoop(
      store,
      () => true,
      async () => ({ result: 'bad', writes: { erase: { devices: ['d_kitchen'], at: 1 } } }),
    );
    expect(erase.outcome).toBe('not-stored');
    expect((await store.get(keys.device)).value).toEqual({ n: 2 });
  });
});

test('listenerFirst: the device record is written only after the listener write, never on its conflict', async () => {
  const store = new MemoryPersistenceAdapter();
  const order: string[] = [];
  const watched: VersionedStore = Object.assign(Object.create(store) as VersionedStore, {
    put: async (key: string, value: Attributes, version: number) => {
      order.push(key === keys.listener ? 'listener' : 'device');
      // Another request wrote the listener record first: its put conflicts once.
      if (key === keys.listener && order.length === 1) return 'conflict' as const;
      return store.put(key, value, version);
    },
  });
  const r = await loop(watched, async () => ({
    result: 'ok',
    writes: { listener: { n: 1 }, device: { n: 1 }, listenerFirst: true } as never,
  }));
  expect(r.outcome).toBe('saved');
  // First try: the listener write conflicted and the device was not written; second: both, in order.
  expect(order).toEqual(['listener', 'listener', 'device']);
});

test('a store that reads several records at once reads both in one request', async () => {
  const store = new MemoryPersistenceAdapter();
  await store.put(keys.listener, { n: 1 }, 0);
  const batches: string[][] = [];
  const batching: VersionedStore = Object.assign(Object.create(store) as VersionedStore, {
    getMany: async (ks: readonly string[]) => {
      batches.push([...ks]);
      return Promise.all(ks.map((k) => store.get(k)));
    },
  });
  const m = recordingMetrics();
  let seen: Snapshot | undefined;
  await loop(batching, async (read) => ((seen = read), { result: 'ok', writes: {} }), m);
  expect(batches).toEqual([[keys.listener, keys.device]]);
  expect(m.store).toEqual([{ op: 'read', outcome: 'ok' }]);
  expect(seen?.listener?.value).toEqual({ n: 1 });
  expect(seen?.device).toEqual({ value: undefined, version: 0 });
});

describe('a busy store (another process holds the lock: issue 35)', () => {
  const busy = (step: string) => new PersistenceError('get', 'held', 'SQLITE_BUSY', step as never);
  /** Fails the first `n` calls of `which` with SQLITE_BUSY, then passes them to the memory store. */
  function heldFor(store: MemoryPersistenceAdapter, which: 'get' | 'put', n: number, step: string) {
    let left = n;
    const held = () => left-- > 0;
    const s: VersionedStore = {
      inProcess: true,
      get: (k) => (which === 'get' && held() ? Promise.reject(busy(step)) : store.get(k)),
      put: (k, v, e) => (which === 'put' && held() ? Promise.reject(busy(step)) : store.put(k, v, e)),
      delete: (k) => store.delete(k),
      close: async () => undefined,
    };
    return s;
  }
  function fullMetrics() {
    const events: Array<{ op: string; outcome: string; code?: string; step?: string }> = [];
    let retries = 0;
    const sink: MetricsSink = {
      request: () => undefined,
      apiCall: () => undefined,
      store: (e) => events.push({ op: e.op, outcome: e.outcome, code: e.code, step: e.step }),
      storeRetry: () => void retries++,
      progressive: () => undefined,
      notification: () => undefined,
      notificationPass: () => undefined,
    };
    return { sink, events, retries: () => retries };
  }
  const run = (
    store: VersionedStore,
    m: ReturnType<typeof fullMetrics>,
    maxAttempts = 5,
    timeLeft = 5000,
  ) => {
    const lines: string[] = [];
    const result = runUpdate({
      store,
      keys,
      metrics: m.sink,
      log: createLogger({ level: 'warn', sink: (l) => lines.push(l) }),
      maxAttempts,
      readTimeoutMs: 1000,
      writeTimeoutMs: 1000,
      timeLeft: () => timeLeft,
      decide: async (read) => ({ result: 'ok', writes: { device: { n: count(read, 'device') + 1 } } }),
    });
    return { result, lines };
  };

  test('a busy read (the lazy open met a lock) is read again, not answered without state', async () => {
    const mem = new MemoryPersistenceAdapter();
    await mem.put(keys.device, { n: 4 }, 0);
    const m = fullMetrics();
    const { result, lines } = run(heldFor(mem, 'get', 1, 'pragma'), m);
    await expect(result).resolves.toMatchObject({ outcome: 'saved', attempts: 2 });
    await expect(mem.get(keys.device)).resolves.toEqual({ value: { n: 5 }, version: 2 });
    expect(m.events).toContainEqual({ op: 'read', outcome: 'busy', code: 'SQLITE_BUSY', step: 'pragma' });
    expect(m.events.filter((e) => e.outcome === 'error')).toEqual([]);
    expect(m.retries()).toBe(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'warn',
      msg: 'store busy: reading again after a short pause',
      code: 'SQLITE_BUSY',
      step: 'pragma',
    });
  });

  test('a busy write is decided again on a fresh read, like a conflict: nothing lost or doubled', async () => {
    const mem = new MemoryPersistenceAdapter();
    await mem.put(keys.device, { n: 1 }, 0);
    const m = fullMetrics();
    const { result } = run(heldFor(mem, 'put', 2, 'put'), m);
    await expect(result).resolves.toMatchObject({ outcome: 'saved', attempts: 3 });
    await expect(mem.get(keys.device)).resolves.toEqual({ value: { n: 2 }, version: 2 });
    expect(m.events.filter((e) => e.outcome === 'busy')).toHaveLength(2);
    expect(m.events.filter((e) => e.outcome === 'error')).toEqual([]);
  });

  test('still busy on the last try: an error with its code and step, and the reply goes out', async () => {
    const mem = new MemoryPersistenceAdapter();
    const m = fullMetrics();
    const { result, lines } = run(heldFor(mem, 'put', 99, 'put'), m, 3);
    await expect(result).resolves.toMatchObject({ result: 'ok', outcome: 'not-stored', attempts: 3 });
    expect(m.events.filter((e) => e.outcome === 'busy')).toHaveLength(2);
    expect(m.events.filter((e) => e.outcome === 'error')).toEqual([
      { op: 'write', outcome: 'error', code: 'SQLITE_BUSY', step: 'put' },
    ]);
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; err?: object }).at(-1);
    expect(failed).toMatchObject({
      msg: 'store write failed: nothing of this decision is known to be stored',
    });
    expect(failed?.err).toMatchObject({ code: 'SQLITE_BUSY', step: 'put' });
  });

  test('no time left for another round: a busy read is answered without state at once', async () => {
    const mem = new MemoryPersistenceAdapter();
    const m = fullMetrics();
    const { result } = run(heldFor(mem, 'get', 99, 'get'), m, 5, MIN_RETRY_TIME_MS);
    await expect(result).resolves.toMatchObject({ outcome: 'unread', attempts: 1 });
    expect(m.retries()).toBe(0);
    // Both records' reads failed (this store has no getMany), each counted as an error.
    expect(m.events).toEqual([
      { op: 'read', outcome: 'error', code: 'SQLITE_BUSY', step: 'get' },
      { op: 'read', outcome: 'error', code: 'SQLITE_BUSY', step: 'get' },
    ]);
  });

  test('any other store error is not retried', async () => {
    const mem = new MemoryPersistenceAdapter();
    const m = fullMetrics();
    const broken: VersionedStore = {
      get: () => Promise.reject(new PersistenceError('get', 'gone', 'SQLITE_CORRUPT')),
      put: (k, v, e) => mem.put(k, v, e),
      delete: (k) => mem.delete(k),
      close: async () => undefined,
    };
    const { result } = run(broken, m);
    await expect(result).resolves.toMatchObject({ outcome: 'unread', attempts: 1 });
    expect(m.events.every((e) => e.outcome === 'error' && e.code === 'SQLITE_CORRUPT')).toBe(true);
  });
});

describe("a recognized speaker's person record (src/state/person.ts)", () => {
  const withPerson = { ...keys, person: 'l_one|p_alex' };
  const personLoop = (store: VersionedStore, decide: Parameters<typeof runUpdate>[0]['decide']) =>
    runUpdate({
      store,
      keys: withPerson,
      metrics: recordingMetrics().sink,
      log: silentLogger,
      maxAttempts: 5,
      readTimeoutMs: 1000,
      writeTimeoutMs: 1000,
      timeLeft: () => 5000,
      decide,
    });

  test('read with the other two in one request, and written with its own version check', async () => {
    const store = new MemoryPersistenceAdapter();
    const batches: string[][] = [];
    const batching: VersionedStore = Object.assign(Object.create(store) as VersionedStore, {
      getMany: async (ks: readonly string[]) => {
        batches.push([...ks]);
        return Promise.all(ks.map((k) => store.get(k)));
      },
    });
    let other = false;
    const r = await personLoop(batching, async (read, attempt) => {
      if (attempt === 1 && !other) {
        // Another request of the same person writes first.
        other = true;
        await store.put(withPerson.person, { n: 5 }, 0);
      }
      return { result: 'ok', writes: { person: { n: ((read?.person?.value?.n as number) ?? 0) + 1 } } };
    });
    expect(r).toMatchObject({ outcome: 'saved', attempts: 2 });
    expect(batches[0]).toEqual([keys.listener, keys.device, withPerson.person]);
    expect((await store.get(withPerson.person)).value).toEqual({ n: 6 });
  });

  test("a person's erasure: the marker goes on only over the version read; the device write follows it", async () => {
    const store = new MemoryPersistenceAdapter();
    await store.put(withPerson.person, { follows: ['cars'] }, 0);
    const order: string[] = [];
    const watched: VersionedStore = Object.assign(Object.create(store) as VersionedStore, {
      put: async (key: string, value: Attributes, version: number, o?: object) => {
        order.push(key === withPerson.person ? 'person' : 'device');
        // Another request of the person wrote in between: the first marker conflicts.
        if (key === withPerson.person && order.length === 1) {
          await store.put(key, { follows: ['cars', 'jazz'] }, version);
          return 'conflict' as const;
        }
        return store.put(key, value, version, o);
      },
    });
    const r = await personLoop(watched, async () => ({
      result: 'ok',
      writes: { erasePerson: { at: 1 }, device: { cleared: true } },
    }));
    expect(r.outcome).toBe('saved');
    expect(order).toEqual(['person', 'person', 'device']);
    expect(isErasureMarker((await store.get(withPerson.person)).value)).toBe(true);
    expect((await store.get(keys.device)).value).toEqual({ cleared: true });
  });

  test("an account's erasure deletes every listed person with the devices, no scan", async () => {
    const store = new MemoryPersistenceAdapter();
    await store.put(keys.listener, { persons: ['p_alex', 'p_sam'] }, 0);
    for (const k of ['l_one|p_alex', 'l_one|p_sam', keys.device]) await store.put(k, { x: 1 }, 0);
    const r = await personLoop(store, async () => ({
      result: 'ok',
      writes: { erase: { devices: ['d_kitchen'], persons: ['p_alex', 'p_sam'], at: 1 } },
    }));
    expect(r.outcome).toBe('saved');
    for (const k of ['l_one|p_alex', 'l_one|p_sam', keys.device])
      expect((await store.get(k)).value).toBeUndefined();
    expect(isErasureMarker((await store.get(keys.listener)).value)).toBe(true);
  });
});

describe('a remote store that throttles, fails or loses answers (issue 48)', () => {
  type Fault = 'throttle' | 'lost-answer' | 'late' | 'invalid';
  const code: Record<Exclude<Fault, 'lost-answer' | 'late'>, string> = {
    throttle: 'ProvisionedThroughputExceededException',
    invalid: 'ValidationException',
  };
  /**
   * A store across a network (no `inProcess`) over the memory store: each put takes the next
   * scripted fault. 'lost-answer' stores the record and then fails as a time-out; 'late' stores it
   * and answers only after the loop's time limit has passed; 'throttle' and 'invalid' store nothing.
   */
  function remote(mem: MemoryPersistenceAdapter, puts: Array<Fault | 'ok'>, reads: Array<Fault | 'ok'> = []) {
    const log = { puts: 0, gets: 0 };
    const failure = (f: Fault) =>
      new PersistenceError('save', 'injected', f === 'lost-answer' ? 'TimeoutError' : code[f as 'throttle']);
    const s: VersionedStore = {
      get: async (k) => {
        log.gets++;
        const f = reads.shift() ?? 'ok';
        if (f !== 'ok') throw new PersistenceError('get', 'injected', code[f as 'throttle']);
        return mem.get(k);
      },
      put: async (k, v, e) => {
        log.puts++;
        const f = puts.shift() ?? 'ok';
        if (f === 'ok') return mem.put(k, v, e);
        if (f === 'lost-answer') {
          await mem.put(k, v, e);
          throw failure(f);
        }
        if (f === 'late') {
          // Stored at once, answered only after the loop stopped waiting (its limit is ≥ 100 ms).
          const stored = await mem.put(k, v, e);
          await new Promise((r) => setTimeout(r, 250));
          return stored;
        }
        throw failure(f);
      },
      delete: (k) => mem.delete(k),
      close: async () => undefined,
    };
    return { s, log };
  }
  const remoteLoop = (
    store: VersionedStore,
    decide: Parameters<typeof runUpdate<string>>[0]['decide'],
    m = recordingMetrics(),
    maxAttempts = 5,
  ) =>
    runUpdate({
      store,
      keys,
      metrics: m.sink,
      log: silentLogger,
      maxAttempts,
      readTimeoutMs: 40,
      writeTimeoutMs: 40,
      timeLeft: () => 5000,
      decide,
    });
  /** "next": moves the device's cursor one step from what was read. */
  const next = (decisions: number[]) => async (read: Snapshot | undefined) => {
    decisions.push(count(read, 'device'));
    return {
      result: `moved to ${count(read, 'device') + 1}`,
      writes: { device: { n: count(read, 'device') + 1 } },
    };
  };

  test('a write that landed but whose answer was lost is known as done by what it holds: one move, not two', async () => {
    const mem = new MemoryPersistenceAdapter();
    await mem.put(keys.device, { n: 4 }, 0);
    const { s } = remote(mem, ['lost-answer']);
    const decisions: number[] = [];
    const r = await remoteLoop(s, next(decisions));
    expect(r).toMatchObject({ result: 'moved to 5', outcome: 'saved' });
    expect(decisions).toEqual([4]);
    // Exactly what was decided, once: nothing added to the record (no id: it would cost bytes).
    await expect(mem.get(keys.device)).resolves.toEqual({ version: 2, value: { n: 5 } });
  });

  test('a write that lands after the time limit: the same put again conflicts with it, and the read settles it as ours', async () => {
    const mem = new MemoryPersistenceAdapter();
    const { s } = remote(mem, ['late']);
    const decisions: number[] = [];
    const r = await remoteLoop(s, next(decisions));
    expect(r).toMatchObject({ result: 'moved to 1', outcome: 'saved' });
    expect(decisions).toEqual([0]);
    await expect(mem.get(keys.device)).resolves.toMatchObject({ version: 1, value: { n: 1 } });
  });

  test('a throttled write is put again (nothing landed) without deciding again', async () => {
    const mem = new MemoryPersistenceAdapter();
    const m = recordingMetrics();
    const { s, log } = remote(mem, ['throttle', 'throttle']);
    const decisions: number[] = [];
    const r = await remoteLoop(s, next(decisions), m);
    expect(r).toMatchObject({ outcome: 'saved', attempts: 3 });
    expect(decisions).toEqual([0]);
    expect(log.puts).toBe(3);
    expect(m.retries()).toBe(2);
    // Counted busy (tried again), not error: the store alarms count what failed for good.
    expect(m.store.filter((e) => e.outcome === 'busy')).toHaveLength(2);
    expect(m.store.filter((e) => e.outcome === 'error')).toHaveLength(0);
    await expect(mem.get(keys.device)).resolves.toMatchObject({ version: 1, value: { n: 1 } });
  });

  test('a throttled read is read again instead of answering without state', async () => {
    const mem = new MemoryPersistenceAdapter();
    await mem.put(keys.device, { n: 7 }, 0);
    const { s } = remote(mem, [], ['throttle']);
    const decisions: number[] = [];
    const r = await remoteLoop(s, next(decisions));
    expect(r).toMatchObject({ outcome: 'saved', attempts: 2 });
    expect(decisions).toEqual([7]);
  });

  test("another request's write met while settling is a conflict: decided again on the fresh read", async () => {
    const mem = new MemoryPersistenceAdapter();
    const { s } = remote(mem, ['throttle']);
    const decisions: number[] = [];
    const r = await remoteLoop(s, async (read, attempt) => {
      // Between the throttled put and the next one, another Echo's request stores its own change.
      if (attempt === 1) await mem.put(keys.device, { n: 10 }, 0);
      return next(decisions)(read);
    });
    expect(r).toMatchObject({ result: 'moved to 11', outcome: 'saved' });
    expect(decisions).toEqual([0, 10]);
    await expect(mem.get(keys.device)).resolves.toMatchObject({ version: 2, value: { n: 11 } });
  });

  test('listener landed, device answer lost: both settle as ours, nothing decided twice', async () => {
    const mem = new MemoryPersistenceAdapter();
    const { s } = remote(mem, ['ok', 'lost-answer']);
    let decisions = 0;
    const r = await remoteLoop(s, async () => {
      decisions++;
      return {
        result: 'followed',
        writes: { listener: { follows: ['x'] }, device: { n: 1 }, listenerFirst: true },
      };
    });
    expect(r).toMatchObject({ result: 'followed', outcome: 'saved' });
    expect(decisions).toBe(1);
    await expect(mem.get(keys.listener)).resolves.toMatchObject({ version: 1, value: { follows: ['x'] } });
    await expect(mem.get(keys.device)).resolves.toMatchObject({ version: 1, value: { n: 1 } });
  });

  test('a refused write (not transient) is not tried again: not stored at once', async () => {
    const mem = new MemoryPersistenceAdapter();
    const { s, log } = remote(mem, ['invalid']);
    const r = await remoteLoop(s, next([]));
    expect(r).toMatchObject({ outcome: 'not-stored', attempts: 1 });
    expect(log.puts).toBe(1);
    expect(mem.size).toBe(0);
  });

  test('throttled on every try: not stored, and nothing is stored', async () => {
    const mem = new MemoryPersistenceAdapter();
    const { s, log } = remote(mem, Array<Fault>(10).fill('throttle'));
    const r = await remoteLoop(s, next([]), recordingMetrics(), 3);
    expect(r).toMatchObject({ outcome: 'not-stored', attempts: 3 });
    expect(log.puts).toBe(3);
    expect(mem.size).toBe(0);
  });
});

test('a store whose reads hang is given up on while the decision still has time for the API', async () => {
  const start = Date.now();
  const hanging: VersionedStore = {
    get: () => new Promise(() => undefined),
    put: () => Promise.reject(new Error('not reached')),
    delete: () => Promise.reject(new Error('not reached')),
    close: async () => undefined,
  };
  const reads: Array<Snapshot | undefined> = [];
  const r = await runUpdate({
    store: hanging,
    keys,
    metrics: recordingMetrics().sink,
    log: silentLogger,
    maxAttempts: 5,
    readTimeoutMs: 150,
    writeTimeoutMs: 150,
    // Just over the reserve: one more read fits, a third would eat the API's time.
    timeLeft: () => READ_RETRY_RESERVE_MS + 200 - (Date.now() - start),
    decide: async (read) => {
      reads.push(read);
      return { result: 'answered', writes: {} };
    },
  });
  expect(r).toEqual({ result: 'answered', outcome: 'unread', attempts: 2 });
  expect(reads).toEqual([undefined]);
});
