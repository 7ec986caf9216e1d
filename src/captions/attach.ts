// Captions onto the Play directives of a reply, from what the store already holds (never a call
// here), inside Alexa's 24 KB limit for the whole reply: captions are trimmed, the rest of the
// reply (audio, metadata, speech) never changes (docs/alexa-rules.md, Response size).
import type { interfaces, Response } from 'ask-sdk-model';
import { MAX_RESPONSE_BYTES } from '../config/limits';
import { decodeToken } from '../playback/token';
import type { CaptionStore } from './store';
import { fitCues } from './webvtt';

/**
 * Room kept for what the SDK adds around the response (version, sessionAttributes, userAgent)
 * and for the captionData wrapper itself.
 */
export const ENVELOPE_ALLOWANCE_BYTES = 2048;

/** Adds captionData to each Play whose burst has cached cues; returns how many got captions. */
export function attachCaptions(response: Response, store: CaptionStore): number {
  const plays = (response.directives ?? []).filter(
    (d): d is interfaces.audioplayer.PlayDirective => d.type === 'AudioPlayer.Play',
  );
  let added = 0;
  for (const play of plays) {
    const stream = play.audioItem?.stream;
    if (!stream || stream.captionData) continue;
    const parts = decodeToken(stream.token);
    // A burst's cues are timed to the burst: never onto its whole episode.
    const cues = parts && !parts.episode ? store.get(parts.burstId) : undefined;
    if (!cues || cues.length === 0) continue;
    const budget =
      MAX_RESPONSE_BYTES - Buffer.byteLength(JSON.stringify(response)) - ENVELOPE_ALLOWANCE_BYTES;
    const content = fitCues(cues, budget);
    if (!content) continue;
    stream.captionData = { type: 'WEBVTT', content };
    added++;
  }
  return added;
}
