// The figures docs/stories.md gives for the same-story rule, recomputed: `npx tsx tools/story-tuning.ts`
// (about a minute). It prints (1) the shipped rule's errors on the labelled pairs with transcripts,
// by kind, for the tuning two thirds and the held-out third; (2) the title rule on the pairs
// without; (3) the sketch shapes tried, each averaged over 30 families of hash functions so that
// a lucky hash did not choose; (4) the rule on the content simulator's catalogue.
import { buildCatalogue } from '../src/sim/catalogue';
import { untranscribedInLists } from '../src/sim/wire';
import { judgeStories, SAME_STORY_THRESHOLD, storyPrint, TEXT_THRESHOLD } from '../src/stories/story';
import { TEXT_SKETCH, textSketch, type TextSketchShape } from '../src/stories/text-sketch';
import { LABELLED_PAIRS } from '../test/stories/labelled-pairs';
import { SAME_AND_RECURRING } from '../test/stories/text-pairs/same-and-recurring';
import { SHARED_ENTITIES } from '../test/stories/text-pairs/shared-entities';
import { isHeldOut, isSame } from '../test/stories/text-pairs/types';

const SALTS = 30;
/**
 * How often two unrelated transcripts may pass for one story by chance. A candidate is compared
 * with a history of 100 and a queue: 1e-4 a pair drops about 1 candidate in 100 wrongly when the
 * history is full (another story plays instead), against a duplicate heard whenever a miss occurs.
 */
const MAX_CHANCE = 1e-4;
const pairs = [SAME_AND_RECURRING, SHARED_ENTITIES].flatMap((list) =>
  list.map((pair, i) => ({ pair, heldOut: isHeldOut(pair, i) })),
);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function shippedRule(): void {
  const kinds = [...new Set(pairs.map((p) => p.pair.kind))];
  console.log('\n## The rule on the labelled pairs with transcripts (wrong / pairs)\n');
  console.log(row(['kind', 'all', 'tuning', 'held out']));
  console.log(row(['---', '---', '---', '---']));
  const wrongOf = (list: typeof pairs) => {
    const wrong = list.filter(
      (p) => judgeStories(storyPrint(p.pair.a), storyPrint(p.pair.b)).same !== isSame(p.pair),
    );
    return `${wrong.length} / ${list.length}`;
  };
  for (const kind of [...kinds, 'all']) {
    const of = pairs.filter((p) => kind === 'all' || p.pair.kind === kind);
    console.log(
      row([kind, wrongOf(of), wrongOf(of.filter((p) => !p.heldOut)), wrongOf(of.filter((p) => p.heldOut))]),
    );
  }
}

function titleRule(): void {
  const scored = LABELLED_PAIRS.map((p) => ({ p, s: judgeStories(storyPrint(p.a), storyPrint(p.b)).score }));
  const wrong = scored.filter(({ p, s }) => s >= SAME_STORY_THRESHOLD !== p.same);
  console.log(`\n## The title rule on the ${LABELLED_PAIRS.length} pairs without transcripts\n`);
  for (const same of [true, false]) {
    const s = scored.filter((x) => x.p.same === same).map((x) => x.s);
    console.log(
      `${same ? 'same' : 'different'}: ${s.length} pairs, min ${Math.min(...s).toFixed(3)}, max ${Math.max(...s).toFixed(3)}`,
    );
  }
  console.log(`wrong at ${SAME_STORY_THRESHOLD}: ${wrong.length}`);
}

/** P(X >= m) for X ~ Binomial(n, p): how often two unrelated texts agree in m minima by chance. */
function binomialTail(n: number, p: number, m: number): number {
  let sum = 0;
  let c = 1;
  for (let k = 0; k <= n; k++) {
    if (k > 0) c = (c * (n - k + 1)) / k;
    if (k >= m) sum += c * p ** k * (1 - p) ** (n - k);
  }
  return sum;
}

/** Mean errors of a shape at each count of agreeing minima, over SALTS families of hash functions. */
function errorsByThreshold(shape: TextSketchShape) {
  const textPairs = pairs.filter((p) => p.pair.a.text && p.pair.b.text);
  const chance = 1 / 2 ** shape.bits;
  const rows = Array.from({ length: shape.hashes }, (_, k) => {
    const m = k + 1;
    return {
      m,
      t: (m / shape.hashes - chance) / (1 - chance),
      tune: 0,
      held: 0,
      names: 0,
      chance: binomialTail(shape.hashes, chance, m),
    };
  });
  for (let salt = 0; salt < SALTS; salt++) {
    for (const p of textPairs) {
      const a = textSketch(p.pair.a.text, shape, salt) as number[];
      const b = textSketch(p.pair.b.text, shape, salt) as number[];
      let agree = 0;
      for (let i = 0; i < a.length; i++) if (a[i] === b[i]) agree++;
      for (const r of rows) {
        if (agree >= r.m === isSame(p.pair)) continue;
        if (p.heldOut) r.held++;
        else r.tune++;
        if (p.pair.kind.startsWith('different/entities')) r.names++;
      }
    }
  }
  return rows.map((r) => ({ ...r, tune: r.tune / SALTS, held: r.held / SALTS, names: r.names / SALTS }));
}

function shapes(): void {
  const tried: TextSketchShape[] = [];
  for (const words of [1, 2, 3])
    for (const [hashes, bits] of [
      [96, 1],
      [48, 2],
      [32, 3],
      [28, 3],
      [21, 4],
      [24, 3],
    ] as const)
      tried.push({ hashes, bits, words });
  console.log(
    `\n## Sketch shapes: mean errors over ${SALTS} hash families at the threshold best on the tuning pairs among those where unrelated texts agree by chance at most ${MAX_CHANCE} of the time\n`,
  );
  console.log(
    row([
      'words',
      'bits',
      'minima × bits',
      'threshold',
      'tuning',
      'held out',
      'names merged',
      'chance per pair',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const shape of tried) {
    const allowed = errorsByThreshold(shape).filter((r) => r.chance <= MAX_CHANCE);
    const b = allowed.reduce((x, y) => (y.tune < x.tune ? y : x));
    console.log(
      row([
        shape.words,
        shape.hashes * shape.bits,
        `${shape.hashes} × ${shape.bits}`,
        `${b.m} agree (${b.t.toFixed(2)})`,
        b.tune.toFixed(1),
        b.held.toFixed(1),
        b.names.toFixed(1),
        b.chance.toExponential(1),
      ]),
    );
  }
  console.log(`\n## The shipped shape at each threshold (${SALTS} hash families)\n`);
  console.log(row(['agree', 'threshold', 'tuning', 'held out', 'names merged', 'chance per pair']));
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const r of errorsByThreshold(TEXT_SKETCH).filter((x) => x.m >= 9 && x.m <= 15))
    console.log(
      row([
        r.m,
        r.t.toFixed(2),
        r.tune.toFixed(1),
        r.held.toFixed(1),
        r.names.toFixed(1),
        r.chance.toExponential(1),
      ]),
    );
}

function simulator(): void {
  const cat = buildCatalogue({ now: Date.parse('2026-11-27T12:00:00Z'), reairRate: 0.15 });
  const stories = cat.stories;
  // As the skill sees them in a list: 1 in 20 without its text (src/sim/wire.ts).
  const prints = stories.map((b) =>
    storyPrint({
      ...b,
      text: untranscribedInLists(b) ? null : b.text,
      createdAt: new Date(b.createdAt).toISOString(),
    }),
  );
  const root = (i: number) => stories[i]?.storyOf ?? stories[i]?.id;
  let same = 0;
  let missed = 0;
  let different = 0;
  let merged = 0;
  for (let i = 0; i < stories.length; i++)
    for (let j = i + 1; j < stories.length; j++) {
      const judged = judgeStories(prints[i] as string, prints[j] as string).same;
      if (root(i) === root(j)) {
        same++;
        if (!judged) missed++;
      } else {
        different++;
        if (judged) merged++;
      }
    }
  console.log('\n## The content simulator (default catalogue, 15 % copies)\n');
  console.log(`same story: ${missed} of ${same} pairs missed; different: ${merged} of ${different} merged`);
}

console.log(
  `Shipped: ${TEXT_SKETCH.words}-word runs, ${TEXT_SKETCH.hashes} minima of ${TEXT_SKETCH.bits} bits, text threshold ${TEXT_THRESHOLD}, title threshold ${SAME_STORY_THRESHOLD}`,
);
shippedRule();
titleRule();
simulator();
shapes();
