// ─── EMULATOR HOOK ───────────────────────────────────────────────────────────────────────────
// The local Echo emulator (src/emulator) mounts its page and its unsigned skill endpoint here.
// main.ts calls this only when the config says the emulator is enabled, which config/env.ts
// allows only on a loopback HOST: the emulator drives the skill without Alexa's signature, so it
// must never be reachable from another machine. Until the emulator lands it mounts nothing.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import type { Express } from 'express';
import type { AppConfig } from '../config/env';
import type { Logger } from '../util/logger';

export interface EmulatorHookContext {
  skill: CustomSkill;
  config: AppConfig;
  logger: Logger;
  /** Origin of the Burst API (or simulator) the skill talks to. */
  apiBaseUrl: string;
}

export function mountEmulator(_app: Express, _ctx: EmulatorHookContext): void {
  // Intentionally empty: replace with e.g. `app.use('/emulator', emulatorRouter(ctx))`.
}
