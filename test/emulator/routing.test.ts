// The local Echo routes like Alexa (docs/alexa-rules.md): out of session a bare custom phrase never
// reaches the skill, the one-shot form does, the playback built-ins reach the skill that plays or
// last played, and inside an open session everything does. A one-shot while audio plays holds the
// stream for the dialog and leaves it where it was.
import type { Resolution } from '../../src/emulator/phrases';
import { PhraseResolver } from '../../src/emulator/phrases';
import { routeResolution } from '../../src/emulator/routing';
import { EmulatorSession } from '../../src/emulator/session';
import type { RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';
import { startEmulator } from '../helpers/emulator-session';

let sim: RunningSimulator;
let emulator: EmulatorSession;
let clock: ManualClock;

beforeEach(async () => {
  ({ clock, sim, emulator } = await startEmulator({ trackTime: true }));
});
afterEach(() => sim.stop());

const intentOf = (t: { exchanges: Array<{ request: { request: unknown } }> }) =>
  (t.exchanges[0]?.request.request as { intent?: { name: string } }).intent?.name;

const playerContext = (t: { exchanges: Array<{ request: { context: unknown } }> }) =>
  (
    t.exchanges[0]?.request.context as {
      AudioPlayer?: { playerActivity: string; offsetInMilliseconds: number };
    }
  ).AudioPlayer;

test('a fresh Echo: bare phrases go to Alexa, with the one-shot form that reaches the skill', async () => {
  const bare = await emulator.say('play sports');
  expect(bare.exchanges).toEqual([]);
  expect(emulator.log).toHaveLength(0);
  expect(emulator.apiCalls).toHaveLength(0);
  expect(bare.alexa?.oneShot).toBe('ask burst voice to play sports');
  expect(bare.alexa?.note).toMatch(/would not send “play sports” to Burst Voice/);

  // Nothing of the skill ever played here: even "pause" is Alexa's.
  expect((await emulator.say('pause')).alexa).toBeDefined();
  expect((await emulator.say('help')).alexa).toBeDefined();

  const oneShot = await emulator.say(bare.alexa?.oneShot ?? '');
  expect(oneShot.alexa).toBeUndefined();
  expect(intentOf(oneShot)).toBe('CategoryIntent');
  expect(oneShot.player.activity).toBe('PLAYING');
});

test('while the skill plays: built-ins reach it, custom phrases and help do not, "stop" is a pause', async () => {
  await emulator.say('open burst voice');
  const token = emulator.device.current?.token;
  expect(emulator.device.session).toBeUndefined();

  const what = await emulator.say("what's playing");
  expect(what.exchanges).toEqual([]);
  expect(what.alexa?.oneShot).toBe("ask burst voice what's playing");
  expect(what.player).toMatchObject({ activity: 'PLAYING', token });
  expect((await emulator.say('play sports')).alexa?.oneShot).toBe('ask burst voice to play sports');
  expect((await emulator.say('help')).alexa?.oneShot).toBe('ask burst voice for help');

  const next = await emulator.say('next');
  expect(intentOf(next)).toBe('AMAZON.NextIntent');
  expect(next.player.number).toBe(2);

  const stop = await emulator.say('stop');
  expect(intentOf(stop)).toBe('AMAZON.PauseIntent');
  expect(stop.player.activity).toBe('STOPPED');

  // The skill played last on this Echo: resume still reaches it.
  const resume = await emulator.say('resume');
  expect(intentOf(resume)).toBe('AMAZON.ResumeIntent');
  expect(resume.player.activity).toBe('PLAYING');
  expect(intentOf(await emulator.say('shuffle'))).toBe('AMAZON.ShuffleOnIntent');
});

test('inside an open session everything routes to the skill', async () => {
  const help = await emulator.say('ask burst voice for help');
  expect(help.sessionOpen).toBe(true);
  const sports = await emulator.say('play sports');
  expect(sports.alexa).toBeUndefined();
  expect(intentOf(sports)).toBe('CategoryIntent');
  expect(sports.exchanges[0]?.request.session?.new).toBe(false);
});

test('a one-shot question while a burst plays answers and leaves the stream where it was', async () => {
  await emulator.say('ask burst voice to play the news');
  clock.advance(3_000);
  const before = await emulator.playerView();

  // Questions whose answers close the session (an offer such as "about this station" keeps it open).
  for (const q of ["ask burst voice what's playing", 'ask burst voice what is this']) {
    const turn = await emulator.say(q);
    // Only the question: no PlaybackStopped / PlaybackStarted for the dialog's pause.
    expect(turn.exchanges.map((e) => e.requestType)).toEqual(['IntentRequest']);
    expect(turn.speech).toEqual(expect.any(String));
    expect(turn.sessionOpen).toBe(false);
    // The device held the stream for the dialog and says so in the request's context.
    expect(playerContext(turn)).toMatchObject({
      playerActivity: 'PAUSED',
      offsetInMilliseconds: before.offsetMs,
    });
    // …and resumed it at the same offset once Alexa had spoken.
    expect(turn.player).toMatchObject({
      activity: 'PLAYING',
      token: before.token,
      offsetMs: before.offsetMs,
    });
    expect(turn.player.held).toBeUndefined();
  }
});

test('a question from the skill keeps the stream held until the session ends', async () => {
  await emulator.say('ask burst voice to play the news');
  const help = await emulator.say('ask burst voice for help');
  expect(help.sessionOpen).toBe(true);
  expect(help.player).toMatchObject({ activity: 'PLAYING', held: true });
  // Time passes while the Echo listens: the held stream does not move, and reports nothing.
  const offset = help.player.offsetMs;
  clock.advance(5_000);
  expect((await emulator.playerView()).offsetMs).toBe(offset);
  await expect(emulator.nearlyFinished()).rejects.toThrow(/held/);

  const exit = await emulator.say('exit');
  expect(exit.exchanges.map((e) => e.requestType)).toEqual(['SessionEndedRequest']);
  expect(exit.player).toMatchObject({ activity: 'PLAYING', offsetMs: offset });
  expect(exit.player.held).toBeUndefined();
});

describe('routeResolution', () => {
  const resolver = new PhraseResolver('en-US');
  const resolve = (t: string): Resolution => resolver.resolve(t);
  const route = (text: string, sessionOpen: boolean, audioSkill: boolean) =>
    routeResolution(resolve(text), { sessionOpen, audioSkill }, resolve);

  test.each([
    ['pause', 'AMAZON.PauseIntent'],
    ['resume', 'AMAZON.ResumeIntent'],
    ['next', 'AMAZON.NextIntent'],
    ['previous', 'AMAZON.PreviousIntent'],
    ['start over', 'AMAZON.StartOverIntent'],
    ['repeat', 'AMAZON.RepeatIntent'],
    ['loop on', 'AMAZON.LoopOnIntent'],
    ['loop off', 'AMAZON.LoopOffIntent'],
    ['shuffle', 'AMAZON.ShuffleOnIntent'],
    ['shuffle off', 'AMAZON.ShuffleOffIntent'],
    ['cancel', 'AMAZON.CancelIntent'],
    ['stop', 'AMAZON.PauseIntent'],
  ])('"%s" out of session reaches the audio skill as %s', (text, intent) => {
    expect(route(text, false, true)).toMatchObject({ to: 'skill', resolution: { intent } });
    expect(route(text, false, false).to).toBe('alexa');
  });

  test.each(['help', 'go home', 'play the news', 'what is playing', 'tell me about this show'])(
    '"%s" out of session goes to Alexa even while the skill plays',
    (text) => {
      expect(route(text, false, true).to).toBe('alexa');
      // In a session it is the skill's, unchanged.
      expect(route(text, true, true)).toEqual({ to: 'skill', resolution: resolve(text) });
    },
  );

  test('launch, one-shot and trailing forms always reach the skill; "stop" in session stays Stop', () => {
    for (const t of ['open burst voice', 'ask burst voice to play sports', 'play sports on burst voice'])
      expect(route(t, false, false).to).toBe('skill');
    expect(route('stop', true, true)).toMatchObject({ resolution: { intent: 'AMAZON.StopIntent' } });
  });

  test('the offered one-shot form resolves to the same intent; gibberish gets none', () => {
    const r = route('tell me about this show', false, true);
    expect(r).toMatchObject({ to: 'alexa', oneShot: 'ask burst voice tell me about this show' });
    const offered = r.to === 'alexa' && r.oneShot ? resolve(r.oneShot) : undefined;
    expect(offered).toMatchObject({ intent: 'AboutShowIntent', oneShot: true });
    const junk = route('order me a pizza', false, true);
    expect(junk).toMatchObject({ to: 'alexa' });
    expect(junk.to === 'alexa' && junk.oneShot).toBeFalsy();
  });
});
