// The actions an Alexa routine offers for the skill: its custom tasks, read from the skill package
// (skill-package/tasks/{Name}.{Version}.json, Amazon's OpenAPI form) as the Alexa app reads them,
// not from the skill's own contract (src/model/tasks.ts), so a file that drifts from the contract
// shows here as it would in a routine. A routine runs one with a LaunchRequest carrying `task`.
import { DEFAULT_SKILL_PACKAGE_DIR } from '../model/load-model';
import {
  isJsonObject,
  parseTaskFileName,
  readTaskFiles,
  taskInputSchema,
  type Json,
} from '../model/task-files';
import { TASK_NAMES } from '../model/tasks';
import type { LaunchTask } from './envelopes';

/** The one input a routine action takes (Amazon: at most one property of the Input schema). */
export interface RoutineInput {
  /** The property's name: the key of the request's task.input. */
  name: string;
  /** What the routine editor calls it (x-amzn-display-details[locale].name). */
  displayName: string;
  /** The values the editor offers (the schema's enum); none: free text. */
  values?: readonly string[];
  required: boolean;
  maxLength?: number;
}

export interface RoutineTask {
  name: string;
  version: string;
  /** The action's title in the routine editor (x-amzn-display-details[locale].title). */
  title: string;
  input?: RoutineInput;
}

/** The task files of a package, parsed once (as the interaction models are). */
const cache = new Map<string, Array<{ name: string; version: string; spec: Json }>>();

function readTasks(dir: string): Array<{ name: string; version: string; spec: Json }> {
  const hit = cache.get(dir);
  if (hit) return hit;
  const out = readTaskFiles(dir).flatMap(({ file, doc }) => {
    const named = parseTaskFileName(file);
    return named && isJsonObject(doc) ? [{ ...named, spec: doc }] : [];
  });
  cache.set(dir, out);
  return out;
}

/**
 * The tasks as a routine lists them, in the contract's order (unknown names last): the newest
 * version of each, its title and input in `locale` (en-US when the file has no such locale).
 */
export function listTasks(locale = 'en-US', dir = DEFAULT_SKILL_PACKAGE_DIR): RoutineTask[] {
  const newest = new Map<string, { name: string; version: string; spec: Json }>();
  for (const f of readTasks(dir)) {
    const had = newest.get(f.name);
    if (!had || Number(f.version) > Number(had.version)) newest.set(f.name, f);
  }
  const rank = (n: string) => {
    const i = (TASK_NAMES as readonly string[]).indexOf(n);
    return i < 0 ? TASK_NAMES.length : i;
  };
  return [...newest.values()]
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map((f) => toTask(f.name, f.version, f.spec, locale));
}

function toTask(name: string, version: string, spec: Json, locale: string): RoutineTask {
  const info = obj(spec.info);
  const title = str(displayOf(info, locale).title) ?? str(info.title) ?? name;
  const schema = obj(taskInputSchema(spec));
  const [prop, def] = Object.entries(obj(schema.properties))[0] ?? [];
  if (!prop) return { name, version, title };
  const d = obj(def);
  const values = Array.isArray(d.enum) ? d.enum.filter((v): v is string => typeof v === 'string') : undefined;
  const required = Array.isArray(schema.required) && schema.required.includes(prop);
  const input: RoutineInput = {
    name: prop,
    displayName: str(displayOf(d, locale).name) ?? prop,
    ...(values ? { values } : {}),
    required,
    ...(typeof d.maxLength === 'number' ? { maxLength: d.maxLength } : {}),
  };
  return { name, version, title, input };
}

function displayOf(o: Json, locale: string): Json {
  const all = obj(o['x-amzn-display-details']);
  return obj(all[locale] ?? all['en-US']);
}

/** The task named `name` (any case), if there is one. */
export function findTask(tasks: readonly RoutineTask[], name: string): RoutineTask | undefined {
  return tasks.find((t) => t.name.toLowerCase() === name.trim().toLowerCase());
}

/**
 * The request's `task` for `text` (the input, if any), or why a routine could not be saved with
 * it: the editor offers only the enum's values, insists on a required input, and has no field for
 * a task without one. A length is such a list: `PlayTimedNews 5` sends `{ minutes: "5" }`.
 */
export function launchTaskFor(
  task: RoutineTask,
  applicationId: string,
  text?: string,
): { task: LaunchTask } | { error: string } {
  const said = text?.trim() ?? '';
  const make = (input: Record<string, string>) => ({
    task: { name: `${applicationId}.${task.name}`, version: task.version, input },
  });
  const inp = task.input;
  if (!inp) return said ? { error: `${task.name} takes no input` } : make({});
  if (!said)
    return inp.required ? { error: `${task.name} needs its ${inp.displayName.toLowerCase()}` } : make({});
  if (inp.values) {
    const value = inp.values.find((v) => v.toLowerCase() === said.toLowerCase());
    if (!value)
      return {
        error: `${task.name}'s ${inp.displayName.toLowerCase()} is one of: ${inp.values.join(', ')}`,
      };
    return make({ [inp.name]: value });
  }
  if (inp.maxLength !== undefined && said.length > inp.maxLength)
    return {
      error: `${task.name}'s ${inp.displayName.toLowerCase()} is at most ${inp.maxLength} characters`,
    };
  return make({ [inp.name]: said });
}

function obj(v: unknown): Json {
  return isJsonObject(v) ? v : {};
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}
