// tools/target-node.mjs, run as CI runs it. Offline: an installed binary is stood in for by a small
// shell script in the tool's cache (under a version no registry has), and the install path meets a
// registry address on loopback where nothing listens, with npm offline and an empty cache.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCRIPT = path.join(ROOT, 'tools', 'target-node.mjs');
const PKG = `node-${process.platform}-${process.arch}`;
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'target-node');
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((p) => rmSync(p, { recursive: true, force: true })));

/** A fake `node` for `version`: answers --version with `answers`, else prints its arguments and exits 7. */
function fakeInstalled(version: string, answers: string): void {
  const dir = path.join(CACHE, `${PKG}@${version}`);
  cleanup.push(dir);
  const bin = path.join(dir, 'node_modules', PKG, 'bin');
  mkdirSync(bin, { recursive: true });
  const script = `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ${answers}; exit 0; fi\necho "ran: $*"\nexit 7\n`;
  writeFileSync(path.join(bin, 'node'), script);
  chmodSync(path.join(bin, 'node'), 0o755);
}

function run(version: string, ...args: string[]) {
  const npmCache = mkdtempSync(path.join(tmpdir(), 'burst-target-node-cache-'));
  cleanup.push(npmCache);
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      TARGET_NODE_VERSION: version,
      npm_config_offline: 'true',
      npm_config_cache: npmCache,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_update_notifier: 'false',
    },
  });
}

// The fakes are shell scripts, and node-<os>-<arch> exists for Linux and macOS: where CI runs.
describe('tools/target-node.mjs', () => {
  it("runs the arguments with the target's binary and passes its exit code on", () => {
    fakeInstalled('24.99.0-test', 'v24.99.0');
    const r = run('24.99.0-test', '-e', 'x');
    expect(r.stdout).toContain('ran: -e x');
    expect(r.stderr).toContain(`target-node: node v24.99.0 (${PKG} from the npm registry)`);
    expect(r.status).toBe(7);
  });

  it('prints only the binary path with --print-path', () => {
    fakeInstalled('24.98.0-test', 'v24.98.0');
    const r = run('24.98.0-test', '--print-path');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(path.join(CACHE, `${PKG}@24.98.0-test`, 'node_modules', PKG, 'bin', 'node'));
  });

  it('refuses a binary that is not Node 24', () => {
    fakeInstalled('24.97.0-test', 'v20.20.2');
    const r = run('24.97.0-test', '-e', 'x');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/answered "v20\.20\.2", not Node 24/);
    expect(r.stdout).not.toContain('ran:');
  });

  it('says what to do when the registry has no such binary', () => {
    const version = '0.0.0-unpublished';
    cleanup.push(path.join(CACHE, `${PKG}@${version}`));
    const r = run(version, '-e', 'x');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`could not install ${PKG}@${version}`);
    expect(r.stderr).toContain('set TARGET_NODE_VERSION=24');
  });
});
