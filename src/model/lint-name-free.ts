// Lint of the name-free interaction (NFI) container, `interactionModel._nameFreeInteraction`.
// Amazon ("Use the Name-free Interaction Toolkit in CLI / SMAPI"): a LAUNCH ingress point has no
// `name` and up to five skill launch phrases; an INTENT ingress point names an existing intent of
// the model; every phrase is RAW_TEXT, "must not contain slots and should be a complete phrase".
// The rest are ours: a name-free phrase must not take requests meant for Alexa herself or for
// another skill, so it names what is Burst Voice's own (bursts, clips), and it must say the same
// thing inside the skill as outside it.
import { CONTRACT_INTENTS, type ContractIntentName } from './contract';
import type { InteractionModel, NameFreeIngressPoint } from './model-types';
import { NAME_FREE_KEY } from './name-free';
import { matchUtterance } from './resolve-utterance';
import { lintText, normaliseSample } from './lint-text';

/** Amazon: "specify up to five skill launch phrases". */
export const MAX_LAUNCH_PHRASES = 5;
/**
 * Phrases per INTENT ingress point, our cap: the console page documents five only for skill launch
 * phrases, though the CLI and SMAPI pages say up to five per ingress point as well.
 */
export const MAX_INTENT_PHRASES = 5;
/** Words that make a phrase Burst Voice's own: "play the news" alone belongs to Alexa's briefing. */
export const DISTINCTIVE_WORDS = ['burst', 'bursts', 'clip', 'clips'] as const;
export const RAW_TEXT = 'RAW_TEXT';

const where = (p: NameFreeIngressPoint): string =>
  `${NAME_FREE_KEY} ${p.type === 'LAUNCH' ? 'LAUNCH' : (p.name ?? 'INTENT (no name)')}`;

function requiredSlots(intent: string): string[] {
  if (!Object.prototype.hasOwnProperty.call(CONTRACT_INTENTS, intent)) return [];
  const slots = CONTRACT_INTENTS[intent as ContractIntentName] as Readonly<
    Record<string, { readonly optional: boolean }>
  >;
  return Object.entries(slots)
    .filter(([, s]) => !s.optional)
    .map(([name]) => name);
}

function lintPoint(model: InteractionModel, p: NameFreeIngressPoint): string[] {
  const lm = model.interactionModel.languageModel;
  const at = where(p);
  const out: string[] = [];
  if (p.type === 'LAUNCH') {
    if (p.name !== undefined) out.push(`${at}: a LAUNCH ingress point has no name (got "${p.name}")`);
    if (p.sampleUtterances.length > MAX_LAUNCH_PHRASES)
      out.push(`${at}: ${p.sampleUtterances.length} phrases, at most ${MAX_LAUNCH_PHRASES}`);
  } else {
    const name = p.name;
    if (name === undefined) out.push(`${at}: an INTENT ingress point names its intent`);
    else if (name.startsWith('AMAZON.'))
      out.push(`${at}: ${name} is a built-in; name-free phrases launch a custom intent`);
    else if (!lm.intents.some((i) => i.name === name))
      out.push(`${at}: ${name} is not an intent of the model`);
    else {
      const slots = requiredSlots(name);
      if (slots.length) out.push(`${at}: ${name} requires slot ${slots.join(', ')}, a phrase has none`);
    }
    if (p.sampleUtterances.length > MAX_INTENT_PHRASES)
      out.push(`${at}: ${p.sampleUtterances.length} phrases, at most ${MAX_INTENT_PHRASES}`);
  }
  if (p.sampleUtterances.length === 0) out.push(`${at}: no phrases`);

  const invocation = ` ${lm.invocationName} `;
  for (const u of p.sampleUtterances) {
    const text = u.value;
    if (u.format !== RAW_TEXT) out.push(`${at}: "${text}" has format ${u.format}, expected ${RAW_TEXT}`);
    out.push(...lintText(at, text));
    if (/[{}]/.test(text)) out.push(`${at}: "${text}" must not contain slots`);
    const words = text.trim().split(/\s+/).filter(Boolean);
    if (words.length < 2) out.push(`${at}: "${text}" is not a complete phrase (one word)`);
    if (` ${words.join(' ')} `.includes(invocation))
      out.push(`${at}: "${text}" says the invocation name; name-free phrases go without it`);
    if (!words.some((w) => (DISTINCTIVE_WORDS as readonly string[]).includes(w)))
      out.push(`${at}: "${text}" is generic; say ${DISTINCTIVE_WORDS.join(' or ')}`);

    // Another intent's sample (exact, or once its slot is filled) would send the same words to a
    // different intent inside the skill than outside it; an intent launch phrase is a sample of its
    // own intent, so "ask burst voice to …" and the local Echo's name-free mode agree with Alexa.
    const key = normaliseSample(text);
    const exact = lm.intents.find(
      (i) => i.name !== p.name && i.samples.some((s) => normaliseSample(s) === key),
    );
    if (exact) out.push(`${at}: "${text}" is a sample of ${exact.name}`);
    const others = matchUtterance(model, text).filter((m) => m.intent !== p.name && m.intent !== exact?.name);
    for (const m of others) out.push(`${at}: "${text}" resolves to ${m.intent} "${m.sample}"`);
    if (p.type === 'INTENT' && p.name !== undefined && lm.intents.some((i) => i.name === p.name)) {
      if (!matchUtterance(model, text).some((m) => m.intent === p.name))
        out.push(`${at}: "${text}" is not a sample of ${p.name}; add it there too`);
    }
  }
  return out;
}

/** Every rule for one model's name-free container; a model without one has nothing to lint. */
export function lintNameFree(model: InteractionModel): string[] {
  const nf = model.interactionModel._nameFreeInteraction;
  if (!nf) return [];
  const out: string[] = [];
  if (nf.ingressPoints.length === 0) out.push(`${NAME_FREE_KEY}: no ingress points`);
  const launches = nf.ingressPoints.filter((p) => p.type === 'LAUNCH').length;
  if (launches > 1) out.push(`${NAME_FREE_KEY}: ${launches} LAUNCH ingress points, at most one`);
  const intents = nf.ingressPoints.flatMap((p) => (p.type === 'INTENT' && p.name ? [p.name] : []));
  for (const n of new Set(intents))
    if (intents.filter((x) => x === n).length > 1) out.push(`${NAME_FREE_KEY}: ${n} is listed twice`);

  const owner = new Map<string, string>();
  for (const p of nf.ingressPoints) {
    out.push(...lintPoint(model, p));
    for (const u of p.sampleUtterances) {
      const key = normaliseSample(u.value);
      const prev = owner.get(key);
      if (prev !== undefined) out.push(`${NAME_FREE_KEY}: "${u.value}" appears twice (${prev}, ${where(p)})`);
      owner.set(key, where(p));
    }
  }
  return out;
}

/** "LAUNCH" and the intent names of a model's ingress points, sorted; undefined without the container. */
export function nameFreeIngress(model: InteractionModel): string[] | undefined {
  return model.interactionModel._nameFreeInteraction?.ingressPoints
    .map((p) => (p.type === 'LAUNCH' ? 'LAUNCH' : (p.name ?? '')))
    .sort();
}

/**
 * Across the locales: every model has the container, with the same ingress points as the first
 * (the five English models move in step; the phrases themselves may differ by locale).
 */
export function lintNameFreeLocales(models: Readonly<Record<string, InteractionModel>>): string[] {
  const out: string[] = [];
  const entries = Object.entries(models);
  const [first] = entries;
  if (!first) return out;
  const want = nameFreeIngress(first[1]);
  for (const [locale, model] of entries) {
    const got = nameFreeIngress(model);
    if (!got) out.push(`${locale}: no ${NAME_FREE_KEY}`);
    else if (want && got.join() !== want.join())
      out.push(`${locale}: ${NAME_FREE_KEY} has ${got.join(', ')}; ${first[0]} has ${want.join(', ')}`);
  }
  return out;
}
