// Routine actions with a length (issue 37, "five minutes of news"): PlayTimedNews plays the top
// stories fitted to its minutes input, at once and unattended. A length it cannot use as given is
// clamped or made the quick update, with the sentence that says so; it never breaks the action.
// The other actions, which take no length, are unchanged.
import nock from 'nock';
import type { ResponseEnvelope } from 'ask-sdk-model';
import type { LaunchTask } from '../../src/emulator/envelopes';
import { OVERRUN_LIMIT_SEC } from '../../src/playback/budget';
import type { PlaybackState } from '../../src/playback/types';
import { invitesReply, speechText } from '../../src/skill/guard';
import { startHarness, type Harness } from '../helpers/skill-harness';
import { serveTimedPages, timedDevice } from '../helpers/timed-pages';

const SKILL = 'amzn1.ask.skill.00000000-0000-0000-0000-000000000000';
const task = (name: string, input: Record<string, unknown> = {}, version = '1'): LaunchTask =>
  // A routine's input is JSON: numbers and other types are tried too, not only the list's strings.
  ({ name: `${SKILL}.${name}`, version, input }) as LaunchTask;

const directiveTypes = (r: ResponseEnvelope) => (r.response.directives ?? []).map((d) => d.type);
const said = (r: ResponseEnvelope) => speechText(r.response.outputSpeech);

describe('with the simulator', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const playback = async () => (await h.stored()).playback as PlaybackState;

  /** Played at once: the Play, a statement that asks nothing, the session closed. */
  function expectPlays(reply: ResponseEnvelope): string {
    expect(directiveTypes(reply)).toEqual(['AudioPlayer.Play']);
    expect(invitesReply(said(reply))).toBe(false);
    expect(reply.response.shouldEndSession).toBe(true);
    expect(reply.response.reprompt).toBeUndefined();
    expect(h.device.activity).toBe('PLAYING');
    return said(reply);
  }

  test('five minutes: a time box of the top stories, the length named, the bursts within it', async () => {
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes: '5' }))).reply;
    expect(expectPlays(reply)).toBe("Here's 5 minutes of news.");
    const pb = await playback();
    expect(pb.playlist?.request).toEqual({ kind: 'topStories' });
    expect(pb.playlist?.budget?.sec).toBe(300);
    const items = pb.playlist?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    const total = items.reduce((sum, i) => sum + i.durationSec, 0);
    expect(total).toBeLessThanOrEqual(300 + OVERRUN_LIMIT_SEC);
    expect(total).toBeLessThanOrEqual(315);
    // A time box ends: no continuation after it.
    expect(pb.playlist?.more).toBeUndefined();
    expect(h.sim.control.requestLog.some((r) => r.path === '/v2/topstories')).toBe(true);
  });

  test.each([
    ['a number', 10, "Here's 10 minutes of news.", 600],
    ['two and a half minutes', 2.5, "Here's 3 minutes of news.", 150],
    ['a string with a fraction', '2.5', "Here's 3 minutes of news.", 150],
  ])('%s is read as minutes', async (_label, minutes, speech, sec) => {
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes }))).reply;
    expect(expectPlays(reply)).toBe(speech);
    expect((await playback()).playlist?.budget?.sec).toBe(sec);
  });

  test.each([
    ['500 minutes', '500', 'The longest I can do is an hour.', "Here's an hour of news.", 3600],
    [
      'a minute and a half ago, 0.5',
      0.5,
      'The shortest I can do is a minute.',
      "Here's a minute of news.",
      60,
    ],
    ['zero', '0', "I didn't catch how long, so I'll keep it short.", "Here's 3 minutes of news.", 180],
    [
      'a negative number',
      -5,
      "I didn't catch how long, so I'll keep it short.",
      "Here's 3 minutes of news.",
      180,
    ],
    ['words', 'abc', "I didn't catch how long, so I'll keep it short.", "Here's 3 minutes of news.", 180],
    [
      'an object',
      { n: 5 },
      "I didn't catch how long, so I'll keep it short.",
      "Here's 3 minutes of news.",
      180,
    ],
    [
      'an empty string',
      '',
      "I didn't catch how long, so I'll keep it short.",
      "Here's 3 minutes of news.",
      180,
    ],
  ])('bad minutes (%s): the sentence, then a length that plays', async (_l, minutes, lead, intro, sec) => {
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes }))).reply;
    expect(expectPlays(reply)).toBe(`${lead} ${intro}`);
    expect((await playback()).playlist?.budget?.sec).toBe(sec);
  });

  test.each([
    ['no minutes at all', {}],
    ['no input object', undefined],
  ])('%s: the quick update, saying so', async (_label, input) => {
    const reply = (
      await h.device.launch({ name: `${SKILL}.PlayTimedNews`, version: '1', input } as LaunchTask)
    ).reply;
    expect(expectPlays(reply)).toBe(
      "I didn't catch how long, so I'll keep it short. Here's 3 minutes of news.",
    );
    expect((await playback()).playlist?.budget?.sec).toBe(180);
  });

  test('a version the skill does not define is unknown: the top stories without a time box', async () => {
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes: '5' }, '2'))).reply;
    expect(expectPlays(reply)).toBe("I don't know that routine action, so here are your top stories.");
    expect((await playback()).playlist?.budget).toBeUndefined();
  });

  test('the other actions take no length: a minutes beside their input changes nothing', async () => {
    const news = (await h.device.launch(task('PlayNews', { category: 'business' }))).reply;
    expect(expectPlays(news)).toBe('Playing business news.');
    expect((await playback()).playlist?.budget).toBeUndefined();
    const bare = (await h.device.launch(task('PlayNews'))).reply;
    expect(expectPlays(bare)).toBe('Here are your top stories.');
    expect((await playback()).playlist?.budget).toBeUndefined();
    const topic = (await h.device.launch(task('PlayTopic', { topic: 'electric cars', minutes: '5' }))).reply;
    expect(expectPlays(topic)).toBe("Here's what I found about electric cars.");
    expect((await playback()).playlist?.budget).toBeUndefined();
  });

  test('the top stories cannot be fetched: a sentence and Tasks.CompleteTask 500, no Play', async () => {
    h.sim.control.injectFault('/v2/topstories', { kind: 'status', status: 503 });
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes: '5' }))).reply;
    expect(directiveTypes(reply)).toEqual(['Tasks.CompleteTask']);
    expect(reply.response.directives?.[0]).toMatchObject({ status: { code: '500' } });
    expect(said(reply)).toBe("The burst service isn't answering right now, so there's nothing to play.");
  });

  test('no top stories at all: Tasks.CompleteTask 404, no Play', async () => {
    h.sim.control.injectFault('/v2/topstories', { kind: 'empty' });
    const reply = (await h.device.launch(task('PlayTimedNews', { minutes: '5' }))).reply;
    expect(directiveTypes(reply)).toEqual(['Tasks.CompleteTask']);
    expect(reply.response.directives?.[0]).toMatchObject({ status: { code: '404' } });
  });
});

describe('served pages of known lengths', () => {
  afterEach(() => nock.cleanAll());

  /** Top stories: one page of bursts of the given seconds. */
  const serve = (durations: number[]) => serveTimedPages(() => durations);

  const newDevice = () => timedDevice('2026-11-26T07:00:00Z');

  test('no burst short enough: one sentence, then the top stories without a time box', async () => {
    const served = serve([400, 500]);
    const device = newDevice();
    const reply = (await device.launch(task('PlayTimedNews', { minutes: '1' }))).reply;
    expect(directiveTypes(reply)).toEqual(['AudioPlayer.Play']);
    // The page fetched for the time box is what plays: one call for it, then (once it plays) the
    // untimed playlist's continuation fetched ahead, related bursts first.
    expect(served.calls.slice(0, 2)).toEqual(['/v2/topstories 1', '/v2/topstories/burst 1']);
    expect(said(reply)).toBe('No burst is short enough for a minute, so here are your top stories.');
    expect(invitesReply(said(reply))).toBe(false);
    expect(reply.response.shouldEndSession).toBe(true);
    expect(device.activity).toBe('PLAYING');
  });

  test('less news than the time: the intro says how much there is', async () => {
    serve([60, 60]);
    const device = newDevice();
    const reply = (await device.launch(task('PlayTimedNews', { minutes: '10' }))).reply;
    expect(directiveTypes(reply)).toEqual(['AudioPlayer.Play']);
    expect(said(reply)).toBe("There's only about 2 minutes on that right now. Here it is.");
    expect(reply.response.shouldEndSession).toBe(true);
  });
});
