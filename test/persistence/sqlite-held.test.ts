// better-sqlite3 12 on Node 24 can abort the whole process when it garbage-collects a Statement
// ("Assertion failed: (env) != nullptr" in Statement::~Statement; src/persistence/sqlite.ts,
// HELD): `npm run test:target` saw the production server die mid-request about one run in six.
// The store therefore prepares every statement once, when it opens, and holds it: nothing it
// prepares is ever garbage. Checked here by counting what it prepares after opening.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RequestEnvelope } from 'ask-sdk-model';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';

const envFor = (userId: string) =>
  ({ context: { System: { user: { userId }, device: { deviceId: 'd' } } } }) as unknown as RequestEnvelope;

test('after opening, the store prepares nothing more: reads, writes and diagnostics reuse held statements', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'burst-sqlite-held-'));
  const prepare = jest.spyOn(Database.prototype, 'prepare');
  const pragma = jest.spyOn(Database.prototype, 'pragma');
  try {
    const store = new SqlitePersistenceAdapter({ path: path.join(dir, 'skill.db') });
    store.open();
    const atOpen = prepare.mock.calls.length;
    expect(atOpen).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) {
      expect(store.diagnostics()).toMatchObject({ journalMode: 'wal', synchronous: 1 });
      await store.saveAttributes(envFor(`u${i % 3}`), { n: i });
      await store.getAttributes(envFor(`u${i % 3}`));
    }
    expect(prepare.mock.calls.length).toBe(atOpen);
    // `db.pragma` prepares a statement and drops it: the store never calls it.
    expect(pragma).not.toHaveBeenCalled();
    store.close();
  } finally {
    prepare.mockRestore();
    pragma.mockRestore();
    await fs.rm(dir, { recursive: true, force: true });
  }
});
