// Builds the simulated catalogue deterministically from a seed and a reference time: the same
// seed and clock give byte-identical bodies, so tests and bug reports are reproducible.
import { SIM_AUDIO_ORIGIN, SIM_DEFAULT_SEED, SIM_IMAGE_ORIGIN } from './constants';
import {
  audioKind,
  audioUrlFor,
  capitalise,
  EDITORS_PICK_RATE,
  episodeOf,
  fill,
  imageUrlsFor,
  showFor,
  slug,
  streamUrlFor,
  titleSourceFor,
  transcriptOf,
} from './burst-parts';
import type { Catalogue, SimBurst, SimBurstKind, SimLink, SimShow, SimStation } from './catalogue-types';
import { checkReairRate, storyCopies } from './copies';
import { alnumId, createRng, guid, type Rng } from './prng';
import { byNewest } from './search';
import { storyLines } from './story-text';
import { STATION_SEEDS } from './stations-data';
import { PLAYLIST_SEEDS, TOPIC_SEEDS, type TopicSeed } from './topics-data';

export type * from './catalogue-types';

const DAY_MS = 24 * 60 * 60_000;
/** Creation dates spread over the last ~3 days (brief). */
const SPREAD_MS = 3 * DAY_MS;
const STORIES_PER_CATEGORY = 48;
const INTENT_BURSTS_PER_KIND = 3;
const TITLE_RETRIES = 4;
const MIN_DURATION_DECISEC = 200;
const MAX_DURATION_DECISEC = 1200;

export interface CatalogueOptions {
  seed?: number;
  /** Reference time (epoch ms); creation dates lie before it. */
  now: number;
  /**
   * Share of stories (0..1) that get one extra copy, alternately a re-air (same station, later)
   * and a wire copy (another station, reworded title); 0 by default: no copies (copies.ts).
   */
  reairRate?: number;
}

export function buildCatalogue(opts: CatalogueOptions): Catalogue {
  const seed = opts.seed ?? SIM_DEFAULT_SEED;
  const reairRate = checkReairRate(opts.reairRate ?? 0);
  const rng = createRng(seed);
  const stations = STATION_SEEDS.map((s) => buildStation(s));
  const usedIds = new Set<string>();
  const uniqueId = (make: () => string): string => {
    let id = make();
    while (usedIds.has(id)) id = make();
    usedIds.add(id);
    return id;
  };

  const stories: SimBurst[] = [];
  const usedTitles = new Set<string>();
  const categories = PLAYLIST_SEEDS.flatMap((p) => (p.category ? [p.category] : []));
  for (const category of categories) {
    const topics = TOPIC_SEEDS.filter((t) => t.category === category);
    const candidates = stations.filter((s) => s.categories.includes(category));
    for (let i = 0; i < STORIES_PER_CATEGORY; i++) {
      const topic = rng.pick(topics);
      const station = rng.pick(candidates);
      // A few retries keep titles mostly distinct (same-story bursts from two stations stay possible).
      let story = buildStory(
        rng,
        topic,
        station,
        uniqueId(() => alnumId(rng)),
        opts.now,
      );
      for (let tries = 0; tries < TITLE_RETRIES && usedTitles.has(story.title); tries++) {
        story = buildStory(rng, topic, station, story.id, opts.now);
      }
      usedTitles.add(story.title);
      stories.push(story);
    }
  }
  // Newest first is the natural order of the service; ties broken by id for determinism.
  stories.sort(byNewest);

  const intentBursts: SimBurst[] = [];
  for (const station of stations.filter((s) => s.type === 'Radio')) {
    for (const kind of ['weather', 'traffic'] as const) {
      for (let i = 0; i < INTENT_BURSTS_PER_KIND; i++) {
        intentBursts.push(
          buildIntentBurst(
            rng,
            kind,
            station,
            uniqueId(() => guid(rng)),
            opts.now,
            i,
          ),
        );
      }
    }
  }

  // Evenly spread pitches (200..1199 Hz): 37 is coprime with 1000, so up to 1000 bursts differ.
  // Copies come after the originals, which keep the pitches they have without copies.
  const copies = storyCopies(stories, { seed, rate: reairRate, now: opts.now, stations, uniqueId });
  [...stories, ...intentBursts, ...copies].forEach((b, i) => (b.toneHz = 200 + ((i * 37) % 1000)));
  stories.push(...copies);
  stories.sort(byNewest);
  const allBursts = [...stories, ...intentBursts];

  const burstIndex = new Map(allBursts.map((b) => [b.id, b]));
  const stationIndex = new Map(stations.map((s) => [s.stationId, s]));
  const showIndex = new Map(stations.flatMap((s) => s.shows.map((sh) => [sh.showId, sh] as const)));
  return {
    seed,
    reairRate,
    generatedAt: opts.now,
    stations,
    stories,
    intentBursts,
    allBursts,
    burstById: (id) => burstIndex.get(id),
    stationById: (id) => stationIndex.get(id),
    showById: (id) => showIndex.get(id),
    stationOf: (b) => stationIndex.get(b.stationId) as SimStation,
    showOf: (b) => showIndex.get(b.showId) as SimShow,
    publish: (story) => {
      if (burstIndex.has(story.id)) throw new RangeError(`burst ${story.id} is already in the catalogue`);
      stories.push(story);
      stories.sort(byNewest);
      // Same arrays, changed in place: routes hold the catalogue, not copies of its lists.
      allBursts.splice(0, allBursts.length, ...stories, ...intentBursts);
      burstIndex.set(story.id, story);
    },
  };
}

function links(name: string, base: number, kinds: ReadonlyArray<SimLink['type']>): SimLink[] {
  const hosts: Record<SimLink['type'], string> = {
    1: 'https://www.facebook.com/',
    2: 'https://twitter.com/',
    3: 'https://www.instagram.com/',
    4: 'https://www.linkedin.com/company/',
  };
  return kinds.map((type, i) => ({
    id: base * 10 + i + 1,
    link: hosts[type] + slug(name).replace(/-/g, ''),
    type,
  }));
}

function buildStation(seed: (typeof STATION_SEEDS)[number]): SimStation {
  const shows: SimShow[] = seed.shows.map((sh, i) => ({
    showId: seed.id * 10 + i + 1,
    stationId: seed.id,
    name: sh.name,
    about: sh.about,
    hosts: sh.hosts,
    categories: sh.categories,
    links: links(sh.name, seed.id * 10 + i + 1, i % 2 === 0 ? [2, 3] : [1]),
    network: seed.network,
    website: `https://${slug(seed.name)}.burst-simulator.test/shows/${slug(sh.name)}`,
    imageUrl: `${SIM_IMAGE_ORIGIN}/shows/${seed.id * 10 + i + 1}.png`,
  }));
  return {
    stationId: seed.id,
    name: seed.name,
    type: seed.type,
    city: seed.city,
    lat: seed.lat,
    lng: seed.lng,
    about: seed.about,
    hosts: seed.hosts,
    categories: seed.categories,
    links: links(seed.name, seed.id, seed.type === 'Radio' ? [1, 2, 3] : [2, 4]),
    network: seed.network,
    imageUrl: `${SIM_IMAGE_ORIGIN}/stations/${seed.id}.png`,
    shows,
  };
}

function buildStory(rng: Rng, topic: TopicSeed, station: SimStation, id: string, now: number): SimBurst {
  const topicEntities = rng.sample(topic.entities, rng.int(2, 3));
  const template = rng.pick(topic.titles);
  const title = capitalise(fill(template, topicEntities, station.city));
  // A headline that names a place has it among its entities, as the real API tags places: "Voters
  // head to the polls in Denver" and "…in Austin" are two stories (docs/stories.md).
  const city = station.city.split(',')[0] ?? station.city;
  const entities = template.includes('{city}') ? [...topicEntities, city] : topicEntities;
  const background = rng
    .sample(topic.sentences, rng.int(3, 4))
    .map((s) => capitalise(fill(s, topicEntities, station.city)));
  // What this story says that no other does, then one line of its topic's background, as wire copy
  // has: two stories about the same people share a line at most (docs/stories.md).
  const sentences = [...storyLines(id, topicEntities[0] ?? topic.name), background[0] as string];
  const durationSec = rng.int(MIN_DURATION_DECISEC, MAX_DURATION_DECISEC) / 10;
  const createdAt = now - Math.floor(rng.next() * SPREAD_MS);
  const show = showFor(rng, station, topic.category);
  const episode = episodeOf(rng, show, createdAt);
  const kind = audioKind(rng);
  const audioUrl = audioUrlFor(id, kind);
  return {
    id,
    kind: 'story',
    title,
    quote: rng.chance(0.85) ? rng.pick(sentences) : null,
    text: sentences.join(' '),
    transcript: transcriptOf(rng, sentences, durationSec, background.length),
    durationSec,
    createdAt,
    category: topic.category,
    topic: topic.name,
    keywords: rng.sample(topic.keywords, rng.int(3, 4)),
    entities,
    stationId: station.stationId,
    showId: show.showId,
    episodeName: episode.name,
    positionSec: rng.int(0, 3000),
    audioKind: kind,
    audioUrl,
    episodeAudioUrl: episode.url,
    streamUrl: streamUrlFor(rng, id, kind),
    imageUrls: imageUrlsFor(id),
    titleSource: titleSourceFor(rng, title),
    popularity: rng.int(0, 1000),
    editorsPick: rng.chance(EDITORS_PICK_RATE),
    toneHz: 0,
  };
}

const WEATHER = [
  'sunny and mild',
  'rain moving in this afternoon',
  'cold with a chance of snow',
  'windy and clear',
  'fog early, then sunshine',
];
const TRAFFIC = [
  'heavy delays on the ring road',
  'an accident blocking two lanes downtown',
  'roadworks near the bridge',
  'traffic moving freely',
  'slow going on the airport route',
];

function buildIntentBurst(
  rng: Rng,
  kind: Exclude<SimBurstKind, 'story'>,
  station: SimStation,
  id: string,
  now: number,
  i: number,
): SimBurst {
  const city = station.city.split(',')[0] ?? station.city;
  const condition = rng.pick(kind === 'weather' ? WEATHER : TRAFFIC);
  const title = kind === 'weather' ? `Weather for ${city}: ${condition}` : `Traffic in ${city}: ${condition}`;
  const sentences = [
    kind === 'weather'
      ? `Here is your ${city} forecast: ${condition}.`
      : `Checking the roads around ${city}: ${condition}.`,
    kind === 'weather' ? 'Highs near the seasonal average.' : 'Allow extra time if you are heading out.',
  ];
  const durationSec = rng.int(200, 600) / 10;
  // Intent bursts are fresh: the last few hours, newest first by index.
  const createdAt = now - (i * 60 + rng.int(0, 59)) * 60_000;
  const show = station.shows[0] as SimShow;
  return {
    id,
    kind,
    title,
    quote: null,
    text: sentences.join(' '),
    transcript: transcriptOf(rng, sentences, durationSec),
    durationSec,
    createdAt,
    category: kind,
    topic: kind,
    keywords: kind === 'weather' ? ['weather', 'forecast'] : ['traffic', 'roads', 'commute'],
    entities: [city],
    stationId: station.stationId,
    showId: show.showId,
    episodeName: null,
    positionSec: rng.int(0, 3000),
    audioKind: 'https',
    audioUrl: audioUrlFor(id, 'https'),
    episodeAudioUrl: `${SIM_AUDIO_ORIGIN}/episodes/${show.showId}/${kind}.mp3`,
    streamUrl: null,
    imageUrls: [`${SIM_IMAGE_ORIGIN}/${kind}/${station.stationId}.jpg`],
    titleSource: null,
    popularity: rng.int(0, 1000),
    editorsPick: false,
    toneHz: 0,
  };
}
