// The answer to a question the skill asked with Dialog.ElicitSlot. Alexa resolves the next
// utterance of the session with a preference for the elicited slot: the slot's own elicitation
// utterances (the model's `slots[].samples`, which may be the bare slot) fill it, unless the
// listener clearly said another request (docs/alexa-rules.md, "Dialog and the listening window").
// Pure functions over a model, so the preference is testable without a device.
import type { InteractionModel, ModelIntent } from '../model/model-types';
import {
  literalLength,
  matchUtterance,
  resolveUtterance,
  type ResolvedUtterance,
} from '../model/resolve-utterance';

/** What the device remembers after a reply with Dialog.ElicitSlot (the session kept open). */
export interface Elicitation {
  readonly intent: string;
  readonly slot: string;
}

export interface ElicitedAnswer {
  /** The elicited intent with the slot filled, or another intent's sample that beat it. */
  readonly match: ResolvedUtterance;
  /** True when the answer fills the elicited intent (its request carries dialogState IN_PROGRESS). */
  readonly answersElicitation: boolean;
  /** Every custom slot named a value or synonym (otherwise the raw words fill it, no entity id). */
  readonly entityMatch: boolean;
}

function intentOf(model: InteractionModel, name: string): ModelIntent | undefined {
  return model.interactionModel.languageModel.intents.find((i) => i.name === name);
}

/**
 * The best match of `phrase` among the elicited slot's samples, values resolved as the resolver
 * does; a custom slot whose words match no value is still filled with them (as Alexa does, with
 * ER_SUCCESS_NO_MATCH). Among matches: entity matches first, then the most literal characters.
 */
export function matchSlotSamples(
  model: InteractionModel,
  elicit: Elicitation,
  phrase: string,
): { match: ResolvedUtterance; entityMatch: boolean } | undefined {
  const intent = intentOf(model, elicit.intent);
  const samples = intent?.slots?.find((s) => s.name === elicit.slot)?.samples ?? [];
  if (!intent || samples.length === 0) return undefined;
  const lm = model.interactionModel.languageModel;
  // The slot's samples as the only samples of its intent: matchUtterance then resolves the
  // captures against the model's slot types exactly as for intent samples.
  const asIntent: ModelIntent = {
    name: intent.name,
    ...(intent.slots ? { slots: intent.slots } : {}),
    samples,
  };
  const strict: InteractionModel = { interactionModel: { languageModel: { ...lm, intents: [asIntent] } } };
  const open: InteractionModel = {
    interactionModel: { languageModel: { ...lm, intents: [asIntent], types: [] } },
  };
  const best = (ms: ResolvedUtterance[]) =>
    ms
      .filter((m) => (m.slots[elicit.slot]?.value ?? '') !== '')
      .reduce<ResolvedUtterance | undefined>(
        (b, m) => (!b || literalLength(m.sample) > literalLength(b.sample) ? m : b),
        undefined,
      );
  const exact = best(matchUtterance(strict, phrase));
  if (exact) return { match: exact, entityMatch: true };
  const raw = best(matchUtterance(open, phrase));
  return raw ? { match: raw, entityMatch: false } : undefined;
}

/**
 * How `phrase` answers the elicitation, or undefined when it does not (then the usual resolution
 * applies: built-ins, the fallback…). A strict sample of another intent wins only with more literal
 * characters than the best slot sample ("play the news" is a request, "sports" is an answer).
 * Built-ins and exit words are the caller's: they keep their meaning before this is asked.
 */
export function answerElicitation(
  model: InteractionModel,
  elicit: Elicitation,
  phrase: string,
): ElicitedAnswer | undefined {
  const slot = matchSlotSamples(model, elicit, phrase);
  const strict = resolveUtterance(model, phrase);
  if (strict && (!slot || literalLength(strict.sample) > literalLength(slot.match.sample))) {
    return { match: strict, answersElicitation: strict.intent === elicit.intent, entityMatch: true };
  }
  if (!slot) return undefined;
  return { match: slot.match, answersElicitation: true, entityMatch: slot.entityMatch };
}
