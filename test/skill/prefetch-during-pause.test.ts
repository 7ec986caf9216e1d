// Review finding: PlaybackStarted near the end of a page prefetches the next page while the
// device plays. The handler held the listener's state for the whole call and saved it after, so
// a request of the same listener answered meanwhile (the listener says "pause") was overwritten:
// the stored state said "playing from 0" and "resume" restarted the burst. Since issue 23 the
// prefetch stores nothing at all: the page waits in process memory for the NearlyFinished that
// needs it (src/skill/page-store.ts), which appends it with its own write.
import type { CallOptions } from '../../src/api/api';
import { BurstApiClient } from '../../src/api/http-client';
import type { Playlist } from '../../src/api/types';
import { EchoDevice } from '../../src/emulator/device';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { stateKeysFor } from '../../src/state/keys';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

const SECRET = 'review-secret';

/** An API client whose next-page calls wait until the test lets them go. */
class GatedApi extends BurstApiClient {
  private release?: () => void;
  private gate?: Promise<void>;
  entered?: Promise<void>;
  private enteredResolve?: () => void;
  pageCalls = 0;

  hold(): void {
    this.gate = new Promise((r) => (this.release = r));
    this.entered = new Promise((r) => (this.enteredResolve = r));
  }
  open(): void {
    this.release?.();
    this.gate = undefined;
  }
  override async nextPage(url: string, opts?: CallOptions): Promise<Playlist> {
    this.pageCalls++;
    if (this.gate) {
      this.enteredResolve?.();
      await this.gate;
    }
    return super.nextPage(url, opts);
  }
}

let sim: RunningSimulator;
let api: GatedApi;
let store: MemoryPersistenceAdapter;
let device: EchoDevice;

beforeEach(async () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 2, 0));
  sim = await startSimulator({ port: 0, pageSize: 5, clock });
  api = new GatedApi({ baseUrl: sim.url, apiKey: sim.apiKey, clock });
  store = new MemoryPersistenceAdapter();
  const { skill } = buildSkill({ listenerIdSecret: SECRET }, { api, store, clock, strictGuard: true });
  device = new EchoDevice((env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>);
});
afterEach(() => sim.stop());

async function storedPlayback(): Promise<Record<string, unknown>> {
  const env = {
    context: { System: { user: { userId: device.who.userId }, device: { deviceId: device.who.deviceId } } },
  } as unknown as RequestEnvelope;
  const rec = await store.get(stateKeysFor(env, SECRET).device);
  return rec.value?.playback as Record<string, unknown>;
}

test('"pause" while PlaybackStarted waits on the page prefetch keeps the paused offset', async () => {
  await device.launch();
  await device.playToEnd();
  // The next Started (the third of five loaded bursts) prefetches page 2: hold that call.
  api.hold();
  const started = device.playToEnd();
  await api.entered;
  const third = device.current?.token;
  device.advance(4_000);
  await device.intent('AMAZON.PauseIntent');
  expect(device.activity).toBe('STOPPED');
  api.open();
  await started;

  const pb = await storedPlayback();
  expect(pb).toMatchObject({ activity: 'paused', offsetMs: 4_000, token: third });
  // The prefetch wrote nothing: the stored playlist still holds the first page only.
  const pl = pb.playlist as { items: unknown[] };
  expect(pl.items).toHaveLength(5);

  const turn = await device.intent('AMAZON.ResumeIntent');
  const play = turn.reply.response.directives?.find((d) => d.type === 'AudioPlayer.Play') as
    { audioItem?: { stream?: { offsetInMilliseconds?: number; token?: string } } } | undefined;
  expect(play?.audioItem?.stream?.offsetInMilliseconds).toBe(4_000);
  expect(play?.audioItem?.stream?.token?.split('|')[4]).toBe(third?.split('|')[4]);

  // Through the page boundary: the NearlyFinished of the fifth burst enqueues the sixth from
  // the page fetched ahead, with no page call of its own, and stores it then.
  for (let i = 0; i < 3; i++) await device.playToEnd();
  expect(api.pageCalls).toBe(1);
  expect(((await storedPlayback()).playlist as { items: unknown[] }).items.length).toBeGreaterThan(5);
});
