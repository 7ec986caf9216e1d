// Lint of an interaction model against the Alexa sample-utterance rules and the voice contract.
// Returns human-readable problems (empty = clean) so one test run lists every mistake at once.
import {
  BUILT_IN_INTENTS,
  CATEGORY_PLAYLIST_IDS,
  CATEGORY_SLOT_TYPE,
  CONTENT_INTENTS,
  CONTRACT_INTENTS,
  FORBIDDEN_INVOCATION_WORDS,
  MIN_SAMPLES_PER_CONTENT_INTENT,
  SEARCH_QUERY_SLOT_TYPE,
  type ContractIntentName,
  type ContractSlot,
} from './contract';
import type { InteractionModel, ModelIntent } from './model-types';
import { matchUtterance } from './resolve-utterance';
import { lintDialog } from './lint-dialog';
import { lintNameFree } from './lint-name-free';
import { lintText, normaliseSample, SLOT_REF, SLOT_VALUE_CHARS, slotRefs } from './lint-text';

export { normaliseSample, slotRefs };

function isContractIntent(name: string): name is ContractIntentName {
  return Object.prototype.hasOwnProperty.call(CONTRACT_INTENTS, name);
}

export function lintInvocation(name: string): string[] {
  const out: string[] = [];
  const words = name.split(' ');
  if (!/^[a-z]+( [a-z]+)*$/.test(name)) out.push(`invocation name "${name}" must be lower-case words`);
  if (words.length < 2) out.push(`invocation name "${name}" needs at least two words`);
  for (const w of words) {
    if ((FORBIDDEN_INVOCATION_WORDS as readonly string[]).includes(w)) {
      out.push(`invocation name "${name}" contains the launch/wake word "${w}"`);
    }
  }
  return out;
}

function lintSlots(intent: ModelIntent, contract: Readonly<Record<string, ContractSlot>>): string[] {
  const out: string[] = [];
  const declared = new Map((intent.slots ?? []).map((s) => [s.name, s.type]));
  for (const [slot, spec] of Object.entries(contract)) {
    const type = declared.get(slot);
    if (type === undefined) out.push(`${intent.name}: missing slot "${slot}"`);
    else if (type !== spec.type)
      out.push(`${intent.name}: slot "${slot}" is ${type}, contract says ${spec.type}`);
    const using = intent.samples.filter((s) => slotRefs(s).includes(slot)).length;
    if (!spec.optional && using !== intent.samples.length) {
      out.push(
        `${intent.name}: required slot "${slot}" is missing from ${intent.samples.length - using} samples`,
      );
    }
    if (spec.optional && (using === 0 || using === intent.samples.length)) {
      out.push(`${intent.name}: optional slot "${slot}" needs samples both with and without it`);
    }
  }
  for (const name of declared.keys()) {
    if (!(name in contract)) out.push(`${intent.name}: slot "${name}" is not in the contract`);
  }
  return out;
}

function lintSamples(intent: ModelIntent): string[] {
  const out: string[] = [];
  const types = new Map((intent.slots ?? []).map((s) => [s.name, s.type]));
  for (const sample of intent.samples) {
    const where = intent.name;
    out.push(...lintText(where, sample));
    const refs = slotRefs(sample);
    for (const r of refs) if (!types.has(r)) out.push(`${where}: "${sample}" uses undeclared slot {${r}}`);
    if (new Set(refs).size !== refs.length) out.push(`${where}: "${sample}" uses a slot twice`);
    if (refs.length > 0 && sample.replace(SLOT_REF, '').trim() === '') {
      out.push(`${where}: "${sample}" is only a slot`);
    }
    // AMAZON.SearchQuery: a carrier phrase and no other slot in the same utterance.
    if (refs.some((r) => types.get(r) === SEARCH_QUERY_SLOT_TYPE)) {
      if (refs.length > 1) out.push(`${where}: "${sample}" mixes AMAZON.SearchQuery with another slot`);
      if (sample.replace(SLOT_REF, '').trim().split(/\s+/).filter(Boolean).length < 1) {
        out.push(`${where}: "${sample}" has no carrier phrase for AMAZON.SearchQuery`);
      }
    }
  }
  return out;
}

function lintTypes(model: InteractionModel): string[] {
  const lm = model.interactionModel.languageModel;
  const out: string[] = [];
  const used = new Set(lm.intents.flatMap((i) => (i.slots ?? []).map((s) => s.type)));
  const declared = new Set((lm.types ?? []).map((t) => t.name));
  for (const t of used)
    if (!t.startsWith('AMAZON.') && !declared.has(t)) out.push(`slot type ${t} is not declared`);
  for (const type of lm.types ?? []) {
    if (!used.has(type.name)) out.push(`slot type ${type.name} is declared but unused`);
    if (type.values.length === 0) out.push(`slot type ${type.name} has no values`);
    const seen = new Map<string, string>();
    const ids = new Set<string>();
    for (const v of type.values) {
      if (v.id !== undefined) {
        if (ids.has(v.id)) out.push(`${type.name}: id "${v.id}" appears twice`);
        ids.add(v.id);
      }
      for (const word of [v.name.value, ...(v.name.synonyms ?? [])]) {
        if (!SLOT_VALUE_CHARS.test(word) || word !== word.trim() || /\s{2,}/.test(word)) {
          out.push(`${type.name}: "${word}" must be lower-case spoken words`);
        }
        const other = seen.get(word);
        if (other !== undefined)
          out.push(`${type.name}: "${word}" names both "${other}" and "${v.name.value}"`);
        seen.set(word, v.name.value);
      }
    }
    if (type.name === CATEGORY_SLOT_TYPE) {
      const want = [...CATEGORY_PLAYLIST_IDS].sort().join(',');
      const got = type.values
        .map((v) => v.id ?? '(none)')
        .sort()
        .join(',');
      if (want !== got) out.push(`${type.name}: ids must be exactly the playlist ids ${want}, got ${got}`);
    }
  }
  return out;
}

/**
 * A sample that another intent's sample also produces once a slot is filled (e.g. "play news" vs
 * "play {category}" with the synonym "news") is what Alexa's utterance-conflict report flags: the
 * NLU may route it either way.
 */
function lintConflicts(model: InteractionModel): string[] {
  const out: string[] = [];
  for (const intent of model.interactionModel.languageModel.intents) {
    for (const sample of intent.samples) {
      if (slotRefs(sample).length > 0) continue;
      for (const m of matchUtterance(model, sample)) {
        if (m.intent !== intent.name)
          out.push(`${intent.name}: "${sample}" conflicts with ${m.intent} "${m.sample}"`);
      }
    }
  }
  return out;
}

/** Every rule of the model lint; an empty list means the model is clean. */
export function lintInteractionModel(model: InteractionModel): string[] {
  const lm = model.interactionModel.languageModel;
  const out = lintInvocation(lm.invocationName);
  const names = lm.intents.map((i) => i.name);
  for (const n of new Set(names))
    if (names.filter((x) => x === n).length > 1) out.push(`intent ${n} appears twice`);
  for (const name of Object.keys(CONTRACT_INTENTS))
    if (!names.includes(name)) out.push(`missing intent ${name}`);
  for (const name of BUILT_IN_INTENTS) if (!names.includes(name)) out.push(`missing built-in ${name}`);

  const owner = new Map<string, string>();
  for (const intent of lm.intents) {
    if (isContractIntent(intent.name)) {
      out.push(...lintSlots(intent, CONTRACT_INTENTS[intent.name]));
      if (CONTENT_INTENTS.includes(intent.name) && intent.samples.length < MIN_SAMPLES_PER_CONTENT_INTENT) {
        out.push(
          `${intent.name}: ${intent.samples.length} samples, needs at least ${MIN_SAMPLES_PER_CONTENT_INTENT}`,
        );
      }
    } else if (!(BUILT_IN_INTENTS as readonly string[]).includes(intent.name)) {
      out.push(`intent ${intent.name} is neither in the contract nor a required built-in`);
    }
    out.push(...lintSamples(intent));
    // Alexa refuses a model whose utterance maps to two intents; a repeat within one is noise.
    for (const sample of intent.samples) {
      const key = normaliseSample(sample);
      const prev = owner.get(key);
      if (prev !== undefined) {
        out.push(
          prev === intent.name
            ? `${intent.name}: "${sample}" appears twice`
            : `"${sample}" appears in both ${prev} and ${intent.name}`,
        );
      }
      owner.set(key, intent.name);
    }
  }
  out.push(...lintTypes(model), ...lintConflicts(model), ...lintDialog(model), ...lintNameFree(model));
  return out;
}
