// A listening session as a person lives it, in the local Echo with the real skill and the
// simulator over loopback (docs/listening.md): each story once however long one listens, a
// playlist that goes on after its last page and says so, and the listener's choice to have
// playlists stop, remembered across sessions and Echos. The simulator re-airs stories and has
// other stations read them (reairRate), as real radio does.
import { BurstApiClient } from '../../src/api/http-client';
import { EmulatorSession, type EmulatorTurn } from '../../src/emulator/session';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { decodeToken } from '../../src/playback/token';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';

let sim: RunningSimulator;
let clock: ManualClock;
let api: BurstApiClient;

beforeEach(async () => {
  clock = new ManualClock(Date.now());
  sim = await startSimulator({ port: 0, pageSize: 10, clock, reairRate: 0.3 });
  api = new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey, device: 'alexa', clock });
});
afterEach(() => sim.stop());

function echo(
  who: { deviceId?: string } = {},
  persistence = new MemoryPersistenceAdapter(),
): EmulatorSession {
  return new EmulatorSession({
    api,
    clock,
    strictGuard: true,
    trackTime: true,
    persistence,
    who: { userId: 'amzn1.ask.account.ONE-HOME', ...who },
  });
}

/** The simulator's ground truth: a re-air or another station's reading names the burst it copies. */
function storyOf(turn: EmulatorTurn): string {
  const id = decodeToken(turn.player.token)?.burstId;
  const b = id ? sim.catalogue.burstById(id) : undefined;
  if (!b) throw new Error(`not a catalogue burst: ${id}`);
  return b.storyOf ?? b.id;
}

/** Plays `count` bursts to their end (the chat's `:end`), returning each burst's turn as it starts. */
async function listen(e: EmulatorSession, first: EmulatorTurn, count: number): Promise<EmulatorTurn[]> {
  const turns = [first];
  for (let i = 1; i < count && e.device.activity === 'PLAYING'; i++) {
    const t = await e.finishCurrent();
    if (e.device.activity === 'PLAYING') turns.push(t);
  }
  return turns;
}

const twice = (stories: string[]) => stories.filter((s, i) => stories.indexOf(s) !== i);

test('sixty top stories in a row: no story twice, and it is still playing', async () => {
  const e = echo();
  const turns = await listen(e, await e.say('ask burst voice to play the news'), 60);
  expect(turns).toHaveLength(60);
  expect(twice(turns.map(storyOf))).toEqual([]);
  expect(e.device.activity).toBe('PLAYING');
});

test('a search played past its last page goes on with more like it, each story once, and says so', async () => {
  const e = echo();
  const turns = await listen(e, await e.say('ask burst voice to play bursts about electric cars'), 60);
  expect(turns).toHaveLength(60);
  expect(twice(turns.map(storyOf))).toEqual([]);
  // Its own bursts first, then the continuation: once it starts, every burst says which it is,
  // related bursts or the top stories, on the screen and in the local Echo's label.
  const at = turns.findIndex((t) => t.player.subtitle?.startsWith('More '));
  expect(at).toBeGreaterThan(0);
  const labels = turns
    .slice(at)
    .map(
      (t) => /^(More like: electric cars|More from your top stories) · /.exec(t.player.subtitle ?? '')?.[1],
    );
  expect(labels).not.toContain(undefined);
  expect(
    turns.slice(at).every((t) => t.player.position?.startsWith(t.player.subtitle?.split(' · ')[0] ?? '?')),
  ).toBe(true);
  const asked = await e.say("ask burst voice what's playing");
  expect(asked.speech).toMatch(
    /Your playlist, electric cars, ran out, so this is (more like it|from your top stories)\.$/,
  );
});

test('different stories about the same people all play, and each copy of one story once (issue 49)', async () => {
  const e = echo();
  // On this page: "European Central Bank holds interest rates steady" and "Will European Central
  // Bank cut rates before the new year?", both naming the bank and the Federal Reserve.
  const first = await e.say('ask burst voice to play bursts about interest rates');
  // The search's own first page, as the API lists it: every story on it, by the simulator's truth.
  const page = await api.searchRelevancy({ q: 'interest rates' });
  const listed = page.bursts
    .filter((b) => b.audioUrl?.startsWith('https://'))
    .map((b) => sim.catalogue.burstById(b.id))
    .filter((b) => b !== undefined);
  const stories = new Set(listed.map((b) => b.storyOf ?? b.id));
  const heard = (await listen(e, first, 40)).map(storyOf);
  expect(twice(heard)).toEqual([]);
  for (const story of stories) expect(heard).toContain(story);
  // The point: on that page are two different stories that name the same two entities.
  const originals = listed.filter((b) => b.storyOf === undefined);
  const sharing = originals.some((a, i) =>
    originals.slice(i + 1).some((b) => b.entities.filter((x) => a.entities.includes(x)).length >= 2),
  );
  expect(sharing).toBe(true);
});

test('stop during the continuation stops, and resume goes on there', async () => {
  const e = echo();
  const turns = await listen(e, await e.say('ask burst voice to play bursts about electric cars'), 60);
  const more = turns.at(-1);
  expect(more?.player.position).toMatch(/^More /);
  await e.say('stop');
  expect(e.device.activity).toBe('STOPPED');
  const resumed = await e.say('ask burst voice to resume');
  expect(resumed.player.activity).toBe('PLAYING');
  expect(resumed.player.token).not.toBe(more?.player.token);
  expect(resumed.player.position).toBe(more?.player.position);
});

test('"stop when the playlist ends" is remembered across sessions and Echos, and can be undone', async () => {
  const store = new MemoryPersistenceAdapter();
  const kitchen = echo({ deviceId: 'amzn1.ask.device.KITCHEN' }, store);
  const set = await kitchen.say('ask burst voice to stop when the playlist ends');
  expect(set.resolution).toMatchObject({ kind: 'intent', intent: 'StopAtEndIntent' });
  expect(set.speech).toMatch(/your playlists stop when they run out/);

  const bedroom = echo({ deviceId: 'amzn1.ask.device.BEDROOM' }, store);
  await listen(bedroom, await bedroom.say('ask burst voice to play bursts about electric cars'), 100);
  expect(bedroom.device.activity).toBe('FINISHED');

  const undo = await bedroom.say('ask burst voice to keep playing after the playlist');
  expect(undo.resolution).toMatchObject({ kind: 'intent', intent: 'KeepPlayingIntent' });
  const turns = await listen(
    kitchen,
    await kitchen.say('ask burst voice to play bursts about electric cars'),
    60,
  );
  expect(turns.some((t) => t.player.position?.startsWith('More '))).toBe(true);
});

test('a weather report still ends after its last burst', async () => {
  const e = echo();
  const first = await e.say("ask burst voice what's the weather on KVTR Public Radio");
  expect(first.player.activity).toBe('PLAYING');
  await listen(e, first, 20);
  expect(e.device.activity).toBe('FINISHED');
});

test('"next" past the last burst of the playlist goes on into the continuation, as the buttons do', async () => {
  const e = echo();
  let turn = await e.say('ask burst voice to play bursts about electric cars');
  const seen = [storyOf(turn)];
  for (let i = 0; i < 60 && !turn.player.position?.startsWith('More '); i++) {
    turn = i % 2 === 0 ? await e.say('next') : await e.press('Next');
    expect(turn.player.activity).toBe('PLAYING');
    seen.push(storyOf(turn));
  }
  expect(turn.player.position).toMatch(/^More (like: electric cars|from your top stories) · \d+ of \d+\+$/);
  expect(twice(seen)).toEqual([]);
});

test('a category played past its end goes on: nothing new in it or related to it, so the top stories', async () => {
  const e = echo();
  const turns = await listen(e, await e.say('ask burst voice to play tech'), 70);
  expect(turns).toHaveLength(70);
  expect(twice(turns.map(storyOf))).toEqual([]);
  const at = turns.findIndex((t) => t.player.subtitle?.startsWith('More '));
  expect(at).toBeGreaterThan(0);
  expect(
    turns
      .slice(at)
      .every((t) =>
        /^More (like: tech news|from tech news|from your top stories) · /.test(t.player.subtitle ?? ''),
      ),
  ).toBe(true);
  expect(e.device.activity).toBe('PLAYING');
  // Before the top stories, the continuation asked the category itself again for its newest.
  const categoryFirstPages = sim.control.requestLog.filter(
    (c) => c.path === '/v2/topstories/category' && c.query.category === '5' && c.query.page === undefined,
  );
  expect(categoryFirstPages.length).toBeGreaterThan(1);
});
