// The content intents of the interaction model: each ends in playback or a short useful answer.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Station } from '../../api/types';
import { categoryById, categoryByName } from '../categories';
import { playContent } from '../content';
import { TOP_STORIES_PLAYLIST_ID } from '../fetch-playlist';
import { Ssml } from '../i18n';
import { ctxOf, updateListener, type RequestContext } from '../context';
import type { LocalStation } from '../../state/records';
import { callOptions, kindOf } from '../playback-flow';
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
      const speech = slot.raw ? ctx.t('unknown_category', { category: slot.raw }) : ctx.t('category_list');
      return ask(input, ctx, speech, ctx.t('category_list'));
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
    if (!query) return ask(input, ctx, ctx.t('ask_search_query'), ctx.t('ask_search_query'));
    return playContent(
      input,
      ctx,
      { kind: 'search', query },
      {
        intro: ctx.t('intro_search', { query }),
        noResults: ctx.t('no_results_search', { query }),
      },
    );
  },
};

export const latestHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LatestIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const query = readSlot(input, 'query').raw;
    if (!query) return ask(input, ctx, ctx.t('ask_latest_query'), ctx.t('ask_latest_query'));
    // Latest search is a live query that "may take a few seconds" (docs/burst-api.md, Timing and limits): say
    // something first.
    return playContent(
      input,
      ctx,
      { kind: 'latest', query },
      {
        intro: ctx.t('intro_latest', { query }),
        noResults: ctx.t('no_results_latest', { query }),
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
    if (!name) return ask(input, ctx, ctx.t('ask_source'), ctx.t('ask_source'));
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (!found.station)
      return ask(input, ctx, ctx.t('source_not_found', { source: name }), ctx.t('ask_source'));
    const st = found.station;
    return playContent(
      input,
      ctx,
      { kind: 'source', sourceId: st.stationId, sourceName: st.name },
      {
        intro: ctx.t('intro_source', { source: st.name }),
        noResults: ctx.t('no_results_source', { source: st.name }),
      },
    );
  },
};

const PENDING_KEY = 'pendingStationFor';
type StationIntent = 'weather' | 'traffic';

function stationIntentHandler(intentName: string, kind: StationIntent): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, intentName),
    async handle(input) {
      const ctx = ctxOf(input);
      const name = readSlot(input, 'station').raw;
      let station: LocalStation | undefined = ctx.state.listener.profile.localStation;
      if (name) {
        const found = await findStation(ctx, name);
        if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
        if (!found.station) {
          // The reprompt asks the station question, so its answer ("use …") must play the report.
          setPending(input, kind);
          return ask(input, ctx, ctx.t('source_not_found', { source: name }), askStation(ctx, kind));
        }
        station = remember(ctx, found.station);
      }
      if (!station) {
        setPending(input, kind);
        return ask(input, ctx, askStation(ctx, kind), askStation(ctx, kind));
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
    },
  );
}

export const setStationHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SetStationIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    const name = readSlot(input, 'station').raw;
    if (!name) return ask(input, ctx, ctx.t('ask_station_to_set'), ctx.t('ask_station_to_set'));
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (!found.station)
      return ask(input, ctx, ctx.t('source_not_found', { source: name }), ctx.t('ask_station_to_set'));
    const station = remember(ctx, found.station);
    const confirmed = ctx.t('station_set', { station: station.name });
    // "Which station should I use for weather?" — "use KQED": answer the question that was asked.
    const pending = takePending(input);
    if (pending) return playStationIntent(input, ctx, pending, station, confirmed);
    return tell(input, ctx, confirmed);
  },
};

/** Station lookup by name: best match of the source search (exact name first, then the API's order). */
async function findStation(
  ctx: RequestContext,
  name: string,
): Promise<{ station?: Station; error?: unknown }> {
  try {
    const station = bestMatch(await ctx.deps.api.searchSources(name, callOptions(ctx)), name);
    return station ? { station } : {};
  } catch (err) {
    ctx.log.warn('source search failed', { err, kind: kindOf(err) });
    return { error: err };
  }
}

export function bestMatch(stations: Station[], name: string): Station | undefined {
  const n = simplify(name);
  return (
    stations.find((s) => simplify(s.name) === n) ??
    stations.find((s) => simplify(s.name).includes(n) || n.includes(simplify(s.name))) ??
    stations[0]
  );
}

function simplify(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function remember(ctx: RequestContext, station: Station): LocalStation {
  const local = { id: station.stationId, name: station.name };
  updateListener(ctx, (l) => ({ ...l, profile: { ...l.profile, localStation: local } }));
  return local;
}

function askStation(ctx: RequestContext, kind: StationIntent): string {
  return ctx.t(kind === 'weather' ? 'ask_station_for_weather' : 'ask_station_for_traffic');
}

function setPending(input: HandlerInput, kind: StationIntent): void {
  if (input.requestEnvelope.session) input.attributesManager.setSessionAttributes({ [PENDING_KEY]: kind });
}

function takePending(input: HandlerInput): StationIntent | undefined {
  if (!input.requestEnvelope.session) return undefined;
  const attrs = input.attributesManager.getSessionAttributes();
  const v = attrs[PENDING_KEY];
  delete attrs[PENDING_KEY];
  return v === 'weather' || v === 'traffic' ? v : undefined;
}

export const weatherHandler = stationIntentHandler('WeatherIntent', 'weather');
export const trafficHandler = stationIntentHandler('TrafficIntent', 'traffic');
