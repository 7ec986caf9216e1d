// The local Echo's Alexa-app switch and the reply rule of skill events, against a hand-made skill:
// what the device sends (and does not send) does not depend on how the real skill answers.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { DeviceRejection, EchoDevice, SkillNotEnabled } from '../../src/emulator/device';
import { replyViolations } from '../../src/emulator/reply-rules';
import { EMPTY, play } from './dialog-fixtures';

const SPEECH = { type: 'SSML', ssml: '<speak>Sorry, something went wrong.</speak>' } as const;
const PLAY = play('tok-1');

/** A device whose skill answers by request type (empty by default), recording what it was sent. */
function deviceWith(replies: Record<string, ResponseEnvelope> = {}) {
  const sent: RequestEnvelope[] = [];
  const device = new EchoDevice(async (env) => {
    sent.push(env);
    return replies[(env.request as { type: string }).type] ?? EMPTY;
  });
  const types = () => sent.map((e) => (e.request as { type: string }).type);
  return { device, sent, types };
}

test('disable sends SkillDisabled with no session, no device and the chosen persistence status', async () => {
  for (const persistence of ['NOT_PERSISTED', 'PERSISTED'] as const) {
    const { device, sent } = deviceWith({ IntentRequest: PLAY });
    await device.intent('TopStoriesIntent');
    const turn = await device.disableSkill(persistence);
    const env = turn.exchanges[0]?.request as unknown as Record<string, unknown> & {
      context: { System: Record<string, unknown> };
      request: Record<string, unknown>;
    };
    expect(turn.exchanges).toHaveLength(1);
    expect(env).toBe(sent.at(-1));
    expect(env.request).toMatchObject({
      type: 'AlexaSkillEvent.SkillDisabled',
      body: { userInformationPersistenceStatus: persistence },
    });
    expect(env).not.toHaveProperty('session');
    expect(env.context.System).not.toHaveProperty('device');
    expect(env.context).not.toHaveProperty('AudioPlayer');
    expect(env.context.System).toMatchObject({ user: { userId: device.who.userId } });
    expect(device.skillEnabled).toBe(false);
    expect(device.disabledWith).toBe(persistence);
  }
});

test('on disable the stream and queue are gone without a request to the skill', async () => {
  const { device, types } = deviceWith({ IntentRequest: PLAY });
  await device.intent('TopStoriesIntent');
  expect(device.activity).toBe('PLAYING');
  await device.disableSkill();
  expect(types()).toEqual(['IntentRequest', 'AudioPlayer.PlaybackStarted', 'AlexaSkillEvent.SkillDisabled']);
  expect(device.current).toBeUndefined();
  expect(device.queue).toEqual([]);
  expect(device.activity).toBe('IDLE');
  expect(device.session).toBeUndefined();
});

test('while disabled the device sends the skill nothing', async () => {
  const { device, types } = deviceWith();
  await device.disableSkill();
  await expect(device.launch()).rejects.toBeInstanceOf(SkillNotEnabled);
  await expect(device.intent('TopStoriesIntent')).rejects.toThrow(/disabled for this account/);
  await expect(device.press('Play')).rejects.toBeInstanceOf(SkillNotEnabled);
  expect(device.session).toBeUndefined();
  expect(types()).toEqual(['AlexaSkillEvent.SkillDisabled']);
  await expect(device.disableSkill()).rejects.toThrow('already disabled');
});

test('enable after NOT_PERSISTED brings a new user id; after PERSISTED the same one', async () => {
  const { device, sent } = deviceWith();
  const first = device.who.userId;
  await expect(device.enableSkill()).rejects.toThrow('already enabled');

  await device.disableSkill('NOT_PERSISTED');
  const enabled = await device.enableSkill();
  const second = device.who.userId;
  expect(second).not.toBe(first);
  expect(second).toMatch(/^amzn1\.ask\.account\.[A-Z0-9]+$/);
  const env = enabled.exchanges[0]?.request;
  expect(env?.request).toMatchObject({ type: 'AlexaSkillEvent.SkillEnabled' });
  expect(env?.request).not.toHaveProperty('body');
  expect(env?.context.System.user.userId).toBe(second);
  expect(env?.context.System).not.toHaveProperty('device');
  expect(device.skillEnabled).toBe(true);
  expect(device.disabledWith).toBeUndefined();
  // Requests reach the skill again, as the new user.
  await device.launch();
  expect(sent.at(-1)?.session?.user.userId).toBe(second);

  await device.disableSkill('PERSISTED');
  await device.enableSkill();
  expect(device.who.userId).toBe(second);
  await device.launch();
  expect(sent.at(-1)?.context.System.user.userId).toBe(second);
});

test('a skill event reply with speech is refused, and the switch holds all the same', async () => {
  const { device } = deviceWith({
    'AlexaSkillEvent.SkillDisabled': {
      version: '1.0',
      response: { outputSpeech: SPEECH, shouldEndSession: true },
    },
  });
  const refused = await device.disableSkill().catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(DeviceRejection);
  expect((refused as DeviceRejection).message).toBe(
    "an Echo would reject the reply to AlexaSkillEvent.SkillDisabled: a skill event's reply must be empty (Alexa plays and shows none of it), but it has outputSpeech",
  );
  expect(device.skillEnabled).toBe(false);
  expect(device.history.map((e) => e.requestType)).toEqual(['AlexaSkillEvent.SkillDisabled']);
});

describe('the reply rule of skill events', () => {
  const check = (response: ResponseEnvelope['response'], type = 'AlexaSkillEvent.SkillDisabled') =>
    replyViolations(type, { version: '1.0', response }, true);

  test('an empty response passes, with or without shouldEndSession', () => {
    expect(check({})).toEqual([]);
    expect(check({ shouldEndSession: true }, 'AlexaSkillEvent.SkillEnabled')).toEqual([]);
  });

  test('speech, a reprompt, a card or a directive is refused, each named', () => {
    const rule = (has: string) =>
      `a skill event's reply must be empty (Alexa plays and shows none of it), but it has ${has}`;
    expect(check({ outputSpeech: SPEECH })).toEqual([rule('outputSpeech')]);
    expect(check({ reprompt: { outputSpeech: SPEECH } }, 'AlexaSkillEvent.SkillEnabled')).toEqual([
      rule('reprompt'),
    ]);
    expect(check({ card: { type: 'Simple', title: 'Bye', content: 'Data erased' } })).toEqual([rule('card')]);
    expect(check({ directives: [{ type: 'AudioPlayer.Stop' }] })).toEqual([rule('directives')]);
    expect(check({ outputSpeech: SPEECH, card: { type: 'Simple', title: 't', content: 'c' } })).toEqual([
      rule('outputSpeech, card'),
    ]);
  });

  test('the rule is for skill events only: a launch may speak', () => {
    expect(check({ outputSpeech: SPEECH }, 'LaunchRequest')).toEqual([]);
  });
});
