// Wire shapes of the Burst API exactly as bodies arrive, quirks included (spec + platform notes).
// Everything is optional and nullable: the API leaves out or nulls fields the spec lists, so the
// mappers in map.ts check every value at runtime and these types only document what to expect.

type Maybe<T> = T | null | undefined;

export interface WireLocation {
  type?: Maybe<string>;
  coordinates?: Maybe<number[]>;
  text?: Maybe<string>;
}

export interface WireSource {
  sourceId?: Maybe<number | string>;
  sourceName?: Maybe<string>;
  /** `Radio` / `Podcast`; may be null. */
  sourceType?: Maybe<string>;
  /** Documented as `showID`; bodies carry `showId`, a number or a string. */
  showId?: Maybe<number | string>;
  showID?: Maybe<number | string>;
  showName?: Maybe<string>;
  position?: Maybe<number>;
  /** The WHOLE episode (sometimes plain http): never used as the burst's audio. */
  audioURL?: Maybe<string>;
  imageURL?: Maybe<string>;
  titleSource?: Maybe<string>;
  location?: Maybe<WireLocation>;
  episodeName?: Maybe<string>;
  /** The spec says string; real bodies carry an array of strings. */
  network?: Maybe<string | string[]>;
}

export interface WireContentUrls {
  burstURL?: Maybe<string>;
  audioURL?: Maybe<string>;
  imageURL?: Maybe<string[] | string>;
  searchSiteURL?: Maybe<string>;
  /** HLS `.m3u8`, present in real bodies; not used (the skill streams the MP3). */
  streamURL?: Maybe<string>;
}

export interface WireBurstV2 {
  index?: Maybe<number>;
  burstId?: Maybe<string>;
  /** ISO-like string, or `/Date(<epoch_ms>)/` on one endpoint. */
  creationDate?: Maybe<string>;
  creationDateISO?: Maybe<string>;
  publicationDate?: Maybe<string>;
  publicationDateISO?: Maybe<string>;
  title?: Maybe<string>;
  quote?: Maybe<string>;
  score?: Maybe<number>;
  playlistScore?: Maybe<number>;
  text?: Maybe<string>;
  duration?: Maybe<number>;
  category?: Maybe<string>;
  keywords?: Maybe<string[]>;
  entities?: Maybe<string[]>;
  source?: Maybe<WireSource>;
  contentURLs?: Maybe<WireContentUrls>;
  /** Fields not shown in the spec: ignored. */
  DebugTrace?: unknown;
  /** Null in lists; in burst detail a STRING holding a JSON array of WireTranscriptItem. */
  transcript?: Maybe<string>;
}

export interface WireTranscriptItem {
  type?: Maybe<number>;
  text?: Maybe<string>;
  start_time?: Maybe<number>;
  startTime?: Maybe<number>;
  duration?: Maybe<number>;
  confidence?: Maybe<number>;
}

/** v1 burst: the sample body's names are the wire names (spec, "Burst (v1 search)"). */
export interface WireBurstV1 {
  burstID?: Maybe<string>;
  /** v2's spelling of the id, accepted in v1 bodies too. */
  burstId?: Maybe<string>;
  /** The v1 table's name for the id; accepted in case a body follows the table. */
  id?: Maybe<string>;
  title?: Maybe<string>;
  Title?: Maybe<string>;
  audioURL?: Maybe<string>;
  score?: Maybe<number>;
  stationName?: Maybe<string>;
  stationID?: Maybe<string | number>;
  stationImageURL?: Maybe<string>;
  showName?: Maybe<string>;
  showID?: Maybe<string | number>;
  /** `yyyy-MM-dd HH:mm` in the sample body. */
  date?: Maybe<string>;
  /** Documented as an array; the sample body has a single string. */
  categories?: Maybe<string | string[]>;
  keywords?: Maybe<string[]>;
  entities?: Maybe<string[]>;
  ImageURL?: Maybe<string>;
  duration?: Maybe<number>;
}

export interface WirePlaylist<B> {
  type?: Maybe<string>;
  /** Real bodies (and v1) say `queryID`; the field table says `queryId`. */
  queryID?: Maybe<number | string>;
  queryId?: Maybe<number | string>;
  query?: Maybe<string>;
  actualQuery?: Maybe<string>;
  /** null means an empty list. */
  bursts?: Maybe<B[]>;
  imageURL?: Maybe<string>;
  nextPage?: Maybe<string>;
  message?: Maybe<string>;
  playlistId?: Maybe<string | number>;
  playlistName?: Maybe<string>;
}

export type WirePlaylistV2 = WirePlaylist<WireBurstV2>;
export type WirePlaylistV1 = WirePlaylist<WireBurstV1>;

export interface WireLink {
  id?: Maybe<number>;
  link?: Maybe<string>;
  /** 1 Facebook, 2 Twitter, 3 Instagram, 4 Linkedin. */
  type?: Maybe<number>;
}

/** Show as it appears inside a Station (`showid`), and as the show endpoint may return it. */
export interface WireStationShow {
  showid?: Maybe<number | string>;
  name?: Maybe<string>;
  about?: Maybe<string>;
  categories?: Maybe<string[]>;
  hosts?: Maybe<string[]>;
  links?: Maybe<WireLink[]>;
  location?: Maybe<WireLocation | string>;
  website?: Maybe<string>;
  imageUrl?: Maybe<string>;
  network?: Maybe<string | string[]>;
}

export interface WireStation {
  stationId?: Maybe<number | string>;
  stationName?: Maybe<string>;
  about?: Maybe<string>;
  categories?: Maybe<string[]>;
  links?: Maybe<WireLink[]>;
  hosts?: Maybe<string[]>;
  shows?: Maybe<WireStationShow[]>;
  location?: Maybe<WireLocation>;
  imageUrl?: Maybe<string>;
}

/** The show endpoint's table shape; its sample body is a WireStation instead (both accepted). */
export interface WireShow {
  id?: Maybe<number | string>;
  name?: Maybe<string>;
  about?: Maybe<string>;
  categories?: Maybe<string[]>;
  links?: Maybe<WireLink[]>;
  hosts?: Maybe<string[]>;
  location?: Maybe<string | WireLocation>;
  network?: Maybe<string | string[]>;
  website?: Maybe<string>;
  imageUrl?: Maybe<string>;
}

export interface WireTrendingStory {
  entity?: Maybe<string>;
  bursts?: Maybe<string[]>;
}

/** `/v2/topstories/trending` returns a bare array of these. */
export interface WireTrendingCategory {
  category?: Maybe<string>;
  stories?: Maybe<WireTrendingStory[]>;
}

/** `POST /v2/users/register` → `{ABUserID, …}`. */
export interface WireRegisteredUser {
  ABUserID?: Maybe<string>;
}
