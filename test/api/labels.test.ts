// Titles and names from the API are cut at the boundary: one giant title (seen in fuzzing) would
// otherwise push a reply past Alexa's 24 KB limit and be spoken for minutes.
import { mapBurstV1, mapBurstV2, type MapContext } from '../../src/api/map';
import { MAX_LABEL_CHARS } from '../../src/config/limits';
import { silentLogger } from '../../src/util/logger';

const ctx: MapContext = { endpoint: '/v2/topstories/search', logger: silentLogger, upgradeHosts: [] };
const giant = 'word '.repeat(8000);

test('a v2 burst keeps a normal title whole and cuts a giant title, source, show and episode name', () => {
  const normal = mapBurstV2({ burstId: 'b1', title: 'Rates hold steady', contentURLs: {} }, ctx);
  expect(normal?.title).toBe('Rates hold steady');
  const b = mapBurstV2(
    {
      burstId: 'b2',
      title: giant,
      source: { sourceName: giant, showName: giant, episodeName: giant },
      contentURLs: { audioURL: 'https://cdn.test/a.mp3' },
    },
    ctx,
  );
  for (const text of [b?.title, b?.source.name, b?.source.showName, b?.source.episodeName]) {
    expect(text).toHaveLength(MAX_LABEL_CHARS);
    expect(text?.endsWith('…')).toBe(true);
    expect(giant.startsWith(text!.slice(0, -1))).toBe(true);
  }
  expect(b?.audioUrl).toBe('https://cdn.test/a.mp3');
});

test('a v1 burst cuts a giant title and station name the same way', () => {
  const b = mapBurstV1({ burstID: 'b3', title: giant, stationName: giant }, ctx);
  expect(b?.title).toHaveLength(MAX_LABEL_CHARS);
  expect(b?.source.name).toHaveLength(MAX_LABEL_CHARS);
});
