// Personal data the skill asks Alexa for, besides the recognized speaker's person id
// (src/state/keys.ts, personIdOf): the device's location, when the listener granted it (Location
// Services permission; the Geolocation object is then in the request context). It adds stories
// from the listener's area to the top stories, nothing else.
import type { HandlerInput } from 'ask-sdk-core';

/** The permission this reads (src/certification/permissions.ts lists every one the skill uses). */
export const LOCATION_PERMISSION = 'alexa::devices:all:geolocation:read';

/**
 * One decimal of a degree is about 11 km of latitude: enough for "stories from your area", too
 * coarse for a street or a house. Never send the API more precision than that.
 */
export const LOCATION_DECIMALS = 1;

/** The device's location rounded to LOCATION_DECIMALS, or undefined when not granted. */
export function coarseLocation(input: HandlerInput): { lat: number; lng: number } | undefined {
  const exact = listenerLocation(input);
  if (!exact) return undefined;
  const round = (v: number) => Number(v.toFixed(LOCATION_DECIMALS));
  return { lat: round(exact.lat), lng: round(exact.lng) };
}

/** The device's location, only when the listener granted it (Geolocation in the request context). */
export function listenerLocation(input: HandlerInput): { lat: number; lng: number } | undefined {
  const geo = (
    input.requestEnvelope.context as {
      Geolocation?: { coordinate?: { latitudeInDegrees?: unknown; longitudeInDegrees?: unknown } };
    }
  )?.Geolocation;
  const lat = geo?.coordinate?.latitudeInDegrees;
  const lng = geo?.coordinate?.longitudeInDegrees;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;
}
