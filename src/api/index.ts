// The public face of the Burst API layer: the client, its interface, domain types and errors.
export * from './api';
export * from './errors';
export * from './types';
export { BurstApiClient, DEFAULT_API_BASE_URL, type BurstApiClientOptions } from './http-client';
export { DEFAULT_HTTPS_UPGRADE_HOSTS, playableAudioUrl } from './audio';
