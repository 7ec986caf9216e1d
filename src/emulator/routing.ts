// Where a resolved phrase goes, as Alexa decides it (docs/alexa-rules.md, "Routing"): inside an
// open session everything reaches the skill; out of session only launch and one-shot forms do,
// plus the playback built-ins Alexa forwards to the skill that is playing or last played audio.
// Anything else is answered by Alexa itself, so the local Echo never sends it to the skill.
import { INVOCATION_NAME } from '../model/contract';
import type { Resolution } from './phrases';

type IntentResolution = Extract<Resolution, { kind: 'intent' }>;
export type NameFreeIntent = IntentResolution;

/**
 * Built-ins Alexa sends to the active audio skill without its invocation name (AudioPlayer
 * interface reference and standard built-in intents: Cancel, Loop, Next, Pause, Previous, Repeat,
 * Resume, Shuffle, StartOver). Help is not among them.
 */
export const FORWARDED_BUILT_INS: ReadonlySet<string> = new Set([
  'AMAZON.PauseIntent',
  'AMAZON.ResumeIntent',
  'AMAZON.CancelIntent',
  'AMAZON.NextIntent',
  'AMAZON.PreviousIntent',
  'AMAZON.StartOverIntent',
  'AMAZON.RepeatIntent',
  'AMAZON.LoopOnIntent',
  'AMAZON.LoopOffIntent',
  'AMAZON.ShuffleOnIntent',
  'AMAZON.ShuffleOffIntent',
  'AMAZON.StopIntent',
]);

export interface DeviceRouting {
  /** A session with the skill is open (the skill asked something and the Echo listens). */
  sessionOpen: boolean;
  /** The skill is playing audio on this device, or was the last skill to play audio here. */
  audioSkill: boolean;
}

export type Route =
  | { to: 'skill'; resolution: Resolution }
  /** Alexa answers itself; the skill receives nothing. */
  | { to: 'alexa'; note: string; oneShot?: string };

/**
 * The route of `r`. `resolve` is the same resolver, used to offer a one-shot form that really
 * reaches the same intent.
 */
export function routeResolution(
  r: Resolution,
  device: DeviceRouting,
  resolve: (text: string) => Resolution,
): Route {
  if (r.kind !== 'intent' || r.oneShot || device.sessionOpen) return { to: 'skill', resolution: r };
  if (device.audioSkill && r.source === 'built-in' && FORWARDED_BUILT_INS.has(r.intent)) {
    // "stop" out of session arrives as PauseIntent (AudioPlayer interface reference).
    const intent = r.intent === 'AMAZON.StopIntent' ? 'AMAZON.PauseIntent' : r.intent;
    return { to: 'skill', resolution: { ...r, intent } };
  }
  const oneShot = oneShotFor(r, resolve);
  const why = device.audioSkill
    ? 'with no session open, only playback commands (pause, resume, next, previous, start over, repeat, loop, shuffle, cancel, stop) reach the skill that is playing'
    : 'with no session open, only "open Burst Voice" and "ask Burst Voice …" reach the skill';
  const said = r.text.trim();
  const note =
    `A real Echo would not send “${said}” to Burst Voice: ${why}, so Alexa answers it herself.` +
    (oneShot ? ` Say “${oneShot}”.` : '');
  return { to: 'alexa', note, ...(oneShot ? { oneShot } : {}) };
}

/** The first one-shot phrasing of the same request that resolves to the same intent. */
function oneShotFor(r: IntentResolution, resolve: (text: string) => Resolution): string | undefined {
  if (r.source === 'fallback') return undefined;
  const bare = r.text
    .trim()
    .replace(/^(alexa|hey alexa)[,\s]+/i, '')
    .replace(/[.!?]+$/, '');
  const inv = INVOCATION_NAME;
  const question = /^(what|what's|whats|how|how's|who|who's|when|where|which|is|are|tell)\b/i.test(bare);
  // "ask … what's playing", "ask … for help", "ask … to play sports".
  const forms = question
    ? [`ask ${inv} ${bare}`, `ask ${inv} to ${bare}`]
    : !bare.includes(' ')
      ? [`ask ${inv} for ${bare}`, `ask ${inv} to ${bare}`]
      : [`ask ${inv} to ${bare}`, `ask ${inv} for ${bare}`, `ask ${inv} ${bare}`];
  return forms.find((f) => {
    const got = resolve(f);
    return got.kind === 'intent' && got.oneShot && got.intent === r.intent;
  });
}

/**
 * Name-free mode: what Alexa may offer the skill with a CanFulfillIntentRequest when the phrase
 * names no skill ("Implement CanFulfillIntentRequest for Name-free Interactions"). Only the
 * skill's own intents: a built-in or the fallback says nothing about which skill is meant.
 */
export function nameFreeCandidate(r: Resolution): NameFreeIntent | undefined {
  if (r.kind !== 'intent' || r.intent.startsWith('AMAZON.')) return undefined;
  return r.source === 'model' || r.source === 'model-no-match' ? r : undefined;
}
