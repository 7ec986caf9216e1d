// The audio rule (docs/alexa-rules.md, Play directive: `stream.url` must be https with a trusted
// certificate). Only an https URL ever leaves this layer:
// - `contentURLs.audioURL` (v1: `audioURL`) is used when it is https;
// - an `http:` URL is upgraded to https only when its host is known to serve the same file over
//   https; otherwise the burst is unplayable (undefined);
// - `source.audioURL` is never the burst's audio: it is the whole episode, offered only when the
//   listener asks for it ("play the full episode"), under the same rule.

/** Hosts public Burst clients fetch over https (Azure storage/CDN of the burst audio). */
export const DEFAULT_HTTPS_UPGRADE_HOSTS: readonly string[] = [
  'storageaudiobursts.azureedge.net',
  'storageaudiobursts.blob.core.windows.net',
  'sapi.audioburst.com',
];

export function playableAudioUrl(
  raw: unknown,
  upgradeHosts: readonly string[] = DEFAULT_HTTPS_UPGRADE_HOSTS,
): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol !== 'http:') return undefined;
  // An explicit port on http (e.g. :8080) says nothing about https on 443: not upgraded.
  if (url.port !== '') return undefined;
  const host = url.hostname.toLowerCase();
  if (!upgradeHosts.some((h) => h.toLowerCase() === host)) return undefined;
  url.protocol = 'https:';
  return url.href;
}
