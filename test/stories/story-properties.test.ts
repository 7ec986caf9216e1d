// Properties of story prints (src/stories/story.ts): what a station changes in the look of a title
// does not change the print, and the similarity is a symmetric score in [0, 1].
import fc from 'fast-check';
import { sameStory, storyPrint, storySimilarity, type StoryFacts } from '../../src/stories/story';

const PRINT = /^~[A-Za-z0-9_-](?:(?:[A-Za-z0-9_-]{2}){0,8}|[A-Za-z0-9_-]{20})$/;

/** Words as titles have them: letters (some accented, some that change length with case), digits, inner apostrophes. */
const word = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéüçñøßİ0123456789'.split('')), {
    minLength: 1,
    maxLength: 9,
  })
  .chain((chars) =>
    fc.constantFrom('', "'", '’').map((apostrophe) => {
      const w = chars.join('');
      return apostrophe && w.length > 2 ? `${w.slice(0, -1)}${apostrophe}${w.slice(-1)}` : w;
    }),
  );
const phrase = fc.array(word, { minLength: 1, maxLength: 8 });
/** A transcript long enough to judge by: 12 to 40 words. */
const transcript = fc.array(word, { minLength: 12, maxLength: 40 }).map((w) => w.join(' '));
const facts = fc.record({
  title: phrase,
  entities: fc.array(phrase, { maxLength: 4 }),
  keywords: fc.array(phrase, { maxLength: 4 }),
});

/** Spaces and punctuation between words: how stations dress the same words. */
const separator = fc.constantFrom(
  ' ',
  '  ',
  ', ',
  ': ',
  ' - ',
  ' — ',
  '! ',
  '? ',
  ' & ',
  '\t',
  ' / ',
  '... ',
  ' (',
  ') ',
);
const caseChange = fc.constantFrom(
  (s: string) => s.toUpperCase(),
  (s: string) => s.toLowerCase(),
  (s: string) => s.replace(/(^|\s)(\S)/g, (_, a: string, b: string) => a + b.toUpperCase()),
  (s: string) => s,
);

/** Joins words with random separators, adds edge spacing, changes case. */
function dressed(words: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(separator, { minLength: words.length, maxLength: words.length }),
      caseChange,
      separator,
      separator,
    )
    .map(([seps, change, lead, tail]) =>
      change(lead.trim() + ' ' + words.map((w, i) => (i === 0 ? w : seps[i] + w)).join('') + tail),
    );
}

function plain(f: { title: string[]; entities: string[][]; keywords: string[][] }): StoryFacts {
  return {
    title: f.title.join(' '),
    entities: f.entities.map((e) => e.join(' ')),
    keywords: f.keywords.map((k) => k.join(' ')),
  };
}

const facesOfOneStory = facts.chain((f) =>
  fc
    .record({
      title: dressed(f.title),
      entities: fc.tuple(...f.entities.map(dressed)),
      keywords: fc.tuple(...f.keywords.map(dressed)),
    })
    .map((d): [StoryFacts, StoryFacts] => [plain(f), d]),
);

const anyPrint = fc.oneof(
  facts.map((f) => storyPrint(plain(f))),
  facts.chain((f) => transcript.map((text) => storyPrint({ ...plain(f), text }))),
  fc
    .record({ title: fc.string(), entities: fc.array(fc.string()), keywords: fc.array(fc.string()) })
    .map(storyPrint),
);
/** Prints, burst ids and odd strings: what a stored history may hold. */
const anyEntry = fc.oneof(anyPrint, fc.string(), fc.stringMatching(/^[A-Za-z0-9]{10,12}$/), fc.uuid());

it('a print does not change with case, punctuation or spacing in the title, entities or keywords', () => {
  fc.assert(
    fc.property(facesOfOneStory, ([a, b]) => {
      expect(storyPrint(b)).toBe(storyPrint(a));
    }),
  );
});

it('a print is ~<header> and up to 8 title values, or 20 characters of title and text sketch', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        facts.map(plain),
        fc.record({ title: fc.string({ unit: 'grapheme' }) }),
        fc.record({ title: fc.string(), text: fc.string({ unit: 'grapheme', maxLength: 400 }) }),
        facts.chain((f) => transcript.map((text) => ({ ...plain(f), text }))),
      ),
      (f) => {
        const print = storyPrint(f);
        expect(print).toMatch(PRINT);
        expect(print.length).toBeLessThanOrEqual(22);
      },
    ),
  );
});

it('a print does not change with case, punctuation or spacing in the transcript', () => {
  const spoken = fc.array(word, { minLength: 12, maxLength: 40 });
  fc.assert(
    fc.property(
      spoken.chain((w) => dressed(w).map((d) => [w.join(' '), d] as const)),
      ([plainText, dressedText]) => {
        expect(storyPrint({ title: 'Title', text: dressedText })).toBe(
          storyPrint({ title: 'Title', text: plainText }),
        );
      },
    ),
  );
});

it('sameStory is reflexive and symmetric', () => {
  fc.assert(
    fc.property(anyEntry, anyEntry, (a, b) => {
      expect(sameStory(a, a)).toBe(true);
      expect(sameStory(a, b)).toBe(sameStory(b, a));
      expect(storySimilarity(a, b)).toBe(storySimilarity(b, a));
    }),
  );
});

it('storySimilarity is in [0, 1]', () => {
  fc.assert(
    fc.property(anyEntry, anyEntry, (a, b) => {
      const s = storySimilarity(a, b);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }),
  );
});
