// Wire shapes of the real Burst API, with its quirks (docs/burst-api.md): v1 names
// (`burstID`, `stationID` as a string, `yyyy-MM-dd HH:mm`, `categories` one string), the v2
// `queryID`, `/Date(ms)/` in burst detail, `transcript` as a JSON string, `source.network` as an
// array in intent bodies, and a few unknown extra fields because real bodies carry them.
import type { Catalogue, SimBurst, SimShow, SimStation, SimLink } from './catalogue-types';
import { SIM_SEARCH_SITE_ORIGIN } from './constants';
import { hashString } from './prng';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface BurstView {
  index: number;
  score: number;
  /** Burst detail: the transcript string, the text always, and a `/Date(ms)/` creationDate. */
  detail?: boolean;
  /** Intent lists: publication dates, playlistScore, source.network as an array. */
  intent?: boolean;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * A list carries each burst's transcript text, but the API may leave it null (docs/burst-api.md):
 * 1 burst in 20, chosen by its id (no draw of the catalogue's generator), is listed without it,
 * so the title rule of docs/stories.md has something to do. Its detail still has it.
 */
export function untranscribedInLists(b: SimBurst): boolean {
  return hashString(`untranscribed:${b.id}`) % 20 === 0;
}

/** v1 air date: `yyyy-MM-dd HH:mm` in UTC (docs/burst-api.md, Burst v1 search). */
export function v1Date(ms: number): string {
  return iso(ms).slice(0, 16).replace('T', ' ');
}

function locationOf(st: SimStation): JsonObject {
  return { type: 'Point', coordinates: [st.lng, st.lat], text: st.city };
}

const linksOf = (links: SimLink[]): Json => links.map((l) => ({ id: l.id, link: l.link, type: l.type }));

export function v2Burst(cat: Catalogue, b: SimBurst, origin: string, view: BurstView): JsonObject {
  const station = cat.stationOf(b);
  const show = cat.showOf(b);
  const source: JsonObject = {
    sourceId: station.stationId,
    sourceName: station.name,
    sourceType: station.type,
    showId: show.showId,
    showName: show.name,
    position: b.positionSec,
    audioURL: b.episodeAudioUrl,
    imageURL: station.imageUrl,
    titleSource: b.titleSource,
    location: locationOf(station),
    episodeName: b.episodeName,
  };
  if (view.intent) source.network = [station.network];
  const contentURLs: JsonObject = {
    burstURL: `${origin}/v2/burst?burstId=${encodeURIComponent(b.id)}`,
    audioURL: b.audioUrl,
    imageURL: b.imageUrls,
    searchSiteURL: `${SIM_SEARCH_SITE_ORIGIN}/burst/${b.id}`,
  };
  if (b.streamUrl) contentURLs.streamURL = b.streamUrl;
  const body: JsonObject = {
    index: view.index,
    burstId: b.id,
    creationDate: view.detail ? `/Date(${b.createdAt})/` : iso(b.createdAt),
    creationDateISO: iso(b.createdAt),
  };
  if (view.intent) {
    body.publicationDate = iso(b.createdAt);
    body.publicationDateISO = iso(b.createdAt);
    body.playlistScore = Math.round((1000 - b.popularity) / 10) / 10;
  }
  Object.assign(body, {
    title: b.title,
    quote: b.quote,
    score: view.score,
    text: view.detail || !untranscribedInLists(b) ? b.text : null,
    duration: b.durationSec,
    category: b.category,
    keywords: b.keywords,
    entities: b.entities,
    source,
    contentURLs,
    DebugTrace: null,
    transcript: view.detail ? transcriptString(b) : null,
    // Unknown extras, as in real bodies: clients must ignore them.
    language: 'en',
    explicit: false,
  });
  return body;
}

/**
 * The embedded transcript string: a JSON array whose items carry `start_time` (docs/burst-api.md, Burst v2).
 */
export function transcriptString(b: SimBurst): string {
  return JSON.stringify(
    b.transcript.map((t) => ({
      type: t.type,
      text: t.text,
      start_time: t.startTime,
      duration: t.duration,
      confidence: t.confidence,
    })),
  );
}

export function v1Burst(cat: Catalogue, b: SimBurst, score: number): JsonObject {
  const station = cat.stationOf(b);
  const show = cat.showOf(b);
  return {
    burstID: b.id,
    title: b.title,
    audioURL: b.audioUrl,
    score,
    stationName: station.name,
    stationID: String(station.stationId),
    stationImageURL: station.imageUrl,
    showName: show.name,
    showID: String(show.showId),
    date: v1Date(b.createdAt),
    categories: b.category,
    keywords: b.keywords,
    entities: b.entities,
    ImageURL: b.imageUrls[0] ?? null,
    duration: b.durationSec,
    sourceType: station.type.toLowerCase(),
  };
}

export interface PlaylistHead {
  type?: string | null;
  queryId: number;
  query: string;
  actualQuery: string;
  imageURL: string | null;
  nextPage: string | null;
}

export function v2Playlist(head: PlaylistHead, bursts: Json[]): JsonObject {
  return {
    type: head.type === undefined ? 'playlist' : head.type,
    queryID: head.queryId,
    query: head.query,
    actualQuery: head.actualQuery,
    bursts,
    imageURL: head.imageURL,
    nextPage: head.nextPage,
    message: null,
    // An unknown extra field, as in real bodies.
    totalDuration: Math.round(bursts.reduce<number>((n, b) => n + durationOf(b), 0) * 10) / 10,
  };
}

function durationOf(b: Json): number {
  if (b && typeof b === 'object' && !Array.isArray(b) && typeof b.duration === 'number') return b.duration;
  return 0;
}

export function v1Playlist(
  head: PlaylistHead,
  bursts: Json[],
  playlist: { id: string; name: string } | null,
): JsonObject {
  return {
    type: 'playlist',
    queryID: head.queryId,
    query: head.query,
    actualQuery: head.actualQuery,
    bursts,
    imageURL: head.imageURL,
    nextPage: head.nextPage,
    playlistId: playlist?.id ?? null,
    playlistName: playlist?.name ?? null,
  };
}

function showInStation(show: SimShow, station: SimStation): JsonObject {
  return {
    showid: show.showId,
    name: show.name,
    categories: show.categories,
    hosts: show.hosts,
    links: linksOf(show.links),
    about: show.about,
    location: locationOf(station),
    website: show.website,
    imageUrl: show.imageUrl,
    network: show.network,
  };
}

export function stationBody(st: SimStation): JsonObject {
  return {
    stationId: st.stationId,
    stationName: st.name,
    about: st.about,
    categories: st.categories,
    links: linksOf(st.links),
    hosts: st.hosts,
    shows: st.shows.map((s) => showInStation(s, st)),
    location: locationOf(st),
    imageUrl: st.imageUrl,
    sourceType: st.type,
  };
}

/**
 * `/v2/show`: the published sample (docs/burst-api.md, Station, show, link) has the shape of a Station rather
 * than its Show table, so this is Station-like: the show's own fields under the Show-in-Station names
 * (`showid`, `name`), a Location object (not the table's string), `network`, and the owning `stationId` with
 * an empty `shows` list. There is no `stationName`, so a client cannot mistake the station for the show.
 */
export function showBody(show: SimShow, st: SimStation): JsonObject {
  return {
    showid: show.showId,
    name: show.name,
    about: show.about,
    categories: show.categories,
    links: linksOf(show.links),
    hosts: show.hosts,
    location: locationOf(st),
    network: show.network,
    website: show.website,
    imageUrl: show.imageUrl,
    stationId: st.stationId,
    shows: [],
  };
}
