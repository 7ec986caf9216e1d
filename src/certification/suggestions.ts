// The phrases a prompt tells the listener to say. Certification tests every one of them: a prompt
// must only suggest what the skill understands ("You can say, use KQED" → "I couldn't find KQED"
// was a rejected pattern). Our prompts write suggestions one way: "say, <phrase>[, <phrase>…]".
import { SOURCE_SLOT_TYPE } from '../model/contract';
import type { InteractionModel } from '../model/model-types';

/** The generic form of a station prompt; a real station name is put in its place to test it. */
const STATION_PLACEHOLDER = /,?\s*followed by the station's name/gi;

/** "…say, play the news, for more." → ["play the news"]; "say, yes, or no" → ["yes", "no"]. */
export function suggestedPhrases(speech: string, stationName: string): string[] {
  const text = speech
    .replace(/<[^>]*>/g, ' ')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  const out: string[] = [];
  for (const m of text.matchAll(/\bsay,?\s+([^.?!]*)/gi)) {
    const list = (m[1] ?? '').replace(STATION_PLACEHOLDER, ` ${stationName}`);
    for (const piece of list.split(/,\s*(?:or\s+)?|\s+or\s+/)) {
      const p = piece.trim();
      // "…, for more" / "…, to start one": the purpose of the phrase, not a phrase.
      if (p && !/^(for|to|and|while)\b/i.test(p)) out.push(p);
    }
  }
  return out;
}

/** A station name the locale's model knows (the first SOURCE_NAME value), to fill generic forms. */
export function sampleStationName(model: InteractionModel): string {
  const type = model.interactionModel.languageModel.types?.find((t) => t.name === SOURCE_SLOT_TYPE);
  const name = type?.values[0]?.name.value;
  if (!name) throw new Error(`the model has no ${SOURCE_SLOT_TYPE} value`);
  return name;
}
