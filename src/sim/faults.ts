// How each content fault rewrites a successful body. Transport faults (hang, reset, status,
// malformed) are applied in app.ts because they act on the response rather than the body.
import type { SimFault } from './control';
import { SIM_HTTP_AUDIO_ORIGIN } from './constants';
import type { Json, JsonObject } from './wire';

const isObject = (v: Json): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body a `message` fault answers with: the `type: "message"` response (docs/burst-api.md, Playlist). */
export function messageBody(message: string | undefined): JsonObject {
  return {
    type: 'message',
    queryID: 0,
    query: null,
    actualQuery: null,
    bursts: null,
    imageURL: null,
    nextPage: null,
    message: message ?? 'We could not find bursts for this request.',
  };
}

/**
 * `null-bursts`: playlists get `bursts: null` (real bodies do this for "none"); bare arrays and
 * objects become `null`. `empty`: playlists get `bursts: []`, arrays `[]`, objects `{}`.
 * `unplayable`: every burst's own audio URL is broken in turn (null, plain http, empty string)
 * and HLS stream URLs are removed.
 */
export function rewriteBody(fault: SimFault, body: Json): Json {
  switch (fault.kind) {
    case 'null-bursts':
      if (isObject(body) && 'bursts' in body) return { ...body, bursts: null, nextPage: null };
      return null;
    case 'empty':
      if (isObject(body) && 'bursts' in body) return { ...body, bursts: [], nextPage: null };
      return Array.isArray(body) ? [] : {};
    case 'unplayable':
      if (isObject(body) && Array.isArray(body.bursts))
        return { ...body, bursts: body.bursts.map(breakAudio) };
      return body;
    default:
      return body;
  }
}

function breakAudio(b: Json, i: number): Json {
  if (!isObject(b)) return b;
  const id = typeof b.burstId === 'string' ? b.burstId : typeof b.burstID === 'string' ? b.burstID : 'x';
  const broken = [null, `${SIM_HTTP_AUDIO_ORIGIN}/bursts/${id}.mp3`, ''][i % 3] as Json;
  if ('audioURL' in b) return { ...b, audioURL: broken }; // v1
  if (!isObject(b.contentURLs)) return b;
  const { streamURL: _dropped, ...urls } = b.contentURLs;
  return { ...b, contentURLs: { ...urls, audioURL: broken } };
}

export const MALFORMED_BODY =
  '{"type":"playlist","queryID":1,"bursts":[{"burstId":"AOyj1Lx74rZz","title":"Trunc';
