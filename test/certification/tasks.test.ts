// The custom task files (issue 24): the shipped ones pass the certification check's rule and agree
// with the manifest, the skill's table and the model's categories; each of Amazon's restrictions
// fails on a broken copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { taskFileProblems, tasksRule } from '../../src/certification/tasks';
import { CATEGORY_SLOT_TYPE, SUPPORTED_LOCALES } from '../../src/model/contract';
import { DEFAULT_SKILL_PACKAGE_DIR, loadInteractionModel } from '../../src/model/load-model';
import { TASKS, TASK_MINUTES, TASK_NAMES, TASK_TOPIC_MAX_LENGTH } from '../../src/model/tasks';
import { lengthFromMinutes } from '../../src/skill/length';
import { taskInputSchema } from '../../src/model/task-files';
import { CATEGORIES, categoryByName } from '../../src/skill/categories';

const read = (p: string) => JSON.parse(fs.readFileSync(p, 'utf8')) as Record<string, unknown>;
const manifest = read(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'));
const taskFile = (name: string) => read(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'tasks', `${name}.1.json`));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

test('the shipped task files pass: declared in the manifest, handled by the skill', () => {
  const r = tasksRule(manifest, DEFAULT_SKILL_PACKAGE_DIR, SUPPORTED_LOCALES);
  expect(r).toEqual({ rule: 'tasks', ok: true, detail: expect.stringContaining('4 task files') as string });
  const declared = (manifest as { manifest: { apis: { custom: { tasks: unknown } } } }).manifest.apis.custom
    .tasks;
  expect(declared).toEqual(TASK_NAMES.map((name) => ({ name, version: TASKS[name].version })));
});

test('PlayNews offers exactly the model’s categories, each one the skill can play', () => {
  const input = (
    taskFile('PlayNews') as {
      components: { schemas: { Input: { properties: Record<string, { enum: string[] }> } } };
    }
  ).components.schemas.Input.properties.category;
  const ids = input?.enum.map((v) => categoryByName(v)?.id);
  expect(ids).not.toContain(undefined);
  expect(new Set(ids)).toEqual(new Set(CATEGORIES.map((c) => c.id)));
  for (const locale of SUPPORTED_LOCALES) {
    const type = loadInteractionModel(locale).interactionModel.languageModel.types?.find(
      (t) => t.name === CATEGORY_SLOT_TYPE,
    );
    expect(new Set(type?.values.map((v) => v.id))).toEqual(new Set(ids));
  }
});

test('PlayTopic’s file allows the topic length the skill accepts', () => {
  const input = taskInputSchema(taskFile('PlayTopic')) as { properties: { topic: { maxLength: number } } };
  expect(input.properties.topic.maxLength).toBe(TASK_TOPIC_MAX_LENGTH);
});

test('PlayTimedNews offers the skill’s lengths: whole minutes it plays as they are, never clamped', () => {
  const input = taskInputSchema(taskFile('PlayTimedNews')) as {
    properties: { minutes: { type: string; enum: string[] } };
    required: string[];
  };
  expect(input.properties.minutes.type).toBe('string');
  expect(input.properties.minutes.enum).toEqual([...TASK_MINUTES]);
  expect(input.required).toEqual(['minutes']);
  for (const m of TASK_MINUTES) expect(lengthFromMinutes(m)).toEqual({ sec: Number(m) * 60 });
});

describe('the minutes input: a list of whole minutes from 1 to 60', () => {
  const good = taskFile('PlayTimedNews');
  const withMinutes = (minutes: unknown) => {
    const d = clone(good) as { components: { schemas: { Input: { properties: { minutes: unknown } } } } };
    d.components.schemas.Input.properties.minutes = minutes;
    return taskFileProblems('PlayTimedNews.1.json', d, SUPPORTED_LOCALES).join('; ');
  };
  const names = (
    good as { components: { schemas: { Input: { properties: { minutes: Record<string, unknown> } } } } }
  ).components.schemas.Input.properties.minutes['x-amzn-display-details'];

  it('the shipped file has no problem', () => {
    expect(taskFileProblems('PlayTimedNews.1.json', good, SUPPORTED_LOCALES)).toEqual([]);
  });

  it.each([
    [
      'an integer (a routine input is text or a list)',
      { type: 'integer', minimum: 1, maximum: 60 },
      /input minutes is of type integer: a routine input is a string/,
    ],
    ['a number', { type: 'number' }, /input minutes is of type number/],
    ['no type', {}, /input minutes is of type undefined/],
    ['free text, no list', { type: 'string' }, /input minutes offers no list of lengths/],
    ['an empty list', { type: 'string', enum: [] }, /enum is not a list of text values/],
    ['numbers in the list', { type: 'string', enum: [5, 10] }, /enum is not a list of text values/],
    [
      'ninety minutes',
      { type: 'string', enum: ['5', '90'] },
      /offers "90": not a whole number of minutes from 1 to 60/,
    ],
    ['zero', { type: 'string', enum: ['0', '5'] }, /offers "0"/],
    ['a fraction', { type: 'string', enum: ['2.5'] }, /offers "2\.5"/],
    ['words', { type: 'string', enum: ['five'] }, /offers "five"/],
  ])('%s is refused', (_label, schema, message) => {
    expect(withMinutes({ ...schema, 'x-amzn-display-details': names })).toMatch(message);
  });

  it('a category that is not text is refused too', () => {
    const d = clone(taskFile('PlayNews')) as {
      components: { schemas: { Input: { properties: { category: Record<string, unknown> } } } };
    };
    d.components.schemas.Input.properties.category.type = 'integer';
    expect(taskFileProblems('PlayNews.1.json', d, SUPPORTED_LOCALES).join('; ')).toMatch(
      /input category is of type integer/,
    );
  });

  it('a second input (minutes beside the category) is refused: a routine action takes at most one', () => {
    const d = clone(taskFile('PlayNews')) as {
      components: { schemas: { Input: { properties: Record<string, unknown> } } };
    };
    d.components.schemas.Input.properties.minutes = clone(
      (good as { components: { schemas: { Input: { properties: { minutes: unknown } } } } }).components
        .schemas.Input.properties.minutes,
    );
    expect(taskFileProblems('PlayNews.1.json', d, SUPPORTED_LOCALES).join('; ')).toMatch(
      /2 inputs: a routine action takes at most one/,
    );
  });
});

describe('each restriction fails on a broken copy', () => {
  type Doc = Record<string, unknown>;
  const good = taskFile('PlayTopic');
  const POST = ['paths', '/PlayTopic', 'post'];
  const BODY = [...POST, 'requestBody', 'content'];
  const TOPIC = ['components', 'schemas', 'Input', 'properties', 'topic'];
  /** The object at `keys` in `d`. */
  const at = (d: Doc, keys: readonly string[]): Doc => keys.reduce((o, k) => o[k] as Doc, d);
  /** Sets (or, with undefined, deletes) the last key of `keys`. */
  const edit = (keys: readonly string[], value: unknown) => (d: Doc) => {
    const parent = at(d, keys.slice(0, -1));
    const last = keys[keys.length - 1] as string;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  };
  const problemsOf = (change: (d: Doc) => void, file: string) => {
    const d = clone(good);
    change(d);
    return taskFileProblems(file, d, SUPPORTED_LOCALES).join('; ');
  };
  const none = () => undefined;

  it.each([
    ['a file name without the version', none, 'PlayTopic.json', /not \{TaskName\}\.\{TaskVersion\}\.json/],
    ['version 0', none, 'PlayTopic.0.json', /not a positive integer/],
    ['info.version that differs', edit(['info', 'version'], '2'), '', /info\.version is not 1/],
    [
      'a second path',
      (d: Doc) => edit(['paths', '/Other'], at(d, ['paths', '/PlayTopic']))(d),
      '',
      /2 paths, not one/,
    ],
    [
      'a path of another name',
      (d: Doc) => edit(['paths'], { '/Other': at(d, ['paths', '/PlayTopic']) })(d),
      '',
      /the path is \/Other/,
    ],
    ['GET beside POST', edit(['paths', '/PlayTopic', 'get'], {}), '', /only POST is allowed/],
    ['a text body', edit(BODY, { 'text/plain': {} }), '', /not application\/json alone/],
    [
      'a reference to another file',
      edit([...BODY, 'application/json', 'schema'], { $ref: 'other.json#/Input' }),
      '',
      /is not inline/,
    ],
    [
      'a reference to nothing',
      edit([...BODY, 'application/json', 'schema'], { $ref: '#/components/schemas/Nope' }),
      '',
      /points at nothing/,
    ],
    ['no en-IN title', edit(['info', 'x-amzn-display-details', 'en-IN'], undefined), '', /no en-IN title/],
    [
      'an input without its display name',
      edit([...TOPIC, 'x-amzn-display-details'], undefined),
      '',
      /input topic has no en-US name/,
    ],
    [
      'two inputs',
      edit(['components', 'schemas', 'Input', 'properties', 'extra'], { type: 'string' }),
      '',
      /at most one/,
    ],
    [
      'two inputs in the schema the body references by another name',
      (d: Doc) => {
        edit(['components', 'schemas', 'Other'], { type: 'object', properties: { a: {}, b: {} } })(d);
        edit([...BODY, 'application/json', 'schema'], { $ref: '#/components/schemas/Other' })(d);
      },
      '',
      /2 inputs: a routine action takes at most one/,
    ],
    ['an unknown access scope', edit(['info', 'x-amzn-alexa-access-scope'], 'everyone'), '', /access-scope/],
    ['a task the skill does not handle', none, 'PlayPodcast.1.json', /not a task of src\/model\/tasks\.ts/],
  ] as const)('%s', (_label, change, file, message) => {
    expect(problemsOf(change, file || 'PlayTopic.1.json')).toMatch(message);
  });

  it('the shipped file itself has no problem', () => {
    expect(problemsOf(none, 'PlayTopic.1.json')).toBe('');
  });
});

describe('the folder against the manifest', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bv-tasks-'));
    fs.cpSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'tasks'), path.join(dir, 'tasks'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a declared task without its file, and a file nobody declared', () => {
    fs.rmSync(path.join(dir, 'tasks', 'PlayMyTopics.1.json'));
    fs.writeFileSync(path.join(dir, 'tasks', 'PlayExtra.1.json'), '{}');
    const r = tasksRule(manifest, dir, SUPPORTED_LOCALES);
    expect(r.ok).toBe(false);
    expect(r.detail).toMatch(/manifest declares PlayMyTopics\.1\.json, which is missing/);
    expect(r.detail).toMatch(/PlayExtra\.1\.json is not declared/);
  });

  it('a task the skill handles but the manifest does not declare', () => {
    const m = clone(manifest) as { manifest: { apis: { custom: { tasks: Array<{ name: string }> } } } };
    m.manifest.apis.custom.tasks = m.manifest.apis.custom.tasks.filter((t) => t.name !== 'PlayNews');
    fs.rmSync(path.join(dir, 'tasks', 'PlayNews.1.json'));
    expect(tasksRule(m, dir, SUPPORTED_LOCALES).detail).toMatch(/the skill handles PlayNews/);
  });
});
