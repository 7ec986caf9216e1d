// Every API error kind, on every content intent's API path, becomes its own short sentence in a
// reply an Echo accepts (the device model throws on one it would refuse). The client gets a short
// budget so a hung API times out quickly.
import { BurstApiClient } from '../../src/api/http-client';
import { EchoDevice } from '../../src/emulator/device';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { buildSkill } from '../../src/app/build-skill';
import { listenerIdFor } from '../../src/skill/listener-id';
import { startSimulator, type RunningSimulator, type SimFault } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

const SECRET = 'content-errors-secret';
/**
 * Short enough for a fast test, long enough for the loopback simulator on a busy 2-core machine
 * (at 250 ms a call could time out before the simulator had logged it).
 */
const CLIENT_TIMEOUT_MS = 600;

let sim: RunningSimulator;
let clock: ManualClock;
let device: EchoDevice;

// One simulator for the file (its catalogue takes a moment to build); faults, latency and the log
// are reset, and a fresh client (no cache) and store are made, for every test.
beforeAll(async () => {
  clock = new ManualClock(Date.now());
  sim = await startSimulator({ port: 0, pageSize: 5, clock });
});
afterAll(() => sim.stop());

beforeEach(() => {
  sim.control.reset();
  const api = new BurstApiClient({
    baseUrl: sim.url,
    apiKey: sim.apiKey,
    clock,
    timeoutMs: CLIENT_TIMEOUT_MS,
  });
  const store = new MemoryPersistenceAdapter({ partitionKey: (env) => listenerIdFor(env, SECRET) });
  const { skill } = buildSkill({ listenerIdSecret: SECRET }, { api, store, clock, strictGuard: true });
  device = new EchoDevice((env: RequestEnvelope) => skill.invoke(env) as Promise<ResponseEnvelope>);
});

const UNAUTHORIZED =
  "Burst Voice isn't set up correctly right now, so I can't get bursts. Please try again later.";
const BUSY = 'The burst service is busy right now. Please try again in a moment.';
const BAD = "I got an answer I couldn't understand from the burst service. Please try again in a moment.";

const FAULTS: Array<[string, SimFault, string]> = [
  ['401', { kind: 'status', status: 401, body: { statusCode: 401, message: 'Access denied' } }, UNAUTHORIZED],
  ['403', { kind: 'status', status: 403 }, UNAUTHORIZED],
  ['429', { kind: 'status', status: 429, retryAfter: '5' }, BUSY],
  ['500', { kind: 'status', status: 500 }, BUSY],
  ['503', { kind: 'status', status: 503 }, BUSY],
  ['a hang (timeout)', { kind: 'hang' }, BUSY],
  ['a connection reset', { kind: 'reset' }, BUSY],
  ['malformed JSON', { kind: 'malformed' }, BAD],
];

/** Each content intent, the endpoint its answer depends on, and how to get there. */
interface Path {
  intent: string;
  endpoint: string;
  slots?: Record<string, string>;
  /** Something must be playing first. */
  needsPlaying?: boolean;
}
const PATHS: Path[] = [
  { intent: 'TopStoriesIntent', endpoint: '/v2/topstories' },
  { intent: 'CategoryIntent', endpoint: '/v2/topstories/category', slots: { category: 'sports' } },
  { intent: 'SearchIntent', endpoint: '/v2/topstories/search', slots: { query: 'electric cars' } },
  { intent: 'LatestIntent', endpoint: '/v2/search', slots: { query: 'electric cars' } },
  { intent: 'SourceIntent', endpoint: '/v2/sources', slots: { source: 'bay city radio' } },
  { intent: 'SourceIntent', endpoint: '/v2/topstories/search', slots: { source: 'bay city radio' } },
  { intent: 'WeatherIntent', endpoint: '/v2/sources', slots: { station: 'lakeside fm' } },
  { intent: 'WeatherIntent', endpoint: '/v2/intent/weather', slots: { station: 'lakeside fm' } },
  { intent: 'TrafficIntent', endpoint: '/v2/intent/traffic', slots: { station: 'lakeside fm' } },
  { intent: 'SetStationIntent', endpoint: '/v2/sources', slots: { station: 'thames radio' } },
  { intent: 'TrendingIntent', endpoint: '/v2/topstories/trending' },
  { intent: 'PlayRelatedIntent', endpoint: '/v2/topstories/burst', needsPlaying: true },
  { intent: 'AboutShowIntent', endpoint: '/v2/show', needsPlaying: true },
  { intent: 'AboutStationIntent', endpoint: '/v2/station', needsPlaying: true },
  { intent: 'PlayShowIntent', endpoint: '/v2/topstories/search', needsPlaying: true },
];

async function startPlaying(): Promise<void> {
  await device.intent('CategoryIntent', { category: { value: 'tech', id: '5' } });
  expect(device.activity).toBe('PLAYING');
}

describe.each(FAULTS)('an API that answers %s', (_, fault, sentence) => {
  it.each(PATHS.map((p) => [`${p.intent} (${p.endpoint})`, p] as const))(
    '%s: says its sentence and ends the session',
    async (_label, path) => {
      if (path.needsPlaying) await startPlaying();
      const before = device.current?.token;
      sim.control.injectFault(path.endpoint, fault);
      const turn = await device.intent(path.intent, path.slots ?? {});
      expect(turn.speech).toBe(sentence);
      expect(turn.reply.response.shouldEndSession).toBe(true);
      // What played before keeps playing; nothing new was started.
      expect(turn.reply.response.directives ?? []).toEqual([]);
      expect(device.current?.token).toBe(before);
      expect(sim.control.requestLog.some((e) => e.path === path.endpoint)).toBe(true);
    },
  );
});

describe('a `type: "message"` body instead of a playlist', () => {
  it.each([
    [
      'SearchIntent',
      '/v2/topstories/search',
      { query: 'electric cars' },
      /^I couldn't find any bursts about electric cars\./,
    ],
    [
      'LatestIntent',
      '/v2/search',
      { query: 'electric cars' },
      /^I couldn't find anything recent on electric cars\./,
    ],
    [
      'CategoryIntent',
      '/v2/topstories/category',
      { category: 'sports' },
      /^There's nothing to play for that right now\./,
    ],
    [
      'WeatherIntent',
      '/v2/intent/weather',
      { station: 'lakeside fm' },
      /^Lakeside FM doesn't have a weather report right now\./,
    ],
  ] as const)(
    '%s says there is nothing, plays nothing and keeps the session open',
    async (intent, endpoint, slots, said) => {
      sim.control.injectFault(endpoint, { kind: 'message', message: 'No <b>bursts</b> & more' });
      const turn = await device.intent(intent, slots);
      expect(turn.speech).toMatch(said);
      // The API's own message text is never read out.
      expect(turn.speech).not.toContain('bursts</b>');
      expect(turn.reply.response.shouldEndSession).toBe(false);
      // Nothing plays; a search or a station report asks for another (Dialog.ElicitSlot).
      const types = (turn.reply.response.directives ?? []).map((d) => d.type);
      expect(types).toEqual(intent === 'CategoryIntent' ? [] : ['Dialog.ElicitSlot']);
      expect(device.activity).toBe('IDLE');
    },
  );
});

describe('a failed user registration', () => {
  it('does not affect the answer: the playlist is fetched without personalisation', async () => {
    sim.control.injectFault('/v2/users/register', { kind: 'status', status: 503 });
    const turn = await device.intent('SearchIntent', { query: 'electric cars' });
    expect(turn.speech).toBe("Here's what I found about electric cars.");
    expect(device.activity).toBe('PLAYING');
  });
});
