// The fault matrix (issue 7): every entry point × every API fault × every store fault, each cell
// with its own skill, store and API origin (a FaultProxy in front of one shared simulator). For
// each cell: the reply is valid for its request type (independent reply rules AND the strict
// guard), it comes within Alexa's 8 s, spoken requests get a helpful sentence (the specific one
// for an API fault), and the stored state is unchanged or still a valid, decodable state. Request
// types the skill does not handle (issue 35) get an empty reply outside a session and the
// fallback's help inside one, never an error sentence, and leave the store exactly as it was.
import { isDeepStrictEqual } from 'node:util';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { ALEXA_REPLY_LIMIT_MS } from '../../src/config/limits';
import { EchoDevice } from '../../src/emulator/device';
import { defaultIdentity, envelope, newSessionId, type DeviceIdentity } from '../../src/emulator/envelopes';
import { replyViolations } from '../../src/emulator/reply-rules';
import { loadInteractionModel } from '../../src/model/load-model';
import { FaultyPersistenceAdapter, type FaultSwitches } from '../../src/persistence/faulty';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import type { Attributes } from '../../src/persistence/types';
import { buildSkill } from '../../src/app/build-skill';
import { translatorFor } from '../../src/skill/i18n';
import { stateKeysFor } from '../../src/state/keys';
import { readState } from '../../src/state/records';
import type { SpeechKey } from '../../src/skill/speech/en';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { createLogger } from '../../src/util/logger';
import { API_FAULTS, FaultProxy, nextLoopbackHost, type ApiFault } from './fault-proxy';
import { matrixEntries, type Entry, type SetupKind, type Snapshot } from './matrix-entries';

const SECRET = 'matrix-secret';
/** Dialog directives are checked against a model; every locale's has the same intents and slots. */
const MODEL = loadInteractionModel('en-US');
/**
 * Client budgets: hung calls are cut short (per-call playback budgets still apply) so the matrix
 * stays fast; every other cell gets room, since dozens of cells share one event loop.
 */
const HANG_CLIENT_TIMEOUT_MS = 300;
const CLIENT_TIMEOUT_MS = 3000;
const SLOW_STORE_MS = 120;
const CONCURRENCY = Number(process.env.MATRIX_CONCURRENCY ?? 32);

const STORE_FAULTS = ['none', 'read-throws', 'write-throws', 'slow', 'lost-answer', 'throttled'] as const;
type StoreFault = (typeof STORE_FAULTS)[number];
const STORE_SWITCHES: Record<StoreFault, FaultSwitches> = {
  none: {},
  'read-throws': { failReads: true },
  'write-throws': { failWrites: true },
  slow: { delayMs: SLOW_STORE_MS },
  // The first write lands and its answer is lost; the first two operations are throttled (issue 48).
  'lost-answer': { loseWriteAnswers: 1 },
  throttled: { throttle: 2 },
};
/**
 * The store faults of issue 48 test the write's outcome, not the API's: each meets a healthy API
 * and one that fails, not all fifteen API faults (the suite stays under two minutes).
 */
const STORE_ONLY: readonly StoreFault[] = ['lost-answer', 'throttled'];
const CELLS: ReadonlyArray<readonly [ApiFault, StoreFault]> = API_FAULTS.flatMap((api) =>
  STORE_FAULTS.filter((store) => !STORE_ONLY.includes(store) || api === 'none' || api === '500').map(
    (store) => [api, store] as const,
  ),
);

const t = translatorFor('en-US');
const GENERIC = t('error_generic');
/**
 * Sentences that say a change was stored (their words before the first name): spoken only when it
 * was (issue 48). Every key the skill passes through `confirmed` (src/skill/context.ts).
 */
const CONFIRMATIONS = (
  [
    'follow_added',
    'follow_added_show',
    'unfollow_done',
    'save_done',
    'save_done_dropped',
    'saved_removed',
    'station_set',
    'stop_at_end_on',
    'stop_at_end_off',
    'loop_on',
    'loop_off',
    'shuffle_on',
    'shuffle_off',
    'greet_person_new',
    'notify_on',
    'notify_pending',
    'notify_stopped',
    'notify_all_stopped',
  ] as const
).map((k) => t(k, { count: 1 }).split('{{')[0] as string);

/** The sentence a fresh playlist fetch must end in, per API fault. */
function expectedFetchSpeech(fault: ApiFault, fetches: NonNullable<Entry['fetches']>): SpeechKey[] {
  switch (fault) {
    case '401':
    case '403':
      return ['error_unauthorized'];
    case '429':
    case '500':
    case '503':
    case 'refused':
    case 'reset':
    case 'hang':
      return ['error_busy'];
    case 'malformed':
      return ['error_bad_response'];
    case 'message':
    case 'null-bursts':
    case 'empty':
    case 'unplayable':
      return [
        fetches === 'search'
          ? 'no_results_search'
          : fetches === 'podcast'
            ? 'no_results_search_podcast'
            : fetches === 'latest'
              ? 'no_results_latest'
              : 'no_results_generic',
      ];
    default:
      return [];
  }
}

const PARAMS = { query: 'electric cars', name: 'sports' };
function speechFor(key: SpeechKey, entry: Entry): string {
  const query =
    entry.name === 'LatestIntent'
      ? 'interest rates'
      : entry.name === 'CategoryIntent (free words)'
        ? 'taylor swift'
        : PARAMS.query;
  // Only the part before the first interpolation: enough to identify the sentence.
  return t(key, { query, name: PARAMS.name }).split('{{')[0] ?? '';
}

/** The listener's record and the device's record, as stored. */
interface Records {
  listener?: Attributes;
  device?: Attributes;
}

interface Prepared {
  records: Records;
  snapshot: Snapshot;
  origin: string;
}

interface CellResult {
  cell: string;
  problems: string[];
  elapsedMs: number;
  apiCalls: number;
  /** The store holds something this request wrote. */
  stored: boolean;
  /** The confirmation the reply spoke, if any. */
  confirmed?: string;
}

let sim: RunningSimulator;
const prepared = new Map<SetupKind, Prepared>();
const results = new Map<string, CellResult[]>();
const entries = matrixEntries();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

function keysOf(who: DeviceIdentity) {
  const env = {
    context: { System: { user: { userId: who.userId }, device: { deviceId: who.deviceId } } },
  } as unknown as RequestEnvelope;
  return stateKeysFor(env, SECRET);
}

async function readRecords(store: MemoryPersistenceAdapter, who: DeviceIdentity): Promise<Records> {
  const keys = keysOf(who);
  const [listener, device] = await Promise.all([store.get(keys.listener), store.get(keys.device)]);
  return {
    ...(listener.value ? { listener: listener.value } : {}),
    ...(device.value ? { device: device.value } : {}),
  };
}

function newSkill(
  origin: string,
  persistence: FaultyPersistenceAdapter | MemoryPersistenceAdapter,
  logs: string[],
  timeoutMs = CLIENT_TIMEOUT_MS,
) {
  const api = new BurstApiClient({ baseUrl: origin, apiKey: sim.apiKey, timeoutMs });
  return buildSkill(
    // Notifications on (issue 51): no pass runs here, so the token URL is never called.
    {
      listenerIdSecret: SECRET,
      notify: {
        clientId: 'matrix',
        clientSecret: 'matrix',
        tokenUrl: 'http://127.0.0.1:9/auth/o2/token',
        stage: 'development',
        everyMinutes: 15,
        dailyLimit: 1,
      },
    },
    {
      api,
      store: persistence,
      strictGuard: true,
      logger: createLogger({ level: 'error', sink: (l) => logs.push(l) }),
    },
  ).skill;
}

/** Drives a healthy device to the state an entry point needs; returns the stored record. */
async function prepare(kind: SetupKind): Promise<Prepared> {
  const proxy = new FaultProxy(new URL(sim.url), nextLoopbackHost());
  await proxy.start();
  const store = new MemoryPersistenceAdapter();
  const skill = newSkill(proxy.url, store, []);
  const invoke = (env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>;
  const device = new EchoDevice(invoke, { userId: `amzn1.ask.account.MATRIX-${kind}` });
  await device.launch();
  let nextToken: string | undefined;
  if (kind === 'enqueued') {
    // Item 2 of a page of 5 is enqueued and item 1 just finished: item 2's PlaybackStarted is
    // where the skill prefetches the next page.
    await device.playToEnd();
    await device.nearlyFinished();
    nextToken = device.queue[0]?.token;
    const cur = device.current;
    if (!cur || !nextToken) throw new Error('setup: nothing enqueued');
    const { audioPlayerRequest } = await import('../../src/emulator/envelopes');
    await invoke(
      envelope(
        audioPlayerRequest('PlaybackFinished', cur.token, cur.offsetMs),
        device.who,
        { token: cur.token, offsetInMilliseconds: cur.offsetMs, playerActivity: 'PLAYING' },
        undefined,
      ),
    );
  } else if (kind === 'boundary') {
    // The prefetch fails (API down for one turn), so the last item of the page reaches its
    // NearlyFinished with no next page loaded: that request must fetch it itself.
    // The prefetch is tried on every PlaybackStarted near the end, so the API stays down until
    // the last item of the page is playing.
    await device.playToEnd();
    proxy.fault = '500';
    for (let i = 0; i < 3; i++) await device.playToEnd();
    proxy.fault = 'none';
  }
  device.advance(4000);
  const cur = device.current;
  if (!cur) throw new Error('setup: nothing playing');
  const records = await readRecords(store, device.who);
  await proxy.close();
  return {
    records,
    snapshot: { currentToken: cur.token, offsetMs: cur.offsetMs, ...(nextToken ? { nextToken } : {}) },
    origin: proxy.url,
  };
}

async function runCell(entry: Entry, apiFault: ApiFault, storeFault: StoreFault): Promise<CellResult> {
  const cell = `${entry.name} × api:${apiFault} × store:${storeFault}`;
  const problems: string[] = [];
  const prep = prepared.get(entry.setup);
  if (!prep) throw new Error(`not prepared: ${entry.setup}`);
  const proxy = new FaultProxy(new URL(sim.url), nextLoopbackHost());
  await proxy.start();
  const logs: string[] = [];
  try {
    const who = defaultIdentity({ userId: `amzn1.ask.account.MATRIX-${entry.setup}` });
    // The same stored state as after setup, with its URLs moved to this cell's own API origin.
    const seeded = JSON.parse(JSON.stringify(prep.records).split(prep.origin).join(proxy.url)) as Records;
    const inner = new MemoryPersistenceAdapter();
    const keys = keysOf(who);
    if (seeded.listener) await inner.put(keys.listener, seeded.listener, 0);
    if (seeded.device) await inner.put(keys.device, seeded.device, 0);
    const store = new FaultyPersistenceAdapter(inner, STORE_SWITCHES[storeFault]);
    const skill = newSkill(
      proxy.url,
      store,
      logs,
      apiFault === 'hang' ? HANG_CLIENT_TIMEOUT_MS : CLIENT_TIMEOUT_MS,
    );
    if (apiFault === 'refused') await proxy.refuse();
    else proxy.fault = apiFault;
    proxy.calls = 0;

    const requestType = entry.name.split('@')[0] as string;
    const session = entry.session ? { sessionId: newSessionId(), isNew: true, attributes: {} } : undefined;
    const env = envelope(entry.request(prep.snapshot), who, entry.player(prep.snapshot), session);
    const start = performance.now();
    let reply: ResponseEnvelope | undefined;
    try {
      reply = (await skill.invoke(env)) as ResponseEnvelope;
    } catch (err) {
      problems.push(`invoke rejected (strict guard or crash): ${String(err)}`);
    }
    const elapsedMs = performance.now() - start;
    if (elapsedMs >= ALEXA_REPLY_LIMIT_MS) problems.push(`reply took ${Math.round(elapsedMs)} ms`);

    if (reply) {
      // The reply rules key on the request's type (an entry is named for its intent).
      const type = String((env.request as { type?: unknown }).type);
      problems.push(...replyViolations(type, reply, true, MODEL, undefined, entry.session));
      const r = reply.response;
      const ssml = r.outputSpeech && 'ssml' in r.outputSpeech ? r.outputSpeech.ssml : undefined;
      // NavigateHome leaves quietly by design (screens: the user went home).
      const spoken =
        (requestType === 'LaunchRequest' || requestType.endsWith('Intent')) &&
        requestType !== 'AMAZON.NavigateHomeIntent';
      const hasAudioDirective = (r.directives ?? []).some((d) => d.type.startsWith('AudioPlayer.'));
      if (entry.unhandled === 'outside' && Object.keys(r).length > 0)
        problems.push(`a request outside a session needs an empty reply, got ${JSON.stringify(r)}`);
      if (entry.unhandled === 'inside' && ssml !== `<speak>${t('fallback')}</speak>`)
        problems.push(`expected the fallback's help, got ${ssml ?? 'no speech'}`);
      if (entry.unhandled && ssml?.includes(GENERIC)) problems.push(`generic error sentence: ${ssml}`);
      if (spoken) {
        const text = ssml?.replace(/<[^>]+>/g, '').trim() ?? '';
        // A spoken request gets a sentence, or (pause, stop, next…) acts on the player.
        if (!text && !hasAudioDirective)
          problems.push('spoken request got neither speech nor a player action');
        if (ssml !== undefined && text.length < 3) problems.push(`empty speech: ${ssml}`);
        if (ssml?.includes(GENERIC)) problems.push(`generic error sentence: ${ssml}`);
        if (entry.fetches) {
          const keys = expectedFetchSpeech(apiFault, entry.fetches);
          const want = keys.map((k) => speechFor(k, entry));
          if (want.length && !want.some((w) => ssml?.includes(w)))
            problems.push(`expected "${want.join('" or "')}", got ${ssml ?? 'no speech'}`);
          if (!want.length && !hasAudioDirective)
            problems.push(`expected playback, got ${ssml ?? 'no speech'}`);
        }
      }
    }

    // JSON round trip on both sides: the memory store's structuredClone builds objects of another
    // realm under jest, which a deep-equal would count as different.
    const after = JSON.parse(JSON.stringify(await readRecords(inner, who))) as Records;
    const unchanged = isDeepStrictEqual(after, JSON.parse(JSON.stringify(seeded)));
    if (entry.unhandled && !unchanged) {
      // A request the skill does not handle decides nothing: whatever the faults, nothing is written.
      problems.push('store changed by a request the skill does not handle');
    } else if (storeFault === 'read-throws' || storeFault === 'write-throws') {
      // Unreadable store: nothing may be written. Failing writes: nothing can be.
      if (!unchanged) problems.push('store changed although it was failing');
    }
    // Checked across cells below: a confirmation only for a change that is stored.
    const said = reply?.response.outputSpeech;
    const ssml = said && 'ssml' in said ? said.ssml : '';
    const confirmed = CONFIRMATIONS.find((c) => ssml.includes(c));
    if (!unchanged && !entry.unhandled && storeFault !== 'read-throws' && storeFault !== 'write-throws') {
      if (readState(after.listener, after.device, Date.now()).migrated !== 'none')
        problems.push('stored state no longer decodes');
    }
    if (problems.length && logs.length) problems.push(`logs: ${logs.slice(0, 2).join(' | ').slice(0, 600)}`);
    return {
      cell,
      problems,
      elapsedMs,
      apiCalls: proxy.calls,
      stored: !unchanged,
      ...(confirmed ? { confirmed } : {}),
    };
  } finally {
    await proxy.close();
  }
}

async function pool<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return out;
}

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  sim = await startSimulator({ port: 0, pageSize: 5 });
  for (const kind of ['playing', 'enqueued', 'boundary'] as const) prepared.set(kind, await prepare(kind));
  const tasks: Array<() => Promise<CellResult>> = [];
  const owners: string[] = [];
  for (const entry of entries)
    for (const [apiFault, storeFault] of CELLS) {
      tasks.push(() => runCell(entry, apiFault, storeFault));
      owners.push(entry.name);
    }
  console.log(
    `fault matrix: ${entries.length} entry points × ${CELLS.length} pairs of API and store faults = ${tasks.length} cells`,
  );
  const all = await pool(tasks, CONCURRENCY);
  all.forEach((r, i) => {
    const owner = owners[i] as string;
    results.set(owner, [...(results.get(owner) ?? []), r]);
  });
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await sim.stop();
});

test('the matrix covers every entry point × API fault × store fault', () => {
  const cells = [...results.values()].flat();
  expect(cells).toHaveLength(entries.length * CELLS.length);
  expect(new Set(cells.map((c) => c.cell)).size).toBe(cells.length);
  expect(unhandled).toEqual([]);
});

test('setups reach the states they claim (the API-calling cells really call the API)', () => {
  const calls = (name: string, api: ApiFault, store: StoreFault) =>
    results.get(name)?.find((c) => c.cell === `${name} × api:${api} × store:${store}`)?.apiCalls ?? -1;
  // At the page boundary after a failed prefetch, NearlyFinished must fetch the page itself.
  expect(calls('AudioPlayer.PlaybackNearlyFinished@boundary', 'none', 'none')).toBeGreaterThan(0);
  // Item 3 of 5 starting: the prefetch.
  expect(calls('AudioPlayer.PlaybackStarted@prefetch', 'none', 'none')).toBeGreaterThan(0);
  // Mid-page NearlyFinished needs nothing from the API.
  expect(calls('AudioPlayer.PlaybackNearlyFinished@mid-page', 'none', 'none')).toBe(0);
  expect(calls('SearchIntent', '500', 'none')).toBeGreaterThan(0);
});

test.each(entries.map((e) => e.name))(
  '%s: every cell answers validly, in time, helpfully, state intact',
  (name) => {
    const cells = results.get(name) ?? [];
    expect(cells).toHaveLength(CELLS.length);
    const failures = cells.filter((c) => c.problems.length).map((c) => `${c.cell}: ${c.problems.join('; ')}`);
    expect(failures).toEqual([]);
  },
);

test('a confirmation is spoken only when its change was stored, whatever the store did (issue 48)', () => {
  const confirmedAny: string[] = [];
  const lost: string[] = [];
  for (const [name, cells] of results) {
    for (const c of cells) {
      if (!c.confirmed) continue;
      confirmedAny.push(c.cell);
      if (c.stored) continue;
      // A setting said again that was already so ("keep playing" by default) stores nothing and is
      // still true: the healthy store's cell of the same entry and API fault shows it.
      const healthy = cells.find((h) => h.cell === c.cell.replace(/store:[a-z-]+$/, 'store:none'));
      if (healthy && !healthy.stored && healthy.confirmed === c.confirmed) continue;
      lost.push(`${name}: ${c.cell}: "${c.confirmed}"`);
    }
  }
  // The entries that confirm do confirm when the store is well (the check has something to check).
  for (const name of [
    'FollowIntent',
    'SaveBurstIntent',
    'SetStationIntent',
    'StopAtEndIntent',
    'NotifyIntent',
  ])
    expect(confirmedAny).toContain(`${name} × api:none × store:none`);
  expect(lost).toEqual([]);
});
