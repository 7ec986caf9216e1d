// Review finding: API titles often end in "?" ("Are foldable phones finally worth it?"); put
// mid-sentence they were spoken as "…worth it?, from…" and "…worth it?.".
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

describe('titles that end in punctuation ("Are foldable phones finally worth it?")', () => {
  beforeEach(() => {
    for (const b of h.sim.catalogue.stories) b.title = b.title.replace(/[.?!]*$/, '?');
  });

  it('"what is playing" does not say "…worth it?, from …"', async () => {
    await playing();
    const title = h.device.current?.title ?? 'missing';
    expect(title).toMatch(/\?$/);
    const turn = await h.device.intent('WhatIsPlayingIntent');
    expect(turn.speech).toContain(`This is ${title.slice(0, -1)}`);
    expect(defects(turn.speech)).toEqual([]);
  });

  it('"play more like this" does not say "…worth it?."', async () => {
    await playing();
    const turn = await h.device.intent('PlayRelatedIntent');
    expect(turn.speech).toMatch(/^Here is more like /);
    expect(defects(turn.speech)).toEqual([]);
  });
});
