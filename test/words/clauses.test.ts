// Requests said in two clauses (src/words/clauses.ts), alone and through the whole chain.
import { dropAsideClauses, personLead } from '../../src/words/clauses';
import { understandWords } from '../../src/words/understand';

const w = (s: string) => s.split(' ');

describe('dropAsideClauses', () => {
  test.each([
    ['catch up on arsenal whats new with them', 'catch up on arsenal'],
    ['virat kohli can you tell me what is going on with him', 'virat kohli'],
    ['black holes lately got anything on that', 'black holes'],
    ['something on the matildas ive been meaning to catch up', 'something on the matildas'],
  ])('"%s" → "%s"', (said, kept) => {
    expect(dropAsideClauses(w(said)).join(' ')).toBe(kept);
  });

  test.each([
    // A question that is all question, a person's clause with its own subject, a short aside.
    'whats new with it',
    'news about what i missed in football',
    'anything you think id like',
    'what station is this',
  ])('"%s" is left whole', (said) => {
    expect(dropAsideClauses(w(said)).join(' ')).toBe(said);
  });
});

describe('personLead', () => {
  test.each([
    ['my father was asking about virat kohli', 'virat kohli'],
    ['buddy wont stop talking about the oilers', 'the oilers'],
    ['ive been meaning to catch up on arsenal', 'arsenal'],
    ['i was wondering if theres anything new about the hurricane', 'the hurricane'],
  ])('"%s" → "%s"', (said, rest) => {
    expect(personLead(w(said))?.rest.join(' ')).toBe(rest);
  });

  test.each(['everyone banging on about', 'the weather in london', 'cars on mars'])(
    '"%s": no lead',
    (said) => {
      expect(personLead(w(said))).toBeUndefined();
    },
  );
});

describe('through the chain', () => {
  test.each([
    ["okay so my buddy won't stop talking about the oilers what's going on with them", 'oilers'],
    [
      'actually my father was asking about virat kohli can you tell me what is going on with him',
      'virat kohli',
    ],
    ["so i've been kind of curious about black holes lately got anything on that", 'black holes'],
    ["reckon you could find me something on the matildas i've been meaning to catch up", 'matildas'],
    ['um anything new about the hurricane in florida', 'hurricane in florida'],
    ['what congress has been up to this week', 'congress'],
    ['how the leafs did last night', 'leafs'],
  ])('"%s" searches "%s"', (said, query) => {
    expect(understandWords(said, 'en-US').target).toMatchObject({ kind: 'search', query });
  });
});
