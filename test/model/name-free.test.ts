// Name-free interaction (NFI) phrases: interactionModel._nameFreeInteraction in every locale, its
// wire shape (load-model.ts), its lint (lint-name-free.ts) and its removal for a skill that is not
// yet eligible (name-free.ts).
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../../src/model/contract';
import { lintInteractionModel } from '../../src/model/lint-model';
import {
  lintNameFree,
  lintNameFreeLocales,
  MAX_INTENT_PHRASES,
  MAX_LAUNCH_PHRASES,
  nameFreeIngress,
} from '../../src/model/lint-name-free';
import {
  DEFAULT_SKILL_PACKAGE_DIR,
  loadInteractionModel,
  ModelFormatError,
  parseInteractionModel,
} from '../../src/model/load-model';
import type { InteractionModel, NameFreeIngressPoint } from '../../src/model/model-types';
import { NAME_FREE_KEY, withoutNameFree } from '../../src/model/name-free';
import { resolveUtterance } from '../../src/model/resolve-utterance';
import { PhraseResolver } from '../../src/emulator/phrases';
import { nameFreeCandidate } from '../../src/emulator/routing';

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? Mutable<U>[] : Mutable<T[K]>;
};
type Point = Mutable<NameFreeIngressPoint>;

const INGRESS = ['LAUNCH', 'PlayFollowsIntent', 'PlaySavedIntent', 'TopStoriesIntent', 'TrendingIntent'];

function rawFile(locale: string): unknown {
  const file = path.join(DEFAULT_SKILL_PACKAGE_DIR, 'interactionModels', 'custom', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}
function editable(locale = 'en-US'): Mutable<InteractionModel> {
  return JSON.parse(JSON.stringify(loadInteractionModel(locale))) as Mutable<InteractionModel>;
}
function points(m: Mutable<InteractionModel>): Point[] {
  const nf = m.interactionModel._nameFreeInteraction;
  if (!nf) throw new Error('no name-free container');
  return nf.ingressPoints;
}
function point(m: Mutable<InteractionModel>, name: string): Point {
  const p = points(m).find((x) => (x.type === 'LAUNCH' ? 'LAUNCH' : x.name) === name);
  if (!p) throw new Error(`no ingress point ${name}`);
  return p;
}
const raw = (value: string) => ({ format: 'RAW_TEXT', value });
const phrasesOf = (p: Point | NameFreeIngressPoint) => p.sampleUtterances.map((u) => u.value);

describe.each(SUPPORTED_LOCALES)('name-free phrases %s', (locale) => {
  const model = loadInteractionModel(locale);
  const nf = model.interactionModel._nameFreeInteraction;

  it('pass the name-free lint and the whole model lint', () => {
    expect(lintNameFree(model)).toEqual([]);
    expect(lintInteractionModel(model)).toEqual([]);
  });

  it('launch the skill and its four content intents, two to five phrases each', () => {
    expect(nameFreeIngress(model)).toEqual(INGRESS);
    for (const p of nf?.ingressPoints ?? []) {
      expect(p.sampleUtterances.length).toBeGreaterThanOrEqual(2);
      expect(p.sampleUtterances.length).toBeLessThanOrEqual(5);
    }
  });

  it('say an intent launch phrase the same inside the skill: the local Echo offers it to that intent', () => {
    const resolver = new PhraseResolver(locale);
    const wrong = (nf?.ingressPoints ?? [])
      .filter((p) => p.type === 'INTENT')
      .flatMap((p) => phrasesOf(p).map((text) => ({ text, want: p.name })))
      .map(({ text, want }) => ({ text, want, got: nameFreeCandidate(resolver.resolve(text))?.intent }))
      .filter((r) => r.got !== r.want);
    expect(wrong).toEqual([]);
  });

  it('keep skill launch phrases off every intent sample', () => {
    const launch = nf?.ingressPoints.find((p) => p.type === 'LAUNCH');
    for (const text of launch ? phrasesOf(launch) : []) expect(resolveUtterance(model, text)).toBeUndefined();
  });

  it('are what the file says (the loader keeps the container as written)', () => {
    const file = rawFile(locale) as { interactionModel: Record<string, unknown> };
    expect(nf).toEqual(file.interactionModel[NAME_FREE_KEY]);
  });
});

describe('name-free phrases across locales', () => {
  const models = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, loadInteractionModel(l)]));

  it('have the same ingress points in all five locales', () => {
    expect(lintNameFreeLocales(models)).toEqual([]);
  });

  it('say "programme" where the model does, "show" where it does not', () => {
    const launch = (l: string) =>
      (models[l]?.interactionModel._nameFreeInteraction?.ingressPoints ?? [])
        .filter((p) => p.type === 'LAUNCH')
        .flatMap(phrasesOf);
    for (const l of ['en-GB', 'en-AU', 'en-IN'])
      expect(launch(l)).toContain('play short clips from radio programmes and podcasts');
    for (const l of ['en-US', 'en-CA'])
      expect(launch(l)).toContain('play short clips from radio shows and podcasts');
  });

  it('report a locale without the container or with other ingress points', () => {
    const gb = editable('en-GB');
    delete gb.interactionModel._nameFreeInteraction;
    const au = editable('en-AU');
    points(au).splice(points(au).indexOf(point(au, 'PlaySavedIntent')), 1);
    const problems = lintNameFreeLocales({ ...models, 'en-GB': gb, 'en-AU': au });
    expect(problems).toContain(`en-GB: no ${NAME_FREE_KEY}`);
    expect(problems).toContain(
      `en-AU: ${NAME_FREE_KEY} has LAUNCH, PlayFollowsIntent, TopStoriesIntent, TrendingIntent; ` +
        'en-US has LAUNCH, PlayFollowsIntent, PlaySavedIntent, TopStoriesIntent, TrendingIntent',
    );
  });
});

describe('the name-free lint catches', () => {
  const K = NAME_FREE_KEY;

  it('a slot, punctuation, digits, upper case and a one-word phrase', () => {
    const m = editable();
    point(m, 'TopStoriesIntent').sampleUtterances = [
      raw('play bursts about {query}'),
      raw('play my news bursts!'),
      raw('play 5 bursts'),
      raw('Play My News Bursts'),
      raw('bursts'),
    ];
    const problems = lintNameFree(m).join('\n');
    expect(problems).toMatch(/TopStoriesIntent: "play bursts about \{query\}" must not contain slots/);
    expect(problems).toMatch(/"play my news bursts!" must be lower-case words without digits or punctuation/);
    expect(problems).toMatch(/"play 5 bursts" must be lower-case/);
    expect(problems).toMatch(/"Play My News Bursts" must be lower-case/);
    expect(problems).toMatch(/"bursts" is not a complete phrase/);
  });

  it('an unknown intent, a built-in, an intent with a required slot, and a point without a name', () => {
    const m = editable();
    points(m).push(
      { type: 'INTENT', name: 'HelloWorldIntent', sampleUtterances: [raw('say hello to bursts')] },
      { type: 'INTENT', name: 'AMAZON.HelpIntent', sampleUtterances: [raw('help me with bursts')] },
      { type: 'INTENT', name: 'CategoryIntent', sampleUtterances: [raw('play bursts by topic')] },
      { type: 'INTENT', sampleUtterances: [raw('play some bursts')] },
    );
    const problems = lintNameFree(m);
    expect(problems).toContain(`${K} HelloWorldIntent: HelloWorldIntent is not an intent of the model`);
    expect(problems).toContain(
      `${K} AMAZON.HelpIntent: AMAZON.HelpIntent is a built-in; name-free phrases launch a custom intent`,
    );
    expect(problems).toContain(
      `${K} CategoryIntent: CategoryIntent requires slot category, a phrase has none`,
    );
    expect(problems).toContain(`${K} INTENT (no name): an INTENT ingress point names its intent`);
  });

  it(`more than ${MAX_LAUNCH_PHRASES} launch phrases, a second LAUNCH point, and a name on it`, () => {
    const m = editable();
    const launch = point(m, 'LAUNCH');
    launch.sampleUtterances.push(raw('play quick news bursts'));
    expect(launch.sampleUtterances).toHaveLength(6);
    launch.name = 'TopStoriesIntent';
    points(m).push({ type: 'LAUNCH', sampleUtterances: [raw('open the news bursts')] });
    const problems = lintNameFree(m);
    expect(problems).toContain(`${K} LAUNCH: 6 phrases, at most 5`);
    expect(problems).toContain(`${K} LAUNCH: a LAUNCH ingress point has no name (got "TopStoriesIntent")`);
    expect(problems).toContain(`${K}: 2 LAUNCH ingress points, at most one`);
  });

  it(`more than ${MAX_INTENT_PHRASES} intent phrases, an intent listed twice, no phrases at all`, () => {
    const m = editable();
    const saved = point(m, 'PlaySavedIntent');
    saved.sampleUtterances.push(raw('play my saved clips'), raw('play my bookmarked bursts'), raw('x y'));
    points(m).push({ type: 'INTENT', name: 'TrendingIntent', sampleUtterances: [] });
    const problems = lintNameFree(m);
    expect(problems).toContain(`${K} PlaySavedIntent: 6 phrases, at most 5`);
    expect(problems).toContain(`${K}: TrendingIntent is listed twice`);
    expect(problems).toContain(`${K} TrendingIntent: no phrases`);
  });

  it('a phrase twice in one model, in one point or across two', () => {
    const m = editable();
    point(m, 'TrendingIntent').sampleUtterances.push(raw('play trending bursts'));
    point(m, 'TopStoriesIntent').sampleUtterances.push(raw('play news bursts'));
    const problems = lintNameFree(m);
    expect(problems).toContain(
      `${K}: "play trending bursts" appears twice (${K} TrendingIntent, ${K} TrendingIntent)`,
    );
    expect(problems).toContain(`${K}: "play news bursts" appears twice (${K} LAUNCH, ${K} TopStoriesIntent)`);
  });

  it('the invocation name', () => {
    const m = editable();
    point(m, 'LAUNCH').sampleUtterances.push(raw('play burst voice bursts'));
    point(m, 'PlaySavedIntent').sampleUtterances.push(raw('burst voice play my saved bursts'));
    const problems = lintNameFree(m).join('\n');
    expect(problems).toMatch(/LAUNCH: "play burst voice bursts" says the invocation name/);
    expect(problems).toMatch(/PlaySavedIntent: "burst voice play my saved bursts" says the invocation name/);
  });

  it("another intent's sample, exact or once its slot is filled; a launch phrase that is any sample", () => {
    const m = editable();
    point(m, 'TrendingIntent').sampleUtterances.push(raw('play my saved bursts'));
    point(m, 'PlayFollowsIntent').sampleUtterances.push(raw('play bursts about the topics i follow'));
    point(m, 'LAUNCH').sampleUtterances = [raw('play related bursts')];
    const problems = lintNameFree(m);
    expect(problems).toContain(`${K} TrendingIntent: "play my saved bursts" is a sample of PlaySavedIntent`);
    expect(problems).toContain(
      `${K} PlayFollowsIntent: "play bursts about the topics i follow" resolves to SearchIntent "play bursts about {query}"`,
    );
    expect(problems).toContain(`${K} LAUNCH: "play related bursts" is a sample of PlayRelatedIntent`);
  });

  it("an intent launch phrase that is not its own intent's sample (the skill would not understand it)", () => {
    const m = editable();
    point(m, 'TopStoriesIntent').sampleUtterances.push(raw('play the big news bursts'));
    expect(lintNameFree(m)).toContain(
      `${K} TopStoriesIntent: "play the big news bursts" is not a sample of TopStoriesIntent; add it there too`,
    );
  });

  it("a generic phrase that Alexa herself answers, even when it is the intent's own sample", () => {
    const m = editable();
    point(m, 'TopStoriesIntent').sampleUtterances.push(raw('play the news'));
    point(m, 'TrendingIntent').sampleUtterances.push(raw("what's trending"));
    const problems = lintNameFree(m);
    expect(problems).toContain(
      `${K} TopStoriesIntent: "play the news" is generic; say burst or bursts or clip or clips`,
    );
    expect(problems).toContain(
      `${K} TrendingIntent: "what's trending" is generic; say burst or bursts or clip or clips`,
    );
    expect(problems.filter((p) => p.includes('"play the news"'))).toHaveLength(1);
  });

  it('a format other than RAW_TEXT, and an empty container', () => {
    const m = editable();
    const launch = point(m, 'LAUNCH');
    launch.sampleUtterances[0] = { format: 'SSML', value: 'play news bursts' };
    expect(lintNameFree(m)).toContain(`${K} LAUNCH: "play news bursts" has format SSML, expected RAW_TEXT`);
    const empty = editable();
    empty.interactionModel._nameFreeInteraction = { ingressPoints: [] };
    expect(lintNameFree(empty)).toEqual([`${K}: no ingress points`]);
  });

  it('nothing in a model without the container (it is optional)', () => {
    const m = editable();
    delete m.interactionModel._nameFreeInteraction;
    expect(lintNameFree(m)).toEqual([]);
    expect(lintInteractionModel(m)).toEqual([]);
  });

  it('through the whole model lint', () => {
    const m = editable();
    point(m, 'LAUNCH').sampleUtterances.push(raw('play {category} bursts'));
    expect(lintInteractionModel(m)).toContain(`${K} LAUNCH: "play {category} bursts" must not contain slots`);
  });
});

describe('the loader', () => {
  const model = (nameFree: unknown) => ({
    interactionModel: {
      languageModel: { invocationName: 'a b', intents: [{ name: 'X', samples: ['x y'] }] },
      [NAME_FREE_KEY]: nameFree,
    },
  });
  const at = `m.interactionModel.${NAME_FREE_KEY}`;

  it('keeps a well-formed container, and a model without one has none', () => {
    const ingressPoints = [
      { type: 'LAUNCH', sampleUtterances: [raw('x y')] },
      { type: 'INTENT', name: 'X', sampleUtterances: [raw('x y z')] },
    ];
    expect(parseInteractionModel(model({ ingressPoints })).interactionModel[NAME_FREE_KEY]).toEqual({
      ingressPoints,
    });
    const bare = parseInteractionModel(withoutNameFree(model({ ingressPoints })));
    expect(NAME_FREE_KEY in bare.interactionModel).toBe(false);
  });

  it.each([
    ['a container that is not an object', [], `${at}: expected an object`],
    ['no ingressPoints', {}, `${at}.ingressPoints: expected an array`],
    [
      'an unknown type',
      { ingressPoints: [{ type: 'SKILL', sampleUtterances: [] }] },
      `${at}.ingressPoints[0].type: expected LAUNCH or INTENT`,
    ],
    [
      'a name that is not a string',
      { ingressPoints: [{ type: 'INTENT', name: 3, sampleUtterances: [] }] },
      `${at}.ingressPoints[0].name: expected a string`,
    ],
    [
      'no sampleUtterances',
      { ingressPoints: [{ type: 'LAUNCH' }] },
      `${at}.ingressPoints[0].sampleUtterances: expected an array`,
    ],
    [
      'a value that is not a string',
      { ingressPoints: [{ type: 'LAUNCH', sampleUtterances: [{ format: 'RAW_TEXT', value: 1 }] }] },
      `${at}.ingressPoints[0].sampleUtterances[0].value: expected a string`,
    ],
    [
      'no format',
      { ingressPoints: [{ type: 'LAUNCH', sampleUtterances: [{ value: 'x y' }] }] },
      `${at}.ingressPoints[0].sampleUtterances[0].format: expected a string`,
    ],
  ])('refuses %s with the exact path', (_what, nameFree, message) => {
    const parse = () => parseInteractionModel(model(nameFree), 'm');
    expect(parse).toThrow(ModelFormatError);
    expect(parse).toThrow(message);
  });
});

describe('withoutNameFree', () => {
  it(`is "${NAME_FREE_KEY}"`, () => {
    expect(NAME_FREE_KEY).toBe('_nameFreeInteraction');
  });

  it.each(SUPPORTED_LOCALES)(
    'takes the container out of the %s file and keeps the rest as it was',
    (locale) => {
      const file = rawFile(locale) as { interactionModel: Record<string, unknown> };
      const before = JSON.stringify(file);
      const out = withoutNameFree(file) as { interactionModel: Record<string, unknown> };
      expect(Object.keys(out.interactionModel)).toEqual(['languageModel', 'dialog']);
      expect(out.interactionModel.languageModel).toEqual(file.interactionModel.languageModel);
      expect(out.interactionModel.dialog).toEqual(file.interactionModel.dialog);
      // The argument is untouched and the copy shares nothing with it.
      expect(JSON.stringify(file)).toBe(before);
      expect(out.interactionModel.languageModel).not.toBe(file.interactionModel.languageModel);
      // What a deploy writes still loads, and still passes every lint rule.
      const loaded = parseInteractionModel(out, locale);
      expect(loaded.interactionModel._nameFreeInteraction).toBeUndefined();
      expect(lintInteractionModel(loaded)).toEqual([]);
    },
  );

  it('copies a model without the container, and anything else, as it is', () => {
    const bare = {
      interactionModel: { languageModel: { invocationName: 'a b', intents: [] } },
      extra: [1, { a: 2 }],
    };
    const out = withoutNameFree(bare);
    expect(out).toEqual(bare);
    expect(out).not.toBe(bare);
    (out as { extra: unknown[] }).extra.push(3);
    expect(bare.extra).toHaveLength(2);
    for (const v of [null, 3, 'x', [1, 2], { interactionModel: 'x' }]) expect(withoutNameFree(v)).toEqual(v);
  });
});
