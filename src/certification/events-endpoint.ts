// Skill events go to the endpoint in the manifest's `events` object, which the ASK CLI does not
// fill: its cfn-deployer writes the Lambda ARN (the stack's SkillEndpoint output) into
// apis.custom.endpoint only. The deploy step (tools/events-endpoint.ts) reads that output from the
// ASK CLI's state file (.ask/ask-states.json) and puts the same ARN in events.endpoint, before
// `ask deploy` once the stack exists, and after the first deploy when it did not.
import { isPlainObject } from '../util/objects';

/** The stack output the cfn-deployer turns into the skill endpoint (infrastructure/cfn-deployer). */
export const ENDPOINT_OUTPUT = 'SkillEndpoint';
const LAMBDA_ARN = /^arn:aws[a-z-]*:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?$/;

/** The Lambda ARN the last `ask deploy` of this profile created, if any. */
export function lambdaArnFromAskStates(states: unknown, profile = 'default'): string | undefined {
  const path = [
    'profiles',
    profile,
    'skillInfrastructure',
    '@ask-cli/cfn-deployer',
    'deployState',
    'default',
    'outputs',
  ];
  let at: unknown = states;
  for (const k of path) at = isPlainObject(at) ? at[k] : undefined;
  if (!Array.isArray(at)) return undefined;
  const out = at.find((o) => isPlainObject(o) && o.OutputKey === ENDPOINT_OUTPUT) as
    { OutputValue?: unknown } | undefined;
  const arn = out?.OutputValue;
  return typeof arn === 'string' && LAMBDA_ARN.test(arn) ? arn : undefined;
}

/** The manifest with skill events sent to the Lambda function (an ARN takes no sslCertificateType). */
export function withEventsEndpoint(manifest: unknown, arn: string): { manifest: unknown; changed: boolean } {
  const copy = JSON.parse(JSON.stringify(manifest)) as { manifest?: { events?: Record<string, unknown> } };
  const events = copy.manifest?.events;
  if (!events) return { manifest: copy, changed: false };
  const before = JSON.stringify(events.endpoint);
  events.endpoint = { uri: arn };
  return { manifest: copy, changed: JSON.stringify(events.endpoint) !== before };
}
