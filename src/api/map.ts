// Wire → domain, once, at the boundary (the rest of the code sees only domain types). Bodies are checked at
// runtime: a body that is not the expected object/array is `bad-response`; a burst without an id or a title
// is dropped from its list (logged at debug) so one bad item never costs the listener the whole playlist.
// Unknown fields are ignored (docs/burst-api.md, Response shapes: extra fields are normal).
import { playableAudioUrl } from './audio';
import { parseApiDate } from './dates';
import { ApiError } from './errors';
import { parseTranscript } from './transcript';
import type {
  Burst,
  BurstSource,
  GeoLocation,
  LinkKind,
  Playlist,
  PlaylistKind,
  RegisteredUser,
  Show,
  SocialLink,
  SourceType,
  Station,
  StationShow,
  TrendingCategory,
  TrendingStory,
} from './types';
import { MAX_LABEL_CHARS } from '../config/limits';
import type { Logger } from '../util/logger';
import { isPlainObject } from '../util/objects';

export interface MapContext {
  /** Endpoint path, for error messages and logs (never the query: it can hold user ids). */
  endpoint: string;
  logger: Logger;
  upgradeHosts: readonly string[];
}

type Obj = Record<string, unknown>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A title or name, cut to MAX_LABEL_CHARS (it is spoken, shown and stored). */
function label(v: unknown): string | undefined {
  const s = str(v);
  return s && s.length > MAX_LABEL_CHARS ? s.slice(0, MAX_LABEL_CHARS - 1).trimEnd() + '…' : s;
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  // Ids arrive as strings on some shapes (v1 `stationID`, `queryID` in some bodies).
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

function idStr(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return str(v);
}

function strList(v: unknown): string[] {
  if (typeof v === 'string') return v === '' ? [] : [v];
  if (!Array.isArray(v)) return [];
  return v.filter((x): x is string => typeof x === 'string' && x !== '');
}

function badResponse(ctx: MapContext, what: string): ApiError {
  return new ApiError('bad-response', `${ctx.endpoint}: ${what}`, { endpoint: ctx.endpoint });
}

function mapLocation(v: unknown): GeoLocation | undefined {
  if (!isPlainObject(v)) return undefined;
  const loc: GeoLocation = {};
  const type = str(v.type);
  if (type) loc.type = type;
  const c = v.coordinates;
  if (Array.isArray(c) && c.length === 2 && c.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    loc.coordinates = [c[0] as number, c[1] as number];
  }
  const text = str(v.text);
  if (text) loc.text = text;
  return Object.keys(loc).length > 0 ? loc : undefined;
}

function mapSourceType(v: unknown): SourceType {
  const s = typeof v === 'string' ? v.toLowerCase() : '';
  if (s === 'radio') return 'Radio';
  if (s === 'podcast') return 'Podcast';
  return 'Unknown';
}

function mapPlaylistKind(v: unknown): PlaylistKind {
  return v === 'playlist' || v === 'single' || v === 'message' ? v : 'unknown';
}

/** Drops undefined values so mapped objects compare cleanly and serialise small. */
function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as Array<keyof T>) if (o[k] === undefined) delete o[k];
  return o;
}

function mapSourceV2(v: unknown, upgradeHosts: readonly string[]): BurstSource {
  const s = isPlainObject(v) ? v : {};
  const episodeUrl = playableAudioUrl(s.audioURL, upgradeHosts);
  const episodeHttpOnly =
    !episodeUrl && typeof s.audioURL === 'string' && /^http:\/\//i.test(s.audioURL.trim()) ? true : undefined;
  return compact<BurstSource>({
    sourceId: num(s.sourceId),
    name: label(s.sourceName) ?? '',
    type: mapSourceType(s.sourceType),
    showId: idStr(s.showId) ?? idStr(s.showID),
    showName: label(s.showName),
    episodeName: label(s.episodeName),
    positionSec: num(s.position),
    episodeUrl,
    episodeHttpOnly,
    imageUrl: str(s.imageURL),
    location: mapLocation(s.location),
    networks: strList(s.network),
  });
}

export function mapBurstV2(v: unknown, ctx: MapContext): Burst | undefined {
  if (!isPlainObject(v)) {
    ctx.logger.debug('dropped burst: not an object', { endpoint: ctx.endpoint });
    return undefined;
  }
  const id = str(v.burstId);
  const title = label(v.title);
  if (!id || !title) {
    ctx.logger.debug('dropped burst without id or title', { endpoint: ctx.endpoint, burstId: id });
    return undefined;
  }
  const urls = isPlainObject(v.contentURLs) ? v.contentURLs : {};
  return compact<Burst>({
    id,
    title,
    quote: str(v.quote),
    text: str(v.text),
    durationSec: num(v.duration) ?? 0,
    createdAt:
      parseApiDate(v.creationDateISO) ??
      parseApiDate(v.creationDate) ??
      parseApiDate(v.publicationDateISO) ??
      parseApiDate(v.publicationDate),
    categories: strList(v.category),
    keywords: strList(v.keywords),
    entities: strList(v.entities),
    score: num(v.score),
    source: mapSourceV2(v.source, ctx.upgradeHosts),
    // Only the burst's own clip: `source.audioURL` is the whole episode (docs/burst-api.md, Burst v2).
    audioUrl: playableAudioUrl(urls.audioURL, ctx.upgradeHosts),
    imageUrls: strList(urls.imageURL),
    burstPageUrl: str(urls.burstURL),
    searchSiteUrl: str(urls.searchSiteURL),
    transcript: parseTranscript(v.transcript),
  });
}

export function mapBurstV1(v: unknown, ctx: MapContext): Burst | undefined {
  if (!isPlainObject(v)) {
    ctx.logger.debug('dropped v1 burst: not an object', { endpoint: ctx.endpoint });
    return undefined;
  }
  // The sample body's names (`burstID`, `title`) are the wire names; the table's (`id`) and v2's
  // (`burstId`) are accepted too.
  const id = str(v.burstID) ?? str(v.burstId) ?? str(v.id);
  const title = label(v.title) ?? label(v.Title);
  if (!id || !title) {
    ctx.logger.debug('dropped v1 burst without id or title', { endpoint: ctx.endpoint, burstId: id });
    return undefined;
  }
  const image = str(v.ImageURL);
  return compact<Burst>({
    id,
    title,
    durationSec: num(v.duration) ?? 0,
    createdAt: parseApiDate(v.date),
    categories: strList(v.categories),
    keywords: strList(v.keywords),
    entities: strList(v.entities),
    score: num(v.score),
    source: compact<BurstSource>({
      sourceId: num(v.stationID),
      name: label(v.stationName) ?? '',
      // v1 bursts carry no source type.
      type: 'Unknown',
      showId: idStr(v.showID),
      showName: label(v.showName),
      imageUrl: str(v.stationImageURL),
      networks: [],
    }),
    audioUrl: playableAudioUrl(v.audioURL, ctx.upgradeHosts),
    imageUrls: image ? [image] : [],
  });
}

function mapPlaylist(
  body: unknown,
  ctx: MapContext,
  mapBurst: (v: unknown, ctx: MapContext) => Burst | undefined,
): Playlist {
  if (!isPlainObject(body)) throw badResponse(ctx, 'body is not a playlist object');
  const raw = body.bursts;
  // `bursts: null` means an empty list (docs/burst-api.md, Playlist); anything else but an array is wrong.
  if (raw !== null && raw !== undefined && !Array.isArray(raw)) {
    throw badResponse(ctx, '`bursts` is not an array');
  }
  const bursts: Burst[] = [];
  for (const b of raw ?? []) {
    const mapped = mapBurst(b, ctx);
    if (mapped) bursts.push(mapped);
  }
  const kind = mapPlaylistKind(body.type);
  return compact<Playlist>({
    kind,
    // Real bodies say `queryID`; the field table says `queryId`.
    queryId: num(body.queryID) ?? num(body.queryId),
    query: str(body.query),
    actualQuery: str(body.actualQuery),
    // A `message` body is passed on as such, without bursts: the skill decides what to say.
    bursts: kind === 'message' ? [] : bursts,
    imageUrl: str(body.imageURL),
    nextPage: str(body.nextPage),
    message: str(body.message),
    playlistId: idStr(body.playlistId),
    playlistName: str(body.playlistName),
  });
}

export function mapPlaylistV2(body: unknown, ctx: MapContext): Playlist {
  return mapPlaylist(body, ctx, mapBurstV2);
}

export function mapPlaylistV1(body: unknown, ctx: MapContext): Playlist {
  return mapPlaylist(body, ctx, mapBurstV1);
}

const LINK_KINDS: Record<number, LinkKind> = { 1: 'facebook', 2: 'twitter', 3: 'instagram', 4: 'linkedin' };

function mapLinks(v: unknown): SocialLink[] {
  if (!Array.isArray(v)) return [];
  const links: SocialLink[] = [];
  for (const l of v) {
    if (!isPlainObject(l)) continue;
    const url = str(l.link);
    if (!url) continue;
    const type = num(l.type);
    links.push(compact<SocialLink>({ id: num(l.id), url, kind: (type && LINK_KINDS[type]) || 'other' }));
  }
  return links;
}

/** `network` is documented as a string and is an array in real bodies; the domain keeps one string. */
function networkText(v: unknown): string | undefined {
  const list = strList(v);
  return list.length > 0 ? list.join(', ') : undefined;
}

function mapStationShow(v: Obj): StationShow | undefined {
  const name = str(v.name);
  if (!name) return undefined;
  return compact<StationShow>({
    showId: idStr(v.showid) ?? idStr(v.showId) ?? idStr(v.id),
    name,
    about: str(v.about),
    categories: strList(v.categories),
    hosts: strList(v.hosts),
    links: mapLinks(v.links),
    network: networkText(v.network),
    website: str(v.website),
    imageUrl: str(v.imageUrl),
  });
}

function mapStationObj(v: Obj): Station | undefined {
  const stationId = num(v.stationId);
  if (stationId === undefined) return undefined;
  const shows: StationShow[] = [];
  for (const s of Array.isArray(v.shows) ? v.shows : []) {
    const show = isPlainObject(s) ? mapStationShow(s) : undefined;
    if (show) shows.push(show);
  }
  return compact<Station>({
    stationId,
    name: label(v.stationName) ?? '',
    about: str(v.about),
    categories: strList(v.categories),
    links: mapLinks(v.links),
    hosts: strList(v.hosts),
    shows,
    location: mapLocation(v.location),
    imageUrl: str(v.imageUrl),
  });
}

export function mapStation(body: unknown, ctx: MapContext): Station {
  if (!isPlainObject(body)) throw badResponse(ctx, 'body is not a station object');
  const station = mapStationObj(body);
  if (!station) throw badResponse(ctx, 'station without a numeric stationId');
  return station;
}

export function mapStations(body: unknown, ctx: MapContext): Station[] {
  if (!Array.isArray(body)) throw badResponse(ctx, 'body is not an array of stations');
  const stations: Station[] = [];
  for (const s of body) {
    const station = isPlainObject(s) ? mapStationObj(s) : undefined;
    if (station) stations.push(station);
    else ctx.logger.debug('dropped station without a numeric stationId', { endpoint: ctx.endpoint });
  }
  return stations;
}

/**
 * The show endpoint's table gives a Show (`id`, `name`, `location` string); its sample body is a
 * Station (`stationId`, `stationName`, Location object). Both map to `Show`; the requested id
 * fills in when the body carries none.
 */
export function mapShow(body: unknown, ctx: MapContext, requestedId: string): Show {
  if (!isPlainObject(body)) throw badResponse(ctx, 'body is not a show object');
  const name = str(body.name) ?? str(body.stationName);
  if (!name) throw badResponse(ctx, 'show without a name');
  const loc = body.location;
  return compact<Show>({
    showId: idStr(body.id) ?? idStr(body.showid) ?? idStr(body.showId) ?? requestedId,
    name,
    about: str(body.about),
    categories: strList(body.categories),
    links: mapLinks(body.links),
    hosts: strList(body.hosts),
    location: typeof loc === 'string' ? str(loc) : mapLocation(loc)?.text,
    network: networkText(body.network),
    website: str(body.website),
    imageUrl: str(body.imageUrl),
  });
}

export function mapTrending(body: unknown, ctx: MapContext): TrendingCategory[] {
  // A bare array (docs/burst-api.md, Trending), not an object.
  if (!Array.isArray(body)) throw badResponse(ctx, 'body is not an array of trending categories');
  const out: TrendingCategory[] = [];
  for (const c of body) {
    if (!isPlainObject(c)) continue;
    const category = str(c.category);
    if (!category) continue;
    const stories: TrendingStory[] = [];
    for (const s of Array.isArray(c.stories) ? c.stories : []) {
      if (!isPlainObject(s)) continue;
      const entity = str(s.entity);
      if (!entity) continue;
      stories.push({ entity, burstIds: strList(s.bursts) });
    }
    out.push({ category, stories });
  }
  return out;
}

export function mapRegisteredUser(body: unknown, ctx: MapContext): RegisteredUser {
  if (!isPlainObject(body)) throw badResponse(ctx, 'body is not an object');
  const userId = idStr(body.ABUserID);
  if (!userId) throw badResponse(ctx, 'registration without ABUserID');
  return { userId };
}
