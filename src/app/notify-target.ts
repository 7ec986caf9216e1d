// Where a host's notifications go (docs/notifications.md). With ALEXA_CLIENT_ID: Amazon (its Login
// with Amazon token URL and each region's Alexa API origin). Without one, on a host that runs the
// built-in simulator: the simulator's stand-ins, so the whole path can be tried offline; anywhere
// else: none, and the skill says notifications are not set up.
import { NOTIFY_DEFAULTS, type AppConfig, type NotifyConfig } from '../config/env';
import { simulatedOrigins } from '../notify/regions';
import type { AlexaRegion } from '../state/notify-grant';

export interface NotifyTarget {
  config: NotifyConfig;
  /** The simulator's stand-ins for the regions' origins; undefined: Amazon's. */
  origins?: Readonly<Record<AlexaRegion, string>>;
}

/** The simulator accepts any non-empty client id and secret (src/sim/alexa). */
const SIM_CLIENT = { clientId: 'local-simulator', clientSecret: 'local-simulator' };

export function notifyTarget(
  config: Pick<AppConfig, 'notify' | 'apiMode'>,
  simUrl?: string,
): NotifyTarget | undefined {
  if (config.notify) return { config: config.notify };
  if (config.apiMode !== 'simulator' || !simUrl) return undefined;
  return {
    config: {
      ...SIM_CLIENT,
      tokenUrl: `${simUrl}/auth/o2/token`,
      stage: 'development',
      ...NOTIFY_DEFAULTS,
    },
    origins: simulatedOrigins(simUrl),
  };
}
