// Routine actions (issue 24): a LaunchRequest with a `task` plays at once, unattended — one short
// line and the Play, never a question or the first-time welcome — for good, missing and bad
// inputs; only a task that cannot play completes with Tasks.CompleteTask.
import type { ResponseEnvelope } from 'ask-sdk-model';
import type { LaunchTask } from '../../src/emulator/envelopes';
import { SUPPORTED_LOCALES } from '../../src/model/contract';
import { TASK_NAMES, type TaskName } from '../../src/model/tasks';
import { invitesReply, speechText } from '../../src/skill/guard';
import { FaultyPersistenceAdapter } from '../../src/persistence/faulty';
import { startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const task = (name: string, input: Record<string, unknown> = {}, version = '1'): LaunchTask =>
  // The emulator's type takes string inputs; a routine's input is JSON, so others are tried too.
  ({ name: `amzn1.ask.skill.00000000-0000-0000-0000-000000000000.${name}`, version, input }) as LaunchTask;

const directiveTypes = (r: ResponseEnvelope) => (r.response.directives ?? []).map((d) => d.type);

/** The unattended rule: the Play, one short sentence that asks nothing, the session closed. */
function expectPlaysAtOnce(reply: ResponseEnvelope): string {
  expect(directiveTypes(reply)).toEqual(['AudioPlayer.Play']);
  const said = speechText(reply.response.outputSpeech);
  expect(said.split(/(?<=[.!?])\s+/)).toHaveLength(1);
  expect(said.length).toBeLessThanOrEqual(90);
  expect(invitesReply(said)).toBe(false);
  expect(reply.response.shouldEndSession).toBe(true);
  expect(reply.response.reprompt).toBeUndefined();
  expect(h.device.activity).toBe('PLAYING');
  return said;
}

describe.each(SUPPORTED_LOCALES)('every task plays at once in %s', (locale) => {
  const good: Record<TaskName, Record<string, string>> = {
    PlayNews: { category: 'business' },
    PlayTopic: { topic: 'electric cars' },
    PlayMyTopics: {},
    PlayTimedNews: { minutes: '5' },
  };
  it.each(TASK_NAMES.map((n) => [n]))('%s with its input', async (name) => {
    const d = h.newDevice({ locale });
    if (name === 'PlayMyTopics') await d.intent('FollowIntent', { topic: 'electric cars' });
    const turn = await d.launch(task(name, good[name]));
    expect(directiveTypes(turn.reply)).toEqual(['AudioPlayer.Play']);
    expect(invitesReply(speechText(turn.reply.response.outputSpeech))).toBe(false);
    expect(d.activity).toBe('PLAYING');
  });
});

describe('good input', () => {
  it('PlayNews with a category plays that playlist, first-time listener or not, with no welcome', async () => {
    const said = expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'business' }))).reply);
    expect(said).toBe('Playing business news.');
    expect(h.sim.control.requestLog.some((r) => r.path === '/v2/topstories/category')).toBe(true);
  });

  it('PlayNews takes any name of the playlist (the en-GB "sport", "tech news")', async () => {
    expect(expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'sport' }))).reply)).toBe(
      'Playing sports.',
    );
    expect(
      expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'Tech News' }))).reply),
    ).toBe('Playing tech news.');
  });

  it('PlayNews without a category, or with "top stories", plays the top stories', async () => {
    expect(expectPlaysAtOnce((await h.device.launch(task('PlayNews'))).reply)).toBe(
      'Here are your top stories.',
    );
    expect(
      expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'top stories' }))).reply),
    ).toBe('Here are your top stories.');
  });

  it('PlayTopic searches the topic (not the slow live query)', async () => {
    const said = expectPlaysAtOnce(
      (await h.device.launch(task('PlayTopic', { topic: 'electric cars' }))).reply,
    );
    expect(said).toBe("Here's what I found about electric cars.");
    const paths = h.sim.control.requestLog.map((r) => r.path);
    expect(paths).toContain('/v2/topstories/search');
    expect(paths).not.toContain('/v2/search');
  });

  it('PlayMyTopics plays what the listener follows', async () => {
    await h.device.intent('FollowIntent', { topic: 'electric cars' });
    await h.device.intent('AMAZON.StopIntent').catch(() => undefined);
    const said = expectPlaysAtOnce((await h.device.launch(task('PlayMyTopics'))).reply);
    expect(said).toBe("Here's the latest from what you follow.");
  });

  it('a routine the next morning starts the news afresh, not yesterday’s paused playlist', async () => {
    await h.device.launch(task('PlayNews', { category: 'tech' }));
    await h.device.press('Pause');
    const said = expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'business' }))).reply);
    expect(said).toBe('Playing business news.');
  });
});

describe('missing and bad input: one sentence, then the top stories', () => {
  it.each([
    [
      'an unknown category',
      'PlayNews',
      { category: 'gardening' },
      "I don't have that playlist, so here are your top stories.",
    ],
    [
      'a category that is not text',
      'PlayNews',
      { category: 42 },
      "I don't have that playlist, so here are your top stories.",
    ],
    ['no topic', 'PlayTopic', {}, 'That routine action has no topic, so here are your top stories.'],
    [
      'a blank topic',
      'PlayTopic',
      { topic: '   ' },
      'That routine action has no topic, so here are your top stories.',
    ],
    [
      'a topic that is not text',
      'PlayTopic',
      { topic: ['cars'] },
      "I couldn't use that topic, so here are your top stories.",
    ],
    [
      'a topic over 100 characters',
      'PlayTopic',
      { topic: 'cars '.repeat(30) },
      "I couldn't use that topic, so here are your top stories.",
    ],
    [
      'a topic that names nothing',
      'PlayTopic',
      { topic: '???' },
      "I couldn't use that topic, so here are your top stories.",
    ],
    [
      'a topic of filler words',
      'PlayTopic',
      { topic: 'something' },
      "I couldn't use that topic, so here are your top stories.",
    ],
    ['no follows', 'PlayMyTopics', {}, "You don't follow any topics yet, so here are your top stories."],
  ] as const)('%s', async (_label, name, input, sentence) => {
    const said = expectPlaysAtOnce((await h.device.launch(task(name, input))).reply);
    expect(said).toBe(sentence);
    expect(h.sim.control.requestLog.some((r) => r.path === '/v2/topstories')).toBe(true);
  });

  it('an input that is not an object is no input', async () => {
    const t = { ...task('PlayNews'), input: 'business' } as unknown as LaunchTask;
    expect(expectPlaysAtOnce((await h.device.launch(t)).reply)).toBe('Here are your top stories.');
  });

  it.each([
    ['a task of no skill of ours', task('OrderPizza')],
    ['a version we do not define', task('PlayNews', {}, '2')],
  ])('%s: the top stories after one sentence', async (_label, t) => {
    const said = expectPlaysAtOnce((await h.device.launch(t)).reply);
    expect(said).toBe("I don't know that routine action, so here are your top stories.");
  });

  it('a topic with no bursts: the top stories, saying so', async () => {
    h.sim.control.injectFault('/v2/topstories/search', { kind: 'empty' });
    const said = expectPlaysAtOnce(
      (await h.device.launch(task('PlayTopic', { topic: 'quantum gardening' }))).reply,
    );
    expect(said).toBe("I couldn't find any bursts about quantum gardening, so here are your top stories.");
  });

  it('an empty category: the top stories, saying so', async () => {
    h.sim.control.injectFault('/v2/topstories/category', { kind: 'empty' });
    const said = expectPlaysAtOnce((await h.device.launch(task('PlayNews', { category: 'offbeat' }))).reply);
    expect(said).toBe('There is nothing in offbeat stories right now, so here are your top stories.');
  });
});

describe('nothing can play: a sentence and Tasks.CompleteTask, never a Play beside it', () => {
  const completion = (r: ResponseEnvelope) =>
    (r.response.directives ?? []).find((d) => d.type === 'Tasks.CompleteTask') as
      { status: { code: string; message: string } } | undefined;

  it('the content service is down: the category, then the top stories, fail', async () => {
    h.sim.control.injectFault('/v2/topstories/category', { kind: 'status', status: 503 });
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 });
    const turn = await h.device.launch(task('PlayNews', { category: 'business' }));
    expect(directiveTypes(turn.reply)).toEqual(['Tasks.CompleteTask']);
    expect(completion(turn.reply)?.status.code).toBe('500');
    expect(turn.speech).toBe("The burst service isn't answering right now, so there's nothing to play.");
    expect(turn.reply.response.shouldEndSession).toBe(true);
  });

  it('nothing at all to play (the top stories are empty too)', async () => {
    h.sim.control.injectFault('/v2/topstories/search', { kind: 'empty' });
    h.sim.control.injectFault('/v2/topstories', { kind: 'empty' });
    const turn = await h.device.launch(task('PlayTopic', { topic: 'quantum gardening' }));
    expect(directiveTypes(turn.reply)).toEqual(['Tasks.CompleteTask']);
    expect(completion(turn.reply)?.status.code).toBe('404');
    expect(invitesReply(turn.speech ?? '')).toBe(false);
  });

  it('a device without AudioPlayer', async () => {
    const d = h.newDevice({ supportsAudioPlayer: false });
    const turn = await d.launch(task('PlayNews'));
    expect(directiveTypes(turn.reply)).toEqual(['Tasks.CompleteTask']);
    expect(completion(turn.reply)?.status.code).toBe('400');
    expect(turn.speech).toBe("This device can't play audio from Burst Voice.");
  });
});

test('the routine action is stored like any play: the next burst follows on NearlyFinished', async () => {
  await h.device.launch(task('PlayNews', { category: 'world news' }));
  const first = h.device.current?.token;
  await h.device.nearlyFinished();
  await h.device.finish();
  expect(h.device.current?.token).toBeDefined();
  expect(h.device.current?.token).not.toBe(first);
  expect(h.device.activity).toBe('PLAYING');
});

describe('a failure of the asked-for content falls back to the top stories once', () => {
  it.each([
    ['PlayNews', { category: 'business' }, '/v2/topstories/category'],
    ['PlayTopic', { topic: 'electric cars' }, '/v2/topstories/search'],
  ] as const)('%s', async (name, input, endpoint) => {
    h.sim.control.injectFault(endpoint, { kind: 'status', status: 503 });
    const said = expectPlaysAtOnce((await h.device.launch(task(name, input))).reply);
    expect(said).toBe("I couldn't get that right now, so here are your top stories.");
  });
});

test('a long topic is searched as given, and the line stays short', async () => {
  const topic = 'the European Central Bank and what its decisions on interest rates mean for savers';
  const said = expectPlaysAtOnce((await h.device.launch(task('PlayTopic', { topic }))).reply);
  expect(said).toBe("Here's what I found on your topic.");
  const searched = h.sim.control.requestLog.find((r) => r.path === '/v2/topstories/search');
  expect(JSON.stringify(searched)).toContain('European');
});

test('"Play my topics" with a store that cannot be read does not claim the listener follows nothing', async () => {
  const faulty = await startHarness({
    persistence: (base) => new FaultyPersistenceAdapter(base, { failReads: true }),
  });
  try {
    const turn = await faulty.device.launch(task('PlayMyTopics'));
    expect(directiveTypes(turn.reply)).toEqual(['AudioPlayer.Play']);
    expect(turn.speech).toBe("I can't reach your topics right now, so here are your top stories.");
  } finally {
    await faulty.close();
  }
});
