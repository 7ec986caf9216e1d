// Conversations: "Alexa, ask Burst Voice to play the full episode". The episode the burst was cut
// from plays in its place, from the burst's position (https only); "what's playing" names it;
// pause/resume keep its offset; next/previous return to the playlist; a plain-http episode is
// explained in one sentence and never sent.
import { decodeToken } from '../../src/playback/token';
import type { interfaces } from 'ask-sdk-model';
import type { Turn } from '../../src/emulator/device';
import type { SimBurst } from '../../src/sim/catalogue-types';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ sim: { pageSize: 10 }, who: { screen: true } });
});
afterEach(() => h.close());

const playsOf = (turn: Turn): interfaces.audioplayer.PlayDirective[] =>
  turn.exchanges
    .flatMap((e) => e.reply.response.directives ?? [])
    .filter((d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play');

function playing(): SimBurst {
  const id = h.device.current?.token.split('|')[4] ?? '';
  const b = h.sim.catalogue.burstById(id);
  if (!b) throw new Error(`not a simulator burst: ${id}`);
  return b;
}

/** Top stories, skipped forward until the burst playing has an episode of the wanted kind. */
async function playUntilEpisode(https: boolean): Promise<SimBurst> {
  await h.device.intent('TopStoriesIntent');
  for (let i = 0; i < 25; i++) {
    const b = playing();
    if (b.episodeAudioUrl.startsWith(https ? 'https://' : 'http://')) return b;
    await h.device.intent('AMAZON.NextIntent');
  }
  throw new Error('no such burst in the first 25');
}

test('the full episode plays from where the burst starts, and "what\'s playing" names it', async () => {
  const burst = await playUntilEpisode(true);
  const burstToken = h.device.current?.token ?? '';
  const turn = await h.device.intent('FullEpisodeIntent');
  const [play] = playsOf(turn);
  expect(play).toMatchObject({
    playBehavior: 'REPLACE_ALL',
    audioItem: {
      stream: { url: burst.episodeAudioUrl, offsetInMilliseconds: burst.positionSec * 1000 },
    },
  });
  const token = play?.audioItem?.stream?.token ?? '';
  expect(decodeToken(token)?.episode).toBe(true);
  expect(token).not.toBe(burstToken);
  expect(token.length).toBeLessThanOrEqual(1024);
  const title = burst.episodeName ?? h.sim.catalogue.showOf(burst).name;
  expect(turn.speech).toBe(`Here's the full episode, ${title}, from where this story starts.`);
  expect(turn.reply.response.shouldEndSession).toBe(true);
  // The device started it (PlaybackStarted with the episode token).
  expect(h.device.current).toMatchObject({ token, url: burst.episodeAudioUrl });

  const what = await h.device.intent('WhatIsPlayingIntent');
  expect(what.speech).toMatch(new RegExp(`^This is the full episode ${escape(title)}, from `));
  expect(what.speech).toContain(h.sim.catalogue.stationOf(burst).name);

  // Asked again while it plays: said so, nothing replayed.
  const again = await h.device.intent('FullEpisodeIntent');
  expect(playsOf(again)).toEqual([]);
  expect(again.speech).toMatch(/already the full episode/);
});

test('pause and resume at the episode offset; next and previous return to the playlist', async () => {
  const burst = await playUntilEpisode(true);
  await h.device.intent('FullEpisodeIntent');
  const start = burst.positionSec * 1000;
  h.device.advance(90_000);
  const pause = await h.device.intent('AMAZON.PauseIntent');
  const stopped = pause.exchanges.find((e) => e.requestType === 'AudioPlayer.PlaybackStopped');
  expect((stopped?.request.request as { offsetInMilliseconds: number }).offsetInMilliseconds).toBe(
    start + 90_000,
  );
  const resume = await h.device.intent('AMAZON.ResumeIntent');
  const [again] = playsOf(resume);
  expect(again?.audioItem?.stream).toMatchObject({
    url: burst.episodeAudioUrl,
    offsetInMilliseconds: start + 90_000,
  });
  expect(decodeToken(again?.audioItem?.stream?.token)?.episode).toBe(true);

  // The episode's NearlyFinished enqueues the burst after it, after the episode's token.
  const nearly = await h.device.nearlyFinished();
  const [enq] = playsOf(nearly);
  expect(enq?.playBehavior).toBe('ENQUEUE');
  expect(enq?.audioItem?.stream?.expectedPreviousToken).toBe(h.device.current?.token);
  expect(enq?.audioItem?.stream?.captionData).toBeDefined();

  const prev = await h.device.intent('AMAZON.PreviousIntent');
  const [back] = playsOf(prev);
  // Back to the burst the episode was asked from, from its start.
  expect(back?.audioItem?.stream).toMatchObject({ url: burst.audioUrl, offsetInMilliseconds: 0 });
  expect(decodeToken(back?.audioItem?.stream?.token)?.episode).toBeUndefined();

  await h.device.intent('FullEpisodeIntent');
  const next = await h.device.intent('AMAZON.NextIntent');
  const [after] = playsOf(next);
  expect(after?.audioItem?.stream?.url).not.toBe(burst.episodeAudioUrl);
  expect(playing().id).not.toBe(burst.id);
});

test('a plain-http episode is explained in one sentence and never sent; the burst plays on', async () => {
  const burst = await playUntilEpisode(false);
  const token = h.device.current?.token;
  const turn = await h.device.intent('FullEpisodeIntent');
  expect(playsOf(turn)).toEqual([]);
  expect(turn.speech).toBe(
    "The full episode of this story is only offered over an insecure connection, which Alexa can't play.",
  );
  expect(JSON.stringify(turn.reply)).not.toContain(burst.episodeAudioUrl);
  expect(h.device).toMatchObject({ activity: 'PLAYING', current: { token } });
});

test('nothing playing: nothing to play the episode of', async () => {
  const turn = await h.device.intent('FullEpisodeIntent');
  expect(turn.speech).toBe('Nothing is playing right now. You can say, play the news.');
  expect(playsOf(turn)).toEqual([]);
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
