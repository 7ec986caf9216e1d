#!/usr/bin/env node
// Runs a command under the Node.js that production runs (Lambda nodejs24.x, the container's
// node:24-bookworm-slim) on a machine whose own Node is 20. The binary comes from the npm
// registry as a package: node-<os>-<arch> holds Node's official build as a plain file (no install
// script, nothing fetched from anywhere else), installed once into node_modules/.cache.
//
//   node tools/target-node.mjs <node arguments…>     e.g. node_modules/jest/bin/jest.js test/lambda
//   node tools/target-node.mjs --sqlite <node arguments…>
//                                                    also build the lockfile's better-sqlite3 for the
//                                                    target (as the container's install does) and
//                                                    pass its binary in TARGET_SQLITE_BINARY
//   node tools/target-node.mjs --print-path          install if needed, print the binary's path
//
// TARGET_NODE_VERSION overrides the pinned version (e.g. 24 for the newest 24.x the registry has).
// Pinned so that CI is repeatable; moved by hand when AWS or the container image moves.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import process from 'node:process';

export const TARGET_NODE_MAJOR = 24;
export const TARGET_NODE_VERSION = '24.21.0';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'target-node');
const INSTALL_TIMEOUT_MS = 5 * 60 * 1000;

/** The registry package holding Node's binary for this machine, or undefined when none is published. */
function binaryPackage(platform = process.platform, arch = process.arch) {
  const os = { linux: 'linux', darwin: 'darwin' }[platform];
  if (!os || !['x64', 'arm64'].includes(arch)) return undefined;
  return `node-${os}-${arch}`;
}

function fail(message) {
  console.error(`target-node: ${message}`);
  process.exit(2);
}

/** `npm install spec` into its own folder, nothing saved; npm's output goes to stderr, so
 *  --print-path prints only the path on stdout. */
function npmInstall(dir, spec, { scripts = false, env = process.env } = {}) {
  const flags = ['--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'];
  if (!scripts) flags.push('--ignore-scripts');
  return spawnSync('npm', ['install', '--prefix', dir, ...flags, spec], {
    stdio: ['ignore', 2, 2],
    timeout: INSTALL_TIMEOUT_MS,
    env,
  });
}

/** Installs the package once per version and returns the path of its `node`. */
export function ensureTargetNode(version = process.env.TARGET_NODE_VERSION || TARGET_NODE_VERSION) {
  const pkg = binaryPackage();
  if (!pkg) fail(`no Node binary package for ${process.platform}-${process.arch} on the npm registry`);
  const dir = join(CACHE, `${pkg}@${version}`);
  const bin = join(dir, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    console.error(`target-node: installing ${pkg}@${version} from the npm registry…`);
    const r = npmInstall(dir, `${pkg}@${version}`);
    if (r.status !== 0 || !existsSync(bin)) {
      fail(
        `could not install ${pkg}@${version} (npm exit ${r.status ?? r.signal}). ` +
          `If the registry has no such version for this machine, set TARGET_NODE_VERSION=${TARGET_NODE_MAJOR}.`,
      );
    }
  }
  const seen = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  const got = (seen.stdout ?? '').trim();
  if (seen.status !== 0 || !got.startsWith(`v${TARGET_NODE_MAJOR}.`)) {
    fail(`${bin} answered ${JSON.stringify(got || seen.error?.message)}, not Node ${TARGET_NODE_MAJOR}`);
  }
  return { bin, version: got, pkg, dir: join(dir, 'node_modules', pkg) };
}

/**
 * better-sqlite3 (the lockfile's version) compiled for the target Node, once: the binary in this
 * checkout's node_modules is built for the machine's Node and cannot load there. Node's headers
 * come with the binary package (include/node), so nothing else is fetched; prebuild-install's
 * download is skipped (build from source), as the Dockerfile's install compiles it too.
 */
export function ensureTargetSqlite(target) {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.['node_modules/better-sqlite3']?.version;
  if (!version) fail('package-lock.json has no better-sqlite3');
  const dir = join(CACHE, `better-sqlite3@${version}-${target.version}`);
  const binary = join(dir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binary)) {
    console.error(
      `target-node: compiling better-sqlite3@${version} for node ${target.version} (about a minute)…`,
    );
    // Its install script runs: npm, node-gyp and the script all on the target Node, against its headers.
    const r = npmInstall(dir, `better-sqlite3@${version}`, {
      scripts: true,
      env: {
        ...process.env,
        PATH: `${dirname(target.bin)}${delimiter}${process.env.PATH ?? ''}`,
        npm_config_nodedir: target.dir,
        npm_config_build_from_source: 'true',
      },
    });
    if (r.status !== 0 || !existsSync(binary))
      fail(`could not build better-sqlite3@${version} for node ${target.version}`);
  }
  return binary;
}

function main(argv) {
  const target = ensureTargetNode();
  const { bin, version, pkg } = target;
  if (argv[0] === '--print-path') {
    console.log(bin);
    return 0;
  }
  const env = { ...process.env };
  if (argv[0] === '--sqlite') {
    argv = argv.slice(1);
    env.TARGET_SQLITE_BINARY = ensureTargetSqlite(target);
  }
  if (argv.length === 0) fail('nothing to run: give node arguments, e.g. a script and its arguments');
  console.error(`target-node: node ${version} (${pkg} from the npm registry)`);
  // A native addon built for the machine's Node (better-sqlite3 in node_modules) cannot load here:
  // what runs under the target is what production loads, with --sqlite's binary where it needs one.
  const r = spawnSync(bin, argv, { stdio: 'inherit', cwd: process.cwd(), env });
  if (r.error) fail(r.error.message);
  return r.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = main(process.argv.slice(2));
}
