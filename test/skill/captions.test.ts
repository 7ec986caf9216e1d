// Conversations: captions on enqueued bursts. The next burst's detail is fetched after
// PlaybackStarted (with the page prefetch), so every ENQUEUE at NearlyFinished carries its
// captions with no API call of its own — page boundaries included; the first burst of a new
// playlist starts without; a failing or slow detail call only means no captions. Only a device
// with a screen (an Echo Show: context.Viewport) gets them: a speaker costs no detail call.
import type { interfaces } from 'ask-sdk-model';
import { parseTranscript } from '../../src/api/transcript';
import { captionsFor } from '../../src/captions/webvtt';
import type { Turn } from '../../src/emulator/device';
import { captionDataProblem } from '../../src/emulator/webvtt-read';
import { transcriptString } from '../../src/sim/wire';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ sim: { pageSize: 5 }, who: { screen: true } });
});
afterEach(() => h.close());

function plays(turn: Turn): interfaces.audioplayer.PlayDirective[] {
  return turn.exchanges
    .flatMap((e) => e.reply.response.directives ?? [])
    .filter((d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play');
}

const burstOf = (token: string) => token.split('|')[4] ?? '';
const detailCalls = () => h.sim.control.requestLog.filter((r) => r.path === '/v2/burst');

test('enqueued bursts carry captions built from their transcripts, with no call at NearlyFinished', async () => {
  const start = await h.device.intent('TopStoriesIntent');
  const first = plays(start)[0];
  // The first burst of a new playlist starts at once, without captions.
  expect(first?.playBehavior).toBe('REPLACE_ALL');
  expect(first?.audioItem?.stream?.captionData).toBeUndefined();
  // Its PlaybackStarted fetched the next burst's detail (device=alexa), once.
  expect(detailCalls()).toHaveLength(1);
  expect(detailCalls()[0]?.query.device).toBe('alexa');

  // Seven bursts: across the page boundary after the fifth.
  for (let i = 0; i < 7; i++) {
    const before = h.sim.control.requestLog.length;
    const nearly = await h.device.nearlyFinished();
    // NearlyFinished itself asks the API nothing, at the page boundary too (the page and the
    // transcript were fetched while the previous burst played).
    expect(h.sim.control.requestLog.length).toBe(before);
    const enq = plays(nearly)[0];
    expect(enq?.playBehavior).toBe('ENQUEUE');
    const stream = enq?.audioItem?.stream;
    if (!stream) throw new Error('no enqueue');
    expect(captionDataProblem(stream.captionData)).toBeUndefined();
    // Exactly the captions of that burst's own transcript.
    const sim = h.sim.catalogue.stories.find((b) => b.id === burstOf(stream.token));
    if (!sim) throw new Error('unknown burst');
    expect(stream.captionData?.content).toBe(captionsFor(parseTranscript(transcriptString(sim)), 100_000));
    expect(Buffer.byteLength(JSON.stringify(nearly.exchanges[0]?.reply))).toBeLessThanOrEqual(24 * 1024);
    await h.device.finish();
    // The device keeps them for its screen.
    expect(h.device.current?.captions).toBe(stream.captionData?.content);
  }
  // One detail call per burst started, never two for one burst.
  const ids = detailCalls().map((r) => r.query.burstId);
  expect(new Set(ids).size).toBe(ids.length);
});

test('a speaker (no Viewport) gets no captions and costs no detail call, across a page boundary', async () => {
  const speaker = h.newDevice({ deviceId: 'amzn1.ask.device.KITCHEN-SPEAKER', screen: false });
  const start = await speaker.intent('TopStoriesIntent');
  const enqueues: interfaces.audioplayer.PlayDirective[] = [...plays(start)];
  for (let i = 0; i < 7; i++) {
    enqueues.push(...plays(await speaker.nearlyFinished()));
    await speaker.finish();
  }
  expect(enqueues.filter((p) => p.playBehavior === 'ENQUEUE')).toHaveLength(7);
  expect(enqueues.every((p) => p.audioItem?.stream?.captionData === undefined)).toBe(true);
  expect(detailCalls()).toHaveLength(0);
  // The same account's Echo Show beside it still gets them.
  await h.device.intent('TopStoriesIntent');
  expect(detailCalls()).toHaveLength(1);
});

test('a failing or slow detail call: the burst is enqueued and plays without captions', async () => {
  h.sim.control.injectFault('/v2/burst', { kind: 'status', status: 503 });
  await h.device.intent('TopStoriesIntent');
  const nearly = await h.device.nearlyFinished();
  const enq = plays(nearly)[0];
  expect(enq?.playBehavior).toBe('ENQUEUE');
  expect(enq?.audioItem?.stream?.captionData).toBeUndefined();

  h.sim.control.clearFaults();
  h.sim.control.setLatency('/v2/burst', 5_000);
  await h.device.finish();
  const slow = plays(await h.device.nearlyFinished())[0];
  expect(slow?.playBehavior).toBe('ENQUEUE');
  expect(slow?.audioItem?.stream?.captionData).toBeUndefined();
}, 20_000);
