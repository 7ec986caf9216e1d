// The custom task files of a skill package (skill-package/tasks/{TaskName}.{TaskVersion}.json,
// Amazon's OpenAPI form: "Implement Custom Tasks in Your Skill"), read one way for the
// certification check (src/certification/tasks.ts) and the local Echo's routines alike.
import fs from 'node:fs';
import path from 'node:path';

export type Json = Record<string, unknown>;

export const isJsonObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{TaskName}.{TaskVersion}.json` taken apart; undefined for any other name. */
export function parseTaskFileName(file: string): { name: string; version: string } | undefined {
  const m = /^([A-Za-z][A-Za-z0-9]*)\.(\d+)\.json$/.exec(file);
  return m?.[1] && m[2] ? { name: m[1], version: m[2] } : undefined;
}

export interface TaskFile {
  file: string;
  /** The parsed JSON; absent when the file is not valid JSON. */
  doc?: unknown;
}

/** Every .json file of the package's tasks folder, by name, parsed (none without the folder). */
export function readTaskFiles(packageDir: string): TaskFile[] {
  const dir = path.join(packageDir, 'tasks');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      try {
        return { file, doc: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown };
      } catch {
        return { file };
      }
    });
}

/** What an inline reference (`#/components/schemas/Input`) points at; undefined for others. */
export function resolveRef(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isJsonObject(at) ? at[key] : undefined), doc);
}

/** The task's one path item (`paths['/{TaskName}']`, the first when there are several). */
export function taskPathItem(doc: unknown): unknown {
  const paths = isJsonObject(doc) && isJsonObject(doc.paths) ? doc.paths : {};
  const first = Object.keys(paths)[0];
  return first ? paths[first] : undefined;
}

/** The schema of the task's input: the POST body's JSON schema, followed through an inline $ref. */
export function taskInputSchema(doc: unknown): unknown {
  const item = taskPathItem(doc);
  const post = isJsonObject(item) && isJsonObject(item.post) ? item.post : {};
  const content =
    isJsonObject(post.requestBody) && isJsonObject(post.requestBody.content) ? post.requestBody.content : {};
  const json = content['application/json'];
  const schema = isJsonObject(json) ? json.schema : undefined;
  return isJsonObject(schema) && typeof schema.$ref === 'string' ? resolveRef(doc, schema.$ref) : schema;
}
