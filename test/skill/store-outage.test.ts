// The audio goes on without the store (issue 48): a NearlyFinished or a PlaybackFailed whose
// records cannot be read or written still gets the next burst, from what the Echo's own token
// carries; when the store is back, the stored playback catches up with what the Echo played — no
// burst twice, none skipped — and "save this" saves what the Echo says it plays.
import { FaultyPersistenceAdapter } from '../../src/persistence/faulty';
import type { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { decodeToken } from '../../src/playback/token';
import { readStoredPlayback } from '../../src/state/stored-playback';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
let faulty: FaultyPersistenceAdapter;
beforeEach(async () => {
  h = await startHarness({
    sim: { pageSize: 5 },
    persistence: (base: MemoryPersistenceAdapter) => (faulty = new FaultyPersistenceAdapter(base)),
  });
});
afterEach(() => h.close());

const playing = () => decodeToken(h.device.current?.token);

/** The burst ids the Echo played, in order, and their tokens' places in the playlist. */
async function playOn(bursts: number, heard: Array<{ id: string; index: number }>): Promise<void> {
  for (let i = 0; i < bursts; i++) {
    await h.device.playToEnd();
    const now = playing();
    if (!now) throw new Error(`the playlist stopped after ${heard.length} bursts`);
    heard.push({ id: now.burstId, index: now.index });
  }
}

test('a NearlyFinished the store cannot answer enqueues the burst the playlist would have', async () => {
  await h.device.intent('TopStoriesIntent');
  await h.device.playToEnd();
  const before = readStoredPlayback((await h.records()).device?.playback);
  const at = playing();
  const expected = before?.playlist?.items[(at?.index ?? 0) + 1 - (before?.playlist?.base ?? 0)];
  faulty.set({ failReads: true, failWrites: true });
  await h.device.nearlyFinished();
  expect(h.device.queue).toHaveLength(1);
  const next = decodeToken(h.device.queue[0]?.token);
  expect(next?.burstId).toBe(expected?.burstId);
  expect(next?.index).toBe((at?.index ?? 0) + 1);
  expect(next?.playlistId).toBe(at?.playlistId);
});

test('through an outage of several bursts and past a page boundary, then back: each burst once, none skipped, stored playback caught up', async () => {
  await h.device.intent('TopStoriesIntent');
  const heard = [{ id: playing()?.burstId ?? '', index: playing()?.index ?? -1 }];
  await playOn(2, heard);
  faulty.set({ failReads: true, failWrites: true });
  await playOn(6, heard);
  faulty.set({ failReads: false, failWrites: false });
  await playOn(5, heard);
  expect(new Set(heard.map((b) => b.id)).size).toBe(heard.length);
  expect(heard.map((b) => b.index)).toEqual(heard.map((_, i) => i));
  const stored = readStoredPlayback((await h.records()).device?.playback);
  expect(stored?.index).toBe(playing()?.index);
  expect(stored?.token).toBe(h.device.current?.token);
});

test('writes that do not land (reads work) leave the stored cursor behind: later events catch up, nothing twice', async () => {
  await h.device.intent('TopStoriesIntent');
  const heard = [{ id: playing()?.burstId ?? '', index: playing()?.index ?? -1 }];
  faulty.set({ failWrites: true });
  await playOn(7, heard);
  faulty.set({ failWrites: false });
  await playOn(4, heard);
  expect(new Set(heard.map((b) => b.id)).size).toBe(heard.length);
  expect(heard.map((b) => b.index)).toEqual(heard.map((_, i) => i));
  expect(readStoredPlayback((await h.records()).device?.playback)?.index).toBe(playing()?.index);
});

test('a PlaybackFailed during an outage plays the next burst', async () => {
  await h.device.intent('TopStoriesIntent');
  const at = playing();
  faulty.set({ failReads: true, failWrites: true });
  const turn = await h.device.fail();
  const play = turn.reply?.response.directives?.find((d) => d.type === 'AudioPlayer.Play') as
    { audioItem?: { stream?: { token?: string } } } | undefined;
  expect(decodeToken(play?.audioItem?.stream?.token)?.index).toBe((at?.index ?? 0) + 1);
});

test('a launch during an outage plays top stories and says nothing of follows, saves or where you were', async () => {
  await h.device.intent('FollowIntent', { topic: 'electric cars' });
  faulty.set({ failReads: true, failWrites: true });
  const other = h.newDevice();
  const turn = await other.launch();
  const ssml = JSON.stringify(turn.reply?.response.outputSpeech ?? {});
  expect(other.current).toBeDefined();
  expect(ssml).not.toMatch(/follow|saved|welcome back|where you left/i);
});

test('"save this" saves the burst the Echo plays, even when the stored cursor lags behind it', async () => {
  await h.device.intent('TopStoriesIntent');
  // Past the first page (five), with the store taking no writes: the stored playlist stays on
  // its first page and its first burst, and cannot place the Echo's token.
  faulty.set({ failWrites: true });
  for (let i = 0; i < 6; i++) await h.device.playToEnd();
  faulty.set({ failWrites: false });
  const now = playing();
  expect(now?.index).toBe(6);
  const turn = await h.device.intent('SaveBurstIntent');
  expect(JSON.stringify(turn.reply?.response.outputSpeech)).toMatch(/Saved/);
  const saves = (await h.records()).listener?.saves as Array<{ id?: string; burstId?: string }>;
  expect(saves.map((s) => s.id ?? s.burstId)).toEqual([now?.burstId]);
});

test('"follow" while the store is down: an honest sentence, never "Okay"; and nothing stored', async () => {
  faulty.set({ failReads: true });
  const turn = await h.device.intent('FollowIntent', { topic: 'solar power' });
  const ssml = JSON.stringify(turn.reply?.response.outputSpeech);
  expect(ssml).not.toMatch(/Okay/);
  expect(ssml).toMatch(/just now/);
  faulty.set({ failReads: false, failWrites: true });
  const again = await h.device.intent('FollowIntent', { topic: 'solar power' });
  expect(JSON.stringify(again.reply?.response.outputSpeech)).toMatch(/couldn't save that just now/);
  expect((await h.records()).listener?.follows ?? []).toEqual([]);
});
