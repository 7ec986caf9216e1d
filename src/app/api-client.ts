// The real Burst API client as every host configures it: the key, base URL and listen-report
// path from the configuration, `device=alexa` (docs/burst-api.md, Conventions), and the host's
// call hook (metrics) and logger. Lambda uses it directly; Express and the chat CLI through
// connectApi, which falls back to the embedded simulator when there is no key.
import { BurstApiClient, type ApiCallEvent } from '../api/http-client';
import type { AppConfig } from '../config/env';
import type { Logger } from '../util/logger';

export type ApiConnection = Pick<AppConfig, 'apiBaseUrl' | 'trackPath'> & { apiKey: string };

export function burstApiClient(
  config: ApiConnection,
  logger: Logger,
  onCall?: (e: ApiCallEvent) => void,
): BurstApiClient {
  return new BurstApiClient({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    device: 'alexa',
    trackPath: config.trackPath,
    onCall,
    logger,
  });
}
