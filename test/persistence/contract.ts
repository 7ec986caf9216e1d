// The behaviour every adapter shares, run against memory, SQLite and DynamoDB (dynalite).
import { isPersistenceError } from '../../src/persistence/errors';
import type { ClosablePersistenceAdapter, PartitionKeyFn } from '../../src/persistence/types';
import { ManualClock, type Clock } from '../../src/util/clock';
import { byDevice, envFor } from './envelope';

/** Retention tests pass a clock they move and a retention of their own. */
export interface MakeOptions {
  clock?: Clock;
  retentionMs?: number;
}

export type MakeAdapter = (
  partitionKey?: PartitionKeyFn,
  options?: MakeOptions,
) => Promise<ClosablePersistenceAdapter & { sweepExpired?: () => number }>;

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
    const open = async (partitionKey?: PartitionKeyFn, options?: MakeOptions) => {
      const a = await make(partitionKey, options);
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

    describe('versioned get/put', () => {
      it('reads a key never written as no value at version 0', async () => {
        const a = await open();
        await expect(a.get('v-never')).resolves.toEqual({ value: undefined, version: 0 });
      });

      it('creates with expected version 0, then reads the value back at version 1', async () => {
        const a = await open();
        await expect(a.put('v-create', sample, 0)).resolves.toBe('ok');
        await expect(a.get('v-create')).resolves.toEqual({ value: sample, version: 1 });
      });

      it('refuses a second create of the same key and keeps the first value', async () => {
        const a = await open();
        await a.put('v-twice', { who: 'first' }, 0);
        await expect(a.put('v-twice', { who: 'second' }, 0)).resolves.toBe('conflict');
        await expect(a.get('v-twice')).resolves.toEqual({ value: { who: 'first' }, version: 1 });
      });

      it('writes with the current version and refuses a stale one', async () => {
        const a = await open();
        await a.put('v-cas', { n: 1 }, 0);
        await expect(a.put('v-cas', { n: 2 }, 1)).resolves.toBe('ok');
        await expect(a.put('v-cas', { n: 99 }, 1)).resolves.toBe('conflict');
        await expect(a.put('v-cas', { n: 99 }, 5)).resolves.toBe('conflict');
        await expect(a.get('v-cas')).resolves.toEqual({ value: { n: 2 }, version: 2 });
        await expect(a.put('v-cas', { n: 3 }, 2)).resolves.toBe('ok');
        await expect(a.get('v-cas')).resolves.toEqual({ value: { n: 3 }, version: 3 });
      });

      it("keeps a listener's records apart: account, device and person keys version on their own, and getMany reads all three", async () => {
        const a = await open();
        // The skill's keys (src/state/keys.ts): `<listener>`, `<listener>|d_…`, `<listener>|p_…`.
        const keys = ['l_contract', 'l_contract|d_kitchen', 'l_contract|p_alex'];
        for (const [i, k] of keys.entries()) await expect(a.put(k, { i }, 0)).resolves.toBe('ok');
        await expect(a.put(keys[2] as string, { i: 'alex' }, 1)).resolves.toBe('ok');
        await expect(a.put(keys[1] as string, { i: 'stale' }, 2)).resolves.toBe('conflict');
        const read = a.getMany ? await a.getMany(keys) : await Promise.all(keys.map((k) => a.get(k)));
        expect(read).toEqual([
          { value: { i: 0 }, version: 1 },
          { value: { i: 1 }, version: 1 },
          { value: { i: 'alex' }, version: 2 },
        ]);
        await a.delete(keys[2] as string);
        await expect(a.get(keys[0] as string)).resolves.toEqual({ value: { i: 0 }, version: 1 });
        await expect(a.get(keys[2] as string)).resolves.toMatchObject({ value: undefined });
      });

      it('lets exactly one of many writers holding the same version win', async () => {
        const a = await open();
        await a.put('v-race', { winner: 'none' }, 0);
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) => a.put('v-race', { winner: i }, 1)),
        );
        expect(results.filter((r) => r === 'ok')).toHaveLength(1);
        const { value, version } = await a.get('v-race');
        expect(version).toBe(2);
        expect(value).toEqual({ winner: results.indexOf('ok') });
      });

      it('loses no increment when writers re-read and retry on conflict', async () => {
        const a = await open();
        const bump = async () => {
          for (;;) {
            const { value, version } = await a.get('v-counter');
            const n = typeof value?.n === 'number' ? value.n : 0;
            if ((await a.put('v-counter', { n: n + 1 }, version)) === 'ok') return;
          }
        };
        await Promise.all(Array.from({ length: 10 }, bump));
        await expect(a.get('v-counter')).resolves.toEqual({ value: { n: 10 }, version: 10 });
      });

      it('reads a record saved through the ask-sdk interface with a version it can write at', async () => {
        const a = await open();
        await a.saveAttributes(envFor('v-legacy'), { old: true });
        const { value, version } = await a.get('v-legacy');
        expect(value).toEqual({ old: true });
        expect(version).toBeGreaterThanOrEqual(1);
        await expect(a.put('v-legacy', { old: false }, version)).resolves.toBe('ok');
        await expect(a.getAttributes(envFor('v-legacy'))).resolves.toEqual({ old: false });
      });

      it('is not changed by mutating the written or the returned value', async () => {
        const a = await open();
        const written = { ids: ['a'] };
        await a.put('v-copy', written, 0);
        written.ids.push('mutated');
        const read = await a.get('v-copy');
        (read.value?.ids as string[]).push('again');
        await expect(a.get('v-copy')).resolves.toEqual({ value: { ids: ['a'] }, version: 1 });
      });

      it('refuses an empty key and a negative expected version with a PersistenceError', async () => {
        const a = await open();
        await expect(a.get('')).rejects.toMatchObject({ name: 'PersistenceError', operation: 'get' });
        await expect(a.put('', { x: 1 }, 0)).rejects.toMatchObject({ name: 'PersistenceError' });
        await expect(a.put('v-neg', { x: 1 }, -1)).rejects.toMatchObject({ name: 'PersistenceError' });
        await expect(a.get('v-neg')).resolves.toEqual({ value: undefined, version: 0 });
      });
    });

    describe('delete and retention', () => {
      const DAY = 86_400_000;

      it('deletes one key whatever its version, and deleting an absent key is done', async () => {
        const a = await open();
        await a.put('del-a', { x: 1 }, 0);
        await a.put('del-a', { x: 2 }, 1);
        await a.put('del-b', { y: 1 }, 0);
        await a.delete('del-a');
        await a.delete('del-a');
        await a.delete('del-never');
        await expect(a.get('del-a')).resolves.toEqual({ value: undefined, version: 0 });
        await expect(a.get('del-b')).resolves.toEqual({ value: { y: 1 }, version: 1 });
        // A writer still holding the deleted version cannot write it back.
        await expect(a.put('del-a', { x: 3 }, 2)).resolves.toBe('conflict');
        await expect(a.delete('')).rejects.toMatchObject({ name: 'PersistenceError' });
      });

      it('reads a record untouched for the retention period as absent, keeping its version for the next write', async () => {
        const clock = new ManualClock(Date.UTC(2026, 10, 25));
        const a = await open(undefined, { clock, retentionMs: 30 * DAY });
        await a.put('ret-old', { x: 1 }, 0);
        clock.advance(20 * DAY);
        await a.put('ret-fresh', { y: 1 }, 0);
        clock.advance(10 * DAY + 1000);
        await expect(a.get('ret-old')).resolves.toEqual({ value: undefined, version: 1 });
        await expect(a.get('ret-fresh')).resolves.toEqual({ value: { y: 1 }, version: 1 });
        // A listener who comes back: written over at the version read, a new record.
        await expect(a.put('ret-old', { x: 2 }, 1)).resolves.toBe('ok');
        await expect(a.get('ret-old')).resolves.toEqual({ value: { x: 2 }, version: 2 });
      });

      it('refreshes the expiry on every write, and a write may ask for a shorter one', async () => {
        const clock = new ManualClock(Date.UTC(2026, 10, 25));
        const a = await open(undefined, { clock, retentionMs: 30 * DAY });
        await a.put('ret-busy', { n: 1 }, 0);
        await a.put('ret-marker', { erased: true }, 0, { retainMs: 2 * DAY });
        clock.advance(25 * DAY);
        await a.put('ret-busy', { n: 2 }, 1);
        clock.advance(25 * DAY);
        await expect(a.get('ret-busy')).resolves.toEqual({ value: { n: 2 }, version: 2 });
        // Gone to the reader (SQLite and memory may already have swept it away entirely).
        expect((await a.get('ret-marker')).value).toBeUndefined();
      });

      it('sweeps expired records in bounded batches (the stores DynamoDB TTL does not serve)', async () => {
        const clock = new ManualClock(Date.UTC(2026, 10, 25));
        const a = await open(undefined, { clock, retentionMs: DAY });
        if (!a.sweepExpired) return; // DynamoDB: the table's TTL deletes expired items itself.
        for (let i = 0; i < 5; i++) await a.put(`sweep-${i}`, { i }, 0);
        await a.put('sweep-live', { live: true }, 0, { retainMs: 10 * DAY });
        clock.advance(DAY + 1);
        expect((a.sweepExpired as (limit?: number) => number)(3)).toBe(3);
        expect(a.sweepExpired()).toBe(2);
        expect(a.sweepExpired()).toBe(0);
        await expect(a.get('sweep-0')).resolves.toEqual({ value: undefined, version: 0 });
        await expect(a.get('sweep-live')).resolves.toEqual({ value: { live: true }, version: 1 });
      });
    });
  });
}
