// Defaults of the Burst API connection, here so that configuration (env.ts) and the client
// (src/api) both look down to them rather than configuration reaching up into the client.

/** The public API host (docs/burst-api.md, Host, versions, authentication). */
export const DEFAULT_API_BASE_URL = 'https://developersapi.audioburst.com';
/** Listen reports: the documented path, which no public client confirms (docs/burst-api.md). */
export const DEFAULT_TRACK_PATH = '/v2/user/track';
