// The page's speaker reports where it is with every call (playhead.ts): scaled clip time becomes
// burst time, and the request the device builds next carries it in context.AudioPlayer — so a
// pause at 0:41 resumes at 0:41, not at the last AudioPlayer event's place.
import type { RequestEnvelope } from 'ask-sdk-model';
import { burstMsAt, readPlayhead } from '../../src/emulator/playhead';
import { EmulatorSession, type EmulatorTurn } from '../../src/emulator/session';
import type { RunningSimulator } from '../../src/sim/server';
import { startEmulator } from '../helpers/emulator-session';

describe('clip time and burst time', () => {
  // ×0.02 (the browser test), ×0.1 (the page's default), ×0.3 (the README's), ×1 (a real stream), ×2.
  test.each([0.02, 0.1, 0.3, 1, 2])('at ×%p a clip position is the burst position ÷ the scale', (scale) => {
    expect(burstMsAt(4_100 * scale, scale)).toBe(4_100);
    expect(burstMsAt(0, scale)).toBe(0);
    // A whole 46-minute episode, and the round trip from the place a clip starts at (burst × scale).
    for (const burstMs of [0, 7_000, 41_000, 46 * 60_000 + 517]) {
      expect(burstMsAt(burstMs * scale, scale)).toBe(burstMs);
    }
  });

  test('the ×0.1 case of the issue: 4.1 s into the clip is 0:41 of the burst, not 0:07', () => {
    expect(burstMsAt(4_100, 0.1)).toBe(41_000);
    // A browser's currentTime is a double: the burst time is rounded to the millisecond.
    expect(burstMsAt(4_100.04, 0.1)).toBe(41_000);
  });

  test('a malformed report is no report', () => {
    const good = { token: 't', clipMs: 10, clipScale: 0.1 };
    expect(readPlayhead(good)).toEqual(good);
    for (const bad of [
      undefined,
      null,
      'x',
      { ...good, token: '' },
      { ...good, token: 'x'.repeat(1025) },
      { ...good, clipMs: -1 },
      { ...good, clipMs: Number.NaN },
      { ...good, clipMs: '10' },
      { ...good, clipScale: 0 },
      { ...good, clipScale: 11 },
      { ...good, clipScale: Number.POSITIVE_INFINITY },
    ])
      expect(readPlayhead(bad)).toBeUndefined();
  });
});

describe('every request carries the reported place', () => {
  let sim: RunningSimulator;
  let emulator: EmulatorSession;
  beforeEach(async () => {
    // As the page: no trackTime, the position comes from the speaker only.
    ({ sim, emulator } = await startEmulator());
  });
  afterEach(() => sim.stop());

  const contextOf = (turn: EmulatorTurn, type: string) => {
    const ex = turn.exchanges.find((e) => e.requestType === type);
    if (!ex) throw new Error(`no ${type} in ${turn.exchanges.map((e) => e.requestType).join(', ')}`);
    return (ex.request as RequestEnvelope).context.AudioPlayer;
  };

  test.each([0.1, 0.3, 1])(
    'at ×%p: "pause" mid-burst (spoken or pressed) and "resume" plays on from there',
    async (scale) => {
      const start = await emulator.say('ask burst voice to play the news');
      const token = start.player.token ?? '';
      // Two places well inside the burst (its length comes from the simulator's catalogue).
      const length = (start.player.durationSec ?? 0) * 1000;
      expect(length).toBeGreaterThan(10_000);
      const [p1, p2] = [Math.round(length * 0.6), Math.round(length * 0.8)];
      // The page's last AudioPlayer event was at 0.7 s into the clip.
      await emulator.nearlyFinished({ token, clipMs: 700 * scale * 10, clipScale: scale });
      const at = { token, clipMs: p1 * scale, clipScale: scale };
      const paused = await emulator.say('pause', at);
      expect(contextOf(paused, 'IntentRequest')).toEqual({
        token,
        offsetInMilliseconds: p1,
        playerActivity: 'PAUSED',
      });
      const resumed = await emulator.say('resume', at);
      expect(resumed.player).toMatchObject({ activity: 'PLAYING', offsetMs: p1 });
      const play = resumed.exchanges[0]?.reply.response.directives?.find(
        (d) => d.type === 'AudioPlayer.Play',
      );
      expect(play).toMatchObject({ audioItem: { stream: { offsetInMilliseconds: p1 } } });

      // The screen's pause button: PlaybackController.PauseCommandIssued carries the live place too.
      const next = resumed.player.token ?? '';
      const at2 = { token: next, clipMs: p2 * scale, clipScale: scale };
      const pressed = await emulator.press('Pause', at2);
      expect(contextOf(pressed, 'PlaybackController.PauseCommandIssued')).toMatchObject({
        token: next,
        offsetInMilliseconds: p2,
        playerActivity: 'PLAYING',
      });
      const again = await emulator.press('Play', at2);
      expect(again.player).toMatchObject({ activity: 'PLAYING', offsetMs: p2 });
    },
  );

  test("a report about a stream that is gone does not move the current one's place", async () => {
    const start = await emulator.say('ask burst voice to play the news');
    const first = start.player.token ?? '';
    const fin = await emulator.finishCurrent({ token: first, clipMs: 3_000, clipScale: 0.1 });
    const second = fin.player.token ?? '';
    expect(second).not.toBe(first);
    // The page has not loaded the second stream yet: its speaker still reports the first.
    const asked = await emulator.say("ask burst voice what's playing", {
      token: first,
      clipMs: 3_000,
      clipScale: 0.1,
    });
    expect(contextOf(asked, 'IntentRequest')).toMatchObject({ token: second, offsetInMilliseconds: 0 });
  });
});
