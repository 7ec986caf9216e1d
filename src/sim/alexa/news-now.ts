// "News now": a story published this instant about given words or in a given category, so a
// follow has something new to notify about (issue 51). Built from the same parts as the
// catalogue's stories, playable (https audio), and newer than every other burst, so a search for
// its words, or its category's list, puts it first. Its id comes from the seed and how many
// bursts the catalogue holds: the same switches give the same ids, and each use a new one.
import {
  audioUrlFor,
  capitalise,
  episodeOf,
  fill,
  imageUrlsFor,
  showFor,
  transcriptOf,
} from '../burst-parts';
import type { Catalogue, SimBurst } from '../catalogue-types';
import { alnumId, createRng, hashString, type Rng } from '../prng';
import { relevance, resolveCategory, tokenize } from '../search';
import { TOPIC_SEEDS, type TopicSeed } from '../topics-data';

/** The words of a topic ("electric cars"), or a category as the API takes it (`10`, `sports`). */
export type NewsTopic = { words: string } | { category: string };

const MAX_WORDS_LENGTH = 100;
/** Where words that match no story go (and the mixed playlists, Top Stories and Editors' Picks). */
const DEFAULT_CATEGORY = 'news.us';
const HEADLINE_PREFIX = 'Just in: ';

/** A new story about `topic`, dated `now` (or just after the newest burst); not yet in the catalogue. */
export function newsNowBurst(cat: Catalogue, topic: NewsTopic, now: number): SimBurst {
  const rng = createRng(hashString(`${cat.seed}:news-now:${cat.allBursts.length}:${JSON.stringify(topic)}`));
  let id = alnumId(rng);
  while (cat.burstById(id)) id = alnumId(rng);
  const { seed, editorsPick } =
    'words' in topic ? wordsTopic(cat, topic.words) : categoryTopic(rng, topic.category);
  const stations = cat.stations.filter((s) => s.categories.includes(seed.category));
  const station = rng.pick(stations.length > 0 ? stations : cat.stations);
  const entities = rng.sample(seed.entities, 2);
  const sentences = rng.sample(seed.sentences, 2).map((s) => capitalise(fill(s, entities, station.city)));
  const durationSec = rng.int(200, 900) / 10;
  // Strictly newest, so it leads every newest-first list even when the clock has not moved.
  const createdAt = Math.max(now, (cat.stories[0]?.createdAt ?? now) + 1);
  const show = showFor(rng, station, seed.category);
  const episode = episodeOf(rng, show, createdAt);
  return {
    id,
    kind: 'story',
    title: HEADLINE_PREFIX + capitalise(fill(rng.pick(seed.titles), entities, station.city)),
    quote: sentences[0] ?? null,
    text: sentences.join(' '),
    transcript: transcriptOf(rng, sentences, durationSec),
    durationSec,
    createdAt,
    category: seed.category,
    topic: seed.name,
    keywords: rng.sample(seed.keywords, 3),
    entities,
    stationId: station.stationId,
    showId: show.showId,
    episodeName: episode.name,
    positionSec: rng.int(0, 3000),
    audioKind: 'https',
    audioUrl: audioUrlFor(id, 'https'),
    episodeAudioUrl: episode.url,
    streamUrl: null,
    imageUrls: imageUrlsFor(id),
    titleSource: null,
    popularity: rng.int(500, 1000),
    editorsPick,
    // Evenly spread pitches, continuing the catalogue's (catalogue.ts).
    toneHz: 200 + ((cat.allBursts.length * 37) % 1000),
  };
}

/** A topic made of the words alone, in the category of the story they match best. */
function wordsTopic(cat: Catalogue, words: string): { seed: TopicSeed; editorsPick: boolean } {
  const text = words.trim();
  const terms = tokenize(text);
  if (terms.length === 0 || text.length > MAX_WORDS_LENGTH)
    throw new RangeError(
      `words must name a topic in at most ${MAX_WORDS_LENGTH} characters (e.g. "electric cars")`,
    );
  let best: { score: number; category: string } = { score: 0, category: DEFAULT_CATEGORY };
  for (const b of cat.stories) {
    const score = relevance(b, terms);
    if (score > best.score) best = { score, category: b.category };
  }
  // The words are in the title, the keywords, the entities and the text: the best score a search can give.
  const entity = capitalise(text);
  const seed: TopicSeed = {
    name: text,
    category: best.category,
    keywords: [text],
    entities: [entity],
    titles: ['{e}, what we know so far'],
    sentences: ['This is the latest on {e}.', 'Reporters are following {e} as the story develops.'],
  };
  return { seed, editorsPick: false };
}

/** One of the category's topics, as its stories are made. */
function categoryTopic(rng: Rng, value: string): { seed: TopicSeed; editorsPick: boolean } {
  const sel = resolveCategory(value);
  if (!sel) throw new RangeError(`unknown category ${value}`);
  const category = sel.category ?? DEFAULT_CATEGORY;
  return {
    seed: rng.pick(TOPIC_SEEDS.filter((t) => t.category === category)),
    editorsPick: sel.editorsPicks === true,
  };
}
