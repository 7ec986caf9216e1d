// Starts the simulator on a real port: the embedded default API when no key is configured, and
// the backbone of end-to-end tests (port 0 = ephemeral).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import { silentLogger } from '../util/logger';
import { createSimulatorApp } from './app';
import type { Catalogue } from './catalogue-types';
import { SIM_DEFAULT_HOST } from './constants';
import type { SimulatorControl } from './control';
import type { AlexaSimOptions, AlexaSimulator } from './alexa/alexa-sim';

export { createSimulatorApp, type SimulatorApp, type SimulatorAppOptions } from './app';
export { simAudioPathFor } from './audio';
export type { SimFault, SimRequestLogEntry, SimulatorControl } from './control';
export type { AlexaSimulator, SimNotification } from './alexa/alexa-sim';
export type { NewsTopic } from './alexa/news-now';
export { notificationText } from './alexa/notification-text';
export * from './constants';
export type * from './catalogue-types';

export interface SimulatorOptions {
  /** 0 = ephemeral. */
  port?: number;
  host?: string;
  apiKey?: string;
  seed?: number;
  pageSize?: number;
  clock?: Clock;
  logger?: Logger;
  audioScale?: number;
  /** Share of stories (0..1) given one re-air or wire copy (SimulatorAppOptions.reairRate). */
  reairRate?: number;
  /** Amazon's side of notifications (SimulatorAppOptions.alexa). */
  alexa?: AlexaSimOptions;
}

export interface RunningSimulator {
  /** Origin, e.g. http://127.0.0.1:PORT */
  url: string;
  apiKey: string;
  control: SimulatorControl;
  catalogue: Catalogue;
  /** Notifications sent to the sim's Proactive Events endpoints (`<url>/na/v1/proactiveEvents/…`). */
  alexa: AlexaSimulator;
  stop(): Promise<void>;
}

export async function startSimulator(opts: SimulatorOptions = {}): Promise<RunningSimulator> {
  const host = opts.host ?? SIM_DEFAULT_HOST;
  const logger = opts.logger ?? silentLogger;
  let url = '';
  const app = createSimulatorApp({ ...opts, logger, fallbackOrigin: () => url });
  const server = createServer(app.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // exclusive: inside a cluster worker (WORKERS > 1) each worker keeps a private simulator
    // instead of sharing one port, and one listen key, with the other workers and their server.
    server.listen({ port: opts.port ?? 0, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info('burst simulator listening', { url });
  let stopping: Promise<void> | undefined;
  return {
    url,
    apiKey: app.apiKey,
    control: app.control,
    catalogue: app.catalogue,
    alexa: app.alexa,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        app.release();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
