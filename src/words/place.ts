// "Local" said other ways: "around my town", "from round here", "in my neck of the woods", "where
// I live". By form: a place word after the listener's own "my"/"our", or "here" after a word of
// nearness; the fixed phrases of LOCAL_WORDS (vocabulary.ts) are matched beside it.
type Words = readonly string[];

/** What a listener calls where they live. */
const PLACES = new Set(
  'patch corner town city area region suburb suburbs neighbourhood neighborhood village state province county district community street hometown locality parish'.split(
    ' ',
  ),
);
const NEAR = new Set('around round near in from of for about close to'.split(' '));
const MINE = new Set(['my', 'our']);

/** The words that make a request local, if any, and the words without them. */
export function placeIn(w: Words): { p: Words; rest: Words } | undefined {
  const at = (start: number, end: number) => ({
    p: w.slice(start, end),
    rest: [...w.slice(0, start), ...w.slice(end)],
  });
  // "What's happening in town": the model's "… in {category}" leaves the slot only "town".
  if (w.length === 1 && w[0] === 'town') return at(0, 1);
  for (let i = 0; i < w.length; i++) {
    const word = w[i] ?? '';
    // "my area", "around our town", "in my local area", "my patch" (idioms: LOCAL_WORDS).
    if (MINE.has(word)) {
      let j = i + 1;
      if (w[j] === 'local' || w[j] === 'own') j++;
      if (PLACES.has(w[j] ?? '')) return at(NEAR.has(w[i - 1] ?? '') ? i - 1 : i, j + 1);
    }
    // "round here", "around here", "near here", "from here".
    if (word === 'here' && NEAR.has(w[i - 1] ?? '')) return at(i - 1, i + 1);
    // "where i live", "where we live", "where i am".
    if (
      word === 'where' &&
      ['i', 'we'].includes(w[i + 1] ?? '') &&
      ['live', 'am', 'are', 'stay'].includes(w[i + 2] ?? '')
    )
      return at(NEAR.has(w[i - 1] ?? '') ? i - 1 : i, i + 3);
  }
  return undefined;
}
