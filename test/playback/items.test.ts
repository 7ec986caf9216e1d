// Bursts → queue items: only what Alexa can play and a token can name.
import type { Playlist } from '../../src/api/types';
import { pageFromPlaylist, toQueueItem, toQueueItems } from '../../src/playback/items';
import { storyPrint } from '../../src/stories/story';
import { burst } from './fixtures';

describe('toQueueItem', () => {
  it('keeps what directives, speech and reporting need', () => {
    const b = burst('AOyj1Lx74rZz', {
      title: 'Markets rally',
      durationSec: 37,
      createdAt: '2026-11-22T09:00:00.000Z',
      imageUrls: ['http://img.example.com/plain.jpg', 'https://img.example.com/a.jpg'],
      source: {
        name: 'KXYZ',
        type: 'Radio',
        networks: [],
        sourceId: 12,
        showName: 'Morning',
        showId: 's9',
      },
    });
    expect(toQueueItem(b, 4)).toEqual({
      burstId: 'AOyj1Lx74rZz',
      title: 'Markets rally',
      sourceName: 'KXYZ',
      sourceId: 12,
      showName: 'Morning',
      showId: 's9',
      audioUrl: 'https://cdn.example.com/AOyj1Lx74rZz.mp3',
      imageUrl: 'https://img.example.com/a.jpg',
      durationSec: 37,
      createdAt: '2026-11-22T09:00:00.000Z',
      // The story's print, so a re-air of it under another id is known (docs/stories.md).
      story: storyPrint({ title: 'Markets rally', createdAt: '2026-11-22T09:00:00.000Z' }),
      n: 4,
    });
  });

  it.each([
    [
      'the source image when the burst has none',
      'https://img.example.com/src.jpg',
      'https://img.example.com/src.jpg',
    ],
    ['no image when the source image is http', 'http://img.example.com/src.jpg', undefined],
  ])('falls back to %s', (_n, sourceImage, expected) => {
    const b = burst('b1', { source: { name: 'S', type: 'Radio', networks: [], imageUrl: sourceImage } });
    expect(toQueueItem(b)?.imageUrl).toBe(expected);
  });

  it('leaves optional fields out rather than undefined (state is persisted as JSON)', () => {
    const q = toQueueItem(burst('b1'));
    expect(q).toBeDefined();
    expect(Object.values(q ?? {})).not.toContain(undefined);
    expect(q).not.toHaveProperty('imageUrl');
  });

  it.each([
    ['no audio', { audioUrl: undefined }],
    ['an http stream', { audioUrl: 'http://cdn.example.com/a.mp3' }],
    ['an empty url', { audioUrl: '' }],
    ['an id with a separator', { id: 'a|b' }],
    ['an id with spaces', { id: 'a b' }],
    ['an empty id', { id: '' }],
  ])('drops a burst with %s', (_n, extra) => {
    expect(toQueueItem(burst('ok1', extra))).toBeUndefined();
  });
});

describe('toQueueItems and pageFromPlaylist', () => {
  it('drops unplayable bursts and numbers the rest in API order', () => {
    const list = [burst('a1'), burst('a2', { audioUrl: 'http://x/a.mp3' }), burst('a3'), burst('a|4')];
    const q = toQueueItems(list);
    expect(q.map((i) => [i.burstId, i.n])).toEqual([
      ['a1', 0],
      ['a3', 1],
    ]);
  });

  it('carries nextPage only when the API has more', () => {
    const pl: Playlist = { kind: 'playlist', bursts: [burst('a1')], nextPage: 'https://api.example.com/n' };
    expect(pageFromPlaylist(pl)).toEqual({
      items: toQueueItems(pl.bursts),
      nextPage: 'https://api.example.com/n',
    });
    expect(pageFromPlaylist({ kind: 'playlist', bursts: [] })).toEqual({ items: [] });
  });
});
