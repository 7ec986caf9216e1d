// The local Echo's store, failing on purpose (issue 48): `:store down|flaky|up` in the chat, the
// Store menu on the page. With it down, a follow is never confirmed and the playlist goes on;
// flaky, every confirmation the chat shows is stored.
import { MemoryPersistenceAdapter } from '../../src/persistence/memory';
import { SwitchableStore } from '../../src/emulator/store-switch';
import { chat } from '../helpers/scripted-chat';

const spoken = (out: string[]) => out.filter((l) => l.startsWith('  Alexa: ')).join('\n');

test(':store down: "follow" is answered honestly, the playlist plays on, and once up nothing was stored', async () => {
  const out = await chat([
    'ask burst voice to play the news',
    ':store down',
    ':status',
    'ask burst voice to follow solar power',
    ':end 4',
    ':store up',
    'ask burst voice what do i follow',
    ':quit',
  ]);
  expect(out).toContain('  store: down (every operation refused, as in an outage)');
  const said = spoken(out);
  expect(said).not.toMatch(/Okay, you're now following/);
  expect(said).toMatch(/I can't reach what you follow and save just now/);
  expect(said).toMatch(/You don't follow anything yet/);
  // Five bursts: the first, then four more with the store down, past the first page of three
  // ("Burst 5": the player line cannot read the stored playlist's length then).
  const numbers = out
    .filter((l) => l.startsWith('  ▶ '))
    .map((l) => Number(/(?:story|Burst) (\d+)/.exec(l)?.[1]));
  expect(numbers.filter((n, i) => n !== numbers[i - 1])).toEqual([1, 2, 3, 4, 5]);
  expect(out).toContain('  store: working');
});

test(':store takes up, down or flaky', async () => {
  const out = await chat([':store sideways', ':store', ':quit']);
  expect(out).toContain('  :store takes up, down or flaky');
  expect(out).toContain('  store: working');
});

describe('SwitchableStore', () => {
  test('down refuses every operation as a dead endpoint does; up passes through', async () => {
    const store = new SwitchableStore(new MemoryPersistenceAdapter());
    // Working, it is the in-process store it wraps; failing, one whose writes the loop settles.
    expect(store.inProcess).toBe(true);
    store.mode = 'down';
    expect(store.inProcess).toBeUndefined();
    await expect(store.get('k')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(store.put('k', { a: 1 }, 0)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    store.mode = 'up';
    await expect(store.put('k', { a: 1 }, 0)).resolves.toBe('ok');
    await expect(store.get('k')).resolves.toEqual({ value: { a: 1 }, version: 1 });
  });

  test('flaky: a throttled write stores nothing; a lost answer stores it and fails', async () => {
    const inner = new MemoryPersistenceAdapter();
    const draws = [0.1, 0.9, 0.1, 0.1, 0.9];
    const store = new SwitchableStore(inner, () => draws.shift() ?? 0.9);
    store.mode = 'flaky';
    // 0.1 < 15 %: a fault; 0.9: not a lost answer, so throttled.
    await expect(store.put('k', { a: 1 }, 0)).rejects.toMatchObject({ code: 'ThrottlingException' });
    expect(inner.size).toBe(0);
    // 0.1, 0.1: a fault, and a lost answer: stored, then a time-out.
    await expect(store.put('k', { a: 2 }, 0)).rejects.toMatchObject({ code: 'TimeoutError' });
    await expect(inner.get('k')).resolves.toEqual({ value: { a: 2 }, version: 1 });
    // 0.9: no fault.
    await expect(store.get('k')).resolves.toMatchObject({ version: 1 });
  });
});
