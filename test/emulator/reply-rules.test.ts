// What the local Echo refuses in replies to a routine's task and to Alexa's name-free question:
// a Tasks.CompleteTask beside a player directive ("Use Skill Connections to Request Tasks"), and
// anything but a well-formed canFulfillIntent in the answer to a CanFulfillIntentRequest
// ("Implement CanFulfillIntentRequest for Name-free Interactions"), whichever skill sends them.
import type { ResponseEnvelope } from 'ask-sdk-model';
import { EchoDevice, DeviceRejection } from '../../src/emulator/device';
import { canFulfillIntentRequest } from '../../src/emulator/envelopes';
import { personIdFor } from '../../src/emulator/persons';
import { replyViolations } from '../../src/emulator/reply-rules';
import { play } from './dialog-fixtures';

const SPEECH = { type: 'SSML', ssml: '<speak>Sorry, the news is not available.</speak>' } as const;
const COMPLETE = { type: 'Tasks.CompleteTask', status: { code: '500', message: 'no content' } };

const reply = (response: Record<string, unknown>) => ({ version: '1.0', response }) as ResponseEnvelope;

describe('Tasks.CompleteTask', () => {
  test('with no audio it passes; beside AudioPlayer.Play (or any player directive) it is refused', () => {
    expect(
      replyViolations('LaunchRequest', reply({ outputSpeech: SPEECH, directives: [COMPLETE] }), true),
    ).toEqual([]);
    const withPlay = reply({
      ...play('tok-1').response,
      directives: [COMPLETE, ...play('tok-1').response.directives!],
    });
    expect(replyViolations('LaunchRequest', withPlay, true)).toEqual([
      'Tasks.CompleteTask cannot come with audio or video player directives (AudioPlayer.Play)',
    ]);
    const withVideo = reply({
      directives: [COMPLETE, { type: 'VideoApp.Launch' }, { type: 'AudioPlayer.Stop' }],
    });
    expect(replyViolations('LaunchRequest', withVideo, true)).toEqual([
      'Tasks.CompleteTask cannot come with audio or video player directives (VideoApp.Launch, AudioPlayer.Stop)',
    ]);
  });

  test('the device refuses such a reply and plays nothing', async () => {
    const device = new EchoDevice(async () =>
      reply({ ...play('tok-1').response, directives: [COMPLETE, ...play('tok-1').response.directives!] }),
    );
    await expect(device.launch({ name: 'x.PlayNews', version: '1', input: {} })).rejects.toThrow(
      /an Echo would reject the reply to LaunchRequest: Tasks\.CompleteTask cannot come with/,
    );
    expect(device.current).toBeUndefined();
  });
});

describe('the answer to a CanFulfillIntentRequest', () => {
  const request = canFulfillIntentRequest('LatestIntent', { query: 'electric cars' });
  const check = (response: Record<string, unknown>) =>
    replyViolations('CanFulfillIntentRequest', reply(response), true, undefined, request);
  const yes = {
    canFulfill: 'YES',
    slots: { query: { canUnderstand: 'YES', canFulfill: 'YES' } },
  };

  test('canFulfillIntent alone passes, with or without slots', () => {
    expect(check({ canFulfillIntent: yes })).toEqual([]);
    expect(check({ canFulfillIntent: { canFulfill: 'NO' } })).toEqual([]);
    expect(check({ canFulfillIntent: { canFulfill: 'MAYBE' }, shouldEndSession: true })).toEqual([]);
  });

  test('speech, a card, a reprompt or a directive is refused, each named', () => {
    expect(check({ canFulfillIntent: yes, outputSpeech: SPEECH })).toEqual([
      'the reply may carry only canFulfillIntent, but it has outputSpeech',
    ]);
    expect(
      check({
        canFulfillIntent: yes,
        card: { type: 'Simple', title: 't', content: 'c' },
        reprompt: { outputSpeech: SPEECH },
        directives: play('tok-1').response.directives,
      }),
    ).toEqual(['the reply may carry only canFulfillIntent, but it has card, reprompt, directives']);
  });

  test('a missing or invalid canFulfillIntent, and a slot the request did not carry, are refused', () => {
    expect(check({})).toEqual(['no canFulfillIntent in the reply']);
    expect(check({ canFulfillIntent: { canFulfill: 'SURE' } })).toEqual([
      'canFulfill must be YES, NO or MAYBE (got "SURE")',
    ]);
    expect(
      check({
        canFulfillIntent: {
          canFulfill: 'YES',
          slots: {
            query: { canUnderstand: 'PERHAPS', canFulfill: 'MAYBE' },
            category: { canUnderstand: 'YES', canFulfill: 'YES' },
          },
        },
      }),
    ).toEqual([
      'slot "query" canUnderstand must be YES, NO or MAYBE',
      'slot "query" canFulfill must be YES or NO',
      'slot "category" was not in the request',
    ]);
    expect(check({ canFulfillIntent: { canFulfill: 'NO', slots: [] } })).toEqual([
      'canFulfillIntent.slots must be an object',
    ]);
  });

  test('the device refuses a spoken answer, and its own state is untouched by any answer', async () => {
    const device = new EchoDevice(async () => reply({ outputSpeech: SPEECH, shouldEndSession: false }));
    const refused = await device
      .canFulfill('LatestIntent', { query: 'electric cars' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeviceRejection);
    expect((refused as DeviceRejection).message).toMatch(
      /^an Echo would reject the reply to CanFulfillIntentRequest: the reply may carry only canFulfillIntent, but it has outputSpeech/,
    );
    expect(device.session).toBeUndefined();
    expect(device.listening).toBeUndefined();
  });
});

// Issue 35: a request outside any session has nobody listening ("Request and Response JSON
// Reference"; the Messaging and Alexa.DataStore interface references: no session object).
describe('requests outside a session', () => {
  const OUTSIDE = /outside a session, so no speech, card or reprompt/;
  const spoken = reply({ outputSpeech: SPEECH, shouldEndSession: true });

  test.each([
    'Messaging.MessageReceived',
    'Reminders.ReminderCreated',
    'Alexa.DataStore.PackageManager.InstallationError',
    'Connections.Response',
  ])('%s: speech is refused, whatever the envelope says of a session', (type) => {
    expect(replyViolations(type, spoken, true, undefined, undefined, true).join()).toMatch(OUTSIDE);
    expect(replyViolations(type, spoken, true, undefined, undefined, false).join()).toMatch(OUTSIDE);
    expect(replyViolations(type, reply({}), true, undefined, undefined, false)).toEqual([]);
  });

  test('an unknown type may speak in a session, not outside one; a card or reprompt alone is refused too', () => {
    expect(replyViolations('Foo.Bar.Baz', spoken, true, undefined, undefined, true)).toEqual([]);
    expect(replyViolations('Foo.Bar.Baz', spoken, true, undefined, undefined, false).join()).toMatch(OUTSIDE);
    const card = reply({ card: { type: 'Simple', title: 't', content: 'c' } });
    expect(replyViolations('Foo.Bar.Baz', card, true, undefined, undefined, false).join()).toMatch(OUTSIDE);
  });

  test('a session-less spoken request (no Echo sends one) is judged as spoken', () => {
    expect(replyViolations('LaunchRequest', spoken, true, undefined, undefined, false)).toEqual([]);
  });

  test('the device refuses speech to an event it sends outside a session, and shows an empty reply', async () => {
    const speaking = new EchoDevice(async () => spoken);
    const refused = await speaking.sendRequest('Messaging.MessageReceived').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeviceRejection);
    expect((refused as DeviceRejection).message).toMatch(OUTSIDE);
    const sent: Array<Record<string, unknown>> = [];
    const quiet = new EchoDevice(async (env) => {
      sent.push(env as unknown as Record<string, unknown>);
      return reply({});
    });
    const turn = await quiet.sendRequest('Foo.Bar.Baz');
    expect(turn.speech).toBeUndefined();
    // No session was open: none is carried, and the device's context is.
    expect(sent[0]).not.toHaveProperty('session');
    expect(sent[0]).toMatchObject({ request: { type: 'Foo.Bar.Baz' }, context: { System: { device: {} } } });
  });
});

// Issue 38: "Add Personalized Greetings or Prompts" — the alexa:name tag only in the OutputSpeech
// object (SSML), with type "first" and the personId of the request's person object.
describe("a recognized speaker's name (alexa:name)", () => {
  const ALEX = personIdFor('Alex');
  const tag = (personId = ALEX, type = 'first') => `<alexa:name type="${type}" personId="${personId}"/>`;
  const ssml = (s: string) => ({ type: 'SSML', ssml: `<speak>${s}</speak>` });
  /** The reply's faults for a LaunchRequest from Alex, or (null) from nobody recognized. */
  const check = (response: Record<string, unknown>, personId: string | null = ALEX) =>
    replyViolations(
      'LaunchRequest',
      reply(response),
      true,
      undefined,
      undefined,
      true,
      personId ?? undefined,
    );

  test("in outputSpeech, type first, the request's person: it passes", () => {
    expect(check({ outputSpeech: ssml(`Hi, ${tag()}. Here is the news.`), shouldEndSession: true })).toEqual(
      [],
    );
    // Twice in one reply is still the one person.
    expect(check({ outputSpeech: ssml(`${tag()}, ${tag()}!`), shouldEndSession: true })).toEqual([]);
  });

  test('in a reprompt, a card or a directive it is refused, each place named', () => {
    expect(
      check({
        outputSpeech: ssml('Which station?'),
        reprompt: { outputSpeech: ssml(`${tag()}, which station?`) },
        shouldEndSession: false,
      }),
    ).toEqual(['an alexa:name tag is allowed only in outputSpeech, not in the reprompt']);
    expect(
      check({ outputSpeech: ssml('Hi.'), card: { type: 'Simple', title: 'Hi', content: `Hi ${tag()}` } }),
    ).toEqual(['an alexa:name tag is allowed only in outputSpeech, not in the card']);
    const apl = {
      type: 'Alexa.Presentation.APL.RenderDocument',
      token: 't',
      document: { type: 'APL', version: '2023.2', mainTemplate: { items: [{ type: 'Text', text: tag() }] } },
    };
    expect(check({ outputSpeech: ssml('Hi.'), directives: [apl] })).toEqual([
      'an alexa:name tag is allowed only in outputSpeech, not in the directives (Alexa.Presentation.APL.RenderDocument)',
    ]);
  });

  test('another type, another person, no personId or a plain-text speech is refused', () => {
    expect(check({ outputSpeech: ssml(`Hi, ${tag(ALEX, 'full')}.`) })).toEqual([
      'alexa:name type must be "first" (got "full")',
    ]);
    expect(check({ outputSpeech: ssml(`Hi, <alexa:name personId="${ALEX}"/>.`) })).toEqual([
      'alexa:name type must be "first" (got none)',
    ]);
    expect(check({ outputSpeech: ssml(`Hi, ${tag(personIdFor('Sam'))}.`) })).toEqual([
      `alexa:name personId "${personIdFor('Sam')}" is not the request's person ("${ALEX}")`,
    ]);
    expect(check({ outputSpeech: ssml('Hi, <alexa:name type="first"/>.') })).toEqual([
      `alexa:name personId (none) is not the request's person ("${ALEX}")`,
    ]);
    expect(check({ outputSpeech: { type: 'PlainText', text: `Hi, ${tag()}.` } })).toEqual([
      'an alexa:name tag needs SSML outputSpeech (plain text would read the tag out)',
    ]);
  });

  test('in a reply to a request that carried no person it is refused; without a tag nothing changes', () => {
    expect(check({ outputSpeech: ssml(`Hi, ${tag()}.`) }, null)).toEqual([
      'an alexa:name tag in a reply to a request that carried no person (nobody was recognized)',
    ]);
    expect(check({ outputSpeech: ssml('Welcome to Burst Voice.') }, null)).toEqual([]);
    expect(check({ outputSpeech: ssml('Welcome to Burst Voice.') })).toEqual([]);
  });

  test('the device judges the person the request carried, even one a test put in the envelope', async () => {
    // As test/helpers/persons.ts does: the person is set on the envelope on its way to the skill.
    const device = new EchoDevice(async (env) => {
      (env.context.System as { person?: unknown }).person = { personId: ALEX };
      return reply({ outputSpeech: ssml(`Hi, ${tag()}.`), shouldEndSession: true });
    });
    await expect(device.launch()).resolves.toMatchObject({ speech: `Hi, ${tag()}.` });
    const other = new EchoDevice(async () =>
      reply({ outputSpeech: ssml(`Hi, ${tag()}.`), shouldEndSession: true }),
    );
    await expect(other.launch()).rejects.toThrow(/carried no person/);
  });
});

describe('asking for a permission (docs/alexa-rules.md, Notifications)', () => {
  const NOTIFY = 'alexa::devices:all:notifications:write';
  test('the permissions card passes when it names its scopes, and is refused without them', () => {
    const card = { type: 'AskForPermissionsConsent', permissions: [NOTIFY] };
    expect(replyViolations('IntentRequest', reply({ outputSpeech: SPEECH, card }), true)).toEqual([]);
    expect(
      replyViolations(
        'IntentRequest',
        reply({ outputSpeech: SPEECH, card: { type: 'AskForPermissionsConsent' } }),
        true,
      ),
    ).toEqual(['an AskForPermissionsConsent card must list the permission scopes it asks for']);
  });

  test('the notifications permission asked by voice is refused; reminders by voice pass', () => {
    const byVoice = (scope: string) => ({
      type: 'Connections.SendRequest',
      name: 'AskFor',
      payload: { '@type': 'AskForPermissionsConsentRequest', '@version': '1', permissionScope: scope },
      token: 't',
    });
    expect(replyViolations('IntentRequest', reply({ directives: [byVoice(NOTIFY)] }), true)).toEqual([
      `${NOTIFY} cannot be granted by voice: ask with an AskForPermissionsConsent card`,
    ]);
    expect(
      replyViolations(
        'IntentRequest',
        reply({ directives: [byVoice('alexa::alerts:reminders:skill:readwrite')] }),
        true,
      ),
    ).toEqual([]);
    const forward = {
      type: 'Connections.StartConnection',
      uri: 'connection://AMAZON.AskForPermissionsConsent/2',
      input: {
        '@type': 'AskForPermissionsConsentRequest',
        '@version': '2',
        permissionScopes: [{ permissionScope: NOTIFY }],
      },
    };
    expect(replyViolations('IntentRequest', reply({ directives: [forward] }), true)).toHaveLength(1);
  });
});
