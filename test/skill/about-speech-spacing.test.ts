// Review finding: about show / about station spoke a double space when the API had no "about"
// text ("…Network.  Its hosts are…").
import type { EchoDevice } from '../../src/emulator/device';
import type { SimBurst } from '../../src/sim/server';
import { startHarness, type Harness } from '../helpers/skill-harness';
import { speechDefects as defects } from './speech-defects';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** Starts the tech playlist and returns the burst now playing (its catalogue object). */
async function playing(d: EchoDevice = h.device): Promise<SimBurst> {
  await d.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
  const burst = h.sim.catalogue.burstById(d.current?.token.split('|')[4] ?? '');
  if (!burst) throw new Error('nothing started');
  return burst;
}

describe('about show / about station when the API has no "about" text', () => {
  it('about show: no double space between the sentences', async () => {
    const burst = await playing();
    h.sim.catalogue.showOf(burst).about = '';
    const turn = await h.device.intent('AboutShowIntent');
    expect(turn.speech).toMatch(/It is hosted by|Its hosts are/);
    expect(defects(turn.speech)).toEqual([]);
  });

  it('about station: no double space when neither about nor hosts are known', async () => {
    const burst = await playing();
    const station = h.sim.catalogue.stationOf(burst);
    station.about = '';
    station.hosts = [];
    const turn = await h.device.intent('AboutStationIntent');
    expect(turn.speech).toMatch(/To hear more from it/);
    expect(defects(turn.speech)).toEqual([]);
  });
});
