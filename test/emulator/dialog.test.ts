// The local Echo and Dialog.ElicitSlot, against scripted skill replies: what an Echo refuses, what
// it remembers of the question, and the request the answer becomes.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { DeviceRejection, EchoDevice } from '../../src/emulator/device';
import { replyViolations } from '../../src/emulator/reply-rules';
import { ManualClock } from '../../src/util/clock';
import { EMPTY, FIXTURE_MODEL, elicitSlot, play, question, said } from './dialog-fixtures';

type Req = { type: string; intent?: { name: string; slots: Record<string, unknown> }; dialogState?: string };

/** A device whose skill answers from a script (by request type, or by intent name). */
function deviceWith(script: Record<string, ResponseEnvelope | ResponseEnvelope[]>) {
  const sent: RequestEnvelope[] = [];
  const device = new EchoDevice(
    async (env) => {
      sent.push(env);
      const r = env.request as Req;
      const entry = script[r.intent?.name ?? r.type] ?? script[r.type];
      const reply = Array.isArray(entry) ? entry.shift() : entry;
      return reply ?? EMPTY;
    },
    {},
    { clock: new ManualClock(), modelFor: () => FIXTURE_MODEL },
  );
  const last = () => sent.at(-1)?.request as Req | undefined;
  return { device, sent, last };
}

const rejection = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeviceRejection);
  return (err as DeviceRejection).violations;
};

describe('an accepted Dialog.ElicitSlot', () => {
  test('the device remembers the slot and listens; the answer goes IN_PROGRESS with the kept slots', async () => {
    const { device, sent, last } = deviceWith({
      WeatherIntent: [
        elicitSlot('WeatherIntent', 'station', { kept: { day: 'today' } }),
        said('Here it is.'),
      ],
    });
    const asked = await device.intent('WeatherIntent');
    expect(asked.speech).toBe('Which station?');
    expect(device.session).toBeDefined();
    expect(device.elicitation).toEqual({ intent: 'WeatherIntent', slot: 'station', slots: { day: 'today' } });
    expect(device.listenWindow()).toEqual({ phase: 'question', remainingMs: 8000, windowMs: 8000 });
    expect(last()?.dialogState).toBe('STARTED');

    await device.intent(
      'WeatherIntent',
      { station: { value: 'kvtr', name: 'kvtr public radio', id: '101' } },
      'IN_PROGRESS',
    );
    const req = last();
    expect(req?.dialogState).toBe('IN_PROGRESS');
    expect(req?.intent?.slots).toMatchObject({
      day: { name: 'day', value: 'today' },
      station: {
        value: 'kvtr',
        resolutions: {
          resolutionsPerAuthority: [{ values: [{ value: { name: 'kvtr public radio', id: '101' } }] }],
        },
      },
    });
    expect(sent[1]?.session?.new).toBe(false);
    expect(sent[1]?.session?.sessionId).toBe(sent[0]?.session?.sessionId);
    // The answer closed the session: nothing is pending, nothing listens.
    expect(device.elicitation).toBeUndefined();
    expect(device.listenWindow()).toBeUndefined();
  });

  test('the pending question ends with the next request, whatever it is', async () => {
    const { device } = deviceWith({
      WeatherIntent: elicitSlot('WeatherIntent', 'station'),
      'AMAZON.HelpIntent': question('You can name a station.'),
    });
    await device.intent('WeatherIntent');
    await device.intent('AMAZON.HelpIntent');
    expect(device.session).toBeDefined();
    expect(device.elicitation).toBeUndefined();
    // …and with the session.
    await device.intent('WeatherIntent');
    expect(device.elicitation).toBeDefined();
    await device.endSession();
    expect(device.elicitation).toBeUndefined();
    expect(device.session).toBeUndefined();
  });

  test('from a LaunchRequest too (updatedIntent names the intent)', async () => {
    const { device } = deviceWith({ LaunchRequest: elicitSlot('SearchIntent', 'query') });
    await device.launch();
    expect(device.elicitation).toMatchObject({ intent: 'SearchIntent', slot: 'query' });
  });
});

describe('what an Echo refuses in a reply with a Dialog directive', () => {
  const base = elicitSlot('WeatherIntent', 'station');
  const withResponse = (change: (r: Record<string, unknown>) => void): ResponseEnvelope => {
    const reply = JSON.parse(JSON.stringify(base)) as ResponseEnvelope;
    change(reply.response as unknown as Record<string, unknown>);
    return reply;
  };
  const directive = (r: Record<string, unknown>) => (r.directives as Array<Record<string, unknown>>)[0] ?? {};
  const check = (reply: ResponseEnvelope, type = 'IntentRequest') =>
    replyViolations(type, reply, true, FIXTURE_MODEL);

  test('the well-formed reply passes', () => {
    expect(check(base)).toEqual([]);
    expect(check(base, 'LaunchRequest')).toEqual([]);
  });

  test.each([
    'AudioPlayer.PlaybackNearlyFinished',
    'PlaybackController.NextCommandIssued',
    'SessionEndedRequest',
    'System.ExceptionEncountered',
    'AlexaSkillEvent.SkillEnabled',
  ])('in reply to %s (no session to continue)', (type) => {
    expect(check(base, type)).toContain(
      `${type}: no Dialog directive allowed (the request has no session to continue)`,
    );
  });

  test('a session that does not stay open', () => {
    const rule = 'a Dialog directive needs shouldEndSession: false (Alexa listens for the answer)';
    expect(check(withResponse((r) => (r.shouldEndSession = true)))).toEqual([rule]);
    expect(check(withResponse((r) => delete r.shouldEndSession))).toEqual([rule]);
  });

  test('beside an AudioPlayer.Play', () => {
    const reply = withResponse((r) => {
      (r.directives as unknown[]).push(play('tok-1').response.directives?.[0]);
    });
    expect(check(reply)).toContain('a Dialog directive cannot come with an AudioPlayer.Play');
  });

  test('two Dialog directives', () => {
    const reply = withResponse((r) => (r.directives as unknown[]).push(directive(r)));
    expect(check(reply)).toEqual(['more than one Dialog directive (Dialog.ElicitSlot, Dialog.ElicitSlot)']);
  });

  test('ElicitSlot without updatedIntent, or naming what the model does not have', () => {
    expect(check(withResponse((r) => delete directive(r).updatedIntent))).toEqual([
      'Dialog.ElicitSlot without updatedIntent (and its name)',
    ]);
    expect(check(withResponse((r) => delete directive(r).slotToElicit))).toEqual([
      'Dialog.ElicitSlot without slotToElicit',
    ]);
    expect(check(elicitSlot('PlanMyTripIntent', 'station'))).toEqual([
      'Dialog.ElicitSlot: "PlanMyTripIntent" is not an intent of the model',
    ]);
    expect(check(elicitSlot('WeatherIntent', 'city'))).toEqual([
      'Dialog.ElicitSlot: "city" is not a slot of WeatherIntent',
    ]);
    // SourceIntent.source is in the language model, not in the dialog model.
    expect(check(elicitSlot('SourceIntent', 'source'))).toEqual([
      "Dialog.ElicitSlot: SourceIntent is not in the model's dialog model",
    ]);
    const noDialog = { interactionModel: { languageModel: FIXTURE_MODEL.interactionModel.languageModel } };
    expect(replyViolations('IntentRequest', base, true, noDialog)).toEqual([
      "Dialog.ElicitSlot: WeatherIntent is not in the model's dialog model",
    ]);
    expect(replyViolations('IntentRequest', base, true)).toEqual([
      'Dialog.ElicitSlot: no interaction model to check it against',
    ]);
  });

  test('ElicitSlot without speech: the dialog model has no prompt to ask with', () => {
    expect(check(elicitSlot('WeatherIntent', 'station', { speech: null }))).toEqual([
      'Dialog.ElicitSlot without outputSpeech: the dialog model has no prompt for WeatherIntent.station, so Alexa would ask nothing',
    ]);
  });

  test.each([
    'Dialog.Delegate',
    'Dialog.ConfirmSlot',
    'Dialog.ConfirmIntent',
    'Dialog.UpdateDynamicEntities',
  ])('%s is not modelled', (type) => {
    const reply = withResponse((r) => (directive(r).type = type));
    expect(check(reply)).toEqual([
      `${type}: the local Echo does not model it (Burst Voice asks with Dialog.ElicitSlot only)`,
    ]);
  });

  test('the device throws DeviceRejection and keeps nothing of the question', async () => {
    const { device } = deviceWith({ WeatherIntent: elicitSlot('WeatherIntent', 'city') });
    const v = await rejection(device.intent('WeatherIntent'));
    expect(v).toEqual(['Dialog.ElicitSlot: "city" is not a slot of WeatherIntent']);
    expect(device.elicitation).toBeUndefined();
    expect(device.listenWindow()).toBeUndefined();

    const nearly = deviceWith({
      IntentRequest: play('tok-1'),
      'AudioPlayer.PlaybackNearlyFinished': elicitSlot('WeatherIntent', 'station'),
    });
    await nearly.device.intent('TopStoriesIntent');
    await expect(rejection(nearly.device.nearlyFinished())).resolves.toContain(
      'AudioPlayer.PlaybackNearlyFinished: no Dialog directive allowed (the request has no session to continue)',
    );
  });
});
