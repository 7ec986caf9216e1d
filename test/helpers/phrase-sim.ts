// The API simulator on loopback at a fixed instant, for a block of tests that say phrases to the
// local Echo (the phrase corpus, the fresh phrasings, issue 56's table), and a new household's
// Echo on it for each phrase.
import { BurstApiClient } from '../../src/api/http-client';
import { EmulatorSession } from '../../src/emulator/session';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import { ManualClock } from '../../src/util/clock';

export interface PhraseSim {
  readonly sim: RunningSimulator;
  readonly clock: ManualClock;
  /** A new household: its own store, the strict resolver, the simulator's API. */
  echo(locale: string): EmulatorSession;
}

/** Starts the simulator before the enclosing block's tests and stops it after them. */
export function usePhraseSim(now: number): PhraseSim {
  let sim: RunningSimulator | undefined;
  const clock = new ManualClock(now);
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, pageSize: 4, clock });
  });
  afterAll(() => sim?.stop());
  const started = () => {
    if (!sim) throw new Error('the simulator has not started');
    return sim;
  };
  return {
    get sim() {
      return started();
    },
    clock,
    echo(locale) {
      const s = started();
      const api = new BurstApiClient({ baseUrl: s.url, apiKey: s.apiKey, device: 'alexa', clock });
      return new EmulatorSession({ api, clock, locale, strictGuard: true });
    },
  };
}
