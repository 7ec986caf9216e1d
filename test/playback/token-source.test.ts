// What a playlist was built from, in its tokens (issue 48): every request kind the skill starts
// comes back as it went in, or as what goes on in its place when the store is unreadable.
import { decodeSource, encodeSource } from '../../src/playback/token-source';
import type { PlaylistRequest } from '../../src/playback/types';

it.each<[PlaylistRequest, PlaylistRequest]>([
  [{ kind: 'topStories' }, { kind: 'topStories' }],
  [
    { kind: 'category', playlistId: '4', name: 'sports, & more' },
    { kind: 'category', playlistId: '4', name: 'sports, & more' },
  ],
  [
    { kind: 'search', query: 'electric cars|trucks' },
    { kind: 'search', query: 'electric cars|trucks' },
  ],
  [
    { kind: 'latest', query: 'the markets' },
    { kind: 'latest', query: 'the markets' },
  ],
  [
    { kind: 'source', sourceId: 42, sourceName: 'KVTR Public Radio' },
    { kind: 'source', sourceId: 42, sourceName: 'KVTR Public Radio' },
  ],
  [
    { kind: 'weather', stationId: 7 },
    { kind: 'weather', stationId: 7 },
  ],
  [
    { kind: 'traffic', stationId: 7, stationName: 'KVTR' },
    { kind: 'traffic', stationId: 7 },
  ],
  [
    { kind: 'related', burstId: 'AOyj1Lx74rZz' },
    { kind: 'related', burstId: 'AOyj1Lx74rZz' },
  ],
  [
    { kind: 'show', showName: 'Morning Edition', sourceId: 3 },
    { kind: 'show', showName: 'Morning Edition', sourceId: 3 },
  ],
  [
    { kind: 'show', showName: 'Morning Edition' },
    { kind: 'show', showName: 'Morning Edition' },
  ],
  // Read from the store, which is what cannot be read then: they go on as top stories do.
  [{ kind: 'follows' }, { kind: 'topStories' }],
  [{ kind: 'saved' }, { kind: 'topStories' }],
  [
    { kind: 'trending', topic: 'solar power' },
    { kind: 'search', query: 'solar power' },
  ],
])('%j comes back as %j', (request, back) => {
  const text = encodeSource(request);
  expect(text).toMatch(/^[A-Za-z0-9%,._!~*'()-]+$/);
  expect(decodeSource(text ?? '')).toEqual(back);
});

it.each(['', 'x', 'c4', 'o', 'oabc', 'w', 's', 's%E0%A4%A'])('%j decodes to nothing', (text) => {
  expect(decodeSource(text)).toBeUndefined();
});
