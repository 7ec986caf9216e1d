// The Express host's notification schedule (docs/notifications.md): a pass every
// NOTIFY_EVERY_MINUTES in the one process that runs them (main.ts), never two at once — a pass
// still running when the next is due makes that one skip. The timer does not hold the process
// open; shutting down stops it and waits for a pass under way.
import type { Notifier } from '../app/notifier';
import type { Logger } from '../util/logger';

/** Room left at the end of an interval: a pass ends before the next one is due. */
const END_MARGIN_MS = 30_000;

export function schedulePasses(
  notifier: Notifier,
  everyMinutes: number,
  logger: Logger,
): () => Promise<void> {
  const intervalMs = everyMinutes * 60_000;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) {
      logger.warn('notification pass still running: this one skipped');
      return;
    }
    running = notifier
      .runPass({ deadline: Date.now() + Math.max(intervalMs - END_MARGIN_MS, intervalMs / 2) })
      .catch((err: unknown) => logger.error('notification pass failed', { error: (err as Error).name }))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
