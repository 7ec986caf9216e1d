import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isPersistenceError } from '../../src/persistence/errors';
import { SQLITE_BUSY_TIMEOUT_MS, SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import { ManualClock } from '../../src/util/clock';
import { createLogger } from '../../src/util/logger';
import { describePersistenceContract } from './contract';
import { envFor } from './envelope';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'burst-sqlite-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

describePersistenceContract('sqlite', async (partitionKey, options) => {
  const dir = await tempDir();
  return new SqlitePersistenceAdapter({ path: path.join(dir, 'skill.db'), partitionKey, ...options });
});

/** A second, raw connection: what another process sharing the file would see. */
function rawDb(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('busy_timeout = 1000');
  return db;
}

describe('SqlitePersistenceAdapter', () => {
  it('creates the parent directory and the file on first use', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'nested', 'deeper', 'skill.db');
    const a = new SqlitePersistenceAdapter({ path: file });
    expect(existsSync(file)).toBe(false);
    await a.saveAttributes(envFor('u'), { a: 1 });
    expect(existsSync(file)).toBe(true);
    await a.close();
  });

  it('runs in WAL mode with synchronous NORMAL and a busy timeout', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const a = new SqlitePersistenceAdapter({ path: file });
    expect(a.diagnostics()).toEqual({
      journalMode: 'wal',
      synchronous: 1,
      busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS,
    });
    // journal_mode is stored in the file itself, so another process's connection sees it too.
    const db = rawDb(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await a.close();
  });

  it('keeps data across closing and reopening', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const first = new SqlitePersistenceAdapter({ path: file });
    await first.saveAttributes(envFor('restart'), { offsetMs: 4200, token: 't-1' });
    await first.close();
    const second = new SqlitePersistenceAdapter({ path: file });
    await expect(second.getAttributes(envFor('restart'))).resolves.toEqual({
      offsetMs: 4200,
      token: 't-1',
    });
    await second.close();
  });

  it('stores one row per listener with updated_at from the clock', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const clock = new ManualClock(1_700_000_000_000);
    const a = new SqlitePersistenceAdapter({ path: file, clock });
    await a.saveAttributes(envFor('row'), { v: 1 });
    clock.advance(5000);
    await a.saveAttributes(envFor('row'), { v: 2 });
    const db = rawDb(file);
    const rows = db.prepare('SELECT id, data, updated_at FROM attributes').all();
    db.close();
    expect(rows).toEqual([{ id: 'row', data: '{"v":2}', updated_at: 1_700_000_005_000 }]);
    await a.close();
  });

  it('gives the rows of a file from before retention an expiry from their last write, and sweeps the expired at open', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'pre-retention.db');
    const db = rawDb(file);
    db.exec(
      'CREATE TABLE attributes (id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL DEFAULT 1)',
    );
    const now = Date.UTC(2026, 10, 25);
    const insert = db.prepare('INSERT INTO attributes (id, data, updated_at) VALUES (?, ?, ?)');
    insert.run('recent', '{"v":1}', now - 10 * 86_400_000);
    insert.run('stale', '{"v":1}', now - 200 * 86_400_000);
    db.close();
    const a = new SqlitePersistenceAdapter({
      path: file,
      clock: new ManualClock(now),
      retentionMs: 180 * 86_400_000,
    });
    await expect(a.get('recent')).resolves.toEqual({ value: { v: 1 }, version: 1 });
    expect(a.expiryOf('recent')).toBe(now - 10 * 86_400_000 + 180 * 86_400_000);
    await a.close();
    // The stale row is gone from the file, not only hidden.
    const after = rawDb(file);
    expect(after.prepare('SELECT id FROM attributes ORDER BY id').all()).toEqual([{ id: 'recent' }]);
    expect(
      after
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'attributes_expires_at'")
        .all(),
    ).toHaveLength(1);
    after.close();
  });

  it('adds the version column to a file of the earlier schema; its rows count as version 1', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'old.db');
    const db = rawDb(file);
    db.exec('CREATE TABLE attributes (id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at INTEGER NOT NULL)');
    // Written yesterday: well within the retention the rows get when the file is opened.
    db.prepare('INSERT INTO attributes (id, data, updated_at) VALUES (?, ?, ?)').run(
      'old',
      '{"v":1}',
      Date.now() - 86_400_000,
    );
    db.close();
    const a = new SqlitePersistenceAdapter({ path: file });
    await expect(a.get('old')).resolves.toEqual({ value: { v: 1 }, version: 1 });
    await expect(a.put('old', { v: 2 }, 0)).resolves.toBe('conflict');
    await expect(a.put('old', { v: 2 }, 1)).resolves.toBe('ok');
    await expect(a.get('old')).resolves.toEqual({ value: { v: 2 }, version: 2 });
    await a.close();
  });

  it('lets two connections to one file race a conditional write: one wins, one conflicts', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'shared.db');
    const a = new SqlitePersistenceAdapter({ path: file });
    const b = new SqlitePersistenceAdapter({ path: file });
    await a.put('shared', { by: 'a' }, 0);
    const { version } = await b.get('shared');
    await expect(a.put('shared', { by: 'a2' }, version)).resolves.toBe('ok');
    await expect(b.put('shared', { by: 'b' }, version)).resolves.toBe('conflict');
    await expect(b.get('shared')).resolves.toEqual({ value: { by: 'a2' }, version: 2 });
    await Promise.all([a.close(), b.close()]);
  });

  it.each([
    ['not JSON at all', '{oops'],
    ['a JSON array', '[1,2,3]'],
    ['JSON null', 'null'],
  ])('reads a row holding %s as {} with a warning, then overwrites it', async (_label, data) => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', sink: (l) => lines.push(l) });
    const a = new SqlitePersistenceAdapter({ path: file, logger });
    a.open();
    const db = rawDb(file);
    db.prepare('INSERT INTO attributes (id, data, updated_at) VALUES (?, ?, 0)').run('bad', data);
    db.close();
    await expect(a.getAttributes(envFor('bad'))).resolves.toEqual({});
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', id: 'bad' });
    await a.saveAttributes(envFor('bad'), { fresh: true });
    await expect(a.getAttributes(envFor('bad'))).resolves.toEqual({ fresh: true });
    await a.close();
  });

  it('sees writes made through another connection to the same file', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const a = new SqlitePersistenceAdapter({ path: file });
    const b = new SqlitePersistenceAdapter({ path: file });
    await a.saveAttributes(envFor('shared'), { from: 'a' });
    await expect(b.getAttributes(envFor('shared'))).resolves.toEqual({ from: 'a' });
    await b.saveAttributes(envFor('shared'), { from: 'b' });
    await expect(a.getAttributes(envFor('shared'))).resolves.toEqual({ from: 'b' });
    await Promise.all([a.close(), b.close()]);
  });

  it('loses no write while another process writes to the same file', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'skill.db');
    const a = new SqlitePersistenceAdapter({ path: file });
    a.open();
    const count = 200;
    // The other process uses plain better-sqlite3 (no TypeScript needed) with the same pragmas.
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(process.argv[1]);
      db.pragma('busy_timeout = 1000');
      db.pragma('journal_mode = WAL');
      const up = db.prepare('INSERT INTO attributes (id, data, updated_at) VALUES (?, ?, 0) ON CONFLICT(id) DO UPDATE SET data = excluded.data');
      for (let i = 0; i < ${count}; i++) up.run('child-' + i, JSON.stringify({ i }));
      db.close();
    `;
    const child = spawn(process.execPath, ['-e', script, file], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let exitCode: number | null | undefined;
    child.on('close', (code) => (exitCode = code));
    // Keep writing until the child has finished, yielding between saves so both processes
    // contend for the write lock for the whole run.
    let parentWrites = 0;
    while (exitCode === undefined || parentWrites < count) {
      await a.saveAttributes(envFor(`parent-${parentWrites}`), { i: parentWrites });
      parentWrites++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(exitCode).toBe(0);
    expect(stderr).toBe('');
    const db = rawDb(file);
    const n = db.prepare('SELECT count(*) AS n FROM attributes').get() as { n: number };
    db.close();
    expect(n.n).toBe(count + parentWrites);
    await expect(a.getAttributes(envFor('child-199'))).resolves.toEqual({ i: 199 });
    await a.close();
  });

  it('fails with a PersistenceError when the file cannot be opened', async () => {
    const dir = await tempDir();
    const blocker = path.join(dir, 'not-a-dir');
    await fs.writeFile(blocker, 'x');
    const a = new SqlitePersistenceAdapter({ path: path.join(blocker, 'skill.db') });
    const err: unknown = await a.getAttributes(envFor('u')).catch((e: unknown) => e);
    expect(isPersistenceError(err)).toBe(true);
    expect(err).toMatchObject({ operation: 'get' });
    await a.close();
  });

  it('refuses to work after close', async () => {
    const dir = await tempDir();
    const a = new SqlitePersistenceAdapter({ path: path.join(dir, 'skill.db') });
    await a.saveAttributes(envFor('u'), { a: 1 });
    await a.close();
    await expect(a.getAttributes(envFor('u'))).rejects.toMatchObject({
      name: 'PersistenceError',
      message: expect.stringContaining('closed'),
    });
  });

  it('rejects attributes that JSON cannot represent', async () => {
    const dir = await tempDir();
    const a = new SqlitePersistenceAdapter({ path: path.join(dir, 'skill.db') });
    await expect(a.saveAttributes(envFor('u'), { big: BigInt(1) })).rejects.toMatchObject({
      name: 'PersistenceError',
      operation: 'save',
    });
    await expect(a.getAttributes(envFor('u'))).resolves.toEqual({});
    await a.close();
  });
});
