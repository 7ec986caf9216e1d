// The generated catalogue: size, stations, playlists, audio mix and lookups.
import { buildCatalogue } from '../../src/sim/catalogue';
import { SIM_AUDIO_ORIGIN, SIM_HTTP_AUDIO_ORIGIN } from '../../src/sim/constants';
import { T0 } from './helpers';

const cat = buildCatalogue({ seed: 7, now: T0 });

const STATION_NAMES = [
  'KVTR Public Radio',
  'WBRN News Radio',
  'Bay City Radio',
  'Capital Talk',
  'Lakeside FM',
  'Gulf Coast Radio',
  'Mountain Public Media',
  'Thames Radio',
  'Harbour FM',
  'Maple Radio',
  'Mumbai Live',
  'Signal and Noise',
  'Market Minute',
  'Offbeat Stories',
];

describe('catalogue', () => {
  it('has at least 300 stories with 12-character alphanumeric ids across every category', () => {
    expect(cat.stories.length).toBeGreaterThanOrEqual(300);
    for (const b of cat.stories) expect(b.id).toMatch(/^[A-Za-z0-9]{12}$/);
    const cats = new Set(cat.stories.map((b) => b.category));
    expect([...cats].sort()).toEqual(
      ['entertainment', 'news.business', 'news.tech', 'news.us', 'news.world', 'offbeat', 'sports'].sort(),
    );
    expect(cat.stories.some((b) => b.editorsPick)).toBe(true);
  });

  it('has the fourteen named stations with ids 101..114, each with 2–3 shows', () => {
    expect(cat.stations.map((s) => s.name)).toEqual(STATION_NAMES);
    expect(cat.stations.map((s) => s.stationId)).toEqual(STATION_NAMES.map((_, i) => 101 + i));
    for (const s of cat.stations) {
      expect(s.shows.length).toBeGreaterThanOrEqual(2);
      expect(s.shows.length).toBeLessThanOrEqual(3);
      expect(s.hosts.length).toBeGreaterThan(0);
      for (const sh of s.shows) expect(cat.showById(sh.showId)?.stationId).toBe(s.stationId);
    }
    expect(cat.stations.filter((s) => s.type === 'Podcast').map((s) => s.name)).toEqual([
      'Signal and Noise',
      'Market Minute',
      'Offbeat Stories',
    ]);
  });

  it('gives every radio station weather and traffic bursts with GUID ids', () => {
    for (const s of cat.stations.filter((st) => st.type === 'Radio')) {
      for (const kind of ['weather', 'traffic']) {
        const own = cat.intentBursts.filter((b) => b.stationId === s.stationId && b.kind === kind);
        expect(own.length).toBeGreaterThanOrEqual(2);
        for (const b of own) expect(b.id).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });

  it('keeps durations in 20–120 s and mixes in some http-only and some missing audio', () => {
    for (const b of cat.allBursts) {
      expect(b.durationSec).toBeGreaterThanOrEqual(20);
      expect(b.durationSec).toBeLessThanOrEqual(120);
    }
    const http = cat.stories.filter((b) => b.audioKind === 'http');
    const missing = cat.stories.filter((b) => b.audioKind === 'missing');
    expect(http.length).toBeGreaterThan(0);
    expect(http.length).toBeLessThan(cat.stories.length * 0.1);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.length).toBeLessThan(cat.stories.length * 0.05);
    for (const b of http) expect(b.audioUrl?.startsWith(`${SIM_HTTP_AUDIO_ORIGIN}/bursts/`)).toBe(true);
    for (const b of missing) expect(b.audioUrl).toBeNull();
    const https = cat.stories.filter((b) => b.audioKind === 'https');
    for (const b of https) expect(b.audioUrl).toBe(`${SIM_AUDIO_ORIGIN}/bursts/${b.id}.mp3`);
  });

  it('gives every burst a distinct tone', () => {
    expect(new Set(cat.allBursts.map((b) => b.toneHz)).size).toBe(cat.allBursts.length);
  });

  it('looks bursts, stations and shows up by id', () => {
    const b = cat.stories[10];
    expect(b && cat.burstById(b.id)).toBe(b);
    expect(cat.burstById('missing')).toBeUndefined();
    expect(cat.stationById(108)?.name).toBe('Thames Radio');
    expect(b && cat.stationOf(b).stationId).toBe(b?.stationId);
    expect(b && cat.showOf(b).stationId).toBe(b?.stationId);
  });
});
