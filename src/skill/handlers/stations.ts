// Stations by name: finding one the listener named (a sure match, or a guess to confirm), the
// weather and traffic reports of the local station, setting it, and the yes or no to "Did you
// mean …?". Shared by the content intents and the free words (free-words.ts), below both.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Station } from '../../api/types';
import { playContent } from '../content';
import { confirmed, ctxOf, updateListener, type RequestContext } from '../context';
import type { LocalStation } from '../../state/records';
import { callOptions, kindOf } from '../api-calls';
import { askQuestion, isGuess, takeQuestion, type StationIntent } from '../dialog/question';
import { askForSlot, giveUpText, isLocalQuestion, isStationQuestion } from '../dialog/questions';
import type { Length } from '../length';
import { ask, tell } from '../respond';
import { readSlot } from '../slots';
import { errorSpeechKey } from '../speech-errors';
import { asPhrase } from '../ssml';
import { spokenLength } from '../time-box';
import { isIntent } from './util';

/** What a station answer needs: its id and name (a search result, or a confirmed guess). */
export type NamedStation = Pick<Station, 'stationId' | 'name'>;

export function playSource(
  input: HandlerInput,
  ctx: RequestContext,
  st: NamedStation,
  early?: { registered: Promise<void> },
) {
  return playContent(
    input,
    ctx,
    { kind: 'source', sourceId: st.stationId, sourceName: st.name },
    {
      intro: ctx.t('intro_source', { source: st.name }),
      noResults: ctx.t('no_results_source', { source: st.name }),
      askAgain: 'SourceIntent',
      ...(early ? { early } : {}),
    },
  );
}

type ReportIntent = 'WeatherIntent' | 'TrafficIntent';
const REPORT_KIND = { WeatherIntent: 'weather', TrafficIntent: 'traffic' } as const;

function stationIntentHandler(intentName: ReportIntent): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, intentName),
    async handle(input) {
      const ctx = ctxOf(input);
      const name = readSlot(input, 'station').raw;
      let station: LocalStation | undefined = ctx.state.listener.profile.localStation;
      if (name) {
        const found = await findStation(ctx, name);
        if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
        if (found.guess) return askDidYouMean(input, ctx, name, found.guess, intentName);
        if (!found.station) {
          return askForSlot(input, ctx, intentName, { lead: ctx.t('source_not_found', { source: name }) });
        }
        station = remember(ctx, found.station);
      }
      // The bare answer fills this intent's slot; "use …" (SetStationIntent) answers it too.
      if (!station) return askForSlot(input, ctx, intentName);
      return playStationIntent(input, ctx, intentName, station);
    },
  };
}

function playStationIntent(
  input: HandlerInput,
  ctx: RequestContext,
  intent: ReportIntent,
  station: LocalStation,
  prefix = '',
) {
  const kind = REPORT_KIND[intent];
  const intro = ctx.t(kind === 'weather' ? 'intro_weather' : 'intro_traffic', { station: station.name });
  return playContent(
    input,
    ctx,
    { kind, stationId: station.id, stationName: station.name },
    {
      intro: prefix ? `${prefix} ${intro}` : intro,
      noResults: ctx.t(kind === 'weather' ? 'no_results_weather' : 'no_results_traffic', {
        station: station.name,
      }),
      askAgain: intent,
    },
  );
}

export const setStationHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SetStationIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    // "Which station should I use for weather?" — "use WBRN": the answer to the report's question,
    // which goes on being asked if this station is not found.
    const report = takeQuestion(input, isStationQuestion)?.about.intent;
    // "Play local news" asked for the station: once it is set, the local news plays.
    const local = !report && takeQuestion(input, isLocalQuestion) ? ({ then: 'local' } as const) : {};
    const asking = report ?? 'SetStationIntent';
    const name = readSlot(input, 'station').raw;
    if (!name) return askForSlot(input, ctx, asking, local);
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (found.guess) return askDidYouMean(input, ctx, name, found.guess, asking);
    if (!found.station)
      return askForSlot(input, ctx, asking, { lead: ctx.t('source_not_found', { source: name }), ...local });
    if ('then' in local) {
      const station = remember(ctx, found.station);
      const said = confirmed(
        ctx,
        ctx.t('station_set', { station: station.name }),
        ctx.t('station_not_stored', { station: station.name }),
      );
      return playLocal(input, ctx, station, { lead: said });
    }
    return setStation(input, ctx, found.station, report);
  },
};

function setStation(input: HandlerInput, ctx: RequestContext, found: NamedStation, report?: ReportIntent) {
  const station = remember(ctx, found);
  const said = confirmed(
    ctx,
    ctx.t('station_set', { station: station.name }),
    ctx.t('station_not_stored', { station: station.name }),
  );
  if (report) return playStationIntent(input, ctx, report, station, said);
  return tell(input, ctx, said);
}

/**
 * Station lookup by name. Only a confident match is used as is; otherwise the closest result is a
 * guess the listener must confirm ("Did you mean …?"): the API's search always returns something.
 */
export async function findStation(
  ctx: RequestContext,
  name: string,
): Promise<{ station?: Station; guess?: Station; show?: NamedShow; error?: unknown }> {
  try {
    const stations = await ctx.deps.api.searchSources(name, callOptions(ctx));
    const m = matchStation(stations, name);
    if (m.confident) return { station: m.station };
    // "Play Foreign Desk", "the London Briefing": a show the station search carries, named whole.
    const show = matchShow(stations, name);
    if (show) return { show };
    return m.station ? { guess: m.station } : {};
  } catch (err) {
    ctx.log.warn('source search failed', { err, kind: kindOf(err) });
    return { error: err };
  }
}

/**
 * Confident: the same name, or the heard words are the start or the whole of the station's words
 * ("kvtr" → "KVTR Public Radio"). Otherwise the result sharing the most words is only a guess.
 */
export function matchStation(stations: Station[], heard: string): { station?: Station; confident: boolean } {
  const said = words(heard);
  const exact = stations.find((s) => words(s.name).join('') === said.join(''));
  if (exact) return { station: exact, confident: true };
  const prefix = stations.find((s) => startsWith(words(s.name), said) || startsWith(said, words(s.name)));
  if (prefix && said.length > 0) return { station: prefix, confident: true };
  // "Radio Thames" for Thames Radio: the same name words in another order around the generic ones.
  const own = (w: string[]) =>
    w
      .filter((x) => !GENERIC.has(x))
      .sort()
      .join(' ');
  const reordered = own(said) && stations.find((s) => own(words(s.name)) === own(said));
  if (reordered) return { station: reordered, confident: true };
  let best: Station | undefined;
  let bestShared = 0;
  for (const s of stations) {
    const shared = words(s.name).filter((w) => said.includes(w)).length;
    if (shared > bestShared) [best, bestShared] = [s, shared];
  }
  return { ...((best ?? stations[0]) ? { station: best ?? stations[0] } : {}), confident: false };
}

export interface NamedShow {
  name: string;
  stationId?: number;
}

/** Words that say what a name is, not which: "the Foreign Desk show", "Over the Wicket programme". */
const SHOW_WORDS = new Set(['show', 'programme', 'program', 'podcast', 'series']);

/**
 * A show of the found stations whose whole name was said (less "the" and words like "show"): only
 * a sure match, since the station search matches show names loosely.
 */
export function matchShow(stations: Station[], heard: string): NamedShow | undefined {
  const own = (s: string) =>
    words(s)
      .filter((w) => !SHOW_WORDS.has(w))
      .join(' ');
  const said = own(heard);
  if (!said) return undefined;
  for (const st of stations) {
    const show = st.shows.find((x) => own(x.name) === said);
    if (show) return { name: show.name, stationId: st.stationId };
  }
  return undefined;
}

/**
 * Plays a show's latest bursts: one named by the listener ("play Foreign Desk"), or `more` of the
 * one playing ("more from this show").
 */
export function playShow(
  input: HandlerInput,
  ctx: RequestContext,
  show: NamedShow,
  o: { more?: boolean; early?: { registered: Promise<void> } } = {},
) {
  return playContent(
    input,
    ctx,
    {
      kind: 'show',
      showName: show.name,
      ...(show.stationId !== undefined ? { sourceId: show.stationId } : {}),
    },
    {
      intro: ctx.t(o.more ? 'intro_show' : 'intro_named_show', { show: asPhrase(show.name) }),
      noResults: ctx.t('no_results_generic'),
      ...(o.early ? { early: o.early } : {}),
    },
  );
}

/** Words of a station's kind, not its name ("ESPN Radio" and "KVTR Public Radio" share only these). */
const GENERIC = new Set(['radio', 'public', 'news', 'fm', 'am', 'station', 'community', 'network', 'talk']);

/** Whether a guess shares a word of its name with what was heard, beyond words every station has. */
export function sharesName(station: Pick<Station, 'name'>, heard: string): boolean {
  const said = words(heard);
  return words(station.name).some((w) => said.includes(w) && !GENERIC.has(w));
}

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && w !== 'the');
}

function startsWith(whole: string[], start: string[]): boolean {
  return start.length > 0 && start.every((w, i) => whole[i] === w);
}

function remember(ctx: RequestContext, station: NamedStation): LocalStation {
  const local = { id: station.stationId, name: station.name };
  updateListener(ctx, (l) => ({ ...l, profile: { ...l.profile, localStation: local } }));
  return local;
}

/**
 * "Did you mean …?" is a yes/no question about a guess: the guess waits with the question in the
 * session (dialog/question.ts), never in stored state, so it ends with the session.
 */
export function askDidYouMean(
  input: HandlerInput,
  ctx: RequestContext,
  heard: string,
  guess: Station,
  forIntent: StationIntent,
) {
  return askQuestion(input, ctx, {
    about: { yesNo: 'guess', guess: { stationId: guess.stationId, name: guess.name, for: forIntent } },
    speech: ctx.t('did_you_mean', { source: heard, suggestion: guess.name }),
    reprompt: ctx.t('did_you_mean_reprompt', { suggestion: guess.name }),
    giveUp: giveUpText(ctx, forIntent),
  });
}

/** "Yes": the guess is what the listener meant — do what they asked for with it. */
export const yesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const g = takeQuestion(input, isGuess)?.about.guess;
    if (!g) return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
    if (g.for === 'SourceIntent') return playSource(input, ctx, g);
    if (g.for === 'SetStationIntent') return setStation(input, ctx, g);
    return playStationIntent(input, ctx, g.for, remember(ctx, g));
  },
};

/** "No": ask the same question again, so the listener can name it another way (bare, too). */
export const noHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const g = takeQuestion(input, isGuess)?.about.guess;
    if (!g) return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
    return askForSlot(input, ctx, g.for);
  },
};

export const weatherHandler = stationIntentHandler('WeatherIntent');
export const trafficHandler = stationIntentHandler('TrafficIntent');

/** The local station's bursts ("play local news"), after `lead` (the station just set). */
export function playLocal(
  input: HandlerInput,
  ctx: RequestContext,
  station: LocalStation,
  o: { length?: Length | undefined; since?: string | undefined; extra?: string; lead?: string } = {},
): Promise<Response> {
  const intro = o.length
    ? ctx.t('intro_timed_local', { length: spokenLength(ctx, o.length.sec), station: station.name })
    : ctx.t('intro_local', { station: station.name });
  return playContent(
    input,
    ctx,
    {
      kind: 'source',
      sourceId: station.id,
      sourceName: station.name,
      ...(o.since ? { since: o.since } : {}),
    },
    {
      intro: `${o.lead ? `${o.lead} ` : ''}${intro}${o.extra ?? ''}`,
      noResults: ctx.t('no_results_source', { source: station.name }),
      ...(o.length ? { length: o.length } : {}),
    },
  );
}
