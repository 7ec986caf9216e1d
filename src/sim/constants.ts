// Fixed names of the simulator. The key is a visible test key, not a secret: the simulator is the
// embedded default when no BURST_API_KEY is configured and never ships in the Lambda bundle.

export const SIM_API_KEY = 'sim-test-key';

/** The https origin catalogue audio URLs use (`${SIM_AUDIO_ORIGIN}/bursts/<id>.mp3`). */
export const SIM_AUDIO_ORIGIN = 'https://audio.burst-simulator.test';

/** Plain-http origin of the few legacy bursts (Alexa refuses non-https streams). */
export const SIM_HTTP_AUDIO_ORIGIN = 'http://legacy-audio.burst-simulator.test';

/** Images and the public search site of the simulated service. */
export const SIM_IMAGE_ORIGIN = 'https://images.burst-simulator.test';
export const SIM_SEARCH_SITE_ORIGIN = 'https://search.burst-simulator.test';

export const SIM_DEFAULT_PORT = 4000;
export const SIM_DEFAULT_HOST = '127.0.0.1';
export const SIM_DEFAULT_SEED = 20261122;
/** Real pages carry up to 25 bursts; a smaller default makes paging visible in tests. */
export const SIM_DEFAULT_PAGE_SIZE = 10;
/**
 * Share of stories the simulator gives one extra copy (a re-air or a wire copy) unless told
 * otherwise (SimulatorAppOptions.reairRate, SIM_REAIR_RATE): the same story under several burst
 * ids, as the real API returns it (docs/api-gaps.md, "Re-airs and wire copies").
 */
export const SIM_DEFAULT_REAIR_RATE = 0.15;
/** A list endpoint never returns more than this many results over all its pages. */
export const SIM_MAX_RESULTS = 100;

/** Trending topics refresh every 30 s (docs/burst-api.md, Timing and limits). */
export const TRENDING_WINDOW_MS = 30_000;

/** The API gateway's answer to a missing or wrong key (docs/burst-api.md, Host, versions, authentication). */
export const UNAUTHORIZED_BODY = {
  statusCode: 401,
  message:
    'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
} as const;

export const KEY_HEADER = 'ocp-apim-subscription-key';

/** Audio generated for the local emulator: 8 kHz mono 8-bit PCM is plenty for a test tone. */
export const WAV_SAMPLE_RATE = 8000;
export const WAV_FADE_MS = 40;
/** Upper bound of `?scale=` so one request cannot ask for hours of audio. */
export const MAX_AUDIO_SCALE = 10;
