// Who is speaking to the local Echo (issue 38): a named person's spoken requests carry their
// person id, nothing else does, the same name always gives the same id, and what Alexa says shows
// the name where the skill put an alexa:name tag ("Add Personalized Greetings or Prompts").
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { EchoDevice, DeviceRejection } from '../../src/emulator/device';
import {
  PERSON_ID_PREFIX,
  nameTags,
  personIdFor,
  recognizedPerson,
  sayNames,
} from '../../src/emulator/persons';
import { EmulatorError, EmulatorSession } from '../../src/emulator/session';
import { carriesPerson } from '../../src/model/request-types';
import type { RunningSimulator } from '../../src/sim/server';
import { FIXTURE_MODEL, play } from './dialog-fixtures';
import { startEmulator } from '../helpers/emulator-session';

const personOf = (env: RequestEnvelope) => (env.context.System as { person?: { personId: string } }).person;

describe('person ids', () => {
  test('one name, one id: any case or spacing, on every run; another name, another id', () => {
    const alex = personIdFor('Alex');
    expect(alex).toMatch(/^amzn1\.ask\.person\.[0-9A-F]{64}$/);
    expect(alex.startsWith(PERSON_ID_PREFIX)).toBe(true);
    expect(personIdFor('alex')).toBe(alex);
    expect(recognizedPerson('  ALEX ')).toEqual({ name: 'ALEX', personId: alex });
    // A fixed value: the id does not depend on the process (a skill's records outlive a restart).
    expect(alex).toBe(`${PERSON_ID_PREFIX}4135AA9DC1B842A653DEA846903DDB95BFB8C5A10C504A7FA16E10BC31D1FDF0`);
    expect(personIdFor('Sam')).not.toBe(alex);
  });

  test('a name the Alexa app would not take is refused', () => {
    for (const bad of ['', '   ', '42', '<b>Alex</b>', 'A'.repeat(41)])
      expect(() => recognizedPerson(bad)).toThrow(/is not a first name/);
    expect(recognizedPerson("Mary-Jo O'Neil").name).toBe("Mary-Jo O'Neil");
  });

  test('only LaunchRequest and IntentRequest carry a person', () => {
    expect(['LaunchRequest', 'IntentRequest'].filter(carriesPerson)).toHaveLength(2);
    for (const t of [
      'AudioPlayer.PlaybackStarted',
      'PlaybackController.NextCommandIssued',
      'AlexaSkillEvent.SkillDisabled',
      'System.ExceptionEncountered',
      'SessionEndedRequest',
      'CanFulfillIntentRequest',
      'Messaging.MessageReceived',
    ])
      expect(carriesPerson(t)).toBe(false);
  });
});

describe('alexa:name tags', () => {
  const id = personIdFor('Priya');
  test('read with their attributes, either quote, entities decoded', () => {
    expect(
      nameTags(
        `<speak>Hi, <alexa:name type="first" personId="${id}"/>. <alexa:name type='full' personId='a&amp;b' /></speak>`,
      ),
    ).toEqual([
      { tag: `<alexa:name type="first" personId="${id}"/>`, type: 'first', personId: id },
      { tag: `<alexa:name type='full' personId='a&amp;b' />`, type: 'full', personId: 'a&b' },
    ]);
  });

  test('said as the name the device knows for the id; an unknown id says nothing', () => {
    const names = (pid: string) => (pid === id ? 'Priya' : undefined);
    expect(sayNames(`Hi, <alexa:name type="first" personId="${id}"/>.`, names)).toBe('Hi, Priya.');
    expect(sayNames('Hi, <alexa:name type="first" personId="amzn1.ask.person.X"/>.', names)).toBe('Hi, .');
  });
});

describe('the device: who is speaking', () => {
  const greeting = (pid: string) => ({
    version: '1.0',
    response: {
      outputSpeech: {
        type: 'SSML',
        ssml: `<speak>Hi, <alexa:name type="first" personId="${pid}"/>.</speak>`,
      },
      shouldEndSession: true,
    },
  });

  test("a person's spoken requests carry their id from the next request on; events never do", async () => {
    const sent: RequestEnvelope[] = [];
    const device = new EchoDevice(async (env) => {
      sent.push(env);
      const type = env.request.type;
      if (type === 'LaunchRequest') return play('tok-1');
      if (type === 'CanFulfillIntentRequest')
        return { version: '1.0', response: { canFulfillIntent: { canFulfill: 'NO' } } } as ResponseEnvelope;
      return { version: '1.0', response: {} } as ResponseEnvelope;
    });
    await device.launch();
    expect(personOf(sent[0]!)).toBeUndefined();

    expect(device.setPerson('Sam')).toEqual(recognizedPerson('Sam'));
    expect(device.person?.name).toBe('Sam');
    sent.length = 0;
    await device.intent('AMAZON.NextIntent');
    await device.press('Next');
    await device.playToEnd();
    await device.exceptionEncountered();
    await device.canFulfill('TopStoriesIntent');
    await device.disableSkill();
    await device.enableSkill();
    const carried = sent.map((e) => [e.request.type, personOf(e)?.personId]);
    expect(carried.filter(([, p]) => p !== undefined)).toEqual([['IntentRequest', personIdFor('Sam')]]);
    expect(carried.map(([t]) => t)).toEqual(
      expect.arrayContaining([
        'PlaybackController.NextCommandIssued',
        'AudioPlayer.PlaybackNearlyFinished',
        'AudioPlayer.PlaybackFinished',
        'System.ExceptionEncountered',
        'CanFulfillIntentRequest',
        'AlexaSkillEvent.SkillDisabled',
        'AlexaSkillEvent.SkillEnabled',
      ]),
    );
    // The name itself never leaves the device.
    expect(JSON.stringify(sent)).not.toMatch(/Sam/);

    device.setPerson(undefined);
    sent.length = 0;
    await device.launch();
    expect(personOf(sent[0]!)).toBeUndefined();
  });

  test('the answer to a Dialog question carries the person too', async () => {
    const sent: RequestEnvelope[] = [];
    const ask = {
      version: '1.0',
      response: {
        outputSpeech: { type: 'SSML', ssml: '<speak>Which station?</speak>' },
        reprompt: { outputSpeech: { type: 'SSML', ssml: '<speak>Which station?</speak>' } },
        directives: [
          {
            type: 'Dialog.ElicitSlot',
            slotToElicit: 'station',
            updatedIntent: { name: 'WeatherIntent', slots: {} },
          },
        ],
        shouldEndSession: false,
      },
    } as unknown as ResponseEnvelope;
    const device = new EchoDevice(
      async (env) => {
        sent.push(env);
        return sent.length === 1
          ? ask
          : ({ version: '1.0', response: { shouldEndSession: true } } as ResponseEnvelope);
      },
      { person: recognizedPerson('Priya') },
      { modelFor: () => FIXTURE_MODEL },
    );
    await device.intent('WeatherIntent');
    await device.intent('WeatherIntent', { station: 'KVTR' }, 'IN_PROGRESS');
    expect(
      sent.map((e) => [(e.request as { dialogState?: string }).dialogState, personOf(e)?.personId]),
    ).toEqual([
      ['STARTED', personIdFor('Priya')],
      ['IN_PROGRESS', personIdFor('Priya')],
    ]);
  });

  test("a greeting naming the request's person passes; naming someone else, or nobody, is refused", async () => {
    const alex = personIdFor('Alex');
    let reply: unknown = greeting(alex);
    const device = new EchoDevice(async () => reply as ResponseEnvelope);
    device.setPerson('Alex');
    const turn = await device.launch();
    expect(turn.speech).toContain(`personId="${alex}"`);
    expect(device.nameOf(alex)).toBe('Alex');

    reply = greeting(personIdFor('Sam'));
    await expect(device.launch()).rejects.toThrow(/alexa:name personId ".*" is not the request's person/);
    device.setPerson(undefined);
    reply = greeting(alex);
    const refused = await device.launch().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeviceRejection);
    expect((refused as DeviceRejection).violations).toEqual([
      'an alexa:name tag in a reply to a request that carried no person (nobody was recognized)',
    ]);
  });
});

describe('the emulator session with the real skill', () => {
  let sim: RunningSimulator;
  let emulator: EmulatorSession;
  beforeEach(async () => {
    ({ sim, emulator } = await startEmulator());
  });
  afterEach(() => sim.stop());

  test('setPerson names who speaks; a bad name is an EmulatorError and changes nothing', () => {
    expect(emulator.person).toBeUndefined();
    expect(emulator.setPerson('Alex')).toBe('Alex');
    expect(emulator.personId).toBe(personIdFor('Alex'));
    expect(() => emulator.setPerson('<script>')).toThrow(EmulatorError);
    expect(emulator.person).toBe('Alex');
    expect(emulator.setPerson(undefined)).toBeUndefined();
    expect(emulator.person).toBeUndefined();
  });

  test("a recognized person's launch carries their id and Alexa's words say their name", async () => {
    emulator.setPerson('Alex');
    const turn = await emulator.say('open burst voice');
    expect(turn.error).toBeUndefined();
    expect(turn.person).toBe('Alex');
    const launch = turn.exchanges.find((e) => e.requestType === 'LaunchRequest');
    expect(personOf(launch!.request)).toEqual({ personId: personIdFor('Alex') });
    const started = turn.exchanges.find((e) => e.requestType === 'AudioPlayer.PlaybackStarted');
    expect(started && personOf(started.request)).toBeUndefined();
    const ssml = (launch!.reply.response.outputSpeech as { ssml: string }).ssml;
    // The skill's greeting (issue 38): the tag in the reply, the name in what the Echo shows.
    expect(ssml).toContain(`<alexa:name type="first" personId="${personIdFor('Alex')}"/>`);
    expect(turn.speech).toMatch(/\bAlex\b/);
    expect(launch!.speech).toMatch(/\bAlex\b/);
    expect(turn.speech).not.toMatch(/alexa:name|amzn1\.ask\.person/);
  });
});
