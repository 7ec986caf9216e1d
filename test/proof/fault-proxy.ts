// A tiny loopback proxy in front of the shared simulator, one per fault-matrix cell. The
// simulator's own fault switches are global, so concurrent cells could not each have their own
// fault; this proxy gives every cell a private origin (and a private fault). Faults the simulator
// cannot make (connection refused on the same origin, a nextPage to another origin) live here too.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MALFORMED_BODY, messageBody, rewriteBody } from '../../src/sim/faults';
import type { Json } from '../../src/sim/wire';

export const API_FAULTS = [
  'none',
  '401',
  '403',
  '429',
  '500',
  '503',
  'refused',
  'reset',
  'hang',
  'malformed',
  'message',
  'null-bursts',
  'empty',
  'unplayable',
  'foreign-next',
] as const;
export type ApiFault = (typeof API_FAULTS)[number];

/** Where a foreign nextPage points: never contacted (the client must refuse it first). */
export const FOREIGN_NEXT_PAGE = 'https://elsewhere.invalid/v2/topstories?page=2';

export class FaultProxy {
  fault: ApiFault = 'none';
  /** Requests that reached the proxy (after setup, reset by the test). */
  calls = 0;
  private server?: Server;
  private origin = '';

  constructor(
    private readonly target: URL,
    /** A loopback address of its own: once closed, nobody else can take its port. */
    private readonly host: string,
  ) {}

  get url(): string {
    return this.origin;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, this.host, () => resolve());
    });
    this.server = server;
    this.origin = `http://${this.host}:${(server.address() as AddressInfo).port}`;
  }

  /** Connection refused from now on: the port is closed. */
  async refuse(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    const s = this.server;
    if (!s) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });
  }

  private handle(req: IncomingMessage, res: import('node:http').ServerResponse): void {
    this.calls++;
    const f = this.fault;
    if (f === 'hang') return; // cut by the client's budget; close() destroys the socket
    if (/^\d{3}$/.test(f)) {
      const status = Number(f);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: status, message: `Injected ${status}` }));
      return;
    }
    if (f === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(MALFORMED_BODY);
      return;
    }
    if (f === 'message') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messageBody(undefined)));
      return;
    }
    if (f === 'reset') {
      // Headers promise a long body; half of it comes, then the connection dies.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
      res.write('{"type":"playlist","queryID":1,"bursts":[{"burstId":"AOyj1Lx74rZz",');
      setImmediate(() => req.socket.destroy());
      return;
    }
    this.forward(req, res, f);
  }

  private forward(req: IncomingMessage, res: import('node:http').ServerResponse, f: ApiFault): void {
    // The Host header is kept, so the simulator writes nextPage URLs with this proxy's origin.
    const up = httpRequest(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (upRes) => {
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          const isJson = /json/.test(String(upRes.headers['content-type'] ?? ''));
          if (isJson && upRes.statusCode === 200 && f !== 'none') body = rewrite(f, body);
          const headers = { ...upRes.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          res.writeHead(upRes.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  }
}

function rewrite(f: ApiFault, text: string): string {
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    return text;
  }
  if (f === 'null-bursts' || f === 'empty' || f === 'unplayable') {
    return JSON.stringify(rewriteBody({ kind: f }, body));
  }
  if (f === 'foreign-next' && body && typeof body === 'object' && !Array.isArray(body) && 'bursts' in body) {
    return JSON.stringify({ ...body, nextPage: FOREIGN_NEXT_PAGE });
  }
  return text;
}

let hostSeq = 0;
/** A fresh loopback address per proxy (127.0.0.0/8 is all loopback on Linux). */
export function nextLoopbackHost(): string {
  const n = hostSeq++;
  // The second octet differs per process, so parallel jest workers never share an address.
  return `127.${100 + (process.pid % 150)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
