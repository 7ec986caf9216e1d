// What a fresh phrasing must do, said in the listener's terms and not the skill's: the phrasings
// in seen/ and held-out/ were written by someone who had not read the interaction model, the words
// chain or the older corpus (README.md here), and fresh.test.ts turns each outcome into checks
// against the real skill on the local Echo and the API simulator.
import type { SupportedLocale } from '../../../src/model/contract';

/** The simulator's playlists, as a listener would name them. */
export type Category =
  | 'news' // the general news, top stories, headlines
  | 'business'
  | 'us' // U.S. national news (en-US listeners only)
  | 'tech' // technology and science
  | 'world'
  | 'entertainment'
  | 'sport'
  | 'offbeat' // odd, quirky, weird stories
  | 'editors-picks';

/** A time the listener names: what plays starts there, in the listener's own day. */
export type Since =
  | 'today'
  | 'this morning'
  | 'yesterday'
  | 'last night'
  | 'this week'
  | 'last few days'
  | 'weekend'
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday';

export type Outcome =
  /** Plays the news (or one playlist of it), fitted to `minutes` when a length was said. */
  | { do: 'play-news'; category?: Category; minutes?: number; since?: Since }
  /**
   * Plays bursts about a subject: `about` is the subject in the listener's own words (no article,
   * no "news about", no words about the listener's situation). `podcasts`: from podcasts only.
   */
  | { do: 'play-about'; about: string; podcasts?: boolean; minutes?: number; since?: Since }
  /** Plays bursts from one station or podcast of the catalogue (its name as listed in README.md). */
  | { do: 'play-station'; station: string }
  /** Local news: the skill plays the listener's local station, or asks which one it is. */
  | { do: 'play-local' }
  | { do: 'weather' }
  | { do: 'traffic' }
  /** What is trending, or popular, now. */
  | { do: 'trending' }
  /** Anything at all: the skill chooses. */
  | { do: 'surprise' }
  /** More like what is playing now (context.playing). */
  | { do: 'more-like-this' }
  /** Says what is playing: the story, the station, the show or who presents it (context.playing). */
  | { do: 'whats-playing' }
  /** How long is left of what plays (context.playing). */
  | { do: 'time-left' }
  /** Follows a subject, a station or a show. */
  | { do: 'follow'; topic: string }
  /** Stops following one (context.follows has it). */
  | { do: 'unfollow'; topic: string }
  | { do: 'list-follows' }
  /** Plays what the listener follows (context.follows). */
  | { do: 'play-follows'; minutes?: number }
  /** Tells the listener, by a notification, when there is something new about a subject. */
  | { do: 'notify'; topic: string }
  /** Saves what is playing for later (context.playing). */
  | { do: 'save' }
  /** Plays what the listener saved (context.saved). */
  | { do: 'play-saved' }
  /** Music, or bursts in a language other than English: the skill says honestly it has none. */
  | { do: 'decline'; reason: 'music' | 'language' };

export interface Context {
  /** A burst is playing from the skill when this is said. */
  readonly playing?: boolean;
  /** The listener already follows these. */
  readonly follows?: readonly string[];
  /** The listener has saved a burst. */
  readonly saved?: boolean;
}

export interface FreshPhrasing {
  readonly locale: SupportedLocale;
  /**
   * As said to the Echo. With the skill's name ("Alexa, ask Burst Voice …") unless `inSession`,
   * where it is said after "Alexa, open Burst Voice" while the skill listens.
   */
  readonly say: string;
  readonly inSession?: boolean;
  readonly context?: Context;
  readonly expect: Outcome;
}
