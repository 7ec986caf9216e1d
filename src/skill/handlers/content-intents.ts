// The content intents of the interaction model: each ends in playback or a short useful answer.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Station } from '../../api/types';
import { categoryById, categoryByName } from '../categories';
import { playContent } from '../content';
import { TOP_STORIES_PLAYLIST_ID } from '../fetch-playlist';
import { Ssml } from '../i18n';
import { ctxOf, updateListener, type RequestContext } from '../context';
import type { LocalStation } from '../../state/records';
import { callOptions, kindOf } from '../api-calls';
import type { ElicitedIntent } from '../../model/contract';
import { askQuestion } from '../dialog/question';
import { askForSlot, giveUpText, takeStationQuestion } from '../dialog/questions';
import { ask, tell } from '../respond';
import { readSlot } from '../slots';
import { errorSpeechKey } from '../speech-errors';
import { isIntent } from './util';

export const categoryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CategoryIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const slot = readSlot(input, 'category');
    const category =
      (slot.resolvedId ? categoryById(slot.resolvedId) : undefined) ??
      (slot.raw ? categoryByName(slot.raw) : undefined);
    if (!category) {
      const speech = slot.raw ? ctx.t('unknown_category', { category: slot.raw }) : undefined;
      return askForSlot(input, ctx, 'CategoryIntent', speech ? { speech } : {});
    }
    // Playlist 0 is the listener's top stories: the same words as "play the news".
    const intro =
      category.id === TOP_STORIES_PLAYLIST_ID
        ? ctx.t('intro_top_stories')
        : ctx.t('intro_category', { name: new Ssml(ctx.t(category.speechKey)) });
    return playContent(
      input,
      ctx,
      { kind: 'category', playlistId: category.id, name: category.spoken },
      { intro, noResults: ctx.t('no_results_generic') },
    );
  },
};

export const searchHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SearchIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const query = readSlot(input, 'query').raw;
    if (!query) return askForSlot(input, ctx, 'SearchIntent');
    return playContent(
      input,
      ctx,
      { kind: 'search', query },
      {
        intro: ctx.t('intro_search', { query }),
        noResults: ctx.t('no_results_search', { query }),
        askAgain: 'SearchIntent',
      },
    );
  },
};

export const latestHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LatestIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const query = readSlot(input, 'query').raw;
    if (!query) return askForSlot(input, ctx, 'LatestIntent');
    // Latest search is a live query that "may take a few seconds" (docs/burst-api.md, Timing and limits): say
    // something first.
    return playContent(
      input,
      ctx,
      { kind: 'latest', query },
      {
        intro: ctx.t('intro_latest', { query }),
        noResults: ctx.t('no_results_latest', { query }),
        askAgain: 'LatestIntent',
        progressive: ctx.t('progressive_latest', { query }),
      },
    );
  },
};

export const sourceHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SourceIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    const name = readSlot(input, 'source').raw;
    if (!name) return askForSlot(input, ctx, 'SourceIntent');
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (found.guess) return askDidYouMean(input, ctx, name, found.guess, 'source');
    if (!found.station)
      return askForSlot(input, ctx, 'SourceIntent', { lead: ctx.t('source_not_found', { source: name }) });
    return playSource(input, ctx, found.station);
  },
};

/** What a station answer needs: its id and name (a search result, or a confirmed guess). */
type NamedStation = Pick<Station, 'stationId' | 'name'>;

function playSource(input: HandlerInput, ctx: RequestContext, st: NamedStation) {
  return playContent(
    input,
    ctx,
    { kind: 'source', sourceId: st.stationId, sourceName: st.name },
    {
      intro: ctx.t('intro_source', { source: st.name }),
      noResults: ctx.t('no_results_source', { source: st.name }),
      askAgain: 'SourceIntent',
    },
  );
}

type StationIntent = 'weather' | 'traffic';

function stationIntentHandler(
  intentName: 'WeatherIntent' | 'TrafficIntent',
  kind: StationIntent,
): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, intentName),
    async handle(input) {
      const ctx = ctxOf(input);
      const name = readSlot(input, 'station').raw;
      let station: LocalStation | undefined = ctx.state.listener.profile.localStation;
      if (name) {
        const found = await findStation(ctx, name);
        if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
        if (found.guess) return askDidYouMean(input, ctx, name, found.guess, kind);
        if (!found.station) {
          return askForSlot(input, ctx, intentName, { lead: ctx.t('source_not_found', { source: name }) });
        }
        station = remember(ctx, found.station);
      }
      if (!station) {
        // The bare answer fills this intent's slot; "use …" (SetStationIntent) plays it too.
        return askForSlot(input, ctx, intentName);
      }
      return playStationIntent(input, ctx, kind, station);
    },
  };
}

function playStationIntent(
  input: HandlerInput,
  ctx: RequestContext,
  kind: StationIntent,
  station: LocalStation,
  prefix = '',
) {
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
      askAgain: kind === 'weather' ? 'WeatherIntent' : 'TrafficIntent',
    },
  );
}

export const setStationHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SetStationIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    const name = readSlot(input, 'station').raw;
    if (!name) return askForSlot(input, ctx, 'SetStationIntent');
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (found.guess) return askDidYouMean(input, ctx, name, found.guess, 'set');
    if (!found.station)
      return askForSlot(input, ctx, 'SetStationIntent', {
        lead: ctx.t('source_not_found', { source: name }),
      });
    return setStation(input, ctx, found.station);
  },
};

function setStation(input: HandlerInput, ctx: RequestContext, found: NamedStation) {
  const station = remember(ctx, found);
  const confirmed = ctx.t('station_set', { station: station.name });
  // "Which station should I use for weather?" — "use WBRN": answer the question that was asked.
  const pending = takeStationQuestion(input);
  if (pending) return playStationIntent(input, ctx, pending, station, confirmed);
  return tell(input, ctx, confirmed);
}

/**
 * Station lookup by name. Only a confident match is used as is; otherwise the closest result is a
 * guess the listener must confirm ("Did you mean …?"): the API's search always returns something.
 */
async function findStation(
  ctx: RequestContext,
  name: string,
): Promise<{ station?: Station; guess?: Station; error?: unknown }> {
  try {
    const m = matchStation(await ctx.deps.api.searchSources(name, callOptions(ctx)), name);
    return m.confident ? { station: m.station } : m.station ? { guess: m.station } : {};
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
  let best: Station | undefined;
  let bestShared = 0;
  for (const s of stations) {
    const shared = words(s.name).filter((w) => said.includes(w)).length;
    if (shared > bestShared) [best, bestShared] = [s, shared];
  }
  return { ...((best ?? stations[0]) ? { station: best ?? stations[0] } : {}), confident: false };
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

function mergeSession(input: HandlerInput, values: Record<string, unknown>): void {
  if (!input.requestEnvelope.session) return;
  const attrs = input.attributesManager.getSessionAttributes();
  input.attributesManager.setSessionAttributes({ ...attrs, ...values });
}

function takeSession(input: HandlerInput, key: string): unknown {
  if (!input.requestEnvelope.session) return undefined;
  const attrs = input.attributesManager.getSessionAttributes();
  const v = attrs[key];
  delete attrs[key];
  return v;
}

/**
 * "Did you mean …?" is a yes/no question about a guess: the guess waits in the session (like the
 * weather question above), never in stored state, so it ends with the session.
 */
const GUESS_KEY = 'stationGuess';
type GuessFor = 'source' | 'set' | StationIntent;
interface Guess {
  id: number;
  name: string;
  for: GuessFor;
}

function askDidYouMean(
  input: HandlerInput,
  ctx: RequestContext,
  heard: string,
  guess: Station,
  purpose: GuessFor,
) {
  const g: Guess = { id: guess.stationId, name: guess.name, for: purpose };
  mergeSession(input, { [GUESS_KEY]: g });
  return askQuestion(input, ctx, {
    about: { yesNo: 'guess' },
    speech: ctx.t('did_you_mean', { source: heard, suggestion: guess.name }),
    reprompt: ctx.t('did_you_mean_reprompt', { suggestion: guess.name }),
    giveUp: giveUpText(ctx, GUESS_INTENT[purpose]),
  });
}

/** The intent whose question a guess answers. */
const GUESS_INTENT = {
  source: 'SourceIntent',
  set: 'SetStationIntent',
  weather: 'WeatherIntent',
  traffic: 'TrafficIntent',
} as const satisfies Record<GuessFor, ElicitedIntent>;

function takeGuess(input: HandlerInput): Guess | undefined {
  const v = takeSession(input, GUESS_KEY) as Partial<Guess> | undefined;
  const ok = v && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.for === 'string';
  return ok ? (v as Guess) : undefined;
}

/** "Yes": the guess is what the listener meant — do what they asked for with it. */
export const yesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const g = takeGuess(input);
    if (!g) return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
    const station: NamedStation = { stationId: g.id, name: g.name };
    if (g.for === 'source') return playSource(input, ctx, station);
    if (g.for === 'set') return setStation(input, ctx, station);
    return playStationIntent(input, ctx, g.for, remember(ctx, station));
  },
};

/** "No": ask the same question again, so the listener can name it another way (bare, too). */
export const noHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const g = takeGuess(input);
    if (!g) return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
    return askForSlot(input, ctx, GUESS_INTENT[g.for]);
  },
};

export const weatherHandler = stationIntentHandler('WeatherIntent', 'weather');
export const trafficHandler = stationIntentHandler('TrafficIntent', 'traffic');
