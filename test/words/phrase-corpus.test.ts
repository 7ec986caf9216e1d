// Every phrase of the corpus (phrase-corpus.ts) said to the local Echo over the real skill, with the
// API simulator on loopback and a manual clock: what it resolved to, whether a stream started, the
// API call that fills it, and what the listener heard. Each phrase starts in a new household (a
// new EmulatorSession with its own store); what it needs first (`before`) is said there first.
import { usePhraseSim, type PhraseSim } from '../helpers/phrase-sim';
import type { EmulatorSession, EmulatorTurn } from '../../src/emulator/session';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../src/model/contract';
import type { SimRequestLogEntry } from '../../src/sim/control';
import { LOCALE_ZONES } from '../../src/words/time';
import { localClock } from '../helpers/local-clock';
import { PHRASE_CORPUS, keyOf, type ApiExpect, type Phrase, type Since } from './phrase-corpus';

/**
 * A fixed instant, so each phrase's expected start of a day is known: Tuesday 24 November 2026,
 * 15:00 UTC (10:00 in New York and Toronto, 15:00 in London, 20:30 in Kolkata, 02:00 on the 25th
 * in Sydney). Days across a clock change are test/words/understand.test.ts's.
 */
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);

/** Paths that fetch something to play (or that would have, had it been there). */
const CONTENT = /^\/v2\/(topstories(\/(search|category|burst|trending))?|search|intent\/\w+)$/;

/** Names a reply may give what plays: the playlists, as each locale says them. */
const PLAYLIST_NAMES = new Set([
  'your top stories',
  'business news',
  'U.S. news',
  'US news',
  'tech news',
  'world news',
  'entertainment news',
  'sports',
  'sport',
  'offbeat stories',
  "editors' picks",
]);

interface Outcome {
  phrase: Phrase;
  problems: string[];
  speech?: string;
  calls: string[];
}

const outcomes: Outcome[] = [];

describe('the corpus', () => {
  test('every locale has at least 35 phrases, 220 in all, and no phrase twice', () => {
    expect(PHRASE_CORPUS.length).toBeGreaterThanOrEqual(220);
    for (const locale of SUPPORTED_LOCALES)
      expect(PHRASE_CORPUS.filter((p) => p.locale === locale).length).toBeGreaterThanOrEqual(35);
    const keys = PHRASE_CORPUS.map(keyOf);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
  const at = usePhraseSim(NOW);

  const entries = PHRASE_CORPUS.filter((p) => p.locale === locale);
  entries.forEach((phrase, i) => {
    const name = `${i + 1}. ${phrase.group ? '[issue 50] ' : ''}${keyOf(phrase)}`;
    test(name, async () => {
      // Every phrase leaves an outcome, even one that threw, so the share counts them all.
      const outcome = await run(phrase, at).catch((err: unknown): Outcome => ({
        phrase,
        problems: [`threw: ${String(err)}`],
        calls: [],
      }));
      outcomes.push(outcome);
      expect(outcome.problems).toEqual([]);
    });
  });
});

describe('the share handled', () => {
  test('every phrase is handled: 100 %', () => {
    const line = (list: Outcome[]) => `${list.filter((o) => o.problems.length === 0).length}/${list.length}`;
    const handled = outcomes.filter((o) => o.problems.length === 0);
    const pct = outcomes.length ? Math.floor((handled.length / outcomes.length) * 1000) / 10 : 0;
    const perLocale = SUPPORTED_LOCALES.map(
      (l) => `${l} ${line(outcomes.filter((o) => o.phrase.locale === l))}`,
    ).join(', ');
    const kinds = [...new Set(outcomes.map((o) => o.phrase.kind))];
    const perKind = kinds.map((k) => `${k} ${line(outcomes.filter((o) => o.phrase.kind === k))}`).join(', ');
    const issue = outcomes.filter((o) => o.phrase.group === 'issue-50');
    const wrong = outcomes.filter((o) => o.problems.length > 0);
    console.log(
      [
        `phrase corpus: ${handled.length} of ${outcomes.length} handled (${pct} %) — ${perLocale}`,
        `by kind: ${perKind}`,
        `issue 50 table: ${line(issue)}`,
        ...wrong.map(
          (o) =>
            `  ✗ ${keyOf(o.phrase)}\n      heard: ${o.speech ?? '(nothing)'}\n      calls: ${o.calls.join(' ; ') || '(none)'}\n      ${o.problems.join('\n      ')}`,
        ),
      ].join('\n'),
    );
    expect(outcomes.length).toBe(PHRASE_CORPUS.length);
    expect(wrong.map((o) => keyOf(o.phrase))).toEqual([]);
    expect(pct).toBe(100);
  });
});

// ---- one phrase ----

async function run(phrase: Phrase, at: PhraseSim): Promise<Outcome> {
  const { sim, clock } = at;
  const echo = at.echo(phrase.locale);
  const problems: string[] = [];
  for (const first of phrase.before ?? []) {
    const turn = await echo.say(first);
    if (turn.alexa || turn.error) problems.push(`before "${first}": ${turn.alexa?.note ?? turn.error}`);
  }
  sim.control.clearLog();
  const turn = await echo.say(phrase.say);
  const log = sim.control.requestLog;
  problems.push(...check(phrase, turn, echo, log, clock.now()));
  return {
    phrase,
    problems,
    ...(turn.speech !== undefined ? { speech: turn.speech } : {}),
    calls: log.map(describeCall),
  };
}

function check(
  phrase: Phrase,
  turn: EmulatorTurn,
  echo: EmulatorSession,
  log: readonly SimRequestLogEntry[],
  now: number,
): string[] {
  const e = phrase.expect;
  const problems: string[] = [];
  if (turn.alexa) return [`never reached the skill: ${turn.alexa.note}`];
  if (turn.error) problems.push(`the reply failed: ${turn.error}`);
  const r = turn.resolution;
  const intent = r?.kind === 'intent' ? r.intent : r?.kind;
  if (e.intent && intent !== e.intent) problems.push(`resolved to ${intent}, not ${e.intent}`);

  const started = turn.exchanges.some((x) =>
    (x.reply.response?.directives ?? []).some((d) => d.type === 'AudioPlayer.Play'),
  );
  if (started !== e.plays) problems.push(e.plays ? 'no stream started' : 'a stream started');
  if (e.plays && echo.device.activity !== 'PLAYING') problems.push(`the device is ${echo.device.activity}`);

  if (e.call && !log.some((c) => callMatches(c, e.call as ApiExpect, phrase.locale, now)))
    problems.push(`no call ${describeExpected(e.call)}`);
  if (e.noContentCall && log.some((c) => CONTENT.test(c.path)))
    problems.push('a content call was made where none should be');
  if (e.open !== undefined && turn.sessionOpen !== e.open)
    problems.push(e.open ? 'the session closed' : 'the session stayed open');

  if (e.box !== undefined && turn.player.timeBoxSec !== e.box)
    problems.push(`fitted to ${turn.player.timeBoxSec ?? 'no'} seconds, not ${e.box}`);

  const speech = turn.speech ?? '';
  if (e.answer && !e.answer.test(speech)) problems.push(`the answer does not match ${String(e.answer)}`);
  if (!speech && !started) problems.push('nothing was said and nothing plays');
  for (const said of [speech, turn.reprompt ?? '']) {
    if (/playlist/i.test(said)) problems.push(`"playlist" was said: ${said}`);
    if (/\ba a\b/i.test(said)) problems.push(`"a a" was said: ${said}`);
  }
  problems.push(...echoes(speech, e.answer));
  return problems;
}

/**
 * The listener's words given back as the name of something that does not exist: a playlist named
 * after them, or a station or podcast "called" them, where the entry did not expect that answer.
 */
function echoes(speech: string, answer: RegExp | undefined): string[] {
  const out: string[] = [];
  // What follows "Playing " or "Here's 5 minutes of " must be a playlist's name and its full stop.
  const named = (at: number, more: readonly string[] = []) =>
    [...PLAYLIST_NAMES, ...more].some((n) => speech.startsWith(`${n}.`, at));
  const rest = (at: number) => speech.slice(at).split(/\.(\s|$)/)[0];
  for (const m of speech.matchAll(/\bPlaying /g)) {
    const at = (m.index ?? 0) + m[0].length;
    if (!named(at)) out.push(`a playlist called "${rest(at)}" was played`);
  }
  for (const m of speech.matchAll(/\bHere's (?:\d+|an?) (?:minutes?|hours?|seconds?) of /g)) {
    const at = (m.index ?? 0) + m[0].length;
    // "Here's 5 minutes of local bursts from Maple Radio.", "… of podcasts.": named by the API.
    if (!named(at, ['news', 'podcasts', 'radio']) && !speech.startsWith('local bursts from ', at))
      out.push(`a time of "${rest(at)}" was played`);
  }
  const namedIt = /\bcalled\b|\bDid you mean\b/;
  if (namedIt.test(speech) && !(answer && namedIt.test(answer.source)))
    out.push('the words were taken for the name of a station or podcast');
  return out;
}

function callMatches(c: SimRequestLogEntry, want: ApiExpect, locale: SupportedLocale, now: number): boolean {
  if (c.path !== want.path) return false;
  for (const [field, value] of Object.entries(want.query ?? {})) {
    const got = c.query[field];
    if (value === null ? got !== undefined : got === undefined) return false;
    if (typeof value === 'string' && got !== value) return false;
    if (value instanceof RegExp && !value.test(got ?? '')) return false;
  }
  if (want.since) return c.query.fromDate !== undefined && isSince(c.query.fromDate, want.since, locale, now);
  return c.query.fromDate === undefined;
}

/** `fromDate` is the start of the listener's day (or its evening before), or a week back. */
function isSince(fromDate: string, since: Since, locale: SupportedLocale, now: number): boolean {
  const at = Date.parse(fromDate);
  if (Number.isNaN(at)) return false;
  if (since === 'this week') return at === now - 7 * 86_400_000;
  const zone = LOCALE_ZONES[locale] ?? 'UTC';
  const today = localClock(now, zone);
  // The weekend began on the last Saturday (three days before the fixed Tuesday).
  const back =
    since === 'weekend' ? (new Date(Date.UTC(today.y, today.m - 1, today.d)).getUTCDay() + 1) % 7 : 1;
  const yesterday = new Date(Date.UTC(today.y, today.m - 1, today.d - back));
  const day =
    since === 'today'
      ? today
      : { y: yesterday.getUTCFullYear(), m: yesterday.getUTCMonth() + 1, d: yesterday.getUTCDate() };
  const got = localClock(at, zone);
  const hour = since === 'last night' ? 18 : 0;
  return got.y === day.y && got.m === day.m && got.d === day.d && got.h === hour && got.min === 0;
}

const QUIET = new Set(['device', 'userId', 'userid', 'externalUserId']);
function describeCall(c: SimRequestLogEntry): string {
  const q = Object.entries(c.query)
    .filter(([k]) => !QUIET.has(k))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return q ? `${c.path}?${q}` : c.path;
}

function describeExpected(want: ApiExpect): string {
  const q = Object.entries(want.query ?? {})
    .map(([k, v]) => `${k}=${v === null ? '(none)' : String(v)}`)
    .join('&');
  return `${want.path}${q ? `?${q}` : ''}${want.since ? ` since ${want.since}` : ' (no fromDate)'}`;
}
