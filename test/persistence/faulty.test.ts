import { isPersistenceError } from '../../src/persistence/errors';
import { FaultyPersistenceAdapter } from '../../src/persistence/faulty';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { envFor } from './envelope';

function setup(switches = {}) {
  const inner = new MemoryPersistenceAdapter();
  return { inner, faulty: new FaultyPersistenceAdapter(inner, switches) };
}

describe('FaultyPersistenceAdapter', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('passes everything through when no switch is on', async () => {
    const { inner, faulty } = setup();
    await faulty.saveAttributes(envFor('u'), { a: 1 });
    await expect(faulty.getAttributes(envFor('u'))).resolves.toEqual({ a: 1 });
    await faulty.deleteAttributes(envFor('u'));
    expect(inner.size).toBe(0);
    expect(faulty.calls).toEqual({ get: 1, save: 1, delete: 1 });
  });

  it('fails reads with a PersistenceError while writes still work', async () => {
    const { inner, faulty } = setup({ failReads: true });
    const err: unknown = await faulty.getAttributes(envFor('u')).catch((e: unknown) => e);
    expect(isPersistenceError(err)).toBe(true);
    expect(err).toMatchObject({ operation: 'get', code: 'INJECTED' });
    await faulty.saveAttributes(envFor('u'), { ok: true });
    await expect(inner.getAttributes(envFor('u'))).resolves.toEqual({ ok: true });
  });

  it('fails saves and deletes without touching the inner store', async () => {
    const { inner, faulty } = setup();
    await inner.saveAttributes(envFor('u'), { before: 1 });
    faulty.failWrites = true;
    await expect(faulty.saveAttributes(envFor('u'), { after: 2 })).rejects.toMatchObject({
      name: 'PersistenceError',
      operation: 'save',
    });
    await expect(faulty.deleteAttributes(envFor('u'))).rejects.toMatchObject({
      operation: 'delete',
    });
    await expect(faulty.getAttributes(envFor('u'))).resolves.toEqual({ before: 1 });
  });

  it('turns faults off again with set()', async () => {
    const { faulty } = setup({ failReads: true, failWrites: true });
    faulty.set({ failReads: false });
    expect(faulty.failWrites).toBe(true);
    await expect(faulty.getAttributes(envFor('u'))).resolves.toEqual({});
    faulty.set({ failWrites: false });
    await expect(faulty.saveAttributes(envFor('u'), { x: 1 })).resolves.toBeUndefined();
  });

  it('holds every call back by delayMs', async () => {
    jest.useFakeTimers();
    const { faulty } = setup({ delayMs: 3000 });
    let settled = false;
    const pending = faulty.getAttributes(envFor('u')).then((v) => {
      settled = true;
      return v;
    });
    await jest.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({});
    expect(settled).toBe(true);
  });

  it('closes the inner adapter', async () => {
    const { inner, faulty } = setup();
    const spy = jest.spyOn(inner, 'close');
    await faulty.close();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('passes versioned reads and writes through, and fails them when switched', async () => {
    const { faulty } = setup();
    await expect(faulty.put('k', { a: 1 }, 0)).resolves.toBe('ok');
    await expect(faulty.get('k')).resolves.toEqual({ value: { a: 1 }, version: 1 });
    faulty.set({ failReads: true, failWrites: true });
    await expect(faulty.get('k')).rejects.toMatchObject({ operation: 'get', code: 'INJECTED' });
    await expect(faulty.put('k', { a: 2 }, 1)).rejects.toMatchObject({ operation: 'save', code: 'INJECTED' });
    expect(faulty.versionedCalls).toEqual({ get: 2, put: 2, delete: 0 });
    faulty.set({ failReads: false });
    await expect(faulty.get('k')).resolves.toEqual({ value: { a: 1 }, version: 1 });
  });
});
