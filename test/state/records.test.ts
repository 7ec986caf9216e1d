// Stored records: the listener record and the device record of this schema are read as they are;
// the one-record schema (v1) is split into both without losing the profile or what was playing;
// other schemas, garbage and partial records are reset cleanly (never a crash), keeping the
// profile when only the playback part is bad.
import { HISTORY_SIZE } from '../../src/config/limits';
import { initialState, startPlaylist } from '../../src/playback/engine';
import { PLAYBACK_SCHEMA_VERSION } from '../../src/playback/types';
import { isValidPlayback } from '../../src/state/stored-playback';
import {
  DEVICE_SCHEMA_VERSION,
  LEGACY_SCHEMA_VERSION,
  LISTENER_SCHEMA_VERSION,
  mergeHistory,
  newDeviceRecord,
  newListenerRecord,
  newStateView,
  readState,
  erasureMarker,
  isErasureMarker,
  ownedWrites,
  readDevice,
} from '../../src/state/records';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const GEN = 'gen-one';
const item = (id: string, n: number) => ({
  burstId: id,
  title: `Title ${id}`,
  sourceName: 'Radio',
  audioUrl: `https://cdn.test/${id}.mp3`,
  durationSec: 30,
  n,
});

function playing() {
  const state = startPlaylist(
    initialState(NOW),
    { kind: 'topStories' },
    { items: [item('aaa', 0), item('bbb', 1)] },
    NOW,
  ).state;
  return { ...state, history: ['zzz', 'aaa'] };
}

const PROFILE = {
  apiUserId: 'ab-1',
  firstSeenAt: NOW - 1000,
  lastSeenAt: NOW - 10,
  localStation: { id: 3, name: 'KQED' },
};

/** A record of the one-record schema (v1): playback and profile together. */
function legacy(over: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({ schemaVersion: LEGACY_SCHEMA_VERSION, playback: playing(), profile: PROFILE, ...over }),
  ) as Record<string, unknown>;
}

function listenerRec(over: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({
      schemaVersion: LISTENER_SCHEMA_VERSION,
      profile: PROFILE,
      history: ['aaa'],
      lastPlayback: { device: 'd_kitchen', at: NOW - 5 },
      follows: [],
      saves: [],
      gen: GEN,
      devices: ['d_kitchen'],
      ...over,
    }),
  ) as Record<string, unknown>;
}

function deviceRec(over: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({ schemaVersion: DEVICE_SCHEMA_VERSION, playback: playing(), gen: GEN, ...over }),
  ) as Record<string, unknown>;
}

/** A new record's generation is random: compare everything else. */
function anyGen<T extends { gen: string }>(listener: T): T {
  return { ...listener, gen: expect.any(String) as unknown as string };
}
function freshView(over: Record<string, unknown> = {}) {
  const v = newStateView(NOW);
  return { ...v, listener: { ...anyGen(v.listener), ...over } };
}

test('a new listener: no records → fresh state, isNew, nothing to rewrite', () => {
  const r = readState(undefined, undefined, NOW);
  expect(r).toEqual({
    state: freshView(),
    isNew: true,
    erased: false,
    rewrite: { listener: false, device: false },
    migrated: 'none',
  });
  expect(r.state.device.playback.schemaVersion).toBe(PLAYBACK_SCHEMA_VERSION);
});

test('records of this schema are read as stored', () => {
  const r = readState(listenerRec(), deviceRec(), NOW);
  expect(r.migrated).toBe('none');
  expect(r.isNew).toBe(false);
  expect(r.rewrite).toEqual({ listener: false, device: false });
  expect(r.state).toEqual({ listener: listenerRec(), device: deviceRec() });
});

test('a known listener on a device never seen: its own fresh playback, the profile kept', () => {
  const r = readState(listenerRec(), undefined, NOW);
  expect(r.isNew).toBe(false);
  expect(r.migrated).toBe('none');
  expect(r.state.device).toEqual(newDeviceRecord(NOW));
  expect(r.state.listener.profile).toEqual(PROFILE);
});

test('a one-record (v1) record is split: profile and history to the listener, playback to this device', () => {
  const raw = legacy();
  const r = readState(raw, undefined, NOW);
  expect(r.migrated).toBe('split');
  expect(r.isNew).toBe(false);
  expect(r.rewrite).toEqual({ listener: true, device: true });
  expect(r.state.listener).toEqual({
    schemaVersion: LISTENER_SCHEMA_VERSION,
    profile: PROFILE,
    history: ['zzz', 'aaa'],
    follows: [],
    saves: [],
    gen: expect.any(String),
    devices: [],
    adoptLegacy: true,
  });
  expect(r.state.device).toEqual({ schemaVersion: DEVICE_SCHEMA_VERSION, playback: raw.playback });
});

test('a v1 record met by a device that has its own record keeps that device record', () => {
  const own = deviceRec({ playback: { ...playing(), offsetMs: 777 } });
  delete own.gen;
  const r = readState(legacy(), own, NOW);
  expect(r.migrated).toBe('split');
  expect(r.rewrite).toEqual({ listener: true, device: false });
  expect(r.state.device).toEqual(own);
  expect(r.state.listener.profile).toEqual(PROFILE);
});

test.each<[string, unknown]>([
  ['undefined', undefined],
  ['null', null],
  ['a string', 'garbage'],
  ['a number', 42],
  ['an array', [1, 2, 3]],
  ['an empty object', {}],
])('%s reads as a new listener', (_what, raw) => {
  const r = readState(raw, raw, NOW);
  expect(r.state).toEqual(freshView());
  expect(r.isNew).toBe(true);
});

test.each<[string, Record<string, unknown>]>([
  ['an older schema', { schemaVersion: 0, playback: { index: 3 }, profile: { apiUserId: 'old' } }],
  ['no schema version', { playback: {}, profile: {} }],
  ['a newer schema', { schemaVersion: LISTENER_SCHEMA_VERSION + 1, profile: { apiUserId: 'x' } }],
  ['a v1 profile that is not an object', legacy({ profile: 'me' })],
  ['a v2 profile that is not an object', listenerRec({ profile: 'me' })],
])('%s is reset completely (a known listener, record written back)', (_what, raw) => {
  const r = readState(raw, undefined, NOW);
  expect(r.migrated).toBe('reset');
  expect(r.isNew).toBe(false);
  expect(r.rewrite.listener).toBe(true);
  expect(r.state).toEqual(freshView({ adoptLegacy: true }));
});

describe('a bad playback part resets playback only; the profile is kept', () => {
  const broken: Array<[string, (pb: Record<string, unknown>) => void]> = [
    ['missing', (pb) => Object.keys(pb).forEach((k) => delete pb[k])],
    ['older playback schema', (pb) => (pb.schemaVersion = 0)],
    ['negative index', (pb) => (pb.index = -1)],
    ['offset as text', (pb) => (pb.offsetMs = '12')],
    ['offset null (a NaN that went through JSON)', (pb) => (pb.offsetMs = null)],
    ['history with numbers', (pb) => (pb.history = [1, 2])],
    ['token not a string', (pb) => (pb.token = 5)],
    ['playlist items not an array', (pb) => ((pb.playlist as Record<string, unknown>).items = {})],
    ['item with http audio', (pb) => itemsOf(pb).forEach((i) => (i.audioUrl = 'http://cdn.test/a.mp3'))],
    ['item without a title', (pb) => itemsOf(pb).forEach((i) => delete i.title)],
    ['item that is null', (pb) => ((pb.playlist as Record<string, unknown>).items = [null])],
    ['loop flag missing', (pb) => delete (pb.playlist as Record<string, unknown>).loop],
    ['request without a kind', (pb) => ((pb.playlist as Record<string, unknown>).request = {})],
    ['unknown activity', (pb) => (pb.activity = 'dancing')],
    ['playlist id that cannot go in a token', (pb) => ((pb.playlist as Record<string, unknown>).id = 'a|b')],
    ['burst id that cannot go in a token', (pb) => itemsOf(pb).forEach((i) => (i.burstId = 'x|y'))],
  ];

  function itemsOf(pb: Record<string, unknown>): Array<Record<string, unknown>> {
    return (pb.playlist as { items: Array<Record<string, unknown>> }).items;
  }

  test.each(broken)('%s in a v1 record', (_what, breakIt) => {
    const raw = legacy();
    breakIt(raw.playback as Record<string, unknown>);
    const r = readState(raw, undefined, NOW);
    expect(r.migrated).toBe('playback-reset');
    expect(r.isNew).toBe(false);
    expect(r.state.device.playback).toEqual(initialState(NOW));
    expect(r.state.listener.profile).toEqual(raw.profile);
    expect(r.rewrite.listener).toBe(true);
  });

  test.each(broken)('%s in a device record', (_what, breakIt) => {
    const dev = deviceRec();
    breakIt(dev.playback as Record<string, unknown>);
    const r = readState(listenerRec(), dev, NOW);
    expect(r.migrated).toBe('playback-reset');
    expect(r.isNew).toBe(false);
    expect(r.state.device.playback).toEqual(initialState(NOW));
    expect(r.state.listener).toEqual(listenerRec());
    expect(r.rewrite).toEqual({ listener: false, device: true });
  });
});

test('a partial profile keeps what is valid and fills the rest', () => {
  const raw = listenerRec({
    profile: { apiUserId: '', firstSeenAt: 'yesterday', localStation: { id: '3' } },
  });
  const r = readState(raw, undefined, NOW);
  expect(r.migrated).toBe('none');
  expect(r.state.listener.profile).toEqual({ firstSeenAt: NOW, lastSeenAt: NOW });
});

test('a listener record with a bad history or last device keeps the rest', () => {
  const r = readState(listenerRec({ history: 'aaa', lastPlayback: { device: 7 } }), undefined, NOW);
  expect(r.migrated).toBe('none');
  expect(r.state.listener).toEqual({
    ...newListenerRecord(NOW),
    profile: PROFILE,
    gen: GEN,
    devices: ['d_kitchen'],
  });
});

test('merged history: newest last, each burst once, the newer list wins the order', () => {
  expect(mergeHistory(['a', 'b', 'c'], ['b', 'd'])).toEqual(['a', 'c', 'b', 'd']);
  expect(mergeHistory([], [])).toEqual([]);
  const long = Array.from({ length: HISTORY_SIZE + 30 }, (_, i) => `x${i}`);
  expect(mergeHistory(long, ['new'])).toHaveLength(HISTORY_SIZE);
  expect(mergeHistory(long, ['new']).at(-1)).toBe('new');
});

test("isValidPlayback accepts the engine's own states", () => {
  expect(isValidPlayback(initialState(NOW))).toBe(true);
  expect(isValidPlayback(JSON.parse(JSON.stringify(playing())))).toBe(true);
});

test('follows and saves are read from the listener record defensively: garbage dropped, absent empty', () => {
  const follows = [{ kind: 'topic', topic: 'electric cars' }, { kind: 'source', sourceId: 'x' }, 7];
  const saves = [
    { ...item('aaa', 0), savedAt: NOW },
    { ...item('bbb', 1), audioUrl: 'http://x/b.mp3' },
  ];
  const r = readState(listenerRec({ follows, saves, savesTrimTold: true }), deviceRec(), NOW);
  expect(r.state.listener.follows).toEqual([{ kind: 'topic', topic: 'electric cars' }]);
  expect(r.state.listener.saves.map((s) => s.burstId)).toEqual(['aaa']);
  expect(r.state.listener.savesTrimTold).toBe(true);
  const bare = listenerRec();
  delete bare.follows;
  delete bare.saves;
  const none = readState(bare, deviceRec(), NOW).state.listener;
  expect([none.follows, none.saves, none.savesTrimTold]).toEqual([[], [], undefined]);
});

describe('ownership: what erasure relies on (records.ts, erase.ts)', () => {
  test("a device record of another generation is not this listener's: read as no record, nothing rewritten", () => {
    const r = readState(listenerRec(), deviceRec({ gen: 'someone-before' }), NOW);
    expect(r.state.device).toEqual(newDeviceRecord(NOW));
    expect(r.rewrite).toEqual({ listener: false, device: false });
    expect(r.isNew).toBe(false);
  });

  test('an erasure marker reads as a new listener of a new generation that still lists the devices left', () => {
    const marker = erasureMarker(NOW - 10, ['d_left']);
    const r = readState(marker, deviceRec(), NOW);
    expect(r.isNew).toBe(true);
    expect(r.state.device).toEqual(newDeviceRecord(NOW));
    expect(r.state.listener.gen).not.toBe(GEN);
    expect(r.state.listener.devices).toEqual(['d_left']);
    // The new generation is drawn with the first write: fresh, and stored with the device it stamps.
    const w = ownedWrites(r.state, { listener: false, device: true }, 'd_left');
    expect(w.listener?.gen).toEqual(expect.stringMatching(/^[0-9a-f]{24}$/));
    expect(w.listener?.gen).not.toBe(GEN);
    expect(w.device?.gen).toBe(w.listener?.gen);
    expect(r.state.listener.follows).toEqual([]);
    expect(isErasureMarker(marker)).toBe(true);
    expect(Object.keys(marker).sort()).toEqual(['devices', 'erased', 'erasedAt']);
  });

  test('a listener record written before generations gets one, is rewritten, and adopts device records without one', () => {
    const old = listenerRec();
    delete old.gen;
    delete old.devices;
    const dev = deviceRec();
    delete dev.gen;
    const r = readState(old, dev, NOW);
    expect(r.state.listener.gen).toEqual(expect.any(String));
    expect(r.state.listener.adoptLegacy).toBe(true);
    expect(r.rewrite.listener).toBe(true);
    expect(r.state.device.playback).toEqual(dev.playback);
    const w = ownedWrites(r.state, r.rewrite, 'd_kitchen');
    expect(w.listener).toMatchObject({ gen: expect.stringMatching(/^[0-9a-f]{24}$/), adoptLegacy: true });
  });

  test('a new listener (no record, or after erasure) never adopts a device record without a generation', () => {
    const dev = deviceRec();
    delete dev.gen;
    expect(readState(undefined, dev, NOW).state.device).toEqual(newDeviceRecord(NOW));
    expect(readState(erasureMarker(NOW, []), dev, NOW).state.device).toEqual(newDeviceRecord(NOW));
  });

  test('a device written is stamped with the generation and listed by the listener record, once', () => {
    const r = readState(listenerRec({ devices: [] }), undefined, NOW);
    const w = ownedWrites(r.state, { listener: false, device: true }, 'd_new');
    expect(w.device).toMatchObject({ gen: GEN });
    expect(w.listener).toMatchObject({ devices: ['d_new'] });
    const again = ownedWrites(
      { ...r.state, listener: { ...r.state.listener, devices: ['d_new'] } },
      { listener: false, device: true },
      'd_new',
    );
    expect(again.listener).toBeUndefined();
    expect(ownedWrites(r.state, { listener: false, device: false }, 'd_new')).toEqual({});
    // Nothing written, nothing drawn: a listener who only listens costs no generation.
    expect(readState(undefined, undefined, NOW).state.listener.gen).toBe('');
  });

  test('readDevice: absent, invalid and foreign records are told apart', () => {
    const l = readState(listenerRec(), undefined, NOW).state.listener;
    expect(readDevice(undefined, l)).toBeUndefined();
    expect(readDevice({ schemaVersion: 99 }, l)).toBe('invalid');
    expect(readDevice(deviceRec({ gen: 'other' }), l)).toBeUndefined();
    expect(readDevice(deviceRec(), l)).toMatchObject({ gen: GEN });
  });
});
