// The build guard of lambda/build.ts: Express, SQLite and simulator code can never reach Lambda.
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLambda } from '../../lambda/build';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

/** The nodejs24.x runtime provides Node's built-ins and AWS SDK v3, nothing else. */
const isRuntimeProvided = (spec: string) =>
  spec.startsWith('@aws-sdk/') || builtinModules.includes(spec.replace(/^node:/, ''));

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'burst-lambda-guard-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the build guard', () => {
  it.each([
    ['imports-express.ts', /express must not be in the Lambda bundle/],
    ['imports-simulator.ts', /src\/sim must not be in the Lambda bundle/],
    ['imports-persistence-factory.ts', /better-sqlite3 must not be in the Lambda bundle/],
  ])('refuses an entry that uses %s', async (file, message) => {
    const dir = await mkdtemp(path.join(outDir, 'guard-'));
    await expect(buildLambda({ entry: fixture(file), outDir: dir })).rejects.toMatchObject({
      errors: [expect.objectContaining({ text: expect.stringMatching(message) })],
    });
  });

  it('accepts the parts the Lambda entry is made of, leaving only @aws-sdk and built-ins external', async () => {
    const dir = await mkdtemp(path.join(outDir, 'allowed-'));
    const result = await buildLambda({ entry: fixture('allowed.ts'), outDir: dir });
    expect(result.externals.length).toBeGreaterThan(0);
    for (const ext of result.externals) expect(isRuntimeProvided(ext)).toBe(true);
    expect(result.externals).toContain('@aws-sdk/util-dynamodb');
  });
});
