// Local store for the Express host: one SQLite file, one row per listener.
//
// Concurrency: better-sqlite3 is synchronous, so every statement runs to completion inside one
// turn of the event loop; concurrent requests in this process are therefore serialised and can
// never interleave inside a write. Across processes sharing the file (Express workers, a load
// script), WAL lets readers run beside the single writer and busy_timeout makes a writer wait for
// the lock instead of failing with SQLITE_BUSY at once.
//
// Opening is the exception (issue 35): `PRAGMA journal_mode = WAL` on a file still in rollback
// mode upgrades a read lock to a write lock, and SQLite returns SQLITE_BUSY at once there instead
// of calling the busy handler (waiting could deadlock). Two workers opening a new file together
// met it (measured: 0 ms, step `pragma`). So the switch is made only when the file is not in WAL
// already (WAL is persistent), and open-time work met by a lock is tried again after a short
// pause, within the busy timeout. What is still busy after that surfaces as a contention error
// (errors.ts isContention), which the update loop answers by waiting and reading again.
//
// Retention: each row carries `expires_at` (epoch ms), set by every write. An expired row reads
// as absent; a bounded sweep (at open, then from a write at most every SWEEP_INTERVAL_MS) deletes
// expired rows through an index, so it never scans the table or holds the lock for long.
//
// This module is loaded only by the sqlite branch of the factory, so the Lambda bundle can leave
// the native better-sqlite3 addon out (esbuild --external) and never load it.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RequestEnvelope } from 'ask-sdk-model';
import { systemClock, type Clock } from '../util/clock';
import { silentLogger, type Logger } from '../util/logger';
import { isPlainObject } from '../util/objects';
import {
  errorCode,
  isContention,
  PersistenceError,
  type PersistenceOperation,
  type StoreStep,
} from './errors';
import {
  SWEEP_BATCH,
  SWEEP_INTERVAL_MS,
  checkExpectedVersion,
  checkKey,
  checkRetention,
  defaultPartitionKey,
  expiryOf,
  resolvePartitionKey,
} from './checks';
import type {
  Attributes,
  ClosablePersistenceAdapter,
  PartitionKeyFn,
  PutOptions,
  PutResult,
  RetentionOptions,
  Versioned,
} from './types';

/**
 * How long a write waits for another process's lock. The wait blocks the event loop (the driver is
 * synchronous), so it stays short: our transactions are single-row upserts lasting microseconds.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 1000;

export interface SqlitePersistenceOptions extends RetentionOptions {
  /** The database file; its parent directory is created on first use. */
  path: string;
  partitionKey?: PartitionKeyFn;
  logger?: Logger;
  /** Source of `updated_at`; tests pass a ManualClock. */
  clock?: Clock;
  busyTimeoutMs?: number;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS attributes (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  expires_at INTEGER
)`;
/** Files written before versions existed: their rows count as version 1. */
const ADD_VERSION = 'ALTER TABLE attributes ADD COLUMN version INTEGER NOT NULL DEFAULT 1';
/** Files written before retention: their rows expire a retention period after their last write. */
const ADD_EXPIRY = 'ALTER TABLE attributes ADD COLUMN expires_at INTEGER';
const BACKFILL_EXPIRY = 'UPDATE attributes SET expires_at = updated_at + ? WHERE expires_at IS NULL';
const EXPIRY_INDEX = 'CREATE INDEX IF NOT EXISTS attributes_expires_at ON attributes (expires_at)';

interface Row {
  data: string;
  version: number;
  expires_at: number | null;
}

interface Statements {
  get: Database.Statement<[string], Row>;
  upsert: Database.Statement<[string, string, number, number]>;
  remove: Database.Statement<[string]>;
  /** Compare and set, each one statement: SQLite runs it atomically under the file's write lock. */
  create: Database.Statement<[string, string, number, number]>;
  update: Database.Statement<[string, number, number, string, number]>;
  /** Up to N expired rows, found through the expiry index. */
  sweep: Database.Statement<[number, number]>;
  /** The connection's settings, read by diagnostics(). */
  diagnostics: {
    journalMode: Database.Statement;
    synchronous: Database.Statement;
    busyTimeout: Database.Statement;
  };
}

export class SqlitePersistenceAdapter implements ClosablePersistenceAdapter {
  readonly inProcess = true;
  private readonly file: string;
  private readonly partitionKey: PartitionKeyFn;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly busyTimeoutMs: number;
  private readonly retentionMs: number;
  private lastSweep = 0;
  private db: Database.Database | undefined;
  private stmts: Statements | undefined;
  private closed = false;

  constructor(opts: SqlitePersistenceOptions) {
    this.file = opts.path;
    this.partitionKey = opts.partitionKey ?? defaultPartitionKey;
    this.logger = (opts.logger ?? silentLogger).child({ component: 'persistence.sqlite' });
    this.clock = opts.clock ?? systemClock;
    this.busyTimeoutMs = opts.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS;
    this.retentionMs = checkRetention(opts.retentionMs);
  }

  /**
   * Opens (and if needed creates) the file and table. Called lazily by every operation; a host may
   * call it at start-up to fail fast on a bad path. Idempotent.
   */
  open(): void {
    this.statements('open');
  }

  /** The connection's effective settings (for tests and a health endpoint); opens if needed. */
  diagnostics(): { journalMode: string; synchronous: number; busyTimeoutMs: number } {
    const { diagnostics: d } = this.statements('open');
    return {
      journalMode: String(d.journalMode.get()),
      // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA (SQLite PRAGMA synchronous).
      synchronous: Number(d.synchronous.get()),
      busyTimeoutMs: Number(d.busyTimeout.get()),
    };
  }

  async getAttributes(env: RequestEnvelope): Promise<Attributes> {
    return (await this.get(resolvePartitionKey(this.partitionKey, env, 'get'))).value ?? {};
  }

  async saveAttributes(env: RequestEnvelope, attributes: Attributes): Promise<void> {
    const key = resolvePartitionKey(this.partitionKey, env, 'save');
    const data = serialise(attributes);
    const now = this.clock.now();
    this.run('save', (s) => s.upsert.run(key, data, now, expiryOf(now, this.retentionMs)));
  }

  async get(key: string): Promise<Versioned> {
    checkKey(key, 'get');
    const row = this.run('get', (s) => s.get.get(key));
    if (row === undefined) return { value: undefined, version: 0 };
    // Expired: absent to the reader, but the version stays so the next write replaces it.
    if (row.expires_at !== null && row.expires_at <= this.clock.now()) {
      return { value: undefined, version: row.version };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.data);
    } catch {
      parsed = undefined;
    }
    if (!isPlainObject(parsed)) {
      // A damaged row must not take the listener down: hand back no value (with the row's
      // version, so the next write replaces it cleanly). The key is a pseudonym, so it may be logged.
      this.logger.warn('unreadable attributes row, starting from empty', { id: key });
      return { value: undefined, version: row.version };
    }
    return { value: parsed, version: row.version };
  }

  async put(
    key: string,
    value: Attributes,
    expectedVersion: number,
    options?: PutOptions,
  ): Promise<PutResult> {
    checkKey(key, 'save');
    const expected = checkExpectedVersion(expectedVersion);
    const data = serialise(value);
    const now = this.clock.now();
    const expires = expiryOf(now, this.retentionMs, options);
    const changes = this.run('save', (s) =>
      expected === 0
        ? s.create.run(key, data, now, expires)
        : s.update.run(data, now, expires, key, expected),
    ).changes;
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweepQuietly();
    return changes === 1 ? 'ok' : 'conflict';
  }

  async delete(key: string): Promise<void> {
    checkKey(key, 'delete');
    this.run('delete', (s) => s.remove.run(key));
  }

  /** Deletes up to `limit` expired rows; returns how many. */
  sweepExpired(limit = SWEEP_BATCH): number {
    const now = this.clock.now();
    this.lastSweep = now;
    return this.run('delete', (s) => s.sweep.run(now, limit), 'sweep').changes;
  }

  /**
   * The sweep that rides on a write or an open: housekeeping, so a failure (another process holds
   * the lock) is logged and left for the next one; it must never fail the write it follows, which
   * is already stored.
   */
  private sweepQuietly(): void {
    try {
      this.sweepExpired();
    } catch (e) {
      this.logger.warn('expired rows not swept this time', { err: e });
    }
  }

  /** When a row expires (tests read it); undefined when there is no row. */
  expiryOf(key: string): number | undefined {
    const row = this.run('get', (s) => s.get.get(key));
    return row?.expires_at ?? undefined;
  }

  async deleteAttributes(env: RequestEnvelope): Promise<void> {
    const key = resolvePartitionKey(this.partitionKey, env, 'delete');
    this.run('delete', (s) => s.remove.run(key));
  }

  async close(): Promise<void> {
    this.closed = true;
    const db = this.db;
    this.db = undefined;
    this.stmts = undefined;
    if (db === undefined) return;
    try {
      db.close();
    } catch (e) {
      throw new PersistenceError('close', `Closing SQLite file ${this.file} failed`, errorCode(e));
    }
  }

  private run<T>(operation: PersistenceOperation, fn: (s: Statements) => T, step?: StoreStep): T {
    const stmts = this.statements(operation);
    try {
      return fn(stmts);
    } catch (e) {
      throw new PersistenceError(operation, `SQLite ${operation} on ${this.file} failed`, errorCode(e), step);
    }
  }

  private statements(operation: PersistenceOperation): Statements {
    if (this.closed) {
      throw new PersistenceError(operation, `SQLite store ${this.file} is closed`);
    }
    if (this.stmts !== undefined) return this.stmts;
    // A lock met at open is held for microseconds by a process doing the same: pause and try again
    // (a few ms, doubling) within the busy timeout, as SQLite's own busy handler would.
    const deadline = Date.now() + this.busyTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return this.openOnce(operation);
      } catch (e) {
        const left = deadline - Date.now();
        if (!isContention(e) || left <= 0) throw e;
        const { code, step } = e as PersistenceError;
        this.logger.warn('SQLite file locked while opening: trying again', { code, step, attempt });
        sleepSync(Math.min(left, OPEN_RETRY_MS * 2 ** Math.min(attempt - 1, 5) * (0.5 + Math.random())));
      }
    }
  }

  private openOnce(operation: PersistenceOperation): Statements {
    let db: Database.Database | undefined;
    let step: StoreStep = 'open';
    try {
      fs.mkdirSync(path.dirname(path.resolve(this.file)), { recursive: true });
      db = new Database(this.file);
      step = 'pragma';
      pragma(db, `busy_timeout = ${Math.max(0, Math.floor(this.busyTimeoutMs))}`);
      // Reading the mode takes no write lock; switching does (and skips the busy handler).
      if (String(pragma(db, 'journal_mode')).toLowerCase() !== 'wal') {
        pragma(db, 'journal_mode = WAL');
      }
      // NORMAL is durable in WAL mode except for the last commits on power loss: fine for a
      // playback cursor, and it saves an fsync per save.
      pragma(db, 'synchronous = NORMAL');
      step = 'schema';
      db.exec(SCHEMA);
      addColumn(db, 'version', ADD_VERSION);
      addColumn(db, 'expires_at', ADD_EXPIRY);
      step = 'backfill';
      held(db.prepare(BACKFILL_EXPIRY)).run(this.retentionMs);
      step = 'index';
      db.exec(EXPIRY_INDEX);
      step = 'open';
      const stmts: Statements = {
        diagnostics: {
          journalMode: held(db.prepare('PRAGMA journal_mode')).pluck(),
          synchronous: held(db.prepare('PRAGMA synchronous')).pluck(),
          busyTimeout: held(db.prepare('PRAGMA busy_timeout')).pluck(),
        },
        get: db.prepare<[string], Row>('SELECT data, version, expires_at FROM attributes WHERE id = ?'),
        upsert: db.prepare<[string, string, number, number]>(
          `INSERT INTO attributes (id, data, updated_at, expires_at, version) VALUES (?, ?, ?, ?, 1)
           ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at,
             expires_at = excluded.expires_at, version = attributes.version + 1`,
        ),
        remove: db.prepare<[string]>('DELETE FROM attributes WHERE id = ?'),
        create: db.prepare<[string, string, number, number]>(
          `INSERT INTO attributes (id, data, updated_at, expires_at, version) VALUES (?, ?, ?, ?, 1)
           ON CONFLICT(id) DO NOTHING`,
        ),
        update: db.prepare<[string, number, number, string, number]>(
          `UPDATE attributes SET data = ?, updated_at = ?, expires_at = ?, version = version + 1
           WHERE id = ? AND version = ?`,
        ),
        sweep: db.prepare<[number, number]>(
          `DELETE FROM attributes WHERE id IN
             (SELECT id FROM attributes WHERE expires_at <= ? ORDER BY expires_at LIMIT ?)`,
        ),
      };
      for (const statement of [
        stmts.get,
        stmts.upsert,
        stmts.remove,
        stmts.create,
        stmts.update,
        stmts.sweep,
      ])
        held(statement);
      this.db = db;
      this.stmts = stmts;
      this.sweepQuietly();
      return stmts;
    } catch (e) {
      try {
        db?.close();
      } catch {
        // Already failing; the open error below is the one worth reporting.
      }
      throw new PersistenceError(
        operation,
        `Opening SQLite file ${this.file} failed at ${step}`,
        errorCode(e),
        step,
      );
    }
  }
}

/** First pause after a lock met at open (doubling, with jitter so two openers do not meet again). */
const OPEN_RETRY_MS = 4;

/**
 * better-sqlite3 12 on Node 24 can abort the process when it garbage-collects a Statement
 * (Statement::~Statement → node::RemoveEnvironmentCleanupHook, "Assertion failed: (env) !=
 * nullptr"; reported upstream and closed without a fix, 2026; seen here as a server that died
 * mid-request under `npm run test:target`). So no statement this store prepares is ever let go:
 * each is held for the life of the process — a dozen per file opened, prepared once.
 */
const HELD: unknown[] = [];
function held<T>(statement: T): T {
  HELD.push(statement);
  return statement;
}

/** A PRAGMA read or set through a held statement (`db.pragma` prepares one it then drops). */
function pragma(db: Database.Database, body: string): unknown {
  const statement = held(db.prepare(`PRAGMA ${body}`));
  // A pragma that sets and answers nothing ("synchronous = NORMAL") returns no data.
  return statement.reader ? statement.pluck().get() : statement.run();
}

/**
 * Blocks this thread for `ms`: the driver is synchronous and so is open, like SQLite's own busy
 * handler (which sleeps the same way). Only reached at open, when another process holds the lock.
 */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(1, Math.round(ms)));
}

function serialise(attributes: Attributes): string {
  let data: string | undefined;
  try {
    data = JSON.stringify(attributes);
  } catch (e) {
    throw new PersistenceError('save', 'Attributes cannot be serialised as JSON', errorCode(e));
  }
  if (!isPlainObject(attributes) || data === undefined) {
    throw new PersistenceError('save', 'Attributes must be a plain JSON object');
  }
  return data;
}

/** Adds a column a file of an earlier schema lacks; another process may race us to it. */
function addColumn(db: Database.Database, name: string, ddl: string): void {
  const has = () =>
    held(db.prepare<[], { name: string }>('PRAGMA table_info(attributes)'))
      .all()
      .some((c) => c.name === name);
  if (has()) return;
  try {
    db.exec(ddl);
  } catch (e) {
    if (!has()) throw e;
  }
}
