// An Invoke for the local Echo that goes over HTTP to /alexa with a signed body (keep-alive).
import { Agent, request } from 'node:http';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import type { Invoke } from '../../src/emulator/device';
import { signedHeaders, type Pki } from './signing';

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`);
  }
}

export function httpInvoke(
  url: string,
  p: Pki,
  agent = new Agent({ keepAlive: true, maxSockets: 64 }),
): Invoke {
  return (env: RequestEnvelope) =>
    new Promise<ResponseEnvelope>((resolve, reject) => {
      const body = JSON.stringify(env);
      const req = request(url, { method: 'POST', agent, headers: signedHeaders(body, p) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new HttpStatusError(res.statusCode ?? 0, text));
          else resolve(JSON.parse(text) as ResponseEnvelope);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}
