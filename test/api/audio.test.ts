import { DEFAULT_HTTPS_UPGRADE_HOSTS, playableAudioUrl } from '../../src/api/audio';

describe('playableAudioUrl (Alexa streams https only)', () => {
  it('keeps an https URL', () => {
    expect(playableAudioUrl('https://cdn.any.example/a.mp3')).toBe('https://cdn.any.example/a.mp3');
  });

  it('upgrades http to https for a known https host', () => {
    expect(playableAudioUrl('http://storageaudiobursts.azureedge.net/audio/x.mp3')).toBe(
      'https://storageaudiobursts.azureedge.net/audio/x.mp3',
    );
  });

  it('matches known hosts case-insensitively', () => {
    expect(playableAudioUrl('http://StorageAudioBursts.AzureEdge.net/a.mp3')).toBe(
      'https://storageaudiobursts.azureedge.net/a.mp3',
    );
  });

  it('refuses http on an unknown host', () => {
    expect(playableAudioUrl('http://insecure-cdn.example/a.mp3')).toBeUndefined();
  });

  it('refuses http on a known host with an explicit port', () => {
    expect(playableAudioUrl('http://storageaudiobursts.azureedge.net:8080/a.mp3')).toBeUndefined();
  });

  it('refuses a host that only ends with a known host name', () => {
    expect(playableAudioUrl('http://evil-storageaudiobursts.azureedge.net/a.mp3')).toBeUndefined();
  });

  it('uses a configured host list instead of the default', () => {
    expect(playableAudioUrl('http://mine.example/a.mp3', ['mine.example'])).toBe(
      'https://mine.example/a.mp3',
    );
    expect(
      playableAudioUrl('http://storageaudiobursts.azureedge.net/a.mp3', ['mine.example']),
    ).toBeUndefined();
  });

  it.each([[undefined], [null], [''], ['not a url'], ['ftp://storageaudiobursts.azureedge.net/a.mp3'], [42]])(
    'treats %p as unplayable',
    (raw) => {
      expect(playableAudioUrl(raw)).toBeUndefined();
    },
  );

  it('has a non-empty default list', () => {
    expect(DEFAULT_HTTPS_UPGRADE_HOSTS.length).toBeGreaterThan(0);
  });
});
