// Part of `npm run deploy` (README, "Deploy to AWS Lambda"): points the manifest's skill events at
// the deployed Lambda function (src/certification/events-endpoint.ts says why the ASK CLI does not).
//   tsx tools/events-endpoint.ts                 before `ask deploy`: fill the ARN if the stack exists
//   tsx tools/events-endpoint.ts --after-deploy  after it: fill it, and if that changed the manifest,
//                                                deploy the skill metadata again
// The profile is ASK_PROFILE (the ASK CLI's own variable) or "default".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ENDPOINT_OUTPUT,
  lambdaArnFromAskStates,
  withEventsEndpoint,
} from '../src/certification/events-endpoint';

const STATES = path.join('.ask', 'ask-states.json');
const MANIFEST = path.join('build', 'skill-package', 'skill.json');

function main(): number {
  const after = process.argv.includes('--after-deploy');
  const profile = process.env.ASK_PROFILE ?? 'default';
  const states: unknown = fs.existsSync(STATES) ? JSON.parse(fs.readFileSync(STATES, 'utf8')) : undefined;
  const arn = lambdaArnFromAskStates(states, profile);
  if (!arn) {
    process.stdout.write(
      after
        ? `events-endpoint: no ${STATES} output ${ENDPOINT_OUTPUT} for profile "${profile}": skill events stay on the manifest's endpoint\n`
        : 'events-endpoint: no deployed stack yet; the skill events endpoint is set after this deploy\n',
    );
    return 0;
  }
  const { manifest, changed } = withEventsEndpoint(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')), arn);
  if (!changed) {
    process.stdout.write(`events-endpoint: skill events already go to ${arn}\n`);
    return 0;
  }
  fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`events-endpoint: skill events now go to ${arn}\n`);
  if (!after) return 0;
  const r = spawnSync('ask', ['deploy', '--target', 'skill-metadata'], { stdio: 'inherit' });
  return r.status ?? 1;
}

process.exit(main());
