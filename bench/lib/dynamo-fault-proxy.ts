// A DynamoDB that misbehaves, for `npm run proof:chaos` (issue 48): an HTTP proxy on loopback
// between the skill processes and dynalite. Per request, with probability `rate`, one fault chosen
// uniformly from the six below; the rest are forwarded untouched. An outage refuses every
// connection (the listening socket is closed, so a new connection gets ECONNREFUSED) and drops
// the keep-alive connections already open.
//
//   internal      HTTP 500 InternalServerError
//   throttling    HTTP 400 ThrottlingException
//   provisioned   HTTP 400 ProvisionedThroughputExceededException
//   slow          held SLOW_HOLD_MS (past the client's 2 s request timeout), then forwarded: the
//                 write may land after the client gave up on it
//   reset         the client's connection destroyed, nothing forwarded
//   lostAnswer    forwarded (a write lands), then the client's connection destroyed instead of
//                 the answer
//
// The decisions are repeatable: each comes from the seed, the operation, the item ids the request
// names and how many requests named them before (a listener's records are touched by one Echo at a
// time), not from the order in which concurrent listeners happen to reach the proxy.
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRng, hashString } from '../../src/sim/prng';

export const FAULT_KINDS = ['internal', 'throttling', 'provisioned', 'slow', 'reset', 'lostAnswer'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Longer than the store client's request timeout (DYNAMODB_REQUEST_TIMEOUT_MS, 2 s). */
export const SLOW_HOLD_MS = 2300;

export interface ProxyCounts {
  /** Requests the proxy read (outage refusals never get this far). */
  requests: number;
  /** Requests passed on to dynalite, faults `slow` and `lostAnswer` included. */
  forwarded: number;
  faults: Record<FaultKind, number>;
  /** Slow requests that reached dynalite after their client had given up on them. */
  landedAfterGiveUp: number;
  /** Connections dropped when an outage began. */
  outageDrops: number;
}

const JSON_TYPE = 'application/x-amz-json-1.0';
const ERRORS: Record<'internal' | 'throttling' | 'provisioned', { status: number; type: string }> = {
  internal: { status: 500, type: 'com.amazonaws.dynamodb.v20120810#InternalServerError' },
  throttling: { status: 400, type: 'com.amazon.coral.availability#ThrottlingException' },
  provisioned: {
    status: 400,
    type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
  },
};
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function zeroCounts(): ProxyCounts {
  const faults = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  return { requests: 0, forwarded: 0, faults, landedAfterGiveUp: 0, outageDrops: 0 };
}

/** `{ S: "…" }` → the string. */
function idOf(key: unknown): string | undefined {
  const s = (key as { id?: { S?: unknown } } | undefined)?.id?.S;
  return typeof s === 'string' ? s : undefined;
}

/** The item ids a request names (GetItem, PutItem, DeleteItem, BatchGetItem), sorted. */
export function itemIdsOf(body: string): string[] {
  let input: Record<string, unknown>;
  try {
    input = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return [];
  }
  const ids = [idOf(input.Key), idOf(input.Item)];
  const tables = input.RequestItems as Record<string, { Keys?: unknown[] }> | undefined;
  for (const t of Object.values(tables ?? {})) for (const k of t.Keys ?? []) ids.push(idOf(k));
  return ids.filter((id): id is string => id !== undefined).sort();
}

interface Upstream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export class DynamoFaultProxy {
  private readonly server: Server;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private readonly target: URL;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly seen = new Map<string, number>();
  private port = 0;
  private rate = 0;
  private seed = 0;
  private down = false;
  private closed = false;
  private inFlight = 0;
  private tally = zeroCounts();

  constructor(target: string) {
    this.target = new URL(target);
    this.server = createServer((req, res) => {
      req.on('error', () => undefined);
      res.on('error', () => undefined);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.inFlight++;
        this.handle(req.method ?? 'POST', req.url ?? '/', req.headers, Buffer.concat(chunks), res).finally(
          () => this.inFlight--,
        );
      });
    });
    this.server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    this.server.on('clientError', (_e, s: Socket) => s.destroy());
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await this.listen(0);
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Fault probability and seed for what follows; the per-item sequences start again. */
  configure(rate: number, seed: number): void {
    this.rate = rate;
    this.seed = seed >>> 0;
    this.seen.clear();
  }

  counts(): ProxyCounts {
    return structuredClone(this.tally);
  }

  resetCounts(): void {
    this.tally = zeroCounts();
  }

  /**
   * On: the listening socket closes (new connections are refused) and every open connection is
   * dropped. Off: the proxy listens again on the same port.
   */
  async outage(on: boolean): Promise<void> {
    if (on === this.down || this.closed) return;
    this.down = on;
    if (on) {
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
      this.tally.outageDrops += this.sockets.size;
      for (const s of this.sockets) s.destroy();
      await closed;
    } else {
      await this.listen(this.port);
    }
  }

  /** Waits (at most `maxMs`) until no request is held or being forwarded: late writes have landed. */
  async settle(maxMs: number): Promise<boolean> {
    const until = Date.now() + maxMs;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return this.inFlight === 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const s of this.sockets) s.destroy();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** This request's fault, if any: from the seed, the operation, the ids and their count so far. */
  private decide(headers: IncomingHttpHeaders, body: Buffer): FaultKind | undefined {
    if (this.rate <= 0) return undefined;
    const op = String(headers['x-amz-target'] ?? '');
    const key = `${op}|${itemIdsOf(body.toString('utf8')).join(',')}`;
    const n = this.seen.get(key) ?? 0;
    this.seen.set(key, n + 1);
    const rng = createRng(hashString(`${this.seed}|${key}|${n}`));
    if (rng.next() >= this.rate) return undefined;
    return FAULT_KINDS[Math.floor(rng.next() * FAULT_KINDS.length)];
  }

  private async handle(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
    res: ServerResponse,
  ): Promise<void> {
    this.tally.requests++;
    const fault = this.decide(headers, body);
    if (fault) this.tally.faults[fault]++;
    const clientGone = () => res.destroyed || res.socket === null || res.socket.destroyed;
    switch (fault) {
      case 'internal':
      case 'throttling':
      case 'provisioned': {
        const e = ERRORS[fault];
        const text = JSON.stringify({ __type: e.type, message: 'injected by the chaos proof' });
        res.writeHead(e.status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(text) });
        res.end(text);
        return;
      }
      case 'reset':
        res.socket?.destroy();
        return;
      case 'slow': {
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            this.timers.delete(t);
            resolve();
          }, SLOW_HOLD_MS);
          this.timers.add(t);
        });
        if (this.closed) return;
        const gone = clientGone();
        const up = await this.forward(method, path, headers, body);
        if (gone || clientGone()) {
          if (up) this.tally.landedAfterGiveUp++;
          return;
        }
        this.answer(res, up);
        return;
      }
      case 'lostAnswer': {
        await this.forward(method, path, headers, body);
        res.socket?.destroy();
        return;
      }
      default: {
        const up = await this.forward(method, path, headers, body);
        if (!clientGone()) this.answer(res, up);
      }
    }
  }

  private answer(res: ServerResponse, up: Upstream | undefined): void {
    if (!up) {
      res.socket?.destroy();
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(up.headers))
      if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    headers['content-length'] = String(up.body.length);
    res.writeHead(up.status, headers);
    res.end(up.body);
  }

  /** Passes the request on to dynalite; undefined if dynalite could not be reached. */
  private forward(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Upstream | undefined> {
    this.tally.forwarded++;
    return new Promise((resolve) => {
      const out = { ...headers };
      delete out.connection;
      const req = request(
        {
          hostname: this.target.hostname,
          port: this.target.port,
          method,
          path,
          headers: out,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', () => resolve(undefined));
        },
      );
      req.on('error', () => resolve(undefined));
      req.end(body);
    });
  }
}
