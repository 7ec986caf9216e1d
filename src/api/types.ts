// Domain types of the Burst API, as the skill sees them. Wire shapes (v1, v2 and their
// real-world quirks) live in wire.ts and are mapped into these once, in map.ts.

export type SourceType = 'Radio' | 'Podcast' | 'Unknown';

export interface GeoLocation {
  type?: string;
  /** As the API gives them: no order is documented (docs/burst-api.md, Burst v2); GeoJSON is [lng, lat]. */
  coordinates?: [number, number];
  text?: string;
}

export interface TranscriptItem {
  type: number;
  text: string;
  startTimeSec: number;
  durationSec: number;
  confidence?: number;
}

export interface BurstSource {
  /** Numeric source (station) id; v1 carries it as a string and it is parsed. */
  sourceId?: number;
  name: string;
  type: SourceType;
  showId?: string;
  showName?: string;
  episodeName?: string;
  /** Where the burst starts inside its episode (seconds). */
  positionSec?: number;
  /**
   * The whole episode (`source.audioURL`) when Alexa can play it: https, or http on a host known
   * to serve the same file over https (the burst audio's rule). Never used as the burst's audio.
   */
  episodeUrl?: string;
  /** The episode exists only as plain http that cannot be upgraded: Alexa cannot play it. */
  episodeHttpOnly?: true;
  imageUrl?: string;
  location?: GeoLocation;
  /** `network` arrives as a string or an array of strings; always an array here. */
  networks: string[];
}

export interface Burst {
  id: string;
  title: string;
  quote?: string;
  text?: string;
  durationSec: number;
  /** Creation / air time as ISO 8601 (normalised from ISO, `/Date(ms)/` or v1 `yyyy-MM-dd HH:mm`). */
  createdAt?: string;
  /** Category strings such as `news.us`; v1's single string becomes a one-element array. */
  categories: string[];
  keywords: string[];
  entities: string[];
  score?: number;
  source: BurstSource;
  /** The https URL Alexa may stream, or undefined when the burst has no playable audio. */
  audioUrl?: string;
  imageUrls: string[];
  burstPageUrl?: string;
  searchSiteUrl?: string;
  /** Only burst detail carries a transcript; undefined when absent or malformed. */
  transcript?: TranscriptItem[];
}

export type PlaylistKind = 'playlist' | 'single' | 'message' | 'unknown';

export interface Playlist {
  kind: PlaylistKind;
  queryId?: number;
  query?: string;
  actualQuery?: string;
  /** Never null: a null `bursts` is an empty list. */
  bursts: Burst[];
  imageUrl?: string;
  /** Absolute URL of the next page, or undefined when there is none. */
  nextPage?: string;
  message?: string;
  playlistId?: string;
  playlistName?: string;
}

export type LinkKind = 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'other';

export interface SocialLink {
  id?: number;
  url: string;
  kind: LinkKind;
}

export interface StationShow {
  showId?: string;
  name: string;
  about?: string;
  categories: string[];
  hosts: string[];
  links: SocialLink[];
  network?: string;
  website?: string;
  imageUrl?: string;
}

export interface Station {
  stationId: number;
  name: string;
  about?: string;
  categories: string[];
  links: SocialLink[];
  hosts: string[];
  shows: StationShow[];
  location?: GeoLocation;
  imageUrl?: string;
}

export interface Show {
  showId?: string;
  name: string;
  about?: string;
  categories: string[];
  links: SocialLink[];
  hosts: string[];
  /** The show endpoint's table says string; its sample has a Location object: both become text. */
  location?: string;
  network?: string;
  website?: string;
  imageUrl?: string;
}

export interface TrendingStory {
  entity: string;
  burstIds: string[];
}

export interface TrendingCategory {
  category: string;
  stories: TrendingStory[];
}

export interface RegisteredUser {
  userId: string;
}

export type ListenAction = 'startOfPlay' | 'endOfPlay' | 'skip' | 'pause';
