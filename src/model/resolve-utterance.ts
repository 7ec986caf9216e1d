// A small, literal stand-in for Alexa's NLU: matches a typed phrase against the sample utterances
// of a model. Used by the manifest lint (example phrases must be real samples) and by the local
// emulator. Custom slot captures must name a value or synonym, as entity resolution would report.
import { SEARCH_QUERY_SLOT_TYPE } from './contract';
import type { InteractionModel, SlotType } from './model-types';

export interface ResolvedSlot {
  /** What the user said. */
  readonly value: string;
  /** Canonical value and id when the slot type is custom and the words matched (ER_SUCCESS_MATCH). */
  readonly resolved?: { readonly name: string; readonly id?: string };
}

export interface ResolvedUtterance {
  readonly intent: string;
  readonly sample: string;
  readonly slots: Readonly<Record<string, ResolvedSlot>>;
}

/** Lower-case, punctuation (except apostrophes and abbreviation periods) dropped, spaces collapsed. */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' .]/g, ' ')
    .split(/\s+/)
    .map((w) => (/^([a-z]\.)+$/.test(w) ? w : w.replace(/\./g, '')))
    .filter(Boolean)
    .join(' ');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function findValue(type: SlotType, said: string): { name: string; id?: string } | undefined {
  for (const v of type.values) {
    if (v.name.value === said || (v.name.synonyms ?? []).includes(said)) {
      return { name: v.name.value, ...(v.id !== undefined && { id: v.id }) };
    }
  }
  return undefined;
}

/** Every sample of the model that matches `text`, with its slot captures. */
export function matchUtterance(model: InteractionModel, text: string): ResolvedUtterance[] {
  const lm = model.interactionModel.languageModel;
  const phrase = normalisePhrase(text);
  const types = new Map((lm.types ?? []).map((t) => [t.name, t]));
  const matches: ResolvedUtterance[] = [];
  for (const intent of lm.intents) {
    const slotTypes = new Map((intent.slots ?? []).map((s) => [s.name, s.type]));
    for (const sample of intent.samples) {
      const names: string[] = [];
      const pattern = sample
        .split(/(\{[A-Za-z0-9_]+\})/)
        .map((part) => {
          const m = /^\{(.+)\}$/.exec(part);
          if (!m) return escapeRegExp(part.toLowerCase());
          names.push(m[1] ?? '');
          return '(.+?)';
        })
        .join('');
      const hit = new RegExp(`^${pattern}$`).exec(phrase);
      if (!hit) continue;
      const slots: Record<string, ResolvedSlot> = {};
      let ok = true;
      names.forEach((name, i) => {
        const said = (hit[i + 1] ?? '').trim();
        const custom = types.get(slotTypes.get(name) ?? SEARCH_QUERY_SLOT_TYPE);
        const resolved = custom ? findValue(custom, said) : undefined;
        if (custom && !resolved) ok = false;
        slots[name] = { value: said, ...(resolved && { resolved }) };
      });
      if (ok) matches.push({ intent: intent.name, sample, slots });
    }
  }
  return matches;
}

/** Characters of a sample outside its slots: "use {station}" → 4. */
export function literalLength(sample: string): number {
  return sample.replace(/\{[^}]*\}/g, '').length;
}

/**
 * Best literal match of `text` among the model's samples, or undefined. Among several matches the
 * sample with the most literal characters wins (Alexa favours exact carrier phrases over slots).
 */
export function resolveUtterance(model: InteractionModel, text: string): ResolvedUtterance | undefined {
  let best: ResolvedUtterance | undefined;
  for (const m of matchUtterance(model, text)) {
    if (!best || literalLength(m.sample) > literalLength(best.sample)) best = m;
  }
  return best;
}
