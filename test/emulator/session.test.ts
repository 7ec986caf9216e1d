import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BurstApiClient } from '../../src/api/http-client';
import { recordingApi } from '../../src/emulator/api-recorder';
import { EmulatorSession, EmulatorError, labelFor } from '../../src/emulator/session';
import { ssmlToText as speechText } from '../../src/skill/ssml';
import { emulatorRouter } from '../../src/emulator/web-routes';
import type { RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';
import { startEmulator } from '../helpers/emulator-session';

let sim: RunningSimulator;
let emulator: EmulatorSession;
let clock: ManualClock;

beforeEach(async () => {
  ({ clock, sim, emulator } = await startEmulator({ trackTime: true }));
});
afterEach(() => sim.stop());

test('a spoken turn records each request/response pair with the API calls it caused', async () => {
  const turn = await emulator.say('ask burst voice to play sports');
  expect(turn.resolution).toMatchObject({ kind: 'intent', intent: 'CategoryIntent' });
  expect(turn.exchanges.map((e) => e.requestType)).toEqual(['IntentRequest', 'AudioPlayer.PlaybackStarted']);
  const calls = turn.exchanges[0]?.apiCalls.map((c) => c.call);
  expect(calls).toContain('categoryTopStories');
  expect(turn.exchanges[0]?.apiCalls.every((c) => c.outcome === 'ok')).toBe(true);
  expect(turn.player).toMatchObject({
    activity: 'PLAYING',
    number: 1,
    position: expect.stringMatching(/^Sports story 1 of \d+\+$/),
  });
  expect(emulator.log).toHaveLength(2);
});

test('position follows the clock while playing, and the device reports it on pause', async () => {
  await emulator.say('open burst voice');
  clock.advance(42_000);
  const view = await emulator.playerView();
  expect(view.offsetMs).toBe(Math.min(42_000, (view.durationSec ?? 0) * 1000));
  const turn = await emulator.say('pause');
  const stopped = turn.exchanges.find((e) => e.requestType === 'AudioPlayer.PlaybackStopped');
  expect((stopped?.request.request as { offsetInMilliseconds: number }).offsetInMilliseconds).toBe(42_000);
  expect(turn.player.activity).toBe('STOPPED');
});

test('NearlyFinished goes once per stream; finishCurrent does not repeat it', async () => {
  await emulator.say('ask burst voice to play the news');
  const first = await emulator.nearlyFinished();
  expect(first.exchanges.map((e) => e.requestType)).toEqual(['AudioPlayer.PlaybackNearlyFinished']);
  expect((await emulator.nearlyFinished()).exchanges).toEqual([]);
  const fin = await emulator.finishCurrent();
  expect(fin.exchanges.map((e) => e.requestType)).toEqual([
    'AudioPlayer.PlaybackFinished',
    'AudioPlayer.PlaybackStarted',
  ]);
  expect(fin.player.number).toBe(2);
});

test('device-side stop, failure and nothing-playing errors', async () => {
  await expect(emulator.finishCurrent()).rejects.toBeInstanceOf(EmulatorError);
  await emulator.say('ask burst voice to play the news');
  const failed = await emulator.failCurrent('MEDIA_ERROR_INVALID_REQUEST');
  expect(failed.exchanges[0]?.requestType).toBe('AudioPlayer.PlaybackFailed');
  expect(failed.player).toMatchObject({ activity: 'PLAYING', number: 2 });
  const stopped = await emulator.userStopped();
  expect(stopped.exchanges.map((e) => e.requestType)).toEqual(['AudioPlayer.PlaybackStopped']);
  expect(stopped.player.activity).toBe('STOPPED');
  await expect(emulator.userStopped()).rejects.toThrow('nothing is playing');
});

test('"exit" ends an open session; locales switch the model and the requests', async () => {
  const help = await emulator.say('ask burst voice for help');
  expect(help.sessionOpen).toBe(true);
  const exit = await emulator.say('exit');
  expect(exit.exchanges.map((e) => e.requestType)).toEqual(['SessionEndedRequest']);
  expect(exit.sessionOpen).toBe(false);
  emulator.setLocale('en-gb');
  expect(emulator.locale).toBe('en-GB');
  const sport = await emulator.say('ask burst voice to play sport');
  expect((sport.exchanges[0]?.request.request as { locale: string }).locale).toBe('en-GB');
  expect(() => emulator.setLocale('fr-FR')).toThrow(/Unsupported locale/);
});

test('the full episode shows as such, at its own offset', async () => {
  await emulator.say('ask burst voice to play the news');
  const burst = () => sim.catalogue.burstById(emulator.device.current?.token.split('|')[4] ?? '');
  for (let i = 0; i < 20 && !burst()?.episodeAudioUrl.startsWith('https://'); i++) await emulator.say('next');
  const b = burst();
  if (!b) throw new Error('no burst');
  const turn = await emulator.say('ask burst voice to play the full episode');
  expect(turn.resolution).toMatchObject({ intent: 'FullEpisodeIntent', oneShot: true });
  expect(turn.player).toMatchObject({
    url: b.episodeAudioUrl,
    offsetMs: b.positionSec * 1000,
    position: expect.stringMatching(/^Full episode · Top story \d+ of /),
  });
});

describe('the Alexa app: disabling and enabling the skill', () => {
  type Env = {
    session?: unknown;
    context: { System: Record<string, unknown> };
    request: Record<string, unknown>;
  };
  const envOf = (e: { request: unknown } | undefined) => e?.request as Env | undefined;

  test('disable sends SkillDisabled outside any session, from no device, and drops the stream', async () => {
    await emulator.say('ask burst voice to play the news');
    const userId = emulator.device.who.userId;
    const turn = await emulator.disableSkill();
    expect(turn.exchanges.map((e) => e.requestType)).toEqual(['AlexaSkillEvent.SkillDisabled']);
    const env = envOf(turn.exchanges[0]);
    expect(env?.request).toMatchObject({ body: { userInformationPersistenceStatus: 'NOT_PERSISTED' } });
    expect(env).not.toHaveProperty('session');
    expect(env?.context.System).not.toHaveProperty('device');
    expect(env?.context.System).toMatchObject({ user: { userId } });
    expect(turn.player).toMatchObject({ activity: 'IDLE', queued: 0 });
    expect(turn.player).not.toHaveProperty('token');
    expect(emulator.account).toEqual({ enabled: false, userId, disabledWith: 'NOT_PERSISTED' });
    // The turn is in the log like any other pair (the page's panel reads it).
    expect(emulator.log.at(-1)?.requestType).toBe('AlexaSkillEvent.SkillDisabled');
    await expect(emulator.disableSkill('PERSISTED')).rejects.toThrow('Burst Voice is already disabled');
  });

  test('while disabled Alexa answers for the skill herself and nothing reaches it', async () => {
    await emulator.disableSkill('PERSISTED');
    const logged = emulator.log.length;
    for (const text of ['open burst voice', 'ask burst voice to play sports']) {
      const turn = await emulator.say(text);
      expect(turn.alexa?.says).toBe("Burst Voice isn't enabled. You can enable it in the Alexa app.");
      expect(turn.alexa?.note).toMatch(/disabled for this account/);
      expect(turn.exchanges).toEqual([]);
      expect(turn.speech).toBeUndefined();
    }
    // A bare "next" reaches no skill anyway (none plays): Alexa's usual routing answer.
    const bare = await emulator.say('next');
    expect(bare.alexa?.note).toMatch(/^A real Echo would not send “next”/);
    expect(bare.exchanges).toEqual([]);
    const pressed = await emulator.press('Play');
    expect(pressed.alexa?.says).toMatch(/isn't enabled/);
    expect(pressed.exchanges).toEqual([]);
    await expect(emulator.finishCurrent()).rejects.toThrow('nothing is playing');
    expect(emulator.log).toHaveLength(logged);
  });

  test('enable after NOT_PERSISTED is a new user to the skill; after PERSISTED the same one', async () => {
    const first = emulator.device.who.userId;
    await expect(emulator.enableSkill()).rejects.toThrow('Burst Voice is already enabled');
    await emulator.disableSkill('NOT_PERSISTED');
    const enabled = await emulator.enableSkill();
    expect(enabled.exchanges.map((e) => e.requestType)).toEqual(['AlexaSkillEvent.SkillEnabled']);
    const second = emulator.account.userId;
    expect(second).not.toBe(first);
    expect(envOf(enabled.exchanges[0])?.context.System).toMatchObject({ user: { userId: second } });
    expect(emulator.account).toEqual({ enabled: true, userId: second });
    const launch = await emulator.say('open burst voice');
    expect(launch.alexa).toBeUndefined();
    expect(launch.exchanges[0]?.request.session?.user.userId).toBe(second);

    await emulator.disableSkill('PERSISTED');
    await emulator.enableSkill();
    expect(emulator.account.userId).toBe(second);
    const again = await emulator.say('ask burst voice to play sports');
    expect(again.exchanges[0]?.request.context.System.user.userId).toBe(second);
  });
});

test('labels and speech text', () => {
  expect(labelFor({ kind: 'topStories' })).toBe('Top story');
  expect(labelFor({ kind: 'category', playlistId: '10', name: 'sports' })).toBe('Sports story');
  expect(speechText('<speak>Tom &amp; Jerry<break time="1s"/>said &quot;hi&quot;</speak>')).toBe(
    'Tom & Jerry said "hi"',
  );
});

test('the recording API keeps parameters, drops call options, and records failures', async () => {
  const rec = recordingApi(new BurstApiClient({ baseUrl: sim.url, apiKey: 'wrong-key' }));
  await expect(rec.api.topStories({}, { timeoutMs: 1000 })).rejects.toThrow();
  expect(rec.calls).toHaveLength(1);
  expect(rec.calls[0]).toMatchObject({ n: 1, call: 'topStories', params: [{}] });
  expect(rec.calls[0]?.outcome).not.toBe('ok');
  expect(rec.api.origin).toBe(sim.url);
});

describe('the page API', () => {
  let server: Server;
  let base: string;
  beforeEach(async () => {
    const app = express();
    app.use('/emulator', emulatorRouter({ emulator, simulatorOrigin: sim.url }));
    server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulator`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { player: Record<string, unknown> },
    };
  };

  test('audio events drive the playlist; stale ones are ignored; audio is served from the page origin', async () => {
    const said = await post('say', { text: 'ask burst voice to play the news' });
    const token = said.body.player.token as string;
    expect(said.body.player.audio).toMatch(/^\/emulator\/audio\/[A-Za-z0-9-]+\.wav$/);

    const stale = await post('event', {
      type: 'ended',
      playhead: { token: 'bv1|x|0|1|nope', clipMs: 1, clipScale: 1 },
    });
    expect(stale.body).toMatchObject({ ignored: true });

    const ended = await post('event', { type: 'ended', playhead: { token, clipMs: 4_000, clipScale: 0.1 } });
    const types = (ended.body.exchanges as Array<{ requestType: string }>).map((e) => e.requestType);
    expect(types).toEqual([
      'AudioPlayer.PlaybackNearlyFinished',
      'AudioPlayer.PlaybackFinished',
      'AudioPlayer.PlaybackStarted',
    ]);
    expect(ended.body.player.token).not.toBe(token);

    const paused = await post('event', {
      type: 'paused',
      playhead: { token: ended.body.player.token, clipMs: 150, clipScale: 0.1 },
    });
    expect(paused.body.player).toMatchObject({ activity: 'STOPPED', offsetMs: 1500 });

    const audio = await fetch(`${new URL(base).origin}${said.body.player.audio as string}?scale=0.05`, {
      headers: { range: 'bytes=0-43' },
    });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');

    const state = await fetch(`${base}/api/state`).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(state).toMatchObject({ locale: 'en-US', simulator: true });
    const log = await fetch(`${base}/api/log?since=2`).then(
      (r) => r.json() as Promise<{ exchanges: Array<{ n: number }> }>,
    );
    expect(log.exchanges[0]?.n).toBe(3);
  });

  test("the simulator's art (a .test host that never resolves) is not handed to the page", async () => {
    const said = await post('say', { text: 'ask burst voice to play the news' });
    expect(said.body.player.token).toEqual(expect.any(String));
    // The skill's directive has art; the page gets none, so it shows initials and looks nothing up.
    expect((await emulator.playerView()).art).toMatch(/^https:\/\//);
    expect(said.body.player).not.toHaveProperty('art');
    const state = await fetch(`${base}/api/state`).then(
      (r) => r.json() as Promise<{ player: Record<string, unknown> }>,
    );
    expect(state.player).not.toHaveProperty('art');
  });

  test('the page gets the caption cues of the current stream; chat reads the cue at the position', async () => {
    const said = await post('say', { text: 'ask burst voice to play the news' });
    const none = await fetch(`${base}/api/captions`).then((r) => r.json() as Promise<{ cues: unknown[] }>);
    expect(none).toEqual({ token: said.body.player.token, cues: [] });
    // A stream whose Play carried captionData (the device keeps the WebVTT file it was given).
    const cur = emulator.device.current;
    if (!cur) throw new Error('nothing playing');
    cur.captions =
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nTom &amp; Jerry\n\n00:00:02.000 --> 00:00:04.500\nsay &lt;hi&gt;\n';
    cur.offsetMs = 0;
    const got = await fetch(`${base}/api/captions`).then(
      (r) =>
        r.json() as Promise<{ token: string; cues: Array<{ startMs: number; endMs: number; text: string }> }>,
    );
    expect(got).toEqual({
      token: cur.token,
      cues: [
        { startMs: 0, endMs: 2000, text: 'Tom & Jerry' },
        { startMs: 2000, endMs: 4500, text: 'say <hi>' },
      ],
    });
    expect((await emulator.playerView()).captions).toBe(true);
    expect(emulator.currentCue()?.text).toBe('Tom & Jerry');
    clock.advance(2_500);
    expect(emulator.currentCue()?.text).toBe('say <hi>');
    clock.advance(5_000);
    expect(emulator.currentCue()).toBeUndefined();
  });

  test('the Alexa app switch: the pairs and the account come back; the state says it too', async () => {
    const before = (await fetch(`${base}/api/state`).then((r) => r.json())) as {
      account: { enabled: boolean; userId: string };
    };
    expect(before.account).toEqual({ enabled: true, userId: emulator.device.who.userId });
    const off = await post('skill', { event: 'SkillDisabled', persistence: 'PERSISTED' });
    expect(off.status).toBe(200);
    expect((off.body.exchanges as Array<{ requestType: string }>)[0]?.requestType).toBe(
      'AlexaSkillEvent.SkillDisabled',
    );
    expect(off.body.account).toEqual({ ...before.account, enabled: false, disabledWith: 'PERSISTED' });
    const said = await post('say', { text: 'open burst voice' });
    expect(said.body.alexa).toMatchObject({ says: expect.stringMatching(/isn't enabled/) });
    const twice = await post('skill', { event: 'SkillDisabled' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      error: 'Burst Voice is already disabled',
      account: { enabled: false },
    });
    const on = await post('skill', { event: 'SkillEnabled' });
    expect(on.body.account).toEqual(before.account);
    expect((await post('skill', { event: 'SkillInstalled' })).body.error).toMatch(/event must be/);
    expect((await post('skill', { event: 'SkillDisabled', persistence: 'MAYBE' })).body.error).toMatch(
      /persistence must be one of NOT_PERSISTED, PERSISTED/,
    );
    expect(emulator.account.enabled).toBe(true);
  });

  test('bad input is refused with 409 and a reason', async () => {
    expect((await post('say', { text: '' })).status).toBe(409);
    expect((await post('event', { type: 'bogus', token: 5 })).status).toBe(409);
    expect((await post('locale', { locale: 'xx-XX' })).body.error).toMatch(/Unsupported locale/);
    const page = await fetch(`${base}/`);
    expect(await page.text()).toMatch(/<audio id="speaker"/);
  });
});
