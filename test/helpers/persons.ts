// People Alexa recognizes by voice, for skill tests: a local Echo of the harness whose speaker is
// whoever `speaking` names (undefined: nobody recognized). The local Echo puts their person id on
// the spoken requests only, as a real Echo does (src/emulator/persons.ts).
import type { RequestEnvelope } from 'ask-sdk-model';
import type { EchoDevice } from '../../src/emulator/device';
import type { DeviceIdentity } from '../../src/emulator/envelopes';
import { personIdFor } from '../../src/emulator/persons';
import { stateKeysFor } from '../../src/state/keys';
import { TEST_SECRET, type Harness } from './skill-harness';

export const personIdOf = personIdFor;

export interface SharedEcho {
  echo: EchoDevice;
  /** Who is speaking from the next request on; undefined: nobody recognized. */
  speaking?: string;
}

export function sharedEcho(h: Harness, who: Partial<DeviceIdentity>): SharedEcho {
  const echo = h.newDevice(who);
  return {
    echo,
    get speaking() {
      return echo.person?.name;
    },
    set speaking(name: string | undefined) {
      echo.setPerson(name);
    },
  };
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
