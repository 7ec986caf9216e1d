// `npm run sim`: the simulator on SIM_PORT (or PORT, default 4000) at 127.0.0.1.
import { createLogger } from '../util/logger';
import { SIM_DEFAULT_PORT } from './constants';
import { startSimulator } from './server';

function portFromEnv(): number {
  // SIM_PORT wins over PORT: PORT usually belongs to the skill's own Express server.
  const name =
    process.env.SIM_PORT !== undefined ? 'SIM_PORT' : process.env.PORT !== undefined ? 'PORT' : undefined;
  if (!name) return SIM_DEFAULT_PORT;
  const value = process.env[name] ?? '';
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    console.error(`${name} must be a port number from 0 to 65535 (got "${value}").`);
    process.exit(1);
  }
  return port;
}

async function main(): Promise<void> {
  const logger = createLogger({ level: 'info' });
  const sim = await startSimulator({ port: portFromEnv(), logger });
  console.log(`Burst API simulator at ${sim.url}`);
  console.log(`Test key (Ocp-Apim-Subscription-Key): ${sim.apiKey}`);
  console.log(
    `Try: curl -H 'Ocp-Apim-Subscription-Key: ${sim.apiKey}' '${sim.url}/v2/topstories?device=alexa'`,
  );
  const shutdown = (signal: string) => {
    logger.info('burst simulator stopping', { signal });
    void sim.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
