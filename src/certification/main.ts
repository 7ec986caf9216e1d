// `npm run check:certification [-- --write <dir>]`: prints one line per rule and exits 1 when one
// fails. With --write (the deploy step) the filled package is written only when every rule passes,
// so `ask deploy` never sees a placeholder. `-- --self-test` (CI): the repository's unconfigured
// package must fail on exactly its placeholders, and pass once example configuration fills them.
import { ConfigError, readNameFree } from '../config/env';
import { formatResult, runCertificationCheck, writePackage } from './check';

/** Configuration CI fills the placeholders with (a host nobody resolves: the check fetches nothing). */
export const SELF_TEST_ENV = {
  PUBLIC_BASE_URL: 'https://voice.burst-voice-ci.net',
  OPERATOR_NAME: 'Burst Voice CI',
  OPERATOR_CONTACT: 'privacy@burst-voice-ci.net',
};

const PUBLICATION_VARS = ['PUBLIC_BASE_URL', 'OPERATOR_NAME', 'OPERATOR_CONTACT'];

async function selfTest(): Promise<boolean> {
  const bare = Object.fromEntries(Object.entries(process.env).filter(([k]) => !PUBLICATION_VARS.includes(k)));
  const unconfigured = await runCertificationCheck(bare);
  for (const r of unconfigured.results) process.stdout.write(`unconfigured ${formatResult(r)}\n`);
  const onlyPlaceholders = unconfigured.results.every((r) => r.ok === (r.rule !== 'placeholders'));
  const configured = await runCertificationCheck({ ...bare, ...SELF_TEST_ENV });
  for (const r of configured.results) process.stdout.write(`configured ${formatResult(r)}\n`);
  const allPass = configured.results.every((r) => r.ok);
  process.stdout.write(
    `self-test: unconfigured fails only on placeholders: ${onlyPlaceholders}; configured passes: ${allPass}\n`,
  );
  return onlyPlaceholders && allPass;
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (args.includes('--self-test')) return (await selfTest()) ? 0 : 1;
  const out = args[args.indexOf('--write') + 1];
  const { results, manifest } = await runCertificationCheck(env);
  for (const r of results) process.stdout.write(`${formatResult(r)}\n`);
  if (!results.every((r) => r.ok)) {
    process.stderr.write('Not ready for certification: fix the FAIL lines (README, "Before you submit").\n');
    return 1;
  }
  if (args.includes('--write') && out) {
    const nameFree = readNameFree(env);
    writePackage(manifest, out, undefined, { nameFree });
    process.stdout.write(
      `skill package with the configured URLs written to ${out}` +
        ` (name-free phrases ${nameFree ? 'kept' : 'left out: ALEXA_NAME_FREE is not on'})\n`,
    );
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
