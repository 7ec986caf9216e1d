// `npm run notify`: one notification pass now, by hand (docs/notifications.md), with the same
// configuration as the server: the store it would open (SKILL_PERSISTENCE, SKILL_DB_PATH or the
// DynamoDB table), the Burst API (BURST_API_KEY), and Amazon's messaging credentials
// (ALEXA_CLIENT_ID, ALEXA_CLIENT_SECRET). Prints the pass's summary as one JSON line; exits 1 when
// notifications are not configured or the pass fails. Without ALEXA_CLIENT_ID and without an API
// key it runs against a simulator of its own, whose notifications end with this process: useful
// to see a pass run, not to deliver one (the local Echo runs passes against its own simulator).
import { connectApi } from '../src/app/api-target';
import { buildSkill } from '../src/app/build-skill';
import { createNotifier } from '../src/app/notifier';
import { notifyTarget } from '../src/app/notify-target';
import { ConfigError, loadConfig } from '../src/config/env';
import { ALL_STORES } from '../src/persistence/factory';
import { createLogger } from '../src/util/logger';

async function main(): Promise<number> {
  const config = loadConfig(process.env, 'express');
  const logger = createLogger({
    level: config.logLevel,
    secrets: [config.apiKey, config.listenerIdSecret, config.notify?.clientSecret].filter(
      (s): s is string => s !== undefined,
    ),
    sink: (line) => process.stderr.write(`${line}\n`),
  });
  const { api, baseUrl, stopSimulator } = await connectApi(config, logger);
  try {
    const notify = notifyTarget(config, stopSimulator ? baseUrl : undefined);
    if (!notify) {
      process.stderr.write('Notifications are off: set ALEXA_CLIENT_ID and ALEXA_CLIENT_SECRET.\n');
      return 1;
    }
    const { store, sealer } = buildSkill(
      { ...config, notify: notify.config },
      { api, store: ALL_STORES, logger },
    );
    try {
      store.open?.();
      const notifier = createNotifier(notify.config, {
        store,
        api,
        sealer,
        logger,
        ...(notify.origins ? { origins: notify.origins } : {}),
      });
      process.stdout.write(`${JSON.stringify(await notifier.runPass())}\n`);
      return 0;
    } finally {
      await store.close();
    }
  } finally {
    await stopSimulator?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : `notification pass failed: ${String(err)}`}\n`,
    );
    process.exit(1);
  },
);
