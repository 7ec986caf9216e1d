// The CanFulfillIntentRequest handler: the envelope read defensively into a question for
// can-fulfill.ts, answered with canFulfillIntent alone (no speech, no directives). The state loop
// lets this request through without reading or writing the store (state-loop.ts).
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import { answerCanFulfill, type OfferedSlot } from '../can-fulfill';
import { audioPlayerSupported } from '../respond';
import { deviceAudio, isType } from './util';

export const canFulfillHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'CanFulfillIntentRequest'),
  handle(input) {
    const req = input.requestEnvelope.request as {
      locale?: unknown;
      intent?: { name?: unknown; slots?: unknown };
    };
    const answer = answerCanFulfill({
      intent: typeof req.intent?.name === 'string' ? req.intent.name : '',
      ...(typeof req.locale === 'string' ? { locale: req.locale } : {}),
      slots: offeredSlots(req.intent?.slots),
      audioPlayer: audioPlayerSupported(input),
      ownAudio: ownAudioOn(input),
    });
    return input.responseBuilder.withCanFulfillIntent(answer).getResponse();
  },
};

/**
 * The context's AudioPlayer token stays after this skill's stream stopped or finished, even while
 * another skill plays: only a stream that is playing (or paused by an interruption) is ours now.
 */
function ownAudioOn(input: HandlerInput): boolean {
  const activity: unknown = input.requestEnvelope.context?.AudioPlayer?.playerActivity;
  return deviceAudio(input).token !== undefined && (activity === 'PLAYING' || activity === 'PAUSED');
}

function offeredSlots(raw: unknown): Record<string, OfferedSlot> {
  const out: Record<string, OfferedSlot> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [name, slot] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof slot !== 'object' || slot === null) continue;
    const s = slot as { value?: unknown; resolutions?: { resolutionsPerAuthority?: unknown } };
    const value = typeof s.value === 'string' && s.value.trim() ? s.value.trim() : undefined;
    out[name] = { ...(value ? { value } : {}), ...resolvedIdOf(s.resolutions?.resolutionsPerAuthority) };
  }
  return out;
}

function resolvedIdOf(authorities: unknown): { resolvedId?: string } {
  if (!Array.isArray(authorities)) return {};
  for (const a of authorities as Array<{ status?: { code?: unknown }; values?: unknown }>) {
    if (a?.status?.code !== 'ER_SUCCESS_MATCH' || !Array.isArray(a.values)) continue;
    const id: unknown = (a.values[0] as { value?: { id?: unknown } } | undefined)?.value?.id;
    if (typeof id === 'string' && id) return { resolvedId: id };
  }
  return {};
}
