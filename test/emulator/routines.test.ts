// Alexa routines on the local Echo: the actions are the skill package's task files, read as the
// Alexa app reads them, and running one sends the skill a LaunchRequest with `task` (the name
// prefixed with the skill id, the version, the input) in a new session, applied as "open Burst
// Voice" is. The envelopes are checked against a scripted skill; the chat and the
// last test drive the real one.
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RequestEnvelope } from 'ask-sdk-model';
import type { BurstApi } from '../../src/api/api';
import { DEFAULT_APPLICATION_ID } from '../../src/emulator/envelopes';
import { launchTaskFor, listTasks } from '../../src/emulator/routines';
import { EmulatorError, EmulatorSession } from '../../src/emulator/session';
import { emulatorRouter } from '../../src/emulator/web-routes';
import express from 'express';
import { DEFAULT_SKILL_PACKAGE_DIR } from '../../src/model/load-model';
import { ManualClock } from '../../src/util/clock';
import { EMPTY, play } from './dialog-fixtures';
import { chat } from '../helpers/scripted-chat';
import { startEmulator } from '../helpers/emulator-session';

const TASK_DIR = path.join(DEFAULT_SKILL_PACKAGE_DIR, 'tasks');
type Spec = {
  info: { 'x-amzn-display-details': Record<string, { title: string }> };
  components: {
    schemas: { Input: { properties: Record<string, { enum?: string[] }>; required?: string[] } };
  };
};
const spec = (file: string) => JSON.parse(fs.readFileSync(path.join(TASK_DIR, file), 'utf8')) as Spec;

type LaunchReq = { type: string; task?: { name: string; version: string; input: Record<string, string> } };

test('the listing is the four task files: names, titles, inputs and the enum as the file has it', () => {
  const tasks = listTasks('en-US');
  expect(tasks.map((t) => t.name)).toEqual(['PlayNews', 'PlayTopic', 'PlayMyTopics', 'PlayTimedNews']);
  for (const t of tasks) {
    const file = spec(`${t.name}.1.json`);
    expect(t.version).toBe('1');
    expect(t.title).toBe(file.info['x-amzn-display-details']['en-US']?.title);
    const props = Object.keys(file.components.schemas.Input.properties);
    expect(t.input?.name).toBe(props[0]);
  }
  const [news, topic, mine, timed] = tasks;
  expect(timed?.input).toEqual({
    name: 'minutes',
    displayName: 'Minutes',
    values: ['1', '2', '3', '5', '10', '15', '20', '30', '45', '60'],
    required: true,
  });
  expect(news?.input).toMatchObject({ name: 'category', displayName: 'Category', required: false });
  expect(news?.input?.values).toEqual(
    spec('PlayNews.1.json').components.schemas.Input.properties.category?.enum,
  );
  expect(topic?.input).toEqual({ name: 'topic', displayName: 'Topic', required: true, maxLength: 100 });
  expect(mine?.input).toBeUndefined();
  expect(listTasks('en-GB').map((t) => t.title)).toEqual([
    'Play the news',
    'Play a topic',
    'Play my topics',
    'Play a few minutes of news',
  ]);
});

test('the input goes under the task input property; what a routine editor would not take is refused', () => {
  const [news, topic, mine] = listTasks();
  if (!news || !topic || !mine) throw new Error('tasks missing');
  const id = DEFAULT_APPLICATION_ID;
  expect(launchTaskFor(news, id, 'Business')).toEqual({
    task: { name: `${id}.PlayNews`, version: '1', input: { category: 'business' } },
  });
  expect(launchTaskFor(news, id)).toEqual({ task: { name: `${id}.PlayNews`, version: '1', input: {} } });
  expect(launchTaskFor(news, id, 'weather')).toEqual({
    error: expect.stringMatching(/^PlayNews's category is one of: top stories, business, /),
  });
  expect(launchTaskFor(topic, id, ' electric cars ')).toEqual({
    task: { name: `${id}.PlayTopic`, version: '1', input: { topic: 'electric cars' } },
  });
  expect(launchTaskFor(topic, id, '')).toEqual({ error: 'PlayTopic needs its topic' });
  expect(launchTaskFor(topic, id, 'x'.repeat(101))).toEqual({
    error: "PlayTopic's topic is at most 100 characters",
  });
  expect(launchTaskFor(mine, id)).toEqual({ task: { name: `${id}.PlayMyTopics`, version: '1', input: {} } });
  expect(launchTaskFor(mine, id, 'anything')).toEqual({ error: 'PlayMyTopics takes no input' });
});

test('a length is one of the listed minutes, sent as the minutes input; the editor takes no other', () => {
  const timed = listTasks().find((t) => t.name === 'PlayTimedNews');
  if (!timed) throw new Error('PlayTimedNews missing');
  const id = DEFAULT_APPLICATION_ID;
  expect(launchTaskFor(timed, id, ' 5 ')).toEqual({
    task: { name: `${id}.PlayTimedNews`, version: '1', input: { minutes: '5' } },
  });
  expect(launchTaskFor(timed, id, '60')).toMatchObject({ task: { input: { minutes: '60' } } });
  for (const bad of ['4', '90', '0', 'five', '2.5'])
    expect(launchTaskFor(timed, id, bad)).toEqual({
      error: "PlayTimedNews's minutes is one of: 1, 2, 3, 5, 10, 15, 20, 30, 45, 60",
    });
  expect(launchTaskFor(timed, id)).toEqual({ error: 'PlayTimedNews needs its minutes' });
});

describe('running a task (a scripted skill)', () => {
  let sent: RequestEnvelope[];
  let echo: EmulatorSession;
  beforeEach(() => {
    sent = [];
    echo = new EmulatorSession({
      api: {} as BurstApi,
      clock: new ManualClock(),
      invoke: async (env) => {
        sent.push(env);
        return (env.request as LaunchReq).task ? play(`task-${sent.length}`) : EMPTY;
      },
    });
  });

  test.each([
    ['PlayNews', 'business', { category: 'business' }],
    ['PlayTopic', 'electric cars', { topic: 'electric cars' }],
    ['PlayMyTopics', undefined, {}],
    ['PlayTimedNews', '5', { minutes: '5' }],
  ])(
    '%s: a LaunchRequest with the task, in a new session, applied like a launch',
    async (name, input, expected) => {
      const turn = await echo.runTask(name, input);
      const env = turn.exchanges[0]?.request;
      expect(turn.exchanges.map((e) => e.requestType)).toEqual([
        'LaunchRequest',
        'AudioPlayer.PlaybackStarted',
      ]);
      expect(env?.request).toMatchObject({
        type: 'LaunchRequest',
        locale: 'en-US',
        task: { name: `${DEFAULT_APPLICATION_ID}.${name}`, version: '1', input: expected },
      });
      expect(Object.keys((env?.request as LaunchReq).task?.input ?? {})).toEqual(Object.keys(expected));
      expect(env?.session).toMatchObject({
        new: true,
        application: { applicationId: DEFAULT_APPLICATION_ID },
      });
      expect(env?.context.System.device?.supportedInterfaces).toEqual({ AudioPlayer: {} });
      expect(turn.task).toEqual((env?.request as LaunchReq).task);
      // The reply is applied as any launch's: the audio starts.
      expect(turn.player).toMatchObject({ activity: 'PLAYING', token: 'task-1' });
      expect(echo.log).toHaveLength(2);
    },
  );

  test('a task while audio plays starts a new session; an unknown task or input sends nothing', async () => {
    await echo.runTask('PlayNews');
    const second = await echo.runTask('playtopic', 'electric cars');
    expect(second.exchanges[0]?.request.session?.new).toBe(true);
    expect(second.exchanges[0]?.request.session?.sessionId).not.toBe(sent[0]?.session?.sessionId);
    const before = sent.length;
    await expect(echo.runTask('PlayWeather')).rejects.toThrow(
      new EmulatorError(
        'no task "PlayWeather" in the skill package; the tasks are PlayNews, PlayTopic, PlayMyTopics, PlayTimedNews',
      ),
    );
    await expect(echo.runTask('PlayTopic')).rejects.toThrow('PlayTopic needs its topic');
    expect(sent).toHaveLength(before);
  });

  test('a disabled skill gets no task: Alexa answers herself', async () => {
    await echo.disableSkill();
    const before = sent.length;
    const turn = await echo.runTask('PlayNews', 'business');
    expect(sent).toHaveLength(before);
    expect(turn.alexa?.says).toMatch(/isn't enabled/);
  });
});

test('the page API lists the actions, runs one with the playhead, sends nameFree with a phrase', async () => {
  const sent: RequestEnvelope[] = [];
  const emulator = new EmulatorSession({
    api: {} as BurstApi,
    clock: new ManualClock(),
    invoke: async (env) => {
      sent.push(env);
      const type = (env.request as LaunchReq).type;
      if (type === 'CanFulfillIntentRequest')
        return { version: '1.0', response: { canFulfillIntent: { canFulfill: 'NO' } } } as never;
      return type === 'LaunchRequest' ? play('page-1') : EMPTY;
    },
  });
  const app = express();
  app.use('/emulator', emulatorRouter({ emulator }));
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulator/api`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  try {
    const listed = (await (await fetch(`${base}/routines`)).json()) as { locale: string; tasks: unknown };
    expect(listed).toEqual({ locale: 'en-US', tasks: listTasks('en-US') });

    const ran = await post('routine', { name: 'PlayNews', input: 'business' });
    expect(ran.status).toBe(200);
    expect(ran.body.task).toMatchObject({
      name: `${DEFAULT_APPLICATION_ID}.PlayNews`,
      input: { category: 'business' },
    });
    expect(ran.body.player).toMatchObject({
      activity: 'PLAYING',
      token: 'page-1',
      audio: 'https://audio.test/page-1.mp3',
    });
    // The page's playhead goes into the next request's context, as with every call.
    await post('routine', {
      name: 'PlayMyTopics',
      playhead: { token: 'page-1', clipMs: 4_200, clipScale: 1 },
    });
    const launch = sent.filter((e) => (e.request as LaunchReq).type === 'LaunchRequest').at(-1);
    expect(launch?.context.AudioPlayer).toMatchObject({ token: 'page-1', offsetInMilliseconds: 4_200 });
    expect((launch?.request as LaunchReq).task?.input).toEqual({});

    const unknown = await post('routine', { name: 'PlayWeather' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error).toMatch(/^no task "PlayWeather"/);
    expect((await post('routine', {})).status).toBe(409);

    const count = sent.length;
    const bare = await post('say', { text: 'play sports', nameFree: true });
    expect(sent.slice(count).map((e) => (e.request as LaunchReq).type)).toEqual(['CanFulfillIntentRequest']);
    expect(bare.body.nameFree).toEqual({ intent: 'CategoryIntent', canFulfill: 'NO' });
    await post('say', { text: 'play sports' });
    expect(sent).toHaveLength(count + 1);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test(':routine lists the actions, runs one, and names the tasks for an unknown one', async () => {
  const out = await chat([
    ':routine',
    ':routine PlayNews business',
    ':json',
    ':routine Weather',
    ':help',
    ':quit',
  ]);
  const at = out.indexOf('> :routine');
  expect(out.slice(at + 1, at + 5)).toEqual([
    '  PlayNews [category: top stories | business | us news | tech | world news | entertainment | sports | offbeat | editors picks, optional] — Play the news',
    '  PlayTopic [topic: free text] — Play a topic',
    '  PlayMyTopics — Play my topics',
    '  PlayTimedNews [minutes: 1 | 2 | 3 | 5 | 10 | 15 | 20 | 30 | 45 | 60] — Play a few minutes of news',
  ]);
  const run = out.indexOf('> :routine PlayNews business');
  expect(out[run + 1]).toBe(
    '  → LaunchRequest with task PlayNews v1 {category="business"} (an Alexa routine)',
  );
  const json = out.slice(out.indexOf('> :json') + 1, out.indexOf('> :routine Weather')).join('\n');
  const pairs = JSON.parse(json) as Array<{ request: { request: LaunchReq } }>;
  expect(pairs[0]?.request.request.task).toEqual({
    name: `${DEFAULT_APPLICATION_ID}.PlayNews`,
    version: '1',
    input: { category: 'business' },
  });
  expect(out[out.indexOf('> :routine Weather') + 1]).toBe(
    '  ⚠ no task "Weather" in the skill package; the tasks are PlayNews, PlayTopic, PlayMyTopics, PlayTimedNews',
  );
  expect(out.some((l) => l.startsWith('  :routine '))).toBe(true);
});

test('the real skill: PlayNews with business plays business news at once', async () => {
  const { sim, emulator: echo } = await startEmulator();
  try {
    const turn = await echo.runTask('PlayNews', 'business');
    expect(turn.error).toBeUndefined();
    const directives = turn.exchanges[0]?.reply.response.directives ?? [];
    expect(directives.map((d) => d.type)).toEqual(['AudioPlayer.Play']);
    expect(turn.player.activity).toBe('PLAYING');
    expect(turn.player.position).toMatch(/^Business/);
    expect(turn.sessionOpen).toBe(false);
  } finally {
    await sim.stop();
  }
});

test('the real skill: a routine with five minutes of news plays a time box of the top stories', async () => {
  const out = await chat([':routine PlayTimedNews 5', ':quit']);
  const run = out.indexOf('> :routine PlayTimedNews 5');
  expect(out[run + 1]).toBe('  → LaunchRequest with task PlayTimedNews v1 {minutes="5"} (an Alexa routine)');
  expect(out.slice(run).join('\n')).toContain("Here's 5 minutes of news.");

  const { sim, emulator: echo } = await startEmulator();
  try {
    const turn = await echo.runTask('PlayTimedNews', '5');
    expect(turn.error).toBeUndefined();
    expect(turn.task).toMatchObject({ version: '1', input: { minutes: '5' } });
    const reply = turn.exchanges[0]?.reply.response;
    expect(reply?.directives?.map((d) => d.type)).toEqual(['AudioPlayer.Play']);
    expect(JSON.stringify(reply?.outputSpeech)).toContain("Here's 5 minutes of news.");
    expect(turn.player.activity).toBe('PLAYING');
    expect(turn.sessionOpen).toBe(false);
  } finally {
    await sim.stop();
  }
});
