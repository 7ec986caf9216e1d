// The rule judged on the labelled pairs with transcripts (test/stories/text-pairs, docs/stories.md):
// every pair right but the known limits named here, no different stories that share names merged,
// and at most 2 % errors on the third held out of the tuning.
import { judgeStories, storyPrint } from '../../src/stories/story';
import { SAME_AND_RECURRING } from './text-pairs/same-and-recurring';
import { SHARED_ENTITIES } from './text-pairs/shared-entities';
import { isHeldOut, isSame, type TextPair } from './text-pairs/types';

interface Judged {
  pair: TextPair;
  heldOut: boolean;
  by: string;
  same: boolean;
}

const judged: Judged[] = [SAME_AND_RECURRING, SHARED_ENTITIES].flatMap((list) =>
  list.map((pair, i) => {
    const j = judgeStories(storyPrint(pair.a), storyPrint(pair.b));
    return { pair, heldOut: isHeldOut(pair, i), by: j.by, same: j.same };
  }),
);
const wrong = (j: Judged) => j.same !== isSame(j.pair);

/**
 * The pairs the rule gets wrong, and why (docs/stories.md, Known limits). All but one lack a
 * transcript on one side, so the title rule decides, and the titles were reworded by the station.
 */
const KNOWN_LIMITS: Record<string, string> = {
  'reworded-north-korea-missile':
    'the headline cut holds under half the full report: its runs of three words are 31 % of theirs together',
  'wire-sudan-kordofan-attack': 'no transcript on one side; the titles share two plain words of six',
  'wire-alphabet-results': 'no transcript on one side; "tops 100 billion in sales" / "posts record revenue"',
  'reworded-tesla-robotaxi':
    'no transcript on one side; "robotaxis come to Phoenix" / "driverless taxi service to Arizona"',
  'wire-paris-masters':
    'no transcript on one side; "wins" / "claims title" are swaps outside the synonym groups',
  'reworded-iceland-eruption': 'no transcript on one side; "volcano erupts" / "lava bursts through"',
  'wire-bird-flu-case': 'no transcript on one side; "bird flu case reported" / "CDC confirms H5N1 infection"',
  'reworded-amazon-deforestation': 'no transcript on one side; "deforestation falls" / "lowest forest loss"',
};

describe('labelled pairs with transcripts', () => {
  it('number at least 150, written before tuning, a third held out, of every kind', () => {
    expect(judged.length).toBeGreaterThanOrEqual(150);
    expect(judged.filter((j) => j.heldOut).length).toBe(61);
    const kinds = new Set(judged.map((j) => j.pair.kind));
    expect(kinds.size).toBe(8);
    expect(new Set(judged.map((j) => j.pair.id)).size).toBe(judged.length);
  });

  it.each(judged.filter((j) => !(j.pair.id in KNOWN_LIMITS)).map((j) => [j.pair.id, j] as const))(
    '%s',
    (_, j) => {
      expect(j.same).toBe(isSame(j.pair));
    },
  );

  it.each(Object.entries(KNOWN_LIMITS))('known limit, %s: %s', (id) => {
    const j = judged.find((x) => x.pair.id === id);
    expect(j).toBeDefined();
    expect(wrong(j as Judged)).toBe(true);
  });

  it('merges no different stories that share names, with or without transcripts on both sides', () => {
    const sharing = judged.filter((j) => j.pair.kind.startsWith('different/entities'));
    expect(sharing).toHaveLength(78);
    expect(sharing.filter((j) => j.same).map((j) => j.pair.id)).toEqual([]);
  });

  it('gets at most 2 % of the held-out pairs wrong, and judges those with transcripts by them', () => {
    const held = judged.filter((j) => j.heldOut);
    expect(held.filter(wrong).length / held.length).toBeLessThanOrEqual(0.02);
    for (const j of judged) {
      const rule = j.pair.a.text && j.pair.b.text ? 'text' : 'title';
      // Equal prints are one story before a rule is asked.
      expect([rule, 'entry']).toContain(j.by);
    }
  });
});
