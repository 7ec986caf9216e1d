// The person layer (src/state/person.ts, ownership.ts): a recognized speaker's view of the
// account's record, handed back field by field; a person record of another account generation is
// nobody's; a device taken over parks what its last owner heard; a person's erasure removes their
// traces from a device and nobody else's.
import { HISTORY_SIZE } from '../../src/config/limits';
import {
  PARKED_HISTORY,
  PARKED_OWNERS,
  heardHere,
  ownerTag,
  takeOver,
  withoutPerson,
} from '../../src/state/ownership';
import { newPersonRecord, personView, readPerson, splitView } from '../../src/state/person';
import {
  erasureMarker,
  newDeviceRecord,
  newListenerRecord,
  ownedWrites,
  type ListenerRecord,
} from '../../src/state/records';

const NOW = 1_800_000_000_000;

function household(): ListenerRecord {
  return {
    ...newListenerRecord(NOW, ['d_kitchen']),
    gen: 'g-account',
    follows: [{ kind: 'topic', topic: 'jazz' }],
    saves: [{ burstId: 'b-house' } as never],
    history: ['s-house'],
    profile: {
      firstSeenAt: NOW,
      lastSeenAt: NOW,
      apiUserId: 'api-1',
      localStation: { id: 1, name: 'Home FM' },
    },
    stopAtEnd: true,
  };
}

describe('personView and splitView', () => {
  test("a new person sees the household's follows and station, and no saves or history of theirs", () => {
    const account = household();
    const view = personView(account, newPersonRecord(account.gen, NOW));
    expect(view.follows).toBe(account.follows);
    expect(view.profile.localStation).toEqual({ id: 1, name: 'Home FM' });
    expect(view.saves).toEqual([]);
    expect(view.history).toEqual([]);
    // The account's own fields are the account's.
    expect(view.stopAtEnd).toBe(true);
    expect(view.profile.apiUserId).toBe('api-1');
  });

  test('a decision that changes nothing hands nothing back', () => {
    const account = household();
    const person = newPersonRecord(account.gen, NOW);
    const view = personView(account, person);
    const split = splitView(view, view, account, person);
    expect(split.accountChanged).toBe(false);
    expect(split.personChanged).toBe(false);
  });

  test("the person's fields go to their record, the account's to the account, each untouched by the other", () => {
    const account = household();
    const person = newPersonRecord(account.gen, NOW);
    const base = personView(account, person);
    const decided: ListenerRecord = {
      ...base,
      follows: [...base.follows, { kind: 'topic', topic: 'cars' }],
      history: ['s-alex'],
      profile: { ...base.profile, localStation: { id: 2, name: 'Alex FM' } },
      devices: [...base.devices, 'd_bedroom'],
    };
    delete decided.stopAtEnd;
    const split = splitView(decided, base, account, person);
    expect(split.personChanged).toBe(true);
    expect(split.person.follows).toEqual([
      { kind: 'topic', topic: 'jazz' },
      { kind: 'topic', topic: 'cars' },
    ]);
    expect(split.person.history).toEqual(['s-alex']);
    expect(split.person.localStation).toEqual({ id: 2, name: 'Alex FM' });
    expect(split.accountChanged).toBe(true);
    expect(split.account.devices).toEqual(['d_kitchen', 'd_bedroom']);
    expect(split.account.stopAtEnd).toBeUndefined();
    // The household keeps its own.
    expect(split.account.follows).toBe(account.follows);
    expect(split.account.history).toEqual(['s-house']);
    expect(split.account.saves).toBe(account.saves);
    expect(split.account.profile.localStation).toEqual({ id: 1, name: 'Home FM' });
  });

  test("a person who never changed their follows keeps following the household's as it changes", () => {
    const account = household();
    const person = newPersonRecord(account.gen, NOW);
    const base = personView(account, person);
    const split = splitView({ ...base, history: ['s-alex'] }, base, account, person);
    expect(split.person.follows).toBeUndefined();
    const later = { ...account, follows: [] };
    expect(personView(later, split.person).follows).toEqual([]);
  });
});

describe('readPerson', () => {
  const account = household();
  test('reads its own record, bounded and cleaned', () => {
    const raw = {
      ...newPersonRecord(account.gen, NOW),
      history: Array.from({ length: HISTORY_SIZE + 5 }, (_, i) => `s${i}`),
      saves: 'not a list',
      follows: [],
      playedOn: [{ device: 'd_a', at: 1 }, { nonsense: true }],
    };
    const p = readPerson(raw, account);
    expect(p?.history).toHaveLength(HISTORY_SIZE);
    expect(p?.saves).toEqual([]);
    expect(p?.follows).toEqual([]);
    expect(p?.playedOn).toEqual([{ device: 'd_a', at: 1 }]);
  });
  test("nobody's: another generation of the account, an erasure marker, no generation, or junk", () => {
    expect(readPerson(newPersonRecord('g-erased', NOW), account)).toBeUndefined();
    expect(readPerson(erasureMarker(NOW, []), account)).toBeUndefined();
    expect(readPerson({ ...newPersonRecord(account.gen, NOW), gen: '' }, account)).toBeUndefined();
    expect(readPerson('junk', account)).toBeUndefined();
    expect(readPerson(newPersonRecord('', NOW), { ...account, gen: '' })).toBeUndefined();
  });
});

describe('ownership', () => {
  const alex = ownerTag({ hash: 'p_alex', gen: 'g1' });
  const sam = ownerTag({ hash: 'p_sam', gen: 'g2' });
  const device = (owner: string, history: string[], parked?: Array<{ owner: string; history: string[] }>) => {
    const d = newDeviceRecord(NOW);
    return {
      ...d,
      playback: { ...d.playback, history },
      ...(owner ? { owner } : {}),
      ...(parked ? { parked } : {}),
    };
  };

  test("what an owner heard here: the playback's history when theirs, else what was parked for them", () => {
    const d = device(alex, ['a1'], [{ owner: sam, history: ['s1'] }]);
    expect(heardHere(d, alex)).toEqual(['a1']);
    expect(heardHere(d, sam)).toEqual(['s1']);
    expect(heardHere(d, '')).toEqual([]);
  });

  test("taking over parks the last owner's newest stories and hands the new owner theirs", () => {
    const read = device(
      alex,
      Array.from({ length: 50 }, (_, i) => `a${i}`),
      [{ owner: sam, history: ['s1'] }],
    );
    const decided = { ...read, playback: { ...read.playback } };
    const after = takeOver(read, decided, sam);
    expect(after.owner).toBe(sam);
    // The carried-over history was Alex's: Sam's parked one replaces it.
    expect(after.playback.history).toEqual(['s1']);
    expect(after.parked).toEqual([{ owner: alex, history: read.playback.history.slice(-PARKED_HISTORY) }]);
    // The household takes over: no owner stored, Sam parked.
    const back = takeOver(after, { ...after, playback: { ...after.playback, history: ['new'] } }, '');
    expect(back.owner).toBeUndefined();
    expect(back.playback.history).toEqual(['new']);
    expect(back.parked?.map((p) => p.owner)).toEqual([sam, alex]);
  });

  test('at most PARKED_OWNERS earlier owners are kept, newest first', () => {
    let d = device('', ['h']);
    for (let i = 0; i < PARKED_OWNERS + 2; i++) {
      const owner = ownerTag({ hash: `p_${i}`, gen: 'g' });
      d = takeOver(d, { ...d, playback: { ...d.playback, history: [`x${i}`] } }, owner);
    }
    expect(d.parked).toHaveLength(PARKED_OWNERS);
    expect(d.parked?.[0]?.owner).toBe(ownerTag({ hash: `p_${PARKED_OWNERS}`, gen: 'g' }));
  });

  test('the same owner starting again changes nothing of ownership', () => {
    const read = device(alex, ['a1']);
    const decided = { ...read, playback: { ...read.playback, history: ['a1', 'a2'] } };
    expect(takeOver(read, decided, alex)).toBe(decided);
  });

  test("a person's erasure removes their traces, of any generation, and nobody else's", () => {
    const old = ownerTag({ hash: 'p_alex', gen: 'g0' });
    const d = device(
      alex,
      ['a1'],
      [
        { owner: old, history: ['a0'] },
        { owner: sam, history: ['s1'] },
      ],
    );
    const after = withoutPerson(d, 'p_alex');
    expect(after.owner).toBeUndefined();
    expect(after.playback.history).toEqual([]);
    expect(after.parked).toEqual([{ owner: sam, history: ['s1'] }]);
    const samsDevice = device(sam, ['s2'], [{ owner: alex, history: ['a1'] }]);
    const kept = withoutPerson(samsDevice, 'p_alex');
    expect(kept.owner).toBe(sam);
    expect(kept.playback.history).toEqual(['s2']);
    expect(kept.parked).toBeUndefined();
  });
});

describe('ownedWrites with a person', () => {
  test("a person first written is listed by the account first, and carries the account's generation", () => {
    const account = { ...newListenerRecord(NOW), gen: '' };
    const person = newPersonRecord('', NOW);
    const w = ownedWrites(
      { listener: account, device: newDeviceRecord(NOW) },
      { listener: false, device: false },
      'd_k',
      true,
      { hash: 'p_alex', record: person },
    );
    const listener = w.listener as unknown as ListenerRecord;
    expect(listener.persons).toEqual(['p_alex']);
    expect(listener.gen).not.toBe('');
    expect(w.person).toMatchObject({ of: listener.gen, gen: person.gen });
    expect(w.listenerFirst).toBe(true);
    // Listed already: the person's write goes alone.
    const again = ownedWrites(
      { listener, device: newDeviceRecord(NOW) },
      { listener: false, device: false },
      'd_k',
      true,
      { hash: 'p_alex', record: person },
    );
    expect(again.listener).toBeUndefined();
    expect(again.person).toMatchObject({ of: listener.gen });
  });
});
