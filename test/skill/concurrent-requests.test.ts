// Two requests of one listener at the same time (Echo Show sends events back to back, and a
// listener can speak while an event is in flight): neither may drop the other's change.
import { audioPlayerRequest, envelope, intentRequest, newSessionId } from '../../src/emulator/envelopes';
import { ListenerQueue } from '../../src/skill/listener-queue';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

test('a slow intent and a PlaybackStarted side by side: both changes are stored', async () => {
  await h.device.launch();
  await h.device.nearlyFinished();
  const enqueued = h.device.queue[0]?.token;
  expect(enqueued).toBeDefined();
  h.sim.control.setLatency('/v2/sources', 300);

  const who = h.device.who;
  const setStation = h.invoke(
    envelope(
      intentRequest('SetStationIntent', { station: 'Bay City Radio' }),
      who,
      { token: h.device.current?.token, offsetInMilliseconds: 20_000, playerActivity: 'PLAYING' },
      { sessionId: newSessionId(), isNew: true, attributes: {} },
    ),
  );
  const started = h.invoke(
    envelope(
      audioPlayerRequest('PlaybackStarted', enqueued, 0),
      who,
      { token: enqueued, offsetInMilliseconds: 0, playerActivity: 'PLAYING' },
      undefined,
    ),
  );
  const [stationReply, startedReply] = await Promise.all([setStation, started]);
  expect(stationReply.response.outputSpeech).toBeDefined();
  expect(startedReply.response.outputSpeech).toBeUndefined();

  const stored = (await h.stored()) as {
    profile: { localStation?: { name: string } };
    playback: { index: number; token: string };
  };
  expect(stored.profile.localStation?.name).toBe('Bay City Radio');
  expect(stored.playback).toMatchObject({ index: 1, token: enqueued });
});

describe('ListenerQueue (in-process queue per listener)', () => {
  test('runs one listener’s work in arrival order and other listeners’ side by side', async () => {
    const queue = new ListenerQueue();
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const first = queue.run('a', 5000, async () => {
      order.push('a1 start');
      await new Promise<void>((r) => (releaseFirst = r));
      order.push('a1 end');
    });
    const second = queue.run('a', 5000, async () => {
      order.push('a2');
    });
    const other = queue.run('b', 5000, async () => {
      order.push('b');
    });
    await other;
    expect(order).toEqual(['a1 start', 'b']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
    expect(queue.size).toBe(0);
  });

  test('waits at most the bound, then goes ahead', async () => {
    const queue = new ListenerQueue();
    const stuck = queue.run('a', 5000, () => new Promise<void>(() => undefined));
    const ran = await queue.run('a', 20, async () => 'went ahead');
    expect(ran).toBe('went ahead');
    void stuck;
  });

  test('a failing request releases the listener', async () => {
    const queue = new ListenerQueue();
    await expect(queue.run('a', 5000, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', 5000, async () => 'next')).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });
});
