// Target 4 as the code runs in production: both skills (ours and the baseline of
// bench/lib/json-store-skill.ts) bundled by esbuild with the options of the server build
// (tools/build-server.ts: CommonJS, Node 20, packages required from node_modules, no minifying),
// then measured in a process of their own (in-process-child.ts). Under tsx every function our code
// defines inside another is wrapped by its `__name` helper at run time (tsx keeps function names);
// neither dist/server.js nor the Lambda bundle has that, and it weighed on ours far more than on
// the baseline (≈ 20% of our Launch, a few % of the baseline's).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { rows, type Row } from '../lib/report';

const ROOT = path.resolve(__dirname, '..', '..');

export async function inProcessBuilt(quick: boolean): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'burst-inprocess-'));
  try {
    const outfile = path.join(dir, 'in-process.js');
    await build({
      absWorkingDir: ROOT,
      entryPoints: [path.join(ROOT, 'bench', 'lib', 'in-process-child.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      packages: 'external',
      logLevel: 'silent',
    });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', outfile, quick ? 'quick' : 'full'],
      // Packages resolve from the repository's node_modules, as dist/server.js does.
      { cwd: ROOT, env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') }, maxBuffer: 1 << 20 },
    );
    const measured = JSON.parse(stdout) as Row[];
    for (const r of measured) rows.push({ ...r, note: `${r.note ?? ''}; built like dist/server.js` });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
