// One notification as Amazon's AMAZON.MediaContent.Available event (Proactive Events, "Schemas":
// MediaContent.Available). Alexa writes the sentence from the schema's own template and fills it
// with the content's name, its type and the provider; the skill chooses those so that what is
// heard is true (docs/alexa-rules.md, "Notifications"): the content is "new bursts about <topic>",
// an EPISODE (a burst is a segment of a broadcast or podcast episode), available to STREAM now,
// from Burst Voice. Every locale the skill speaks gets its attributes, whichever one the
// listener's Echo uses.
import { randomUUID } from 'node:crypto';
import { SUPPORTED_LOCALES } from '../model/contract';
import type { Follow } from '../radio/follows';

export const EVENT_NAME = 'AMAZON.MediaContent.Available';
/** A notification of news is stale by the evening: Alexa drops it then (the API allows 5 min to 24 h). */
export const EXPIRY_MS = 12 * 60 * 60 * 1000;
const PROVIDER = 'Burst Voice';
/** localizedAttributes values: Amazon takes at most 250 characters. */
const MAX_ATTRIBUTE = 250;

export interface MediaContentEvent {
  timestamp: string;
  referenceId: string;
  expiryTime: string;
  event: {
    name: typeof EVENT_NAME;
    payload: {
      availability: { startTime: string; provider: { name: string }; method: 'STREAM' };
      content: { name: string; contentType: 'EPISODE' };
    };
  };
  localizedAttributes: Array<{ locale: string; providerName: string; contentName: string }>;
  relevantAudience: { type: 'Unicast'; payload: { user: string } };
}

/** What the notification calls the follow's new bursts (the same words in every English locale). */
export function contentNameOf(f: Follow): string {
  const name =
    f.kind === 'topic'
      ? `new bursts about ${f.topic}`
      : f.kind === 'source'
        ? `new bursts from ${f.name}`
        : `new bursts of ${f.show}`;
  return name.slice(0, MAX_ATTRIBUTE);
}

export function mediaContentEvent(
  f: Follow,
  userId: string,
  now: number,
  availableAt: number,
): MediaContentEvent {
  const contentName = contentNameOf(f);
  return {
    timestamp: new Date(now).toISOString(),
    // Amazon refuses a referenceId it has seen: one per event.
    referenceId: randomUUID(),
    expiryTime: new Date(now + EXPIRY_MS).toISOString(),
    event: {
      name: EVENT_NAME,
      payload: {
        availability: {
          startTime: new Date(Math.min(availableAt, now)).toISOString(),
          provider: { name: 'localizedattribute:providerName' },
          method: 'STREAM',
        },
        content: { name: 'localizedattribute:contentName', contentType: 'EPISODE' },
      },
    },
    localizedAttributes: SUPPORTED_LOCALES.map((locale) => ({ locale, providerName: PROVIDER, contentName })),
    relevantAudience: { type: 'Unicast', payload: { user: userId } },
  };
}
