// The install guard CI runs before `npm ci` (tools/check-lockfile.mjs), run as CI runs it: a child
// process on a folder holding package.json and package-lock.json.
//
// Offline: the entry check reads files only, and the `npm ci --dry-run` cases use a tiny project
// with this machine's npm in offline mode, an empty cache of their own and a registry address on
// loopback where nothing listens, so npm can only accept the lockfile from what it holds or refuse.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCRIPT = path.join(ROOT, 'tools', 'check-lockfile.mjs');
/** The entry shape that broke every fresh install on 2026-11-25: a placeholder with no version. */
const PLACEHOLDER_PATH = 'node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-android-arm-eabi';

type Lockfile = { packages: Record<string, Record<string, unknown>> };

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(manifest: object, lock: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'burst-lockcheck-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  return dir;
}

/** A copy of the repository's own manifest and lockfile, with `edit` applied to the lockfile. */
function repoCopy(edit: (lock: Lockfile) => void): string {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  edit(lock);
  const dir = folder({}, lock);
  copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

function check(dir: string, ...args: string[]) {
  const cache = mkdtempSync(path.join(tmpdir(), 'burst-lockcheck-cache-'));
  dirs.push(cache);
  const result = spawnSync(process.execPath, [SCRIPT, '--dir', dir, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_cache: cache,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_update_notifier: 'false',
    },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** A one-dependency project whose lockfile npm can check without downloading anything. */
const TINY_MANIFEST = { name: 'tiny', version: '1.0.0', dependencies: { 'is-number': '^7.0.0' } };
const TINY_LOCK = {
  name: 'tiny',
  version: '1.0.0',
  lockfileVersion: 3,
  requires: true,
  packages: {
    '': { name: 'tiny', version: '1.0.0', dependencies: { 'is-number': '^7.0.0' } },
    'node_modules/is-number': {
      version: '7.0.0',
      integrity:
        'sha512-41Cifkg6e8TylSpdtTpeLVMqvSBEVzTttHvERD741+pnZ8ANv0004MRL43QKPDlK9cGvNp6NZWZUBlbGXYxxng==',
      license: 'MIT',
    },
  },
};

describe('the lockfile entries', () => {
  it('accepts the committed lockfile', () => {
    const { status, out } = check(ROOT, '--entries-only');
    expect(status).toBe(0);
    expect(out).toMatch(/✓ lockfile: all \d+ package entries have a version and an integrity/);
  });

  it('rejects a placeholder entry, naming it, before asking any npm', () => {
    const dir = repoCopy((lock) => {
      lock.packages[PLACEHOLDER_PATH] = { dev: true, optional: true };
    });
    const { status, out, err } = check(dir);
    expect(status).toBe(1);
    expect(err).toContain(`${PLACEHOLDER_PATH}: no version, no integrity`);
    expect(err).toContain('1 package entry is incomplete');
    expect(err).toContain('--fix');
    expect(out).not.toContain('npm ci --dry-run');
  });

  it('rejects an entry with a version but no integrity', () => {
    const dir = repoCopy((lock) => {
      delete lock.packages['node_modules/axios'].integrity;
    });
    const { status, err } = check(dir, '--entries-only');
    expect(status).toBe(1);
    expect(err).toContain('node_modules/axios: no integrity');
  });

  it('rejects a lockfile without a packages map (lockfileVersion 1)', () => {
    const dir = folder(TINY_MANIFEST, { name: 'tiny', lockfileVersion: 1, dependencies: {} });
    const { status, err } = check(dir, '--entries-only');
    expect(status).toBe(1);
    expect(err).toContain('a "packages" map');
  });

  it('does not ask for what npm never records: links, bundled packages, git dependencies', () => {
    const dir = folder(TINY_MANIFEST, {
      ...TINY_LOCK,
      packages: {
        ...TINY_LOCK.packages,
        'node_modules/local-thing': { resolved: 'packages/local-thing', link: true },
        'node_modules/is-number/node_modules/bundled': { version: '1.0.0', inBundle: true },
        'node_modules/from-git': { version: '1.2.3', resolved: 'git+ssh://git@example.invalid/a/b.git#abc' },
      },
    });
    const { status, err } = check(dir, '--entries-only');
    expect(err).toBe('');
    expect(status).toBe(0);
  });
});

describe('npm ci --dry-run', () => {
  it("passes when this machine's npm accepts the lockfile, and names its version", () => {
    const { status, out } = check(folder(TINY_MANIFEST, TINY_LOCK), '--npm', 'npm');
    expect(status).toBe(0);
    expect(out).toMatch(/✓ npm \d+\.\d+\.\d+: npm ci --dry-run accepts the lockfile/);
  });

  it("fails with npm's own reason when npm refuses a lockfile whose entries are complete", () => {
    // package.json asks for a package the lockfile does not hold: npm ci must refuse.
    const manifest = {
      ...TINY_MANIFEST,
      dependencies: { ...TINY_MANIFEST.dependencies, 'left-pad': '^1.3.0' },
    };
    const { status, out, err } = check(folder(manifest, TINY_LOCK), '--npm', 'npm');
    expect(out).toContain('✓ lockfile:');
    expect(status).toBe(1);
    expect(err).toMatch(/✗ npm \d+\.\d+\.\d+: npm ci --dry-run refuses the lockfile/);
    expect(err).toContain('left-pad');
    expect(err).toContain('Troubleshooting the install');
  });
});
