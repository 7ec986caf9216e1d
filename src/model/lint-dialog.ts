// Lint of the dialog model and the slot elicitation utterances: the questions the skill asks with
// Dialog.ElicitSlot (contract.ts, ELICITED_SLOTS) must be answerable with the bare answer.
// Amazon (Dialog Interface Reference; Define the Dialog to Collect and Confirm Required
// Information): a Dialog directive needs its intent and slot in the dialog model, and slot samples —
// unlike intent samples — may be the bare slot.
import { ELICITED_SLOTS, SEARCH_QUERY_SLOT_TYPE } from './contract';
import type { InteractionModel } from './model-types';
import { lintText, normaliseSample, slotRefs } from './lint-text';

export function lintDialog(model: InteractionModel): string[] {
  const out: string[] = [];
  const lm = model.interactionModel.languageModel;
  const dialog = model.interactionModel.dialog;
  const elicited = new Map<string, string>(Object.entries(ELICITED_SLOTS));
  const intentSamples = new Set(lm.intents.flatMap((i) => i.samples.map(normaliseSample)));

  for (const intent of lm.intents) {
    for (const slot of intent.slots ?? []) {
      const where = `${intent.name}.${slot.name} slot samples`;
      const samples = slot.samples ?? [];
      if (elicited.get(intent.name) !== slot.name) {
        if (samples.length) out.push(`${where}: only elicited slots have slot samples`);
        continue;
      }
      if (!samples.includes(`{${slot.name}}`))
        out.push(`${where}: the bare answer "{${slot.name}}" is missing`);
      const seen = new Set<string>();
      for (const s of samples) {
        out.push(...lintText(where, s));
        const refs = slotRefs(s);
        if (refs.length !== 1 || refs[0] !== slot.name)
          out.push(`${where}: "${s}" must use {${slot.name}} once`);
        const key = normaliseSample(s);
        if (seen.has(key)) out.push(`${where}: "${s}" appears twice`);
        seen.add(key);
        // The same words as an intent sample would make the answer ambiguous between the two.
        if (intentSamples.has(key)) out.push(`${where}: "${s}" is also an intent sample`);
      }
      // SearchQuery needs a carrier phrase in intent samples, but a slot sample may be the slot
      // alone (slot type reference, AMAZON.SearchQuery).
      if (slot.type === SEARCH_QUERY_SLOT_TYPE && samples.length < 2)
        out.push(`${where}: give AMAZON.SearchQuery answers with a carrier phrase too`);
    }
  }

  if (!dialog) return [...out, 'the model has no dialog model (Dialog.ElicitSlot needs one)'];
  // SKILL_RESPONSE: Alexa never runs the dialog herself; the skill asks with its own words.
  if (dialog.delegationStrategy !== 'SKILL_RESPONSE')
    out.push('dialog: delegationStrategy must be SKILL_RESPONSE');
  const named = new Set<string>();
  for (const d of dialog.intents) {
    if (named.has(d.name)) out.push(`dialog: ${d.name} appears twice`);
    named.add(d.name);
    const intent = lm.intents.find((i) => i.name === d.name);
    const slotName = elicited.get(d.name);
    if (!intent || slotName === undefined) {
      out.push(`dialog: ${d.name} is not an intent the skill elicits a slot for`);
      continue;
    }
    if (d.delegationStrategy !== undefined && d.delegationStrategy !== 'SKILL_RESPONSE')
      out.push(`dialog: ${d.name} must not delegate`);
    if (d.confirmationRequired) out.push(`dialog: ${d.name} must not require confirmation`);
    // Alexa's dialog model lists every slot of an intent it names; the other slots (a `length`
    // beside the elicited `category`) are there too, neither elicited nor confirmed.
    const names = d.slots.map((s) => s.name);
    const want = (intent.slots ?? []).map((s) => s.name);
    if (!names.includes(slotName)) out.push(`dialog: ${d.name} must list the elicited slot ${slotName}`);
    for (const n of want)
      if (n !== slotName && !names.includes(n)) out.push(`dialog: ${d.name} must list its slot ${n} too`);
    for (const n of names)
      if (!want.includes(n)) out.push(`dialog: ${d.name}.${n} is not a slot of the intent`);
    for (const s of d.slots) {
      const declared = intent.slots?.find((x) => x.name === s.name);
      if (declared && declared.type !== s.type)
        out.push(`dialog: ${d.name}.${s.name} is ${s.type}, the intent says ${declared.type}`);
      // Required slots or confirmations would make Alexa speak prompts the model does not have.
      if (s.elicitationRequired || s.confirmationRequired)
        out.push(`dialog: ${d.name}.${s.name} must be neither required nor confirmed`);
    }
  }
  for (const name of elicited.keys()) if (!named.has(name)) out.push(`dialog: ${name} is missing`);
  return out;
}
