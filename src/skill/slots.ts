// Slot reading: the raw value always, plus entity resolution when Alexa matched one
// (resolutionsPerAuthority[].status.code ER_SUCCESS_MATCH — docs/alexa-rules.md, Slot values and entity
// resolution).
import type { HandlerInput } from 'ask-sdk-core';
import type { IntentRequest, slu } from 'ask-sdk-model';

type Authority = slu.entityresolution.Resolution | undefined;

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
  // Read defensively: a CanFulfillIntentRequest's slots reach here as sent (can-fulfill.ts).
  const authorities: unknown = slot.resolutions?.resolutionsPerAuthority;
  for (const auth of Array.isArray(authorities) ? (authorities as Authority[]) : []) {
    if (auth?.status?.code !== 'ER_SUCCESS_MATCH') continue;
    const v = auth.values?.[0]?.value;
    if (v?.id) out.resolvedId = v.id;
    if (v?.name) out.resolvedName = v.name;
    break;
  }
  return out;
}
