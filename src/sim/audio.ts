// Generated audio for the local emulator: a WAV tone per burst whose pitch is distinct per burst,
// as long as the burst's stated duration times a scale, with a short fade in and out so
// consecutive clips are audibly separate. No files, no codecs: 8 kHz mono 8-bit PCM.
import type { Catalogue, SimBurst } from './catalogue-types';
import { SIM_AUDIO_ORIGIN, WAV_FADE_MS, WAV_SAMPLE_RATE } from './constants';

const WAV_HEADER_BYTES = 44;
const AMPLITUDE = 90;
const SILENCE = 128;

export function wavByteLength(durationSec: number, scale: number): number {
  return WAV_HEADER_BYTES + sampleCount(durationSec, scale);
}

function sampleCount(durationSec: number, scale: number): number {
  return Math.max(1, Math.round(durationSec * scale * WAV_SAMPLE_RATE));
}

/** A clip to generate: how long (before scaling) and its pitch. */
export interface ToneClip {
  durationSec: number;
  toneHz: number;
}

/** The whole episodes' clips are lower than any burst's, so they sound like "the long one". */
const EPISODE_TONE_HZ = 196;
/** An episode runs on this long after the last burst cut from it. */
const EPISODE_TAIL_SEC = 30;

export function wavFor(burst: ToneClip, scale: number): Buffer {
  const n = sampleCount(burst.durationSec, scale);
  const buf = Buffer.alloc(WAV_HEADER_BYTES + n);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(WAV_SAMPLE_RATE, 24);
  buf.writeUInt32LE(WAV_SAMPLE_RATE, 28); // byte rate = rate × 1 channel × 1 byte
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(n, 40);
  const fade = Math.min(Math.floor((WAV_FADE_MS / 1000) * WAV_SAMPLE_RATE), Math.floor(n / 2));
  const step = (2 * Math.PI * burst.toneHz) / WAV_SAMPLE_RATE;
  for (let i = 0; i < n; i++) {
    const edge = Math.min(i, n - 1 - i);
    const envelope = fade > 0 && edge < fade ? edge / fade : 1;
    buf.writeUInt8(Math.round(SILENCE + AMPLITUDE * envelope * Math.sin(step * i)), WAV_HEADER_BYTES + i);
  }
  return buf;
}

const AUDIO_URL = /^\/bursts\/([A-Za-z0-9-]+)\.mp3$/;
/** `${SIM_AUDIO_ORIGIN}/episodes/<showId>/<day or kind>.mp3`: the whole episode (source.audioURL). */
const EPISODE_URL = /^\/episodes\/(\d+)\/([A-Za-z0-9-]+)\.mp3$/;
/** Its local clip id: `ep-<showId>-<day or kind>` (the show id is digits, so it splits back). */
const EPISODE_ID = /^ep-(\d+)-([A-Za-z0-9-]+)$/;

/**
 * Maps a catalogue audio URL (`${SIM_AUDIO_ORIGIN}/bursts/<id>.mp3`) to the simulator's local
 * path `/audio/<id>.wav`; undefined for anything else (plain-http legacy audio stays unplayable,
 * as it is on a real Echo).
 */
export function simAudioPathFor(audioUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(audioUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== SIM_AUDIO_ORIGIN) return undefined;
  const episode = EPISODE_URL.exec(url.pathname);
  if (episode) return `/audio/ep-${episode[1]}-${episode[2]}.wav`;
  const m = AUDIO_URL.exec(url.pathname);
  return m ? `/audio/${m[1]}.wav` : undefined;
}

/**
 * The clip behind a local audio id: a burst's, or a whole episode's — long enough to hold every
 * burst cut from it (position + length) and a little more — so "play the full episode" plays on
 * the emulator page too. Undefined for an unknown id.
 */
export function clipFor(catalogue: Catalogue, id: string): ToneClip | undefined {
  const episode = EPISODE_ID.exec(id);
  if (!episode) return catalogue.burstById(id);
  const url = `${SIM_AUDIO_ORIGIN}/episodes/${episode[1]}/${episode[2]}.mp3`;
  const cut = catalogue.allBursts.filter((b: SimBurst) => b.episodeAudioUrl === url);
  if (cut.length === 0) return undefined;
  const end = Math.max(...cut.map((b) => b.positionSec + b.durationSec));
  return { durationSec: end + EPISODE_TAIL_SEC, toneHz: EPISODE_TONE_HZ };
}
