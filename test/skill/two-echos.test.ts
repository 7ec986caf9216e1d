// Two (and three) Echos on one Amazon account: the same user id, different device ids. Each Echo
// keeps its own playback; the listener's profile is shared; an Echo with nothing of its own to
// resume continues the listener's most recent playback from another Echo, and says so.
import type { EchoDevice } from '../../src/emulator/device';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
let kitchen: EchoDevice;
let bedroom: EchoDevice;
const USER = 'amzn1.ask.account.HOUSEHOLD';

beforeEach(async () => {
  h = await startHarness();
  kitchen = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.KITCHEN' });
  bedroom = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.BEDROOM' });
});
afterEach(() => h.close());

const playlistOf = (token: string | undefined) => token?.split('|')[1];
const indexOf = (token: string | undefined) => Number(token?.split('|')[2]);
const burstOf = (token: string | undefined) => token?.split('|')[4];
const sports = () => bedroom.intent('CategoryIntent', { category: { value: 'sports', id: '10' } });
const playOf = (turn: { reply: { response: { directives?: unknown[] } } }) =>
  turn.reply.response.directives?.find((d) => (d as { type: string }).type === 'AudioPlayer.Play') as
    { audioItem: { stream: { token: string; offsetInMilliseconds: number } } } | undefined;

test('interleaved playlists across page boundaries: each Echo keeps playing its own', async () => {
  await kitchen.launch();
  await sports();
  const kitchenList = playlistOf(kitchen.current?.token);
  const bedroomList = playlistOf(bedroom.current?.token);
  expect(kitchenList).toBeDefined();
  expect(bedroomList).toBeDefined();
  // Different playlists (ids are per device and may coincide): different first bursts.
  expect(burstOf(bedroom.current?.token)).not.toBe(burstOf(kitchen.current?.token));
  // Pages hold 5 bursts: 7 bursts each crosses into the second page on both Echos.
  for (let i = 1; i <= 7; i++) {
    await kitchen.playToEnd();
    await bedroom.playToEnd();
    expect(kitchen.activity).toBe('PLAYING');
    expect(bedroom.activity).toBe('PLAYING');
    expect(playlistOf(kitchen.current?.token)).toBe(kitchenList);
    expect(playlistOf(bedroom.current?.token)).toBe(bedroomList);
    expect(indexOf(kitchen.current?.token)).toBe(i);
    expect(indexOf(bedroom.current?.token)).toBe(i);
  }
  const k = (await h.records(kitchen)).device as { playback: { playlist: { request: { kind: string } } } };
  const b = (await h.records(bedroom)).device as { playback: { playlist: { request: { kind: string } } } };
  expect(k.playback.playlist.request.kind).toBe('topStories');
  expect(b.playback.playlist.request).toMatchObject({ kind: 'category', playlistId: '10' });
  // One listener record, shared: registered once.
  expect(h.sim.control.requestLog.filter((e) => e.path === '/v2/users/register')).toHaveLength(1);
});

test('pause and resume on each Echo: each resumes its own burst at its own offset', async () => {
  await kitchen.launch();
  await kitchen.playToEnd();
  const kitchenToken = kitchen.current?.token;
  kitchen.advance(12_000);
  await kitchen.intent('AMAZON.PauseIntent');
  expect(kitchen.activity).toBe('STOPPED');

  await sports();
  bedroom.advance(5_000);
  await bedroom.intent('AMAZON.PauseIntent');
  const bedroomToken = bedroom.current?.token;

  const k = await kitchen.intent('AMAZON.ResumeIntent');
  expect(burstOf(playOf(k)?.audioItem.stream.token)).toBe(burstOf(kitchenToken));
  expect(playOf(k)?.audioItem.stream.offsetInMilliseconds).toBe(12_000);
  expect(playlistOf(playOf(k)?.audioItem.stream.token)).toBe(playlistOf(kitchenToken));

  const b = await bedroom.intent('AMAZON.ResumeIntent');
  expect(burstOf(playOf(b)?.audioItem.stream.token)).toBe(burstOf(bedroomToken));
  expect(playOf(b)?.audioItem.stream.offsetInMilliseconds).toBe(5_000);
});

test('"continue here": a third Echo with nothing to resume picks up the most recent playback', async () => {
  await kitchen.launch();
  await sports();
  await bedroom.playToEnd();
  bedroom.advance(7_000);
  await bedroom.intent('AMAZON.PauseIntent');
  const paused = bedroom.current?.token;
  const office = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.OFFICE' });

  const turn = await office.intent('AMAZON.ResumeIntent');
  const play = playOf(turn);
  expect(turn.speech).toMatch(/^Picking up .+ from your other Echo\.$/);
  expect(burstOf(play?.audioItem.stream.token)).toBe(burstOf(paused));
  expect(play?.audioItem.stream.offsetInMilliseconds).toBe(7_000);
  expect(office.activity).toBe('PLAYING');
  // The office now has a playback of its own, and it goes on past the page boundary there.
  for (let i = 0; i < 5; i++) await office.playToEnd();
  expect(office.activity).toBe('PLAYING');
  expect(
    ((await h.records(office)).device as { playback: { playlist: { request: unknown } } }).playback.playlist
      .request,
  ).toMatchObject({ kind: 'category' });
  // The bedroom's own record is untouched: still paused where it was.
  expect(((await h.records(bedroom)).device as { playback: unknown }).playback).toMatchObject({
    activity: 'paused',
    offsetMs: 7_000,
    token: paused,
  });
});

test('opening the skill on a new Echo continues the other Echo, saying so; a new listener still gets the welcome', async () => {
  await sports();
  const office = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.OFFICE' });
  const turn = await office.launch();
  expect(turn.speech).toMatch(/^Picking up .+ from your other Echo\.$/);
  expect(burstOf(office.current?.token)).toBe(burstOf(bedroom.current?.token));

  const stranger = h.newDevice({
    userId: 'amzn1.ask.account.SOMEONE-ELSE',
    deviceId: 'amzn1.ask.device.OFFICE',
  });
  expect((await stranger.launch()).speech).toMatch(/^Welcome to Burst Voice/);
});

test('an old playback on the other Echo is not continued', async () => {
  await sports();
  await bedroom.intent('AMAZON.PauseIntent');
  h.clock.advance(13 * 60 * 60_000);
  const office = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.OFFICE' });
  expect((await office.intent('AMAZON.ResumeIntent')).speech).toBe(
    "There's nothing to resume. Say, play the news, to start.",
  );
});

test('stop on one Echo does not touch the other', async () => {
  await kitchen.launch();
  await sports();
  const before = (await h.records(kitchen)).device;
  await bedroom.intent('AMAZON.StopIntent');
  expect(bedroom.activity).toBe('STOPPED');
  expect((await h.records(kitchen)).device).toEqual(before);
  // The kitchen goes on: its NearlyFinished still enqueues the next burst of its own playlist.
  const nf = await kitchen.nearlyFinished();
  const enqueued = nf.reply.response.directives?.[0] as { playBehavior?: string } | undefined;
  expect(enqueued?.playBehavior).toBe('ENQUEUE');
  await kitchen.finish();
  expect(kitchen.activity).toBe('PLAYING');
  expect(indexOf(kitchen.current?.token)).toBe(1);
});

test('the local station set on one Echo is the listener’s on every Echo', async () => {
  await kitchen.intent('SetStationIntent', { station: 'Bay City Radio' });
  const rec = (await h.records(bedroom)).listener as { profile: { localStation?: { name: string } } };
  expect(rec.profile.localStation?.name).toBe('Bay City Radio');
  const turn = await bedroom.intent('WeatherIntent');
  expect(turn.speech).toContain('Bay City Radio');
});

test('a listener stored in the one-record schema keeps the profile and what was playing', async () => {
  await kitchen.launch();
  kitchen.advance(9_000);
  await kitchen.intent('AMAZON.PauseIntent');
  const paused = kitchen.current?.token;
  const { listener, device } = await h.records(kitchen);
  const legacy = { schemaVersion: 1, profile: listener?.profile, playback: device?.playback };
  const old = h.newDevice({ userId: 'amzn1.ask.account.OLD-SCHEMA', deviceId: 'amzn1.ask.device.OLD' });
  await h.store.put(keysOf(old).listener, JSON.parse(JSON.stringify(legacy)) as Record<string, unknown>, 0);

  const turn = await old.intent('AMAZON.ResumeIntent');
  expect(burstOf(playOf(turn)?.audioItem.stream.token)).toBe(burstOf(paused));
  expect(playOf(turn)?.audioItem.stream.offsetInMilliseconds).toBe(9_000);
  const after = await h.records(old);
  expect(after.listener).toMatchObject({ schemaVersion: 2, profile: legacy.profile });
  expect(after.device).toMatchObject({ schemaVersion: 1, playback: { activity: 'playing' } });
  // The API user id came along: no second registration.
  expect(h.sim.control.requestLog.filter((e) => e.path === '/v2/users/register')).toHaveLength(1);
});
