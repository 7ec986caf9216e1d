// Forms of issue 56's third round that the chain reads (src/words/understand.ts): each alone.
import { understandWords } from '../../src/words/understand';

const u = (said: string, locale = 'en-GB') => understandWords(said, locale);

test('"a couple of minutes", "a few minutes": two and three minutes, in the chain only', () => {
  expect(u('a couple of minutes on wimbledon')).toMatchObject({
    length: 'PT2M',
    target: { query: 'wimbledon' },
  });
  expect(u('a few minutes of sport')).toMatchObject({
    length: 'PT3M',
    target: { kind: 'category', id: '10' },
  });
  expect(u('tech news but only five minutes')).toMatchObject({ length: 'PT5M', target: { id: '5' } });
});

test('traffic by what it does on the roads', () => {
  for (const said of [
    'any hold ups on the roads this morning',
    'delays on the m1',
    'traffic on the interstate right now',
  ])
    expect(u(said).target).toEqual({ kind: 'report', report: 'traffic' });
  // Talk about traffic is a topic.
  expect(u('news about traffic deaths').target).toMatchObject({ kind: 'search' });
});

test('"the X podcast": one podcast looked up by name, even when its words name a playlist', () => {
  expect(u('the offbeat stories podcast')).toMatchObject({
    sourceType: 'podcast',
    target: { kind: 'search', query: 'offbeat stories', lookup: true },
  });
  expect(u('offbeat stories the podcast').target).toMatchObject({ query: 'offbeat stories' });
  // Podcasts about a playlist's subject stay that.
  expect(u('offbeat podcasts')).toMatchObject({ sourceType: 'podcast' });
  expect(u('offbeat podcasts').target).not.toMatchObject({ lookup: true, query: 'offbeat' });
});

test('a musician named alone is searched and marked; talk about them is not', () => {
  expect(u('some radiohead').target).toEqual({
    kind: 'search',
    query: 'radiohead',
    lookup: true,
    music: true,
  });
  expect(u('news about radiohead').target).toEqual({ kind: 'search', query: 'radiohead', lookup: false });
  expect(u('radiohead songs').target).toEqual({ kind: 'music' });
});

test('words for playlists heard in the round', () => {
  expect(u('the best stories the editors picked').target).toEqual({ kind: 'category', id: '91' });
  expect(u('whats happening overseas').target).toEqual({ kind: 'category', id: '6' });
  expect(u('the latest celebrity goss').target).toEqual({ kind: 'category', id: '9' });
  expect(u('news from around the country', 'en-US').target).toEqual({ kind: 'category', id: '4' });
  // Outside the U.S. it is the listener's own country: a search.
  expect(u('news from around the country', 'en-GB').target).toMatchObject({ kind: 'search' });
  expect(u('whatever it fancies').target).toEqual({ kind: 'something' });
  expect(u('the hottest stories right now').target).toEqual({ kind: 'trending' });
  expect(u('whats going on locally').target).toEqual({ kind: 'local' });
});
