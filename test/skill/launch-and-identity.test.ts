// Conversations: opening the skill, asking for top stories, devices without AudioPlayer, and the
// listener's identity (the raw Alexa user id never reaches the API or the store keys).
import type { interfaces } from 'ask-sdk-model';
import { loadInteractionModel } from '../../src/model/load-model';
import { resolveUtterance } from '../../src/model/resolve-utterance';
import { RESUME_WINDOW_MS } from '../../src/config/limits';
import type { EchoDevice, Turn } from '../../src/emulator/device';
import { en } from '../../src/skill/speech/en';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const model = loadInteractionModel('en-US');

/** Says a phrase the way Alexa would resolve it against the en-US model. */
async function say(device: EchoDevice, phrase: string): Promise<Turn> {
  const hit = resolveUtterance(model, phrase);
  if (!hit) throw new Error(`the model does not understand "${phrase}"`);
  const slots = Object.fromEntries(
    Object.entries(hit.slots).map(([k, v]) => [
      k,
      v.resolved
        ? { value: v.value, name: v.resolved.name, ...(v.resolved.id ? { id: v.resolved.id } : {}) }
        : v.value,
    ]),
  );
  return device.intent(hit.intent, slots);
}

function plays(turn: Turn): interfaces.audioplayer.PlayDirective[] {
  return (turn.reply.response.directives ?? []).filter(
    (d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play',
  );
}

const calls = (path: string) => h.sim.control.requestLog.filter((e) => e.path === path);

describe('launch as a new listener', () => {
  test('one short greeting, then top stories start (REPLACE_ALL, device=alexa); registered alongside', async () => {
    const turn = await h.device.launch();
    expect(turn.speech).toBe(en.welcome_new);
    expect(turn.reply.response.shouldEndSession).toBe(true);
    const [play] = plays(turn);
    expect(play?.playBehavior).toBe('REPLACE_ALL');
    expect(play?.audioItem?.stream?.offsetInMilliseconds).toBe(0);
    expect(play?.audioItem?.stream?.url).toMatch(/^https:\/\//);
    expect(h.device.activity).toBe('PLAYING');

    const registered = calls('/v2/users/register');
    expect(registered).toHaveLength(1);
    const [top] = calls('/v2/topstories');
    expect(top?.query.device).toBe('alexa');
    // Sent alongside the registration, so without the user id; it is stored for the next request.
    expect(top?.query).not.toHaveProperty('userId');
    const stored = await h.stored();
    const profile = stored.profile as { apiUserId?: string };
    expect(profile.apiUserId).toBeTruthy();
    expect(top?.query).not.toHaveProperty('location');

    h.sim.control.clearLog();
    await say(h.device, 'play the news');
    const [next] = calls('/v2/topstories');
    expect(next?.query.userId).toBe(profile.apiUserId);
    expect(calls('/v2/users/register')).toHaveLength(0);
  });

  test('the content call is sent before the registration answers (first audio in one round trip)', async () => {
    const order: string[] = [];
    const register = h.api.registerUser.bind(h.api);
    const topStories = h.api.topStories.bind(h.api);
    h.api.registerUser = async (...args: Parameters<typeof register>) => {
      order.push('register sent');
      const user = await register(...args);
      order.push('register answered');
      return user;
    };
    h.api.topStories = async (...args: Parameters<typeof topStories>) => {
      order.push('content sent');
      return topStories(...args);
    };
    const turn = await h.device.launch();
    expect(plays(turn)).toHaveLength(1);
    expect(order).toEqual(['register sent', 'content sent', 'register answered']);
    // The reply waited for the registration: the id is stored.
    expect(((await h.stored()).profile as { apiUserId?: string }).apiUserId).toBeTruthy();
  });

  test('a failed registration does not hold back the audio; the next request registers again', async () => {
    h.sim.control.injectFault('/v2/users/register', { kind: 'status', status: 503 }, { times: 1 });
    const turn = await h.device.launch();
    expect(plays(turn)).toHaveLength(1);
    expect(((await h.stored()).profile as { apiUserId?: string }).apiUserId).toBeUndefined();
    h.sim.control.clearLog();
    await say(h.device, 'play the news');
    expect(calls('/v2/users/register')).toHaveLength(1);
    expect(((await h.stored()).profile as { apiUserId?: string }).apiUserId).toBeTruthy();
  });

  test('the device location is sent when the listener granted Geolocation', async () => {
    const device = h.newDevice({
      userId: 'amzn1.ask.account.GEO',
      location: { lat: 40.73, lng: -73.99 },
    });
    await device.launch();
    const [top] = calls('/v2/topstories');
    // Rounded to one decimal (about 11 km): the API never gets more precision than the feature needs.
    expect(top?.query.location).toBe('40.7,-74');
  });

  test('the Play carries the burst title, source subtitle and https art', async () => {
    const turn = await h.device.launch();
    const meta = plays(turn)[0]?.audioItem?.metadata;
    expect(meta?.title).toBeTruthy();
    expect(meta?.subtitle).toBeTruthy();
    expect(h.device.current?.title).toBe(meta?.title);
    for (const src of meta?.art?.sources ?? []) expect(src.url).toMatch(/^https:\/\//);
  });
});

describe('launch as a returning listener', () => {
  async function pauseAfter(ms: number): Promise<{ token: string; burst: string }> {
    await h.device.launch();
    h.device.advance(ms);
    const token = h.device.current?.token ?? '';
    await h.device.intent('AMAZON.PauseIntent');
    expect(h.device.activity).toBe('STOPPED');
    return { token, burst: token.split('|')[4] ?? '' };
  }

  test('paused less than 12 hours ago: "Welcome back" and the same burst resumes at the saved offset', async () => {
    const { burst } = await pauseAfter(42_000);
    h.clock.advance(RESUME_WINDOW_MS - 60_000);
    h.sim.control.clearLog();

    const turn = await h.device.launch();
    expect(turn.speech).toBe(en.welcome_back);
    const [play] = plays(turn);
    expect(play?.playBehavior).toBe('REPLACE_ALL');
    expect(play?.audioItem?.stream?.offsetInMilliseconds).toBe(42_000);
    expect(play?.audioItem?.stream?.token.split('|')[4]).toBe(burst);
    expect(calls('/v2/topstories')).toHaveLength(0);
    expect(calls('/v2/users/register')).toHaveLength(0);
  });

  test('paused more than 12 hours ago: fresh top stories, no welcome back', async () => {
    const { token } = await pauseAfter(42_000);
    h.clock.advance(RESUME_WINDOW_MS + 60_000);
    h.sim.control.clearLog();

    const turn = await h.device.launch();
    expect(turn.speech).toBe(en.intro_top_stories);
    const [play] = plays(turn);
    expect(play?.playBehavior).toBe('REPLACE_ALL');
    expect(play?.audioItem?.stream?.offsetInMilliseconds).toBe(0);
    expect(play?.audioItem?.stream?.token).not.toBe(token);
    expect(calls('/v2/topstories')).toHaveLength(1);
    // Registered once: the stored API user id is reused.
    expect(calls('/v2/users/register')).toHaveLength(0);
  });

  test('opened again while a burst plays: it continues from where the device is, not from 0', async () => {
    await h.device.launch();
    await h.device.playToEnd();
    h.device.advance(20_000);
    const burst = h.device.current?.token.split('|')[4];
    const turn = await h.device.launch();
    expect(turn.speech).toBe(en.welcome_back);
    expect(plays(turn)[0]?.audioItem?.stream?.offsetInMilliseconds).toBe(20_000);
    expect(h.device.current?.token.split('|')[4]).toBe(burst);
  });

  test('a stopped ("cancel") playlist is also resumed within the window', async () => {
    await h.device.launch();
    h.device.advance(5_000);
    const burst = h.device.current?.token.split('|')[4];
    await h.device.intent('AMAZON.CancelIntent');
    h.clock.advance(60_000);
    const turn = await h.device.launch();
    expect(turn.speech).toBe(en.welcome_back);
    expect(h.device.current?.token.split('|')[4]).toBe(burst);
    expect(h.device.current?.offsetMs).toBe(5_000);
  });
});

describe('TopStoriesIntent', () => {
  test.each(['play the news', "what's new", 'play my top stories'])(
    '"%s" starts personalised top stories',
    async (phrase) => {
      await h.device.launch(); // registered: the user id is known from here on
      h.sim.control.clearLog();
      const turn = await say(h.device, phrase);
      expect(turn.exchanges[0]?.request.request).toMatchObject({ intent: { name: 'TopStoriesIntent' } });
      expect(turn.speech).toBe(en.intro_top_stories);
      expect(plays(turn)[0]?.playBehavior).toBe('REPLACE_ALL');
      expect(h.device.activity).toBe('PLAYING');
      const [top] = calls('/v2/topstories');
      expect(top?.query.device).toBe('alexa');
      expect(top?.query.userId).toBeTruthy();
    },
  );

  test('while a playlist plays, a new top stories request replaces it (REPLACE_ALL, new playlist)', async () => {
    await h.device.launch();
    await h.device.nearlyFinished();
    expect(h.device.queue).toHaveLength(1);
    const before = h.device.current?.token.split('|')[1];
    const turn = await say(h.device, 'play the news');
    expect(plays(turn)[0]?.playBehavior).toBe('REPLACE_ALL');
    // The old enqueued item is gone: the new query never starts after it.
    expect(h.device.queue).toHaveLength(0);
    expect(h.device.current?.token.split('|')[1]).not.toBe(before);
  });

  test('an API outage becomes one short sentence and no Play', async () => {
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 });
    const turn = await say(h.device, 'play the news');
    expect(turn.speech).toBe(en.error_busy);
    expect(plays(turn)).toHaveLength(0);
    expect(h.device.activity).toBe('IDLE');
  });
});

describe('a device without AudioPlayer', () => {
  test('launch and top stories say so, and never send a Play', async () => {
    const screen = h.newDevice({ userId: 'amzn1.ask.account.SCREEN', supportsAudioPlayer: false });
    for (const turn of [await screen.launch(), await screen.intent('TopStoriesIntent')]) {
      expect(turn.speech).toBe(en.no_audio_player);
      expect(plays(turn)).toHaveLength(0);
    }
    for (const name of [
      'AMAZON.ResumeIntent',
      'AMAZON.NextIntent',
      'AMAZON.PreviousIntent',
      'AMAZON.StartOverIntent',
    ]) {
      const turn = await screen.intent(name);
      expect(turn.speech).toBe(en.no_audio_player);
      expect(plays(turn)).toHaveLength(0);
    }
    expect(calls('/v2/topstories')).toHaveLength(0);
  });

  test('"stop" and "pause" there say goodbye without AudioPlayer directives', async () => {
    const screen = h.newDevice({ userId: 'amzn1.ask.account.SCREEN', supportsAudioPlayer: false });
    for (const name of ['AMAZON.StopIntent', 'AMAZON.PauseIntent', 'AMAZON.CancelIntent']) {
      const turn = await screen.intent(name);
      expect(turn.speech).toBe(en.goodbye);
      expect(turn.reply.response.directives ?? []).toEqual([]);
    }
  });
});

describe('listener identity', () => {
  test('the raw Alexa user id never reaches the API or the store keys; registration happens once', async () => {
    const raw = 'amzn1.ask.account.RAW-SECRET-ID-123';
    const device = h.newDevice({ userId: raw });
    await device.launch();
    await device.playToEnd();
    await device.intent('AMAZON.NextIntent');
    await device.intent('AMAZON.PauseIntent');
    await device.launch();

    const log = h.sim.control.requestLog;
    expect(log.length).toBeGreaterThan(3);
    for (const e of log) expect(JSON.stringify(e)).not.toContain('RAW-SECRET-ID');
    const reg = log.filter((e) => e.path === '/v2/users/register');
    expect(reg).toHaveLength(1);
    expect(reg[0]?.query.externalUserId).toMatch(/^l_[A-Za-z0-9_-]{32}$/);

    // Store keys are the pseudonymous listener id (the listener record) and that id with a keyed
    // hash of the device id (the device record); no record holds a raw id either.
    const keys = [...(h.store as unknown as { store: Map<string, unknown> }).store.keys()];
    const id = reg[0]?.query.externalUserId as string;
    expect(keys.sort()).toEqual([id, expect.stringMatching(/^l_[A-Za-z0-9_-]{32}\|d_[A-Za-z0-9_-]{32}$/)]);
    expect(keys[1]?.startsWith(`${id}|`)).toBe(true);
    expect(keys.join()).not.toContain(device.who.deviceId);
    const records = await h.records(device);
    expect(JSON.stringify(records)).not.toContain('RAW-SECRET-ID');
    expect(JSON.stringify(records)).not.toContain(device.who.deviceId);
  });

  test('two listeners get two different ids and separate state', async () => {
    const a = h.newDevice({ userId: 'amzn1.ask.account.A' });
    const b = h.newDevice({ userId: 'amzn1.ask.account.B' });
    await a.launch();
    await b.launch();
    const ids = h.sim.control.requestLog
      .filter((e) => e.path === '/v2/users/register')
      .map((e) => e.query.externalUserId);
    expect(new Set(ids).size).toBe(2);
    // A listener record and a device record each.
    expect(h.store.size).toBe(4);
    expect((await h.records(a)).listener).not.toEqual((await h.records(b)).listener);
  });
});
