// Routine actions: a LaunchRequest that carries a `task` (src/model/tasks.ts) starts playing at
// once — a routine runs unattended, so there is no question and no welcome, only one short line.
// An input we cannot use gets one short sentence and the top stories, never an error.
// PlayTimedNews is the time box of the voice flow ("five minutes of news"): the top stories fitted to
// its minutes input, which a routine sets once; a length it cannot use as given is clamped or made
// the quick update, with the sentence that says so, and never stops the action.
//
// Completing the task (docs/alexa-rules.md, "Custom tasks"): a reply that carries
// Tasks.CompleteTask must not carry AudioPlayer directives, so a task that plays completes by
// handing over to the stream (the session ends with the Play); only a task that cannot play at all
// completes with Tasks.CompleteTask and its status.
import type { HandlerInput, RequestHandler } from 'ask-sdk-core';
import type { Response, interfaces } from 'ask-sdk-model';
import { TASKS, TASK_TOPIC_MAX_LENGTH, taskNameOf, type TaskName } from '../../model/tasks';
import type { Playlist } from '../../api/types';
import type { PlaylistRequest } from '../../playback/types';
import { categoryByName, type CategoryInfo } from '../categories';
import { contentIntro, startContent, type ContentStart } from '../content';
import { ctxOf, type RequestContext } from '../context';
import { TOP_STORIES_PLAYLIST_ID } from '../fetch-playlist';
import { Ssml } from '../i18n';
import { lengthFromMinutes, unclear, type Length } from '../length';
import { audioPlayerSupported, applyDecision } from '../respond';
import { spokenLength } from '../time-box';
import { kindOf } from '../api-calls';
import { plausibleTopic } from '../can-fulfill';
import type { SpeechKey } from '../speech/en';
import { startFollows } from './radio';
import { isType } from './util';

/** The `task` of a LaunchRequest, as sent; undefined when there is none. */
function taskOf(input: HandlerInput): { name?: unknown; version?: unknown; input?: unknown } | undefined {
  const task: unknown = (input.requestEnvelope.request as { task?: unknown }).task;
  return typeof task === 'object' && task !== null ? task : undefined;
}

export const taskLaunchHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'LaunchRequest') && taskOf(input) !== undefined,
  async handle(input) {
    const ctx = ctxOf(input);
    if (!audioPlayerSupported(input)) return completeWithout(input, ctx, '400', 'task_no_audio_player');
    const task = taskOf(input) ?? {};
    const name = taskNameOf(task.name);
    if (!name || String(task.version) !== TASKS[name].version) {
      ctx.log.warn('routine action of no task of ours', {
        task: String(task.name),
        version: String(task.version),
      });
      return topStories(input, ctx, ctx.t('task_unknown'));
    }
    if (name === 'PlayTimedNews') return playTimedNews(input, ctx, lengthOf(task.input));
    const given = inputOf(task.input, name);
    switch (name) {
      case 'PlayNews':
        return playNews(input, ctx, given);
      case 'PlayTopic':
        return playTopic(input, ctx, given);
      case 'PlayMyTopics':
        return playMyTopics(input, ctx);
    }
  },
};

/** Longest topic read back in the intro: a longer one gets the short form. */
const LONGEST_SPOKEN_TOPIC = 40;

/** The task's one input value: undefined when absent, null when present but not usable text. */
function inputOf(raw: unknown, name: TaskName): string | null | undefined {
  const key = TASKS[name].input;
  if (!key || typeof raw !== 'object' || raw === null) return undefined;
  const value: unknown = (raw as Record<string, unknown>)[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length <= TASK_TOPIC_MAX_LENGTH ? text : null;
}

/**
 * The length PlayTimedNews's minutes input asks for: clamped to what the skill plays, and the quick
 * update when it is missing or cannot be read (the routine cannot be asked; the intro says so).
 */
function lengthOf(raw: unknown): Length {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).minutes : undefined;
  return lengthFromMinutes(value) ?? unclear();
}

/**
 * The top stories fitted to `length`. The intro names the length, after the sentence on a length
 * not used as given, or says the news holds less than that; when no burst is short enough, one
 * sentence and the top stories without a time box.
 */
async function playTimedNews(input: HandlerInput, ctx: RequestContext, length: Length): Promise<Response> {
  const started = await startContent(input, ctx, { kind: 'topStories' }, { length });
  const spoken = spokenLength(ctx, length.sec);
  if (started.outcome === 'play') {
    const intro = ctx.t('intro_timed_top_stories', { length: spoken });
    return applyDecision(input, ctx, started.decision, contentIntro(ctx, started, intro, length));
  }
  // The page just fetched plays without a time box: no second call for it.
  if (started.outcome === 'none-fits')
    return topStories(input, ctx, ctx.t('task_length_none_fits', { length: spoken }), started.playlist);
  if (started.outcome === 'error') return failed(input, ctx, started.error);
  return completeWithout(input, ctx, '404', 'task_nothing_to_play');
}

async function playNews(input: HandlerInput, ctx: RequestContext, given: string | null | undefined) {
  if (given === undefined) return topStories(input, ctx);
  const category: CategoryInfo | undefined = given === null ? undefined : categoryByName(given);
  if (!category) return topStories(input, ctx, ctx.t('task_bad_category'));
  if (category.id === TOP_STORIES_PLAYLIST_ID) return topStories(input, ctx);
  const spoken = new Ssml(ctx.t(category.speechKey));
  const request: PlaylistRequest = { kind: 'category', playlistId: category.id, name: category.spoken };
  return playOr(input, ctx, await startContent(input, ctx, request), {
    intro: ctx.t('intro_category', { name: spoken }),
    emptyLead: ctx.t('task_category_nothing', { name: spoken }),
  });
}

async function playTopic(input: HandlerInput, ctx: RequestContext, given: string | null | undefined) {
  if (given === undefined) return topStories(input, ctx, ctx.t('task_no_topic'));
  if (given === null || !plausibleTopic(given)) return topStories(input, ctx, ctx.t('task_bad_topic'));
  const spoken = given.length <= LONGEST_SPOKEN_TOPIC;
  // Search, not the live "latest" query the API calls slow: a routine should start at once.
  return playOr(input, ctx, await startContent(input, ctx, { kind: 'search', query: given }), {
    intro: spoken ? ctx.t('intro_search', { query: given }) : ctx.t('task_intro_long_topic'),
    emptyLead: spoken ? ctx.t('task_topic_nothing', { query: given }) : ctx.t('task_topic_nothing_long'),
  });
}

async function playMyTopics(input: HandlerInput, ctx: RequestContext) {
  // A store that could not be read says nothing about the follows: not "you follow none".
  if (!ctx.stateLoaded) return topStories(input, ctx, ctx.t('task_follows_unknown'));
  if (ctx.state.listener.follows.length === 0) return topStories(input, ctx, ctx.t('task_follows_none'));
  const r = await startFollows(ctx);
  if ('decision' in r) return applyDecision(input, ctx, r.decision, ctx.t('intro_follows'));
  if ('error' in r) return topStories(input, ctx, ctx.t('task_fallback'));
  return topStories(input, ctx, ctx.t('task_follows_nothing'));
}

/** Play what started; with nothing there, the top stories after the sentence that says so. */
function playOr(
  input: HandlerInput,
  ctx: RequestContext,
  started: ContentStart,
  says: { intro: string; emptyLead: string },
): Response | Promise<Response> {
  if (started.outcome === 'play') return applyDecision(input, ctx, started.decision, says.intro);
  // The category or search call failed: the top stories are tried once before giving up.
  if (started.outcome === 'error') return topStories(input, ctx, ctx.t('task_fallback'));
  return topStories(input, ctx, says.emptyLead);
}

/**
 * The top stories, after `lead` (the one sentence that says why the action could not be done as
 * set) or with their usual intro.
 */
async function topStories(
  input: HandlerInput,
  ctx: RequestContext,
  lead?: string,
  playlist?: Playlist,
): Promise<Response> {
  const started = await startContent(input, ctx, { kind: 'topStories' }, playlist ? { playlist } : {});
  if (started.outcome === 'play')
    return applyDecision(input, ctx, started.decision, lead ?? ctx.t('intro_top_stories'));
  if (started.outcome === 'error') return failed(input, ctx, started.error);
  return completeWithout(input, ctx, '404', 'task_nothing_to_play');
}

const STATUS_MESSAGES = {
  '400': 'This device cannot play audio.',
  '404': 'There was nothing to play.',
  '500': 'The content service did not answer.',
} as const;

function failed(input: HandlerInput, ctx: RequestContext, error: unknown): Response {
  ctx.log.warn('routine action: nothing could be fetched', { kind: kindOf(error) });
  return completeWithout(input, ctx, '500', 'task_service_down');
}

/**
 * Nothing plays: one sentence, and the task completes with its status (HTTP-style codes, as
 * Tasks.CompleteTask uses them) so the routine goes on to its next action.
 */
function completeWithout(
  input: HandlerInput,
  ctx: RequestContext,
  code: '400' | '404' | '500',
  key: SpeechKey,
): Response {
  const complete: interfaces.tasks.CompleteTaskDirective = {
    type: 'Tasks.CompleteTask',
    status: { code, message: STATUS_MESSAGES[code] },
  };
  return input.responseBuilder
    .speak(ctx.t(key))
    .addDirective(complete)
    .withShouldEndSession(true)
    .getResponse();
}
