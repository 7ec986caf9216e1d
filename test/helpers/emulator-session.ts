// The local Echo over the real skill, with the API simulator on loopback (four bursts a page) and
// a manual clock: what most emulator tests start from. The caller stops `sim`.
import { BurstApiClient } from '../../src/api/http-client';
import { EmulatorSession } from '../../src/emulator/session';
import { startSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';

/** `now`: the time the run starts at; the simulator dates its catalogue from it (see skill-harness). */
export async function startEmulator({ now, ...opts }: { trackTime?: boolean; now?: number } = {}) {
  const clock = new ManualClock(now ?? Date.now());
  const sim = await startSimulator({ port: 0, pageSize: 4, clock });
  const api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock });
  const emulator = new EmulatorSession({ api, clock, strictGuard: true, ...opts });
  return { clock, sim, emulator };
}
