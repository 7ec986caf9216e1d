// Token format: versioned, ≤ 1024 chars, unique per queue entry (AudioPlayer interface reference).
import { MAX_TOKEN_LENGTH } from '../../src/config/limits';
import {
  decodeToken,
  encodeToken,
  isTokenSafeId,
  tokenPlaylist,
  TOKEN_VERSION,
} from '../../src/playback/token';

describe('token codec', () => {
  it('round-trips and carries the version prefix', () => {
    const parts = { playlistId: 'mi8x3k2a1', index: 17, seq: 42, burstId: 'AOyj1Lx74rZz' };
    const token = encodeToken(parts);
    expect(token.startsWith(`${TOKEN_VERSION}|`)).toBe(true);
    expect(decodeToken(token)).toEqual(parts);
  });

  it('accepts GUID burst ids (weather and traffic bursts)', () => {
    const burstId = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    expect(decodeToken(encodeToken({ playlistId: 'p', index: 0, seq: 1, burstId }))?.burstId).toBe(burstId);
  });

  it('stays within the Alexa limit even with the longest ids it accepts', () => {
    const long = 'a'.repeat(128);
    const token = encodeToken({ playlistId: long, index: 999_999_999, seq: 999_999_999_999, burstId: long });
    expect(token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(decodeToken(token)?.index).toBe(999_999_999);
  });

  it.each([
    ['a separator in the burst id', { playlistId: 'p', index: 0, seq: 1, burstId: 'a|b' }],
    ['an empty burst id', { playlistId: 'p', index: 0, seq: 1, burstId: '' }],
    ['a space in the playlist id', { playlistId: 'p q', index: 0, seq: 1, burstId: 'b' }],
    ['a 129-char id', { playlistId: 'p', index: 0, seq: 1, burstId: 'b'.repeat(129) }],
  ])('refuses to encode %s', (_n, parts) => {
    expect(() => encodeToken(parts)).toThrow();
  });

  it.each([
    ['undefined', undefined],
    ['a number', 7],
    ['empty', ''],
    ['too long', `bv1|p|0|1|${'b'.repeat(MAX_TOKEN_LENGTH)}`],
    ['wrong version', 'bv2|p|0|1|b'],
    ['four parts', 'bv1|p|0|1'],
    ['six parts', 'bv1|p|0|1|b|c'],
    ['negative index', 'bv1|p|-1|1|b'],
    ['fractional seq', 'bv1|p|0|1.5|b'],
    ['10-digit index', 'bv1|p|1234567890|1|b'],
    ['unsafe burst id', 'bv1|p|0|1|b c'],
    ['empty playlist id', 'bv1||0|1|b'],
  ])('decodes %s to undefined', (_n, token) => {
    expect(decodeToken(token)).toBeUndefined();
  });

  it.each([
    ['AOyj1Lx74rZz', true],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', true],
    ['', false],
    ['has space', false],
    ['pipe|id', false],
    ['ünïcode', false],
  ])('isTokenSafeId(%j) = %s', (id, expected) => {
    expect(isTokenSafeId(id)).toBe(expected);
  });
});

describe('what the token says of its playlist (issue 48: the audio goes on without the store)', () => {
  const base = { playlistId: 'p1', index: 3, seq: 9, burstId: 'b2' };

  it('carries the source and the time box, read by tokenPlaylist; decodeToken keeps its place', () => {
    const token = encodeToken({
      ...base,
      episode: true,
      source: 'sclimate%20talks',
      box: { sec: 300, usedSec: 95 },
    });
    expect(token).toBe('bv1|p1|3|9|b2|e|psclimate%20talks|b300.95');
    expect(decodeToken(token)).toEqual({ ...base, episode: true });
    expect(tokenPlaylist(token)).toEqual({ source: 'sclimate%20talks', box: { sec: 300, usedSec: 95 } });
  });

  it('an id that starts like a mark is not read as one', () => {
    expect(tokenPlaylist(encodeToken({ ...base, playlistId: 'pxyz', burstId: 'b300' }))).toBeUndefined();
  });

  it('leaves out what would pass the Alexa limit, or is not a source it wrote', () => {
    const long = 'a'.repeat(128);
    const full = encodeToken({ playlistId: long, index: 1, seq: 1, burstId: long, source: 's'.repeat(600) });
    expect(full.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(tokenPlaylist(encodeToken({ ...base, source: 'has|bar' }))).toBeUndefined();
  });

  it.each([
    ['a source with a separator inside', 'bv1|p|0|1|b|ps a'],
    ['a box that is not numbers', 'bv1|p|0|1|b|pt|bx.y'],
    ['parts out of order', 'bv1|p|0|1|b|pt|e'],
    ['a part twice', 'bv1|p|0|1|b|pt|pt'],
  ])('decodes %s to undefined', (_n, token) => {
    expect(decodeToken(token)).toBeUndefined();
  });
});
