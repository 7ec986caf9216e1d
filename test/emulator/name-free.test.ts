// Name-free interactions on the local Echo: off (the default), a phrase without "ask Burst Voice"
// goes to Alexa herself as before; on, a phrase strict routing would give to Alexa and that names
// one of the skill's own intents is first offered to the skill as a CanFulfillIntentRequest, and
// only a YES brings the same intent as an IntentRequest in a new session. The scripted skill here
// answers as told; the last test asks the real skill.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import type { BurstApi } from '../../src/api/api';
import { EmulatorSession, type CanFulfill } from '../../src/emulator/session';
import { ManualClock } from '../../src/util/clock';
import { EMPTY, play } from './dialog-fixtures';
import { chat } from '../helpers/scripted-chat';
import { startEmulator } from '../helpers/emulator-session';

type Req = { type: string; intent?: { name: string; slots: Record<string, unknown> } };

const answer = (canFulfill: CanFulfill): ResponseEnvelope =>
  ({ version: '1.0', response: { canFulfillIntent: { canFulfill } } }) as ResponseEnvelope;

let sent: RequestEnvelope[];
let canFulfill: CanFulfill;
let echo: EmulatorSession;

beforeEach(() => {
  sent = [];
  canFulfill = 'YES';
  echo = new EmulatorSession({
    api: {} as BurstApi,
    clock: new ManualClock(),
    invoke: async (env) => {
      sent.push(env);
      const r = env.request as Req;
      if (r.type === 'CanFulfillIntentRequest') return answer(canFulfill);
      return r.type === 'IntentRequest' ? play(`nf-${sent.length}`) : EMPTY;
    },
  });
});

const types = () => sent.map((e) => (e.request as Req).type);
const LATEST = 'play the latest news about electric cars';

test('off by default: the phrase goes to Alexa herself and the skill hears nothing', async () => {
  expect(echo.nameFree).toBe(false);
  const turn = await echo.say(LATEST);
  expect(sent).toEqual([]);
  expect(turn.nameFree).toBeUndefined();
  expect(turn.alexa?.note).toMatch(/^A real Echo would not send “play the latest news about electric cars”/);
});

test('on: a CanFulfillIntentRequest with the intent and slots, then on YES the IntentRequest in a new session', async () => {
  const turn = await echo.say(LATEST, undefined, { nameFree: true });
  expect(types()).toEqual(['CanFulfillIntentRequest', 'IntentRequest', 'AudioPlayer.PlaybackStarted']);
  const [asked, sentIntent] = sent;
  expect(asked?.request).toMatchObject({
    type: 'CanFulfillIntentRequest',
    locale: 'en-US',
    intent: { name: 'LatestIntent', slots: { query: { name: 'query', value: 'electric cars' } } },
  });
  expect(asked?.session?.new).toBe(true);
  expect(asked?.context.System.device?.deviceId).toBeDefined();
  expect(sentIntent?.request).toMatchObject({
    type: 'IntentRequest',
    intent: { name: 'LatestIntent', slots: { query: { name: 'query', value: 'electric cars' } } },
  });
  // Alexa picked the skill: the intent opens a session of its own, not the question's.
  expect(sentIntent?.session?.new).toBe(true);
  expect(sentIntent?.session?.sessionId).not.toBe(asked?.session?.sessionId);
  expect(turn.nameFree).toEqual({ intent: 'LatestIntent', canFulfill: 'YES' });
  expect(turn.alexa).toBeUndefined();
  expect(turn.exchanges.map((e) => e.requestType)).toEqual(types());
  expect(turn.player.activity).toBe('PLAYING');
});

test('a custom slot value carries its entity resolution, as in an IntentRequest', async () => {
  await echo.say('play sports', undefined, { nameFree: true });
  const slot = (sent[0]?.request as Req).intent?.slots.category;
  expect(slot).toEqual({
    name: 'category',
    value: 'sports',
    resolutions: {
      resolutionsPerAuthority: [
        expect.objectContaining({
          status: { code: 'ER_SUCCESS_MATCH' },
          values: [{ value: { name: 'sports', id: '10' } }],
        }),
      ],
    },
  });
  expect((sent[1]?.request as Req).intent?.slots.category).toMatchObject({ value: 'sports' });
});

test.each(['NO', 'MAYBE'] as const)(
  '%s: nothing more goes to the skill, and the note says why',
  async (a) => {
    canFulfill = a;
    const turn = await echo.say(LATEST, undefined, { nameFree: true });
    expect(types()).toEqual(['CanFulfillIntentRequest']);
    expect(turn.nameFree).toEqual({ intent: 'LatestIntent', canFulfill: a });
    expect(turn.alexa?.note).toBe(
      `Alexa would ask Burst Voice whether it can handle this; it answered ${a}, so Alexa would pick another skill or answer herself. Say “ask burst voice to play the latest news about electric cars”.`,
    );
    expect(turn.alexa?.oneShot).toBe('ask burst voice to play the latest news about electric cars');
    expect(turn.player.activity).toBe('IDLE');
    expect(turn.sessionOpen).toBe(false);
  },
);

test('on: what strict routing sends to the skill is unchanged; built-ins and the fallback are not offered', async () => {
  echo.nameFree = true;
  await echo.say('ask burst voice to play sports');
  expect(types()).toEqual(['IntentRequest', 'AudioPlayer.PlaybackStarted']);
  sent = [];
  // "help" is a built-in, "sing me a song" the fallback: Alexa herself, nothing asked.
  for (const phrase of ['help', 'sing me a song']) {
    const turn = await echo.say(phrase);
    expect(turn.alexa).toBeDefined();
    expect(turn.nameFree).toBeUndefined();
  }
  expect(sent).toEqual([]);
  // The per-call option wins over the session's setting.
  await echo.say(LATEST, undefined, { nameFree: false });
  expect(sent).toEqual([]);
});

test('a refused answer is the turn error, and nothing else is sent', async () => {
  const e = new EmulatorSession({
    api: {} as BurstApi,
    clock: new ManualClock(),
    invoke: async (env) => {
      sent.push(env);
      return {
        version: '1.0',
        response: {
          outputSpeech: { type: 'PlainText', text: 'Sure!' },
          canFulfillIntent: { canFulfill: 'YES' },
        },
      } as ResponseEnvelope;
    },
  });
  const turn = await e.say(LATEST, undefined, { nameFree: true });
  expect(types()).toEqual(['CanFulfillIntentRequest']);
  expect(turn.error).toMatch(/^an Echo would reject the reply to CanFulfillIntentRequest: /);
  expect(turn.nameFree).toEqual({ intent: 'LatestIntent' });
});

test(':namefree switches the mode, :status shows it, :help lists it', async () => {
  const out = await chat([
    ':status',
    ':namefree on',
    ':status',
    ':namefree maybe',
    ':namefree off',
    ':help',
    ':quit',
  ]);
  const after = (l: string, from = 0) => out[out.indexOf(l, from) + 1];
  expect(out[out.indexOf('> :status') + 2]).toBe('  name-free: off');
  expect(after('> :namefree on')).toMatch(/^ {2}name-free: on /);
  expect(out[out.lastIndexOf('> :status') + 2]).toBe('  name-free: on');
  expect(after('> :namefree maybe')).toBe('  :namefree takes on or off');
  expect(after('> :namefree off')).toMatch(/^ {2}name-free: off /);
  expect(out.some((l) => l.startsWith('  :namefree on|off'))).toBe(true);
});

test('the real skill: YES for the latest news about electric cars (then it plays), NO for an intent it lacks', async () => {
  const { sim, emulator: real } = await startEmulator();
  try {
    real.nameFree = true;
    const turn = await real.say(LATEST);
    expect(turn.error).toBeUndefined();
    expect(turn.nameFree).toEqual({ intent: 'LatestIntent', canFulfill: 'YES' });
    expect(turn.exchanges.map((e) => e.requestType)).toEqual([
      'CanFulfillIntentRequest',
      'IntentRequest',
      'AudioPlayer.PlaybackStarted',
    ]);
    const [asked, intent] = turn.exchanges.map((e) => e.request.request as Req);
    expect(intent?.intent?.name).toBe(asked?.intent?.name);
    expect(intent?.intent?.slots.query).toMatchObject({ value: 'electric cars' });
    expect(turn.player.position).toMatch(/^Latest on “electric cars”/);
    // Alexa asks about an intent of another skill's: the device's own state stays as it was.
    const before = real.log.length;
    const no = await real.device.canFulfill('PlayMusicIntent', { song: 'yesterday' });
    const cfi = (no.reply.response as { canFulfillIntent?: { canFulfill: string } }).canFulfillIntent;
    expect(cfi?.canFulfill).toBe('NO');
    expect(real.log.length).toBe(before + 1);
    expect(real.device.activity).toBe('PLAYING');
    expect(real.device.session).toBeUndefined();
  } finally {
    await sim.stop();
  }
});

test('on: a skill launch phrase of the model opens the skill (LaunchRequest, no question first); off, Alexa keeps it', async () => {
  const strict = await echo.say('play news bursts');
  expect(sent).toEqual([]);
  expect(strict.alexa?.note).toMatch(/would not send/);
  const turn = await echo.say('Alexa, play short news clips from radio and podcasts', undefined, {
    nameFree: true,
  });
  expect(types()).toEqual(['LaunchRequest']);
  expect(sent[0]?.session?.new).toBe(true);
  expect(turn.resolution).toEqual({
    kind: 'launch',
    text: 'Alexa, play short news clips from radio and podcasts',
  });
  expect(turn.nameFree).toBeUndefined();
});
