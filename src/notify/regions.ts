// Where a listener's notifications go. Alexa names the API endpoint of the listener's region in
// every request (context.System.apiEndpoint); a Proactive Events call for that listener must go to
// the same region (Proactive Events REST API: "use the endpoint that matches the region of the
// user"). Only Amazon's three origins are kept: an endpoint the skill does not know is no region,
// so the access token never goes anywhere else. Offline hosts map the regions to the simulator.
import type { AlexaRegion } from '../state/notify-grant';

export const AMAZON_ORIGINS: Readonly<Record<AlexaRegion, string>> = {
  NA: 'https://api.amazonalexa.com',
  EU: 'https://api.eu.amazonalexa.com',
  FE: 'https://api.fe.amazonalexa.com',
};

/** A simulator standing in for the three regions at one origin (`<origin>/na`, `/eu`, `/fe`). */
export function simulatedOrigins(origin: string): Record<AlexaRegion, string> {
  return { NA: `${origin}/na`, EU: `${origin}/eu`, FE: `${origin}/fe` };
}

export type ProactiveStage = 'development' | 'live';

/** The region of a request's apiEndpoint, or undefined for an origin that is not Amazon's. */
export function regionOf(apiEndpoint: unknown): AlexaRegion | undefined {
  if (typeof apiEndpoint !== 'string') return undefined;
  const origin = apiEndpoint.replace(/\/+$/, '');
  for (const [region, o] of Object.entries(AMAZON_ORIGINS) as Array<[AlexaRegion, string]>)
    if (o === origin) return region;
  return undefined;
}

/**
 * The events URL of a region's origin: a skill in development sends to its development stage
 * (the developer's own account only); a certified, live skill to the live path.
 */
export function eventsUrl(origin: string, stage: ProactiveStage): string {
  return stage === 'live'
    ? `${origin}/v1/proactiveEvents`
    : `${origin}/v1/proactiveEvents/stages/development`;
}
