// The Express host's store failing as SQLite fails (issue 48): a full disk, a file that turned
// read-only, a lock another process holds past the busy timeout. The reply never confirms what
// was not stored, the audio goes on, and what was stored before stays as it was.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqlitePersistenceAdapter } from '../../src/persistence/sqlite';
import { decodeToken } from '../../src/playback/token';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let dir: string;
let file: string;
let sqlite: SqlitePersistenceAdapter;
let h: Harness;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bv-sqlite-faults-'));
  file = path.join(dir, 'skill.db');
  h = await startHarness({
    sim: { pageSize: 5 },
    persistence: () => (sqlite = new SqlitePersistenceAdapter({ path: file, busyTimeoutMs: 50 })),
  });
});
afterEach(async () => {
  await h.close();
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The adapter's own connection, to make it fail as SQLite itself does (the pragmas below hold per
 * connection; as root a file mode would not stop the writes).
 */
const connection = () => (sqlite as unknown as { db: Database.Database }).db;

const speech = (t: { reply?: { response: { outputSpeech?: unknown } } }) =>
  JSON.stringify(t.reply?.response.outputSpeech ?? {});

async function follows(): Promise<unknown> {
  const rec = await sqlite.get(keysOf(h.device).listener);
  return (rec.value as { follows?: unknown } | undefined)?.follows;
}

test('a read-only file (SQLITE_READONLY): "follow" is not confirmed, and the playlist plays on', async () => {
  await h.device.intent('TopStoriesIntent');
  connection().pragma('query_only = 1');
  const said = await h.device.intent('FollowIntent', { topic: 'solar power' });
  expect(speech(said)).toMatch(/couldn't save that just now/);
  expect(speech(said)).not.toMatch(/Okay/);
  const at = decodeToken(h.device.current?.token)?.index ?? -1;
  await h.device.playToEnd();
  await h.device.playToEnd();
  expect(decodeToken(h.device.current?.token)?.index).toBe(at + 2);
  connection().pragma('query_only = 0');
  expect(await follows()).toEqual([]);
});

test('a full disk (SQLITE_FULL): every "Saved." is stored, and the save that found the disk full says so', async () => {
  await h.device.intent('TopStoriesIntent');
  const db = connection();
  // No page more than the file has now: a write that needs one fails as on a full disk.
  db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
  let confirmed = 0;
  let refused = 0;
  // Each save makes the listener's record longer, until it needs a page the file cannot have.
  for (let i = 0; i < 40 && refused === 0; i++) {
    const text = speech(await h.device.intent('SaveBurstIntent'));
    if (/couldn't save that just now/.test(text)) refused++;
    else if (/Saved/.test(text)) confirmed++;
    await h.device.playToEnd();
  }
  expect(refused).toBe(1);
  const saved = ((await sqlite.get(keysOf(h.device).listener)).value as { saves?: unknown[] }).saves ?? [];
  expect(saved).toHaveLength(confirmed);
});

test('a lock held past the busy timeout (SQLITE_BUSY): tried again, then said honestly; the audio goes on', async () => {
  await h.device.intent('TopStoriesIntent');
  const other = new Database(file);
  other.pragma('busy_timeout = 0');
  other.exec('BEGIN EXCLUSIVE');
  try {
    const said = await h.device.intent('FollowIntent', { topic: 'wind power' });
    expect(speech(said)).toMatch(/just now/);
    expect(speech(said)).not.toMatch(/Okay/);
    await h.device.nearlyFinished();
    expect(h.device.queue).toHaveLength(1);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  const again = await h.device.intent('FollowIntent', { topic: 'wind power' });
  expect(speech(again)).toMatch(/Okay, you're now following wind power/);
  expect(JSON.stringify(await follows())).toMatch(/wind power/);
});
