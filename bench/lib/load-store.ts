// The store of a load run, as a config a child process can open too: an SQLite file in a temp
// directory, or a table on a dynalite server in a process of its own (loopback only).
import { mkdtemp, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDbPersistenceAdapter } from '../../src/persistence/dynamodb';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import type { ClosablePersistenceAdapter } from '../../src/persistence/types';

export type LoadStore = 'sqlite' | 'dynamodb';

export type SharedStoreConfig = { kind: 'sqlite'; path: string } | { kind: 'dynamodb'; endpoint: string };

const TABLE = 'burst-voice-load';

// Fake credentials: dynalite accepts any signature.
const clientConfig = (endpoint: string) => ({
  endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'AKIAFAKELOAD0000000', secretAccessKey: 'fake-load-secret' },
});

export function openSharedStore(c: SharedStoreConfig): ClosablePersistenceAdapter {
  if (c.kind === 'sqlite') return new SqlitePersistenceAdapter({ path: c.path });
  return new DynamoDbPersistenceAdapter({ tableName: TABLE, clientConfig: clientConfig(c.endpoint) });
}

/** Creates the store's home (temp dir, or dynalite + table); close() removes it. */
export async function createSharedStore(
  kind: LoadStore,
): Promise<{ config: SharedStoreConfig; close(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'burst-load-'));
    return {
      config: { kind, path: path.join(dir, 'load.db') },
      close: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const server = await dynaliteProcess();
  const config: SharedStoreConfig = { kind, endpoint: `http://127.0.0.1:${server.port}` };
  const admin = createDocumentClient(clientConfig(config.endpoint));
  await createAttributesTable(admin, TABLE);
  admin.destroy();
  return { config, close: server.close };
}

/**
 * dynalite in a process of its own: in the load generator's process (which RSA-signs every
 * request for hundreds of Echos) its answers queued behind the signing and ran into the store's
 * time limits, which measured the rig instead of the skill.
 */
export async function dynaliteProcess(): Promise<{ port: number; close(): Promise<void> }> {
  const script = `const d = require('dynalite')({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    d.listen(0, '127.0.0.1', () => process.stdout.write(d.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`dynalite exited (${code})`)));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { port, close };
}
