// Composition root: Lambda, Express, the emulator and the tests all build the same skill from
// different parts (API client, store, clock, logger).
import {
  DefaultApiClient,
  SkillBuilders,
  type HandlerInput,
  type ResponseInterceptor,
  type Skill as CustomSkill,
} from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { LISTENER_LOCK_WAIT_MS } from '../config/limits';
import { systemClock } from '../util/clock';
import { silentLogger } from '../util/logger';
import { getContext, type SkillDeps } from './context';
import { ResponseGuardViolation, checkResponse } from './guard';
import { audioPlayerHandlers } from './handlers/audio-player';
import { commandHandlers } from './handlers/commands';
import {
  categoryHandler,
  latestHandler,
  searchHandler,
  setStationHandler,
  sourceHandler,
  trafficHandler,
  weatherHandler,
} from './handlers/content-intents';
import { errorHandler } from './handlers/errors';
import { launchHandler, topStoriesHandler } from './handlers/launch';
import { nowPlayingHandlers } from './handlers/now-playing';
import { systemHandlers } from './handlers/system';
import { trendingHandler } from './handlers/trending';
import { loadStateInterceptor, saveStateInterceptor } from './interceptors';
import { listenerIdFor } from './listener-id';
import { ListenerLocks, markArrival } from './listener-lock';
import { audioPlayerSupported } from './respond';

export type { SkillDeps } from './context';

/** Every reply passes the guard: repaired and logged in production, thrown in tests. */
function guardInterceptor(deps: SkillDeps): ResponseInterceptor {
  return {
    process(input: HandlerInput, response?: Response) {
      if (!response) return;
      const ctx = getContext(input);
      const requestType = ctx?.requestType ?? 'Unknown';
      const result = checkResponse(
        { requestType, audioPlayerSupported: audioPlayerSupported(input) },
        response,
      );
      if (result.violations.length === 0) return;
      if (deps.strictGuard) throw new ResponseGuardViolation(result.violations);
      (ctx?.log ?? deps.logger ?? silentLogger).error('reply repaired by the response guard', {
        violations: result.violations,
      });
      for (const key of Object.keys(response) as Array<keyof Response>) delete response[key];
      Object.assign(response, result.response);
    },
  };
}

export function createSkill(deps: SkillDeps): CustomSkill {
  const builder = SkillBuilders.custom()
    .addRequestHandlers(
      launchHandler,
      topStoriesHandler,
      categoryHandler,
      searchHandler,
      latestHandler,
      sourceHandler,
      weatherHandler,
      trafficHandler,
      setStationHandler,
      trendingHandler,
      ...nowPlayingHandlers,
      ...audioPlayerHandlers,
      ...commandHandlers,
      ...systemHandlers,
    )
    .addRequestInterceptors(loadStateInterceptor(deps))
    .addResponseInterceptors(guardInterceptor(deps), saveStateInterceptor())
    .addErrorHandlers(errorHandler)
    .withPersistenceAdapter(deps.persistence)
    // Progressive responses need the directive service client.
    .withApiClient(new DefaultApiClient())
    .withCustomUserAgent('burst-voice');
  if (deps.skillId) builder.withSkillId(deps.skillId);
  return serialisePerListener(builder.create(), deps);
}

/** One request at a time per listener (see listener-lock.ts); the skill object stays the same. */
function serialisePerListener(skill: CustomSkill, deps: SkillDeps): CustomSkill {
  const locks = new ListenerLocks();
  const clock = deps.clock ?? systemClock;
  const invoke = skill.invoke.bind(skill);
  skill.invoke = (env, context) => {
    let key: string;
    try {
      key = listenerIdFor(env, deps.listenerIdSecret);
    } catch {
      return invoke(env, context);
    }
    markArrival(env, clock.now());
    return locks.run(key, LISTENER_LOCK_WAIT_MS, () => invoke(env, context));
  };
  return skill;
}
