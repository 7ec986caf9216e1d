// Heard on one Echo, skipped by the next (docs/listening.md, Across Echos): two Echos of one
// account, each served by its own skill process, sharing one SQLite file. The kitchen Echo hears
// two stories and pauses; the bedroom Echo then asks for the same topic and must start with a
// story the listener has not heard, re-airs and other stations' readings of it included.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EchoDevice } from '../../src/emulator/device';
import { decodeToken } from '../../src/playback/token';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { startCluster, type SkillCluster } from './cluster';

let sim: RunningSimulator;
let cluster: SkillCluster;
let dir: string;

beforeAll(async () => {
  // Every story has a copy (a re-air or another station's reading): skipping by id would not do.
  sim = await startSimulator({ port: 0, pageSize: 5, reairRate: 1 });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'burst-stories-'));
  cluster = await startCluster(2, {
    apiUrl: sim.url,
    apiKey: sim.apiKey,
    secret: 'stories-secret',
    store: { kind: 'sqlite', path: path.join(dir, 'shared.db') },
  });
}, 30_000);

afterAll(async () => {
  await cluster?.close();
  await sim?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The simulator's ground truth: a copy names the burst it copies. */
function storyOf(burstId: string | undefined): string {
  const b = burstId ? sim.catalogue.burstById(burstId) : undefined;
  if (!b) throw new Error(`unknown burst ${burstId}`);
  return b.storyOf ?? b.id;
}

const playing = (d: EchoDevice) => decodeToken(d.current?.token)?.burstId;

test('a story heard on the kitchen Echo is not played by the bedroom Echo next', async () => {
  const userId = 'amzn1.ask.account.STORIES-ONE-HOME';
  const kitchen = new EchoDevice((env) => cluster.invoke(0, env), {
    userId,
    deviceId: 'amzn1.ask.device.KITCHEN',
  });
  const bedroom = new EchoDevice((env) => cluster.invoke(1, env), {
    userId,
    deviceId: 'amzn1.ask.device.BEDROOM',
  });

  await kitchen.intent('SearchIntent', { query: 'electric cars' });
  const heard = [storyOf(playing(kitchen))];
  await kitchen.playToEnd();
  heard.push(storyOf(playing(kitchen)));
  await kitchen.intent('AMAZON.PauseIntent');
  expect(new Set(heard).size).toBe(2);

  await bedroom.intent('SearchIntent', { query: 'electric cars' });
  const first = storyOf(playing(bedroom));
  expect(heard).not.toContain(first);
  // And none of the stories it goes on with either, nor one story twice.
  const stories = [first];
  for (let i = 0; i < 6 && bedroom.activity === 'PLAYING'; i++) {
    await bedroom.playToEnd();
    if (bedroom.activity === 'PLAYING') stories.push(storyOf(playing(bedroom)));
  }
  expect(stories.filter((s) => heard.includes(s))).toEqual([]);
  expect(new Set(stories).size).toBe(stories.length);
}, 30_000);
