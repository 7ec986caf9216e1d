// The small pieces a burst is built from, shared by the catalogue's stories (catalogue.ts) and
// their re-airs and wire copies (copies.ts): templates filled with entities, the audio on offer,
// the show and episode a burst is cut from.
import { SIM_AUDIO_ORIGIN, SIM_HTTP_AUDIO_ORIGIN, SIM_IMAGE_ORIGIN } from './constants';
import type { SimAudioKind, SimShow, SimStation, SimTranscriptItem } from './catalogue-types';
import type { Rng } from './prng';

/** About 2 % of bursts have no audio and about 5 % only plain-http audio (brief). */
const MISSING_AUDIO_RATE = 0.02;
const HTTP_AUDIO_RATE = 0.05;
const HTTP_EPISODE_RATE = 0.3;
const STREAM_URL_RATE = 0.15;
const TITLE_SOURCE_RATE = 0.3;
export const EDITORS_PICK_RATE = 0.1;

export function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function fill(template: string, entities: readonly string[], city: string): string {
  return template
    .replace(/\{e\}/g, entities[0] ?? '')
    .replace(/\{e2\}/g, entities[1] ?? entities[0] ?? '')
    .replace(/\{city\}/g, city.split(',')[0] ?? city);
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function audioKind(rng: Rng): SimAudioKind {
  const r = rng.next();
  if (r < MISSING_AUDIO_RATE) return 'missing';
  if (r < MISSING_AUDIO_RATE + HTTP_AUDIO_RATE) return 'http';
  return 'https';
}

export function audioUrlFor(id: string, kind: SimAudioKind): string | null {
  if (kind === 'missing') return null;
  return `${kind === 'https' ? SIM_AUDIO_ORIGIN : SIM_HTTP_AUDIO_ORIGIN}/bursts/${id}.mp3`;
}

/** Some https bursts also offer an HLS stream (one draw, only for https audio). */
export function streamUrlFor(rng: Rng, id: string, kind: SimAudioKind): string | null {
  return kind === 'https' && rng.chance(STREAM_URL_RATE) ? `${SIM_AUDIO_ORIGIN}/bursts/${id}.m3u8` : null;
}

export function imageUrlsFor(id: string): string[] {
  return [`${SIM_IMAGE_ORIGIN}/bursts/${id}.jpg`];
}

/** The article a title comes from, for some bursts (one draw). */
export function titleSourceFor(rng: Rng, title: string): string | null {
  return rng.chance(TITLE_SOURCE_RATE) ? `https://articles.burst-simulator.test/${slug(title)}` : null;
}

export function showFor(rng: Rng, station: SimStation, category: string): SimShow {
  const fitting = station.shows.filter((s) => s.categories.includes(category));
  return rng.pick(fitting.length > 0 ? fitting : station.shows);
}

export function episodeOf(rng: Rng, show: SimShow, createdAt: number): { name: string | null; url: string } {
  const day = new Date(createdAt).toISOString().slice(0, 10);
  const origin = rng.chance(HTTP_EPISODE_RATE) ? SIM_HTTP_AUDIO_ORIGIN : SIM_AUDIO_ORIGIN;
  return {
    name: rng.chance(0.8) ? `${show.name}, ${day}` : null,
    url: `${origin}/episodes/${show.showId}/${day}.mp3`,
  };
}

/** Share of each sentence's time that is silence after its last word (a speaker's pause). */
const SENTENCE_PAUSE = 0.08;

/**
 * A word-timed transcript, as the real API's word-level items: each sentence takes time in
 * proportion to its length across the burst and ends with a short pause; its words share the rest
 * by length. `draws` draws of the generator (one per sentence before stories had lines of their
 * own), so the rest of the catalogue stays the same; sentences take those confidences in turn, and
 * a word's varies around its sentence's.
 */
export function transcriptOf(
  rng: Rng,
  sentences: readonly string[],
  durationSec: number,
  draws = sentences.length,
): SimTranscriptItem[] {
  const confidences = Array.from({ length: Math.max(1, draws) }, () => rng.int(80, 99) / 100);
  const total = sentences.reduce((n, s) => n + s.length, 0);
  const cs = (x: number) => Math.round(x * 100) / 100;
  const items: SimTranscriptItem[] = [];
  let at = 0;
  sentences.forEach((sentence, n) => {
    const span = (durationSec * sentence.length) / total;
    const confidence = confidences[n % confidences.length] as number;
    const words = sentence.split(/\s+/).filter(Boolean);
    const letters = words.reduce((n, w) => n + w.length + 1, 0);
    const speaking = span * (1 - SENTENCE_PAUSE);
    let t = at;
    words.forEach((text, i) => {
      const duration = (speaking * (text.length + 1)) / letters;
      // 0.9 of each word's slot is voiced; the rest is the gap before the next word.
      items.push({
        type: 1,
        text,
        startTime: cs(t),
        duration: cs(duration * 0.9),
        confidence: Math.min(0.99, cs(confidence + ((i % 5) - 2) / 100)),
      });
      t += duration;
    });
    at += span;
  });
  return items;
}
