// The skill processes of `npm run proof:chaos`: N forked Lambda entries (chaos-skill-process.ts)
// sharing one DynamoDB table, as Lambda containers of one function do. Each is configured through
// its environment only; their stdout (the EMF metric line of every invocation, and log lines when
// CHAOS_LOG is set) is dropped unless asked for.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

export interface SkillProcesses {
  size: number;
  /** Sends the envelope to process `i`; rejects if it throws or gives no reply in `timeoutMs`. */
  invoke(i: number, env: RequestEnvelope): Promise<ResponseEnvelope>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  ready?: boolean;
  reply?: ResponseEnvelope;
  error?: string;
}

const ENTRY = path.join(__dirname, 'chaos-skill-process.ts');
const CLOSE_WAIT_MS = 5000;

export async function startSkillProcesses(
  n: number,
  env: Record<string, string>,
  opts: { timeoutMs: number; logs: boolean },
): Promise<SkillProcesses> {
  let seq = 0;
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const children: ChildProcess[] = [];
  const killAll = () => children.forEach((c) => c.exitCode === null && c.kill());
  process.once('exit', killAll);
  try {
    await Promise.all(
      Array.from({ length: n }, async () => {
        const child = fork(ENTRY, [], {
          execArgv: ['--import', 'tsx'],
          env,
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        children.push(child);
        child.stdout?.on('data', (c: Buffer) => {
          if (!opts.logs) return;
          // The EMF line of each invocation is noise here; log lines are not.
          for (const line of c.toString().split('\n'))
            if (line && !line.startsWith('{"_aws"')) process.stderr.write(`${line}\n`);
        });
        child.on('message', (m: Reply) => {
          const p = m.id !== undefined ? pending.get(m.id) : undefined;
          if (!p) return;
          pending.delete(m.id as number);
          if (m.error !== undefined) p.reject(new Error(m.error));
          else p.resolve(m);
        });
        child.once('exit', (code) => {
          // Whatever it still owed is never coming.
          for (const [id, p] of pending) {
            pending.delete(id);
            p.reject(new Error(`skill process exited (${code})`));
          }
        });
        await new Promise<void>((resolve, reject) => {
          child.once('error', reject);
          child.on('message', (m: Reply) => m.ready && resolve());
          child.once('exit', (code) =>
            reject(new Error(`skill process exited (${code}) before it was ready`)),
          );
        });
      }),
    );
  } catch (e) {
    killAll();
    throw e;
  }
  const invoke = (i: number, env: RequestEnvelope) =>
    new Promise<ResponseEnvelope>((resolve, reject) => {
      const id = ++seq;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`no reply in ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      pending.set(id, {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r.reply as ResponseEnvelope);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      children[i % children.length]?.send({ kind: 'invoke', id, env });
    });
  const close = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            const force = setTimeout(() => c.kill('SIGKILL'), CLOSE_WAIT_MS);
            c.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            c.send({ kind: 'close' });
          }),
      ),
    );
    process.off('exit', killAll);
  };
  return { size: n, invoke, close };
}
