// Conversations: listen reports to /v2/user/track, and a store that fails. Neither may ever break
// or change a reply.
import type { interfaces } from 'ask-sdk-model';
import { FaultyPersistenceAdapter } from '../../src/persistence/faulty';
import { startHarness, type Harness } from '../helpers/skill-harness';

const burstOf = (token: string | undefined) => token?.split('|')[4];

describe('listen reporting', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const tracks = () =>
    h.sim.control.requestLog
      .filter((e) => e.path === '/v2/user/track')
      .map((e) => ({
        action: e.query.action,
        burstId: e.query.burstId,
        userId: e.query.userId,
        device: e.query.device,
      }));

  test('startOfPlay, endOfPlay, skip and pause reach /v2/user/track with the API user id', async () => {
    await h.device.launch();
    const first = burstOf(h.device.current?.token);
    const apiUser = ((await h.stored()).profile as { apiUserId: string }).apiUserId;
    await h.device.playToEnd();
    const second = burstOf(h.device.current?.token);
    await h.device.intent('AMAZON.NextIntent');
    const third = burstOf(h.device.current?.token);
    h.device.advance(3000);
    await h.device.intent('AMAZON.PauseIntent');

    expect(tracks()).toEqual([
      { action: 'startOfPlay', burstId: first, userId: apiUser, device: 'alexa' },
      { action: 'endOfPlay', burstId: first, userId: apiUser, device: 'alexa' },
      { action: 'startOfPlay', burstId: second, userId: apiUser, device: 'alexa' },
      { action: 'skip', burstId: second, userId: apiUser, device: 'alexa' },
      { action: 'startOfPlay', burstId: third, userId: apiUser, device: 'alexa' },
      { action: 'pause', burstId: third, userId: apiUser, device: 'alexa' },
    ]);
  });

  test('resuming at an offset is not a new start of play', async () => {
    await h.device.launch();
    h.device.advance(5000);
    await h.device.intent('AMAZON.PauseIntent');
    h.sim.control.clearLog();
    await h.device.intent('AMAZON.ResumeIntent');
    expect(tracks().map((t) => t.action)).toEqual([]);
  });

  test('a hanging track endpoint never breaks a reply, and the playlist advances', async () => {
    h.sim.control.injectFault('/v2/user/track', { kind: 'hang' });
    await h.device.launch();
    const first = h.device.current?.token;
    const nf = await h.device.nearlyFinished();
    const enq = nf.reply.response.directives?.[0] as interfaces.audioplayer.PlayDirective | undefined;
    expect(enq?.playBehavior).toBe('ENQUEUE');
    await h.device.finish();
    expect(h.device.current?.token).toBe(enq?.audioItem?.stream?.token);
    const next = await h.device.intent('AMAZON.NextIntent');
    expect(next.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    expect(await h.stored()).toMatchObject({ playback: { index: 2, activity: 'playing' } });
    expect(h.device.current?.token).not.toBe(first);
    expect(h.sim.control.requestLog.filter((e) => e.path === '/v2/user/track').length).toBeGreaterThan(0);
  });

  test('a failing track endpoint (500) is ignored', async () => {
    h.sim.control.injectFault('/v2/user/track', { kind: 'status', status: 500 });
    await h.device.launch();
    await h.device.playToEnd();
    expect(await h.stored()).toMatchObject({ playback: { index: 1, activity: 'playing' } });
  });
});

describe('store faults', () => {
  let h: Harness;
  let faulty: FaultyPersistenceAdapter;
  beforeEach(async () => {
    h = await startHarness({
      persistence: (base) => {
        faulty = new FaultyPersistenceAdapter(base);
        return faulty;
      },
    });
  });
  afterEach(() => h.close());

  test('read fails: launch still plays, and nothing is written back', async () => {
    faulty.set({ failReads: true });
    const turn = await h.device.launch();
    expect(turn.reply.response.directives?.[0]).toMatchObject({
      type: 'AudioPlayer.Play',
      playBehavior: 'REPLACE_ALL',
    });
    expect(h.device.activity).toBe('PLAYING');
    expect(faulty.versionedCalls.put).toBe(0);
    expect(h.store.size).toBe(0);
    expect(h.logs.some((l) => l.includes('store read failed'))).toBe(true);
  });

  test('read fails for a known listener: the stored record is not overwritten', async () => {
    await h.device.launch();
    h.device.advance(8000);
    await h.device.intent('AMAZON.PauseIntent');
    const before = await h.stored();
    faulty.set({ failReads: true });
    const again = await h.device.launch();
    // Not treated as a first-time listener: no first-time welcome.
    expect(again.speech).not.toMatch(/Welcome to Burst Voice/);
    expect(again.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    await h.device.playToEnd();
    await h.device.intent('AMAZON.NextIntent');
    expect(await h.stored()).toEqual(before);
  });

  test('write fails: replies stay valid and the previous stored state is intact', async () => {
    await h.device.launch();
    h.device.advance(8000);
    await h.device.intent('AMAZON.PauseIntent');
    const before = await h.stored();
    faulty.set({ failWrites: true });

    const resumed = await h.device.intent('AMAZON.ResumeIntent');
    expect(resumed.reply.response.directives?.[0]).toMatchObject({ type: 'AudioPlayer.Play' });
    const nf = await h.device.nearlyFinished();
    expect(nf.reply.response.directives?.[0]).toMatchObject({ playBehavior: 'ENQUEUE' });
    await h.device.finish();
    expect(h.device.activity).toBe('PLAYING');
    expect(faulty.versionedCalls.put).toBeGreaterThan(0);
    expect(await h.stored()).toEqual(before);
    expect(h.logs.some((l) => l.includes('store write failed'))).toBe(true);

    // The store is back: the next request writes again.
    faulty.set({ failWrites: false });
    await h.device.intent('AMAZON.PauseIntent');
    expect(await h.stored()).not.toEqual(before);
  });
});
