// A skill with notifications on, against the simulator's API and its Login with Amazon and
// Proactive Events stand-ins (src/sim/alexa), with the notifier a host would run.
import { BurstApiClient } from '../../src/api/http-client';
import { buildSkill } from '../../src/app/build-skill';
import { createNotifier, type Notifier } from '../../src/app/notifier';
import type { NotifyConfig } from '../../src/config/env';
import { EchoDevice } from '../../src/emulator/device';
import type { DeviceIdentity } from '../../src/emulator/envelopes';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { stateKeysFor } from '../../src/state/keys';
import { ManualClock } from '../../src/util/clock';
import { createLogger } from '../../src/util/logger';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

export const SECRET = 'test-listener-secret-for-notifications';
export const CLIENT = { clientId: 'amzn1.application-oa2-client.test', clientSecret: 'messaging-secret-xyz' };

export interface NotifyHarness {
  sim: RunningSimulator;
  store: MemoryPersistenceAdapter;
  clock: ManualClock;
  logs: string[];
  notifier: Notifier;
  device: EchoDevice;
  newDevice(who?: Partial<DeviceIdentity>): EchoDevice;
  listenerRecord(d?: EchoDevice): Promise<Record<string, unknown> | undefined>;
  close(): Promise<void>;
}

export async function startNotifyHarness(
  opts: { dailyLimit?: number; stage?: 'development' | 'live' } = {},
): Promise<NotifyHarness> {
  const clock = new ManualClock(Date.now());
  const sim = await startSimulator({ port: 0, pageSize: 5, clock, reairRate: 0 });
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    sink: (l) => logs.push(l),
    secrets: [sim.apiKey, CLIENT.clientSecret],
  });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, clock, logger });
  const store = new MemoryPersistenceAdapter();
  const notify: NotifyConfig = {
    ...CLIENT,
    tokenUrl: `${sim.url}/auth/o2/token`,
    stage: opts.stage ?? 'development',
    everyMinutes: 15,
    dailyLimit: opts.dailyLimit ?? 1,
  };
  const { skill, sealer } = buildSkill(
    { listenerIdSecret: SECRET, notify },
    { api, store, clock, logger, strictGuard: true },
  );
  const notifier = createNotifier(notify, {
    store,
    api,
    sealer,
    logger,
    clock,
    origins: { NA: `${sim.url}/na`, EU: `${sim.url}/eu`, FE: `${sim.url}/fe` },
  });
  const invoke = (env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>;
  const newDevice = (who: Partial<DeviceIdentity> = {}) => new EchoDevice(invoke, who);
  const device = newDevice();
  return {
    sim,
    store,
    clock,
    logs,
    notifier,
    device,
    newDevice,
    async listenerRecord(d = device) {
      const env = {
        context: { System: { user: { userId: d.who.userId }, device: { deviceId: d.who.deviceId } } },
      };
      const keys = stateKeysFor(env as unknown as RequestEnvelope, SECRET);
      return (await store.get(keys.listener)).value;
    },
    close: () => sim.stop(),
  };
}
