// The listener id: a keyed hash of the Alexa user id, stable, pseudonymous, never the raw id.
import type { RequestEnvelope } from 'ask-sdk-model';
import { listenerIdFor } from '../../src/skill/listener-id';
import { stateKeysFor } from '../../src/state/keys';

const env = (userId: unknown, where: 'context' | 'session' = 'context') =>
  (where === 'context'
    ? { context: { System: { user: { userId } } } }
    : { session: { user: { userId } } }) as unknown as RequestEnvelope;

const RAW = 'amzn1.ask.account.AFRAWUSERIDXYZ';

test('stable for the same user and secret, and shaped for store keys and the API', () => {
  const a = listenerIdFor(env(RAW), 'secret');
  expect(listenerIdFor(env(RAW), 'secret')).toBe(a);
  expect(a).toMatch(/^l_[A-Za-z0-9_-]{32}$/);
  expect(a).not.toContain('AFRAWUSERIDXYZ');
});

test('different users and different secrets give different ids', () => {
  const a = listenerIdFor(env(RAW), 'secret');
  expect(listenerIdFor(env(RAW + '2'), 'secret')).not.toBe(a);
  expect(listenerIdFor(env(RAW), 'other-secret')).not.toBe(a);
});

test('the session user is used when the context has none (same id)', () => {
  expect(listenerIdFor(env(RAW, 'session'), 's')).toBe(listenerIdFor(env(RAW), 's'));
});

test.each<[string, unknown]>([
  ['missing', undefined],
  ['empty', ''],
  ['not a string', 42],
])('a request without a usable user id (%s) throws', (_what, userId) => {
  expect(() => listenerIdFor(env(userId), 's')).toThrow('request has no user id');
});

test('a request without context or session throws rather than hashing nothing', () => {
  expect(() => listenerIdFor({} as RequestEnvelope, 's')).toThrow();
});

describe('storage keys remembered across requests', () => {
  const withDevice = (userId: string, deviceId: string) =>
    ({ context: { System: { user: { userId }, device: { deviceId } } } }) as unknown as RequestEnvelope;

  test('the same user and device on a new envelope get the same keys, computed the same way', () => {
    const first = stateKeysFor(withDevice(RAW, 'dev-1'), 'k-secret');
    const again = stateKeysFor(withDevice(RAW, 'dev-1'), 'k-secret');
    expect(again).toEqual(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(first.listener).toBe(listenerIdFor(env(RAW), 'k-secret'));
  });

  test('another device, user or secret never gets a remembered key', () => {
    const a = stateKeysFor(withDevice(RAW, 'dev-1'), 'k-secret');
    const otherDevice = stateKeysFor(withDevice(RAW, 'dev-2'), 'k-secret');
    expect(otherDevice.listener).toBe(a.listener);
    expect(otherDevice.device).not.toBe(a.device);
    expect(stateKeysFor(withDevice(RAW + 'x', 'dev-1'), 'k-secret').listener).not.toBe(a.listener);
    const otherSecret = stateKeysFor(withDevice(RAW, 'dev-1'), 'k-secret-2');
    expect(otherSecret.listener).not.toBe(a.listener);
    expect(otherSecret.deviceHash).not.toBe(a.deviceHash);
  });

  test('past the bound of remembered devices and secrets, keys are still each their own', () => {
    const hashes = new Set<string>();
    for (let s = 0; s < 10; s++) {
      for (let d = 0; d < 20; d++)
        hashes.add(stateKeysFor(withDevice(RAW, `dev-${d}`), `bound-${s}`).deviceHash);
    }
    expect(hashes.size).toBe(200);
    const spoken = {
      context: {
        System: { user: { userId: RAW }, device: { deviceId: 'dev-1' }, person: { personId: 'p-1' } },
      },
    } as unknown as RequestEnvelope;
    const withPerson = stateKeysFor(spoken, 'k-secret');
    expect(withPerson.personHash).toMatch(/^p_/);
    expect(stateKeysFor(withDevice(RAW, 'dev-1'), 'k-secret').personHash).toBeUndefined();
  });
});
