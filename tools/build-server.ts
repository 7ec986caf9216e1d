// The production build of the Express server: src/server/main.ts → dist/server.js (esbuild, like
// the Lambda bundle). Our code is bundled; packages stay require() calls resolved from
// node_modules, and each must be a production dependency, so `npm ci --omit=dev` is all a server
// needs (better-sqlite3 is native and could not be bundled anyway). The local Echo page's static
// files are copied next to the bundle, where web-routes.ts looks for them.
import { build, type Metafile } from 'esbuild';
import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DIST_DIR = path.join(ROOT, 'dist');

export interface ServerBuildResult {
  outFile: string;
  bytes: number;
  /** Packages the bundle requires at run time (Node built-ins left out). */
  packages: string[];
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function requiredPackages(meta: Metafile): string[] {
  const found = new Set<string>();
  for (const out of Object.values(meta.outputs)) {
    for (const imp of out.imports) {
      if (!imp.external || builtinModules.includes(imp.path.replace(/^node:/, ''))) continue;
      found.add(packageName(imp.path));
    }
  }
  return [...found].sort();
}

export async function buildServer(outDir: string = DEFAULT_DIST_DIR): Promise<ServerBuildResult> {
  rmSync(outDir, { recursive: true, force: true });
  const outFile = path.join(outDir, 'server.js');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, 'src', 'server', 'main.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    // The oldest Node the server runs on (package.json engines: developers' Node 20); the container runs 24.
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = requiredPackages(result.metafile);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = packages.filter((p) => pkg.dependencies?.[p] === undefined);
  if (missing.length > 0) {
    throw new Error(`dist/server.js requires ${missing.join(', ')}, not a production dependency`);
  }
  cpSync(path.join(ROOT, 'src', 'emulator', 'web'), path.join(outDir, 'web'), { recursive: true });
  return { outFile, bytes: statSync(outFile).size, packages };
}

if (require.main === module) {
  buildServer().then(
    (r) => console.log(`built ${path.relative(process.cwd(), r.outFile)}: ${(r.bytes / 1024).toFixed(1)} KB`),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
