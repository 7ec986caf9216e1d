// The CloudFormation template's text, and a light reading of it by indentation: top-level sections,
// then two-space-indented logical ids, then their property lines (trimmed), for checks of one
// line each. Checks that need the structure parse it with test/helpers/cfn-yaml.ts.
import fs from 'node:fs';
import path from 'node:path';

export const TEMPLATE_PATH = path.resolve(
  __dirname,
  '..',
  '..',
  'infrastructure',
  'cfn-deployer',
  'skill-stack.yaml',
);
export const template = fs.readFileSync(TEMPLATE_PATH, 'utf8');
const lines = template.split('\n');

const indentOf = (line: string) => line.length - line.trimStart().length;
const isContent = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');

/** Lines of a top-level section (`Resources:`), without the header. */
function section(name: string): string[] {
  const start = lines.findIndex((l) => l === `${name}:`);
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && isContent(l) && indentOf(l) === 0);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Logical id → its property lines (trimmed), within a section. */
function entries(name: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of section(name)) {
    if (!isContent(line)) continue;
    const id = /^ {2}([A-Za-z0-9]+):\s*$/.exec(line);
    if (id?.[1]) out.set(id[1], (current = []));
    else current?.push(line.trim());
  }
  return out;
}

export const parameters = entries('Parameters');
export const resources = entries('Resources');
export const outputs = entries('Outputs');

/** The one resource of this type: [logical id, property lines]. */
export function ofType(type: string): [string, string[]] {
  const found = [...resources].filter(([, body]) => body.includes(`Type: ${type}`));
  expect(found.map(([id]) => id)).toHaveLength(1);
  const [hit] = found;
  if (!hit) throw new Error(`no ${type}`);
  return hit;
}

/** The actions and resources of an inline policy of a role, by its PolicyName. */
export function inlinePolicy(role: string[], policyName: string): { actions: string[]; resources: string[] } {
  const start = role.indexOf(`- PolicyName: ${policyName}`);
  if (start < 0) throw new Error(`no inline policy ${policyName}`);
  const next = role.findIndex((l, i) => i > start && l.startsWith('- PolicyName:'));
  const body = role.slice(start + 1, next < 0 ? undefined : next);
  return {
    actions: body.filter((l) => /^- [a-z0-9-]+:[A-Za-z*]+$/.test(l)).map((l) => l.slice(2)),
    resources: body.filter((l) => l.startsWith('Resource:')).map((l) => l.slice('Resource:'.length).trim()),
  };
}
