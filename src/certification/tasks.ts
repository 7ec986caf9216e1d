// The custom task files (skill-package/tasks) against Amazon's restrictions ("Implement Custom Tasks
// in Your Skill": file {TaskName}.{TaskVersion}.json, version a positive integer, one path per file
// named /{TaskName}, POST only, application/json bodies, inline references only; "Integrate Your
// Custom Task with Alexa Routines": display details for the routine list, at most one input, text or
// one of a list; the length input's values whole minutes the skill plays) and
// against the manifest's apis.custom.tasks and the skill's own table (src/model/tasks.ts).
import {
  isJsonObject as isObj,
  parseTaskFileName,
  readTaskFiles,
  resolveRef,
  taskInputSchema,
  taskPathItem,
} from '../model/task-files';
import { TASKS, TASK_NAMES } from '../model/tasks';
import { LONGEST_SEC, SHORTEST_SEC } from '../skill/length';
import type { RuleResult } from './rules';

/** Problems of one task definition file (its name tells the task and the version). */
export function taskFileProblems(file: string, doc: unknown, locales: readonly string[]): string[] {
  const parsed = parseTaskFileName(file);
  if (!parsed) return [`${file}: the name is not {TaskName}.{TaskVersion}.json`];
  const { name, version } = parsed;
  const at = (s: string) => `${file}: ${s}`;
  const problems: string[] = [];
  if (!/^[1-9]\d*$/.test(version)) problems.push(at('the version is not a positive integer'));
  if (!isObj(doc)) return [...problems, at('not a JSON object')];
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) problems.push(at('not OpenAPI 3'));
  const info = isObj(doc.info) ? doc.info : {};
  if (String(info.version) !== version) problems.push(at(`info.version is not ${version}`));
  const scope = info['x-amzn-alexa-access-scope'];
  if (scope !== undefined && scope !== 'public' && scope !== 'vendor-private')
    problems.push(at('x-amzn-alexa-access-scope is neither public nor vendor-private'));
  // A routine lists the action under its title, in the listener's locale.
  const shown = isObj(info['x-amzn-display-details']) ? info['x-amzn-display-details'] : {};
  for (const l of locales) {
    const d = shown[l];
    if (!isObj(d) || typeof d.title !== 'string' || !d.title.trim()) problems.push(at(`no ${l} title`));
  }
  const paths = isObj(doc.paths) ? Object.keys(doc.paths) : [];
  if (paths.length !== 1) problems.push(at(`${paths.length} paths, not one`));
  else if (paths[0] !== `/${name}`) problems.push(at(`the path is ${paths[0]}, not /${name}`));
  const item = taskPathItem(doc);
  if (isObj(item)) {
    const methods = Object.keys(item).filter(
      (k) => !k.startsWith('x-') && k !== 'summary' && k !== 'description',
    );
    if (methods.join() !== 'post')
      problems.push(at(`methods ${methods.join(', ') || 'none'}: only POST is allowed`));
    const post = isObj(item.post) ? item.post : {};
    const body = isObj(post.requestBody) && isObj(post.requestBody.content) ? post.requestBody.content : {};
    if (Object.keys(body).join() !== 'application/json')
      problems.push(at('the request body is not application/json alone'));
    const responses = isObj(post.responses) ? post.responses : {};
    for (const [code, r] of Object.entries(responses)) {
      const content = isObj(r) && isObj(r.content) ? Object.keys(r.content) : [];
      if (content.some((c) => c !== 'application/json'))
        problems.push(at(`response ${code} is not application/json`));
    }
  }
  problems.push(...refProblems(doc, doc).map(at));
  const input = taskInputSchema(doc);
  const props = isObj(input) && isObj(input.properties) ? Object.keys(input.properties) : [];
  if (props.length > 1) problems.push(at(`${props.length} inputs: a routine action takes at most one`));
  for (const p of props) {
    const shownInput = isObj(input) && isObj(input.properties) ? input.properties[p] : undefined;
    const names =
      isObj(shownInput) && isObj(shownInput['x-amzn-display-details'])
        ? shownInput['x-amzn-display-details']
        : {};
    for (const l of locales) {
      const d = names[l];
      if (!isObj(d) || typeof d.name !== 'string' || !d.name.trim())
        problems.push(at(`input ${p} has no ${l} name`));
    }
    problems.push(...inputTypeProblems(p, shownInput).map(at));
  }
  const known = (TASK_NAMES as readonly string[]).includes(name)
    ? TASKS[name as keyof typeof TASKS]
    : undefined;
  if (!known) problems.push(at(`${name} is not a task of src/model/tasks.ts`));
  else {
    if (known.version !== version) problems.push(at(`the skill handles version ${known.version}`));
    if (props.join() !== (known.input ?? ''))
      problems.push(at(`input ${props.join() || 'none'}, the skill reads ${known.input ?? 'none'}`));
  }
  return problems;
}

/**
 * A routine's input is text the listener types or one value of a list (a string, or a string enum):
 * no number, boolean or object. The length (`minutes`) is a list of whole minutes the skill plays
 * (1 to 60, src/skill/length.ts).
 */
function inputTypeProblems(name: string, schema: unknown): string[] {
  if (!isObj(schema)) return [`input ${name} has no schema`];
  if (schema.type !== 'string')
    return [`input ${name} is of type ${String(schema.type)}: a routine input is a string (text or a list)`];
  const values = schema.enum;
  if (
    values !== undefined &&
    (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== 'string' || !v.trim()))
  )
    return [`input ${name}'s enum is not a list of text values`];
  if (name !== 'minutes') return [];
  if (!Array.isArray(values)) return ['input minutes offers no list of lengths'];
  const shortest = SHORTEST_SEC / 60;
  const longest = LONGEST_SEC / 60;
  return (values as string[])
    .filter((v) => !/^[1-9]\d*$/.test(v) || Number(v) < shortest || Number(v) > longest)
    .map((v) => `input minutes offers "${v}": not a whole number of minutes from ${shortest} to ${longest}`);
}

/** Every $ref is inline (#/…) and points at something in the document. */
function refProblems(node: unknown, doc: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap((n) => refProblems(n, doc));
  if (!isObj(node)) return [];
  const own: string[] = [];
  if ('$ref' in node) {
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) own.push(`$ref ${String(ref)} is not inline`);
    else if (resolveRef(doc, ref) === undefined) own.push(`$ref ${ref} points at nothing`);
  }
  return [...own, ...Object.values(node).flatMap((v) => refProblems(v, doc))];
}

/** The whole tasks folder against the manifest and the skill. */
export function tasksRule(rawManifest: unknown, packageDir: string, locales: readonly string[]): RuleResult {
  const read = readTaskFiles(packageDir);
  const files = read.map((f) => f.file);
  const problems = read.flatMap(({ file, doc }) =>
    doc === undefined ? [`${file}: not valid JSON`] : taskFileProblems(file, doc, locales),
  );
  const custom = (rawManifest as { manifest?: { apis?: { custom?: { tasks?: unknown } } } }).manifest?.apis
    ?.custom;
  const declared = Array.isArray(custom?.tasks)
    ? (custom.tasks as Array<{ name?: unknown; version?: unknown }>).map(
        (t) => `${String(t.name)}.${String(t.version)}.json`,
      )
    : [];
  for (const d of declared) if (!files.includes(d)) problems.push(`manifest declares ${d}, which is missing`);
  for (const f of files)
    if (!declared.includes(f)) problems.push(`${f} is not declared in apis.custom.tasks`);
  for (const name of TASK_NAMES)
    if (!declared.includes(`${name}.${TASKS[name].version}.json`))
      problems.push(`the skill handles ${name}, which the manifest does not declare`);
  return {
    rule: 'tasks',
    ok: problems.length === 0,
    detail: problems.length
      ? problems.join('; ')
      : `${files.length} task files, declared and handled: ${files.join(', ')}`,
  };
}
