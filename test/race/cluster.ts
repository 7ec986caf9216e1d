// Separate node processes, each with its own skill, sharing one store (an SQLite file or a
// DynamoDB table on dynalite): what Lambda containers or Express workers of one fleet do.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { closeChildren } from '../../bench/lib/children';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

export type StoreConfig =
  { kind: 'sqlite'; path: string } | { kind: 'dynamodb'; endpoint: string; table: string };

export interface ProcessConfig {
  apiUrl: string;
  apiKey: string;
  secret: string;
  store: StoreConfig;
}

export type ProcessMessage =
  { kind: 'invoke'; id: number; env: unknown } | { kind: 'stats'; id: number } | { kind: 'close' };

export interface ProcessStats {
  reads: number;
  writes: number;
  conflicts: number;
  retries: number;
  errors: number;
}

interface Reply {
  id?: number;
  ready?: boolean;
  reply?: ResponseEnvelope;
  error?: string;
  stats?: ProcessStats;
}

export interface SkillCluster {
  size: number;
  /** Sends the envelope to process `i` and waits for its reply. */
  invoke(i: number, env: RequestEnvelope): Promise<ResponseEnvelope>;
  stats(): Promise<ProcessStats[]>;
  close(): Promise<void>;
}

const ENTRY = path.join(__dirname, 'skill-process.ts');

export async function startCluster(n: number, config: ProcessConfig): Promise<SkillCluster> {
  let seq = 0;
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const children: ChildProcess[] = [];
  await Promise.all(
    Array.from({ length: n }, async () => {
      const child = fork(ENTRY, [JSON.stringify(config)], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.once('error', reject);
        child.on('message', (m: Reply) => {
          if (m.ready) return resolve();
          const p = m.id !== undefined ? pending.get(m.id) : undefined;
          if (!p) return;
          pending.delete(m.id as number);
          if (m.error !== undefined) p.reject(new Error(m.error));
          else p.resolve(m);
        });
        child.once('exit', (code) => reject(new Error(`skill process exited (${code}) before it was ready`)));
      });
    }),
  );
  const ask = (i: number, msg: ProcessMessage & { id: number }) =>
    new Promise<Reply>((resolve, reject) => {
      pending.set(msg.id, { resolve, reject });
      children[i]?.send(msg);
    });
  return {
    size: n,
    invoke: async (i, env) => (await ask(i, { kind: 'invoke', id: ++seq, env })).reply as ResponseEnvelope,
    stats: () =>
      Promise.all(children.map(async (_, i) => (await ask(i, { kind: 'stats', id: ++seq })).stats!)),
    close: () => closeChildren(children),
  };
}
