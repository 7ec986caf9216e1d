// Every API error kind has its own short sentence (issue: content intents).
import { isApiError, type ApiErrorKind } from '../api/errors';
import type { SpeechKey } from './speech/en';

const BY_KIND: Record<ApiErrorKind, SpeechKey> = {
  unauthorized: 'error_unauthorized',
  'rate-limited': 'error_busy',
  unavailable: 'error_busy',
  timeout: 'error_busy',
  'bad-response': 'error_bad_response',
  'not-found': 'error_not_found',
};

export function errorSpeechKey(err: unknown): SpeechKey {
  return isApiError(err) ? BY_KIND[err.kind] : 'error_generic';
}
