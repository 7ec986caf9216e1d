// Small response helpers over node:http (no framework: the fault switches need raw control of
// the socket, e.g. to cut a body halfway).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
  contentType = JSON_TYPE,
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), headers);
}

/** Sends the headers and half the body, then destroys the socket (the 'reset' fault). */
export function sendHalfThenReset(res: ServerResponse, text: string): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = Buffer.from(text);
  res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': String(bytes.length) });
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
}

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a small body as text (control endpoints, and the Alexa endpoints' form and JSON bodies). */
export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Reads a small JSON body (control endpoints); undefined for an empty body. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readText(req)).trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('body is not valid JSON');
  }
}
