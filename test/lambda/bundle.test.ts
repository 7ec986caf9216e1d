// The Lambda bundle: what may and may not be in it, its size, and that the built file answers a
// LaunchRequest in a plain `node` process against DynamoDB (dynalite) and the Burst simulator,
// logging one CloudWatch EMF line for the invocation.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:net';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dynalite from 'dynalite';
import { buildLambda, MAX_BUNDLE_BYTES, type BuildResult } from '../../lambda/build';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { startSimulator } from '../../src/sim/server';
import { alexaEnvelope, TEST_SKILL_ID } from '../helpers/alexa-signing';
import { storiesThroughTheBundle } from './stories-through-bundle';
import { notificationsThroughTheBundle } from './notifications-through-bundle';

const ROOT = path.resolve(__dirname, '..', '..');

/** The nodejs24.x runtime provides Node's built-ins and AWS SDK v3, nothing else. */
const isRuntimeProvided = (spec: string) =>
  spec.startsWith('@aws-sdk/') || builtinModules.includes(spec.replace(/^node:/, ''));

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'burst-lambda-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('lambda/index.ts bundle', () => {
  let built: BuildResult;
  let text: string;

  beforeAll(async () => {
    built = await buildLambda({ outDir: path.join(outDir, 'real') });
    text = await readFile(built.outFile, 'utf8');
  });

  describe('a search with different stories about the same people (issue 49)', () => {
    storiesThroughTheBundle(() => built.outFile);
  });

  describe('notifications on EventBridge’s schedule (issue 51)', () => {
    notificationsThroughTheBundle(() => built.outFile);
  });

  it(`stays under ${MAX_BUNDLE_BYTES / 1024} KB`, () => {
    expect(built.bytes).toBeLessThan(MAX_BUNDLE_BYTES);
  });

  it('contains no SQLite, Express, adapter, simulator, emulator or server code', () => {
    const forbidden =
      /(^|\/)(src\/(sim|emulator|server)\/|node_modules\/(better-sqlite3|express|ask-sdk-express-adapter)\/)/;
    expect(built.inputs.filter((i) => forbidden.test(i))).toEqual([]);
    for (const name of [
      'better-sqlite3',
      'ask-sdk-express-adapter',
      'sim-test-key',
      'burst-simulator.test',
    ]) {
      expect(text).not.toContain(name);
    }
    expect(text).not.toMatch(/require\(["']express["']\)/);
  });

  it("carries only axios's Node http path: no form-data, proxy agents, redirect follower or fetch/XHR adapter", () => {
    const unused =
      /node_modules\/(form-data|mime-db|mime-types|follow-redirects|https-proxy-agent|agent-base|proxy-from-env|debug)\//;
    expect(built.inputs.filter((i) => unused.test(i))).toEqual([]);
    expect(built.inputs).toContain('node_modules/axios/lib/adapters/http.js');
    // The browser adapters are stand-ins: the fetch adapter (and its load-time probe of
    // Request/Response) and the XHR adapter are gone. Booleans, so a failure does not print the bundle.
    expect(text.includes('not supported by the current fetch implementation')).toBe(false);
    expect(text.includes('new XMLHttpRequest')).toBe(false);
  });

  it("keeps only ask-sdk-model's directive service client (progressive responses)", () => {
    expect(text.includes('/v1/directives')).toBe(true);
    // e.g. the customer profile and reminders clients are not in the bundle.
    expect(text.includes('Profile.name')).toBe(false);
    expect(text.includes('/v1/alerts/reminders')).toBe(false);
  });

  it('requires nothing at run time but @aws-sdk (shipped by the nodejs24.x runtime) and Node built-ins', () => {
    for (const ext of built.externals) expect(isRuntimeProvided(ext)).toBe(true);
  });

  it('answers a LaunchRequest with AudioPlayer.Play in a plain node process (dynalite + simulator)', async () => {
    const db = dynalite({ createTableMs: 0 }) as Server;
    await new Promise<void>((resolve) => db.listen(0, '127.0.0.1', resolve));
    const dbUrl = `http://127.0.0.1:${(db.address() as { port: number }).port}`;
    const sim = await startSimulator({ host: '127.0.0.1', port: 0 });
    const table = 'bundle-test-attributes';
    const aws = { region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } };
    const client = createDocumentClient({ ...aws, endpoint: dbUrl });
    try {
      await createAttributesTable(client, table);
      const envelope = alexaEnvelope({ type: 'LaunchRequest', applicationId: TEST_SKILL_ID });
      const out = await runBundle(
        built.outFile,
        envelope,
        {
          ...skillEnv(sim),
          SKILL_PERSISTENCE: 'dynamodb',
          DYNAMODB_TABLE: table,
          AWS_ENDPOINT_URL_DYNAMODB: dbUrl,
          AWS_REGION: aws.region,
          AWS_ACCESS_KEY_ID: 'test',
          AWS_SECRET_ACCESS_KEY: 'test',
          LOG_LEVEL: 'silent',
          // The stack's MetricsNamespace, which its alarms and dashboard read.
          METRICS_NAMESPACE: 'BurstVoice/test-stack',
        },
        true,
      );
      const { reply: response, aws: loaded } = JSON.parse(out.result) as {
        reply: { response: { directives?: Array<{ type: string; audioItem?: unknown }> } };
        aws: string[];
      };
      // Of the runtime's AWS SDK only the item marshalling is loaded: no client, no @aws-sdk/core
      // (issue 39: the SDK's clients were ≈ 50 ms of a cold start).
      const packages = new Set(loaded.map((f) => /@aws-sdk\/[^/]+/.exec(f)?.[0]));
      expect([...packages]).toEqual(['@aws-sdk/util-dynamodb']);
      const play = response.response.directives?.find((d) => d.type === 'AudioPlayer.Play');
      expect(play).toBeDefined();
      expect(JSON.stringify(play)).toMatch(/"url":"https:\/\//);

      // Exactly one CloudWatch Embedded Metric Format line for the invocation (README, Metrics).
      const emf = out.lines.filter((l) => l.includes('"_aws"'));
      expect(emf).toHaveLength(1);
      const line = JSON.parse(emf[0]) as Record<string, unknown> & {
        _aws: {
          CloudWatchMetrics: Array<{
            Namespace: string;
            Dimensions: string[][];
            Metrics: Array<{ Name: string }>;
          }>;
        };
      };
      expect(line).toMatchObject({
        RequestType: 'LaunchRequest',
        Intent: 'none',
        Outcome: 'ok',
        Requests: 1,
      });
      expect(line.ReplyLatency).toEqual(expect.any(Number));
      expect(line.ApiCalls).toBeGreaterThanOrEqual(2);
      expect(line.ApiCalls_topStories).toBe(1);
      expect(line.ApiCalls_registerUser).toBe(1);
      expect(line.ApiErrors).toBe(0);
      // The listener's and the device's records were read from DynamoDB in one request
      // (BatchGetItem) and written back.
      expect(line.StoreReads).toBe(1);
      expect(line.StoreWrites).toBeGreaterThanOrEqual(1);
      expect(line.StoreConflicts).toBe(0);
      expect((line.StoreLatency as number[]).length).toBe(
        (line.StoreReads as number) + (line.StoreWrites as number),
      );
      const [requests, plain] = line._aws.CloudWatchMetrics;
      expect(requests).toEqual({
        Namespace: 'BurstVoice/test-stack',
        Dimensions: [['RequestType', 'Intent', 'Outcome'], ['Outcome']],
        Metrics: [
          { Name: 'Requests', Unit: 'Count' },
          { Name: 'ReplyLatency', Unit: 'Milliseconds' },
        ],
      });
      expect(plain.Dimensions).toEqual([[]]);
      expect(plain.Namespace).toBe('BurstVoice/test-stack');
      // Every metric named in a directive is present in the line.
      for (const d of line._aws.CloudWatchMetrics)
        for (const mt of d.Metrics) expect(line[mt.Name]).toBeDefined();
      expect(emf[0]).not.toContain('amzn1.');
    } finally {
      client.destroy();
      await sim.stop();
      await new Promise<void>((resolve) => db.close(() => resolve()));
    }
  });

  it('with the memory store, answers without loading the AWS SDK', async () => {
    const sim = await startSimulator({ host: '127.0.0.1', port: 0 });
    try {
      const envelope = alexaEnvelope({ type: 'LaunchRequest', applicationId: TEST_SKILL_ID });
      const out = await runBundle(
        built.outFile,
        envelope,
        {
          ...skillEnv(sim),
          SKILL_PERSISTENCE: 'memory',
          LOG_LEVEL: 'silent',
        },
        true,
      );
      const { reply, aws } = JSON.parse(out.result) as {
        reply: { response: { directives?: unknown[] } };
        aws: string[];
      };
      expect(JSON.stringify(reply.response.directives)).toContain('AudioPlayer.Play');
      expect(aws).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});

/** What every run of the bundle here is configured with: the simulator's address and key, and the skill's id. */
function skillEnv(sim: { apiKey: string; url: string }): Record<string, string> {
  return {
    BURST_API_KEY: sim.apiKey,
    BURST_API_BASE_URL: sim.url,
    LISTENER_ID_SECRET: 'bundle-test-listener-secret',
    SKILL_ID: TEST_SKILL_ID,
  };
}

/**
 * Runs the bundle in a child `node` with only loopback network (nock, resolved from the repo's
 * node_modules like the runtime-provided @aws-sdk packages), and returns the handler's JSON.
 */
function runBundle(
  bundle: string,
  envelope: unknown,
  env: Record<string, string>,
  /** The result line is {reply, aws}: aws lists the @aws-sdk modules the process loaded. */
  reportAws = false,
): Promise<{ result: string; lines: string[] }> {
  const script = `
    const nock = require('nock');
    nock.disableNetConnect();
    nock.enableNetConnect((h) => /^(127\\.0\\.0\\.1|localhost)(:\\d+)?$/.test(h));
    const { handler } = require(${JSON.stringify(bundle)});
    let input = '';
    process.stdin.on('data', (c) => (input += c));
    process.stdin.on('end', () =>
      handler(JSON.parse(input), {}).then(
        (r) => {
          const aws = Object.keys(require.cache).filter((k) => k.includes('@aws-sdk'));
          process.stdout.write('\\n' + JSON.stringify(${reportAws} ? { reply: r, aws } : r));
        },
        (e) => { process.stderr.write(String(e && e.stack || e)); process.exitCode = 1; },
      ),
    );`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_PATH: path.join(ROOT, 'node_modules'), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // The handler's result is the last line; what the bundle logged comes before it.
      const lines = stdout.split('\n');
      if (code === 0) resolve({ result: lines.pop() ?? '', lines: lines.filter((l) => l !== '') });
      else reject(new Error(`bundle exited with ${code}: ${stderr.slice(0, 2000)}`));
    });
    child.stdin.end(JSON.stringify(envelope));
  });
}
