// Review finding: state keeps only a few bursts behind the current one (ITEMS_KEPT_BEHIND), so
// "previous" stops there — and said "This is the first burst" to a listener who had heard many.
import { ITEMS_KEPT_BEHIND } from '../../src/config/limits';
import { en } from '../../src/skill/speech/en';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const indexOf = (token: string | undefined) => Number(token?.split('|')[2]);

test('"previous" at the oldest kept burst does not claim it is the first one', async () => {
  await h.device.launch();
  for (let i = 0; i < ITEMS_KEPT_BEHIND + 2; i++) await h.device.playToEnd();
  const at = indexOf(h.device.current?.token);
  expect(at).toBe(ITEMS_KEPT_BEHIND + 2);
  for (let i = 0; i < ITEMS_KEPT_BEHIND; i++) {
    const turn = await h.device.intent('AMAZON.PreviousIntent');
    expect(turn.speech).toBeUndefined();
  }
  const turn = await h.device.intent('AMAZON.PreviousIntent');
  expect(indexOf(h.device.current?.token)).toBe(2);
  expect(turn.speech).not.toBe(en.at_start);
  expect(turn.speech).toBe(en.at_oldest);
  expect(h.device.activity).toBe('PLAYING');
});

test('"previous" at the very first burst still says so', async () => {
  await h.device.launch();
  const turn = await h.device.intent('AMAZON.PreviousIntent');
  expect(turn.speech).toBe(en.at_start);
});
