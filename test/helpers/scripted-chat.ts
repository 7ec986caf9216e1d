// `npm run chat` driven by a script: the CLI's programmatic API with the simulator in process and
// the real skill; returns what it printed, line by line.
import { PassThrough } from 'node:stream';
import { runChat } from '../../src/emulator/cli';

export async function chat(lines: string[], pageSize = 3, width?: number): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (b: Buffer) => (printed += b.toString('utf8')));
  const done = runChat({ input, output, env: {}, simulator: { pageSize }, ...(width ? { width } : {}) });
  input.end(lines.map((l) => `${l}\n`).join(''));
  await done;
  return printed.split('\n');
}
