// Conversations: AudioPlayer events in any order, twice, or with tokens that are not ours, and
// PlaybackFailed. Raw events are sent with the emulator's envelope builders and every reply is
// checked against the device's own reply rules.
import type { Directive, ResponseEnvelope, interfaces } from 'ask-sdk-model';
import { audioPlayerRequest, envelope } from '../../src/emulator/envelopes';
import { replyViolations } from '../../src/emulator/reply-rules';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

type ApEvent = Parameters<typeof audioPlayerRequest>[0];

/** Sends one sessionless AudioPlayer event as the default device; the reply must be one an Echo accepts. */
async function event(
  type: ApEvent,
  token: unknown,
  offsetMs = 0,
  extra: Record<string, unknown> = {},
): Promise<ResponseEnvelope> {
  const request = { ...audioPlayerRequest(type, undefined, offsetMs), token, ...extra };
  if (token === undefined) delete request.token;
  const player = {
    ...(typeof token === 'string' ? { token } : {}),
    offsetInMilliseconds: offsetMs,
    playerActivity: 'PLAYING',
  };
  const reply = await h.invoke(envelope(request, h.device.who, player, undefined));
  expect(replyViolations(`AudioPlayer.${type}`, reply, true)).toEqual([]);
  return reply;
}

const directivesOf = (r: ResponseEnvelope): Directive[] => r.response.directives ?? [];
const playOf = (r: ResponseEnvelope) =>
  directivesOf(r).find((d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play');
const indexOf = (token: string | undefined) => Number(token?.split('|')[2]);

describe('events in any order', () => {
  test('NearlyFinished right after Started (Echo Show) enqueues the next burst', async () => {
    await h.device.launch();
    const turn = await h.device.nearlyFinished();
    const p = playOf(turn.reply);
    expect(p?.playBehavior).toBe('ENQUEUE');
    expect(p?.audioItem?.stream?.expectedPreviousToken).toBe(h.device.current?.token);
    expect(indexOf(p?.audioItem?.stream?.token)).toBe(1);
    expect(h.device.queue).toHaveLength(1);
  });

  test('a duplicated NearlyFinished gets the identical ENQUEUE', async () => {
    await h.device.launch();
    const first = await h.device.nearlyFinished();
    const second = await h.device.nearlyFinished();
    expect(directivesOf(second.reply)).toEqual(directivesOf(first.reply));
    // The device keeps one entry; the duplicate is ignored as a real device would.
    expect(h.device.queue).toHaveLength(1);
    await h.device.finish();
    expect(indexOf(h.device.current?.token)).toBe(1);
  });

  test('Finished before NearlyFinished: a valid reply, and the late NearlyFinished still enqueues the right burst', async () => {
    await h.device.launch();
    const token = h.device.current?.token ?? '';
    const finished = await event('PlaybackFinished', token, 30_000);
    expect(directivesOf(finished).some((d) => d.type === 'AudioPlayer.Play')).toBe(false);
    expect(await h.stored()).toMatchObject({ playback: { index: 0, token } });
    const late = await event('PlaybackNearlyFinished', token, 30_000);
    expect(playOf(late)?.playBehavior).toBe('ENQUEUE');
    expect(playOf(late)?.audioItem?.stream?.expectedPreviousToken).toBe(token);
    expect(indexOf(playOf(late)?.audioItem?.stream?.token)).toBe(1);
  });

  test('a NearlyFinished for an older burst (events crossed) enqueues what follows that burst', async () => {
    await h.device.launch();
    const first = h.device.current?.token ?? '';
    await h.device.playToEnd();
    const r = await event('PlaybackNearlyFinished', first, 1000);
    expect(playOf(r)?.audioItem?.stream?.expectedPreviousToken).toBe(first);
    expect(indexOf(playOf(r)?.audioItem?.stream?.token)).toBe(1);
  });

  test('a late PlaybackStopped for a burst already replaced does not move the cursor back', async () => {
    await h.device.launch();
    const first = h.device.current?.token ?? '';
    await h.device.intent('AMAZON.NextIntent');
    const second = h.device.current?.token ?? '';
    // The Stopped of the replaced burst reaches the skill after the Started of the new one.
    await event('PlaybackStopped', first, 4000);
    expect(await h.stored()).toMatchObject({ playback: { token: second, index: 1, activity: 'playing' } });
    await h.device.intent('AMAZON.PauseIntent');
    const resumed = await h.device.intent('AMAZON.ResumeIntent');
    expect(indexOf(playOf(resumed.reply)?.audioItem?.stream?.token)).toBe(1);
  });
});

describe('tokens that are not ours', () => {
  const foreign: Array<[string, unknown]> = [
    ['another skill', 'spotify:track:4uLU6hMCjMI75M1A2tKUQC'],
    ['malformed', 'bv1|only|three'],
    ['wrong version', 'bv9|abc|0|1|AOyj1Lx74rZz'],
    ['an old playlist', 'bv1|oldplaylist|0|1|AOyj1Lx74rZz'],
    ['an index that is not loaded', 'bv1|PLAYLIST|999|1|AOyj1Lx74rZz'],
    ['too long', 'bv1|' + 'x'.repeat(2000)],
    ['not a string', 12345],
    ['missing', undefined],
  ];

  test.each(foreign)(
    'Started, NearlyFinished, Finished, Stopped and Failed with a token from %s: empty reply, state unchanged',
    async (_what, raw) => {
      await h.device.launch();
      await h.device.playToEnd();
      const before = await h.stored();
      const playlistId = h.device.current?.token.split('|')[1] ?? '';
      const token = typeof raw === 'string' ? raw.replace('PLAYLIST', playlistId) : raw;
      for (const type of [
        'PlaybackStarted',
        'PlaybackNearlyFinished',
        'PlaybackFinished',
        'PlaybackStopped',
      ] as const) {
        const r = await event(type, token, 5000);
        expect(r.response).toEqual({});
      }
      const failed = await event('PlaybackFailed', token, 0, {
        error: { type: 'MEDIA_ERROR_UNKNOWN', message: 'x' },
      });
      expect(failed.response).toEqual({});
      expect(await h.stored()).toEqual(before);
    },
  );

  test('a malformed offset is stored as 0, never as null', async () => {
    await h.device.launch();
    const token = h.device.current?.token ?? '';
    await event('PlaybackStopped', token, 0, { offsetInMilliseconds: 'soon' });
    expect(await h.stored()).toMatchObject({ playback: { offsetMs: 0, activity: 'paused' } });
  });
});

describe('PlaybackFailed', () => {
  test('skips to the next burst (REPLACE_ALL) and the playlist goes on', async () => {
    await h.device.launch();
    const turn = await h.device.fail('MEDIA_ERROR_INVALID_REQUEST');
    const p = playOf(turn.reply);
    expect(p?.playBehavior).toBe('REPLACE_ALL');
    expect(p?.audioItem?.stream?.offsetInMilliseconds).toBe(0);
    expect(indexOf(h.device.current?.token)).toBe(1);
    expect(h.device.activity).toBe('PLAYING');
    await h.device.playToEnd();
    expect(indexOf(h.device.current?.token)).toBe(2);
    expect(h.logs.some((l) => l.includes('playback failed on the device'))).toBe(true);
  });

  test('three streams in a row that cannot be played: stop (ClearQueue), remembered; "resume" later works', async () => {
    await h.device.launch();
    // Streams that never start: the device reports PlaybackFailed for each new Play, no Started.
    let token = h.device.current?.token ?? '';
    const replies: ResponseEnvelope[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await event('PlaybackFailed', token, 0, {
        error: { type: 'MEDIA_ERROR_SERVICE_UNAVAILABLE', message: 'x' },
      });
      replies.push(r);
      token = playOf(r)?.audioItem?.stream?.token ?? token;
    }
    expect(playOf(replies[0] as ResponseEnvelope)?.playBehavior).toBe('REPLACE_ALL');
    expect(playOf(replies[1] as ResponseEnvelope)?.playBehavior).toBe('REPLACE_ALL');
    expect(directivesOf(replies[2] as ResponseEnvelope)).toEqual([
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ALL' },
    ]);
    expect(await h.stored()).toMatchObject({ playback: { activity: 'failed', consecutiveFailures: 3 } });
    expect(h.logs.some((l) => l.includes('three consecutive playback failures'))).toBe(true);

    // The streams are fine again: "resume" plays, and the count starts over.
    const resumed = await h.device.intent('AMAZON.ResumeIntent');
    expect(resumed.reply.response.directives?.[0]).toMatchObject({
      type: 'AudioPlayer.Play',
      playBehavior: 'REPLACE_ALL',
    });
    expect(h.device.activity).toBe('PLAYING');
    expect(await h.stored()).toMatchObject({ playback: { activity: 'playing', consecutiveFailures: 0 } });
  });

  test('streams that start and then break (a failing CDN) still stop after three in a row', async () => {
    await h.device.launch();
    const first = await h.device.fail();
    expect(first.reply.response.directives?.[0]).toMatchObject({ playBehavior: 'REPLACE_ALL' });
    await h.device.fail();
    const third = await h.device.fail();
    expect(third.reply.response.directives).toEqual([
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ALL' },
    ]);
    expect(await h.stored()).toMatchObject({ playback: { activity: 'failed', consecutiveFailures: 3 } });
  });

  test('a failure on the last loaded burst, next page not yet loaded: fetched, and playback skips into it', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 3 });
    for (let i = 0; i < 3; i++) await h.device.playToEnd();
    expect(indexOf(h.device.current?.token)).toBe(4);
    const turn = await h.device.fail();
    expect(playOf(turn.reply)?.playBehavior).toBe('REPLACE_ALL');
    expect(indexOf(h.device.current?.token)).toBe(5);
    expect(await h.stored()).toMatchObject({ playback: { index: 5, consecutiveFailures: 1 } });
  });

  test('a failure whose next page cannot be fetched ends quietly with a valid reply', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 }, { times: 4 });
    for (let i = 0; i < 3; i++) await h.device.playToEnd();
    const turn = await h.device.fail();
    expect(turn.reply.response).toEqual({});
    expect(await h.stored()).toMatchObject({
      playback: { index: 4, activity: 'finished', consecutiveFailures: 1 },
    });
    // Later, the API is back: "next" goes on with the next page.
    await h.device.intent('AMAZON.NextIntent');
    expect(indexOf(h.device.current?.token)).toBe(5);
  });
});
