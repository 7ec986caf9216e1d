// "Tell me when there's news about electric cars", end to end through the skill, the store, the
// notification pass and the simulator's Login with Amazon and Proactive Events endpoints.
import { en } from '../../src/skill/speech/en';
import { NOTIFICATIONS_SCOPE } from '../../src/skill/handlers/notify';
import type { RequestEnvelope } from 'ask-sdk-model';
import { stateKeysFor } from '../../src/state/keys';
import { SECRET, startNotifyHarness, type NotifyHarness } from './notify-helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let h: NotifyHarness;
afterEach(() => h.close());

const notifications = () => h.sim.alexa.notifications(h.device.who.userId, { which: 'all' });
const subscribe = (topic = 'electric cars') => h.device.intent('NotifyIntent', { topic });
async function newsNow(words = 'electric cars') {
  h.clock.advance(MINUTE);
  h.sim.control.newsNow({ words });
  h.clock.advance(MINUTE);
}

describe('subscribing', () => {
  beforeEach(async () => {
    h = await startNotifyHarness();
  });

  test('without the permission: the card, one sentence, the topic followed and waiting; nothing sent until granted', async () => {
    const t = await subscribe();
    expect(t.speech).toBe(en.notify_pending.replace('{{name}}', 'electric cars'));
    const card = t.reply.response.card as { type: string; permissions?: string[] };
    expect(card).toEqual({ type: 'AskForPermissionsConsent', permissions: [NOTIFICATIONS_SCOPE] });
    const rec = (await h.listenerRecord()) as {
      follows: Array<{ topic: string; notify?: unknown }>;
      notify: Record<string, unknown>;
    };
    expect(rec.follows).toEqual([
      expect.objectContaining({ topic: 'electric cars', notify: expect.any(Object) }),
    ]);
    expect(rec.notify).toMatchObject({ region: 'NA', locale: 'en-US', granted: false, owners: [''] });
    // The Alexa user id is sealed: not in the store in the clear.
    expect(JSON.stringify(rec)).not.toContain(h.device.who.userId);
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, pending: 1 });
    expect(notifications()).toEqual([]);

    await h.device.grantPermission(NOTIFICATIONS_SCOPE);
    expect(((await h.listenerRecord()) as { notify: { granted: boolean } }).notify.granted).toBe(true);
    const pass = await h.notifier.runPass();
    expect(pass).toMatchObject({ sent: 1, failed: 0, refused: 0 });
    const [n] = notifications();
    expect(n).toMatchObject({ region: 'na', stage: 'development' });
    expect(n.text).toBe('new bursts about electric cars, on Burst Voice');
    // A second pass: nothing new, nothing sent.
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
    expect(notifications()).toHaveLength(1);
  });

  test('already granted: on at once, and it says how to play them', async () => {
    h.device.who.granted = [NOTIFICATIONS_SCOPE];
    const t = await subscribe();
    expect(t.speech).toMatch(
      /^Okay\. When there are new bursts about electric cars, I'll send you a notification, at most once a day\. When one comes, ask Burst Voice to play my topics\.$/,
    );
    expect(t.reply.response.card).toBeUndefined();
    expect((await subscribe()).speech).toBe('You already get notifications about electric cars.');
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1 });
  });

  test('the daily limit, nothing older than the subscription, never the same burst twice', async () => {
    h.device.who.granted = [NOTIFICATIONS_SCOPE];
    await newsNow(); // before the subscription: never notified
    await subscribe();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1 });
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 }); // once a day
    h.clock.advance(DAY);
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1 }); // the day after: the news since
    h.clock.advance(DAY);
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 }); // nothing new: nothing sent again
    expect(notifications()).toHaveLength(2);
  });

  test('Europe and the Far East: each listener notified through their own region', async () => {
    const eu = h.newDevice({
      userId: 'amzn1.ask.account.EUROPE',
      deviceId: 'eu-echo',
      apiEndpoint: 'https://api.eu.amazonalexa.com',
      locale: 'en-GB',
      granted: [NOTIFICATIONS_SCOPE],
    });
    const fe = h.newDevice({
      userId: 'amzn1.ask.account.FAREAST',
      deviceId: 'fe-echo',
      apiEndpoint: 'https://api.fe.amazonalexa.com',
      locale: 'en-IN',
      granted: [NOTIFICATIONS_SCOPE],
    });
    await eu.intent('NotifyIntent', { topic: 'electric cars' });
    await fe.intent('NotifyIntent', { topic: 'electric cars' });
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 2, topics: 1, subscribers: 2 });
    expect(
      h.sim.alexa.notifications('amzn1.ask.account.EUROPE', { which: 'all' }).map((n) => n.region),
    ).toEqual(['eu']);
    expect(
      h.sim.alexa.notifications('amzn1.ask.account.FAREAST', { which: 'all' }).map((n) => n.region),
    ).toEqual(['fe']);
  });

  test('an endpoint that is not Amazon’s: no subscription, and it says so', async () => {
    const odd = h.newDevice({
      userId: 'amzn1.ask.account.ODD',
      deviceId: 'odd',
      apiEndpoint: 'https://example.org',
    });
    expect((await odd.intent('NotifyIntent', { topic: 'electric cars' })).speech).toBe(en.notify_no_region);
  });
});

describe('turning them off', () => {
  beforeEach(async () => {
    h = await startNotifyHarness();
    h.device.who.granted = [NOTIFICATIONS_SCOPE];
    await subscribe();
  });

  test('"stop telling me about electric cars": still followed, no more notifications, the grant gone with the last one', async () => {
    const t = await h.device.intent('NotifyStopIntent', { topic: 'electric cars' });
    expect(t.speech).toBe('Okay, no more notifications about electric cars. You still follow it.');
    const rec = (await h.listenerRecord()) as { follows: Array<{ notify?: unknown }>; notify?: unknown };
    expect(rec.follows).toHaveLength(1);
    expect(rec.follows[0].notify).toBeUndefined();
    expect(rec.notify).toBeUndefined();
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
    expect((await h.device.intent('NotifyStopIntent', {})).speech).toBe(en.notify_none);
  });

  test('"turn off notifications": all topics', async () => {
    await subscribe('football');
    expect((await h.device.intent('NotifyStopIntent', {})).speech).toBe(en.notify_all_stopped);
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, pruned: 0 });
    expect((await h.listenerRecord())?.notify).toBeUndefined();
  });

  test('unfollowing the topic ends its notifications', async () => {
    await h.device.intent('UnfollowIntent', { topic: 'electric cars' });
    expect((await h.listenerRecord())?.notify).toBeUndefined();
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
  });

  test('the permission switched off in the Alexa app: the sealed id and the marks go at once', async () => {
    await h.device.revokePermission(NOTIFICATIONS_SCOPE);
    const rec = (await h.listenerRecord()) as { follows: Array<{ notify?: unknown }>; notify?: unknown };
    expect(rec.notify).toBeUndefined();
    expect(rec.follows[0].notify).toBeUndefined();
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
  });

  test('the skill’s notifications switched off (ProactiveSubscriptionChanged with none)', async () => {
    await h.device.notificationsSwitch(false);
    expect((await h.listenerRecord())?.notify).toBeUndefined();
  });

  test('the skill disabled: everything erased, the pass finds nobody and prunes the index', async () => {
    await h.device.disableSkill();
    const rec = await h.listenerRecord();
    expect(rec).toMatchObject({ erased: true });
    expect(JSON.stringify(rec)).not.toContain('notify');
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, pruned: 1 });
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, subscribers: 0 });
  });
});

describe('Amazon’s side', () => {
  beforeEach(async () => {
    h = await startNotifyHarness();
    h.device.who.granted = [NOTIFICATIONS_SCOPE];
    await subscribe();
  });

  test('one LWA token for every pass until it expires, then a new one', async () => {
    await newsNow();
    await h.notifier.runPass();
    await subscribe('football');
    await newsNow('football');
    await h.notifier.runPass();
    expect(h.sim.alexa.tokensIssued).toBe(1);
    h.clock.advance(2 * 60 * MINUTE);
    await newsNow('football');
    h.clock.advance(DAY);
    await h.notifier.runPass();
    expect(h.sim.alexa.tokensIssued).toBe(2);
  });

  test('429 from Amazon: counted, the pass stops sending, waits out Retry-After, the next pass delivers', async () => {
    await newsNow();
    h.sim.alexa.failEvents({ status: 429, times: 1, retryAfterSec: 30 });
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, throttled: 1, retryAfterMs: 30_000 });
    expect(notifications()).toEqual([]);
    // Before Retry-After has passed, a pass sends nothing and reads nothing.
    h.clock.advance(20_000);
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, topics: 0, waiting: true });
    h.clock.advance(11_000);
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1, throttled: 0 });
    expect(notifications()).toHaveLength(1);
  });

  test('a 500 is released and retried next pass; never sent twice', async () => {
    await newsNow();
    h.sim.alexa.failEvents({ status: 500, times: 1 });
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, failed: 1 });
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1 });
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0 });
    expect(notifications()).toHaveLength(1);
  });

  test('two passes at once send one notification', async () => {
    await newsNow();
    const [a, b] = await Promise.all([h.notifier.runPass(), h.notifier.runPass()]);
    expect(a.sent + b.sent).toBe(1);
    expect(notifications()).toHaveLength(1);
  });

  test('the client secret never reaches a log line', async () => {
    await newsNow();
    await h.notifier.runPass();
    expect(h.logs.join('\n')).not.toContain('messaging-secret-xyz');
    expect(h.logs.join('\n')).not.toContain(h.device.who.userId);
  });
});

describe('a person’s own', () => {
  beforeEach(async () => {
    h = await startNotifyHarness();
    h.device.who.granted = [NOTIFICATIONS_SCOPE];
  });

  test('a recognized speaker’s subscription is theirs; the household’s follows stay as they were', async () => {
    h.device.setPerson('Ann');
    await subscribe();
    h.device.setPerson(undefined);
    expect((await h.device.intent('NotifyStopIntent', {})).speech).toBe(en.notify_none);
    const rec = (await h.listenerRecord()) as { follows: unknown[]; notify: { owners: string[] } };
    expect(rec.follows).toEqual([]);
    expect(rec.notify.owners).toEqual([expect.stringMatching(/^p_/)]);
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 1 });
    h.device.setPerson('Ann');
    expect((await h.device.intent('WhatDoYouKnowIntent')).speech).toContain(
      'For notifications about electric cars, I keep your Alexa account id, encrypted, and your region.',
    );
  });

  test('a person who erases their records: the pass drops their place, and with nobody left the sealed id goes', async () => {
    h.device.setPerson('Ann');
    await subscribe();
    await h.device.intent('DeleteDataIntent');
    await h.device.intent('AMAZON.YesIntent');
    h.device.setPerson(undefined);
    expect(((await h.listenerRecord()) as { notify?: { owners: string[] } }).notify?.owners).toHaveLength(1);
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, pruned: 1 });
    expect((await h.listenerRecord())?.notify).toBeUndefined();
  });

  test('the permission switched off while a person has notifications: the pass clears their marks too', async () => {
    const ann = h.device.setPerson('Ann')!;
    await subscribe();
    h.device.setPerson(undefined);
    await h.device.revokePermission(NOTIFICATIONS_SCOPE);
    await newsNow();
    expect(await h.notifier.runPass()).toMatchObject({ sent: 0, pruned: 1 });
    const env = {
      context: {
        System: {
          user: { userId: h.device.who.userId },
          device: { deviceId: h.device.who.deviceId },
          person: { personId: ann.personId },
        },
      },
    };
    const key = stateKeysFor(env as unknown as RequestEnvelope, SECRET).person!;
    const person = (await h.store.get(key)).value as { follows: Array<{ topic: string; notify?: unknown }> };
    expect(person.follows).toHaveLength(1);
    expect(person.follows[0].topic).toBe('electric cars');
    expect(person.follows[0].notify).toBeUndefined();
  });
});
