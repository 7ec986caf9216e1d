// The content intents of the interaction model: each ends in playback or a short useful answer.
import type { RequestHandler } from 'ask-sdk-core';
import { categoryById } from '../categories';
import { understandTopic, understandWords } from '../../words/understand';
import { playCategory, playCategorySlot, playWords } from './free-words';
import { playContent } from '../content';
import { ctxOf } from '../context';
import { takeQuestion } from '../dialog/question';
import { askForSlot, isSourceQuestion } from '../dialog/questions';
import { tell } from '../respond';
import { readSlot } from '../slots';
import { readLength } from '../length';
import { errorSpeechKey } from '../speech-errors';
import { askDidYouMean, findStation, playShow, playSource, sharesName } from './stations';
import { isIntent } from './util';

/** "Play {category}": an entity match, or any words at all (free-words.ts). */
export const categoryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'CategoryIntent'),
  handle: (input) => playCategorySlot(input, readSlot(input, 'category')),
};

/**
 * "Play bursts about electric cars" (SearchIntent), and "fifteen minutes about electric cars"
 * (TimedTopicIntent): a search, fitted to the time when one is given. The timed topic is a custom
 * slot (TOPIC_NAME), since Amazon allows no other slot beside an AMAZON.SearchQuery in one
 * utterance; Alexa passes a topic outside the type's values through as said.
 */
function searchHandlerFor(
  intent: 'SearchIntent' | 'TimedTopicIntent',
  slot: 'query' | 'topic',
): RequestHandler {
  return {
    canHandle: (input) => isIntent(input, intent),
    handle(input) {
      const ctx = ctxOf(input);
      const query = readSlot(input, slot).raw;
      if (!query) return askForSlot(input, ctx, 'SearchIntent');
      const length = readLength(input);
      // "Bursts about sports" is the category's list; "… from yesterday" the search since then.
      return playWords(input, ctx, query, {
        understood: understandTopic(query, ctx.locale),
        ...(length ? { length } : {}),
      });
    },
  };
}

export const searchHandler = searchHandlerFor('SearchIntent', 'query');
export const timedTopicHandler = searchHandlerFor('TimedTopicIntent', 'topic');

export const latestHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LatestIntent'),
  handle(input) {
    const ctx = ctxOf(input);
    const query = readSlot(input, 'query').raw;
    if (!query) return askForSlot(input, ctx, 'LatestIntent');
    // "The latest on the weather", "the latest on the roads": a report, not a search for its name.
    const said = understandWords(query, ctx.locale);
    if (said.target.kind === 'report') return playWords(input, ctx, query, { understood: said });
    const topic = understandTopic(query, ctx.locale);
    // "What's going on with gas prices this week", "… the stock market today": a time said is the
    // filter of the search or the playlist (the latest search takes none).
    if (topic.time) return playWords(input, ctx, query, { understood: topic });
    const category = topic.target.kind === 'category' ? categoryById(topic.target.id) : undefined;
    if (category) return playCategory(input, ctx, category);
    // "What's new with the monsoon": the topic without the words the chain set aside.
    const words = topic.target.kind === 'search' && topic.target.query ? topic.target.query : query;
    // Latest search is a live query that "may take a few seconds" (docs/burst-api.md, Timing and limits): say
    // something first.
    return playContent(
      input,
      ctx,
      { kind: 'latest', query: words },
      {
        intro: ctx.t('intro_latest', { query: words }),
        noResults: ctx.t('no_results_latest', { query: words }),
        askAgain: 'LatestIntent',
        progressive: ctx.t('progressive_latest', { query: words }),
      },
    );
  },
};

export const sourceHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'SourceIntent'),
  async handle(input) {
    const ctx = ctxOf(input);
    // An answer to "Which station or podcast?" is a name, whatever its form (the question is done).
    const answering = takeQuestion(input, isSourceQuestion) !== undefined;
    const name = readSlot(input, 'source').raw;
    if (!name) return askForSlot(input, ctx, 'SourceIntent');
    // "News from the past week", "what's on the roads": words that are not a name go the chain's way.
    const u = understandWords(name, ctx.locale);
    if (u.time || (u.target.kind !== 'station' && u.target.kind !== 'search'))
      return playWords(input, ctx, name, { understood: u });
    const found = await findStation(ctx, name);
    if (found.error !== undefined) return tell(input, ctx, ctx.t(errorSpeechKey(found.error)));
    if (found.station) return playSource(input, ctx, found.station);
    if (found.show) return playShow(input, ctx, found.show);
    // "The latest from parliament", "cricket highlights": words that name no source, and have no
    // station's form, are a topic; a guess sharing only "radio" with them is no guess.
    const topic = !answering && u.target.kind === 'search' && u.target.query ? u.target : undefined;
    if (found.guess && (!topic || sharesName(found.guess, name)))
      return askDidYouMean(input, ctx, name, found.guess, 'SourceIntent');
    if (topic)
      return playWords(input, ctx, name, { understood: { ...u, target: { ...topic, lookup: false } } });
    return askForSlot(input, ctx, 'SourceIntent', { lead: ctx.t('source_not_found', { source: name }) });
  },
};
