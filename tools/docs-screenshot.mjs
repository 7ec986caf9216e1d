// `npm run docs:screenshot`: the README's pictures of the local Echo page (docs/emulator.png at
// 1280 × 800, docs/emulator-phone.png at 390 × 844) come from the browser test — the page as it
// really draws — never from an edit by hand.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(process.execPath, [jest, 'test/emulator/browser.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, EMULATOR_DOCS_SCREENSHOT: '1' },
});
process.exit(run.status ?? 1);
