// Stored listener records: this schema is read as is; older schemas, garbage and partial records
// are reset cleanly (never a crash), keeping the profile when only the playback part is bad.
import { initialState, startPlaylist } from '../../src/playback/engine';
import { PLAYBACK_SCHEMA_VERSION } from '../../src/playback/types';
import {
  LISTENER_SCHEMA_VERSION,
  isValidPlayback,
  newListenerState,
  readListenerState,
} from '../../src/skill/listener-state';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const item = (id: string, n: number) => ({
  burstId: id,
  title: `Title ${id}`,
  sourceName: 'Radio',
  audioUrl: `https://cdn.test/${id}.mp3`,
  durationSec: 30,
  n,
});

function playing() {
  return startPlaylist(
    initialState(NOW),
    { kind: 'topStories' },
    { items: [item('aaa', 0), item('bbb', 1)] },
    NOW,
  ).state;
}

function record(over: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({
      schemaVersion: LISTENER_SCHEMA_VERSION,
      playback: playing(),
      profile: {
        apiUserId: 'ab-1',
        firstSeenAt: NOW - 1000,
        lastSeenAt: NOW - 10,
        localStation: { id: 3, name: 'KQED' },
      },
      ...over,
    }),
  ) as Record<string, unknown>;
}

test('a new listener: empty record → fresh state, isNew', () => {
  const r = readListenerState({}, NOW);
  expect(r).toEqual({ state: newListenerState(NOW), isNew: true, migrated: 'none' });
  expect(r.state.playback.schemaVersion).toBe(PLAYBACK_SCHEMA_VERSION);
});

test('a record of this schema is read as stored', () => {
  const raw = record();
  const r = readListenerState(raw, NOW);
  expect(r.migrated).toBe('none');
  expect(r.isNew).toBe(false);
  expect(r.state).toEqual(raw);
});

test.each<[string, unknown]>([
  ['undefined', undefined],
  ['null', null],
  ['a string', 'garbage'],
  ['a number', 42],
  ['an array', [1, 2, 3]],
])('%s reads as a new listener', (_what, raw) => {
  const r = readListenerState(raw, NOW);
  expect(r.state).toEqual(newListenerState(NOW));
  expect(r.isNew).toBe(true);
});

test.each<[string, Record<string, unknown>]>([
  ['an older schema', { schemaVersion: 0, playback: { index: 3 }, profile: { apiUserId: 'old' } }],
  ['no schema version', { playback: {}, profile: {} }],
  ['a newer schema', { schemaVersion: LISTENER_SCHEMA_VERSION + 1, profile: { apiUserId: 'x' } }],
  ['a profile that is not an object', record({ profile: 'me' })],
])('%s is reset completely (a known listener, state written back)', (_what, raw) => {
  const r = readListenerState(raw, NOW);
  expect(r.migrated).toBe('reset');
  expect(r.isNew).toBe(false);
  expect(r.state).toEqual(newListenerState(NOW));
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

  test.each(broken)('%s', (_what, breakIt) => {
    const raw = record();
    breakIt(raw.playback as Record<string, unknown>);
    const r = readListenerState(raw, NOW);
    expect(r.migrated).toBe('playback-reset');
    expect(r.isNew).toBe(false);
    expect(r.state.playback).toEqual(initialState(NOW));
    expect(r.state.profile).toEqual(raw.profile);
  });
});

test('a partial profile keeps what is valid and fills the rest', () => {
  const raw = record({ profile: { apiUserId: '', firstSeenAt: 'yesterday', localStation: { id: '3' } } });
  const r = readListenerState(raw, NOW);
  expect(r.migrated).toBe('none');
  expect(r.state.profile).toEqual({ firstSeenAt: NOW, lastSeenAt: NOW });
});

test("isValidPlayback accepts the engine's own states", () => {
  expect(isValidPlayback(initialState(NOW))).toBe(true);
  expect(isValidPlayback(JSON.parse(JSON.stringify(playing())))).toBe(true);
});
