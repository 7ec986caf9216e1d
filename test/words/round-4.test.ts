// Forms of issue 56's fourth round that the chain reads (src/words/understand.ts): each alone, with
// the near miss that must stay what it was.
import { understandWords, wordsOf } from '../../src/words/understand';

const u = (said: string, locale = 'en-GB') => understandWords(said, locale);

test('what the listener follows, by form, with or without a length', () => {
  for (const said of [
    'the stuff i follow for ten minutes',
    'ten minutes of the things i follow',
    'catch me up on my stuff real quick',
    'news from my follows for ten minutes',
    'my follows thanks',
  ])
    expect(u(said).target).toEqual({ kind: 'follows' });
  expect(u('the stuff i follow for ten minutes').length).toBe('PT10M');
  // "Some stuff" is anything; "my town" is local.
  expect(u('some stuff').target).toEqual({ kind: 'something' });
  expect(u('news about my town').target).toEqual({ kind: 'local' });
});

test('a clause about the listener said first runs to the request verb', () => {
  expect(u('heading out for a run, give me fifteen minutes on the olympics')).toMatchObject({
    situation: 'heading out for a run',
    length: 'PT15M',
    target: { kind: 'search', query: 'olympics' },
  });
  expect(u("i'm shovelling the driveway, throw on some stuff about the nhl trade deadline")).toMatchObject({
    target: { kind: 'search', query: 'nhl trade deadline' },
  });
  // A word in -ing that is no activity stays the content.
  expect(u('trending stories').target).toEqual({ kind: 'trending' });
});

test('an activity with one word saying which, and a length said in an aside', () => {
  expect(u("the news, i've got ten minutes before my arvo meeting", 'en-AU')).toMatchObject({
    situation: 'before my arvo meeting',
    length: 'PT10M',
    target: { kind: 'category', id: '0' },
  });
  expect(u('catch me up on the oilers on the way to the rink', 'en-CA')).toMatchObject({
    situation: 'on the way to the rink',
    target: { query: 'oilers' },
  });
  expect(u('find me something on the wallabies for the drive home would ya', 'en-AU').target).toMatchObject({
    query: 'wallabies',
  });
});

test('a day alone at the end, and a day with its part, are the time', () => {
  expect(u('what happened on wall street friday', 'en-US')).toMatchObject({ time: 'friday' });
  expect(u('about the budget from tuesday night')).toMatchObject({
    time: 'tuesday',
    target: { query: 'budget' },
  });
  expect(u('catch me up on what happened yesterday arvo', 'en-AU')).toMatchObject({ time: 'yesterday' });
  // A day that names something is a topic.
  expect(u('black friday')).not.toHaveProperty('time');
});

test('spelled letters: "a i" is AI, "u.s. news" is the U.S. playlist, "give us" still drops', () => {
  expect(wordsOf('stuff about a i')).toEqual(['stuff', 'about', 'ai']);
  expect(wordsOf('a a')).toEqual(['a', 'a']);
  expect(u('u.s. news from yesterday', 'en-US')).toMatchObject({
    time: 'yesterday',
    target: { kind: 'category', id: '4' },
  });
  expect(u('give us the news', 'en-US').target).toEqual({ kind: 'category', id: '0' });
});

test('music first, whatever its language; countdowns and devotional songs are music', () => {
  expect(u('punjabi music', 'en-IN').target).toEqual({ kind: 'music' });
  expect(u('some bhajans', 'en-IN').target).toEqual({ kind: 'music' });
  expect(u("triple j's hottest hundred", 'en-AU').target).toEqual({ kind: 'music' });
  expect(u('hindi news', 'en-IN').target).toEqual({ kind: 'language', language: 'hindi' });
});

test('trending and what plays, said as people say them', () => {
  for (const said of [
    "whatever's big right now",
    "what's everyone on about today",
    "what's the big story everyone's on about",
    "what's the buzz today",
    "what's everybody listening to these days",
  ])
    expect(u(said).target).toEqual({ kind: 'trending' });
  // What everyone says about a subject is that subject.
  expect(u("what's everyone talking about the budget").target).toMatchObject({ query: 'budget' });
  expect(u("what's this program", 'en-US').target).toEqual({ kind: 'now-playing', about: 'show' });
  expect(u("what's this we're listening to").target).toEqual({ kind: 'now-playing', about: 'burst' });
  expect(u('this program', 'en-US').target).toEqual({ kind: 'now-playing', about: 'show' });
  expect(u('more of that').target).toEqual({ kind: 'related' });
});

test('the weather by how it feels only alone or with where and when: a show keeps its name', () => {
  expect(u('windy city sports', 'en-US').target).toMatchObject({
    kind: 'search',
    query: 'windy city sports',
  });
  for (const said of [
    'is it going to rain later',
    'be hot in chennai tomorrow',
    "what's it looking like outside today, do i need a jacket",
  ])
    expect(u(said).target).toEqual({ kind: 'report', report: 'weather' });
});

test('one podcast by "X podcast" or "an episode of X"; "a tech podcast" is any', () => {
  expect(u('offbeat stories podcast')).toMatchObject({
    sourceType: 'podcast',
    target: { kind: 'search', query: 'offbeat stories', lookup: true },
  });
  expect(u('an episode of offbeat stories').target).toMatchObject({ query: 'offbeat stories', lookup: true });
  expect(u('a tech podcast')).toMatchObject({ sourceType: 'podcast', target: { kind: 'category', id: '5' } });
  expect(u('some good podcasts on cricket')).toMatchObject({ sourceType: 'podcast' });
});

test('words for places and playlists heard in the round', () => {
  expect(u("what's happening round my way").target).toEqual({ kind: 'local' });
  expect(u('town').target).toEqual({ kind: 'local' });
  expect(u('town hall meeting').target).toMatchObject({ kind: 'search' });
  expect(u('the business report').target).toEqual({ kind: 'category', id: '3' });
  expect(u('a ten minute newscast')).toMatchObject({
    length: 'PT10M',
    target: { kind: 'category', id: '0' },
  });
  expect(u("saturday's sports results")).toMatchObject({ time: 'saturday', target: { id: '10' } });
  expect(u('the editors top stories').target).toEqual({ kind: 'category', id: '91' });
  expect(u('dunno, you pick').target).toEqual({ kind: 'something' });
  expect(u('okay so whats the deal with the canada post strike', 'en-CA').target).toMatchObject({
    query: 'canada post strike',
  });
  expect(u('right, can you get me up to speed on the premier league transfers').target).toMatchObject({
    query: 'premier league transfers',
  });
});
