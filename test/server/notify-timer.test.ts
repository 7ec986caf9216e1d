// The Express host's notification schedule (src/server/notify-timer.ts): a pass every interval,
// never two at once (a pass still running makes the next one skip), stopped on shutdown after the
// pass under way.
import { schedulePasses } from '../../src/server/notify-timer';
import type { PassSummary } from '../../src/notify/pass';
import { createLogger } from '../../src/util/logger';

const summary = {} as PassSummary;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a pass every interval; one still running makes the next skip; shutdown waits for it', async () => {
  const lines: string[] = [];
  const logger = createLogger({ level: 'debug', sink: (l) => lines.push(l) });
  let running = 0;
  let started = 0;
  let finish: () => void = () => undefined;
  const deadlines: number[] = [];
  const notifier = {
    runPass: (o: { deadline?: number } = {}) => {
      started += 1;
      running += 1;
      deadlines.push(o.deadline ?? 0);
      return new Promise<PassSummary>((resolve) => {
        finish = () => {
          running -= 1;
          resolve(summary);
        };
      });
    },
  };
  const stop = schedulePasses(notifier, 15, logger);
  expect(started).toBe(0);
  await jest.advanceTimersByTimeAsync(15 * 60_000);
  expect(started).toBe(1);
  // The deadline leaves the next interval free.
  expect(deadlines[0] - Date.now()).toBeLessThanOrEqual(15 * 60_000 - 30_000);
  await jest.advanceTimersByTimeAsync(15 * 60_000);
  expect(started).toBe(1);
  expect(lines.join('\n')).toContain('notification pass still running: this one skipped');
  finish();
  await jest.advanceTimersByTimeAsync(15 * 60_000);
  expect(started).toBe(2);
  const stopped = stop();
  let done = false;
  void stopped.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(done).toBe(false);
  finish();
  await stopped;
  expect(running).toBe(0);
  await jest.advanceTimersByTimeAsync(60 * 60_000);
  expect(started).toBe(2);
});
