// Follows on two Echos of one account: follow, list, unfollow, the limit, "play my topics" (parallel
// feeds, a failing feed skipped, endless continuation per feed) and launch with follows.
import { FOLLOW_LIMIT } from '../../src/radio/follows';
import { en } from '../../src/skill/speech/en';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const burstOf = (token?: string) => token?.split('|')[4];
const kitchen = () => h.device;
const bedroomOf = (hh: Harness) => hh.newDevice({ deviceId: 'amzn1.ask.device.bedroom' });

test('follow on one Echo, list and unfollow on another: the list is the listener’s', async () => {
  const bedroom = bedroomOf(h);
  expect((await kitchen().intent('FollowIntent', { topic: 'electric cars' })).speech).toMatch(
    /now following electric cars/,
  );
  // The words name a station of /v2/sources: a source follow, named as the API names it.
  expect((await kitchen().intent('FollowIntent', { topic: 'kvtr' })).speech).toMatch(
    /now following KVTR Public Radio/,
  );
  expect((await kitchen().intent('FollowIntent', { topic: 'the show morning cascade' })).speech).toMatch(
    /now following the show morning cascade/,
  );
  expect((await bedroom.intent('FollowIntent', { topic: 'Electric Cars' })).speech).toMatch(/already follow/);
  const list = await bedroom.intent('ListFollowsIntent');
  expect(list.speech).toMatch(
    /You follow 3 topics and stations: electric cars, KVTR Public Radio and morning cascade\./,
  );
  expect((await bedroom.intent('UnfollowIntent', { topic: 'stop following kvtr' })).speech).toMatch(
    /don't follow/,
  );
  expect((await bedroom.intent('UnfollowIntent', { topic: 'KVTR' })).speech).toMatch(
    /no longer following KVTR Public Radio/,
  );
  expect((await kitchen().intent('ListFollowsIntent')).speech).toMatch(/electric cars and morning cascade/);
  const stored = (await h.records(kitchen())).listener as { follows: Array<{ kind: string }> };
  expect(stored.follows.map((f) => f.kind)).toEqual(['topic', 'show']);
  // Nothing about follows went into either device's record.
  expect(JSON.stringify((await h.records(bedroom)).device ?? {})).not.toContain('electric cars');
});

test(`up to ${FOLLOW_LIMIT} follows, then one sentence on how to make room`, async () => {
  for (let i = 0; i < FOLLOW_LIMIT; i++)
    await kitchen().intent('FollowIntent', { topic: `topic number ${i}` });
  const full = await kitchen().intent('FollowIntent', { topic: 'one more thing' });
  expect(full.speech).toMatch(/the most I can keep/);
  const stored = (await h.records(kitchen())).listener as { follows: unknown[] };
  expect(stored.follows).toHaveLength(FOLLOW_LIMIT);
});

test('with nothing followed, "play my topics" says how to follow and plays nothing', async () => {
  const t = await kitchen().intent('PlayFollowsIntent');
  expect(t.speech).toBe(en.follows_none);
  expect(kitchen().activity).toBe('IDLE');
  expect((await kitchen().intent('ListFollowsIntent')).speech).toBe(en.follows_none);
});

test('"play my topics": every feed in one round with device=alexa, interleaved, and it keeps going past each feed’s first page', async () => {
  await kitchen().intent('FollowIntent', { topic: 'electric cars' });
  await kitchen().intent('FollowIntent', { topic: 'kvtr' });
  h.sim.control.clearLog();
  const t = await kitchen().intent('PlayFollowsIntent');
  expect(t.speech).toMatch(/latest from what you follow/);
  expect(kitchen().activity).toBe('PLAYING');
  const feedCalls = () =>
    h.sim.control.requestLog
      // The feeds' searches (other calls, such as burst detail for captions, are not feeds).
      .filter((e) => e.method === 'GET' && /^\/v2\/(search|topstories\/search)$/.test(e.path))
      .map((e) => `${e.path} ${e.query.device}`)
      .sort();
  expect(feedCalls()).toEqual(['/v2/search alexa', '/v2/topstories/search alexa']);
  const heard = [burstOf(kitchen().current?.token)];
  for (let i = 0; i < 14; i++) {
    await kitchen().playToEnd();
    heard.push(burstOf(kitchen().current?.token));
  }
  expect(kitchen().activity).toBe('PLAYING');
  // 15 distinct bursts from pages of 5 per feed: each feed was continued on its own.
  expect(new Set(heard).size).toBe(15);
  // Later rounds followed each feed's own continuation (both endpoints asked again).
  const later = feedCalls();
  expect(later.filter((c) => c.startsWith('/v2/search ')).length).toBeGreaterThan(1);
  expect(later.filter((c) => c.startsWith('/v2/topstories/search ')).length).toBeGreaterThan(1);
});

test('a followed feed that errors is skipped, the others play', async () => {
  await kitchen().intent('FollowIntent', { topic: 'electric cars' });
  await kitchen().intent('FollowIntent', { topic: 'kvtr' });
  h.sim.control.injectFault('/v2/topstories/search', { kind: 'status', status: 500 });
  const t = await kitchen().intent('PlayFollowsIntent');
  expect(t.speech).toMatch(/latest from what you follow/);
  expect(kitchen().activity).toBe('PLAYING');
});

test('every followed feed failing is one short sentence, not a crash', async () => {
  await kitchen().intent('FollowIntent', { topic: 'electric cars' });
  h.sim.control.injectFault('*', { kind: 'status', status: 503 });
  const t = await kitchen().intent('PlayFollowsIntent');
  expect(t.speech).toBe(en.error_busy);
  expect(kitchen().activity).toBe('IDLE');
});

test('launch: a returning listener with follows and nothing to resume hears their topics', async () => {
  await kitchen().intent('FollowIntent', { topic: 'electric cars' });
  const t = await kitchen().launch();
  expect(t.speech).toBe(en.welcome_back_follows);
  expect(kitchen().activity).toBe('PLAYING');
  const stored = (await h.records(kitchen())).device as {
    playback: { playlist: { request: { kind: string } } };
  };
  expect(stored.playback.playlist.request.kind).toBe('follows');
});
