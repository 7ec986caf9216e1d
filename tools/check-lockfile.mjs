#!/usr/bin/env node
// The install guard: is package-lock.json one that every supported npm installs on a clean clone?
// Runs before `npm ci` (CI's first step), so it is plain Node with no dependencies.
//
//   node tools/check-lockfile.mjs              entries, then `npm ci --dry-run` with this machine's npm and npm@10
//   node tools/check-lockfile.mjs --fix        rewrite incomplete entries with npm, then check as above
//   node tools/check-lockfile.mjs --entries-only
//   node tools/check-lockfile.mjs --npm npm --npm npm@10.8.2 [--dir DIR]
//
// Why both checks: an entry without a version ({ "optional": true }, written by npm 11 when the
// registry answers incomplete metadata for another platform's binary, or added by hand as a
// workaround) makes npm 10 and 11 stop with "Invalid Version:" before they install anything
// (npm/cli#9343); and npm ≥ 11.16 can write a lockfile its own `npm ci` then calls out of sync
// (npm/cli#9846), which only asking each npm finds.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';

const DEFAULT_NPMS = ['npm', 'npm@10'];
// A registry that does not answer is retried by npm for minutes; a whole CI run has 90.
const NPM_TIMEOUT_MS = 5 * 60 * 1000;
const REGENERATE = 'npm install --package-lock-only --ignore-scripts --no-audit --no-fund';

function parseArgs(argv) {
  const options = { dir: process.cwd(), npms: [], fix: false, entriesOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--fix') options.fix = true;
    else if (arg === '--entries-only') options.entriesOnly = true;
    else if (arg === '--dir' && argv[i + 1]) options.dir = resolve(argv[++i]);
    else if (arg === '--npm' && argv[i + 1]) options.npms.push(argv[++i]);
    else {
      console.error(`check-lockfile: unknown argument ${arg}`);
      process.exit(2);
    }
  }
  if (options.npms.length === 0) options.npms = DEFAULT_NPMS;
  return options;
}

/** What is missing from one `packages` entry, or [] when npm can install it from the lockfile alone. */
function missingFields(entry) {
  if (entry.link) return entry.resolved ? [] : ['resolved'];
  const missing = [];
  if (typeof entry.version !== 'string' || entry.version.trim() === '') missing.push('version');
  // Bundled packages come inside their parent's tarball, and git or file dependencies have no
  // registry checksum; everything else npm downloads must carry its integrity.
  const fromRegistry = !entry.inBundle && (!entry.resolved || /^https?:/.test(entry.resolved));
  if (fromRegistry && !entry.integrity) missing.push('integrity');
  return missing;
}

function readLockfile(dir) {
  const path = join(dir, 'package-lock.json');
  if (!existsSync(path)) return { error: `${path} does not exist` };
  try {
    return { lock: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: `${path} is not JSON: ${error.message}` };
  }
}

/** Every entry of the lockfile that npm cannot install as written, named by its path. */
function incompleteEntries(lock) {
  if (!lock.packages || typeof lock.packages !== 'object') {
    return [
      {
        name: '(lockfile)',
        missing: [`a "packages" map (lockfileVersion ${lock.lockfileVersion}; npm 7+ writes 3)`],
      },
    ];
  }
  return Object.entries(lock.packages)
    .filter(([name]) => name !== '')
    .map(([name, entry]) => ({ name, missing: missingFields(entry ?? {}) }))
    .filter((found) => found.missing.length > 0);
}

function checkEntries(dir) {
  const { lock, error } = readLockfile(dir);
  if (error) {
    console.error(`✗ lockfile: ${error}`);
    return false;
  }
  const bad = incompleteEntries(lock);
  if (bad.length === 0) {
    console.log(
      `✓ lockfile: all ${Object.keys(lock.packages).length - 1} package entries have a version and an integrity`,
    );
    return true;
  }
  console.error(
    `✗ lockfile: ${bad.length} package ${bad.length === 1 ? 'entry is' : 'entries are'} incomplete (without a version npm ci stops with "Invalid Version:"; without an integrity the download goes unchecked):`,
  );
  for (const { name, missing } of bad) console.error(`    ${name}: no ${missing.join(', no ')}`);
  console.error(`  Fix: node tools/check-lockfile.mjs --fix   (drops them, then ${REGENERATE})`);
  return false;
}

/** Runs npm with the arguments: `npm` is this machine's; a spec such as npm@10 is fetched by npm exec. */
function runNpm(spec, args, cwd) {
  const command = spec === 'npm' ? args : ['exec', '--yes', `--package=${spec}`, '--', 'npm', ...args];
  return spawnSync('npm', command, { cwd, encoding: 'utf8', timeout: NPM_TIMEOUT_MS });
}

/** `npm ci --dry-run` in a copy of the manifest and lockfile, so a developer's node_modules is never touched. */
function checkWithNpm(spec, dir) {
  const scratch = mkdtempSync(join(tmpdir(), 'check-lockfile-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(join(dir, file))) copyFileSync(join(dir, file), join(scratch, file));
    }
    const version = runNpm(spec, ['--version'], scratch);
    if (version.status !== 0) {
      console.error(
        `✗ ${spec}: could not be run (${firstLines(version).join(' / ') || version.error?.message})`,
      );
      return false;
    }
    const label = `npm ${version.stdout.trim()}`;
    const started = Date.now();
    const result = runNpm(spec, ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], scratch);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 0) {
      console.log(`✓ ${label}: npm ci --dry-run accepts the lockfile (${seconds} s)`);
      return true;
    }
    const why = result.error ? [result.error.message] : firstLines(result);
    console.error(`✗ ${label}: npm ci --dry-run refuses the lockfile (exit ${result.status ?? 'none'}):`);
    for (const line of why) console.error(`    ${line}`);
    console.error(`  Fix: regenerate with ${REGENERATE}, or see "Troubleshooting the install" in README.md`);
    return false;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** npm's own error lines, without the pointer to its debug log. */
function firstLines(result) {
  return `${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .filter((line) => line.startsWith('npm error') && !line.includes('complete log of this run'))
    .slice(0, 12);
}

/** Drops the incomplete entries and lets this machine's npm write them anew from the registry. */
function fix(dir) {
  const { lock, error } = readLockfile(dir);
  if (error || !lock.packages) {
    console.error(
      `✗ lockfile: ${error ?? 'no "packages" map to mend: npm install writes a lockfileVersion 3 one'}`,
    );
    return false;
  }
  const bad = incompleteEntries(lock);
  for (const { name } of bad) delete lock.packages[name];
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lockfile: dropped ${bad.length} incomplete entries; running ${REGENERATE}`);
  const result = runNpm('npm', REGENERATE.split(' ').slice(1), dir);
  if (result.status !== 0) {
    for (const line of firstLines(result)) console.error(`    ${line}`);
    return false;
  }
  return true;
}

const options = parseArgs(process.argv.slice(2));
if (options.fix && !fix(options.dir)) process.exit(1);
let ok = checkEntries(options.dir);
if (ok && !options.entriesOnly) {
  for (const spec of options.npms) ok = checkWithNpm(spec, options.dir) && ok;
}
process.exit(ok ? 0 : 1);
