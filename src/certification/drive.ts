// The rules that need the skill running: it is driven in process through the local Echo
// (src/emulator) against the built-in simulator, with the strict response guard, in every locale.
import type { BurstApi } from '../api/api';
import { BurstApiClient } from '../api/http-client';
import { EmulatorSession, type EmulatorTurn } from '../emulator/session';
import { PhraseResolver } from '../emulator/phrases';
import { INVOCATION_NAME, SUPPORTED_LOCALES } from '../model/contract';
import { loadInteractionModel, type parseSkillManifest } from '../model/load-model';
import { startSimulator } from '../sim/server';
import { invitesReply } from '../skill/guard';
import { translatorFor, type SpeechParam } from '../skill/i18n';
import { en, type SpeechKey } from '../skill/speech/en';
import type { RuleResult } from './rules';
import { sampleStationName, suggestedPhrases } from './suggestions';

type Manifest = ReturnType<typeof parseSkillManifest>['manifest'];

const result = (rule: string, problems: string[], passed: string): RuleResult => ({
  rule,
  ok: problems.length === 0,
  detail: problems.length === 0 ? passed : problems.join('; '),
});

/** Runs `fn` with an API client on a fresh simulator, stopped afterwards. */
export async function withSimulator<T>(fn: (api: BurstApi) => Promise<T>): Promise<T> {
  const sim = await startSimulator({ port: 0 });
  try {
    return await fn(new BurstApiClient({ baseUrl: sim.url, apiKey: sim.apiKey }));
  } finally {
    await sim.stop();
  }
}

const newEcho = (api: BurstApi, locale: string) => new EmulatorSession({ api, locale, strictGuard: true });

/** Every example phrase is launch or a sample of the model, and it starts audio. */
export async function examplePhrasesRule(api: BurstApi, m: Manifest): Promise<RuleResult> {
  const problems: string[] = [];
  let count = 0;
  for (const [locale, info] of Object.entries(m.publishingInformation.locales)) {
    const phrases = info.examplePhrases;
    if (phrases.length === 0 || phrases.length > 3)
      problems.push(`${locale}: ${phrases.length} phrases (1 to 3)`);
    if (phrases[0] !== `Alexa, open ${INVOCATION_NAME}`)
      problems.push(`${locale}: the first phrase must be "Alexa, open ${INVOCATION_NAME}"`);
    for (const phrase of phrases) {
      count++;
      const turn = await newEcho(api, locale).say(phrase);
      const r = turn.resolution;
      const inModel = r?.kind === 'launch' || (r?.kind === 'intent' && r.source === 'model');
      if (!inModel) problems.push(`${locale}: "${phrase}" is not a sample of the model`);
      else if (turn.error) problems.push(`${locale}: "${phrase}" failed: ${turn.error}`);
      else if (turn.player.activity !== 'PLAYING')
        problems.push(`${locale}: "${phrase}" did not play (said: ${turn.speech ?? 'nothing'})`);
    }
  }
  return result('example-phrases', problems, `${count} phrases, each in the model and playing`);
}

/** Sample values for a template's {{…}}: station-like names get a station the model knows. */
function sampleParams(template: string, station: string): Record<string, SpeechParam> {
  const params: Record<string, SpeechParam> = {};
  for (const [, name] of template.matchAll(/\{\{(\w+)\}\}/g)) {
    if (!name) continue;
    params[name] = /station|source|name|suggestion/.test(name)
      ? station
      : name === 'count'
        ? 2
        : name === 'query' || name === 'topic'
          ? 'electric cars'
          : 'the show';
  }
  return params;
}

/** Every phrase a speech string tells the listener to say resolves to an intent of the model. */
export function suggestedPhrasesRule(): RuleResult {
  const problems: string[] = [];
  let count = 0;
  for (const locale of SUPPORTED_LOCALES) {
    const station = sampleStationName(loadInteractionModel(locale));
    const t = translatorFor(locale);
    const resolver = new PhraseResolver(locale);
    for (const key of Object.keys(en) as SpeechKey[]) {
      const text = t(key, sampleParams(t(key), station));
      for (const phrase of suggestedPhrases(text, station)) {
        count++;
        const r = resolver.resolve(phrase);
        const ok =
          r.kind === 'launch' || (r.kind === 'intent' && (r.source === 'model' || r.source === 'built-in'));
        if (!ok) problems.push(`${locale} ${key}: "${phrase}" resolves to no intent`);
      }
    }
  }
  return result(
    'suggested-phrases',
    problems,
    `${count} suggested phrases, each resolves in its locale's model`,
  );
}

/** Conversations that reach every kind of reply: questions, offers, refusals, audio. */
function corpus(station: string): string[][] {
  return [
    ["ask burst voice what's playing", 'no', 'stop'],
    ['ask burst voice to resume', 'cancel'],
    [
      'ask burst voice for help',
      'play the news',
      "what's playing",
      'tell me about this show',
      'play more from this show',
    ],
    ['ask burst voice to play the news', 'tell me about this station', 'stop'],
    ["ask burst voice what's the weather", `use ${station}`],
    // Questions answered bare, lost twice (asked again, then closed), and help in the middle.
    ["ask burst voice what's the weather", station],
    ['ask burst voice to follow a topic', 'electric cars'],
    ['ask burst voice to search', 'yes', 'no'],
    ['ask burst voice to play bursts from bbc radio four', 'blah blah blah', 'blah blah blah'],
    ['ask burst voice to pick a station', 'help', station],
    ['ask burst voice to play bursts from bbc radio four', 'no', 'stop'],
    ['ask burst voice to play bursts from bbc radio four', 'yes', 'next', 'previous'],
    ['ask burst voice blah blah blah', 'stop'],
    ["ask burst voice what's trending"],
    // Privacy: the summary invites "delete my data"; the question is answered no, stop, then yes.
    ['ask burst voice to play the news', 'ask burst voice what do you know about me', 'delete my data', 'no'],
    ['ask burst voice to play the news', 'ask burst voice to delete my data', 'stop'],
    ['ask burst voice to play the news', 'ask burst voice to delete my data', 'yes'],
  ];
}

/** The session rule, checked independently of the guard on every reply of the corpus. */
function sessionProblem(turn: EmulatorTurn): string | undefined {
  if (turn.error) return turn.error;
  if (!turn.speech) return undefined;
  const reply = turn.exchanges[0]?.reply.response;
  const audio = (reply?.directives ?? []).some((d) => d.type === 'AudioPlayer.Play');
  const invites = invitesReply(turn.speech);
  if (invites && audio) return `starts audio but invites an answer: "${turn.speech}"`;
  if (invites && (!turn.sessionOpen || !turn.reprompt))
    return `invites an answer but closes: "${turn.speech}"`;
  if (!invites && turn.sessionOpen) return `stays open without asking: "${turn.speech}"`;
  return undefined;
}

export async function sessionRuleRule(api: BurstApi): Promise<RuleResult> {
  const problems: string[] = [];
  let replies = 0;
  for (const locale of SUPPORTED_LOCALES) {
    const station = sampleStationName(loadInteractionModel(locale));
    for (const conversation of corpus(station)) {
      const echo = newEcho(api, `${locale}`);
      for (const phrase of conversation) {
        const turn = await echo.say(phrase);
        if (turn.alexa) continue; // Alexa answered it herself: nothing reached the skill.
        replies++;
        const p = sessionProblem(turn);
        if (p) problems.push(`${locale} "${phrase}": ${p}`);
      }
    }
  }
  return result(
    'session-rule',
    problems,
    `${replies} replies in ${SUPPORTED_LOCALES.length} locales keep the rule`,
  );
}
