// Issue 23: the cost per listening hour. The built Lambda bundle, in a process of its own (one
// container), on DynamoDB (dynalite, the stack's table definition) behind a counting proxy, and
// the API simulator on loopback. One new listener on one Echo says "play the news" (the session's
// start, counted apart) and then hears twelve bursts in a row (each: NearlyFinished → ENQUEUE,
// Finished, the next Started); once on a speaker and once on an Echo Show (captions), each with a
// fresh table, listener and container. Counted:
// skill requests, API calls by kind, store requests and request units, and the handler's own time;
// priced at AWS list prices (bench/lib/aws-prices.ts) per 1,000 listening hours.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import { buildLambda } from '../../lambda/build';
import { EchoDevice } from '../../src/emulator/device';
import { newUserId } from '../../src/emulator/envelopes';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { startSimulator, type RunningSimulator } from '../../src/sim/server';
import {
  DYNAMODB_PRICE_FIGURES_SOURCE,
  DYNAMODB_PRICE_SOURCE,
  DYNAMODB_USD_PER_MILLION_READ_UNITS,
  DYNAMODB_USD_PER_MILLION_WRITE_UNITS,
  LAMBDA_ARCHITECTURE,
  LAMBDA_PRICE_FIGURES_SOURCE,
  LAMBDA_PRICE_SOURCE,
  LAMBDA_USD_PER_GB_SECOND,
  LAMBDA_USD_PER_MILLION_REQUESTS,
  PRICE_REGION,
  PRICES_CHECKED,
  costOf,
  type Cost,
} from '../lib/aws-prices';
import { startDynamoMeter, type RunningMeter, type StoreMeter } from '../lib/dynamo-meter';
import { fmtMs, summarize, table } from '../lib/stats';
import { startDynalite, type LocalDynamo } from '../../test/persistence/dynalite-server';
import { SECRET } from './in-process';

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATE = path.join(ROOT, 'infrastructure', 'cfn-deployer', 'skill-stack.yaml');
const BURSTS = 12;
/** A burst is about 30 s: 120 of them make a listening hour. */
const BURSTS_PER_HOUR = 120;
const HOURS = 1000;

/** The section of BENCHMARKS.md this figure writes (run.ts prints and writes it). */
export const costSection: string[] = [];

interface Listening {
  requests: number;
  api: Map<string, number>;
  store: StoreMeter;
  billedMs: number;
  medianMs: number;
  /** Play directives that carried captions, of all Play directives. */
  captioned: number;
  plays: number;
}

/** What an API path is, for the operator. */
function apiKind(p: string): string {
  if (p === '/v2/user/track') return 'listen reports';
  if (p === '/v2/burst') return 'burst details';
  if (p === '/v2/users/register') return 'registrations';
  return 'pages';
}

/** The function's memory from the stack's template; the prices assume its (default) x86_64. */
async function stackMemoryMb(): Promise<number> {
  const yaml = await readFile(TEMPLATE, 'utf8');
  if (/^\s+Architectures:/m.test(yaml)) {
    throw new Error(`${TEMPLATE} sets Architectures: update the Lambda price in bench/lib/aws-prices.ts`);
  }
  const m = /^\s+MemorySize:\s*(\d+)/m.exec(yaml);
  if (!m?.[1]) throw new Error(`no MemorySize in ${TEMPLATE}`);
  return Number(m[1]);
}

/** One Lambda container: the bundle in a child process, invoked over IPC. */
class Container {
  private next = 0;
  private readonly waiting = new Map<number, (m: HostReply) => void>();
  readonly ms: number[] = [];

  constructor(private readonly child: ChildProcess) {
    child.on('message', (m: HostReply) => this.waiting.get(m.id)?.(m));
  }

  invoke = (event: RequestEnvelope): Promise<ResponseEnvelope> =>
    new Promise((resolve, reject) => {
      const id = this.next++;
      this.waiting.set(id, (m) => {
        this.waiting.delete(id);
        if (m.error !== undefined || !m.reply) return reject(new Error(`handler failed: ${m.error}`));
        this.ms.push(m.ms ?? 0);
        resolve(m.reply);
      });
      this.child.send({ id, event });
    });

  close(): void {
    this.child.kill();
  }
}

interface HostReply {
  id: number;
  reply?: ResponseEnvelope;
  ms?: number;
  error?: string;
}

/** What the requests since the last reset cost (the device's history from `from` on). */
function collect(
  device: EchoDevice,
  from: number,
  sim: RunningSimulator,
  proxy: RunningMeter,
  container: Container,
): Listening {
  const api = new Map<string, number>();
  for (const e of sim.control.requestLog) api.set(apiKind(e.path), (api.get(apiKind(e.path)) ?? 0) + 1);
  const plays = device.history
    .slice(from)
    .flatMap((x) => (x.reply.response.directives ?? []).filter((d) => d.type === 'AudioPlayer.Play'));
  // An operation the meter cannot price would make the figure too low: refuse it instead.
  if (proxy.meter.counts.unpriced > 0)
    throw new Error(
      `the skill sent ${proxy.meter.counts.unpriced} store operation(s) the meter cannot price`,
    );
  const got: Listening = {
    requests: device.history.length - from,
    api,
    // reset() below starts a new count: this one is kept as it is.
    store: proxy.meter.counts,
    billedMs: container.ms.reduce((n, ms) => n + Math.ceil(ms), 0),
    medianMs: summarize(container.ms).median,
    captioned: plays.filter((d) => d.audioItem?.stream?.captionData).length,
    plays: plays.length,
  };
  sim.control.clearLog();
  proxy.meter.reset();
  container.ms.length = 0;
  return got;
}

interface Session {
  /** Bursts heard after the start (BURSTS, or what a time box held). */
  heard: number;
  /** Session starts per listening hour: one, or one per time box ("fifteen minutes of news"). */
  startsPerHour: number;
  /** "Play the news" of a new listener and the first burst's PlaybackStarted. */
  start: Listening;
  /** The twelve bursts after it. */
  bursts: Listening;
}

/** A time box the listener asks for instead of the open-ended news (issue 37). */
interface TimeBox {
  iso: string;
  sec: number;
}

/** How a session starts: the news (or a time box of it), or a recognized person's own topics. */
interface Start {
  box?: TimeBox;
  /** A person Alexa recognizes by voice (issue 38), who follows topics and says "play my topics". */
  person?: { personId: string; follows: string[] };
}

async function listen(
  screen: boolean,
  bundle: string,
  sim: RunningSimulator,
  proxy: RunningMeter,
  db: LocalDynamo,
  { box, person }: Start = {},
): Promise<Session> {
  const tableName = `cost-${screen ? 'show' : 'speaker'}-${randomUUID().slice(0, 8)}`;
  // Straight to dynalite: creating the table is not the listener's cost.
  const client = createDocumentClient(db.clientConfig);
  await createAttributesTable(client, tableName);
  client.destroy();
  const child = fork(path.join(__dirname, '..', 'lib', 'bundle-host.cjs'), [bundle], {
    env: {
      PATH: process.env.PATH,
      // The Lambda runtime provides AWS SDK v3 (kept out of the bundle): here, the repo's copy.
      NODE_PATH: path.join(ROOT, 'node_modules'),
      SKILL_PERSISTENCE: 'dynamodb',
      DYNAMODB_TABLE: tableName,
      ...db.env,
      // The skill's DynamoDB traffic goes through the counting proxy.
      AWS_ENDPOINT_URL_DYNAMODB: proxy.url,
      BURST_API_KEY: sim.apiKey,
      BURST_API_BASE_URL: sim.url,
      LISTENER_ID_SECRET: SECRET,
      LOG_LEVEL: 'error',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    // The EMF metric lines go to stdout, as on Lambda; nobody reads them here.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const container = new Container(child);
  try {
    // A warm container: the first request of another listener loads the store's SDK (what a
    // container pays once, not per listener). Help asks nothing of the news, so no page is cached.
    await new EchoDevice(container.invoke, { userId: newUserId(), screen }).intent('AMAZON.HelpIntent');
    sim.control.clearLog();
    proxy.meter.reset();
    container.ms.length = 0;

    // Spoken requests carry the recognized person, as an Echo sends them; AudioPlayer events none.
    const invoke = (env: RequestEnvelope) => {
      const t = env.request.type;
      if (person && (t === 'LaunchRequest' || t === 'IntentRequest'))
        env.context.System.person = { personId: person.personId };
      return container.invoke(env);
    };
    const device = new EchoDevice(invoke, {
      userId: newUserId(),
      deviceId: `amzn1.ask.device.COST${randomUUID()}`,
      screen,
    });
    let start: Listening;
    if (person) {
      // Their follows are set up first (not counted): the start is "play my topics".
      for (const topic of person.follows) await device.intent('FollowIntent', { topic: { value: topic } });
      collect(device, 0, sim, proxy, container);
      const from = device.history.length;
      await device.intent('PlayFollowsIntent');
      start = collect(device, from, sim, proxy, container);
    } else {
      await device.intent('TopStoriesIntent', box ? { length: box.iso } : {});
      start = collect(device, 0, sim, proxy, container);
    }
    const from = device.history.length;
    const heard = new Set<string>();
    if (box) {
      // The time box plays to its end: every burst's NearlyFinished and Finished, the last ending it.
      while (device.activity === 'PLAYING' && heard.size < 1000) {
        heard.add(device.current?.token ?? '');
        await device.playToEnd();
      }
      if (device.activity !== 'FINISHED' || heard.size < 2 || device.ignored.length > 0) {
        throw new Error(`the time box did not play to its end (${heard.size} heard, ${device.activity})`);
      }
    } else {
      for (let i = 0; i < BURSTS; i++) {
        heard.add(device.current?.token ?? '');
        // This burst's NearlyFinished and Finished, and the Started of the one it enqueued.
        await device.playToEnd();
      }
      if (heard.size !== BURSTS || device.activity !== 'PLAYING' || device.ignored.length > 0) {
        throw new Error(
          `the listener did not hear ${BURSTS} bursts in a row (${heard.size} heard, ${device.activity}, ${device.ignored.length} ENQUEUEs ignored)`,
        );
      }
    }
    return {
      heard: heard.size,
      startsPerHour: box ? 3600 / box.sec : 1,
      start,
      bursts: collect(device, from, sim, proxy, container),
    };
  } finally {
    container.close();
  }
}

const n2 = (v: number): string => v.toFixed(2);
const usd = (v: number): string => `$${v < 1 ? v.toFixed(3) : v.toFixed(2)}`;

/** A number of one session: its twelve bursts and its start. */
type Measure = (l: Listening) => number;

/**
 * Per listening hour: 120 bursts and its session starts (a new listener's, the dearer kind): one,
 * or one per time box.
 */
const perHour = (s: Session, m: Measure): number =>
  (m(s.bursts) * BURSTS_PER_HOUR) / s.heard + m(s.start) * s.startsPerHour;

/** "per burst (per listening hour)". */
function both(s: Session, m: Measure): string {
  const hour = perHour(s, m);
  return `${n2(m(s.bursts) / s.heard)} (${hour === 0 || hour >= 10 ? hour.toFixed(0) : hour.toFixed(1)})`;
}

/** One session's hour scaled to 1,000 listening hours, priced. */
function costPerThousandHours(s: Session, memoryMb: number): Cost {
  return costOf(
    {
      readUnits: perHour(s, (l) => l.store.readUnits) * HOURS,
      writeUnits: perHour(s, (l) => l.store.writeUnits) * HOURS,
      requests: perHour(s, (l) => l.requests) * HOURS,
      billedMs: perHour(s, (l) => l.billedMs) * HOURS,
    },
    memoryMb,
  );
}

const apiTotal = (l: Listening) => [...l.api.values()].reduce((a, b) => a + b, 0);
const storeTotal = (l: Listening) => Object.values(l.store.ops).reduce((a, b) => a + b, 0);

/** What a session's start cost, in one line. */
function startLine(name: string, l: Listening): string {
  const kinds = [...l.api.entries()].map(([k, n]) => `${n} ${k}`).join(', ');
  const ops = Object.entries(l.store.ops)
    .map(([o, n]) => `${n} ${o}`)
    .join(', ');
  return (
    `- ${name}: ${l.requests} requests, ${apiTotal(l)} API calls (${kinds}), ${storeTotal(l)} store ` +
    `requests (${ops}), ${l.store.readUnits} / ${l.store.writeUnits} read / write request units.`
  );
}

function render(runs: Array<[string, Session]>, memoryMb: number): string[] {
  const kinds = [...new Set(runs.flatMap(([, s]) => [...s.bursts.api.keys(), ...s.start.api.keys()]))].sort();
  const ops = [
    ...new Set(
      runs.flatMap(([, s]) => [...Object.keys(s.bursts.store.ops), ...Object.keys(s.start.store.ops)]),
    ),
  ].sort();
  const costs = runs.map(([, s]) => costPerThousandHours(s, memoryMb));
  const cell = (m: Measure) => runs.map(([, s]) => both(s, m));
  const rowsOut: string[][] = [
    ['skill requests', ...cell((l) => l.requests)],
    ['API calls', ...cell(apiTotal)],
    ...kinds.map((k) => [`– ${k}`, ...cell((l) => l.api.get(k) ?? 0)]),
    ['store requests', ...cell(storeTotal)],
    ...ops.map((o) => [`– ${o}`, ...cell((l) => l.store.ops[o] ?? 0)]),
    ['items read', ...cell((l) => l.store.itemsRead)],
    ['items written', ...cell((l) => l.store.itemsWritten)],
    ['reads that found no item', ...cell((l) => l.store.misses)],
    ['read request units', ...cell((l) => l.store.readUnits)],
    ['write request units', ...cell((l) => l.store.writeUnits)],
    ['billed Lambda ms', ...cell((l) => l.billedMs)],
    [
      "captions in the bursts' Play directives",
      ...runs.map(([, s]) => `${s.bursts.captioned} of ${s.bursts.plays}`),
    ],
    [`**per ${HOURS.toLocaleString('en-US')} listening hours**`, ...runs.map(() => '')],
    ['DynamoDB (read + write units)', ...costs.map((c) => usd(c.dynamodb))],
    ['Lambda requests', ...costs.map((c) => usd(c.lambdaRequests))],
    [`Lambda duration (${memoryMb} MB, ${LAMBDA_ARCHITECTURE})`, ...costs.map((c) => usd(c.lambdaDuration))],
    ['**total**', ...costs.map((c) => `**${usd(c.total)}**`)],
  ];
  const tbl = table(['per burst heard (per listening hour)', ...runs.map(([name]) => name)], rowsOut);
  const first = runs[0]?.[1];
  // What each further 10 ms per request (network latency on AWS, a slower CPU share) would add.
  const per10ms = first
    ? costOf(
        {
          readUnits: 0,
          writeUnits: 0,
          requests: 0,
          billedMs: 10 * perHour(first, (l) => l.requests) * HOURS,
        },
        memoryMb,
      ).total
    : 0;
  const medians = runs.map(([name, s]) => `${fmtMs(s.bursts.medianMs)} (${name})`).join(', ');
  return [
    `A new listener on one Echo says "play the news" (the session's start) and then hears ${BURSTS} bursts`,
    'in a row (each: PlaybackNearlyFinished → ENQUEUE, PlaybackFinished, and the PlaybackStarted of',
    'the burst it enqueued), once on a speaker and once on an Echo Show (captions), each with a fresh',
    'table, listener and container: the built Lambda bundle in a process of its own (warmed by one',
    'request of another listener), DynamoDB through dynalite (the stack’s table definition) behind a',
    'counting proxy, the API simulator on loopback.',
    'A third session says "fifteen minutes of news" instead and hears the time box to its end (its',
    'last burst ends the playlist: no continuation). In a fourth, a person Alexa recognizes by voice',
    '(their spoken requests carry a person id) follows two topics (not counted) and says "play my',
    'topics": their own record is read beside the account\'s; AudioPlayer events carry no person.',
    `Cells: per burst heard (the ${BURSTS} bursts' totals ÷ ${BURSTS}; the time box's ÷ the bursts it held) and,`,
    `in brackets, per listening hour: ${BURSTS_PER_HOUR} bursts of 30 s plus one session start (a new listener's,`,
    'with its registration: the dearer kind; the time box: four starts). Reads are strongly consistent (1 read unit per started 4 KB; a miss costs 1);',
    'a write costs 1 unit per started 1 KB of the larger of the old and the new item. Median handler',
    `time per request ${medians}; billed duration is each request's handler time rounded up to 1 ms.`,
    '',
    tbl,
    '',
    'The session starts:',
    '',
    ...runs.map(([name, s]) => startLine(name, s.start)),
    '',
    `Prices (${PRICE_REGION}, USD, list prices without free tier or savings plans, checked`,
    `${PRICES_CHECKED}): DynamoDB on-demand $${DYNAMODB_USD_PER_MILLION_READ_UNITS} per million read`,
    `request units and $${DYNAMODB_USD_PER_MILLION_WRITE_UNITS} per million write request units`,
    `(${DYNAMODB_PRICE_SOURCE}; the figures as stated in ${DYNAMODB_PRICE_FIGURES_SOURCE}); Lambda`,
    `$${LAMBDA_USD_PER_MILLION_REQUESTS.toFixed(2)} per million requests and $${LAMBDA_USD_PER_GB_SECOND} per GB-second,`,
    `${LAMBDA_ARCHITECTURE} (${LAMBDA_PRICE_SOURCE}; the figures as stated in ${LAMBDA_PRICE_FIGURES_SOURCE});`,
    `MemorySize ${memoryMb} MB from infrastructure/cfn-deployer/skill-stack.yaml. Handler times here`,
    'are on loopback with a whole core: on AWS each further 10 ms per request (the network to',
    `DynamoDB and the Burst API, the smaller CPU share of ${memoryMb} MB) adds ${usd(per10ms)} per`,
    `${HOURS.toLocaleString('en-US')} listening hours. Not counted: storage, backups, CloudWatch Logs,`,
    'data transfer, the Burst API’s own cost. docs/cost.md says how to read the table.',
  ];
}

export async function costFigure(_quick: boolean): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'burst-cost-'));
  const sim = await startSimulator({ host: '127.0.0.1', port: 0 });
  const db = await startDynalite();
  const proxy = await startDynamoMeter(db.env.AWS_ENDPOINT_URL_DYNAMODB ?? '');
  try {
    const memoryMb = await stackMemoryMb();
    const { outFile } = await buildLambda({ outDir: dir });
    const runs: Array<[string, Session]> = [];
    for (const [name, screen] of [
      ['speaker', false],
      ['Echo Show', true],
    ] as const) {
      runs.push([name, await listen(screen, outFile, sim, proxy, db)]);
    }
    // "Fifteen minutes of news", played to its end (issue 37): the same limits per burst.
    runs.push([
      'speaker, 15-minute time box',
      await listen(false, outFile, sim, proxy, db, { box: { iso: 'PT15M', sec: 900 } }),
    ]);
    // A person Alexa recognizes by voice plays their own topics (issue 38): their record is read
    // beside the account's on spoken requests; AudioPlayer events carry no person.
    runs.push([
      'speaker, recognized person: "play my topics"',
      await listen(false, outFile, sim, proxy, db, {
        person: { personId: 'amzn1.ask.person.COSTBENCH', follows: ['electric cars', 'football'] },
      }),
    ]);
    costSection.length = 0;
    costSection.push(...render(runs, memoryMb));
  } finally {
    await proxy.close();
    await sim.stop();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
