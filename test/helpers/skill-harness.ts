// The conversation test kit: the real skill (strict response guard) with the memory store, a
// manual clock, the API client against the simulator on loopback (or nock), and a local Echo.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { BurstApiClient } from '../../src/api/http-client';
import { EchoDevice } from '../../src/emulator/device';
import type { DeviceIdentity } from '../../src/emulator/envelopes';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { createSkill } from '../../src/skill/create-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/sim/server';
import type { PersistenceAdapter } from 'ask-sdk-core';
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
  /** The stored record of the default device's listener. */
  stored(device?: EchoDevice): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  sim?: SimulatorOptions;
  persistence?: (base: MemoryPersistenceAdapter) => PersistenceAdapter;
  who?: Partial<DeviceIdentity>;
  logger?: Logger;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const clock = new ManualClock(Date.now());
  const sim = await startSimulator({ port: 0, pageSize: 5, clock, ...opts.sim });
  const logs: string[] = [];
  const logger =
    opts.logger ?? createLogger({ level: 'debug', sink: (l) => logs.push(l), secrets: [sim.apiKey] });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, clock, logger });
  const store = new MemoryPersistenceAdapter({ partitionKey: (env) => listenerIdFor(env, TEST_SECRET) });
  const persistence = opts.persistence ? opts.persistence(store) : store;
  const skill = createSkill({
    api,
    persistence,
    listenerIdSecret: TEST_SECRET,
    clock,
    logger,
    strictGuard: true,
  });
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
    stored: (d = device) =>
      store.getAttributes({
        context: { System: { user: { userId: d.who.userId } } },
      } as unknown as RequestEnvelope),
    close: () => sim.stop(),
  };
}
