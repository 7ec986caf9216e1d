// `npm run build`: bundles lambda/index.ts into lambda/build/index.js for the nodejs24.x runtime.
// ask-resources.json points the code folder at ./lambda/build (handler `index.handler`); with no
// package.json there, ASK CLI's zip-only build flow uploads exactly this bundle and its map.
import { build, type Message, type Metafile, type Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { askSdkCoreSlim } from './ask-sdk-core-slim';
import { askSdkModelSlim } from './ask-sdk-model-slim';
import { axiosNodeOnly } from './axios-node-only';

const ROOT = path.resolve(__dirname, '..');
export const DEFAULT_OUT_DIR = path.join(ROOT, 'lambda', 'build');
/**
 * The limit for lambda/build/index.js: the build and test/lambda/bundle-size.test.ts fail past it.
 * Issue 39 set 300 KB; issue 51 (notifications) raised it to 330 KB for ≈ 20 KB of its own: the
 * subscribe/unsubscribe/permission handlers and the topic index on the request path, and the
 * notification pass, which an Alexa request never runs (imported only by the scheduled invocation;
 * the cold start is measured in BENCHMARKS.md). Issue 56 raised it to 335 KB for ≈ 10 KB of
 * understanding: the words chain read by form in five locales (situation, place, days and spans,
 * ≈ 8 KB after ≈ 3 KB its lists gave back) and the Echo's own time zone (≈ 1 KB); its third round
 * to 340 KB for ≈ 7 KB: requests said in two clauses, about 200 musicians named alone, shows by
 * name, and the round's words; its fourth round to 345 KB for ≈ 4 KB: what the listener follows by
 * form, a clause said first, days and their parts, trending and now-playing forms, the round's words.
 */
export const MAX_BUNDLE_BYTES = 345 * 1024;

/** The Node 24 Lambda runtime (like every Node runtime since 18) ships AWS SDK v3: it stays out of the bundle. */
const PROVIDED_BY_RUNTIME = /^@aws-sdk\//;
/** Express-only or development-only code that must never reach Lambda. */
const FORBIDDEN_PACKAGES = ['better-sqlite3', 'ask-sdk-express-adapter', 'express'];
const FORBIDDEN_DIRS = ['src/sim', 'src/emulator', 'src/server'].map((d) => path.join(ROOT, d) + path.sep);

export interface BuildResult {
  outFile: string;
  bytes: number;
  /** Packages left as require() calls in the bundle (only @aws-sdk/* and Node built-ins). */
  externals: string[];
  /** Source files inside the bundle, relative to the repository root. */
  inputs: string[];
  /** What each input adds to the bundle, in bytes (esbuild's metafile: after minifying). */
  bytesByInput: Record<string, number>;
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Refuses forbidden imports at resolution time, naming the importer. */
const guard: Plugin = {
  name: 'lambda-guard',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const importer = path.relative(ROOT, args.importer);
      if (!args.path.startsWith('.') && !path.isAbsolute(args.path)) {
        const pkg = packageName(args.path);
        if (FORBIDDEN_PACKAGES.includes(pkg)) {
          return { errors: [{ text: `${pkg} must not be in the Lambda bundle (imported by ${importer})` }] };
        }
        return undefined;
      }
      const target = path.resolve(args.resolveDir, args.path);
      const dir = FORBIDDEN_DIRS.find((d) => (target + path.sep).startsWith(d) || target.startsWith(d));
      if (dir !== undefined) {
        const rel = path.relative(ROOT, dir);
        return { errors: [{ text: `${rel} must not be in the Lambda bundle (imported by ${importer})` }] };
      }
      return undefined;
    });
  },
};

/**
 * src/skill/i18n.ts gets the subset of i18next it uses (lambda/i18next-subset.ts: 2 KB instead of
 * 50 KB); any other import of i18next in the bundle is refused, so none can get the subset unawares.
 */
const I18N_MODULE = path.join(ROOT, 'src', 'skill', 'i18n.ts');
const i18nextSubset: Plugin = {
  name: 'i18next-subset',
  setup(b) {
    b.onResolve({ filter: /^i18next$/ }, (args) =>
      args.importer === I18N_MODULE
        ? { path: path.join(ROOT, 'lambda', 'i18next-subset.ts') }
        : {
            errors: [
              {
                text: `i18next is imported by ${path.relative(ROOT, args.importer)}: in the Lambda bundle only src/skill/i18n.ts may (lambda/i18next-subset.ts)`,
              },
            ],
          },
    );
  },
};

/** Second line of defence: what actually ended up in the output. */
function inspect(meta: Metafile): { problems: string[]; externals: string[] } {
  const problems = Object.keys(meta.inputs)
    .filter((i) => FORBIDDEN_DIRS.some((d) => path.resolve(ROOT, i).startsWith(d)))
    .map((i) => `${i} is in the bundle`);
  const externals = new Set<string>();
  for (const out of Object.values(meta.outputs)) {
    for (const imp of out.imports) if (imp.external) externals.add(imp.path);
  }
  for (const ext of externals) {
    if (builtinModules.includes(ext.replace(/^node:/, '')) || PROVIDED_BY_RUNTIME.test(ext)) continue;
    problems.push(`the bundle requires ${ext}, which the Lambda runtime does not provide`);
  }
  return { problems, externals: [...externals].sort() };
}

export interface BuildOptions {
  outDir?: string;
  /** Another entry file (tests of the guard); lambda/index.ts by default. */
  entry?: string;
  /**
   * false: bundle axios, ask-sdk-core, ask-sdk-model and i18next whole (the benchmark's floor
   * skill uses them as shipped).
   */
  slim?: boolean;
}

export async function buildLambda(opts: BuildOptions = {}): Promise<BuildResult> {
  const outFile = path.join(opts.outDir ?? DEFAULT_OUT_DIR, 'index.js');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [opts.entry ?? path.join(ROOT, 'lambda', 'index.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    target: 'node24', // nodejs24.x only: no syntax lowered for older Nodes
    format: 'cjs',
    minify: true,
    sourcemap: true,
    external: ['@aws-sdk/*'],
    metafile: true,
    logLevel: 'silent',
    plugins:
      opts.slim === false ? [guard] : [guard, axiosNodeOnly, askSdkCoreSlim, askSdkModelSlim, i18nextSubset],
  });
  const { problems, externals } = inspect(result.metafile);
  if (problems.length > 0) throw new Error(`Lambda bundle refused: ${problems.join('; ')}`);
  return {
    outFile,
    bytes: statSync(outFile).size,
    externals,
    inputs: Object.keys(result.metafile.inputs).sort(),
    bytesByInput: Object.fromEntries(
      Object.values(result.metafile.outputs).flatMap((o) =>
        Object.entries(o.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
      ),
    ),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The biggest contributors to the bundle, by package (node_modules/…), by source folder (src/skill…)
 * or by stand-in (axios-node-only:…), each with its three biggest files: one line each, largest first.
 */
export function largestContributors(bytesByInput: Record<string, number>, count = 8): string[] {
  const groups = new Map<string, { bytes: number; files: Array<[string, number]> }>();
  for (const [input, bytes] of Object.entries(bytesByInput)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
    const name =
      pkg ??
      (input.includes(':')
        ? input.slice(0, input.indexOf(':'))
        : input.split('/').slice(0, -1).slice(0, 2).join('/') || input);
    const group = groups.get(name) ?? { bytes: 0, files: [] };
    group.bytes += bytes;
    group.files.push([input, bytes]);
    groups.set(name, group);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, count)
    .map(([name, { bytes, files }]) => {
      const top = files
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([file, b]) => `${file} ${kb(b)}`);
      return `${name}: ${kb(bytes)} (${top.join(', ')})`;
    });
}

/** Why the bundle is refused, or undefined when it is within MAX_BUNDLE_BYTES. */
export function overLimit(result: Pick<BuildResult, 'bytes' | 'bytesByInput'>): string | undefined {
  if (result.bytes <= MAX_BUNDLE_BYTES) return undefined;
  return [
    `the Lambda bundle is ${kb(result.bytes)} (${result.bytes} bytes), over the ${kb(MAX_BUNDLE_BYTES)} limit (issue 39). Largest contributors:`,
    ...largestContributors(result.bytesByInput).map((l) => `  ${l}`),
  ].join('\n');
}

function formatErrors(err: unknown): string {
  const errors = (err as { errors?: Message[] }).errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((e) => e.text).join('\n');
  return err instanceof Error ? err.message : String(err);
}

async function main(): Promise<void> {
  try {
    const result = await buildLambda();
    console.log(`built ${path.relative(process.cwd(), result.outFile)}: ${kb(result.bytes)}`);
    const over = overLimit(result);
    if (over !== undefined) {
      console.error(over);
      process.exit(1);
    }
  } catch (err) {
    console.error(formatErrors(err));
    process.exit(1);
  }
}

if (require.main === module) void main();
