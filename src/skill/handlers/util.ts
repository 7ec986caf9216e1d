import type { HandlerInput } from 'ask-sdk-core';
import { getIntentName, getRequestType } from 'ask-sdk-core';

export function isIntent(input: HandlerInput, ...names: string[]): boolean {
  try {
    return (
      getRequestType(input.requestEnvelope) === 'IntentRequest' &&
      names.includes(getIntentName(input.requestEnvelope))
    );
  } catch {
    return false;
  }
}

export function isType(input: HandlerInput, ...types: string[]): boolean {
  try {
    return types.includes(getRequestType(input.requestEnvelope));
  } catch {
    return false;
  }
}

/** Token and offset of what the device is playing (or last played), from the request context. */
export function deviceAudio(input: HandlerInput): { token?: string; offsetMs: number } {
  const ap = input.requestEnvelope.context?.AudioPlayer;
  const token = typeof ap?.token === 'string' ? ap.token : undefined;
  const offset = typeof ap?.offsetInMilliseconds === 'number' ? ap.offsetInMilliseconds : 0;
  // Without spreads, as eventAudio: one of these runs on every playback request.
  return token ? { token, offsetMs: offset } : { offsetMs: offset };
}

/** AudioPlayer event fields; absent or wrong-typed fields become safe defaults. */
export function eventAudio(input: HandlerInput): { token?: string; offsetMs: number } {
  const req = input.requestEnvelope.request as { token?: unknown; offsetInMilliseconds?: unknown };
  const offsetMs = typeof req.offsetInMilliseconds === 'number' ? req.offsetInMilliseconds : 0;
  return typeof req.token === 'string' ? { token: req.token, offsetMs } : { offsetMs };
}
