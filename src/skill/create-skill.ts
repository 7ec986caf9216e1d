// Composition root: Lambda, Express, the emulator and the tests all build the same skill from
// different parts (API client, store, clock, logger).
import {
  DefaultApiClient,
  Skill,
  SkillBuilders,
  type ErrorHandler,
  type HandlerInput,
  type RequestHandler,
  type ResponseInterceptor,
  type Skill as CustomSkill,
} from 'ask-sdk-core';
import type { RequestEnvelope, Response } from 'ask-sdk-model';
import type { RequestOutcome } from '../metrics/sink';
import { CaptionStore, rememberingCaptions } from '../captions/store';
import { systemClock } from '../util/clock';
import { silentLogger } from '../util/logger';
import { getContext, type SkillDeps } from './context';
import { inOrderMapper } from './request-mapper';
import { ResponseGuardViolation, checkResponse } from './guard';
import { audioPlayerHandlers } from './handlers/audio-player';
import { canFulfillHandler } from './handlers/can-fulfill';
import { commandHandlers } from './handlers/commands';
import {
  categoryHandler,
  latestHandler,
  searchHandler,
  timedTopicHandler,
  sourceHandler,
} from './handlers/content-intents';
import {
  noHandler,
  setStationHandler,
  trafficHandler,
  weatherHandler,
  yesHandler,
} from './handlers/stations';
import { dialogHandlers, leftQuestion } from './handlers/dialog';
import { errorHandler } from './handlers/errors';
import { fullEpisodeHandler } from './handlers/full-episode';
import { launchHandler, quickUpdateHandler, topStoriesHandler } from './handlers/launch';
import { nowPlayingHandlers } from './handlers/now-playing';
import { playlistEndHandlers } from './handlers/playlist-end';
import { privacyHandlers } from './handlers/privacy';
import { podcastSearchHandler, surpriseHandler } from './handlers/free-words';
import { radioHandlers } from './handlers/radio';
import { notifyHandlers } from './handlers/notify';
import { skillEventHandlers } from './handlers/skill-events';
import { systemHandlers } from './handlers/system';
import { taskLaunchHandler } from './handlers/tasks';
import { trendingHandler } from './handlers/trending';
import { unhandledHandler } from './handlers/unhandled';
import { carriesSession } from '../model/request-types';
import { contextInterceptor, handBackInterceptor } from './context-interceptors';
import { audioPlayerSupported } from './respond';
import { PageStore } from './page-store';
import { zoneCache } from './time-zone';
import { withStateLoop } from './state-loop';

export type { SkillDeps } from './context';

/** How a request ended when it did not end plainly 'ok' (read by measureRequests). */
type Outcomes = WeakMap<RequestEnvelope, RequestOutcome>;

/** Every reply passes the guard: repaired and logged in production, thrown in tests. */
function guardInterceptor(deps: SkillDeps, outcomes: Outcomes): ResponseInterceptor {
  return {
    process(input: HandlerInput, response?: Response) {
      if (!response) return;
      const ctx = getContext(input);
      const requestType = ctx?.requestType ?? 'Unknown';
      const result = checkResponse(
        {
          requestType,
          audioPlayerSupported: audioPlayerSupported(input),
          inSession: carriesSession(input.requestEnvelope),
        },
        response,
      );
      if (result.violations.length === 0) return;
      if (deps.strictGuard) throw new ResponseGuardViolation(result.violations);
      outcomes.set(input.requestEnvelope, 'guard-repaired');
      (ctx?.log ?? deps.logger ?? silentLogger).error('reply repaired by the response guard', {
        violations: result.violations,
      });
      for (const key of Object.keys(response) as Array<keyof Response>) delete response[key];
      Object.assign(response, result.response);
    },
  };
}

/** The error handler, noting that the request ended in an error reply. */
function countedErrors(outcomes: Outcomes): ErrorHandler {
  return {
    canHandle: (input, error) => errorHandler.canHandle(input, error),
    handle(input, error) {
      outcomes.set(input.requestEnvelope, 'error');
      return errorHandler.handle(input, error);
    },
  };
}

/** The catch-all handler, noting that the request was one the skill does not handle. */
function countedUnhandled(outcomes: Outcomes): RequestHandler {
  return {
    canHandle: (input) => unhandledHandler.canHandle(input),
    handle(input) {
      outcomes.set(input.requestEnvelope, 'unhandled');
      return unhandledHandler.handle(input);
    },
  };
}

export function createSkill(given: SkillDeps): CustomSkill {
  const captions = given.captions ?? new CaptionStore(given.clock ?? systemClock);
  const pages = given.pages ?? new PageStore(given.clock ?? systemClock);
  const zones = given.zones ?? zoneCache(given.clock ?? systemClock);
  const deps: SkillDeps = { ...given, captions, pages, zones, api: rememberingCaptions(given.api, captions) };
  const outcomes: Outcomes = new WeakMap();
  const handlers: RequestHandler[] = [
    // First: AudioPlayer events are most of an audio skill's traffic, and ask-sdk asks every
    // handler before the match whether it can handle the request. Only these match AudioPlayer.*.
    ...audioPlayerHandlers,
    // Alexa asking before it picks a skill for a request that named none: no state, no calls.
    canFulfillHandler,
    // Before the intents they stand in for: a lost answer to the skill's own question.
    ...dialogHandlers,
    // A routine's action is a LaunchRequest with a task: before the plain launch.
    taskLaunchHandler,
    launchHandler,
    topStoriesHandler,
    quickUpdateHandler,
    categoryHandler,
    searchHandler,
    surpriseHandler,
    podcastSearchHandler,
    timedTopicHandler,
    latestHandler,
    sourceHandler,
    weatherHandler,
    trafficHandler,
    setStationHandler,
    // Before yes/no and the commands: they answer "Shall I delete it?" while it is pending.
    ...privacyHandlers,
    yesHandler,
    noHandler,
    trendingHandler,
    ...nowPlayingHandlers,
    fullEpisodeHandler,
    ...radioHandlers,
    ...notifyHandlers,
    ...playlistEndHandlers,
    ...commandHandlers,
    ...systemHandlers,
    // Rare (the listener enables or disables the skill): last, so nothing else asks them first.
    ...skillEventHandlers,
    // Last: whatever no handler above takes is answered politely, never with the error sentence.
    countedUnhandled(outcomes),
  ];
  const builder = SkillBuilders.custom()
    .addRequestHandlers(...handlers)
    .addRequestInterceptors(contextInterceptor(deps), leftQuestion)
    .addResponseInterceptors(guardInterceptor(deps, outcomes), handBackInterceptor())
    .addErrorHandlers(countedErrors(outcomes))
    // Progressive responses and the Settings API (time-zone.ts) need the service clients.
    .withApiClient(deps.alexaApi ?? new DefaultApiClient())
    .withCustomUserAgent('burst-voice');
  if (deps.skillId) builder.withSkillId(deps.skillId);
  // The same handlers, asked in the same order, without a microtask per handler (request-mapper.ts).
  const skill = new Skill({ ...builder.getSkillConfiguration(), requestMappers: [inOrderMapper(handlers)] });
  const notStored = (env: RequestEnvelope) => outcomes.set(env, 'not-stored');
  return measureRequests(withStateLoop(skill, deps, notStored), deps, outcomes);
}

/** One request metric per invoke, timed from arrival (the wait for the listener's lock included). */
function measureRequests(skill: CustomSkill, deps: SkillDeps, outcomes: Outcomes): CustomSkill {
  const metrics = deps.metrics;
  if (!metrics) return skill;
  const invoke = skill.invoke.bind(skill);
  skill.invoke = async (env, context) => {
    const started = performance.now();
    const report = (outcome: RequestOutcome) => {
      const { requestType, intent } = describeRequest(env);
      metrics.request({ requestType, intent, outcome, ms: performance.now() - started });
    };
    try {
      const reply = await invoke(env, context);
      report(outcomes.get(env) ?? 'ok');
      return reply;
    } catch (err) {
      report('error');
      throw err;
    }
  };
  return skill;
}

/** Request type and intent name, read defensively: a malformed envelope still gets counted. */
function describeRequest(env: RequestEnvelope): { requestType: string; intent?: string } {
  const request = (env as { request?: { type?: unknown; intent?: { name?: unknown } } }).request;
  const requestType = typeof request?.type === 'string' ? request.type : 'Unknown';
  const name = request?.intent?.name;
  return requestType === 'IntentRequest' && typeof name === 'string'
    ? { requestType, intent: name }
    : { requestType };
}
