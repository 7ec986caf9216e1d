// The simulator's own model of its content. Wire shapes are derived from it in wire-*.ts, so one
// burst looks the same in v1 search, v2 lists, burst detail and trending.

export interface SimLink {
  id: number;
  link: string;
  /** 1 = Facebook, 2 = Twitter, 3 = Instagram, 4 = Linkedin (docs/burst-api.md, Station, show, link). */
  type: 1 | 2 | 3 | 4;
}

export interface SimShow {
  showId: number;
  stationId: number;
  name: string;
  about: string;
  hosts: string[];
  categories: string[];
  links: SimLink[];
  network: string;
  website: string;
  imageUrl: string;
}

export interface SimStation {
  stationId: number;
  name: string;
  type: 'Radio' | 'Podcast';
  city: string;
  lat: number;
  lng: number;
  about: string;
  hosts: string[];
  categories: string[];
  links: SimLink[];
  network: string;
  imageUrl: string;
  shows: SimShow[];
}

export interface SimTranscriptItem {
  type: number;
  text: string;
  startTime: number;
  duration: number;
  confidence: number;
}

export type SimBurstKind = 'story' | 'weather' | 'traffic';
/** How the burst's own audio is offered: https (playable), plain http (legacy), or not at all. */
export type SimAudioKind = 'https' | 'http' | 'missing';

export interface SimBurst {
  id: string;
  kind: SimBurstKind;
  title: string;
  quote: string | null;
  text: string;
  transcript: SimTranscriptItem[];
  durationSec: number;
  /** Epoch ms. */
  createdAt: number;
  /** Category string such as `news.us`, `weather`, `traffic`. */
  category: string;
  topic: string;
  keywords: string[];
  entities: string[];
  stationId: number;
  showId: number;
  episodeName: string | null;
  positionSec: number;
  audioKind: SimAudioKind;
  /** contentURLs.audioURL: https on SIM_AUDIO_ORIGIN, http on SIM_HTTP_AUDIO_ORIGIN, or null. */
  audioUrl: string | null;
  /** source.audioURL: the whole episode, sometimes plain http. */
  episodeAudioUrl: string;
  streamUrl: string | null;
  imageUrls: string[];
  titleSource: string | null;
  popularity: number;
  editorsPick: boolean;
  /** Pitch of the generated audio tone: distinct per burst. */
  toneHz: number;
  /**
   * Set on a re-air or wire copy only: the burst id of the story it copies (ground truth for tests;
   * never sent on the wire). Unset on every original story.
   */
  storyOf?: string;
}

export interface Catalogue {
  readonly seed: number;
  /** Epoch ms the creation dates are relative to. */
  readonly generatedAt: number;
  readonly stations: ReadonlyArray<SimStation>;
  /** The share of stories given one extra copy (a re-air or a wire copy; 0 = none). */
  readonly reairRate: number;
  /** News bursts, re-airs and wire copies among them (every playlist, search and related results draw from these). */
  readonly stories: ReadonlyArray<SimBurst>;
  /** Weather and traffic bursts of the radio stations (GUID ids). */
  readonly intentBursts: ReadonlyArray<SimBurst>;
  /** Stories then intent bursts. */
  readonly allBursts: ReadonlyArray<SimBurst>;
  burstById(id: string): SimBurst | undefined;
  stationById(id: number): SimStation | undefined;
  showById(id: number): SimShow | undefined;
  stationOf(burst: SimBurst): SimStation;
  showOf(burst: SimBurst): SimShow;
  /**
   * Adds a story published after the catalogue was built (the "news now" switch): it joins the
   * stories, newest first, and every index. A RangeError if its id is taken.
   */
  publish(story: SimBurst): void;
}
