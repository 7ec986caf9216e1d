// Shared setup of the simulator tests: a simulator on an ephemeral loopback port with a manual
// clock, and a small fetch wrapper that sends the key unless told not to.
import { ManualClock } from '../../src/util/clock';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/sim/server';

export const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

export async function startTestSim(
  opts: SimulatorOptions = {},
): Promise<RunningSimulator & { clock: ManualClock }> {
  const clock = opts.clock instanceof ManualClock ? opts.clock : new ManualClock(T0);
  const sim = await startSimulator({ port: 0, seed: 7, ...opts, clock });
  return { ...sim, clock };
}

export interface GetOptions {
  key?: string | null;
  method?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function call(sim: RunningSimulator, path: string, o: GetOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...o.headers };
  const key = o.key === undefined ? sim.apiKey : o.key;
  if (key !== null) headers['Ocp-Apim-Subscription-Key'] = key;
  return fetch(sim.url + path, { method: o.method ?? 'GET', headers, signal: o.signal });
}

export type Obj = Record<string, unknown>;

export async function json(sim: RunningSimulator, path: string, o: GetOptions = {}): Promise<Obj> {
  const res = await call(sim, path, o);
  if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as Obj;
}

export const bursts = (body: Obj): Obj[] => body.bursts as Obj[];
