// CanFulfillIntentRequest (issue 24): every intent of every locale's model gets an answer of
// Amazon's form — canFulfillIntent alone — with no observable effect: no store call (not even a
// read), no call to the content service (so no listen report and no registration), no speech.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { canFulfillIntentRequest, envelope, type SlotValues } from '../../src/emulator/envelopes';
import { BUILT_IN_INTENTS, SUPPORTED_LOCALES, type ContractIntentName } from '../../src/model/contract';
import { loadInteractionModel, type InteractionModel } from '../../src/model/load-model';
import { answerCanFulfill, plausibleTopic } from '../../src/skill/can-fulfill';
import { countingStore, type StoreCall } from '../helpers/counting-store';
import { startHarness, type Harness } from '../helpers/skill-harness';

const calls: StoreCall[] = [];

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ persistence: (base) => countingStore(base, calls) });
});
afterAll(() => h.close());

/** A value for each slot of an intent, taken from the locale's model (a topic for free text). */
function slotsFor(model: InteractionModel, intent: string): SlotValues {
  const lm = model.interactionModel.languageModel;
  const slots: SlotValues = {};
  for (const slot of lm.intents.find((i) => i.name === intent)?.slots ?? []) {
    const type = lm.types?.find((t) => t.name === slot.type);
    const first = type?.values[0];
    // AMAZON.DURATION arrives as ISO 8601 ("five minutes" → PT5M).
    if (slot.type === 'AMAZON.DURATION') slots[slot.name] = 'PT5M';
    else
      slots[slot.name] = first
        ? { value: first.name.value, ...(first.id ? { id: first.id } : {}) }
        : 'electric cars';
  }
  return slots;
}

/** Sends a CanFulfillIntentRequest and checks what must hold for any answer. */
async function ask(
  locale: string,
  intent: string,
  slots: SlotValues,
  change?: (env: RequestEnvelope) => void,
): Promise<NonNullable<ResponseEnvelope['response']['canFulfillIntent']>> {
  const d = h.newDevice({ locale });
  const env = envelope(canFulfillIntentRequest(intent, slots, locale), d.who, undefined, {
    sessionId: 'amzn1.echo-api.session.cfir',
    isNew: true,
    attributes: {},
  });
  change?.(env);
  const callsBefore = calls.length;
  const apiBefore = h.sim.control.requestLog.length;
  const reply = await h.invoke(env);
  expect(Object.keys(reply.response)).toEqual(['canFulfillIntent']);
  expect(reply.sessionAttributes ?? {}).toEqual({});
  expect(calls.slice(callsBefore)).toEqual([]);
  expect(h.sim.control.requestLog.length).toBe(apiBefore);
  const answer = reply.response.canFulfillIntent;
  if (!answer) throw new Error('no canFulfillIntent');
  expect(['YES', 'NO', 'MAYBE']).toContain(answer.canFulfill);
  for (const [name, s] of Object.entries(answer.slots ?? {})) {
    // Only slots the request carried (after `change`) are answered for.
    const sent = (env.request as { intent?: { slots?: unknown } }).intent?.slots;
    expect(Object.keys(typeof sent === 'object' && sent !== null ? sent : {})).toContain(name);
    expect(['YES', 'NO', 'MAYBE']).toContain(s.canUnderstand);
    expect(['YES', 'NO']).toContain(s.canFulfill);
  }
  return answer;
}

/**
 * The answer for each custom intent with slot values of the model, on an Echo where nothing of
 * ours plays: content is YES; "this burst" questions are NO with no stream of ours; the listener's
 * records and settings are asked by name (NO).
 */
const EXPECTED: Record<ContractIntentName, 'YES' | 'NO' | 'MAYBE'> = {
  TopStoriesIntent: 'YES',
  CategoryIntent: 'YES',
  SearchIntent: 'YES',
  PodcastSearchIntent: 'YES',
  SurpriseIntent: 'YES',
  LatestIntent: 'YES',
  SourceIntent: 'YES',
  WeatherIntent: 'YES',
  TrafficIntent: 'YES',
  SetStationIntent: 'NO',
  TrendingIntent: 'YES',
  PlayRelatedIntent: 'NO',
  WhatIsPlayingIntent: 'NO',
  AboutShowIntent: 'NO',
  AboutStationIntent: 'NO',
  PlayShowIntent: 'NO',
  FullEpisodeIntent: 'NO',
  FollowIntent: 'NO',
  UnfollowIntent: 'NO',
  NotifyIntent: 'NO',
  NotifyStopIntent: 'NO',
  ListFollowsIntent: 'NO',
  PlayFollowsIntent: 'YES',
  SaveBurstIntent: 'NO',
  RemoveSavedIntent: 'NO',
  PlaySavedIntent: 'YES',
  CountSavedIntent: 'NO',
  // Time boxes: content, playable anywhere; the time left is about our own stream.
  TimedTopicIntent: 'YES',
  QuickUpdateIntent: 'YES',
  TimeLeftIntent: 'NO',
  StopAtEndIntent: 'NO',
  KeepPlayingIntent: 'NO',
  DeleteDataIntent: 'NO',
  WhatDoYouKnowIntent: 'NO',
};

describe.each(SUPPORTED_LOCALES)('%s: every intent of the model', (locale) => {
  const model = loadInteractionModel(locale);
  const intents = model.interactionModel.languageModel.intents.map((i) => i.name);

  it('the table covers every custom intent of the model', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(
      intents.filter((i) => !(BUILT_IN_INTENTS as readonly string[]).includes(i)).sort(),
    );
  });

  it.each(intents.map((i) => [i]))('%s is answered with no effect', async (intent) => {
    const answer = await ask(locale, intent, slotsFor(model, intent));
    const expected = (EXPECTED as Record<string, string>)[intent] ?? 'NO';
    expect(answer.canFulfill).toBe(expected);
  });

  it('an intent the model does not have is NO', async () => {
    expect((await ask(locale, 'OrderPizzaIntent', { size: 'large' })).canFulfill).toBe('NO');
  });
});

describe('slots', () => {
  it('a length (AMAZON.DURATION) Alexa could read is understood, at any size; an unreadable one is not', async () => {
    expect(await ask('en-US', 'TopStoriesIntent', { length: 'PT5M' })).toEqual({
      canFulfill: 'YES',
      slots: { length: { canUnderstand: 'YES', canFulfill: 'YES' } },
    });
    // Clamped to an hour, and played.
    expect((await ask('en-US', 'TopStoriesIntent', { length: 'PT100H' })).canFulfill).toBe('YES');
    expect((await ask('en-US', 'TopStoriesIntent', { length: '?' })).canFulfill).toBe('NO');
    // A category without a length is still YES: nothing is asked for it.
    expect((await ask('en-US', 'CategoryIntent', { category: { value: 'tech', id: '5' } })).canFulfill).toBe(
      'YES',
    );
  });

  it('a topic of the TOPIC_NAME list is YES; one outside it MAYBE; an empty phrase NO', async () => {
    const length = 'PT10M';
    const listed = { value: 'electric cars', id: 'electric_cars' };
    expect((await ask('en-US', 'TimedTopicIntent', { topic: listed, length })).canFulfill).toBe('YES');
    expect((await ask('en-US', 'TimedTopicIntent', { topic: 'beekeeping', length })).canFulfill).toBe(
      'MAYBE',
    );
    expect((await ask('en-US', 'TimedTopicIntent', { topic: 'something', length })).canFulfill).toBe('NO');
  });

  it('a category of the model is understood and fulfilled; other words perhaps; music not', async () => {
    expect(await ask('en-US', 'CategoryIntent', { category: { value: 'tech', id: '5' } })).toEqual({
      canFulfill: 'YES',
      slots: { category: { canUnderstand: 'YES', canFulfill: 'YES' } },
    });
    // en-GB's "sport", without entity resolution, matched by name.
    expect((await ask('en-GB', 'CategoryIntent', { category: 'sport' })).canFulfill).toBe('YES');
    // Other words are a search (issue 50): perhaps understood; music is not played here at all.
    expect(await ask('en-US', 'CategoryIntent', { category: 'gardening' })).toEqual({
      canFulfill: 'MAYBE',
      slots: { category: { canUnderstand: 'MAYBE', canFulfill: 'YES' } },
    });
    expect(await ask('en-US', 'CategoryIntent', { category: 'music' })).toEqual({
      canFulfill: 'NO',
      slots: { category: { canUnderstand: 'NO', canFulfill: 'NO' } },
    });
  });

  it('a plausible topic is YES; an empty phrase is NO; no topic at all is MAYBE (the skill asks)', async () => {
    expect((await ask('en-US', 'LatestIntent', { query: 'electric cars' })).canFulfill).toBe('YES');
    expect((await ask('en-US', 'SearchIntent', { query: 'something' })).canFulfill).toBe('NO');
    expect((await ask('en-US', 'SearchIntent', {})).canFulfill).toBe('MAYBE');
  });

  it('a station of the model is YES; another name is MAYBE (looked up only when asked for real)', async () => {
    expect(
      (await ask('en-US', 'SourceIntent', { source: { value: 'bay city radio', id: '101' } })).canFulfill,
    ).toBe('YES');
    expect(await ask('en-US', 'WeatherIntent', { station: 'radio nowhere' })).toEqual({
      canFulfill: 'MAYBE',
      slots: { station: { canUnderstand: 'MAYBE', canFulfill: 'YES' } },
    });
  });

  it('a slot the intent does not declare makes it NO', async () => {
    expect((await ask('en-US', 'TopStoriesIntent', { pizza: 'large' })).canFulfill).toBe('NO');
  });
});

describe('the device', () => {
  it('a device without AudioPlayer cannot be played to: content intents are NO', async () => {
    const answer = await ask('en-US', 'TopStoriesIntent', {}, (env) => {
      env.context.System.device = { ...env.context.System.device, supportedInterfaces: {} } as never;
    });
    expect(answer.canFulfill).toBe('NO');
  });

  it.each([
    ['PLAYING', 'YES'],
    ['PAUSED', 'YES'],
    // The token stays after our stream stopped or finished, even while another skill plays.
    ['STOPPED', 'NO'],
    ['FINISHED', 'NO'],
  ] as const)('"what’s playing" with our stream %s: %s', async (playerActivity, expected) => {
    const answer = await ask('en-US', 'WhatIsPlayingIntent', {}, (env) => {
      (env.context as { AudioPlayer?: unknown }).AudioPlayer = {
        token: 'bv1|x|0|0|abc',
        offsetInMilliseconds: 1000,
        playerActivity,
      };
    });
    expect(answer.canFulfill).toBe(expected);
  });

  it('a request without a user id is answered the same way, with nothing stored', async () => {
    const answer = await ask('en-US', 'LatestIntent', { query: 'electric cars' }, (env) => {
      delete (env.context.System as { user?: unknown }).user;
      delete (env.session as { user?: unknown } | undefined)?.user;
    });
    expect(answer.canFulfill).toBe('YES');
  });

  it('an unsupported locale is NO', async () => {
    expect(
      answerCanFulfill({
        intent: 'TopStoriesIntent',
        locale: 'de-DE',
        slots: {},
        audioPlayer: true,
        ownAudio: false,
      }).canFulfill,
    ).toBe('NO');
  });
});

test('a plausible topic names something within 100 characters', () => {
  expect(plausibleTopic('electric cars')).toBe(true);
  expect(plausibleTopic('the European Central Bank')).toBe(true);
  for (const vague of ['', '   ', 'it', 'the news', 'something', '42', 'x'.repeat(101)]) {
    expect(plausibleTopic(vague)).toBe(false);
  }
});

describe('envelopes Alexa would never send still get an answer and never speech', () => {
  type Change = (env: RequestEnvelope) => void;
  const slots =
    (value: unknown): Change =>
    (env) => {
      (env.request as { intent: { slots: unknown } }).intent.slots = value;
    };
  it.each<[string, Change, string]>([
    ['no intent', (env) => delete (env.request as { intent?: unknown }).intent, 'NO'],
    // What cannot be read is missing: the skill would ask for the category.
    ['slots that are not an object', slots('x'), 'MAYBE'],
    ['a slot value that is a number', slots({ category: { name: 'category', value: 42 } }), 'MAYBE'],
    // The raw value "tech" is still a category: broken resolutions are only ignored.
    [
      'resolutions of the wrong shape',
      slots({ category: { name: 'category', value: 'tech', resolutions: { resolutionsPerAuthority: 'x' } } }),
      'YES',
    ],
    [
      'resolutions that are an object, not a list',
      slots({
        category: { name: 'category', value: 'tech', resolutions: { resolutionsPerAuthority: { a: 1 } } },
      }),
      'YES',
    ],
  ])('%s', async (_label, change, expected) => {
    expect((await ask('en-US', 'CategoryIntent', {}, change)).canFulfill).toBe(expected);
  });

  it('no context at all: NO, with no store or API call', async () => {
    const d = h.newDevice();
    const env = envelope(
      canFulfillIntentRequest('LatestIntent', { query: 'electric cars' }),
      d.who,
      undefined,
      {
        sessionId: 'amzn1.echo-api.session.cfir',
        isNew: true,
        attributes: {},
      },
    );
    delete (env as { context?: unknown }).context;
    const before = calls.length;
    const reply = await h.invoke(env);
    expect(reply.response).toEqual({ canFulfillIntent: { canFulfill: 'NO' } });
    expect(calls.length).toBe(before);
  });
});
