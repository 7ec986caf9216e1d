// Free words after "play" (CategoryIntent's open slot, "surprise me", "podcasts about …", "bursts
// about …"): what the chain of src/words/understand.ts made of them, played or answered honestly.
// Never the listener's words back as the name of something that does not exist.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { PlaylistRequest } from '../../playback/types';
import { understandWords, type ChainStep, type Understanding } from '../../words/understand';
import type { TimeWord } from '../../words/vocabulary';
import { sinceOf } from '../../words/time';
import { zoneOf } from '../time-zone';
import { categoryById, type CategoryInfo } from '../categories';
import { playContent, type EarlyCalls } from '../content';
import { callOptions } from '../api-calls';
import { registerApiUser } from '../burst-user';
import { fetchPlaylist } from '../fetch-playlist';
import { ctxOf, type RequestContext } from '../context';
import { askForSlot } from '../dialog/questions';
import { Ssml } from '../i18n';
import { lengthFromSlot, QUICK_SEC, readLength, type Length } from '../length';
import { ask, audioPlayerSupported, tell, withoutRecords } from '../respond';
import { spokenLength } from '../time-box';
import {
  askDidYouMean,
  findStation,
  playShow,
  playLocal,
  playSource,
  sharesName,
  trafficHandler,
  weatherHandler,
} from './stations';
import { playFollows, playFollowsOrAsk, playSavedHandler } from './radio';
import {
  aboutShowHandler,
  aboutStationHandler,
  playRelatedHandler,
  whatIsPlayingHandler,
} from './now-playing';
import { trendingHandler } from './trending';
import { readSlot, type SlotReading } from '../slots';
import { isIntent } from './util';

const TIME_KEYS = {
  today: 'time_today',
  'this morning': 'time_this_morning',
  yesterday: 'time_yesterday',
  'last night': 'time_last_night',
  'this week': 'time_this_week',
  'last few days': 'time_last_few_days',
  weekend: 'time_weekend',
} as const;

/** How a time is said back: "yesterday", "three days ago", "Monday". */
function timeWords(ctx: RequestContext, time: TimeWord): string {
  if (time in TIME_KEYS) return ctx.t(TIME_KEYS[time as keyof typeof TIME_KEYS]);
  return ctx.t('time_weekday', { day: time.charAt(0).toUpperCase() + time.slice(1) });
}

/**
 * Plays what `said` asks for, or answers honestly. `resolvedCategory` (the id of an entity match)
 * is the category at once; `length` is a DURATION slot the intent carried beside the words;
 * `understood` is the words already taken another way (a topic, after "about"). The log line
 * names the chain's steps and the one that decided, as the local Echo shows them.
 */
export async function playWords(
  input: HandlerInput,
  ctx: RequestContext,
  said: string,
  opts: { resolvedCategory?: string; length?: Length; understood?: Understanding } = {},
): Promise<Response> {
  const u = opts.understood ?? understandWords(said, ctx.locale);
  const resolved = opts.resolvedCategory ? categoryById(opts.resolvedCategory) : undefined;
  const steps: ChainStep[] = resolved ? ['category'] : [...u.steps];
  const note = (decided: ChainStep) =>
    ctx.log.info('free words understood', { steps, decided, target: u.target.kind, entityMatch: !!resolved });
  // The words' own length is read as an AMAZON.DURATION slot's would be (length.ts).
  const length =
    opts.length ??
    (u.length !== undefined ? lengthFromSlot(u.length) : u.short ? { sec: QUICK_SEC } : undefined);
  const since = u.time ? sinceOf(u.time, new Date(ctx.clock.now()), await zoneOf(input, ctx)) : undefined;
  const filters = { ...(since ? { since } : {}), ...(u.sourceType ? { sourceType: u.sourceType } : {}) };
  const timeNote = u.time ? ` ${ctx.t('since_note', { time: timeWords(ctx, u.time) })}` : '';

  const category = (c: CategoryInfo, lead = '') => {
    note('category');
    return playCategory(input, ctx, c, { length, filters, extra: timeNote, lead });
  };
  // An entity match is the category as named: the words' own modifiers do not apply.
  if (resolved) {
    note('category');
    return playCategory(input, ctx, resolved, { length: opts.length });
  }

  const t = u.target;
  switch (t.kind) {
    case 'language':
      note('language');
      // The playlists follow as the question, so "sports" answers it.
      return askForSlot(input, ctx, 'CategoryIntent', { lead: ctx.t('only_english') });
    case 'music':
      note('music');
      return tell(input, ctx, ctx.t('no_music'));
    // "Stories like this one", "what I saved": the intents' own answers.
    case 'related':
      note('playing');
      return playRelatedHandler.handle(input);
    case 'saved':
      note('playing');
      return playSavedHandler.handle(input);
    case 'follows':
      note('playing');
      return playFollowsOrAsk(input, ctx, length);
    case 'trending':
      note('report');
      return trendingHandler.handle(input);
    case 'now-playing':
      note('playing');
      return (
        t.about === 'station'
          ? aboutStationHandler
          : t.about === 'show'
            ? aboutShowHandler
            : whatIsPlayingHandler
      ).handle(input);
    case 'category': {
      const c = categoryById(t.id);
      if (c) return category(c);
      break;
    }
    case 'something': {
      note('something');
      // The listener's own topics when they follow any (and the record can be read), else the news.
      if (!withoutRecords(input, ctx) && ctx.state.listener.follows.length > 0)
        return playFollows(input, ctx, length);
      const top = categoryById('0');
      if (top) return category(top);
      break;
    }
    case 'report': {
      note('report');
      return (t.report === 'weather' ? weatherHandler : trafficHandler).handle(input);
    }
    case 'local': {
      note('local');
      const station = ctx.state.listener.profile.localStation;
      if (!station)
        return askForSlot(input, ctx, 'SetStationIntent', {
          lead: ctx.t('local_needs_station'),
          then: 'local',
        });
      return playLocal(input, ctx, station, { length, since, extra: timeNote });
    }
    case 'station': {
      const found = await findStation(ctx, t.name);
      if (found.station) {
        note('station');
        return playSource(input, ctx, found.station);
      }
      if (found.show) {
        note('station');
        return playShow(input, ctx, found.show);
      }
      // A close name is asked about; a guess sharing only "radio" with it is no guess at all.
      if (found.guess && found.error === undefined && sharesName(found.guess, t.name)) {
        note('station');
        return askDidYouMean(input, ctx, t.name, found.guess, 'SourceIntent');
      }
      // A name the API does not know (or could not be asked about): say so, and play the news.
      note('station');
      const top = categoryById('0');
      if (top) return category(top, ctx.t('station_unknown', { source: t.name }));
      break;
    }
    case 'search': {
      const lead = t.music ? ctx.t('no_music_talk') : '';
      if (t.lookup && t.query) {
        // Words that might be a source's name ("the daily", "kvtr", "the london briefing" with
        // the word the length step took): only a sure match wins. The search and a first-time
        // listener's registration go out beside the lookup, so the words cost one round trip
        // when they name no source (the search is dropped when they do).
        // A device with no player calls nothing (playContent says so).
        if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
        const search = fetchPlaylist(
          ctx.deps.api,
          { kind: 'search', query: t.query, ...filters },
          {},
          callOptions(ctx),
        );
        // Dropped when the words name a source: its failure is then nobody's.
        search.catch(() => undefined);
        const early: EarlyCalls = { registered: registerApiUser(ctx), playlist: search };
        const found = await findStation(ctx, t.name ?? t.query);
        if (found.station) {
          steps.splice(steps.indexOf('search'), 1, 'station');
          note('station');
          return playSource(input, ctx, found.station, { registered: early.registered });
        }
        if (found.show) {
          steps.splice(steps.indexOf('search'), 1, 'station');
          note('station');
          return playShow(input, ctx, found.show, { early: { registered: early.registered } });
        }
        note('search');
        return playSearch(input, ctx, t.query, { length, filters, extra: timeNote, early, lead });
      }
      note('search');
      return playSearch(input, ctx, t.query, { length, filters, extra: timeNote, lead });
    }
  }
  return ask(input, ctx, ctx.t('fallback'), ctx.t('help_reprompt'));
}

type Filters = Pick<Extract<PlaylistRequest, { kind: 'search' }>, 'since' | 'sourceType'>;

/** A category playlist, fitted to a length and filtered by time or source type when given. */
export function playCategory(
  input: HandlerInput,
  ctx: RequestContext,
  category: CategoryInfo,
  o: { length?: Length | undefined; filters?: Filters; extra?: string; lead?: string } = {},
): Promise<Response> {
  const top = category.id === '0';
  const name = new Ssml(ctx.t(category.speechKey));
  const length = o.length;
  const intro = length
    ? top
      ? ctx.t('intro_timed_top_stories', { length: spokenLength(ctx, length.sec) })
      : ctx.t('intro_timed_category', { length: spokenLength(ctx, length.sec), name })
    : top
      ? ctx.t('intro_top_stories')
      : ctx.t('intro_category', { name });
  const type = o.filters?.sourceType;
  const only = type ? ` ${ctx.t(`only_${type}`)}` : '';
  return playContent(
    input,
    ctx,
    { kind: 'category', playlistId: category.id, name: category.spoken, ...(o.filters ?? {}) },
    {
      intro: `${o.lead ? `${o.lead} ` : ''}${intro}${only}${o.extra ?? ''}`,
      noResults: ctx.t('no_results_generic'),
      ...(length ? { length } : {}),
      // No podcasts in it: the whole category, said as such.
      ...(type
        ? {
            orElse: {
              request: {
                kind: 'category' as const,
                playlistId: category.id,
                name: category.spoken,
                ...(o.filters?.since ? { since: o.filters.since } : {}),
              },
              intro: `${ctx.t(`no_results_search_${type}`, { query: name })} ${intro}${o.extra ?? ''}`,
            },
          }
        : {}),
    },
  );
}

/** A search for the words (an empty query with a source type browses it: "play podcasts"). */
function playSearch(
  input: HandlerInput,
  ctx: RequestContext,
  query: string,
  o: { length?: Length | undefined; filters: Filters; extra: string; early?: EarlyCalls; lead?: string },
): Promise<Response> {
  const type = o.filters.sourceType;
  const length = o.length;
  const intro = !query
    ? length
      ? ctx.t(type === 'radio' ? 'intro_timed_browse_radio' : 'intro_timed_browse_podcast', {
          length: spokenLength(ctx, length.sec),
        })
      : ctx.t(type === 'radio' ? 'intro_browse_radio' : 'intro_browse_podcast')
    : length
      ? ctx.t('intro_timed_search', { length: spokenLength(ctx, length.sec), query })
      : type
        ? ctx.t(type === 'radio' ? 'intro_search_radio' : 'intro_search_podcast', { query })
        : ctx.t('intro_search', { query });
  return playContent(
    input,
    ctx,
    { kind: 'search', query, ...o.filters },
    {
      intro: `${o.lead ?? ''}${intro}${o.extra}`,
      noResults: `${o.lead ?? ''}${
        query
          ? ctx.t(type ? `no_results_search_${type}` : 'no_results_search', { query })
          : ctx.t('no_results_generic')
      }`,
      askAgain: 'SearchIntent',
      ...(length ? { length } : {}),
      ...(o.early ? { early: o.early } : {}),
      // No podcasts about it: any bursts about it, said as such.
      ...(query && type
        ? {
            orElse: {
              request: {
                kind: 'search' as const,
                query,
                ...(o.filters.since ? { since: o.filters.since } : {}),
              },
              intro: `${ctx.t(`no_results_search_${type}`, { query })} ${ctx.t('intro_search', { query })}${o.extra}`,
            },
          }
        : {}),
    },
  );
}

/** CategoryIntent: an entity match plays its category; any other words go through the chain. */
export function playCategorySlot(input: HandlerInput, slot: SlotReading): Promise<Response> | Response {
  const ctx = ctxOf(input);
  const length = readLength(input);
  if (!slot.raw && !slot.resolvedId) return askForSlot(input, ctx, 'CategoryIntent');
  return playWords(input, ctx, slot.raw ?? '', {
    ...(slot.resolvedId ? { resolvedCategory: slot.resolvedId } : {}),
    ...(length ? { length } : {}),
  });
}

/** "Surprise me", "play something": the listener's topics if they follow any, else the news. */
export const surpriseHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SurpriseIntent'),
  handle: (input) => playWords(input, ctxOf(input), 'something'),
};

/** "Play podcasts about cooking", "play cooking podcasts": a search of podcasts only. */
export const podcastSearchHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'PodcastSearchIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const query = readSlot(input, 'query').raw;
    return playWords(input, ctx, query ? `podcasts about ${query}` : 'podcasts');
  },
};
