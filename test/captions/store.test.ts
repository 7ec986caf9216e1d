import type { Response } from 'ask-sdk-model';
import type { Burst, TranscriptItem } from '../../src/api/types';
import { attachCaptions, ENVELOPE_ALLOWANCE_BYTES } from '../../src/captions/attach';
import type { BurstApi } from '../../src/api/api';
import { CaptionStore, prefetchCaptions, rememberingCaptions } from '../../src/captions/store';
import { buildCues } from '../../src/captions/webvtt';
import { MAX_RESPONSE_BYTES } from '../../src/config/limits';
import { captionDataProblem } from '../../src/emulator/webvtt-read';
import { encodeToken } from '../../src/playback/token';
import { ManualClock } from '../../src/util/clock';

function transcript(n: number): TranscriptItem[] {
  return Array.from({ length: n }, (_, i) => ({
    type: 1,
    text: i % 7 === 6 ? `word${i}.` : `word${i}`,
    startTimeSec: i * 0.4,
    durationSec: 0.3,
  }));
}

/** A burst detail API that records its calls; ids in `failing` fail, in `bare` have no transcript. */
function fakeApi(failing: string[] = [], bare: string[] = []) {
  const calls: string[] = [];
  return {
    calls,
    burst: (p: { burstId: string }) => {
      calls.push(p.burstId);
      if (failing.includes(p.burstId)) return Promise.reject(new Error('timeout'));
      const b = { id: p.burstId, ...(bare.includes(p.burstId) ? {} : { transcript: transcript(30) }) };
      return Promise.resolve(b as unknown as Burst);
    },
  };
}

test('prefetch fetches each unknown burst once; failures leave nothing, no transcript means no cues', async () => {
  const store = new CaptionStore(new ManualClock(0));
  const api = fakeApi(['bad'], ['bare']);
  await prefetchCaptions(api, store, ['a', 'b', 'a', 'bad', 'bare'], { timeoutMs: 100 });
  expect(api.calls.sort()).toEqual(['a', 'b', 'bad', 'bare']);
  expect(store.get('a')?.length).toBeGreaterThan(1);
  expect(store.get('bare')).toEqual([]);
  expect(store.get('bad')).toBeUndefined();
  // Known ones are never asked for again; the failed one is tried again.
  await prefetchCaptions(api, store, ['a', 'b', 'bare', 'bad'], { timeoutMs: 100 });
  expect(api.calls.filter((c) => c !== 'bad')).toHaveLength(3);
  expect(api.calls.filter((c) => c === 'bad')).toHaveLength(2);
});

test("a detail's duration caps its cues: none past the burst's end; no duration, no cap", async () => {
  const store = new CaptionStore(new ManualClock(0));
  // 30 words over 12 s, in a burst the detail says lasts 5.1 s; another without a duration.
  const api = {
    burst: (p: { burstId: string }) =>
      Promise.resolve({
        id: p.burstId,
        transcript: transcript(30),
        durationSec: p.burstId === 'short' ? 5.1 : 0,
      } as unknown as Burst),
  };
  await prefetchCaptions(api, store, ['short', 'unknown'], { timeoutMs: 100 });
  const short = store.get('short') ?? [];
  expect(short.length).toBeGreaterThan(0);
  expect(Math.max(...short.map((c) => c.endMs))).toBe(5100);
  expect(store.get('unknown')?.at(-1)?.endMs).toBeGreaterThan(11_000);
  // The same through the API wrapper, for a detail the skill fetched for itself.
  const remembered = new CaptionStore(new ManualClock(0));
  await rememberingCaptions(api as unknown as BurstApi, remembered).burst({ burstId: 'short' });
  expect(remembered.get('short')).toEqual(short);
});

function playReply(burstId: string, extra = ''): Response {
  return {
    outputSpeech: { type: 'SSML', ssml: `<speak>${extra}</speak>` },
    shouldEndSession: true,
    directives: [
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ENQUEUED' },
      {
        type: 'AudioPlayer.Play',
        playBehavior: 'ENQUEUE',
        audioItem: {
          stream: {
            url: `https://a.example/${burstId}.mp3`,
            token: encodeToken({ playlistId: 'p1', index: 3, seq: 7, burstId }),
            expectedPreviousToken: 'prev',
            offsetInMilliseconds: 0,
          },
          metadata: { title: 'A title', subtitle: 'A station' },
        },
      },
    ],
  } as Response;
}

test('a Play gets the cached captions; the reply stays under 24 KB by trimming captions only', () => {
  const store = new CaptionStore(new ManualClock(0));
  store.set('small', buildCues(transcript(20)));
  store.set('huge', buildCues(transcript(6000)));

  const small = playReply('small');
  expect(attachCaptions(small, store)).toBe(1);
  const content = (small.directives?.[1] as { audioItem: { stream: { captionData: { content: string } } } })
    .audioItem.stream.captionData;
  expect(captionDataProblem(content)).toBeUndefined();
  expect(content.content.split('-->')).toHaveLength(buildCues(transcript(20)).length + 1);

  const speech = 'x'.repeat(7000);
  const huge = playReply('huge', speech);
  const before = JSON.stringify(playReply('huge', speech));
  expect(attachCaptions(huge, store)).toBe(1);
  const bytes = Buffer.byteLength(JSON.stringify(huge));
  expect(bytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES - ENVELOPE_ALLOWANCE_BYTES);
  expect(bytes).toBeGreaterThan(MAX_RESPONSE_BYTES / 2);
  // Everything but the captions is as it was.
  const stripped = JSON.parse(JSON.stringify(huge)) as {
    directives: Array<{ audioItem?: { stream: { captionData?: unknown } } }>;
  };
  delete stripped.directives[1]?.audioItem?.stream.captionData;
  expect(JSON.stringify(stripped)).toBe(before);
});

test('no cached cues, an empty transcript, a foreign token or no room: the Play is left alone', () => {
  const store = new CaptionStore(new ManualClock(0));
  store.set('none', []);
  store.set('some', buildCues(transcript(10)));
  for (const id of ['unknown', 'none']) {
    const r = playReply(id);
    expect(attachCaptions(r, store)).toBe(0);
    expect(JSON.stringify(r)).toBe(JSON.stringify(playReply(id)));
  }
  const foreign = playReply('some');
  const play = foreign.directives?.[1] as { audioItem: { stream: { token: string } } };
  play.audioItem.stream.token = 'not-ours';
  expect(attachCaptions(foreign, store)).toBe(0);
  // The burst's whole episode: the burst's cues would be at the wrong times.
  const episode = playReply('some');
  (episode.directives?.[1] as { audioItem: { stream: { token: string } } }).audioItem.stream.token =
    encodeToken({ playlistId: 'p1', index: 3, seq: 8, burstId: 'some', episode: true });
  expect(attachCaptions(episode, store)).toBe(0);
  // A reply already at the limit has no room for a single cue.
  expect(attachCaptions(playReply('some', 'y'.repeat(MAX_RESPONSE_BYTES)), store)).toBe(0);
});

test('cached cues expire after hours, so memory does not hold them forever', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 23));
  const store = new CaptionStore(clock);
  store.set('a', buildCues(transcript(5)));
  clock.advance(60 * 60 * 1000);
  expect(store.get('a')).toBeDefined();
  clock.advance(6 * 60 * 60 * 1000);
  expect(store.get('a')).toBeUndefined();
});
