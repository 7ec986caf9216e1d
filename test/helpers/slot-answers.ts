// What Alexa listens for after Dialog.ElicitSlot: the answer matched against the elicited slot's
// samples in a locale's model, and the slot values an IntentRequest then carries.
import type { SlotValues } from '../../src/emulator/envelopes';
import { loadInteractionModel, type SupportedLocale } from '../../src/model/load-model';
import type { ResolvedUtterance } from '../../src/model/resolve-utterance';
import { matchSlotSamples } from '../../src/emulator/elicit';

export function matchSlotAnswer(
  locale: SupportedLocale,
  intent: string,
  slot: string,
  answer: string,
): ResolvedUtterance[] {
  // The local Echo's own reading of an answer (one implementation for tests and device).
  const found = matchSlotSamples(loadInteractionModel(locale), { intent, slot }, answer);
  return found ? [found.match] : [];
}

/** The slots of a match as the request carries them (an entity-resolution match keeps its id). */
export function slotValuesOf(m: ResolvedUtterance): SlotValues {
  return Object.fromEntries(
    Object.entries(m.slots).map(([k, v]) => [
      k,
      v.resolved?.id ? { value: v.value, id: v.resolved.id, name: v.resolved.name } : v.value,
    ]),
  );
}

/** The Dialog.ElicitSlot a question carries: the answer fills `slot` of `intent`. */
export function elicitDirective(intent: string, slot: string) {
  return {
    type: 'Dialog.ElicitSlot',
    slotToElicit: slot,
    updatedIntent: {
      name: intent,
      confirmationStatus: 'NONE',
      slots: { [slot]: { name: slot, confirmationStatus: 'NONE' } },
    },
  };
}
