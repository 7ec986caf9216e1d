// "What's trending": name the top topic and the next two, then play the top topic's bursts,
// fetched by id (burst detail) together in one wave, within the request budget.
import type { RequestHandler } from 'ask-sdk-core';
import type { Burst, TrendingCategory } from '../../api/types';
import { PLAYBACK_CALL_TIMEOUT_MS, TRENDING_DETAIL_MAX } from '../../config/limits';
import { playContent } from '../content';
import { ctxOf, type RequestContext } from '../context';
import { callOptions, kindOf } from '../api-calls';
import { ask, audioPlayerSupported, tell } from '../respond';
import { errorSpeechKey } from '../speech-errors';
import { isIntent } from './util';

/** Topics in API order: the first story of the first category is the top topic. */
export function topTopics(
  trending: TrendingCategory[],
  count: number,
): Array<{ entity: string; burstIds: string[] }> {
  const out: Array<{ entity: string; burstIds: string[] }> = [];
  const seen = new Set<string>();
  for (const cat of trending) {
    for (const story of cat.stories) {
      const key = story.entity.toLowerCase();
      if (!story.entity || seen.has(key)) continue;
      seen.add(key);
      out.push(story);
      if (out.length >= count) return out;
    }
  }
  return out;
}

/** Runs `fn` over `items` with at most `limit` in flight; failures are skipped. */
export async function mapBounded<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const results: Array<R | undefined> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T);
      } catch {
        results[i] = undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results.filter((r): r is R => r !== undefined);
}

async function fetchTopicBursts(ctx: RequestContext, ids: string[]): Promise<Burst[]> {
  const opts = callOptions(ctx, PLAYBACK_CALL_TIMEOUT_MS);
  const userId = ctx.state.listener.profile.apiUserId;
  const wave = ids.slice(0, TRENDING_DETAIL_MAX);
  return mapBounded(wave, wave.length, (burstId) =>
    ctx.deps.api.burst({ burstId, ...(userId ? { userId } : {}) }, opts),
  );
}

export const trendingHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TrendingIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
    let topics;
    try {
      const userId = ctx.state.listener.profile.apiUserId;
      topics = topTopics(await ctx.deps.api.trending(userId ? { userId } : {}, callOptions(ctx)), 3);
    } catch (err) {
      ctx.log.warn('trending failed', { err, kind: kindOf(err) });
      return tell(input, ctx, ctx.t(errorSpeechKey(err)));
    }
    const top = topics[0];
    if (!top) return ask(input, ctx, ctx.t('trending_nothing'), ctx.t('reprompt_generic'));
    const bursts = await fetchTopicBursts(ctx, top.burstIds);
    const [first, second, third] = topics.map((t) => t.entity);
    const intro = third
      ? ctx.t('intro_trending_3', { first: first as string, second: second as string, third })
      : second
        ? ctx.t('intro_trending_2', { first: first as string, second })
        : ctx.t('intro_trending_1', { first: first as string });
    return playContent(
      input,
      ctx,
      { kind: 'trending', topic: top.entity },
      {
        intro,
        noResults: ctx.t('no_results_generic'),
        playlist: { kind: 'playlist', bursts },
      },
    );
  },
};
