// Conversations: the built-in commands and the PlaybackController buttons while a playlist plays.
import { elicitDirective } from '../helpers/slot-answers';
import type { Directive, interfaces } from 'ask-sdk-model';
import type { Turn } from '../../src/emulator/device';
import { en } from '../../src/skill/speech/en';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  // A fixed request time: shuffling is seeded by it, so the order is the same on every run (and
  // at this time, shuffling the 4 bursts after the first moves a different one to the front).
  h.clock.set(Date.UTC(2026, 10, 22, 9, 2, 0));
});
afterEach(() => h.close());

const directives = (turn: Turn): Directive[] => turn.reply.response.directives ?? [];
const play = (turn: Turn) =>
  directives(turn).find((d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play');
const indexOf = (token: string | undefined) => Number(token?.split('|')[2]);
const burstOf = (token: string | undefined) => token?.split('|')[4];
const playback = async () => (await h.stored()).playback as Record<string, unknown>;

/** Launch and let the first burst play for a while, then move to the `n`th burst. */
async function listenTo(n = 0, playedMs = 20_000): Promise<void> {
  await h.device.launch();
  for (let i = 0; i < n; i++) await h.device.playToEnd();
  h.device.advance(playedMs);
}

describe('pause and resume', () => {
  test('"pause": AudioPlayer.Stop, no speech, the offset from the context is recorded', async () => {
    await listenTo(1, 31_500);
    const token = h.device.current?.token;
    const turn = await h.device.intent('AMAZON.PauseIntent');
    expect(directives(turn)).toEqual([{ type: 'AudioPlayer.Stop' }]);
    expect(turn.speech).toBeUndefined();
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(h.device.activity).toBe('STOPPED');
    expect(await playback()).toMatchObject({ token, offsetMs: 31_500, activity: 'paused', index: 1 });
  });

  test('"resume": the same burst at the saved offset, REPLACE_ALL, a new token', async () => {
    await listenTo(2, 12_345);
    const paused = h.device.current?.token;
    await h.device.intent('AMAZON.PauseIntent');
    h.clock.advance(10 * 60_000);
    const turn = await h.device.intent('AMAZON.ResumeIntent');
    const p = play(turn);
    expect(p?.playBehavior).toBe('REPLACE_ALL');
    expect(p?.audioItem?.stream?.offsetInMilliseconds).toBe(12_345);
    expect(burstOf(p?.audioItem?.stream?.token)).toBe(burstOf(paused));
    expect(p?.audioItem?.stream?.token).not.toBe(paused);
    expect(p?.audioItem?.stream).not.toHaveProperty('expectedPreviousToken');
    expect(turn.speech).toBeUndefined();
    expect(h.device.activity).toBe('PLAYING');
    // The playlist goes on from there.
    await h.device.playToEnd();
    expect(indexOf(h.device.current?.token)).toBe(3);
  });

  test('"resume" while a burst plays keeps its place (the device context offset)', async () => {
    await listenTo(1, 15_000);
    const token = h.device.current?.token;
    const turn = await h.device.intent('AMAZON.ResumeIntent');
    expect(play(turn)?.audioItem?.stream?.offsetInMilliseconds).toBe(15_000);
    expect(burstOf(h.device.current?.token)).toBe(burstOf(token));
  });

  test('"resume" with nothing to resume says so', async () => {
    const turn = await h.device.intent('AMAZON.ResumeIntent');
    expect(turn.speech).toBe(en.resume_nothing);
    expect(directives(turn)).toEqual([]);
    // It suggests what to say, so the microphone stays open for it (the session rule).
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(turn.reprompt).toBe(en.reprompt_generic);
  });
});

describe('next, previous, start over, repeat', () => {
  test('"next" plays the following burst now (REPLACE_ALL) and drops what was enqueued', async () => {
    await listenTo(0);
    await h.device.nearlyFinished();
    expect(h.device.queue).toHaveLength(1);
    const turn = await h.device.intent('AMAZON.NextIntent');
    expect(play(turn)?.playBehavior).toBe('REPLACE_ALL');
    expect(indexOf(h.device.current?.token)).toBe(1);
    expect(h.device.queue).toHaveLength(0);
    expect(turn.speech).toBeUndefined();
    // The next NearlyFinished enqueues index 2: no stale "already enqueued" flag in the way.
    await h.device.playToEnd();
    expect(indexOf(h.device.current?.token)).toBe(2);
  });

  test('"next" repeatedly crosses a page boundary', async () => {
    await listenTo(0);
    for (let i = 1; i <= 7; i++) {
      await h.device.intent('AMAZON.NextIntent');
      expect(indexOf(h.device.current?.token)).toBe(i);
    }
  });

  test('"previous" goes back one burst from the start', async () => {
    await listenTo(2);
    const before = burstOf(h.device.current?.token);
    const turn = await h.device.intent('AMAZON.PreviousIntent');
    expect(play(turn)?.playBehavior).toBe('REPLACE_ALL');
    expect(play(turn)?.audioItem?.stream?.offsetInMilliseconds).toBe(0);
    expect(indexOf(h.device.current?.token)).toBe(1);
    expect(burstOf(h.device.current?.token)).not.toBe(before);
  });

  test('"previous" on the first burst restarts it and says why', async () => {
    await listenTo(0);
    const burst = burstOf(h.device.current?.token);
    const turn = await h.device.intent('AMAZON.PreviousIntent');
    expect(turn.speech).toBe(en.at_start);
    expect(burstOf(h.device.current?.token)).toBe(burst);
    expect(h.device.current?.offsetMs).toBe(0);
  });

  test.each(['AMAZON.StartOverIntent', 'AMAZON.RepeatIntent'])(
    '%s restarts the current burst from 0 with a new token',
    async (intent) => {
      await listenTo(1, 40_000);
      const token = h.device.current?.token;
      const turn = await h.device.intent(intent);
      const p = play(turn);
      expect(p?.playBehavior).toBe('REPLACE_ALL');
      expect(p?.audioItem?.stream?.offsetInMilliseconds).toBe(0);
      expect(burstOf(p?.audioItem?.stream?.token)).toBe(burstOf(token));
      expect(p?.audioItem?.stream?.token).not.toBe(token);
    },
  );

  test('commands with nothing playing get a friendly sentence and no directive', async () => {
    for (const intent of ['AMAZON.NextIntent', 'AMAZON.PreviousIntent', 'AMAZON.StartOverIntent']) {
      const turn = await h.device.intent(intent);
      expect(turn.speech).toBe(en.nothing_playing);
      expect(directives(turn)).toEqual([]);
    }
  });
});

describe('loop and shuffle', () => {
  test('"loop on" / "loop off" mid-playlist: a sentence, no Play needed', async () => {
    await listenTo(1);
    const on = await h.device.intent('AMAZON.LoopOnIntent');
    expect(on.speech).toBe(en.loop_on);
    expect(on.reply.response.shouldEndSession).toBe(true);
    expect((await playback()).playlist).toMatchObject({ loop: true });
    const off = await h.device.intent('AMAZON.LoopOffIntent');
    expect(off.speech).toBe(en.loop_off);
    expect((await playback()).playlist).toMatchObject({ loop: false });
    expect(h.device.activity).toBe('PLAYING');
  });

  test('"shuffle on" while playing: a sentence and REPLACE_ENQUEUED with the new next burst', async () => {
    await listenTo(0);
    await h.device.nearlyFinished();
    const oldNext = h.device.queue[0]?.token;
    const turn = await h.device.intent('AMAZON.ShuffleOnIntent');
    expect(turn.speech).toBe(en.shuffle_on);
    const p = play(turn);
    expect(p?.playBehavior).toBe('REPLACE_ENQUEUED');
    expect(p?.audioItem?.stream).not.toHaveProperty('expectedPreviousToken');
    expect(burstOf(p?.audioItem?.stream?.token)).not.toBe(burstOf(oldNext));
    expect(h.device.queue.map((q) => q.token)).toEqual([p?.audioItem?.stream?.token]);
    // The device plays what the skill now holds as next.
    await h.device.finish();
    expect(h.device.current?.token).toBe(p?.audioItem?.stream?.token);
    expect(await playback()).toMatchObject({ index: 1, activity: 'playing' });
  });

  test('"shuffle off" restores the API order of what remains', async () => {
    await listenTo(0);
    const stored = async () =>
      ((await playback()).playlist as { items: Array<{ n: number }> }).items.map((i) => i.n);
    await h.device.intent('AMAZON.ShuffleOnIntent');
    expect(await stored()).not.toEqual([0, 1, 2, 3, 4]);
    const off = await h.device.intent('AMAZON.ShuffleOffIntent');
    expect(off.speech).toBe(en.shuffle_off);
    expect(await stored()).toEqual([0, 1, 2, 3, 4]);
  });

  test('loop and shuffle with no playlist: a clear sentence', async () => {
    for (const intent of ['AMAZON.LoopOnIntent', 'AMAZON.ShuffleOnIntent', 'AMAZON.ShuffleOffIntent']) {
      const turn = await h.device.intent(intent);
      expect(turn.speech).toBe(en.mode_no_playlist);
      expect(directives(turn)).toEqual([]);
    }
  });
});

describe('stop and cancel', () => {
  test.each(['AMAZON.StopIntent', 'AMAZON.CancelIntent'])(
    '%s stops the audio and clears the queue, quietly',
    async (intent) => {
      await listenTo(1, 9_000);
      await h.device.nearlyFinished();
      const turn = await h.device.intent(intent);
      expect(directives(turn)).toEqual([
        { type: 'AudioPlayer.Stop' },
        { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ALL' },
      ]);
      expect(turn.speech).toBeUndefined();
      expect(h.device.queue).toHaveLength(0);
      expect(h.device.activity).toBe('STOPPED');
      expect(await playback()).toMatchObject({ index: 1, offsetMs: 9_000 });
    },
  );

  test('"stop" with nothing playing says goodbye', async () => {
    const turn = await h.device.intent('AMAZON.StopIntent');
    expect(turn.speech).toBe(en.goodbye);
    expect(turn.reply.response.shouldEndSession).toBe(true);
  });
});

describe('help, fallback, home, session end, device exceptions', () => {
  test('"help" explains and keeps the session open, asking what to play (issue 56)', async () => {
    const turn = await h.device.launch().then(() => h.device.intent('AMAZON.HelpIntent'));
    expect(turn.speech).toBe(en.help);
    expect(turn.reprompt).toBe(en.help_reprompt);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    // The answer said alone ("sports, please", "local news") is CategoryIntent's, as after "play".
    expect(directives(turn)).toEqual([elicitDirective('CategoryIntent', 'category')]);
    expect(h.device.session).toBeDefined();
  });

  test('"help" during another question keeps that question', async () => {
    await h.device.intent('SourceIntent');
    const turn = await h.device.intent('AMAZON.HelpIntent');
    expect(turn.speech).toMatch(/Which station or podcast would you like to hear\?$/);
    expect(turn.reply.sessionAttributes?.question).toMatchObject({ about: { intent: 'SourceIntent' } });
  });

  test('fallback asks again with the session open', async () => {
    const turn = await h.device.intent('AMAZON.FallbackIntent');
    expect(turn.speech).toBe(en.fallback);
    expect(turn.reply.response.shouldEndSession).toBe(false);
  });

  test('NavigateHome leaves quietly and the audio keeps playing', async () => {
    await listenTo(0);
    const turn = await h.device.intent('AMAZON.NavigateHomeIntent');
    expect(turn.speech).toBeUndefined();
    expect(directives(turn)).toEqual([]);
    expect(turn.reply.response.shouldEndSession).toBe(true);
    expect(h.device.activity).toBe('PLAYING');
  });

  test('SessionEndedRequest gets an empty reply and changes nothing stored', async () => {
    await h.device.intent('AMAZON.HelpIntent');
    await listenTo(0);
    const before = await h.stored();
    await h.device.intent('AMAZON.HelpIntent');
    const turn = await h.device.endSession('EXCEEDED_MAX_REPROMPTS');
    expect(turn.reply.response).toEqual({});
    expect(await h.stored()).toEqual(before);
  });

  test('System.ExceptionEncountered is logged and answered with an empty reply', async () => {
    const turn = await h.device.exceptionEncountered();
    expect(turn.reply.response).toEqual({});
    expect(h.logs.some((l) => l.includes('device reported an exception'))).toBe(true);
  });
});

describe('PlaybackController buttons: directives only, never speech', () => {
  test('Pause, Play, Next and Previous', async () => {
    await listenTo(1, 7_000);
    const burst = burstOf(h.device.current?.token);

    const pause = await h.device.press('Pause');
    expect(directives(pause)).toEqual([{ type: 'AudioPlayer.Stop' }]);
    expect(h.device.activity).toBe('STOPPED');

    const resume = await h.device.press('Play');
    expect(play(resume)?.playBehavior).toBe('REPLACE_ALL');
    expect(play(resume)?.audioItem?.stream?.offsetInMilliseconds).toBe(7_000);
    expect(burstOf(h.device.current?.token)).toBe(burst);

    const next = await h.device.press('Next');
    expect(play(next)?.playBehavior).toBe('REPLACE_ALL');
    expect(indexOf(h.device.current?.token)).toBe(2);

    const prev = await h.device.press('Previous');
    expect(play(prev)?.playBehavior).toBe('REPLACE_ALL');
    expect(indexOf(h.device.current?.token)).toBe(1);

    for (const turn of [pause, resume, next, prev]) {
      expect(turn.reply.response.outputSpeech).toBeUndefined();
      expect(turn.reply.response.card).toBeUndefined();
      expect(turn.reply.response.reprompt).toBeUndefined();
      expect(turn.reply.response.shouldEndSession).toBeUndefined();
    }
  });

  test('buttons with nothing to act on answer with an empty reply', async () => {
    for (const b of ['Play', 'Next', 'Previous', 'Pause'] as const) {
      const turn = await h.device.press(b);
      expect(turn.reply.response.outputSpeech).toBeUndefined();
      expect(directives(turn).filter((d) => d.type === 'AudioPlayer.Play')).toEqual([]);
    }
  });
});
