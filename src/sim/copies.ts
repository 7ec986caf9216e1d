// Re-airs and wire copies: the real API returns one story under many burst ids, because radio
// re-airs a segment every hour or so and many stations read the same wire copy. The catalogue
// adds such copies of its stories at a settable rate, drawn from a generator of their own so the
// original stories stay exactly as they are without copies (docs/api-gaps.md, "Re-airs and wire
// copies").
import {
  audioKind,
  audioUrlFor,
  EDITORS_PICK_RATE,
  episodeOf,
  imageUrlsFor,
  showFor,
  streamUrlFor,
  titleSourceFor,
  transcriptOf,
} from './burst-parts';
import type { SimBurst, SimShow, SimStation } from './catalogue-types';
import { alnumId, createRng, hashString, type Rng } from './prng';
import { wireLines } from './story-text';
import { TOPIC_SEEDS, type TopicSeed } from './topics-data';

const MINUTE_MS = 60_000;
/** A re-air follows its original by 1 to 6 hours. */
const REAIR_MIN_MINUTES = 60;
const REAIR_MAX_MINUTES = 360;
/** A wire copy airs within 3 hours of its original, before or after it. */
const WIRE_MIN_MINUTES = 5;
const WIRE_MAX_MINUTES = 180;
/** Mixed into the seed: the copies' own generator, so drawing them changes no other burst. */
const COPY_SEED_SALT = 0x2e41_7c0d;
/** Light rewordings a station puts in front of wire copy. */
const TITLE_PREFIXES = ['Report: ', 'Update: ', 'Just in: '];
const TITLE_SUFFIXES = [', officials say', ', reports say', ': what we know'];

export type CopyKind = 'reair' | 'wire';

/**
 * Checks a re-air rate (the share of stories that get one extra copy): a number from 0 to 1.
 * Throws a RangeError otherwise (NaN included).
 */
export function checkReairRate(rate: number): number {
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) {
    throw new RangeError(`reairRate must be a number from 0 to 1 (got ${String(rate)})`);
  }
  return rate;
}

/** How many copies a rate gives `stories` originals: the rate's share, rounded to the nearest. */
export function copyCount(stories: number, rate: number): number {
  return Math.round(checkReairRate(rate) * stories);
}

/**
 * The k-th copy (0-based, in the order they are drawn) is a re-air when k is even and a wire copy
 * when k is odd, so re-airs are ceil(copies / 2) and wire copies floor(copies / 2) (every category
 * has two stations or more; a category with one would get a re-air instead).
 */
export function copyKindAt(k: number): CopyKind {
  return k % 2 === 0 ? 'reair' : 'wire';
}

export interface CopyOptions {
  seed: number;
  rate: number;
  /** No copy is dated after it. */
  now: number;
  stations: ReadonlyArray<SimStation>;
  /** Draws ids until one is new to the catalogue. */
  uniqueId: (make: () => string) => string;
}

/**
 * Copies of `originals` (each chosen story gets one): `storyOf` names the original. Tones are
 * left at 0 for the caller to give.
 */
export function storyCopies(originals: ReadonlyArray<SimBurst>, opts: CopyOptions): SimBurst[] {
  const count = copyCount(originals.length, opts.rate);
  if (count === 0) return [];
  const rng = createRng((opts.seed ^ COPY_SEED_SALT) >>> 0);
  const stationById = new Map(opts.stations.map((s) => [s.stationId, s]));
  return rng.sample(originals, count).map((original, k) => {
    const id = opts.uniqueId(() => alnumId(rng));
    const home = stationById.get(original.stationId) as SimStation;
    const others = opts.stations.filter(
      (s) => s.stationId !== original.stationId && s.categories.includes(original.category),
    );
    if (copyKindAt(k) === 'wire' && others.length > 0) {
      return wireCopy(rng, original, id, rng.pick(others), opts.now);
    }
    return reair(rng, original, id, home, opts.now);
  });
}

/** The same segment on the same station and show, 1 to 6 hours later (earlier if that is after now). */
function reair(rng: Rng, original: SimBurst, id: string, station: SimStation, now: number): SimBurst {
  const offset = rng.int(REAIR_MIN_MINUTES, REAIR_MAX_MINUTES) * MINUTE_MS;
  const later = original.createdAt + offset;
  const createdAt = later <= now ? later : original.createdAt - offset;
  const show = station.shows.find((s) => s.showId === original.showId) as SimShow;
  return copyOf(rng, original, id, {
    title: original.title,
    text: original.text,
    transcript: original.transcript,
    keywords: rng.sample(original.keywords, original.keywords.length),
    stationId: station.stationId,
    show,
    createdAt,
    titleSource: original.titleSource,
  });
}

/** The same story read by another station of its category: a reworded title, the same entities. */
function wireCopy(rng: Rng, original: SimBurst, id: string, station: SimStation, now: number): SimBurst {
  const offset = rng.int(WIRE_MIN_MINUTES, WIRE_MAX_MINUTES) * MINUTE_MS;
  const later = rng.chance(0.5) && original.createdAt + offset <= now;
  const createdAt = later ? original.createdAt + offset : original.createdAt - offset;
  const title = rewordedTitle(rng, original);
  // Read by another voice: the station's own opening, the wire's words, now and then its last line
  // dropped; timed afresh from a generator of the copy's own, so other copies stay as they were.
  const lines = wireLines(id, sentencesOf(original.text), station.name);
  const text = lines.join(' ');
  const transcript = transcriptOf(createRng(hashString(`timing:${id}`)), lines, original.durationSec);
  return copyOf(rng, original, id, {
    text,
    transcript,
    title,
    keywords: similarKeywords(rng, original),
    stationId: station.stationId,
    show: showFor(rng, station, original.category),
    createdAt,
    titleSource: titleSourceFor(rng, title),
  });
}

interface CopyParts {
  title: string;
  text: string;
  transcript: SimBurst['transcript'];
  keywords: string[];
  stationId: number;
  show: SimShow;
  createdAt: number;
  titleSource: string | null;
}

/** The story's words and timing as the original's; its own id, audio, image, place and tone. */
function copyOf(rng: Rng, original: SimBurst, id: string, parts: CopyParts): SimBurst {
  const episode = episodeOf(rng, parts.show, parts.createdAt);
  const kind = audioKind(rng);
  return {
    ...original,
    id,
    title: parts.title,
    text: parts.text,
    transcript: parts.transcript.map((t) => ({ ...t })),
    createdAt: parts.createdAt,
    keywords: parts.keywords,
    entities: [...original.entities],
    stationId: parts.stationId,
    showId: parts.show.showId,
    episodeName: episode.name,
    positionSec: rng.int(0, 3000),
    audioKind: kind,
    audioUrl: audioUrlFor(id, kind),
    episodeAudioUrl: episode.url,
    streamUrl: streamUrlFor(rng, id, kind),
    imageUrls: imageUrlsFor(id),
    titleSource: parts.titleSource,
    popularity: rng.int(0, 1000),
    editorsPick: rng.chance(EDITORS_PICK_RATE),
    toneHz: 0,
    storyOf: original.id,
  };
}

/**
 * How a station words wire copy it reads: the wire's headline with a lead-in ("Report: …") or a
 * tail ("…, officials say"). Never the original's title; never another headline of the topic,
 * which would be another story.
 */
function rewordedTitle(rng: Rng, original: SimBurst): string {
  return rng.chance(0.5)
    ? `${rng.pick(TITLE_PREFIXES)}${original.title}`
    : `${original.title}${rng.pick(TITLE_SUFFIXES)}`;
}

/** The original's keywords in another order, one of them swapped for another of the topic's half the time. */
function similarKeywords(rng: Rng, original: SimBurst): string[] {
  const keywords = rng.sample(original.keywords, original.keywords.length);
  const unused = (topicOf(original)?.keywords ?? []).filter((k) => !keywords.includes(k));
  if (unused.length > 0 && keywords.length > 1 && rng.chance(0.5)) {
    keywords[keywords.length - 1] = rng.pick(unused);
  }
  return keywords;
}

/** A generated text's sentences (they end in a full stop and hold no abbreviations). */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

function topicOf(b: SimBurst): TopicSeed | undefined {
  return TOPIC_SEEDS.find((t) => t.name === b.topic && t.category === b.category);
}
