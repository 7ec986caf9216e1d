// What Alexa reads for a delivered AMAZON.MediaContent.Available event: "<content>, on <provider>",
// each taken from the listener's locale's localized attributes (en-US when the event has none for
// it). One function, so the sim's listing and the emulator's "what are my notifications" agree.
import { LOCALIZED_ATTRIBUTE_PREFIX, type MediaContentAvailableEvent } from './event-types';

export const FALLBACK_LOCALE = 'en-US';

export function notificationText(
  event: MediaContentAvailableEvent,
  locale: string = FALLBACK_LOCALE,
): string {
  const list = event.localizedAttributes;
  const attributes =
    list.find((a) => a.locale === locale) ?? list.find((a) => a.locale === FALLBACK_LOCALE) ?? list[0];
  // A plain value is read as it is; a localizedattribute:<key> value is the locale's <key>.
  const read = (value: string): string =>
    value.startsWith(LOCALIZED_ATTRIBUTE_PREFIX)
      ? (attributes?.[value.slice(LOCALIZED_ATTRIBUTE_PREFIX.length)] ?? '')
      : value;
  const { availability, content } = event.event.payload;
  const name = read(content.name);
  return availability.provider ? `${name}, on ${read(availability.provider.name)}` : name;
}
