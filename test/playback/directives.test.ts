// Directive builders never produce a Play the device would reject (AudioPlayer interface reference).
import { InvalidDirectiveError, metadataFor, toDirective, toDirectives } from '../../src/playback/directives';
import type { PlaybackCommand } from '../../src/playback/types';
import { item } from './fixtures';

const it1 = item('b1', {
  title: 'Rates rise',
  sourceName: 'KXYZ',
  imageUrl: 'https://img.example.com/b1.jpg',
});

describe('Play directives', () => {
  it('REPLACE_ALL carries url, token, offset and metadata but no expectedPreviousToken', () => {
    const d = toDirective({
      type: 'play',
      behavior: 'REPLACE_ALL',
      item: it1,
      token: 't1',
      offsetMs: 1234.7,
    });
    expect(d).toEqual({
      type: 'AudioPlayer.Play',
      playBehavior: 'REPLACE_ALL',
      audioItem: {
        stream: { url: it1.audioUrl, token: 't1', offsetInMilliseconds: 1234 },
        metadata: {
          title: 'Rates rise',
          subtitle: 'KXYZ',
          art: { sources: [{ url: 'https://img.example.com/b1.jpg' }] },
          backgroundImage: { sources: [{ url: 'https://img.example.com/b1.jpg' }] },
        },
      },
    });
  });

  it('ENQUEUE carries expectedPreviousToken and starts at 0', () => {
    const d = toDirective({
      type: 'play',
      behavior: 'ENQUEUE',
      item: it1,
      token: 't2',
      offsetMs: 0,
      expectedPreviousToken: 't1',
    });
    expect(d).toMatchObject({
      playBehavior: 'ENQUEUE',
      audioItem: { stream: { token: 't2', expectedPreviousToken: 't1', offsetInMilliseconds: 0 } },
    });
  });

  it('REPLACE_ENQUEUED has no expectedPreviousToken', () => {
    const d = toDirective({
      type: 'play',
      behavior: 'REPLACE_ENQUEUED',
      item: it1,
      token: 't3',
      offsetMs: 0,
    });
    expect(d.type === 'AudioPlayer.Play' && d.audioItem?.stream).not.toHaveProperty('expectedPreviousToken');
  });

  it.each([-50, NaN, Infinity])('sends offset 0 for an offset of %p', (offsetMs) => {
    const d = toDirective({ type: 'play', behavior: 'REPLACE_ALL', item: it1, token: 't', offsetMs });
    expect(d).toMatchObject({ audioItem: { stream: { offsetInMilliseconds: 0 } } });
  });

  const bad: [string, PlaybackCommand][] = [
    [
      'an http stream',
      {
        type: 'play',
        behavior: 'REPLACE_ALL',
        item: { ...it1, audioUrl: 'http://x/a.mp3' },
        token: 't',
        offsetMs: 0,
      },
    ],
    [
      'a relative stream',
      {
        type: 'play',
        behavior: 'REPLACE_ALL',
        item: { ...it1, audioUrl: '/a.mp3' },
        token: 't',
        offsetMs: 0,
      },
    ],
    ['an empty token', { type: 'play', behavior: 'REPLACE_ALL', item: it1, token: '', offsetMs: 0 }],
    [
      'a 1025-char token',
      { type: 'play', behavior: 'REPLACE_ALL', item: it1, token: 'x'.repeat(1025), offsetMs: 0 },
    ],
    [
      'ENQUEUE without expectedPreviousToken',
      { type: 'play', behavior: 'ENQUEUE', item: it1, token: 't', offsetMs: 0, expectedPreviousToken: '' },
    ],
  ];
  it.each(bad)('refuses %s', (_n, command) => {
    expect(() => toDirective(command)).toThrow(InvalidDirectiveError);
  });
});

describe('Stop and ClearQueue', () => {
  it('maps every command in order', () => {
    expect(
      toDirectives([
        { type: 'stop' },
        { type: 'clearQueue', behavior: 'CLEAR_ALL' },
        { type: 'clearQueue', behavior: 'CLEAR_ENQUEUED' },
      ]),
    ).toEqual([
      { type: 'AudioPlayer.Stop' },
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ALL' },
      { type: 'AudioPlayer.ClearQueue', clearBehavior: 'CLEAR_ENQUEUED' },
    ]);
  });
});

describe('metadataFor', () => {
  it.each([
    ['source and show', { sourceName: 'NPR', showName: 'Morning Edition' }, 'NPR · Morning Edition'],
    ['a show named like its source', { sourceName: 'NPR', showName: 'NPR' }, 'NPR'],
    ['no show', { sourceName: 'NPR' }, 'NPR'],
  ])('subtitle with %s', (_n, extra, subtitle) => {
    expect(metadataFor(item('b', extra)).subtitle).toBe(subtitle);
  });

  it('title is the burst title; no art without an image', () => {
    const m = metadataFor(item('b', { title: 'Hello' }));
    expect(m.title).toBe('Hello');
    expect(m).not.toHaveProperty('art');
    expect(m).not.toHaveProperty('backgroundImage');
  });
});
