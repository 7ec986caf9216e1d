// An HTTP proxy in front of dynalite that records every DynamoDB request passing through it: the
// operation (from X-Amz-Target) and the JSON body. What the store really sends, on the wire.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentRequest {
  /** e.g. GetItem, BatchGetItem */
  operation: string;
  input: Record<string, unknown>;
}

export interface RecordingProxy {
  url: string;
  sent: SentRequest[];
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const to = new URL(target);
  const sent: SentRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '');
      sent.push({
        operation: target.slice(target.indexOf('.') + 1),
        input: JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>,
      });
      const out = request(
        { hostname: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      out.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
