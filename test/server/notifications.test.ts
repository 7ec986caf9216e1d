// Issue 51 through Express: signed /alexa requests subscribe a listener (the permission granted),
// the server's own simulator gets news about the topic (its HTTP switch), and the server's
// notification pass sends exactly one event, to the simulator's Proactive Events stand-in, which
// checks it and keeps it; a second pass sends none; "turn off notifications" ends them.
import nock from 'nock';
import {
  defaultIdentity,
  envelope,
  intentRequest,
  newSessionId,
  type DeviceIdentity,
} from '../../src/emulator/envelopes';
import { startServer, type RunningServer } from '../../src/server/main';
import { NOTIFICATIONS_SCOPE } from '../../src/skill/handlers/notify';
import { alexaHeaders, TEST_SKILL_ID, trustedSigner } from '../helpers/alexa-signing';
import { httpRequest } from './loopback-http';

const { leaf, certUrl } = trustedSigner('notifications');
const who: DeviceIdentity = defaultIdentity({
  applicationId: TEST_SKILL_ID,
  userId: 'amzn1.ask.account.EXPRESSNOTIFY',
  deviceId: 'amzn1.ask.device.EXPRESSNOTIFY',
  granted: [NOTIFICATIONS_SCOPE],
});

let running: RunningServer;
beforeAll(async () => {
  running = await startServer(
    { PORT: '0', HOST: '127.0.0.1', SKILL_PERSISTENCE: 'memory', EMULATOR: 'off', SKILL_ID: TEST_SKILL_ID },
    { logSink: () => undefined },
  );
});
afterAll(async () => {
  await running.close();
  nock.cleanAll();
});

async function say(intent: string, slots: Record<string, string> = {}): Promise<string> {
  const env = envelope(intentRequest(intent, slots, 'en-US'), who, undefined, {
    sessionId: newSessionId(),
    isNew: true,
    attributes: {},
  });
  const body = JSON.stringify(env);
  const res = await httpRequest(`${running.url}/alexa`, {
    method: 'POST',
    headers: alexaHeaders(body, { leaf, certUrl }),
    body,
  });
  expect(res.status).toBe(200);
  return (
    (JSON.parse(res.text) as { response: { outputSpeech?: { ssml?: string } } }).response.outputSpeech
      ?.ssml ?? ''
  );
}

const sim = (path: string, body?: unknown) =>
  httpRequest(`${running.simulatorUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).then((r) => JSON.parse(r.text) as Record<string, unknown>);

test('subscribe over /alexa, news, the server’s pass: one notification; again: none; off: none', async () => {
  expect(running.notificationPass).toBeDefined();
  expect(await say('NotifyIntent', { topic: 'electric cars' })).toContain(
    'When there are new bursts about electric cars',
  );
  await new Promise((r) => setTimeout(r, 5));
  await sim('/_sim/news-now', { words: 'electric cars' });
  expect(await running.notificationPass!()).toMatchObject({ topics: 1, subscribers: 1, sent: 1, failed: 0 });
  const box = await sim(`/_sim/alexa/notifications?userId=${encodeURIComponent(who.userId)}&which=all`);
  expect(box.notifications).toEqual([
    expect.objectContaining({
      region: 'na',
      stage: 'development',
      text: 'new bursts about electric cars, on Burst Voice',
    }),
  ]);
  expect(await running.notificationPass!()).toMatchObject({ sent: 0 });

  expect(await say('NotifyStopIntent')).toContain("I've turned off all your notifications");
  await sim('/_sim/news-now', { words: 'electric cars' });
  expect(await running.notificationPass!()).toMatchObject({ sent: 0 });
});
