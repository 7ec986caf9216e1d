import { isPersistenceError } from '../../src/persistence/errors';
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { describePersistenceContract } from './contract';
import { envFor } from './envelope';

describePersistenceContract(
  'memory',
  async (partitionKey, options) => new MemoryPersistenceAdapter({ partitionKey, ...options }),
);

describe('MemoryPersistenceAdapter', () => {
  it('counts stored listeners in size', async () => {
    const a = new MemoryPersistenceAdapter();
    expect(a.size).toBe(0);
    await a.saveAttributes(envFor('a'), { n: 1 });
    await a.saveAttributes(envFor('b'), { n: 2 });
    await a.saveAttributes(envFor('a'), { n: 3 });
    expect(a.size).toBe(2);
    await a.deleteAttributes(envFor('a'));
    expect(a.size).toBe(1);
  });

  it('rejects values that are not plain data with a PersistenceError', async () => {
    const a = new MemoryPersistenceAdapter();
    const err: unknown = await a.saveAttributes(envFor('fn'), { callback: () => 1 }).catch((e: unknown) => e);
    expect(isPersistenceError(err)).toBe(true);
    expect(a.size).toBe(0);
  });
});
