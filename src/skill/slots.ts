// Slot reading: the raw value always, plus entity resolution when Alexa matched one
// (resolutionsPerAuthority[].status.code ER_SUCCESS_MATCH — docs/alexa-rules.md, Slot values and entity
// resolution).
import type { HandlerInput } from 'ask-sdk-core';
import type { IntentRequest } from 'ask-sdk-model';

export interface SlotReading {
  raw?: string;
  resolvedId?: string;
  resolvedName?: string;
}

export function readSlot(input: HandlerInput, name: string): SlotReading {
  const req = input.requestEnvelope.request as IntentRequest;
  const slot = req.intent?.slots?.[name];
  if (!slot) return {};
  const raw =
    typeof slot.value === 'string' && slot.value.trim() ? slot.value.trim().slice(0, 200) : undefined;
  const out: SlotReading = raw ? { raw } : {};
  for (const auth of slot.resolutions?.resolutionsPerAuthority ?? []) {
    if (auth?.status?.code !== 'ER_SUCCESS_MATCH') continue;
    const v = auth.values?.[0]?.value;
    if (v?.id) out.resolvedId = v.id;
    if (v?.name) out.resolvedName = v.name;
    break;
  }
  return out;
}
