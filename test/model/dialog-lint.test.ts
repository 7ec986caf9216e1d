// The dialog model and slot samples behind the skill's questions (Dialog.ElicitSlot).
import { ELICITED_SLOTS, SUPPORTED_LOCALES } from '../../src/model/contract';
import { lintDialog } from '../../src/model/lint-dialog';
import { loadInteractionModel } from '../../src/model/load-model';
import { matchUtterance } from '../../src/model/resolve-utterance';
import type { InteractionModel } from '../../src/model/model-types';

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? Mutable<U>[] : Mutable<T[K]>;
};

function editable(): Mutable<InteractionModel> {
  return JSON.parse(JSON.stringify(loadInteractionModel('en-US'))) as Mutable<InteractionModel>;
}

function slotOf(m: Mutable<InteractionModel>, intent: string, slot: string) {
  const s = m.interactionModel.languageModel.intents
    .find((i) => i.name === intent)
    ?.slots?.find((x) => x.name === slot);
  if (!s) throw new Error(`no ${intent}.${slot}`);
  return s;
}

describe.each(SUPPORTED_LOCALES)('dialog model %s', (locale) => {
  const model = loadInteractionModel(locale);

  it('is clean', () => {
    expect(lintDialog(model)).toEqual([]);
  });

  it.each(Object.entries(ELICITED_SLOTS))('%s lets the listener answer with the bare %s', (intent, slot) => {
    const lm = model.interactionModel.languageModel;
    const declared = lm.intents.find((i) => i.name === intent)?.slots?.find((s) => s.name === slot);
    expect(declared?.samples).toContain(`{${slot}}`);
    // The dialog model lists every slot of the intent (CategoryIntent's `length` too), the
    // elicited one among them; only the elicited slot has slot samples.
    const listed = model.interactionModel.dialog?.intents.find((d) => d.name === intent)?.slots ?? [];
    expect(listed.map((s) => s.name).sort()).toEqual(
      (lm.intents.find((i) => i.name === intent)?.slots ?? []).map((s) => s.name).sort(),
    );
    expect(listed.map((s) => s.name)).toContain(slot);
    expect(listed.every((s) => !s.elicitationRequired && !s.confirmationRequired)).toBe(true);
    // A slot sample is never an intent sample: the bare answer alone resolves to no intent.
    for (const s of declared?.samples ?? []) {
      const bareWords = s.replace(`{${slot}}`, 'kvtr public radio');
      expect(matchUtterance(model, bareWords).map((m) => m.intent)).not.toContain(intent);
    }
  });
});

describe('the dialog lint catches', () => {
  it('a model without a dialog model', () => {
    const m = editable();
    delete (m.interactionModel as { dialog?: unknown }).dialog;
    expect(lintDialog(m)).toContain('the model has no dialog model (Dialog.ElicitSlot needs one)');
  });

  it('an elicited slot without the bare answer, and a slot sample that is also an intent sample', () => {
    const m = editable();
    const s = slotOf(m, 'WeatherIntent', 'station');
    s.samples = ['from {station}', 'use {station}'];
    const problems = lintDialog(m);
    expect(problems).toContain('WeatherIntent.station slot samples: the bare answer "{station}" is missing');
    expect(problems).toContain(
      'WeatherIntent.station slot samples: "use {station}" is also an intent sample',
    );
  });

  it('bad words, another slot, a repeat, and slot samples on a slot the skill never asks for', () => {
    const m = editable();
    slotOf(m, 'SearchIntent', 'query').samples = ['{query}', '{query}', 'About {query}', 'x {station}'];
    const problems = lintDialog(m).join('\n');
    expect(problems).toMatch(/"\{query\}" appears twice/);
    expect(problems).toMatch(/"About \{query\}" must be lower-case/);
    expect(problems).toMatch(/"x \{station\}" must use \{query\} once/);
    const n = editable();
    n.interactionModel.languageModel.intents
      .find((i) => i.name === 'WeatherIntent')
      ?.slots?.push({
        name: 'extra',
        type: 'SOURCE_NAME',
        samples: ['{extra}'],
      });
    expect(lintDialog(n)).toContain(
      'WeatherIntent.extra slot samples: only elicited slots have slot samples',
    );
  });

  it('a dialog intent that leaves out a slot of its intent, or lists one the intent lacks', () => {
    const m = editable();
    const category = m.interactionModel.dialog?.intents.find((d) => d.name === 'CategoryIntent');
    if (!category) throw new Error('no CategoryIntent in the dialog model');
    expect(category.slots.map((s) => s.name)).toEqual(['category', 'length']);
    expect(lintDialog(m)).toEqual([]);
    category.slots = category.slots.filter((s) => s.name !== 'length');
    category.slots.push({
      name: 'when',
      type: 'AMAZON.DATE',
      confirmationRequired: false,
      elicitationRequired: false,
      prompts: {},
    });
    expect(lintDialog(m)).toEqual([
      'dialog: CategoryIntent must list its slot length too',
      'dialog: CategoryIntent.when is not a slot of the intent',
    ]);
    category.slots = category.slots.filter((s) => s.name !== 'category');
    expect(lintDialog(m)).toContain('dialog: CategoryIntent must list the elicited slot category');
  });

  it('delegation, required or confirmed slots, a missing or unknown intent, a wrong slot type', () => {
    const m = editable();
    const dialog = m.interactionModel.dialog;
    if (!dialog) throw new Error('no dialog');
    dialog.delegationStrategy = 'ALWAYS';
    const weather = dialog.intents.find((d) => d.name === 'WeatherIntent');
    if (!weather?.slots[0]) throw new Error('no WeatherIntent');
    weather.slots[0].elicitationRequired = true;
    weather.slots[0].type = 'AMAZON.SearchQuery';
    dialog.intents = dialog.intents.filter((d) => d.name !== 'FollowIntent');
    dialog.intents.push({ name: 'TopStoriesIntent', confirmationRequired: false, prompts: {}, slots: [] });
    const problems = lintDialog(m);
    expect(problems).toEqual(
      expect.arrayContaining([
        'dialog: delegationStrategy must be SKILL_RESPONSE',
        'dialog: WeatherIntent.station must be neither required nor confirmed',
        'dialog: WeatherIntent.station is AMAZON.SearchQuery, the intent says SOURCE_NAME',
        'dialog: FollowIntent is missing',
        'dialog: TopStoriesIntent is not an intent the skill elicits a slot for',
      ]),
    );
  });
});
