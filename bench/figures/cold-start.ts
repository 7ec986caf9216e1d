// Target 2: a whole fresh process (node boot, require of the bundle, the first request of a
// returning listener, DynamoDB via dynalite, one API call on loopback) against the floor of
// bench/lib/floor-lambda.ts doing the same I/O (GetItem, GET /v2/topstories, PutItem); and the
// size of the Lambda bundle. The request is "play the news": a returning listener's
// LaunchRequest resumes what was playing without any API call, which the floor cannot match.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLambda, MAX_BUNDLE_BYTES } from '../../lambda/build';
import { defaultIdentity, envelope, intentRequest, newSessionId } from '../../src/emulator/envelopes';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { startSimulator } from '../../src/sim/server';
import { rows, x, fmtX } from '../lib/report';
import { fmtMs, summarize } from '../lib/stats';
import { startDynalite } from '../../test/persistence/dynalite-server';
import { SECRET } from './in-process';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The Node of production (Lambda nodejs24.x), installed from the npm registry by
 * tools/target-node.mjs; this machine's own Node when it cannot be had (named in the figure).
 */
function productionNode(): { bin: string; version: string } {
  try {
    const bin = execFileSync(
      process.execPath,
      [path.join(ROOT, 'tools', 'target-node.mjs'), '--print-path'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
      .toString()
      .trim();
    return { bin, version: execFileSync(bin, ['--version']).toString().trim() };
  } catch {
    return { bin: process.execPath, version: `${process.version} (Node 24 not installable here)` };
  }
}

let NODE_BIN = process.execPath;

/** Wall time from spawn to the reply (the child exits right after writing it). */
function coldOnce(bundle: string, env: NodeJS.ProcessEnv, event: string): Promise<number> {
  const script = `require(${JSON.stringify(bundle)}).handler(JSON.parse(process.env.EVENT)).then((r)=>{if(!r.response||!JSON.stringify(r).includes('AudioPlayer.Play'))process.exit(2);process.stdout.write('ok',()=>process.exit(0));},(e)=>{console.error(e);process.exit(3);});`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(NODE_BIN, ['-e', script], {
      env: { ...env, EVENT: event },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`cold start failed (${code}): ${err.slice(-600)}`)),
    );
  });
}

export async function coldStart(quick: boolean): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'burst-bench-'));
  const sim = await startSimulator({ host: '127.0.0.1', port: 0 });
  const db = await startDynalite();
  const client = createDocumentClient(db.clientConfig);
  const node = productionNode();
  NODE_BIN = node.bin;
  try {
    await createAttributesTable(client, 'bench-ours');
    await createAttributesTable(client, 'bench-floor');
    const ours = await buildLambda({ outDir: path.join(dir, 'ours') });
    const floor = await buildLambda({
      outDir: path.join(dir, 'floor'),
      entry: path.join(ROOT, 'bench/lib/floor-lambda.ts'),
      slim: false,
    });
    const common = {
      PATH: process.env.PATH,
      // The Lambda runtime provides AWS SDK v3 (kept out of both bundles): here, the repo's copy.
      // Ours loads only @aws-sdk/util-dynamodb from it (src/persistence/dynamodb-client.ts).
      NODE_PATH: path.join(ROOT, 'node_modules'),
      BURST_API_KEY: sim.apiKey,
      BURST_API_BASE_URL: sim.url,
      LISTENER_ID_SECRET: SECRET,
      LOG_LEVEL: 'error',
      ...db.env,
    };
    const oursEnv = { ...common, SKILL_PERSISTENCE: 'dynamodb', DYNAMODB_TABLE: 'bench-ours' };
    const memEnv = { ...common, SKILL_PERSISTENCE: 'memory' };
    const floorEnv = { ...common, DYNAMODB_TABLE: 'bench-floor' };
    const event = JSON.stringify(
      envelope(
        intentRequest('TopStoriesIntent'),
        defaultIdentity({ userId: 'amzn1.ask.account.COLD' }),
        undefined,
        {
          sessionId: newSessionId(),
          isNew: true,
          attributes: {},
        },
      ),
    );
    // One run each first: the listener becomes a returning one (registered, record stored).
    await coldOnce(ours.outFile, oursEnv, event);
    await coldOnce(floor.outFile, floorEnv, event);
    const n = quick ? 5 : 15;
    const a: number[] = [];
    const m: number[] = [];
    const b: number[] = [];
    sim.control.clearLog();
    for (let i = 0; i < n; i++) {
      a.push(await coldOnce(ours.outFile, oursEnv, event));
      b.push(await coldOnce(floor.outFile, floorEnv, event));
      m.push(await coldOnce(ours.outFile, memEnv, event));
    }
    const apiCalls = sim.control.requestLog.length;
    const so = summarize(a);
    const sb = summarize(b);
    const sm = summarize(m);
    const r = x(so.median, sb.median);
    rows.push({
      target: '2',
      figure: `cold start on node ${node.version}: fresh node + require + first request ("play the news", returning listener, DynamoDB via dynalite)`,
      ours: fmtMs(so.median),
      base: fmtMs(sb.median),
      ratio: fmtX(r),
      goal: '≤ 0.85× (medians)',
      met: r <= 0.85,
      note: `${n} runs each, alternated; p99 ${fmtMs(so.p99)} vs ${fmtMs(sb.p99)}; ${apiCalls} API calls in ${3 * n} runs (memory-store runs included)`,
    });
    rows.push({
      target: '2',
      figure: 'cold start, memory store (no DynamoDB I/O in ours)',
      ours: fmtMs(sm.median),
      base: fmtMs(sb.median),
      ratio: fmtX(x(sm.median, sb.median)),
      goal: '',
      note: 'informative: what loading only what runs saves when no DynamoDB is used',
    });
    rows.push({
      target: '2',
      figure: 'Lambda bundle size (minified)',
      ours: `${(ours.bytes / 1024).toFixed(0)} KB`,
      base: `${(floor.bytes / 1024).toFixed(0)} KB`,
      ratio: fmtX(x(ours.bytes, floor.bytes)),
      goal: `≤ ${MAX_BUNDLE_BYTES / 1024} KB`,
      met: ours.bytes <= MAX_BUNDLE_BYTES,
      note: 'baseline: the floor skill bundled the same way',
    });
  } finally {
    client.destroy();
    await sim.stop();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
