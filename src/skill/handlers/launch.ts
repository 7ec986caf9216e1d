// Launch and top stories: the default playlist. A returning listener whose playlist was paused
// less than RESUME_WINDOW_MS ago hears "Welcome back" and resumes where it stopped.
import type { RequestHandler } from 'ask-sdk-core';
import { RESUME_WINDOW_MS } from '../../config/limits';
import { resume } from '../../playback/engine';
import { playContent } from '../content';
import { ctxOf, ownerOfRequest } from '../context';
import { ownerOf } from '../../state/ownership';
import { QUICK_SEC, readLength } from '../length';
import { spokenLength } from '../time-box';
import { asPhrase } from '../ssml';
import { adoptPlayback, otherDevicePlayback } from '../other-device';
import { decideWithPages, withDevicePosition } from '../playback-flow';
import { audioPlayerSupported, applyDecision, tell } from '../respond';
import { greeted } from '../greeting';
import { launchFollows } from './radio';
import { deviceAudio, isIntent, isType } from './util';

const RESUMABLE = new Set(['paused', 'stopped', 'playing']);

export const launchHandler: RequestHandler = {
  canHandle: (input) => isType(input, 'LaunchRequest'),
  async handle(input) {
    const ctx = ctxOf(input);
    if (!audioPlayerSupported(input)) return tell(input, ctx, ctx.t('no_audio_player'));
    const pb = ctx.state.device.playback;
    const now = ctx.clock.now();
    // Only the speaker's own playlist is resumed by opening the skill (ownership.ts): someone
    // else's paused one stays theirs ("resume" still resumes whatever this Echo holds).
    const ownResumable =
      !ctx.isNewListener &&
      ownerOf(ctx.state.device) === ownerOfRequest(ctx) &&
      pb.playlist &&
      RESUMABLE.has(pb.activity) &&
      now - pb.updatedAt < RESUME_WINDOW_MS;
    if (ownResumable) {
      const { token, offsetMs } = deviceAudio(input);
      const d = await decideWithPages(ctx, (s) => resume(withDevicePosition(s, token, offsetMs), now));
      if (d.outcome === 'play') return applyDecision(input, ctx, d, greeted(ctx, ctx.t('welcome_back')));
    } else if (!ctx.isNewListener && !pb.playlist) {
      const other = await otherDevicePlayback(ctx);
      if (other) {
        adoptPlayback(ctx, other);
        const d = await decideWithPages(ctx, (s) => resume(s, now));
        if (d.outcome === 'play' && d.item) {
          return applyDecision(
            input,
            ctx,
            d,
            greeted(ctx, ctx.t('picked_up_from_other_echo', { title: asPhrase(d.item.title) })),
          );
        }
      }
    }
    // A returning listener who follows something, with nothing to resume: their topics.
    const mine = await launchFollows(input, ctx);
    if (mine) return mine;
    const intro = greeted(ctx, ctx.isNewListener ? ctx.t('welcome_new') : ctx.t('intro_top_stories'));
    return playContent(input, ctx, { kind: 'topStories' }, { intro, noResults: ctx.t('no_results_generic') });
  },
};

export const topStoriesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'TopStoriesIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    // "Five minutes of news": the top stories, fitted to the time (length.ts).
    const length = readLength(input);
    return playContent(
      input,
      ctx,
      { kind: 'topStories' },
      {
        intro: length
          ? ctx.t('intro_timed_top_stories', { length: spokenLength(ctx, length.sec) })
          : ctx.t('intro_top_stories'),
        noResults: ctx.t('no_results_generic'),
        ...(length ? { length } : {}),
      },
    );
  },
};

/** "A quick update", "the headlines": the top stories in QUICK_SEC. */
export const quickUpdateHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'QuickUpdateIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    return playContent(
      input,
      ctx,
      { kind: 'topStories' },
      {
        intro: ctx.t('intro_quick', { length: spokenLength(ctx, QUICK_SEC) }),
        noResults: ctx.t('no_results_generic'),
        length: { sec: QUICK_SEC },
      },
    );
  },
};
