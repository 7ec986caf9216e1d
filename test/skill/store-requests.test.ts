// What playback costs the store (issue 23): an AudioPlayer event reads its device's record alone
// (one item, one round trip) and writes only when the stored state changes in a way a later
// request reads — PlaybackStarted always, NearlyFinished only when it appends a page, Finished
// only when the playlist ends or failures are forgiven. Counted on every store call, per event.
import type { Attributes, Versioned, VersionedStore } from '../../src/state/store';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { startHarness, keysOf, type Harness } from '../helpers/skill-harness';
import { countingStore, type StoreCall } from '../helpers/counting-store';
import { sharedEcho } from '../helpers/persons';
import { erasureMarker } from '../../src/state/records';

type Call = StoreCall;
let calls: Call[] = [];
const counting = (base: MemoryPersistenceAdapter): VersionedStore => countingStore(base, calls);

let h: Harness;
beforeEach(async () => {
  calls = [];
  h = await startHarness({ sim: { pageSize: 5 }, persistence: counting });
});
afterEach(() => h.close());

/** The store calls made while `step` ran. */
async function during(step: () => Promise<unknown>): Promise<Call[]> {
  const from = calls.length;
  await step();
  return calls.slice(from);
}

const reports = () => h.sim.control.requestLog.filter((r) => r.path === '/v2/user/track').length;

test('twelve bursts on a speaker: one device read per event, one write per burst, listens reported', async () => {
  await h.device.intent('TopStoriesIntent');
  const reportsBefore = reports();
  const perEvent: Call[][] = [];
  for (let burst = 0; burst < 12; burst++) {
    perEvent.push(await during(() => h.device.nearlyFinished()));
    // Finished of this burst and Started of the next, one request each.
    const finished = await during(() => h.device.finish());
    perEvent.push(finished);
  }
  const all = perEvent.flat();
  // Only the device record is ever read or written by AudioPlayer events.
  expect(all.filter((c) => c.key === 'listener')).toEqual([]);
  expect(all.filter((c) => c.op === 'delete')).toEqual([]);
  const reads = all.filter((c) => c.op === 'get').length;
  const writes = all.filter((c) => c.op === 'put').length;
  // 36 events (12 × NearlyFinished, Finished, Started): one read each.
  expect(reads).toBe(36);
  // A write per Started, plus the NearlyFinished writes that appended the next page (pages of
  // five: two boundaries in twelve bursts).
  expect(writes).toBeLessThanOrEqual(12 + 2);
  expect(writes / 12).toBeLessThanOrEqual(2.1);
  expect((reads + writes) / 12).toBeLessThanOrEqual(6);
  // Every burst's start and end reported to the API, from the device record's copy of the id.
  expect(reports() - reportsBefore).toBe(24);
});

test('the device record carries the generation and the API user id an event needs', async () => {
  await h.device.intent('TopStoriesIntent');
  const { listener, device } = await h.records();
  const profile = listener?.profile as { apiUserId?: string };
  expect(profile.apiUserId).toEqual(expect.any(String));
  expect(device).toMatchObject({ gen: listener?.gen, apiUserId: profile.apiUserId });
});

test('a device record from before (no API user id copy): the event reads both, and its write adds it', async () => {
  await h.device.intent('TopStoriesIntent');
  await h.editDevice((rec) => delete rec.apiUserId);
  const first = await during(() => h.device.nearlyFinished());
  expect(first.filter((c) => c.op === 'get').map((c) => c.key)).toEqual(['device', 'listener']);
  // NearlyFinished writes nothing; the next Started writes the device record, stamped.
  await h.device.finish();
  expect((await h.records()).device?.apiUserId).toEqual(expect.any(String));
  const later = await during(() => h.device.nearlyFinished());
  expect(later.filter((c) => c.op === 'get').map((c) => c.key)).toEqual(['device']);
});

test('an event whose device record is gone reads the listener too, and the playlist goes on from the Echo token, stored again (issue 48)', async () => {
  await h.device.intent('TopStoriesIntent');
  const key = keysOf(h.device).device;
  await h.store.delete(key);
  const got = await during(() => h.device.nearlyFinished());
  expect(got.map((c) => `${c.op}:${c.key}`)).toEqual(['get:device', 'get:listener', 'put:device']);
  expect(h.device.queue).toHaveLength(1);
  const stored = (await h.store.get(key)) as Versioned;
  expect(stored.value).toMatchObject({ playback: expect.any(Object) });
});

test('an erased listener (the record is a marker) gets nothing back: the event changes nothing', async () => {
  await h.device.intent('TopStoriesIntent');
  const keys = keysOf(h.device);
  const listener = (await h.store.get(keys.listener)) as Versioned;
  await h.store.put(keys.listener, { ...erasureMarker(Date.now(), []) }, listener.version);
  await h.store.delete(keys.device);
  const got = await during(() => h.device.nearlyFinished());
  expect(got.filter((c) => c.op !== 'get')).toEqual([]);
  expect(h.device.queue).toHaveLength(0);
  expect((await h.store.get(keys.device)) as Versioned).toMatchObject({ value: undefined });
});
test('a new listener: the listener record that lists the device is written before the device record', async () => {
  const first = await during(() => h.device.intent('TopStoriesIntent'));
  const puts = first.filter((c) => c.op === 'put').map((c) => c.key);
  // The intent's two writes, in that order, then the PlaybackStarted the device sent after it.
  expect(puts).toEqual(['listener', 'device', 'device']);
  const stored: Attributes | undefined = (await h.records()).listener;
  expect(stored?.devices).toEqual([keysOf(h.device).deviceHash]);
});

test('"this Echo played last" is rewritten only when it changes or is ten minutes old', async () => {
  await h.device.intent('TopStoriesIntent');
  const at = () => h.records().then((r) => r.listener?.lastPlayback) as Promise<{ at: number } | undefined>;
  const first = (await at())?.at;
  h.clock.advance(60_000);
  // A new playlist on the same Echo a minute later: the mark stands (the heard history may
  // still change the listener record, the mark itself does not move).
  await h.device.intent('CategoryIntent', { category: { value: 'sports', id: '10' } });
  expect((await at())?.at).toBe(first);
  h.clock.advance(10 * 60_000);
  await h.device.intent('TopStoriesIntent');
  expect((await at())?.at).toBe(h.clock.now());
  // Another Echo of the account takes it at once.
  const kitchen = h.newDevice({ deviceId: 'amzn1.ask.device.KITCHEN' });
  await kitchen.intent('TopStoriesIntent');
  expect((await h.records()).listener?.lastPlayback).toEqual({
    device: keysOf(kitchen).deviceHash,
    at: h.clock.now(),
  });
});

test("a recognized person: a spoken request reads one more item (theirs); their playlist's AudioPlayer events read and write only the device record", async () => {
  const who = { userId: 'amzn1.ask.account.COST', deviceId: 'amzn1.ask.device.COST' };
  const echo = sharedEcho(h, who);
  await echo.echo.intent('FollowIntent', { topic: { value: 'electric cars' } });
  const household = await during(() => echo.echo.intent('ListFollowsIntent'));
  echo.speaking = 'Alex';
  await echo.echo.intent('FollowIntent', { topic: { value: 'football' } });
  const alex = await during(() => echo.echo.intent('ListFollowsIntent'));
  const reads = (c: Call[]) => c.filter((x) => x.op === 'get').map((x) => x.key);
  expect(reads(household).sort()).toEqual(['device', 'listener']);
  expect(reads(alex).sort()).toEqual(['device', 'listener', 'person']);

  await echo.echo.intent('PlayFollowsIntent');
  const events: Call[] = [];
  for (let burst = 0; burst < 4; burst++) events.push(...(await during(() => echo.echo.playToEnd())));
  expect(events.filter((c) => c.key !== 'device')).toEqual([]);
  expect(events.filter((c) => c.op === 'get')).toHaveLength(12);
  expect(events.filter((c) => c.op === 'put').length).toBeLessThanOrEqual(4 + 1);
});
