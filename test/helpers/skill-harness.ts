// The conversation test kit: the real skill (strict response guard) with the memory store, a
// manual clock, the API client against the simulator on loopback (or nock), and a local Echo.
import type { RequestEnvelope, ResponseEnvelope, services } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { EchoDevice } from '../../src/emulator/device';
import type { DeviceIdentity } from '../../src/emulator/envelopes';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/sim/server';
import { stateKeysFor } from '../../src/state/keys';
import { readStoredPlayback } from '../../src/state/stored-playback';
import type { VersionedStore } from '../../src/state/store';
import { ManualClock } from '../../src/util/clock';
import { createLogger, type Logger } from '../../src/util/logger';

export const TEST_SECRET = 'test-listener-secret';

export interface Harness {
  sim: RunningSimulator;
  api: BurstApiClient;
  store: MemoryPersistenceAdapter;
  clock: ManualClock;
  logs: string[];
  device: EchoDevice;
  invoke: (env: RequestEnvelope) => Promise<ResponseEnvelope>;
  newDevice(who?: Partial<DeviceIdentity>): EchoDevice;
  /**
   * What is stored for a device (the default one): its listener's record with the device's
   * playback beside the listener's profile, `{}` when neither record exists. The playback is read
   * as the skill reads it (its stored layout is compact: src/state/stored-playback.ts).
   */
  stored(device?: EchoDevice): Promise<Record<string, unknown>>;
  /** Rewrites a device's stored record, as another process would (a versioned write). */
  editDevice(change: (rec: Record<string, unknown>) => void, device?: EchoDevice): Promise<void>;
  /** The two raw records of a device (undefined when absent). */
  records(
    device?: EchoDevice,
  ): Promise<{ listener?: Record<string, unknown>; device?: Record<string, unknown> }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  sim?: SimulatorOptions;
  persistence?: (base: MemoryPersistenceAdapter) => VersionedStore;
  who?: Partial<DeviceIdentity>;
  logger?: Logger;
  /** Alexa's APIs as the skill meets them (a stand-in); Amazon's over HTTPS (nock) when unset. */
  alexaApi?: services.ApiClient;
  /**
   * The time the run starts at (now by default). Set it here, not on the clock afterwards: the
   * simulator dates its catalogue from the clock when it starts, and a test that moves the clock
   * after that asks for stories the catalogue does not have at some hours of the real day.
   */
  now?: number;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const clock = new ManualClock(opts.now ?? Date.now());
  // Copy-free by default: these tests pin page sizes and positions; the listening tests
  // (test/emulator/listening-session.test.ts) ask for re-airs and other stations' readings.
  const sim = await startSimulator({ port: 0, pageSize: 5, clock, reairRate: 0, ...opts.sim });
  const logs: string[] = [];
  const logger =
    opts.logger ?? createLogger({ level: 'debug', sink: (l) => logs.push(l), secrets: [sim.apiKey] });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, clock, logger });
  const store = new MemoryPersistenceAdapter();
  const persistence = opts.persistence ? opts.persistence(store) : store;
  const { skill } = buildSkill(
    { listenerIdSecret: TEST_SECRET },
    {
      api,
      store: persistence,
      clock,
      logger,
      strictGuard: true,
      ...(opts.alexaApi ? { alexaApi: opts.alexaApi } : {}),
    },
  );
  const invoke = (env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>;
  const newDevice = (who: Partial<DeviceIdentity> = {}) => new EchoDevice(invoke, { ...opts.who, ...who });
  const device = newDevice();
  return {
    sim,
    api,
    store,
    clock,
    logs,
    device,
    invoke,
    newDevice,
    records: (d = device) => recordsOf(store, d),
    editDevice: async (change, d = device) => {
      const key = keysOf(d).device;
      const { value, version } = await store.get(key);
      if (!value) throw new Error('no device record to edit');
      change(value);
      if ((await store.put(key, value, version)) !== 'ok') throw new Error('edit met a conflict');
    },
    stored: async (d = device) => {
      const { listener, device: rec } = await recordsOf(store, d);
      if (!listener && !rec) return {};
      return { ...listener, ...(rec ? { playback: readStoredPlayback(rec.playback) ?? rec.playback } : {}) };
    },
    close: () => sim.stop(),
  };
}

export async function recordsOf(
  store: VersionedStore,
  d: EchoDevice,
): Promise<{ listener?: Record<string, unknown>; device?: Record<string, unknown> }> {
  const keys = keysOf(d);
  const [listener, device] = await Promise.all([store.get(keys.listener), store.get(keys.device)]);
  return { listener: listener.value, device: device.value };
}

export function keysOf(d: EchoDevice) {
  return stateKeysFor(
    {
      context: { System: { user: { userId: d.who.userId }, device: { deviceId: d.who.deviceId } } },
    } as unknown as RequestEnvelope,
    TEST_SECRET,
  );
}
