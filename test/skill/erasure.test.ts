// Erasure when the listener disables the skill (AlexaSkillEvent.SkillDisabled): the listener record
// and the record of every one of their Echos go, on the store the skill writes to; another
// listener's records stay; the reply is valid and silent; erasing twice is done; a listener who
// comes back is new, and no request that was on its way brings old state back.
import { skillEventEnvelope, skillEventRequest } from '../../src/emulator/envelopes';
import type { EchoDevice } from '../../src/emulator/device';
import { deviceKeyOf } from '../../src/state/keys';
import { isErasureMarker } from '../../src/state/records';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
let kitchen: EchoDevice;
let bedroom: EchoDevice;
let neighbour: EchoDevice;
const USER = 'amzn1.ask.account.HOUSEHOLD';

beforeEach(async () => {
  h = await startHarness();
  kitchen = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.KITCHEN' });
  bedroom = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.BEDROOM' });
  neighbour = h.newDevice({ userId: 'amzn1.ask.account.NEIGHBOUR', deviceId: 'amzn1.ask.device.NEXTDOOR' });
});
afterEach(() => h.close());

const disable = (d: EchoDevice, status: 'PERSISTED' | 'NOT_PERSISTED' = 'NOT_PERSISTED') =>
  h.invoke(skillEventEnvelope(skillEventRequest('SkillDisabled', status), d.who));

async function listenOnBoth(): Promise<void> {
  await kitchen.launch();
  await kitchen.playToEnd();
  await bedroom.intent('CategoryIntent', { category: { value: 'sports', id: '10' } });
  await bedroom.intent('FollowIntent', { topic: { value: 'electric cars' } });
  await neighbour.launch();
}

/** Every key this test's listeners could have, with what is stored there. */
async function stored(d: EchoDevice): Promise<{ listener: unknown; devices: unknown[] }> {
  const k = keysOf(d);
  const listener = (await h.store.get(k.listener)).value;
  const devices = await Promise.all(
    [kitchen, bedroom].map(
      async (e) => (await h.store.get(deviceKeyOf(k.listener, keysOf(e).deviceHash))).value,
    ),
  );
  return { listener, devices };
}

test.each(['NOT_PERSISTED', 'PERSISTED'] as const)(
  'disabling the skill (%s) erases the listener and every one of their Echos, silently',
  async (status) => {
    await listenOnBoth();
    const before = await stored(kitchen);
    expect(before.devices.filter(Boolean)).toHaveLength(2);
    expect((before.listener as { devices: string[] }).devices).toHaveLength(2);

    const reply = await disable(kitchen, status);
    expect(reply.response.outputSpeech).toBeUndefined();
    expect(reply.response.reprompt).toBeUndefined();
    expect(reply.response.directives ?? []).toEqual([]);

    const after = await stored(kitchen);
    // Only the marker: no profile, history, follows, saves or playback.
    expect(isErasureMarker(after.listener)).toBe(true);
    expect(Object.keys(after.listener as object).sort()).toEqual(['devices', 'erased', 'erasedAt']);
    expect(after.devices).toEqual([undefined, undefined]);
    // The neighbour keeps everything.
    const theirs = await h.records(neighbour);
    expect(theirs.listener).toMatchObject({ profile: expect.any(Object) });
    expect(theirs.device).toMatchObject({ playback: expect.any(Object) });
  },
);

test('erasing twice, or a listener never seen, is done and stores nothing new', async () => {
  await listenOnBoth();
  await disable(kitchen);
  const once = await stored(kitchen);
  await expect(disable(kitchen)).resolves.toMatchObject({ response: {} });
  expect((await stored(kitchen)).devices).toEqual([undefined, undefined]);
  expect(isErasureMarker((await stored(kitchen)).listener)).toBe(true);
  expect(once.devices).toEqual([undefined, undefined]);

  const stranger = h.newDevice({ userId: 'amzn1.ask.account.NEVER-SEEN', deviceId: 'amzn1.ask.device.X' });
  const sizeBefore = h.store.size;
  const reply = await disable(stranger);
  expect(reply.response.outputSpeech).toBeUndefined();
  expect(h.store.size).toBe(sizeBefore);
});

test('a listener who comes back after erasure is new: welcome, no follows, nothing to resume', async () => {
  await listenOnBoth();
  await disable(kitchen);
  const back = await kitchen.launch();
  const welcome = await neighbourLaunchSpeech();
  expect(back.speech).toBe(welcome);
  const l = (await h.records(kitchen)).listener as { follows: unknown[]; history: string[] };
  expect(l.follows).toEqual([]);
  const resume = await bedroom.intent('AMAZON.ResumeIntent');
  expect(resume.speech).not.toMatch(/sports/i);
});

test('AudioPlayer events of the old playlist after erasure bring nothing back', async () => {
  await listenOnBoth();
  kitchen.advance(5000);
  await disable(kitchen);
  // The Echo was still playing: its events arrive after the erasure.
  await kitchen.nearlyFinished();
  await kitchen.userStopped();
  const { devices } = await stored(kitchen);
  for (const d of devices) {
    const pb = (d as { playback?: { playlist?: unknown } } | undefined)?.playback;
    expect(pb?.playlist).toBeUndefined();
  }
});

/** The first-time welcome, as a brand-new listener hears it on the same skill. */
async function neighbourLaunchSpeech(): Promise<string | undefined> {
  const fresh = h.newDevice({ userId: 'amzn1.ask.account.BRAND-NEW', deviceId: 'amzn1.ask.device.NEW' });
  return (await fresh.launch()).speech;
}

test('a "yes" whose erasure cannot be written is not confirmed, and nothing is lost', async () => {
  const { FaultyPersistenceAdapter } = await import('../../src/persistence/faulty');
  await h.close();
  let faulty: InstanceType<typeof FaultyPersistenceAdapter> | undefined;
  h = await startHarness({ persistence: (base) => (faulty = new FaultyPersistenceAdapter(base)) });
  const echo = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.KITCHEN' });
  await echo.launch();
  await echo.intent('FollowIntent', { topic: 'electric cars' });
  await echo.intent('DeleteDataIntent');
  faulty?.set({ failWrites: true });
  const yes = await echo.intent('AMAZON.YesIntent');
  expect(yes.speech).toBe("I can't delete it right now. Please try again in a moment.");
  faulty?.set({ failWrites: false });
  const l = (await h.records(echo)).listener as { follows: unknown[] };
  expect(l.follows).toHaveLength(1);
});
