// The device record's compact playback (src/state/stored-playback.ts, issue 39): what is written
// reads back as the same state, records stored before it (whole queue items) still read as they
// did, and the compact record is smaller.
import { initialState } from '../../src/playback/engine';
import { PLAYBACK_SCHEMA_VERSION, type PlaybackState, type QueueItem } from '../../src/playback/types';
import {
  newListenerRecord,
  readDevice,
  readDeviceAlone,
  storedDevice,
  type DeviceRecord,
} from '../../src/state/records';
import { COMPACT_PLAYBACK_VERSION, readStoredPlayback, storePlayback } from '../../src/state/stored-playback';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const GEN = '5857d1bc670742e0abc7a282';

/** A device record exactly as the skill stored it before issue 39 (a listener on its second burst). */
const OLD_RECORD = {
  schemaVersion: 1,
  playback: {
    schemaVersion: 1,
    index: 1,
    offsetMs: 1000,
    activity: 'playing',
    updatedAt: 1795752015054,
    history: ['ih0up~TIVpd4', 'houky~VkVped'],
    consecutiveFailures: 0,
    tokenSeq: 5,
    playlist: {
      id: 'mwygdupz1',
      request: { kind: 'topStories' },
      items: [
        {
          burstId: 'top-0-0',
          title: 'Sanrober tellunnos nosquife',
          sourceName: 'KVTR Public Radio',
          sourceId: 101,
          showName: 'Morning',
          audioUrl: 'https://cdn.stub.invalid/bursts/top-0-0.mp3',
          durationSec: 60,
          createdAt: '2026-11-22T08:00:00.000Z',
          story: 'ih0up~TIVpd4',
          n: 0,
        },
        {
          burstId: 'top-0-1',
          title: 'Lunbernos tellunnos galmitel',
          sourceName: 'KVTR Public Radio',
          sourceId: 101,
          showName: 'Morning',
          audioUrl: 'https://cdn.stub.invalid/bursts/top-0-1.mp3',
          durationSec: 60,
          createdAt: '2026-11-22T08:00:00.000Z',
          story: 'houky~VkVped',
          n: 1,
        },
        {
          burstId: 'top-0-2',
          title: 'Bertelgal tellunnos zunoslun',
          sourceName: 'KVTR Public Radio',
          sourceId: 101,
          showName: 'Morning',
          audioUrl: 'https://cdn.stub.invalid/bursts/top-0-2.mp3',
          durationSec: 60,
          createdAt: '2026-11-22T08:00:00.000Z',
          story: '2ac0p~VpVsbd',
          n: 2,
        },
      ],
      base: 0,
      nextPage: 'https://stub.burst.invalid/v2/page?key=top&page=1',
      more: { next: 'related' },
      loop: false,
      shuffle: false,
    },
    token: 'bv1|mwygdupz1|1|5|top-0-1',
  },
  gen: GEN,
  apiUserId: 'ab-w0Abf_Oi9Ovn',
};

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function item(id: string, n: number, over: Partial<QueueItem> = {}): QueueItem {
  return {
    burstId: id,
    title: `Title ${id}`,
    sourceName: 'Radio One',
    audioUrl: `https://cdn.test/audio/${id}.mp3`,
    durationSec: 30 + n,
    story: `p${id}~`,
    n,
    ...over,
  };
}

function withItems(items: QueueItem[], over: Partial<PlaybackState> = {}): PlaybackState {
  return {
    ...initialState(NOW),
    index: 1,
    token: 'bv1|pl1|1|3|b',
    activity: 'paused',
    offsetMs: 4200,
    tokenSeq: 3,
    history: ['pa~', 'pb~'],
    playlist: {
      id: 'pl1',
      request: { kind: 'category', playlistId: '10', name: 'Sports' },
      items,
      base: 4,
      nextPage: 'https://api.test/next?page=2',
      more: { next: 'top', now: 'related' },
      loop: false,
      shuffle: true,
    },
    ...over,
  };
}

describe('the compact playback', () => {
  test('a record stored before it (whole items) reads as it did, and as its compact rewrite', () => {
    const l = { ...newListenerRecord(NOW), gen: GEN };
    const { apiUserId: _readAlone, ...asRead } = OLD_RECORD;
    const old = readDevice(copy(OLD_RECORD), l);
    expect(old).toEqual(asRead);
    const rewritten = copy(storedDevice({ ...(old as DeviceRecord), apiUserId: OLD_RECORD.apiUserId }));
    expect((rewritten.playback as { schemaVersion: number }).schemaVersion).toBe(COMPACT_PLAYBACK_VERSION);
    expect(readDevice(rewritten, l)).toEqual(asRead);
    // AudioPlayer events read the device record alone: either layout.
    expect(readDeviceAlone(copy(OLD_RECORD), NOW)?.device).toEqual(OLD_RECORD);
    expect(readDeviceAlone(rewritten, NOW)?.device).toEqual(OLD_RECORD);
  });

  test('a list read and left as it was is written back as read; a new list is encoded anew', () => {
    const items = [item('a', 0, { sourceId: 3 }), item('b', 1, { sourceId: 3 }), item('c', 2)];
    const raw = copy(storePlayback(withItems(items)));
    const read = readStoredPlayback(raw) as PlaybackState;
    const again = storePlayback({ ...read, index: 2, offsetMs: 0 });
    expect(again.playlist?.items).toBe(raw.playlist?.items);
    // A new list (the engine never changes one in place): its first item now carries the source.
    const pl = read.playlist as NonNullable<PlaybackState['playlist']>;
    const shorter = storePlayback({ ...read, playlist: { ...pl, items: pl.items.slice(1) } });
    expect(shorter.playlist?.items).not.toBe(raw.playlist?.items);
    expect(readStoredPlayback(copy(shorter))?.playlist?.items).toEqual(items.slice(1));
  });

  test('what is written reads back as the same state: sources, shows, images, order, continuation', () => {
    const items = [
      item('a', 7, { sourceId: 3, showName: 'Morning', showId: 's9', imageUrl: 'https://img.test/a.png' }),
      item('b', 5, { sourceId: 3, showName: 'Morning', showId: 's9', createdAt: '2026-11-20T10:00:00.000Z' }),
      item('c', 6, { sourceName: 'Radio Two', via: 'related' }),
      item('d', 9, { sourceName: 'Radio Two', audioUrl: 'https://other.test/d.mp3', story: undefined }),
      item('e', 10, { sourceName: 'Radio One' }),
    ];
    for (const i of items) if (i.story === undefined) delete i.story;
    const states: PlaybackState[] = [
      withItems(items),
      withItems(items.slice(2), {
        episode: { burstId: 'c', url: 'https://ep.test/c.mp3', title: 'The show', startMs: 500 },
      }),
      withItems([item('x', 0)], {
        playlist: {
          ...withItems([]).playlist!,
          items: [item('x', 0)],
          budget: { sec: 300, queuedSec: 30 },
          pageFetchFailedAt: NOW,
        },
      }),
      withItems([]),
      initialState(NOW),
    ];
    for (const pb of states) {
      const stored = copy(storePlayback(pb));
      expect(stored.schemaVersion).toBe(COMPACT_PLAYBACK_VERSION);
      expect(readStoredPlayback(stored)).toEqual(pb);
      expect(readStoredPlayback(stored)?.schemaVersion).toBe(PLAYBACK_SCHEMA_VERSION);
    }
  });

  test('the stored record is a quarter smaller than the old one', () => {
    const l = { ...newListenerRecord(NOW), gen: GEN };
    const compact = JSON.stringify(storedDevice(readDevice(copy(OLD_RECORD), l) as never));
    expect(compact.length).toBeLessThan(JSON.stringify(OLD_RECORD).length * 0.75);
  });

  test("keeps the images' common beginning once (ib), an image elsewhere whole, and reads both back", () => {
    const pb = withItems([
      item('a', 0, { imageUrl: 'https://img.test/bursts/a.jpg' }),
      item('b', 1),
      item('c', 2, { imageUrl: 'https://img.test/bursts/c.jpg' }),
    ]);
    const stored = copy(storePlayback(pb)) as unknown as {
      playlist: { ib?: string; items: Array<Record<string, unknown>> };
    };
    expect(stored.playlist.ib).toBe('https://img.test/bursts/');
    expect(stored.playlist.items.map((i) => [i.i, i.img])).toEqual([
      ['a.jpg', undefined],
      [undefined, undefined],
      ['c.jpg', undefined],
    ]);
    expect(readStoredPlayback(stored)).toEqual(pb);
    const apart = withItems([
      item('a', 0, { imageUrl: 'https://img.test/a.jpg' }),
      item('b', 1, { imageUrl: 'https://other.test/b.jpg' }),
    ]);
    const whole = copy(storePlayback(apart)) as unknown as { playlist: { ib?: string; items: unknown[] } };
    expect(whole.playlist.ib).toBeUndefined();
    expect(readStoredPlayback(whole)).toEqual(apart);
  });

  test('a record from before the image base (img whole) reads as it did', () => {
    const pb = withItems([item('a', 0, { imageUrl: 'https://img.test/bursts/a.jpg' })]);
    const stored = copy(storePlayback(pb)) as unknown as {
      playlist: { ib?: string; items: Array<Record<string, unknown>> };
    };
    delete stored.playlist.ib;
    stored.playlist.items[0] = { ...stored.playlist.items[0], img: 'https://img.test/bursts/a.jpg' };
    delete stored.playlist.items[0]!.i;
    expect(readStoredPlayback(stored)).toEqual(pb);
  });

  test('a compact record the engine could trip on is not read', () => {
    const good = () =>
      copy(storePlayback(withItems([item('a', 0), item('b', 1)]))) as unknown as {
        playlist: { urlBase: string; items: Array<Record<string, unknown>> };
      };
    const broken: Array<[string, (s: ReturnType<typeof good>) => void]> = [
      ['plain-http audio', (s) => (s.playlist.urlBase = 'http://cdn.test/audio/')],
      ['an id that cannot go into a token', (s) => (s.playlist.items[1]!.id = 'a|b')],
      ['a first item without its source', (s) => delete s.playlist.items[0]!.src],
      ['a duration that is not a number', (s) => (s.playlist.items[0]!.d = '30')],
      ['an unknown continuation kind', (s) => (s.playlist.items[0]!.v = 'elsewhere')],
      ['no url base', (s) => delete (s.playlist as { urlBase?: string }).urlBase],
      ['a plain-http image base', (s) => ((s.playlist as { ib?: string }).ib = 'http://img.test/')],
    ];
    expect(readStoredPlayback(good())).toBeDefined();
    for (const [, breakIt] of broken) {
      const s = good();
      breakIt(s);
      expect(readStoredPlayback(s)).toBeUndefined();
    }
  });
});
