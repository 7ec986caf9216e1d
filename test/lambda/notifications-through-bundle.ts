// Issue 51 through the built Lambda bundle in a plain `node` process: a listener subscribes on a
// local Echo (the permission granted in the Alexa app), the simulator gets news about the topic,
// and EventBridge's scheduled event runs a pass that sends exactly one valid event to the
// listener's region and the development stage of the simulator's Proactive Events stand-in; a
// second pass sends none; the skill disabled, the next pass finds nobody.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { EchoDevice } from '../../src/emulator/device';
import { NOTIFICATIONS_SCOPE } from '../../src/skill/handlers/notify';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { TEST_SKILL_ID } from '../helpers/alexa-signing';
import { BundleProcess } from '../helpers/bundle-process';

const SCHEDULED = {
  version: '0',
  id: 'd8f6a2d1-0000-4000-8000-000000000001',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: new Date().toISOString(),
  region: 'us-east-1',
  resources: ['arn:aws:events:us-east-1:123456789012:rule/burst-voice-notification-pass'],
  detail: {},
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function notificationsThroughTheBundle(bundle: () => string): void {
  let sim: RunningSimulator;
  let skill: BundleProcess;

  beforeAll(async () => {
    sim = await startSimulator({ host: '127.0.0.1', port: 0, reairRate: 0 });
    skill = new BundleProcess(bundle(), {
      BURST_API_KEY: sim.apiKey,
      BURST_API_BASE_URL: sim.url,
      LISTENER_ID_SECRET: 'notifications-bundle-secret-0123456789',
      SKILL_ID: TEST_SKILL_ID,
      SKILL_PERSISTENCE: 'memory',
      LOG_LEVEL: 'silent',
      ALEXA_CLIENT_ID: 'amzn1.application-oa2-client.bundle',
      ALEXA_CLIENT_SECRET: 'bundle-messaging-secret',
      LWA_TOKEN_URL: `${sim.url}/auth/o2/token`,
      PROACTIVE_EVENTS_ORIGIN: sim.url,
    });
  });

  afterAll(async () => {
    await skill?.stop();
    await sim?.stop();
  });

  const pass = () =>
    skill.invoke(SCHEDULED as unknown as RequestEnvelope) as unknown as Promise<Record<string, number>>;

  it('subscribe, news, a pass: one event to the listener’s region; a second pass: none; disabled: nobody', async () => {
    const echo = new EchoDevice(skill.invoke as (e: RequestEnvelope) => Promise<ResponseEnvelope>, {
      applicationId: TEST_SKILL_ID,
      userId: 'amzn1.ask.account.BUNDLENOTIFY',
      deviceId: 'amzn1.ask.device.BUNDLENOTIFY',
      locale: 'en-GB',
      apiEndpoint: 'https://api.eu.amazonalexa.com',
      granted: [NOTIFICATIONS_SCOPE],
    });
    const on = await echo.intent('NotifyIntent', { topic: 'electric cars' });
    expect(on.speech).toMatch(/^Okay\. When there are new bursts about electric cars/);
    await pause(5);
    sim.control.newsNow({ words: 'electric cars' });
    expect(await pass()).toMatchObject({ topics: 1, subscribers: 1, sent: 1, failed: 0, refused: 0 });
    const got = sim.alexa.notifications('amzn1.ask.account.BUNDLENOTIFY', { which: 'all', locale: 'en-GB' });
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      region: 'eu',
      stage: 'development',
      text: 'new bursts about electric cars, on Burst Voice',
    });
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(sim.alexa.tokensIssued).toBe(1);

    await echo.disableSkill();
    await pause(5);
    sim.control.newsNow({ words: 'electric cars' });
    expect(await pass()).toMatchObject({ sent: 0, pruned: 1 });
  });
}
