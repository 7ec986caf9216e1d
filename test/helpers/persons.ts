// People Alexa recognizes by voice, for skill tests: a local Echo whose spoken requests carry
// `context.System.person` of whoever `speaking` names (none: nobody recognized). Only
// LaunchRequest and IntentRequest carry it, as on a real Echo (docs/alexa-rules.md): AudioPlayer
// and PlaybackController events never do.
import type { RequestEnvelope } from 'ask-sdk-model';
import { EchoDevice } from '../../src/emulator/device';
import type { DeviceIdentity } from '../../src/emulator/envelopes';
import { stateKeysFor } from '../../src/state/keys';
import { TEST_SECRET, type Harness } from './skill-harness';

export const personIdOf = (name: string) => `amzn1.ask.person.${name.toUpperCase()}`;

export interface SharedEcho {
  echo: EchoDevice;
  /** Who is speaking from the next request on; undefined: nobody recognized. */
  speaking?: string;
}

export function sharedEcho(h: Harness, who: Partial<DeviceIdentity>): SharedEcho {
  const shared: SharedEcho = {} as SharedEcho;
  const invoke = (env: RequestEnvelope) => {
    const type = env.request.type;
    if (shared.speaking && (type === 'LaunchRequest' || type === 'IntentRequest')) {
      env.context.System.person = { personId: personIdOf(shared.speaking) };
    }
    return h.invoke(env);
  };
  shared.echo = new EchoDevice(invoke, who);
  return shared;
}

/** The storage key of a person's record on the account of `echo`. */
export function personKeyOf(echo: EchoDevice, name: string): string {
  const keys = stateKeysFor(
    {
      context: {
        System: {
          user: { userId: echo.who.userId },
          device: { deviceId: echo.who.deviceId },
          person: { personId: personIdOf(name) },
        },
      },
    } as unknown as RequestEnvelope,
    TEST_SECRET,
  );
  if (!keys.person) throw new Error('no person key');
  return keys.person;
}
