// The raw Alexa user id never leaves the skill: a keyed hash of it is the listener's id, used
// as the storage key and as the external id registered with the Burst API.
import { createHmac } from 'node:crypto';
import type { RequestEnvelope } from 'ask-sdk-model';

// One request asks for its listener id several times (state load, store key on read and on
// write): remember it per envelope object rather than hashing again.
const memo = new WeakMap<object, { secret: string; id: string }>();

export function listenerIdFor(env: RequestEnvelope, secret: string): string {
  const cached = typeof env === 'object' && env !== null ? memo.get(env) : undefined;
  if (cached && cached.secret === secret) return cached.id;
  const userId = env?.context?.System?.user?.userId ?? env?.session?.user?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('request has no user id');
  const id = 'l_' + createHmac('sha256', secret).update(userId).digest('base64url').slice(0, 32);
  memo.set(env, { secret, id });
  return id;
}
