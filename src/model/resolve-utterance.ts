// A small, literal stand-in for Alexa's NLU: matches a typed phrase against the sample utterances
// of a model. Used by the manifest lint (example phrases must be real samples) and by the local
// emulator. Custom slot captures must name a value or synonym, as entity resolution would report.
import { DURATION_SLOT_TYPE, SEARCH_QUERY_SLOT_TYPE } from './contract';
import { spokenDuration } from './duration-words';
import type { InteractionModel, SlotType } from './model-types';

export interface ResolvedSlot {
  /** What the user said; for AMAZON.DURATION the ISO-8601 duration Alexa sends ("PT5M"). */
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

function findValue(type: SlotType, said: string): { name: string; id?: string } | undefined {
  for (const v of type.values) {
    if (v.name.value === said || (v.name.synonyms ?? []).includes(said)) {
      return { name: v.name.value, ...(v.id !== undefined && { id: v.id }) };
    }
  }
  return undefined;
}

type SamplePart = { readonly literal: string } | { readonly slot: string };

function sampleParts(sample: string): SamplePart[] {
  return sample
    .split(/(\{[A-Za-z0-9_]+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^\{(.+)\}$/.exec(part);
      return m ? { slot: m[1] ?? '' } : { literal: part.toLowerCase() };
    });
}

/**
 * The captures of `phrase` against a sample's parts, shortest first for each slot, accepting the
 * first split whose every capture `fill` accepts: as the regular expression `^lit(.+?)lit$` would,
 * except that a split refused by a slot's type tries the next ("a quarter of an hour of tech" is
 * "{length} of {category}" with the length "a quarter of an hour").
 */
function matchParts(
  parts: readonly SamplePart[],
  phrase: string,
  fill: (slot: string, said: string) => ResolvedSlot | undefined,
): Record<string, ResolvedSlot> | undefined {
  const walk = (
    i: number,
    pos: number,
    acc: Record<string, ResolvedSlot>,
  ): Record<string, ResolvedSlot> | undefined => {
    const part = parts[i];
    if (!part) return pos === phrase.length ? acc : undefined;
    if ('literal' in part) {
      return phrase.startsWith(part.literal, pos) ? walk(i + 1, pos + part.literal.length, acc) : undefined;
    }
    const next = parts[i + 1];
    // A slot takes at least one character, and everything up to the next literal (or the end).
    const ends: number[] = [];
    if (!next) ends.push(phrase.length);
    else if ('literal' in next) {
      for (let at = phrase.indexOf(next.literal, pos + 1); at >= 0; at = phrase.indexOf(next.literal, at + 1))
        ends.push(at);
    } else {
      for (let at = pos + 1; at < phrase.length; at++) ends.push(at);
    }
    for (const end of ends) {
      if (end <= pos) continue;
      const slot = fill(part.slot, phrase.slice(pos, end).trim());
      if (!slot) continue;
      const done = walk(i + 1, end, { ...acc, [part.slot]: slot });
      if (done) return done;
    }
    return undefined;
  };
  return walk(0, 0, {});
}

/**
 * Every sample of the model that matches `text`, with its slot captures. A custom slot must name a
 * value or synonym; an AMAZON.DURATION slot must be a spoken duration and reports its ISO-8601
 * value ("five minutes" → "PT5M") as Alexa does; any other built-in type takes any words.
 */
export function matchUtterance(model: InteractionModel, text: string): ResolvedUtterance[] {
  const lm = model.interactionModel.languageModel;
  const phrase = normalisePhrase(text);
  const types = new Map((lm.types ?? []).map((t) => [t.name, t]));
  const matches: ResolvedUtterance[] = [];
  for (const intent of lm.intents) {
    const slotTypes = new Map((intent.slots ?? []).map((s) => [s.name, s.type]));
    const fill = (name: string, said: string): ResolvedSlot | undefined => {
      const typeName = slotTypes.get(name) ?? SEARCH_QUERY_SLOT_TYPE;
      if (typeName === DURATION_SLOT_TYPE) {
        const iso = spokenDuration(said);
        return iso === undefined ? undefined : { value: iso };
      }
      const custom = types.get(typeName);
      if (!custom) return { value: said };
      const resolved = findValue(custom, said);
      return resolved ? { value: said, resolved } : undefined;
    };
    for (const sample of intent.samples) {
      const slots = matchParts(sampleParts(sample), phrase, fill);
      if (slots) matches.push({ intent: intent.name, sample, slots });
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
