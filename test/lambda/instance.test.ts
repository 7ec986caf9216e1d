// The built bundle as one warm Lambda instance (a child `node` that keeps it loaded, on DynamoDB
// via dynalite and the Burst simulator): a whole conversation, then invocations that overlap in
// one process as Lambda Managed Instances send them (one Node.js worker runs many invocations at
// once over the same module scope). `npm run test:target` runs this file under Node 24 as well.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildLambda } from '../../lambda/build';
import {
  audioPlayerRequest,
  defaultIdentity,
  envelope,
  intentRequest,
  launchRequest,
  newSessionId,
  type DeviceIdentity,
} from '../../src/emulator/envelopes';
import { createAttributesTable, createDocumentClient } from '../../src/persistence/dynamodb-admin';
import { decodeToken } from '../../src/playback/token';
import { startSimulator } from '../../src/sim/server';
import { startDynalite, type LocalDynamo } from '../persistence/dynalite-server';

const ROOT = path.resolve(__dirname, '..', '..');
const TABLE = 'instance-test-attributes';

interface Directive {
  type: string;
  playBehavior?: string;
  audioItem?: { stream: { token: string; offsetInMilliseconds: number; expectedPreviousToken?: string } };
}
interface Reply {
  response: { directives?: Directive[]; outputSpeech?: unknown; shouldEndSession?: boolean };
}
interface EmfLine {
  RequestType: string;
  Intent: string;
  Outcome: string;
  ApiCalls: number;
  ApiCalls_registerUser?: number;
  ApiCalls_topStories?: number;
}

/** One warm instance: sends a batch of events at once, returns the replies and the EMF lines written. */
class Instance {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, (replies: Reply[]) => void>();
  private emf: EmfLine[] = [];
  private next = 0;
  stderr = '';

  constructor(bundle: string, env: Record<string, string>) {
    const script = `
      const nock = require('nock');
      nock.disableNetConnect();
      nock.enableNetConnect((h) => /^(127\\.0\\.0\\.1|localhost)(:\\d+)?$/.test(h));
      const { handler } = require(${JSON.stringify(bundle)});
      require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
        const { id, events } = JSON.parse(line);
        // All at once, like concurrent invocations on one worker: no await between them.
        Promise.all(events.map((e) => handler(e, {}))).then(
          (replies) => process.stdout.write('RESULT ' + JSON.stringify({ id, replies }) + '\\n'),
          (e) => { process.stderr.write(String((e && e.stack) || e)); process.exit(1); },
        );
      });`;
    this.child = spawn(process.execPath, ['-e', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_PATH: path.join(ROOT, 'node_modules'), ...env },
    });
    this.child.stderr.on('data', (c: Buffer) => (this.stderr += c.toString()));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (line.startsWith('RESULT ')) {
        const { id, replies } = JSON.parse(line.slice(7)) as { id: number; replies: Reply[] };
        this.pending.get(id)?.(replies);
        this.pending.delete(id);
      } else if (line.includes('"_aws"')) {
        this.emf.push(JSON.parse(line) as EmfLine);
      }
    });
  }

  /** The events run concurrently in the child; the EMF lines are those written for this batch. */
  async send(events: unknown[]): Promise<{ replies: Reply[]; emf: EmfLine[] }> {
    const id = this.next++;
    const replies = await new Promise<Reply[]>((resolve, reject) => {
      this.pending.set(id, resolve);
      this.child.once('exit', (code) => reject(new Error(`instance exited ${code}: ${this.stderr}`)));
      this.child.stdin.write(`${JSON.stringify({ id, events })}\n`);
    });
    // Each invocation writes its line before its reply resolves: all are in by now.
    const emf = this.emf;
    this.emf = [];
    return { replies, emf };
  }

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

const directive = (r: Reply, type: string) => r.response.directives?.find((d) => d.type === type);
const streamOf = (r: Reply, type: string) => directive(r, type)?.audioItem?.stream;

let dir: string;
let db: LocalDynamo;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let instance: Instance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'burst-instance-'));
  const built = await buildLambda({ outDir: dir });
  db = await startDynalite();
  sim = await startSimulator({ host: '127.0.0.1', port: 0 });
  const client = createDocumentClient(db.clientConfig);
  await createAttributesTable(client, TABLE);
  client.destroy();
  instance = new Instance(built.outFile, {
    BURST_API_KEY: sim.apiKey,
    BURST_API_BASE_URL: sim.url,
    LISTENER_ID_SECRET: 'instance-test-listener-secret',
    SKILL_ID: defaultIdentity().applicationId,
    SKILL_PERSISTENCE: 'dynamodb',
    DYNAMODB_TABLE: TABLE,
    ...db.env,
    LOG_LEVEL: 'silent',
  });
});

afterAll(async () => {
  instance?.stop();
  await sim?.stop();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

function echo(name: string): DeviceIdentity {
  return defaultIdentity({ userId: `amzn1.ask.account.${name}`, deviceId: `amzn1.ask.device.${name}` });
}
const inSession = () => ({ sessionId: newSessionId(), isNew: true, attributes: {} });
const launch = (who: DeviceIdentity) => envelope(launchRequest(), who, undefined, inSession());
const player = (
  who: DeviceIdentity,
  event: Parameters<typeof audioPlayerRequest>[0],
  token: string,
  ms = 0,
) =>
  envelope(
    audioPlayerRequest(event, token, ms),
    who,
    { token, offsetInMilliseconds: ms, playerActivity: 'PLAYING' },
    undefined,
  );

describe('the built bundle as one warm instance', () => {
  it('carries a whole conversation: play, the next burst queued, pause, resume where it stopped', async () => {
    const who = echo('CONVERSATION');
    const {
      replies: [started],
    } = await instance.send([launch(who)]);
    const first = streamOf(started, 'AudioPlayer.Play');
    expect(first?.token).toEqual(expect.any(String));
    const token = first?.token ?? '';

    const {
      replies: [, nearly],
    } = await instance.send([
      player(who, 'PlaybackStarted', token),
      player(who, 'PlaybackNearlyFinished', token, 20_000),
    ]);
    const queued = streamOf(nearly, 'AudioPlayer.Play');
    expect(directive(nearly, 'AudioPlayer.Play')?.playBehavior).toBe('ENQUEUE');
    expect(queued?.expectedPreviousToken).toBe(token);
    expect(queued?.token).not.toBe(token);

    const playing = { token, offsetInMilliseconds: 21_500, playerActivity: 'PLAYING' };
    const {
      replies: [paused],
    } = await instance.send([envelope(intentRequest('AMAZON.PauseIntent'), who, playing, inSession())]);
    expect(directive(paused, 'AudioPlayer.Stop')).toBeDefined();

    const {
      replies: [stopped],
    } = await instance.send([player(who, 'PlaybackStopped', token, 21_500)]);
    expect(stopped.response.outputSpeech).toBeUndefined();

    const idle = { token, offsetInMilliseconds: 21_500, playerActivity: 'STOPPED' };
    const {
      replies: [resumed],
      emf,
    } = await instance.send([envelope(intentRequest('AMAZON.ResumeIntent'), who, idle, inSession())]);
    const back = streamOf(resumed, 'AudioPlayer.Play');
    // The same burst at the same place (a new seq: a replayed item gets a fresh token).
    const { seq: _seq, ...same } = decodeToken(token) ?? {};
    expect(decodeToken(back?.token)).toMatchObject(same);
    expect(back?.offsetInMilliseconds).toBe(21_500);
    expect(emf).toEqual([
      expect.objectContaining({ RequestType: 'IntentRequest', Intent: 'AMAZON.ResumeIntent', Outcome: 'ok' }),
    ]);
  });

  it("keeps overlapping invocations apart: each reply is its own listener's, each gets its own metrics line", async () => {
    const echoes = Array.from({ length: 8 }, (_, i) => echo(`OVERLAP${i}`));
    sim.control.clearLog();
    const launched = await instance.send(echoes.map(launch));
    const tokens = launched.replies.map((r) => streamOf(r, 'AudioPlayer.Play')?.token ?? '');
    expect(tokens.every((t) => t !== '')).toBe(true);
    expect(launched.emf).toHaveLength(echoes.length);
    // Each new listener's launch registers once and fetches the top stories once, in its own line
    // (a per-process accumulator gives the first invocation to end the others' calls).
    for (const l of launched.emf) {
      expect(l).toMatchObject({ RequestType: 'LaunchRequest', Outcome: 'ok' });
      expect([l.ApiCalls_registerUser, l.ApiCalls_topStories]).toEqual([1, 1]);
    }
    // Every API call lands in the line of the invocation that made it: none lost, none counted twice.
    const sum = (lines: EmfLine[]) => lines.reduce((n, l) => n + l.ApiCalls, 0);
    expect(sum(launched.emf)).toBe(sim.control.requestLog.length);

    // What an Echo Show sends: PlaybackStarted and PlaybackNearlyFinished together, for every Echo at once.
    sim.control.clearLog();
    const events = echoes.flatMap((who, i) => [
      player(who, 'PlaybackStarted', tokens[i] ?? ''),
      player(who, 'PlaybackNearlyFinished', tokens[i] ?? '', 25_000),
    ]);
    const overlapped = await instance.send(events);
    echoes.forEach((_, i) => {
      const started = overlapped.replies[2 * i] as Reply;
      const nearly = overlapped.replies[2 * i + 1] as Reply;
      expect(started.response.outputSpeech).toBeUndefined();
      expect(streamOf(nearly, 'AudioPlayer.Play')?.expectedPreviousToken).toBe(tokens[i]);
    });
    expect(overlapped.emf).toHaveLength(events.length);
    const types = overlapped.emf.map((l) => l.RequestType).sort();
    expect(types.filter((t) => t === 'AudioPlayer.PlaybackStarted')).toHaveLength(echoes.length);
    expect(types.filter((t) => t === 'AudioPlayer.PlaybackNearlyFinished')).toHaveLength(echoes.length);
    expect(sum(overlapped.emf)).toBe(sim.control.requestLog.length);
  });

  it('writes nothing to stderr while on DynamoDB, on any Node (the AWS SDK, whose notice asks for Node ≥ 22, is not loaded)', () => {
    expect(/NodeVersionSupportWarning/.test(instance.stderr)).toBe(false);
    expect(instance.stderr).toBe('');
  });
});
