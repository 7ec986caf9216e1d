// The listener id is derived with the other storage keys in src/state/keys.ts.
export { listenerIdFor } from '../state/keys';
