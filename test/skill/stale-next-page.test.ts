// The API does not say whether nextPage URLs expire (docs/burst-api.md, Paging). A continuation the API
// refuses (gone, or on another origin) is rebuilt from the playlist's request instead of ending the playlist.
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const burstOf = (token: string | undefined) => token?.split('|')[4];

async function breakContinuation(url: string): Promise<void> {
  await h.editDevice((rec) => {
    (rec as { playback: { playlist: { nextPage?: string } } }).playback.playlist.nextPage = url;
  });
}

test.each([
  ['gone (404 on the API origin)', (origin: string) => `${origin}/v2/no-such-page?page=2`],
  ['on another origin (refused without a request)', () => 'https://elsewhere.example/v2/topstories?page=2'],
])('a continuation that is %s: the playlist goes on with bursts not heard yet', async (_name, urlFor) => {
  await h.device.launch();
  await breakContinuation(urlFor(h.sim.url));
  const heard = [burstOf(h.device.current?.token)];
  for (let i = 0; i < 7; i++) {
    await h.device.playToEnd();
    heard.push(burstOf(h.device.current?.token));
  }
  // Eight different bursts: page 1 (5), then bursts from the rebuilt playlist.
  expect(new Set(heard).size).toBe(8);
  expect(h.device.activity).toBe('PLAYING');
  const topStoriesCalls = h.sim.control.requestLog.filter((e) => e.path === '/v2/topstories');
  expect(topStoriesCalls.length).toBeGreaterThanOrEqual(2);
  expect(h.logs.some((l) => l.includes('playlist rebuilt from its request'))).toBe(true);
});
