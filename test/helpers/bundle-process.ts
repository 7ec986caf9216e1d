// The built Lambda bundle in a child `node` that stays up: one envelope per stdin line in, one
// reply per stdout line out, so a local Echo can talk to it request after request (the memory
// store lives as long as the process), with only loopback network.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The bundle in a child `node`, answering one envelope per stdin line with one reply per stdout
 * line, with the memory store (one process, so state lasts between requests) and only loopback
 * network.
 */
export class BundleProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<(line: string) => void> = [];
  private stderr = '';

  constructor(bundle: string, env: Record<string, string>) {
    const script = `
      const nock = require('nock');
      nock.disableNetConnect();
      nock.enableNetConnect((h) => /^(127\\.0\\.0\\.1|localhost)(:\\d+)?$/.test(h));
      const { handler } = require(${JSON.stringify(bundle)});
      const rl = require('node:readline').createInterface({ input: process.stdin });
      let chain = Promise.resolve();
      rl.on('line', (line) => {
        chain = chain.then(() => handler(JSON.parse(line), {})).then(
          (r) => process.stdout.write('\\u0001' + JSON.stringify(r) + '\\n'),
          (e) => process.stdout.write('\\u0001' + JSON.stringify({ error: String(e && e.stack || e) }) + '\\n'),
        );
      });`;
    this.child = spawn(process.execPath, ['-e', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_PATH: path.join(ROOT, 'node_modules'), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // Replies are marked: whatever the bundle logs to stdout is skipped.
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (line.startsWith('\u0001')) this.waiting.shift()?.(line.slice(1));
    });
    this.child.stderr.on('data', (c: Buffer) => (this.stderr += c.toString()));
  }

  invoke = (envelope: RequestEnvelope): Promise<ResponseEnvelope> =>
    new Promise((resolve, reject) => {
      this.waiting.push((line) => {
        const out = JSON.parse(line) as ResponseEnvelope & { error?: string };
        if (out.error) reject(new Error(`${out.error}\n${this.stderr.slice(0, 2000)}`));
        else resolve(out);
      });
      this.child.stdin.write(JSON.stringify(envelope) + '\n');
    });

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.on('close', () => resolve());
      this.child.stdin.end();
    });
  }
}
