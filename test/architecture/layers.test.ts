// Imports only look down. Each folder of src/ (and the Lambda host) has a layer; a file may import
// from its own folder or from a folder of a lower layer, never sideways or up. This keeps the
// hosts thin, keeps the simulator and the emulator out of the Lambda bundle's reach, and stops
// cycles such as server ⇄ emulator from coming back. A new folder must be given a layer here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/** Higher imports lower. Equal layers do not import each other. */
const LAYER: Record<string, number> = {
  // the pre-submission check: reads the package and drives the skill through the local Echo
  certification: 9,
  // hosts
  lambda: 8,
  server: 8,
  // the local Echo (a host of its own through cli.ts, and a part the server mounts)
  emulator: 7,
  // composition: the skill built from a configuration; Flash Briefing feeds beside it
  app: 6,
  feeds: 6,
  // request handling
  skill: 5,
  // notifications (docs/notifications.md): the index, the sealed ids, Amazon's token and events, the pass
  notify: 4.5,
  captions: 4,
  // the listener's state: records (of playback state among others), keys, the update loop
  state: 4,
  // the listener's own radio (follows, saves, the "my topics" feeds): held in the listener record
  radio: 3.5,
  // The words listeners say (free words after "play"): below radio, which follows them.
  words: 3.2,
  // pure decisions and the interaction models
  playback: 3,
  model: 3,
  // the rule for "the same story" (docs/stories.md): pure, below the engine that applies it
  stories: 2.5,
  // the outside world: the Burst API, the stores, the API simulator
  api: 2,
  persistence: 2,
  sim: 2,
  // leaves
  config: 1,
  metrics: 1,
  util: 0,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'build' ? [] : sourceFiles(p);
    return /\.(ts|js)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** `src/<folder>/…` → folder; `lambda/…` → lambda. */
function folderOf(file: string): string | undefined {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] === 'lambda') return 'lambda';
  if (parts[0] === 'src' && parts.length > 2) return parts[1];
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'lambda'))];

it('every folder of src/ has a layer', () => {
  const folders = new Set(files.map(folderOf).filter((f): f is string => f !== undefined));
  const missing = [...folders].filter((f) => LAYER[f] === undefined);
  expect(missing).toEqual([]);
});

it('no import runs sideways or up', () => {
  const upward: string[] = [];
  for (const file of files) {
    const from = folderOf(file);
    if (from === undefined) continue;
    for (const target of imports(file)) {
      const to = folderOf(target);
      if (to === undefined || to === from) continue;
      if (!(LAYER[from] > LAYER[to])) {
        upward.push(
          `${relative(ROOT, file)} → ${relative(ROOT, target)} (${from} ${LAYER[from]} → ${to} ${LAYER[to]})`,
        );
      }
    }
  }
  expect(upward).toEqual([]);
});

it('the check sees imports (it would catch an upward one)', () => {
  // Guards the regex: the server's entry point imports the skill, so at least that edge is found.
  const main = files.find((f) => relative(ROOT, f) === join('src', 'server', 'main.ts'));
  expect(main).toBeDefined();
  expect(imports(main!).some((t) => folderOf(t) === 'skill' || folderOf(t) === 'app')).toBe(true);
});
