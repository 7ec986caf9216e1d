// The raw Alexa user id never leaves the skill: a keyed hash of it is the listener's id, used
// as the storage key and as the external id registered with the Burst API.
import { createHmac } from 'node:crypto';
import type { RequestEnvelope } from 'ask-sdk-model';

export function listenerIdFor(env: RequestEnvelope, secret: string): string {
  const userId = env?.context?.System?.user?.userId ?? env?.session?.user?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('request has no user id');
  return 'l_' + createHmac('sha256', secret).update(userId).digest('base64url').slice(0, 32);
}
