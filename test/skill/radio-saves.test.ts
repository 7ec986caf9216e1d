// Saved bursts on two Echos of one account: save, count, play, remove; the limit and its notice
// said once; a saved burst whose audio fails is skipped.
import { SAVE_LIMIT, savedFromItem } from '../../src/radio/saves';
import { en } from '../../src/skill/speech/en';
import { item } from '../playback/fixtures';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const burstOf = (token?: string) => token?.split('|')[4];

test('save on the kitchen Echo; count, play and remove it on the bedroom one', async () => {
  const kitchen = h.device;
  const bedroom = h.newDevice({ deviceId: 'amzn1.ask.device.bedroom' });
  await kitchen.intent('TopStoriesIntent');
  const saved = burstOf(kitchen.current?.token);
  expect((await kitchen.intent('SaveBurstIntent')).speech).toBe(en.save_done);
  expect(kitchen.activity).toBe('PLAYING');
  expect((await kitchen.intent('SaveBurstIntent')).speech).toBe(en.save_already);
  await kitchen.playToEnd();
  await kitchen.intent('SaveBurstIntent');
  expect((await bedroom.intent('CountSavedIntent')).speech).toBe('You have 2 saved bursts.');

  const play = await bedroom.intent('PlaySavedIntent');
  expect(play.speech).toBe(en.intro_saved);
  // Newest first: the second save plays first, then the first (heard already, played anyway).
  const second = burstOf(bedroom.current?.token);
  expect(second).not.toBe(saved);
  await bedroom.playToEnd();
  expect(burstOf(bedroom.current?.token)).toBe(saved);
  const removed = await bedroom.intent('RemoveSavedIntent');
  expect(removed.speech).toMatch(/^Okay, I removed .+ from your saved bursts\.$/);
  expect((await bedroom.intent('RemoveSavedIntent')).speech).toBe(en.saved_not_saved);
  expect((await kitchen.intent('CountSavedIntent')).speech).toBe('You have one saved burst.');
  // The kitchen's own playback was not touched by the bedroom's saved playlist.
  expect(kitchen.activity).toBe('PLAYING');
});

test('nothing playing: save and remove say how; nothing saved: count and play say so', async () => {
  expect((await h.device.intent('SaveBurstIntent')).speech).toBe(en.save_nothing);
  expect((await h.device.intent('RemoveSavedIntent')).speech).toBe(en.saved_remove_nothing);
  expect((await h.device.intent('CountSavedIntent')).speech).toBe(en.saved_none);
  expect((await h.device.intent('PlaySavedIntent')).speech).toBe(en.saved_none);
  expect(h.device.activity).toBe('IDLE');
});

async function fillSaves(count: number): Promise<void> {
  // The listener record must exist first (the first playlist registers the listener).
  await h.device.intent('TopStoriesIntent');
  const key = keysOf(h.device).listener;
  const { value, version } = await h.store.get(key);
  const saves = Array.from({ length: count }, (_, i) => savedFromItem(item(`old${i}`), 1000 - i));
  if ((await h.store.put(key, { ...value, saves }, version)) !== 'ok') throw new Error('conflict');
}

test(`at ${SAVE_LIMIT} saves the oldest goes, and that is said only the first time`, async () => {
  await fillSaves(SAVE_LIMIT);
  const first = await h.device.intent('SaveBurstIntent');
  expect(first.speech).toBe(en.save_done_dropped.replace('{{limit}}', String(SAVE_LIMIT)));
  await h.device.playToEnd();
  expect((await h.device.intent('SaveBurstIntent')).speech).toBe(en.save_done);
  const stored = (await h.records()).listener as { saves: Array<{ burstId: string }> };
  expect(stored.saves).toHaveLength(SAVE_LIMIT);
  expect(stored.saves.map((s) => s.burstId)).not.toContain(`old${SAVE_LIMIT - 1}`);
  expect(stored.saves.map((s) => s.burstId)).not.toContain(`old${SAVE_LIMIT - 2}`);
});

test('a saved burst whose audio no longer plays is skipped like any failed burst', async () => {
  await fillSaves(3);
  await h.device.intent('PlaySavedIntent');
  expect(burstOf(h.device.current?.token)).toBe('old0');
  await h.device.fail();
  expect(burstOf(h.device.current?.token)).toBe('old1');
  expect(h.device.activity).toBe('PLAYING');
});
