// The Proactive Events body the skill sends for issue 51: one AMAZON.MediaContent.Available event
// to one listener (Unicast), in the shape event-rules.ts accepts. Only that schema: the skill sends
// no other, and a sim that took any event would hide a wrong name.

/** Amazon's three regional API hosts, as `<sim origin>/na`, `/eu`, `/fe` offline. */
export type AlexaRegion = 'na' | 'eu' | 'fe';
export const ALEXA_REGIONS: ReadonlyArray<AlexaRegion> = ['na', 'eu', 'fe'];

/** `/v1/proactiveEvents/stages/development` or the live `/v1/proactiveEvents`. */
export type EventStage = 'development' | 'live';

export const MEDIA_CONTENT_AVAILABLE = 'AMAZON.MediaContent.Available';

export const AVAILABILITY_METHODS = ['STREAM', 'AIR', 'RELEASE', 'PREMIERE', 'DROP'] as const;
export type AvailabilityMethod = (typeof AVAILABILITY_METHODS)[number];

export const CONTENT_TYPES = ['BOOK', 'EPISODE', 'ALBUM', 'SINGLE', 'MOVIE', 'GAME'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The English locales the skill is published in (skill-package): the only ones an event may carry. */
export const EVENT_LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'] as const;
export type EventLocale = (typeof EVENT_LOCALES)[number];

/** A value `localizedattribute:<key>` is read from each locale's entry under `<key>`. */
export const LOCALIZED_ATTRIBUTE_PREFIX = 'localizedattribute:';

/** One locale's strings: `locale` and the keys the event's `localizedattribute:` values name. */
export type LocalizedAttributes = { locale: EventLocale } & Record<string, string>;

export type RelevantAudience =
  { type: 'Unicast'; payload: { user: string } } | { type: 'Multicast'; payload: Record<string, never> };

export interface MediaContentAvailableEvent {
  timestamp: string;
  referenceId: string;
  expiryTime: string;
  event: {
    name: typeof MEDIA_CONTENT_AVAILABLE;
    payload: {
      availability: { startTime: string; method: AvailabilityMethod; provider?: { name: string } };
      content: { name: string; contentType: ContentType };
    };
  };
  localizedAttributes: LocalizedAttributes[];
  relevantAudience: RelevantAudience;
}
