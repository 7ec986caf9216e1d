// The listening window of the local Echo, on a manual clock: after a question the device listens
// (8 s by default); silence brings the reprompt once (no request), then SessionEndedRequest
// EXCEEDED_MAX_REPROMPTS, and a stream held for the question goes on where it was. Anything said
// or pressed ends the window. The skill is scripted; the session's resolver and routing are real.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import express from 'express';
import type { BurstApi } from '../../src/api/api';
import { loadConfig } from '../../src/config/env';
import { EmulatorSession } from '../../src/emulator/session';
import { parseListenMs } from '../../src/emulator/cli';
import { emulatorRouter } from '../../src/emulator/web-routes';
import { ManualClock } from '../../src/util/clock';
import { EMPTY, elicitSlot, play, question, said } from './dialog-fixtures';

type Req = {
  type: string;
  reason?: string;
  dialogState?: string;
  intent?: { name: string; slots: Record<string, unknown> };
};

let clock: ManualClock;
let sent: RequestEnvelope[];
let script: Record<string, ResponseEnvelope | undefined>;

function echo(listenMs?: number): EmulatorSession {
  return new EmulatorSession({
    api: {} as BurstApi,
    clock,
    trackTime: true,
    ...(listenMs !== undefined ? { listenMs } : {}),
    invoke: async (env) => {
      sent.push(env);
      const r = env.request as Req;
      return script[r.intent?.name ?? r.type] ?? script[r.type] ?? EMPTY;
    },
  });
}

const types = () => sent.map((e) => (e.request as Req).type);
const lastRequest = () => sent.at(-1)?.request as Req | undefined;

beforeEach(() => {
  clock = new ManualClock();
  sent = [];
  script = {
    TopStoriesIntent: play('news-1'),
    WeatherIntent: elicitSlot('WeatherIntent', 'station', {
      speech: 'Which station should I use for weather?',
      reprompt: 'Which station? For example, KVTR Public Radio.',
    }),
  };
});

test('silence: the reprompt once, then the session ends and the held burst goes on', async () => {
  const e = echo();
  await e.say('ask burst voice to play the news');
  clock.advance(3_000);
  const asked = await e.say("ask burst voice what's the weather");
  expect(asked.sessionOpen).toBe(true);
  expect(asked.listening).toEqual({ phase: 'question', remainingMs: 8_000, windowMs: 8_000 });
  expect(asked.player).toMatchObject({ activity: 'PLAYING', held: true, offsetMs: 3_000 });
  const before = sent.length;

  clock.advance(7_999);
  expect(await e.poll()).toEqual([]);
  expect(e.listening).toEqual({ phase: 'question', remainingMs: 1, windowMs: 8_000 });

  clock.advance(1);
  const [reprompt, ...more] = await e.poll();
  expect(more).toEqual([]);
  expect(reprompt).toMatchObject({
    n: 1,
    spontaneous: 'reprompt',
    speech: 'Which station? For example, KVTR Public Radio.',
    exchanges: [],
    sessionOpen: true,
    listening: { phase: 'reprompt', remainingMs: 8_000 },
    player: { activity: 'PLAYING', held: true, offsetMs: 3_000 },
  });
  // Alexa spoke the reprompt herself: the skill heard nothing.
  expect(sent).toHaveLength(before);

  clock.advance(8_000);
  const [closed] = await e.poll();
  expect(closed).toMatchObject({ n: 2, spontaneous: 'closed', sessionOpen: false });
  expect(closed?.listening).toBeUndefined();
  expect(closed?.exchanges.map((x) => x.requestType)).toEqual(['SessionEndedRequest']);
  expect(lastRequest()).toMatchObject({ type: 'SessionEndedRequest', reason: 'EXCEEDED_MAX_REPROMPTS' });
  // The request reports the held stream as paused, at its offset.
  expect(sent.at(-1)?.context.AudioPlayer).toMatchObject({
    playerActivity: 'PAUSED',
    offsetInMilliseconds: 3_000,
  });
  // The burst resumes where it was, with no PlaybackStarted: the skill is not told.
  expect(closed?.player).toMatchObject({ activity: 'PLAYING', offsetMs: 3_000, token: 'news-1' });
  expect(closed?.player.held).toBeUndefined();
  expect(e.device.held).toBe(false);
  expect(types().filter((t) => t === 'AudioPlayer.PlaybackStarted')).toHaveLength(1);
  // …and plays on with the clock again.
  clock.advance(1_000);
  expect((await e.playerView()).offsetMs).toBe(4_000);
  expect(e.eventsSince(0).map((x) => x.n)).toEqual([1, 2]);
  expect(e.eventsSince(1).map((x) => x.spontaneous)).toEqual(['closed']);
  expect(await e.poll()).toEqual([]);
});

test('no reprompt: the session ends after the first window', async () => {
  script.WeatherIntent = elicitSlot('WeatherIntent', 'station', { reprompt: null });
  const e = echo();
  await e.say("ask burst voice what's the weather");
  clock.advance(8_000);
  const events = await e.poll();
  expect(events.map((x) => x.spontaneous)).toEqual(['closed']);
  expect(lastRequest()).toMatchObject({ type: 'SessionEndedRequest', reason: 'EXCEEDED_MAX_REPROMPTS' });
});

test('an answer inside the window ends it; a new question opens a fresh one', async () => {
  script.WeatherIntent = elicitSlot('WeatherIntent', 'station');
  const e = echo();
  await e.say("ask burst voice what's the weather");
  clock.advance(7_000);
  script.WeatherIntent = question('Did you mean KVTR Public Radio?', 'Yes or no?');
  const answered = await e.say('kvtr public radio');
  expect(lastRequest()).toMatchObject({ type: 'IntentRequest', dialogState: 'IN_PROGRESS' });
  // The reply asks again: a new window, counted from now, with its own reprompt.
  expect(answered.listening).toEqual({ phase: 'question', remainingMs: 8_000, windowMs: 8_000 });
  clock.advance(7_999);
  expect(await e.poll()).toEqual([]);
  clock.advance(1);
  expect((await e.poll())[0]).toMatchObject({ spontaneous: 'reprompt', speech: 'Yes or no?' });
  // Speaking after the reprompt ends that window too; a closing answer leaves none.
  script['AMAZON.YesIntent'] = said('Here is the weather.');
  const yes = await e.say('yes');
  expect(yes.sessionOpen).toBe(false);
  expect(yes.listening).toBeUndefined();
  clock.advance(60_000);
  expect(await e.poll()).toEqual([]);
  expect(types().filter((t) => t === 'SessionEndedRequest')).toEqual([]);
});

test('a button pressed in the window ends it; the open session listens afresh', async () => {
  const e = echo();
  await e.say('ask burst voice to play the news');
  await e.say("ask burst voice what's the weather");
  clock.advance(7_000);
  script['PlaybackController.NextCommandIssued'] = EMPTY;
  const pressed = await e.press('Next');
  expect(pressed.listening).toEqual({ phase: 'question', remainingMs: 8_000, windowMs: 8_000 });
  clock.advance(7_999);
  expect(await e.poll()).toEqual([]);
});

test('a late operation catches up first: what the device did by then comes before it', async () => {
  const e = echo();
  await e.say("ask burst voice what's the weather");
  clock.advance(20_000);
  // No one polled: the next thing said finds the session closed (both windows passed).
  script.TopStoriesIntent = said('Here are your top stories.');
  const turn = await e.say('ask burst voice to play the news');
  expect(turn.exchanges.map((x) => x.requestType)).toEqual(['IntentRequest']);
  expect(e.eventsSince(0).map((x) => x.spontaneous)).toEqual(['reprompt', 'closed']);
  expect(types()).toEqual(['IntentRequest', 'SessionEndedRequest', 'IntentRequest']);
});

test('the pending question goes with the session: a one-shot starts a new one', async () => {
  const e = echo();
  await e.say("ask burst voice what's the weather");
  const first = sent.at(-1)?.session?.sessionId;
  await e.say('ask burst voice to play the news');
  const news = sent.find((x) => (x.request as Req).intent?.name === 'TopStoriesIntent');
  expect(news?.session).toMatchObject({ new: true });
  expect(news?.session?.sessionId).not.toBe(first);
  expect(news?.request).toMatchObject({ dialogState: 'STARTED' });
  expect(e.device.elicitation).toBeUndefined();
});

test('the answer to the question is the elicited intent, IN_PROGRESS, in the same session', async () => {
  const e = echo();
  await e.say("ask burst voice what's the weather");
  const session = sent.at(-1)?.session?.sessionId;
  script.WeatherIntent = said('Here is the weather from KVTR.');
  const turn = await e.say('KVTR Public Radio');
  expect(turn.resolution).toMatchObject({
    intent: 'WeatherIntent',
    dialogState: 'IN_PROGRESS',
    oneShot: false,
  });
  expect(sent.at(-1)?.session).toMatchObject({ new: false, sessionId: session });
  expect(lastRequest()?.intent?.slots.station).toMatchObject({
    value: 'kvtr public radio',
    resolutions: { resolutionsPerAuthority: [{ values: [{ value: { id: '101' } }] }] },
  });
  // Out of session the same words are Alexa's again.
  expect((await e.say('KVTR Public Radio')).alexa).toBeDefined();
});

test('the window length: an option, EMULATOR_LISTEN_MS (the configuration), and one sentence for a bad value', () => {
  expect(echo(250).listenMs).toBe(250);
  const config = (env: NodeJS.ProcessEnv) => loadConfig(env, 'express').emulatorListenMs;
  expect(config({})).toBe(8_000);
  expect(config({ EMULATOR_LISTEN_MS: '3000' })).toBe(3_000);
  expect(() => config({ EMULATOR_LISTEN_MS: '8s' })).toThrow(
    'EMULATOR_LISTEN_MS must be a whole number from 10 to 600000 (got "8s").',
  );
  expect(() => parseListenMs('5', '--listen-ms')).toThrow(
    '--listen-ms must be a whole number of milliseconds from 10 to 600000 (an Echo listens about 8000); got "5"',
  );
});

describe('the page API while the Echo listens', () => {
  let server: Server;
  let base: string;
  let e: EmulatorSession;
  beforeEach(async () => {
    e = echo();
    const app = express();
    app.use('/emulator', emulatorRouter({ emulator: e }));
    server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulator/api`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  type State = {
    listening: { phase: string; remainingMs: number } | null;
    listenMs: number;
    lastEvent: number;
    events: Array<{
      n: number;
      spontaneous: string;
      speech?: string;
      player: { activity: string; held?: boolean };
    }>;
  };
  const state = (since: number) =>
    fetch(`${base}/state?since=${since}`).then((r) => r.json() as Promise<State>);

  test('the state carries the window and what the device did by itself', async () => {
    await e.say('ask burst voice to play the news');
    const asked = (await fetch(`${base}/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: "ask burst voice what's the weather" }),
    }).then((r) => r.json())) as { listening: unknown };
    expect(asked.listening).toEqual({ phase: 'question', remainingMs: 8_000, windowMs: 8_000 });
    expect(await state(-1)).toMatchObject({
      listenMs: 8_000,
      lastEvent: 0,
      events: [],
      listening: { remainingMs: 8_000 },
    });

    clock.advance(8_000);
    const first = await state(0);
    expect(first.listening).toMatchObject({ phase: 'reprompt', remainingMs: 8_000 });
    expect(first.events).toMatchObject([
      { n: 1, spontaneous: 'reprompt', speech: 'Which station? For example, KVTR Public Radio.' },
    ]);

    clock.advance(8_000);
    const second = await state(first.lastEvent);
    expect(second.listening).toBeNull();
    expect(second.events).toMatchObject([{ n: 2, spontaneous: 'closed', player: { activity: 'PLAYING' } }]);
    expect(second.events[0]?.player.held).toBeUndefined();
    // A page that comes back later asks only for what is new; a fresh page for nothing old.
    expect((await state(2)).events).toEqual([]);
    expect(await state(-1)).toMatchObject({ lastEvent: 2, events: [] });
  });
});
