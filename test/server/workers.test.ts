// WORKERS=N with real processes: `npm start`'s entry forks N workers behind one port, /health
// names the worker that answered, /metrics adds up every worker and says how many answered (a
// worker that stops answering the primary no longer fails the scrape), a worker that dies is
// replaced, SIGTERM stops them all cleanly, and the memory store refuses to be split across processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { WORKER_METRICS_REQ } from '../../src/server/cluster';
import { parseProm, sample } from '../metrics/prom-text';
import { startCli, type Cli } from './cli-process';
import { httpRequest } from './loopback-http';

/** Ephemeral port: in cluster mode every worker's listen(0) shares the one the primary picked. */
const BASE = { PORT: '0', HOST: '127.0.0.1' };

/** Resolves the URL once the primary says every worker listens. */
function ready(cli: Cli): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const url = /Alexa endpoint: +(http:\/\/127\.0\.0\.1:\d+)\/alexa/.exec(cli.err())?.[1];
      if (url) resolve(url);
      else if (cli.child.exitCode !== null) reject(new Error(`exited early: ${cli.err()}`));
      else setTimeout(check, 25);
    };
    check();
  });
}

/**
 * A new connection per request, so the primary hands each one to the next worker. A connection
 * handed to a worker at the instant it is killed is never answered: such a try times out.
 */
function health(url: string): Promise<{ pid: number; workers: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/health`, { headers: { connection: 'close' }, timeout: 3000 }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(JSON.parse(text) as { pid: number; workers: number }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer')));
    req.on('error', reject);
    req.end();
  });
}

async function pidsAnswering(url: string, tries: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries; i++) pids.add((await health(url)).pid);
  return pids;
}

/** Like pidsAnswering, while a worker is being replaced: a refused or lost connection is retried. */
async function pidsDuringRestart(url: string, tries: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries; i++) {
    await health(url).then(
      (h) => pids.add(h.pid),
      () => undefined,
    );
  }
  return pids;
}

/** The pids that logged "notification passes scheduled", in order. */
function passWorkers(stdout: string): number[] {
  return stdout
    .split('\n')
    .filter((l) => l.includes('notification passes scheduled'))
    .map((l) => (JSON.parse(l) as { pid: number }).pid);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=2 with SQLite', () => {
  let dir: string;
  let cli: Cli;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'burst-workers-'));
    cli = startCli({ ...BASE, WORKERS: '2', SKILL_DB_PATH: path.join(dir, 'state.db') });
    url = await ready(cli);
  }, 60_000);

  afterAll(async () => {
    if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers from two worker processes behind one port, each naming itself on /health', async () => {
    const first = await health(url);
    expect(first.workers).toBe(2);
    const pids = await pidsAnswering(url, 6);
    expect(pids.size).toBe(2);
    expect(pids.has(cli.child.pid ?? -1)).toBe(false);
    expect(cli.err()).toMatch(/state in sqlite \(.*state\.db\), 2 workers\./);
    // Notifications (offline: against the simulator): one worker runs the passes, never both.
    for (let i = 0; i < 50 && passWorkers(cli.out()).length < 1; i++)
      await new Promise((r) => setTimeout(r, 100));
    const passers = passWorkers(cli.out());
    expect(passers).toHaveLength(1);
    expect(pids.has(passers[0])).toBe(true);
  });

  it('sums the metrics of every worker in one scrape', async () => {
    // Each worker fetches a feed's category once a minute (its own cache): four requests over two
    // workers are two API calls in all, whichever worker answers the scrape.
    for (let i = 0; i < 4; i++) {
      const feed = await httpRequest(`${url}/feeds/flash-briefing/tech.json`, {
        headers: { connection: 'close' },
      });
      expect(feed.status).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      const res = await httpRequest(`${url}/metrics`, { headers: { connection: 'close' } });
      expect(res.text).toMatch(
        /^burst_voice_api_calls_total\{operation="categoryTopStories",outcome="ok"\} 2$/m,
      );
      expect(res.text).toMatch(/^burst_voice_workers 2$/m);
      expect(res.text).toMatch(/^burst_voice_workers_answering 2$/m);
    }
  });

  it('replaces a worker that dies, and SIGTERM stops every worker cleanly', async () => {
    const before = await pidsAnswering(url, 4);
    // The worker that runs the notification passes: its replacement takes them over.
    const [victim] = passWorkers(cli.out());
    expect(before.has(victim)).toBe(true);
    process.kill(victim, 'SIGKILL');
    // Until the replacement listens the survivor answers alone; wait for a pid not seen before.
    let now = new Set<number>();
    while (![...now].some((p) => !before.has(p))) {
      if (cli.child.exitCode !== null) throw new Error(`the primary exited: ${cli.err()}`);
      await new Promise((r) => setTimeout(r, 100));
      now = await pidsDuringRestart(url, 2);
    }
    expect(now.has(victim)).toBe(false);
    expect(cli.err()).toMatch(new RegExp(`worker ${victim} exited \\(SIGKILL\\): starting another`));
    // Its log line travels another pipe than its answers: wait for it a moment.
    for (let i = 0; i < 50 && passWorkers(cli.out()).length < 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    const passers = passWorkers(cli.out());
    expect(passers).toHaveLength(2);
    expect(passers[1]).not.toBe(victim);
    expect(now.has(passers[1])).toBe(true);

    const workers = [...(await pidsAnswering(url, 4))];
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.err()).toMatch(/SIGTERM: stopping 2 workers/);
    expect(workers.filter(alive)).toEqual([]);
  }, 60_000);
});

describe('WORKERS=2 with a worker that stopped answering the primary', () => {
  let dir: string;
  let cli: Cli;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'burst-workers-'));
    // The first worker drops the primary's metrics request (test/server/deaf-worker.cjs), as a
    // worker whose event loop is stuck would, but it still serves HTTP, scrapes included.
    cli = startCli({
      ...BASE,
      WORKERS: '2',
      SKILL_DB_PATH: path.join(dir, 'state.db'),
      NODE_OPTIONS: '--require ./test/server/deaf-worker.cjs',
      DEAF_WORKER_IGNORES: WORKER_METRICS_REQ,
    });
    url = await ready(cli);
  }, 60_000);

  afterAll(async () => {
    if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('still answers every scrape, with the answering worker only, and says one of two answered', async () => {
    // Four new connections: both workers take scrapes, the deaf one included.
    for (let i = 0; i < 4; i++) {
      const res = await httpRequest(`${url}/metrics`, { headers: { connection: 'close' } });
      // The primary stops waiting before the asking worker's own 5 s limit: no more all-or-nothing.
      expect(res.status).toBe(200);
      const m = parseProm(res.text);
      expect(sample(m, 'burst_voice_workers', {})).toBe(2);
      expect(sample(m, 'burst_voice_workers_answering', {})).toBe(1);
      // The answering worker's own metrics are there.
      expect(sample(m, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
      expect(sample(m, 'burst_voice_store_retries_total', {})).toBe(0);
    }
    expect(new Set([...(await pidsAnswering(url, 4))]).size).toBe(2);
  }, 30_000);
});

it('refuses WORKERS > 1 with the memory store, in one sentence', async () => {
  const cli = startCli({ ...BASE, WORKERS: '2', SKILL_PERSISTENCE: 'memory' });
  expect(await cli.exited).toBe(1);
  expect(cli.err().trim()).toBe(
    'WORKERS=2 needs SKILL_PERSISTENCE=sqlite or dynamodb, because the memory store is private to each worker process.',
  );
});
