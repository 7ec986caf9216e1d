// Every timing and size the skill depends on, named once, so no handler hides a magic number.

/** Alexa drops a reply after 8 s; a handler plans to finish well before. */
export const ALEXA_REPLY_LIMIT_MS = 8000;
/** The whole request budget a handler gives itself (under Alexa's 8 s, docs/alexa-rules.md, Reply time). */
export const REQUEST_BUDGET_MS = 6500;
/** Default budget of one API call. */
export const API_CALL_TIMEOUT_MS = 5000;
/** Budget of an API call made on the playback path (AudioPlayer events): the device is waiting. */
export const PLAYBACK_CALL_TIMEOUT_MS = 2500;
/** Listen reporting must never delay a reply. */
export const TRACK_CALL_TIMEOUT_MS = 1000;
/** Burst detail fetched ahead for the next burst's captions: late means no captions, nothing more. */
export const CAPTION_CALL_TIMEOUT_MS = 1500;

/**
 * Cache lifetimes of the API client. Trending refreshes every 30 s (docs/burst-api.md, Timing and limits).
 */
export const TRENDING_TTL_MS = 30_000;
export const STATION_TTL_MS = 10 * 60_000;
export const SHOW_TTL_MS = 10 * 60_000;
export const SOURCE_SEARCH_TTL_MS = 10 * 60_000;
export const CACHE_MAX_ENTRIES = 500;

/** Prefetch the next page when the listener is within this many items of the loaded end. */
export const PREFETCH_WITHIN_ITEMS = 2;
/** After this many consecutive PlaybackFailed events, stop and remember it. */
export const MAX_CONSECUTIVE_FAILURES = 3;
/** A playlist paused less than this long ago is resumed on launch ("Welcome back"). */
export const RESUME_WINDOW_MS = 12 * 60 * 60_000;
/**
 * "This Echo played last" is rewritten when another Echo played last, or when the mark is older
 * than this: the resume window then ends at most this much early, and a listener who keeps
 * starting things on one Echo does not rewrite their listener record each time.
 */
export const LAST_PLAYBACK_REFRESH_MS = 10 * 60_000;
/**
 * How many recently heard stories are remembered to avoid replays (docs/listening.md): about a
 * morning's listening (100 bursts of 30–90 s), at most 22 characters a story (docs/stories.md).
 */
export const HISTORY_SIZE = 100;
/**
 * How many Echos of a listener a new playlist reads the heard stories of (the ones that played
 * most recently, within RESUME_WINDOW_MS): one read each, only on an account with several Echos.
 */
export const PLAYED_ON_SIZE = 3;
/** Items kept behind the current one (for "previous"); older ones are dropped from state. */
export const ITEMS_KEPT_BEHIND = 5;
/** AudioPlayer token limit (Alexa AudioPlayer interface reference). */
export const MAX_TOKEN_LENGTH = 1024;
/**
 * Burst details trending fetches (its top topic's first ids), all in one wave: first audio comes
 * two round trips after the request (trending, then details), whatever the number of ids.
 */
export const TRENDING_DETAIL_MAX = 25;
/** Response limits of the Alexa platform. */
export const MAX_SPEECH_CHARS = 8000;
export const MAX_RESPONSE_BYTES = 24 * 1024;
/**
 * Longest title or name kept from the API: it is spoken, shown on a screen and stored, and one giant
 * title (seen in fuzzing: 36 KB) would push a reply past Alexa's 24 KB and 8,000-character limits.
 */
export const MAX_LABEL_CHARS = 300;
/** A store slower than this is treated as failed: the reply must still come in time. */
export const STORE_READ_TIMEOUT_MS = 1500;
export const STORE_WRITE_TIMEOUT_MS = 1500;
/** How long a reply may wait for background work (listen reports) after the handler is done. */
export const BACKGROUND_WAIT_MS = 300;
/** Registration with the Burst API happens once per listener, on a short budget. */
export const REGISTER_CALL_TIMEOUT_MS = 1500;
/** A progressive response is best effort; never waited on longer than this. */
export const PROGRESSIVE_TIMEOUT_MS = 1000;
/** The Echo's time zone (Alexa Settings API) is waited on no longer than this; the locale's stands in. */
export const SETTINGS_CALL_TIMEOUT_MS = 1000;
/** Longest a request waits for the same listener's previous request (see skill/listener-queue.ts). */
export const LISTENER_LOCK_WAIT_MS = 1000;
/** Read-decide-write rounds of one request at most when its writes keep meeting conflicts. */
export const STATE_MAX_ATTEMPTS = 5;
/** The reply must be out this long before Alexa's limit, whatever the store does. */
export const REPLY_SAFETY_MS = 500;
/**
 * How long a listener's records are kept after their last change (RETENTION_DAYS overrides it).
 * 180 days: a listener who comes back within a season finds their follows, saves and stations;
 * someone who stopped listening is forgotten within half a year (docs/privacy.md).
 */
export const DEFAULT_RETENTION_DAYS = 180;
/** A day in milliseconds: retention and the erasure marker are set in days. */
export const DAY_MS = 24 * 60 * 60_000;
/**
 * An erased listener's record is replaced by a marker (no listening data) kept this long, so that
 * a request already on its way cannot write old state back (src/state/erase.ts).
 */
export const ERASURE_MARKER_DAYS = 2;

/**
 * The local Echo's listening window after a question (EMULATOR_LISTEN_MS, `npm run chat --listen-ms`):
 * an Echo listens about eight seconds, says the reprompt once, then closes the session.
 */
export const LISTEN_MS = { default: 8000, min: 10, max: 600_000 } as const;

/** No daily notification limit above this (NOTIFY_DAILY_LIMIT): more is a typo, not a policy. */
export const MAX_DAILY_NOTIFICATIONS = 24;
