// `npm run sim`: the simulator on SIM_PORT (or PORT, default 4000) at 127.0.0.1, with
// SIM_REAIR_RATE of its stories copied as re-airs and wire copies (SIM_DEFAULT_REAIR_RATE).
import { ConfigError, readSimReairRate } from '../config/env';
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

function reairRateFromEnv(): number | undefined {
  try {
    return readSimReairRate(process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const logger = createLogger({ level: 'info' });
  const reairRate = reairRateFromEnv();
  const sim = await startSimulator({
    port: portFromEnv(),
    logger,
    ...(reairRate !== undefined ? { reairRate } : {}),
  });
  console.log(`Burst API simulator at ${sim.url}`);
  console.log(`Test key (Ocp-Apim-Subscription-Key): ${sim.apiKey}`);
  console.log(
    `Re-airs and wire copies: ${Math.round(sim.catalogue.reairRate * 100)} % of stories (SIM_REAIR_RATE)`,
  );
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
