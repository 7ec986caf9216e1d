// Minimal request envelopes for the adapters: they only look at the user (and, in one test, the
// device) through the partition key function.
import type { RequestEnvelope } from 'ask-sdk-model';

export function envFor(userId: string, deviceId = 'device-1'): RequestEnvelope {
  return {
    version: '1.0',
    context: {
      System: {
        application: { applicationId: 'amzn1.ask.skill.test' },
        user: { userId },
        device: { deviceId, supportedInterfaces: { AudioPlayer: {} } },
        apiEndpoint: 'https://api.amazonalexa.com',
      },
    },
    request: {
      type: 'LaunchRequest',
      requestId: 'req-1',
      timestamp: '2026-11-22T09:00:00Z',
      locale: 'en-US',
    },
  } as RequestEnvelope;
}

export const byDevice = (env: RequestEnvelope): string => env.context.System.device?.deviceId ?? '';
