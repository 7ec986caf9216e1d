// Alexa routines on the local Echo: the actions are the skill package's task files, read as the
// Alexa app reads them, and running one sends the skill a LaunchRequest with `task` (the name
// prefixed with the skill id, the version, the input) in a new session, applied as "open Burst
// Voice" is. The envelopes are checked against a scripted skill; the chat drives the real one.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { RequestEnvelope } from 'ask-sdk-model';
import type { BurstApi } from '../../src/api/api';
import { runChat } from '../../src/emulator/cli';
import { DEFAULT_APPLICATION_ID } from '../../src/emulator/envelopes';
import { launchTaskFor, listTasks } from '../../src/emulator/routines';
import { EmulatorError, EmulatorSession } from '../../src/emulator/session';
import { DEFAULT_SKILL_PACKAGE_DIR } from '../../src/model/load-model';
import { ManualClock } from '../../src/util/clock';
import { EMPTY, play } from './dialog-fixtures';

const TASK_DIR = path.join(DEFAULT_SKILL_PACKAGE_DIR, 'tasks');
type Spec = {
  info: { 'x-amzn-display-details': Record<string, { title: string }> };
  components: {
    schemas: { Input: { properties: Record<string, { enum?: string[] }>; required?: string[] } };
  };
};
const spec = (file: string) => JSON.parse(fs.readFileSync(path.join(TASK_DIR, file), 'utf8')) as Spec;

type LaunchReq = { type: string; task?: { name: string; version: string; input: Record<string, string> } };

test('the listing is the three task files: names, titles, inputs and the enum as the file has it', () => {
  const tasks = listTasks('en-US');
  expect(tasks.map((t) => t.name)).toEqual(['PlayNews', 'PlayTopic', 'PlayMyTopics']);
  for (const t of tasks) {
    const file = spec(`${t.name}.1.json`);
    expect(t.version).toBe('1');
    expect(t.title).toBe(file.info['x-amzn-display-details']['en-US']?.title);
    const props = Object.keys(file.components.schemas.Input.properties);
    expect(t.input?.name).toBe(props[0]);
  }
  const [news, topic, mine] = tasks;
  expect(news?.input).toMatchObject({ name: 'category', displayName: 'Category', required: false });
  expect(news?.input?.values).toEqual(
    spec('PlayNews.1.json').components.schemas.Input.properties.category?.enum,
  );
  expect(topic?.input).toEqual({ name: 'topic', displayName: 'Topic', required: true, maxLength: 100 });
  expect(mine?.input).toBeUndefined();
  expect(listTasks('en-GB').map((t) => t.title)).toEqual(['Play the news', 'Play a topic', 'Play my topics']);
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
  expect(launchTaskFor(topic, id, '')).toEqual({ error: 'PlayTopic needs a topic' });
  expect(launchTaskFor(topic, id, 'x'.repeat(101))).toEqual({
    error: "PlayTopic's topic is at most 100 characters",
  });
  expect(launchTaskFor(mine, id)).toEqual({ task: { name: `${id}.PlayMyTopics`, version: '1', input: {} } });
  expect(launchTaskFor(mine, id, 'anything')).toEqual({ error: 'PlayMyTopics takes no input' });
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
        'no task "PlayWeather" in the skill package; the tasks are PlayNews, PlayTopic, PlayMyTopics',
      ),
    );
    await expect(echo.runTask('PlayTopic')).rejects.toThrow('PlayTopic needs a topic');
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

/** Runs a scripted chat (the simulator in process, the real skill) and returns what it printed. */
async function chat(lines: string[]): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (b: Buffer) => (printed += b.toString('utf8')));
  const done = runChat({ input, output, env: {}, simulator: { pageSize: 3 } });
  input.end(lines.map((l) => `${l}\n`).join(''));
  await done;
  return printed.split('\n');
}

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
  expect(out.slice(at + 1, at + 4)).toEqual([
    '  PlayNews [category: top stories | business | us news | tech | world news | entertainment | sports | offbeat | editors picks, optional] — Play the news',
    '  PlayTopic [topic: free text] — Play a topic',
    '  PlayMyTopics — Play my topics',
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
    '  ⚠ no task "Weather" in the skill package; the tasks are PlayNews, PlayTopic, PlayMyTopics',
  );
  expect(out.some((l) => l.startsWith('  :routine '))).toBe(true);
});
