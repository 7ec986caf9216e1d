import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

test('launch plays top stories and the playlist continues across pages', async () => {
  const turn = await h.device.launch();
  expect(turn.speech).toMatch(/Welcome to Burst Voice/);
  const burstOf = () => h.device.current?.token.split('|')[4];
  const heard: Array<string | undefined> = [burstOf()];
  for (let i = 0; i < 12; i++) {
    await h.device.playToEnd();
    heard.push(burstOf());
  }
  // 13 distinct bursts from pages of 5: the playlist crossed two page boundaries.
  expect(new Set(heard).size).toBe(13);
  expect(h.device.activity).toBe('PLAYING');
  const calls = h.sim.control.requestLog.map((e) => e.path);
  expect(calls.filter((p) => p === '/v2/topstories').length).toBeGreaterThanOrEqual(3);
});
