// The skill's API: the real Burst API when a key is configured, otherwise the built-in
// simulator on an ephemeral loopback port (a private helper of this process). Shared by
// `npm start` and `npm run chat`, so both behave the same with the same environment.
import type { BurstApiClient, ApiCallEvent } from '../api/http-client';
import type { AppConfig } from '../config/env';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../sim/server';
import type { Logger } from '../util/logger';
import { burstApiClient } from './api-client';

export interface ApiTarget {
  api: BurstApiClient;
  baseUrl: string;
  /** Set when the simulator was started; stop it on shutdown. */
  stopSimulator?: () => Promise<void>;
  /**
   * The simulator started, when it was: its in-process Alexa side (the notifications it accepted)
   * and its control (news now), for the local Echo's notifications (docs/notifications.md).
   */
  sim?: RunningSimulator;
}

export async function connectApi(
  config: Pick<AppConfig, 'apiKey' | 'apiBaseUrl' | 'trackPath' | 'simReairRate'>,
  logger: Logger,
  simulator: SimulatorOptions = {},
  onCall?: (e: ApiCallEvent) => void,
): Promise<ApiTarget> {
  if (config.apiKey !== undefined) {
    return {
      api: burstApiClient({ ...config, apiKey: config.apiKey }, logger, onCall),
      baseUrl: config.apiBaseUrl,
    };
  }
  // SIM_REAIR_RATE, when set, unless the caller chose a rate itself.
  const reairRate = config.simReairRate;
  const sim = await startSimulator({
    host: '127.0.0.1',
    port: 0,
    ...(reairRate !== undefined ? { reairRate } : {}),
    ...simulator,
  });
  logger.info('no BURST_API_KEY set: using the built-in Burst API simulator', { url: sim.url });
  const api = burstApiClient(
    { apiBaseUrl: sim.url, apiKey: sim.apiKey, trackPath: config.trackPath },
    logger,
    onCall,
  );
  return { api, baseUrl: sim.url, stopSimulator: () => sim.stop(), sim };
}
