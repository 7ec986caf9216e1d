// The local Echo's side of Alexa's APIs, in-process: the skill's ApiClient (the SDK's service
// clients call it) answers here instead of over HTTPS, so nothing leaves the machine. Requests
// still name Amazon's apiEndpoint, as a real Echo's do (the skill calls no other origin), and
// this answers only Amazon's origins.
//
// What it serves, as Amazon documents it (docs/alexa-rules.md, Device time zone):
// - GET /v2/devices/{deviceId}/settings/System.timeZone: the zone as a JSON string; 204 when none
//   is set; 401 without the device's access token; 403 for another device than the token's.
// - POST /v1/directives (progressive responses): 204, with the device's access token.
import { randomUUID } from 'node:crypto';
import type { services } from 'ask-sdk-model';
import { AMAZON_ORIGINS } from '../notify/regions';

/** The device as the stand-in knows it: its id, the access token its requests carry, its zone. */
export interface AlexaApiDevice {
  deviceId: string;
  apiAccessToken?: string;
  /** Undefined: no zone set in the Alexa app (the API answers 204). */
  timeZone?: string;
}

/** One call the stand-in answered (no token, no device id: the path's id is shown as {deviceId}). */
export interface AlexaApiCall {
  method: string;
  path: string;
  status: number;
}

const ZONE_PATH = /^\/v2\/devices\/([^/]+)\/settings\/System\.timeZone$/;
const ORIGINS = new Set<string>(Object.values(AMAZON_ORIGINS));

/** A token an emulated device's requests carry (opaque, as Amazon's are to the skill). */
export function localAccessToken(): string {
  return `local-echo.${randomUUID()}`;
}

export class LocalAlexaApi implements services.ApiClient {
  readonly calls: AlexaApiCall[] = [];

  /** `device` is read at each call: the session's device as it is now. */
  constructor(private readonly device: () => AlexaApiDevice) {}

  invoke(request: services.ApiClientRequest): Promise<services.ApiClientResponse> {
    const url = new URL(request.url);
    // Never anything but Amazon's origins: a request for another is a bug in the skill.
    if (!ORIGINS.has(url.origin))
      return Promise.reject(new Error('the local Echo answers for Amazon’s Alexa API origins only'));
    const zone = ZONE_PATH.exec(url.pathname);
    const method = request.method.toUpperCase();
    const path = zone ? '/v2/devices/{deviceId}/settings/System.timeZone' : url.pathname;
    const reply = (status: number, body = ''): Promise<services.ApiClientResponse> => {
      this.calls.push({ method, path, status });
      const headers = body ? [{ key: 'content-type', value: 'application/json' }] : [];
      return Promise.resolve({ statusCode: status, headers, body });
    };

    const d = this.device();
    const auth = request.headers.find((h) => h.key.toLowerCase() === 'authorization')?.value;
    const authorized = d.apiAccessToken !== undefined && auth === `Bearer ${d.apiAccessToken}`;
    const error = (status: number, code: string, message: string) =>
      reply(status, JSON.stringify({ type: code, message }));

    if (zone && method === 'GET') {
      if (!authorized)
        return error(401, 'INVALID_ACCESS_TOKEN', 'The authentication token is malformed or invalid.');
      if (decodeURIComponent(zone[1] ?? '') !== d.deviceId)
        return error(403, 'ACCESS_DENIED', 'The authentication token does not have access to resource.');
      return d.timeZone === undefined ? reply(204) : reply(200, JSON.stringify(d.timeZone));
    }
    if (url.pathname === '/v1/directives' && method === 'POST') {
      if (!authorized)
        return error(401, 'INVALID_ACCESS_TOKEN', 'The authentication token is malformed or invalid.');
      return reply(204);
    }
    return error(404, 'NOT_FOUND', `The local Echo does not serve ${method} ${url.pathname}.`);
  }
}
