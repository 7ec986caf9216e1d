// ─── EMULATOR HOOK ───────────────────────────────────────────────────────────────────────────
// The local Echo emulator (src/emulator) mounts its page and JSON API here. main.ts calls this
// only when the config says the emulator is enabled, which config/env.ts allows only on a
// loopback HOST: the emulator drives a skill without Alexa's signature, so it must never be
// reachable from another machine. It never touches /alexa, whose verification stays on.
import type { Express, NextFunction, Request, Response } from 'express';
import type { BurstApi } from '../api/api';
import type { AppConfig } from '../config/env';
import { EMULATOR_PATH, emulatorRouter } from '../emulator/web-routes';
import { EmulatorSession } from '../emulator/session';
import { localNotifications, sessionNotifyParts } from '../emulator/notifications';
import type { RunningSimulator } from '../sim/server';
import type { Logger } from '../util/logger';

/** Headers a reverse proxy or tunnel adds: a request carrying one came from another machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

/**
 * A loopback bind is not enough on its own: a reverse proxy in front of 127.0.0.1 (as the README's
 * real-Echo set-up suggests) or a DNS-rebinding web page would reach the emulator, which drives the
 * skill without Alexa's signature. Those arrive with forwarding headers or a foreign Host.
 */
export function onlyFromThisMachine(req: Request, res: Response, next: NextFunction): void {
  const forwarded = FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
  if (forwarded || !LOOPBACK_HOST.test(req.headers.host ?? '')) {
    res
      .status(403)
      .type('text/plain')
      .send('The local Echo page only answers this machine (EMULATOR=off turns it off).\n');
    return;
  }
  next();
}

export interface EmulatorHookContext {
  /** The server's API client (its cache and connections are shared). */
  api: BurstApi;
  config: AppConfig;
  logger: Logger;
  /** Origin of the Burst API (or simulator) the skill talks to. */
  apiBaseUrl: string;
  /**
   * The built-in simulator, when it runs (no BURST_API_KEY): the page's skill then has
   * notifications on against its stand-ins, and the page shows what it accepted.
   */
  sim?: RunningSimulator;
}

export function mountEmulator(app: Express, ctx: EmulatorHookContext): void {
  const simulator = ctx.config.apiKey === undefined;
  // The emulator builds its own skill (same createSkill) on the server's API client, wrapped to
  // record calls, and an in-memory store: the page can then show each request's API calls, and an
  // enforced SKILL_ID (which the local device's application id would not match) does not lock it out.
  const logger = ctx.logger.child({ component: 'emulator' });
  const emulator = new EmulatorSession({
    api: ctx.api,
    listenerIdSecret: ctx.config.listenerIdSecret,
    logger,
    // An Echo Show by default (captions on the page); EMULATOR_SCREEN=off makes it a speaker.
    who: { screen: ctx.config.emulatorScreen },
    listenMs: ctx.config.emulatorListenMs,
    // Offline, notifications as /alexa has them (docs/notifications.md): the page's own skill and
    // store, so its own notifier; the simulator's inbox is the Echo's light.
    ...(ctx.sim ? sessionNotifyParts(ctx.sim) : {}),
  });
  const notifications = ctx.sim ? localNotifications(ctx.sim, emulator, ctx.api, logger) : undefined;
  app.use(EMULATOR_PATH, onlyFromThisMachine);
  app.use(
    EMULATOR_PATH,
    emulatorRouter({
      emulator,
      ...(simulator ? { simulatorOrigin: ctx.apiBaseUrl } : {}),
      ...(notifications ? { notifications } : {}),
      logger: ctx.logger,
    }),
  );
  app.get('/', onlyFromThisMachine, (_req, res) => res.redirect(`${EMULATOR_PATH}/`));
}
