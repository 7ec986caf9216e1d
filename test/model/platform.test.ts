// One production Node everywhere: the Lambda runtime the stack and the ASK CLI ask for, the
// bundle's esbuild target, the container's base image and the binary CI proves the bundle on
// (tools/target-node.mjs) all name the same major, and it is one AWS still lets you create.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (...p: string[]) => fs.readFileSync(path.join(ROOT, ...p), 'utf8');

const tool = read('tools', 'target-node.mjs');
const MAJOR = Number(/TARGET_NODE_MAJOR = (\d+);/.exec(tool)?.[1]);
/**
 * Lambda Node.js runtimes and the day AWS deprecates them; creating functions is blocked some
 * weeks later, so before this day a runtime takes new functions (docs/platform.md: the pages and
 * the day they were checked).
 */
const DEPRECATED_ON: Record<string, string> = {
  'nodejs20.x': '2026-04-30',
  'nodejs22.x': '2027-04-30',
  'nodejs24.x': '2028-04-30',
};

describe('the production Node', () => {
  it('is pinned once for the CI proof, at an exact version of its major', () => {
    expect(MAJOR).toBeGreaterThanOrEqual(24);
    expect(/TARGET_NODE_VERSION = '(\d+)\.\d+\.\d+';/.exec(tool)?.[1]).toBe(String(MAJOR));
  });

  it('is the Lambda runtime in ask-resources.json and the stack default', () => {
    const runtime = `nodejs${MAJOR}.x`;
    const resources = JSON.parse(read('ask-resources.json')) as {
      profiles: { default: { skillInfrastructure: { userConfig: { runtime: string } } } };
    };
    expect(resources.profiles.default.skillInfrastructure.userConfig.runtime).toBe(runtime);
    const stack = read('infrastructure', 'cfn-deployer', 'skill-stack.yaml');
    expect(stack).toMatch(
      new RegExp(`LambdaRuntime:\\n\\s+Type: String\\n\\s+Default: ${runtime.replace('.', '\\.')}\\n`),
    );
    expect(stack).not.toMatch(/nodejs(1\d|20)\.x/);
  });

  it('is a runtime AWS supports today (not deprecated, so functions can be created on it)', () => {
    const deprecated = DEPRECATED_ON[`nodejs${MAJOR}.x`];
    expect(deprecated).toBeDefined();
    expect(new Date().toISOString().slice(0, 10) < (deprecated ?? '')).toBe(true);
  });

  it("is the Lambda bundle's esbuild target", () => {
    expect(read('lambda', 'build.ts')).toMatch(new RegExp(`target: 'node${MAJOR}'`));
  });

  it('is every stage of the container', () => {
    const froms = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThanOrEqual(3);
    for (const image of froms) expect(image).toBe(`node:${MAJOR}-bookworm-slim`);
  });

  it('is what CI runs the bundle and the production server on, after the whole suite on the machine’s Node', () => {
    const ci = read('.ci', 'run');
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const target = pkg.scripts['test:target'] ?? '';
    expect(target).toMatch(/^node tools\/target-node\.mjs --sqlite node_modules\/jest\/bin\/jest\.js /);
    // The Lambda bundle and its store, and the container's server with SQLite compiled for 24.
    for (const part of [
      'test/lambda',
      'test/persistence/dynamodb.test.ts',
      'test/server/production.test.ts',
    ]) {
      expect(target.split(' ')).toContain(part);
    }
    expect(ci.indexOf('npm run test:target')).toBeGreaterThan(ci.indexOf('npm test'));
  });
});
