// Conversations with a time box ("five minutes of news", docs/listening.md, As long as the listener
// has): the exact pages are served with nock (45-second bursts, pages of 10), so what fits is known.
import nock from 'nock';
import type { interfaces } from 'ask-sdk-model';
import type { Turn } from '../../src/emulator/device';
import { serveTimedPages, timedDevice } from '../helpers/timed-pages';

const burstOf = (token: string | undefined) => token?.split('|')[4];
/** Top stories: `pages` pages of the given bursts' seconds (test/helpers/timed-pages.ts). */
const serve = (durations: (page: number) => number[], pages = 3) => serveTimedPages(durations, pages);

const newDevice = () => ({ device: timedDevice() });

function plays(turn: Turn): interfaces.audioplayer.PlayDirective[] {
  return turn.exchanges
    .flatMap((e) => e.reply.response.directives ?? [])
    .filter((d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play');
}

afterEach(() => nock.cleanAll());

describe('"five minutes of news" with 45-second bursts', () => {
  test('plays six of them, in one API round trip, says the length, and ends', async () => {
    const served = serve(() => Array(10).fill(45));
    const { device } = newDevice();
    const first = await device.intent('TopStoriesIntent', { length: 'PT5M' });
    expect(first.speech).toBe("Here's 5 minutes of news.");
    expect(served.calls).toEqual(['/v2/topstories 1']);
    // A screen shows the time left from the start of each burst, before its source.
    expect(plays(first)[0]?.audioItem?.metadata?.subtitle).toBe('5 min left · Radio Seven · Mornings');
    const heard = [burstOf(device.current?.token)];
    const subtitles: (string | undefined)[] = [];
    for (;;) {
      const t = await device.playToEnd();
      subtitles.push(...plays(t).map((p) => p.audioItem?.metadata?.subtitle));
      if (device.activity === 'FINISHED') {
        expect(plays(t)).toHaveLength(0);
        break;
      }
      heard.push(burstOf(device.current?.token));
    }
    expect(heard).toEqual(Array.from({ length: 6 }, (_, i) => `P1x${i}ABCD`));
    // Six bursts are 270 s: 225, 180, 135, 90 and 45 s left as the next five start.
    expect(subtitles.map((t) => t?.split(' · ')[0])).toEqual([
      '4 min left',
      '3 min left',
      '2 min left',
      '2 min left',
      'under a minute left',
    ]);
    // Full: no page fetched to fill it, and no continuation after it.
    expect(served.calls).toEqual(['/v2/topstories 1']);
  });

  test('"how much is left" and "what\'s playing" tell the time left; skipping takes time away, pausing keeps it', async () => {
    serve(() => Array(10).fill(45));
    const { device } = newDevice();
    await device.intent('TopStoriesIntent', { length: 'PT5M' });
    expect((await device.intent('TimeLeftIntent')).speech).toBe('About 5 minutes left, out of 5 minutes.');
    await device.playToEnd();
    await device.playToEnd();
    // Two played: 180 s left.
    expect((await device.intent('TimeLeftIntent')).speech).toBe('About 3 minutes left, out of 5 minutes.');
    device.advance(30_000);
    await device.intent('AMAZON.PauseIntent');
    // Paused 30 s into the third: 150 s left, still after a while.
    expect((await device.intent('TimeLeftIntent')).speech).toBe('About 3 minutes left, out of 5 minutes.');
    await device.intent('AMAZON.ResumeIntent');
    await device.intent('AMAZON.NextIntent');
    await device.intent('AMAZON.NextIntent');
    // On the fifth: 90 s left; skipped bursts are not heard time and give no time back.
    expect(burstOf(device.current?.token)).toBe('P1x4ABCD');
    expect((await device.intent('TimeLeftIntent')).speech).toBe('About 2 minutes left, out of 5 minutes.');
    const what = await device.intent('WhatIsPlayingIntent');
    expect(what.speech).toMatch(/About 2 minutes left, out of 5 minutes\.$/);
    await device.intent('AMAZON.NextIntent');
    expect((await device.intent('TimeLeftIntent')).speech).toBe('Less than a minute left, out of 5 minutes.');
    await device.playToEnd();
    expect(device.activity).toBe('FINISHED');
    expect((await device.intent('TimeLeftIntent')).speech).toBe(
      "That's all the time you asked for. For more, say, for example, five minutes of news.",
    );
  });

  test('"loop" is declined: a time box ends when its time is used', async () => {
    serve(() => Array(10).fill(45));
    const { device } = newDevice();
    await device.intent('TopStoriesIntent', { length: 'PT5M' });
    const loop = await device.intent('AMAZON.LoopOnIntent');
    expect(loop.speech).toBe("This one stops when your time is up, so it doesn't loop.");
    expect(loop.reply.response.directives ?? []).toEqual([]);
    for (let i = 0; i < 10 && device.activity === 'PLAYING'; i++) await device.playToEnd();
    expect(device.activity).toBe('FINISHED');
  });

  test('a playlist without a time box says it has none', async () => {
    serve(() => Array(10).fill(45));
    const { device } = newDevice();
    await device.intent('TopStoriesIntent');
    expect((await device.intent('TimeLeftIntent')).speech).toMatch(/^This playlist has no set length/);
  });
});

describe('filling the time from later pages', () => {
  test('ten minutes fetches the next page during playback to fill it, then stops', async () => {
    // Page 1: 200 s in all; page 2 has what fills the rest.
    const served = serve((p) => (p === 1 ? [100, 100] : [300, 700, 90, 90]));
    const { device } = newDevice();
    await device.intent('TopStoriesIntent', { length: 'PT10M' });
    const heard = [burstOf(device.current?.token)];
    for (let i = 0; i < 20; i++) {
      await device.playToEnd();
      if ((device.activity as string) === 'FINISHED') break;
      heard.push(burstOf(device.current?.token));
    }
    expect(device.activity).toBe('FINISHED');
    expect(heard).toEqual(['P1x0ABCD', 'P1x1ABCD', 'P2x0ABCD', 'P2x2ABCD']);
    expect(served.calls).toEqual(['/v2/topstories 1', '/v2/topstories 2']);
  });

  test('content that runs out is said at the start', async () => {
    serve(() => [60, 60, 50], 1);
    const { device } = newDevice();
    const first = await device.intent('TopStoriesIntent', { length: 'PT10M' });
    expect(first.speech).toBe("There's only about 3 minutes on that right now. Here it is.");
  });
});

describe('lengths the skill does not offer', () => {
  test.each([
    ['PT100H', 'The longest I can do is an hour.', 'About 60 minutes left, out of an hour.'],
    ['P3D', 'The longest I can do is an hour.', 'About 60 minutes left, out of an hour.'],
    ['PT1S', 'The shortest I can do is a minute.', 'Less than a minute left, out of a minute.'],
    ['PT0M', "I didn't catch how long, so I'll keep it short.", 'About 3 minutes left, out of 3 minutes.'],
    ['?', "I didn't catch how long, so I'll keep it short.", 'About 3 minutes left, out of 3 minutes.'],
  ])('%s: one sentence, and a sensible length plays', async (value, lead, left) => {
    serve(() => Array(10).fill(45), 10);
    const { device } = newDevice();
    const turn = await device.intent('TopStoriesIntent', { length: value });
    expect(turn.speech?.startsWith(`${lead} `)).toBe(true);
    expect(device.activity).toBe('PLAYING');
    expect((await device.intent('TimeLeftIntent')).speech).toBe(left);
  });

  test('a time no burst is short enough for gets a sentence and a question, not an error', async () => {
    serve(() => [400, 500], 1);
    const { device } = newDevice();
    const turn = await device.intent('TopStoriesIntent', { length: 'PT1M' });
    expect(turn.speech).toMatch(/^Nothing on that is short enough for a minute\./);
    expect(turn.reply.response.shouldEndSession).toBe(false);
    expect(plays(turn)).toHaveLength(0);
  });
});

describe('the other time-boxed requests', () => {
  test('"ten minutes of tech news", "fifteen minutes about electric cars", "a quick update"', async () => {
    serve(() => Array(10).fill(45));
    const { device } = newDevice();
    const tech = await device.intent('CategoryIntent', {
      category: { value: 'tech', id: '5', name: 'tech' },
      length: 'PT10M',
    });
    expect(tech.speech).toBe("Here's 10 minutes of tech news.");
    const cars = await device.intent('TimedTopicIntent', { topic: 'electric cars', length: 'PT15M' });
    expect(cars.speech).toBe("Here's 15 minutes about electric cars.");
    const quick = await device.intent('QuickUpdateIntent');
    expect(quick.speech).toBe("Here's a quick update: 3 minutes of your top stories.");
    expect((await device.intent('TimeLeftIntent')).speech).toBe('About 3 minutes left, out of 3 minutes.');
  });
});
