// The behaviour every adapter shares, run against memory, SQLite and DynamoDB (dynalite).
import { isPersistenceError } from '../../src/persistence/errors';
import type { ClosablePersistenceAdapter, PartitionKeyFn } from '../../src/persistence/types';
import { byDevice, envFor } from './envelope';

export type MakeAdapter = (partitionKey?: PartitionKeyFn) => Promise<ClosablePersistenceAdapter>;

const sample = {
  schemaVersion: 3,
  playing: true,
  nothing: null,
  title: 'Ünïcode — "quotes" and emoji 🎧',
  empty: '',
  offsetMs: 123456,
  ratio: 0.25,
  queue: [
    { burstId: 'b1', tags: ['news', 'tech'] },
    { burstId: 'b2', tags: [] },
  ],
  nested: { a: { b: { c: [1, 2, 3] } } },
};

export function describePersistenceContract(name: string, make: MakeAdapter): void {
  describe(`${name} adapter contract`, () => {
    const opened: ClosablePersistenceAdapter[] = [];
    const open = async (partitionKey?: PartitionKeyFn) => {
      const a = await make(partitionKey);
      opened.push(a);
      return a;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((a) => a.close()));
    });

    it('returns an empty object for a listener never seen', async () => {
      const a = await open();
      await expect(a.getAttributes(envFor('never-seen'))).resolves.toEqual({});
    });

    it('reads back exactly what was saved', async () => {
      const a = await open();
      await a.saveAttributes(envFor('round-trip'), sample);
      await expect(a.getAttributes(envFor('round-trip'))).resolves.toEqual(sample);
    });

    it('keeps listeners apart', async () => {
      const a = await open();
      await a.saveAttributes(envFor('iso-ann'), { who: 'ann' });
      await a.saveAttributes(envFor('iso-bob'), { who: 'bob' });
      await expect(a.getAttributes(envFor('iso-ann'))).resolves.toEqual({ who: 'ann' });
      await expect(a.getAttributes(envFor('iso-bob'))).resolves.toEqual({ who: 'bob' });
    });

    it('replaces the whole object on a second save', async () => {
      const a = await open();
      await a.saveAttributes(envFor('overwrite'), { first: 1, shared: 'old' });
      await a.saveAttributes(envFor('overwrite'), { shared: 'new' });
      await expect(a.getAttributes(envFor('overwrite'))).resolves.toEqual({ shared: 'new' });
    });

    it('deletes one listener and leaves the others', async () => {
      const a = await open();
      await a.saveAttributes(envFor('del-gone'), { x: 1 });
      await a.saveAttributes(envFor('del-kept'), { x: 2 });
      await a.deleteAttributes(envFor('del-gone'));
      await expect(a.getAttributes(envFor('del-gone'))).resolves.toEqual({});
      await expect(a.getAttributes(envFor('del-kept'))).resolves.toEqual({ x: 2 });
    });

    it('treats deleting an unknown listener as done', async () => {
      const a = await open();
      await expect(a.deleteAttributes(envFor('del-unknown'))).resolves.toBeUndefined();
    });

    it('is not changed by mutating the saved or the returned object', async () => {
      const a = await open();
      const saved = { cursor: { index: 1 }, ids: ['a'] };
      await a.saveAttributes(envFor('copy'), saved);
      saved.cursor.index = 99;
      saved.ids.push('mutated');
      const read = await a.getAttributes(envFor('copy'));
      expect(read).toEqual({ cursor: { index: 1 }, ids: ['a'] });
      (read.cursor as { index: number }).index = 42;
      (read.ids as string[]).push('again');
      await expect(a.getAttributes(envFor('copy'))).resolves.toEqual({
        cursor: { index: 1 },
        ids: ['a'],
      });
    });

    it('stores many concurrent saves of distinct listeners', async () => {
      const a = await open();
      const ids = Array.from({ length: 40 }, (_, i) => `conc-${i}`);
      await Promise.all(ids.map((id, i) => a.saveAttributes(envFor(id), { i, id })));
      const back = await Promise.all(ids.map((id) => a.getAttributes(envFor(id))));
      expect(back).toEqual(ids.map((id, i) => ({ i, id })));
    });

    it('uses the given partition key function', async () => {
      const a = await open(byDevice);
      await a.saveAttributes(envFor('user-1', 'kitchen-echo'), { room: 'kitchen' });
      // Another user on the same device reads the same record: the key is the device here.
      await expect(a.getAttributes(envFor('user-2', 'kitchen-echo'))).resolves.toEqual({
        room: 'kitchen',
      });
      await expect(a.getAttributes(envFor('user-1', 'other-echo'))).resolves.toEqual({});
    });

    it('refuses an empty partition key with a PersistenceError', async () => {
      const a = await open();
      const err: unknown = await a.saveAttributes(envFor(''), { x: 1 }).catch((e: unknown) => e);
      expect(isPersistenceError(err)).toBe(true);
      expect(err).toMatchObject({ operation: 'save' });
      await expect(a.getAttributes(envFor(''))).rejects.toMatchObject({
        name: 'PersistenceError',
        operation: 'get',
      });
    });
  });
}
