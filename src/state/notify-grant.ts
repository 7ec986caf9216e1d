// What the listener record keeps for notifications (docs/notifications.md), only once someone on
// the account asked for one: Amazon's user id, sealed (src/notify/seal.ts: AES-256-GCM, bound to the
// listener's key), because a Proactive Events "Unicast" names it and nothing else can; the region
// whose API endpoint the listener's requests came from; the locale to write the notification in;
// and whether the notifications permission is granted yet (until then topics wait, nothing is sent).
// Everyone who never subscribes has none of it: the skill keeps no raw or sealed Alexa id for them.
import { isPlainObject } from '../util/objects';

/** Alexa's three API regions (context.System.apiEndpoint): North America, Europe, Far East. */
export type AlexaRegion = 'NA' | 'EU' | 'FE';
export const ALEXA_REGIONS: readonly AlexaRegion[] = ['NA', 'EU', 'FE'];

export interface NotifyGrant {
  /** The Alexa user id, sealed (never stored or logged in the clear). */
  user: string;
  region: AlexaRegion;
  locale: string;
  /** alexa::devices:all:notifications:write is granted (a request's scopes or a skill event said so). */
  granted: boolean;
  /** When this was last written (ms). */
  at: number;
  /**
   * Who on the account has notifications on: '' for the household, a person hash (person.ts) for a
   * recognized speaker. When the last one turns them off, the whole grant goes, sealed id and all.
   */
  owners: string[];
}

export function readNotifyGrant(raw: unknown): NotifyGrant | undefined {
  if (!isPlainObject(raw)) return undefined;
  const { user, region, locale, granted, at, owners } = raw;
  if (typeof user !== 'string' || !user || typeof locale !== 'string' || typeof at !== 'number')
    return undefined;
  if (!ALEXA_REGIONS.includes(region as AlexaRegion)) return undefined;
  return {
    user,
    region: region as AlexaRegion,
    locale,
    granted: granted === true,
    at,
    owners: Array.isArray(owners) ? owners.filter((o): o is string => typeof o === 'string') : [],
  };
}
