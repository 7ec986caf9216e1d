// Requests the skill has no handler for (issue 35): built as an Echo or the Alexa service sends
// them, each gets a valid reply — empty outside a session, the fallback help inside one — never the
// error sentence; counted as 'unhandled', logged once at info with its type, and nothing stored
// changes (no put, no delete, the records as they were).
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { StubBurstApi } from '../../bench/lib/stub-api';
import { buildSkill } from '../../src/app/build-skill';
import { EchoDevice } from '../../src/emulator/device';
import {
  anyRequest,
  defaultIdentity,
  envelope,
  intentRequest,
  newSessionId,
  skillEventEnvelope,
  skillEventRequest,
} from '../../src/emulator/envelopes';
import { replyViolations } from '../../src/emulator/reply-rules';
import type { MetricsSink, RequestOutcome } from '../../src/metrics/sink';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { translatorFor } from '../../src/skill/i18n';
import { stateKeysFor } from '../../src/state/keys';
import { createLogger } from '../../src/util/logger';
import { countingStore, type StoreCall } from '../helpers/counting-store';

const SECRET = 'unknown-requests-secret';
const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'];

/** How each request reaches the skill: from no device, from a device outside a session, or in one. */
type Way = 'service' | 'device' | 'session';

const TABLE: Array<[type: string, way: Way]> = [
  ['Messaging.MessageReceived', 'service'],
  ['Reminders.ReminderCreated', 'service'],
  ['Alexa.DataStore.PackageManager.InstallationError', 'device'],
  ['Foo.Bar.Baz', 'device'],
  ['Alexa.Presentation.APL.UserEvent', 'session'],
  ['Foo.Bar.Baz', 'session'],
];

interface Setup {
  invoke: (env: RequestEnvelope) => Promise<ResponseEnvelope>;
  device: EchoDevice;
  inner: MemoryPersistenceAdapter;
  calls: StoreCall[];
  logs: Array<Record<string, unknown>>;
  outcomes: Array<{ requestType: string; outcome: RequestOutcome }>;
}

/** The skill with a recording metrics sink and logger, and a listener who has played something. */
async function setup(locale = 'en-US'): Promise<Setup> {
  const inner = new MemoryPersistenceAdapter();
  const calls: StoreCall[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const outcomes: Setup['outcomes'] = [];
  const metrics: MetricsSink = {
    request: (e) => outcomes.push({ requestType: e.requestType, outcome: e.outcome }),
    apiCall: () => undefined,
    store: () => undefined,
    storeRetry: () => undefined,
    progressive: () => undefined,
    notification: () => undefined,
    notificationPass: () => undefined,
  };
  const { skill } = buildSkill(
    { listenerIdSecret: SECRET },
    {
      api: new StubBurstApi(),
      store: countingStore(inner, calls),
      strictGuard: true,
      metrics,
      logger: createLogger({
        level: 'debug',
        sink: (l) => logs.push(JSON.parse(l) as Record<string, unknown>),
      }),
    },
  );
  const invoke = (env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>;
  const device = new EchoDevice(invoke, { locale });
  await device.launch();
  // Only what the request under test does counts.
  calls.length = 0;
  logs.length = 0;
  outcomes.length = 0;
  return { invoke, device, inner, calls, logs, outcomes };
}

function envelopeFor(type: string, way: Way, device: EchoDevice): RequestEnvelope {
  const request = anyRequest(type, device.who.locale);
  if (way === 'service') return skillEventEnvelope(request, device.who);
  const session = way === 'session' ? { sessionId: newSessionId(), isNew: false, attributes: {} } : undefined;
  const player = { token: device.current?.token ?? '', offsetInMilliseconds: 0, playerActivity: 'PLAYING' };
  return envelope(request, device.who, player, session);
}

async function storedRecords(s: Setup): Promise<string> {
  const keys = stateKeysFor(envelopeFor('Foo', 'device', s.device), SECRET);
  const [listener, device] = await Promise.all([s.inner.get(keys.listener), s.inner.get(keys.device)]);
  return JSON.stringify({ listener, device });
}

const speech = (reply: ResponseEnvelope) => {
  const o = reply.response.outputSpeech;
  return o && 'ssml' in o ? o.ssml : undefined;
};

describe.each(TABLE)('%s (%s)', (type, way) => {
  let s: Setup;
  let before: string;
  let env: RequestEnvelope;
  let reply: ResponseEnvelope;
  beforeAll(async () => {
    s = await setup();
    before = await storedRecords(s);
    // The listener's records exist: "unchanged" below compares real state, not two absences.
    expect(JSON.parse(before)).toMatchObject({ listener: { value: expect.any(Object) } });
    env = envelopeFor(type, way, s.device);
    reply = await s.invoke(env);
  });

  test('a reply an Echo accepts, never the error sentence', () => {
    const inSession = env.session !== undefined;
    expect(inSession).toBe(way === 'session');
    expect(replyViolations(type, reply, true, undefined, undefined, inSession)).toEqual([]);
    expect(speech(reply) ?? '').not.toContain(translatorFor('en-US')('error_generic'));
  });

  if (way === 'session') {
    test("in a session: the fallback's help, and the session stays open for the answer", () => {
      const t = translatorFor('en-US');
      expect(speech(reply)).toBe(`<speak>${t('fallback')}</speak>`);
      expect(reply.response.reprompt?.outputSpeech).toEqual({
        type: 'SSML',
        ssml: `<speak>${t('help_reprompt')}</speak>`,
      });
      expect(reply.response.shouldEndSession).toBe(false);
      expect(reply.response.directives).toBeUndefined();
    });
  } else {
    test('outside a session: an empty reply (no speech, card, reprompt or directive)', () => {
      expect(reply.version).toBe('1.0');
      expect(reply.response).toEqual({});
    });
  }

  test("counted as 'unhandled', not 'error'", () => {
    expect(s.outcomes).toEqual([{ requestType: type, outcome: 'unhandled' }]);
  });

  test('one info line names the type; nothing logged as an error', () => {
    const lines = s.logs.filter((l) => l.msg === 'request type not handled: answered without error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', requestType: type, inSession: way === 'session' });
    expect(s.logs.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
  });

  test('stored state unchanged: nothing written or deleted', async () => {
    expect(s.calls.filter((c) => c.op !== 'get')).toEqual([]);
    expect(await storedRecords(s)).toBe(before);
  });
});

test.each(LOCALES)("%s: an unhandled in-session event gets that locale's fallback help", async (locale) => {
  const s = await setup(locale);
  const reply = await s.invoke(envelopeFor('Alexa.Presentation.APL.UserEvent', 'session', s.device));
  const t = translatorFor(locale);
  expect(speech(reply)).toBe(`<speak>${t('fallback')}</speak>`);
  // The same words AMAZON.FallbackIntent gets in that locale: one answer to "I didn't get that".
  const session = { sessionId: newSessionId(), isNew: false, attributes: {} };
  const fallback = await s.invoke(
    envelope(intentRequest('AMAZON.FallbackIntent', {}, locale), s.device.who, undefined, session),
  );
  expect(reply.response.outputSpeech).toEqual(fallback.response.outputSpeech);
  expect(reply.response.reprompt).toEqual(fallback.response.reprompt);
});

test('a type never in a session stays silent even when an envelope carries one', async () => {
  const s = await setup();
  const session = { sessionId: newSessionId(), isNew: false, attributes: {} };
  const reply = await s.invoke(
    envelope(anyRequest('Messaging.MessageReceived'), s.device.who, undefined, session),
  );
  expect(reply.response).toEqual({});
  expect(s.outcomes).toEqual([{ requestType: 'Messaging.MessageReceived', outcome: 'unhandled' }]);
});

test('requests the skill handles keep their handlers: the catch-all comes last', async () => {
  const s = await setup();
  const session = { sessionId: newSessionId(), isNew: false, attributes: {} };
  await s.invoke(envelope(intentRequest('AMAZON.FallbackIntent'), s.device.who, undefined, session));
  await s.invoke(skillEventEnvelope(skillEventRequest('SkillEnabled'), defaultIdentity()));
  expect(s.outcomes).toEqual([
    { requestType: 'IntentRequest', outcome: 'ok' },
    { requestType: 'AlexaSkillEvent.SkillEnabled', outcome: 'ok' },
  ]);
  expect(s.logs.filter((l) => l.msg === 'request type not handled: answered without error')).toEqual([]);
});
