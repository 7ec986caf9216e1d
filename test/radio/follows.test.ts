import type { Station } from '../../src/api/types';
import {
  addFollow,
  findFollow,
  FOLLOW_LIMIT,
  followLabel,
  parseFollowPhrase,
  pickSource,
  removeFollow,
  sanitiseFollows,
  type Follow,
} from '../../src/radio/follows';

const topic = (t: string): Follow => ({ kind: 'topic', topic: t });
const kvtr: Follow = { kind: 'source', sourceId: 103, name: 'KVTR Public Radio' };
const station = (stationId: number, name: string): Station => ({
  stationId,
  name,
  categories: [],
  links: [],
  hosts: [],
  shows: [],
});

test('adding: new, already followed (case and punctuation aside), and the limit of 20', () => {
  let list: Follow[] = [];
  ({ list } = addFollow(list, topic('Electric cars')));
  expect(addFollow(list, topic('electric  cars!')).outcome).toBe('already');
  expect(addFollow(list, kvtr).outcome).toBe('added');
  for (let i = 1; i < FOLLOW_LIMIT; i++) list = addFollow(list, topic(`topic ${i}`)).list;
  expect(list).toHaveLength(FOLLOW_LIMIT);
  const full = addFollow(list, topic('one too many'));
  expect(full.outcome).toBe('full');
  expect(full.list).toHaveLength(FOLLOW_LIMIT);
});

test('"the show …" is a show; anything else may be a topic or a source', () => {
  expect(parseFollowPhrase('the show Morning Edition')).toEqual({ kind: 'show', text: 'Morning Edition' });
  expect(parseFollowPhrase('the podcast the daily')).toEqual({ kind: 'show', text: 'the daily' });
  expect(parseFollowPhrase('programme Today')).toEqual({ kind: 'show', text: 'Today' });
  expect(parseFollowPhrase('electric cars')).toEqual({ kind: 'topicOrSource', text: 'electric cars' });
  expect(parseFollowPhrase('   ')).toBeUndefined();
  expect(parseFollowPhrase('the show')).toEqual({ kind: 'topicOrSource', text: 'the show' });
});

test('a source only when the words are its name or the start of it', () => {
  const found = [station(1, 'Electric Cars Weekly Radio'), station(103, 'KVTR Public Radio')];
  expect(pickSource(found, 'kvtr')?.stationId).toBe(103);
  expect(pickSource(found, 'KVTR public radio')?.stationId).toBe(103);
  expect(pickSource(found, 'cars')).toBeUndefined();
  expect(pickSource(found, 'electric')).toBeDefined();
  expect(pickSource([station(2, 'Bay City Radio')], 'electric cars')).toBeUndefined();
});

test('unfollow by the whole name or its first words; nothing removed when nothing matches', () => {
  const list = [topic('electric cars'), kvtr, { kind: 'show', show: 'Morning Edition' } as Follow];
  expect(removeFollow(list, 'KVTR').removed).toEqual(kvtr);
  expect(removeFollow(list, 'electric cars').list.map(followLabel)).toEqual([
    'KVTR Public Radio',
    'Morning Edition',
  ]);
  expect(removeFollow(list, 'the show morning edition').removed?.kind).toBe('show');
  const none = removeFollow(list, 'gardening');
  expect(none.removed).toBeUndefined();
  expect(none.list).toHaveLength(3);
  expect(findFollow(list, 'electric')).toEqual(topic('electric cars'));
});

test('stored follows are read defensively', () => {
  const raw = [
    topic('a'),
    { kind: 'source', sourceId: 'x', name: 'bad' },
    null,
    topic('A'),
    kvtr,
    { kind: 'show' },
  ];
  expect(sanitiseFollows(raw)).toEqual([topic('a'), kvtr]);
  expect(sanitiseFollows('nope')).toEqual([]);
});
