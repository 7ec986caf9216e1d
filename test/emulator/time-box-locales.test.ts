// "Ask Burst Voice for five minutes of news" in every locale, through the local Echo (phrase →
// model → skill → device, docs/listening.md, As long as the listener has): it resolves to the
// DURATION the way Alexa sends it, plays what fits, shows the time left, and ends.
import { BurstApiClient } from '../../src/api/http-client';
import { formatPlayer } from '../../src/emulator/format';
import { EmulatorSession } from '../../src/emulator/session';
import { SUPPORTED_LOCALES } from '../../src/model/load-model';
import { OVERRUN_LIMIT_SEC } from '../../src/playback/budget';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';

let sim: RunningSimulator;
let clock: ManualClock;
let api: BurstApiClient;

beforeAll(async () => {
  clock = new ManualClock(Date.now());
  sim = await startSimulator({ port: 0, pageSize: 10, clock });
  api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock });
});
afterAll(() => sim.stop());

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  test('"ask burst voice for five minutes of news" plays five minutes and ends', async () => {
    const e = new EmulatorSession({ api, clock, locale, strictGuard: true, trackTime: true });
    const first = await e.say('ask burst voice for five minutes of news');
    expect(first.resolution).toMatchObject({
      kind: 'intent',
      intent: 'TopStoriesIntent',
      slots: { length: 'PT5M' },
    });
    expect(first.speech).toMatch(/^(Here's 5 minutes of news\.|There's only about)/);
    expect(first.player.timeBoxSec).toBe(300);
    const atStart = first.player.timeLeftSec ?? 0;
    expect(atStart).toBeLessThanOrEqual(300 + OVERRUN_LIMIT_SEC);
    expect(formatPlayer(first.player)).toMatch(/ · \d:\d\d left of 5:00$/);

    let played = first.player.durationSec ?? 0;
    for (let i = 0; i < 30 && e.device.activity === 'PLAYING'; i++) {
      const turn = await e.finishCurrent();
      if (e.device.activity === 'PLAYING') {
        played += turn.player.durationSec ?? 0;
        // The time left falls by what was played, never rises.
        expect(turn.player.timeLeftSec ?? Infinity).toBeLessThan(atStart);
      }
    }
    expect(e.device.activity).toBe('FINISHED');
    expect(played).toBeCloseTo(atStart, 0);
    expect(played).toBeLessThanOrEqual(300 + OVERRUN_LIMIT_SEC);
  });

  test('"how much is left", a quick update and a time about a topic', async () => {
    const e = new EmulatorSession({ api, clock, locale, strictGuard: true, trackTime: true });
    const quick = await e.say('ask burst voice for a quick update');
    expect(quick.resolution).toMatchObject({ kind: 'intent', intent: 'QuickUpdateIntent' });
    expect(quick.player.timeBoxSec).toBe(180);
    const left = await e.say('ask burst voice how much is left');
    expect(left.resolution).toMatchObject({ kind: 'intent', intent: 'TimeLeftIntent' });
    expect(left.speech).toMatch(/left, out of 3 minutes\.$/);
    const cars = await e.say('ask burst voice to play fifteen minutes about electric cars');
    expect(cars.resolution).toMatchObject({
      kind: 'intent',
      intent: 'TimedTopicIntent',
      slots: { length: 'PT15M' },
    });
    expect(cars.player.timeBoxSec).toBe(900);
  });
});
