// The skill's questions as a listener meets them, in every locale: each one started the way people
// start it, answered with the bare answer, which must reach the asked intent with its slot filled
// (the reply's Dialog.ElicitSlot and the model's slot samples); and each "to try again, ask Burst
// Voice …" a lost answer ends with must be a request the model resolves to the same intent.
import type { BurstApi } from '../api/api';
import { EmulatorSession } from '../emulator/session';
import { PhraseResolver } from '../emulator/phrases';
import { ELICITED_SLOTS, SUPPORTED_LOCALES, type ElicitedIntent } from '../model/contract';
import { loadInteractionModel } from '../model/load-model';
import { RESTART_KEYS } from '../skill/dialog/questions';
import { translatorFor } from '../skill/i18n';
import type { SpeechKey } from '../skill/speech/en';
import type { RuleResult } from './rules';
import { sampleStationName } from './suggestions';

/** How a listener comes to each question, and a bare answer ('' stands for a station name). */
export const QUESTION_STARTS: ReadonlyArray<{ intent: ElicitedIntent; ask: string; answer: string }> = [
  { intent: 'WeatherIntent', ask: "ask burst voice what's the weather", answer: '' },
  { intent: 'TrafficIntent', ask: "ask burst voice how's the traffic", answer: '' },
  { intent: 'SetStationIntent', ask: 'ask burst voice to set my station', answer: '' },
  { intent: 'SourceIntent', ask: 'ask burst voice to pick a station', answer: '' },
  // Words that name no category are a search (issue 50): "gardening news" that finds nothing asks
  // for another topic, answered bare.
  { intent: 'SearchIntent', ask: 'ask burst voice to play gardening news', answer: 'electric cars' },
  { intent: 'SearchIntent', ask: 'ask burst voice to search', answer: 'electric cars' },
  { intent: 'LatestIntent', ask: 'ask burst voice to catch up on a topic', answer: 'electric cars' },
  { intent: 'FollowIntent', ask: 'ask burst voice to follow a topic', answer: 'electric cars' },
  { intent: 'UnfollowIntent', ask: 'ask burst voice to unfollow a topic', answer: 'electric cars' },
  // Notifications (issue 51): the topic is asked for like a follow's, whether or not this
  // deployment can send any yet.
  { intent: 'NotifyIntent', ask: "ask burst voice to tell me when there's news", answer: 'electric cars' },
];

/** The generic part of a restart sentence, put in place by a real name to test it. */
const STATION_WANTED = /\bthe station you want\b/i;

export async function questionsRule(api: BurstApi): Promise<RuleResult> {
  const problems: string[] = [];
  let answered = 0;
  for (const locale of SUPPORTED_LOCALES) {
    const station = sampleStationName(loadInteractionModel(locale));
    const t = translatorFor(locale);
    for (const q of QUESTION_STARTS) {
      const where = `${locale} ${q.intent}`;
      const echo = new EmulatorSession({ api, locale, strictGuard: true });
      const asked = await echo.say(q.ask);
      const directives = asked.exchanges[0]?.reply.response.directives ?? [];
      const elicits = directives.some(
        (d) => d.type === 'Dialog.ElicitSlot' && d.updatedIntent?.name === q.intent,
      );
      if (asked.error || !asked.sessionOpen || !elicits) {
        problems.push(
          `${where}: "${q.ask}" did not ask for ${ELICITED_SLOTS[q.intent]} (${asked.error ?? asked.speech ?? 'no reply'})`,
        );
        continue;
      }
      const answer = q.answer || station;
      const got = await echo.say(answer);
      const r = got.resolution;
      const filled = r?.kind === 'intent' && r.intent === q.intent && ELICITED_SLOTS[q.intent] in r.slots;
      if (!filled) problems.push(`${where}: the bare answer "${answer}" did not fill the slot`);
      else if (got.error) problems.push(`${where}: "${answer}" failed: ${got.error}`);
      else if (got.speech?.startsWith(t('question_missed')))
        problems.push(`${where}: "${answer}" was not taken`);
      else answered++;
    }
    const resolver = new PhraseResolver(locale);
    const restarts: Array<[string, SpeechKey]> = [
      ...Object.entries(RESTART_KEYS),
      ['DeleteDataIntent', 'restart_erase'],
    ];
    for (const [intent, key] of restarts) {
      const said = /\bask Burst Voice ([^,.]+)/.exec(t(key))?.[1]?.replace(STATION_WANTED, station);
      const r = said ? resolver.resolve(`ask burst voice ${said}`) : undefined;
      if (r?.kind !== 'intent' || r.intent !== intent)
        problems.push(`${locale} ${key}: "ask Burst Voice ${said ?? '…'}" does not start ${intent} again`);
    }
  }
  return {
    rule: 'bare-answers',
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? `${answered} questions in ${SUPPORTED_LOCALES.length} locales answered with the bare answer; every way to start again resolves`
        : problems.join('; '),
  };
}
