// Skill events reach the skill: the manifest subscribes to enable/disable with an endpoint (filled
// from PUBLIC_BASE_URL, or the Lambda ARN the deploy step reads from the ASK CLI's state), and the
// certification check fails without them, and without a privacy page that states the retention and
// both ways to erase.
import fs from 'node:fs';
import path from 'node:path';
import { lambdaArnFromAskStates, withEventsEndpoint } from '../../src/certification/events-endpoint';
import { fillManifest } from '../../src/certification/manifest-config';
import { privacyPageRule, skillEventsRule } from '../../src/certification/rules';
import { DEFAULT_SKILL_PACKAGE_DIR, parseSkillManifest } from '../../src/model/load-model';
import { privacyPage } from '../../src/server/policy-pages';

const source = JSON.parse(fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8')) as {
  manifest: { events: { endpoint: { uri: string; sslCertificateType?: string } } };
};
const ARN = 'arn:aws:lambda:us-east-1:123456789012:function:burst-voice-SkillFunction-AbC123';

/** The shape of .ask/ask-states.json after `ask deploy` with the cfn-deployer. */
function askStates(outputs: Array<{ OutputKey: string; OutputValue: string }>, profile = 'default') {
  return {
    askcliStatesVersion: '2020-03-31',
    profiles: {
      [profile]: {
        skillId: 'amzn1.ask.skill.x',
        skillInfrastructure: {
          '@ask-cli/cfn-deployer': {
            deployState: { default: { stackId: 'arn:aws:cloudformation:x', outputs } },
          },
        },
      },
    },
  };
}

test('the shipped manifest subscribes to SKILL_ENABLED, SKILL_DISABLED and the notification events, on the skill endpoint once filled', () => {
  const m = parseSkillManifest(source).manifest;
  // The permission and subscription events: test/certification/notifications.test.ts.
  expect(m.events?.subscriptions.map((s) => s.eventName)).toEqual([
    'SKILL_ENABLED',
    'SKILL_DISABLED',
    'SKILL_PERMISSION_ACCEPTED',
    'SKILL_PERMISSION_CHANGED',
    'SKILL_PROACTIVE_SUBSCRIPTION_CHANGED',
  ]);
  const filled = parseSkillManifest(
    fillManifest(source, { publicBaseUrl: 'https://voice.example.net' }),
  ).manifest;
  expect(filled.events?.endpoint).toEqual({
    uri: 'https://voice.example.net/alexa',
    sslCertificateType: 'Wildcard',
  });
  expect(skillEventsRule(filled).ok).toBe(true);
});

test('the deploy step reads the Lambda ARN from the ASK CLI state and sends skill events there', () => {
  const states = askStates([
    { OutputKey: 'SkillStateTableName', OutputValue: 'table' },
    { OutputKey: 'SkillEndpoint', OutputValue: ARN },
  ]);
  expect(lambdaArnFromAskStates(states)).toBe(ARN);
  expect(lambdaArnFromAskStates(states, 'other')).toBeUndefined();
  expect(lambdaArnFromAskStates(askStates([], 'default'))).toBeUndefined();
  expect(
    lambdaArnFromAskStates(askStates([{ OutputKey: 'SkillEndpoint', OutputValue: 'https://x' }])),
  ).toBeUndefined();
  expect(lambdaArnFromAskStates(undefined)).toBeUndefined();

  const first = withEventsEndpoint(source, ARN);
  expect(first.changed).toBe(true);
  expect((first.manifest as typeof source).manifest.events.endpoint).toEqual({ uri: ARN });
  // Only the endpoint changes: the notifications' publications and subscriptions stay as shipped.
  const { endpoint: _before, ...rest } = source.manifest.events as Record<string, unknown>;
  const { endpoint: _after, ...kept } = (first.manifest as typeof source).manifest.events as Record<
    string,
    unknown
  >;
  expect(kept).toEqual(rest);
  expect(Object.keys(kept).sort()).toEqual(['publications', 'subscriptions']);
  expect(withEventsEndpoint(first.manifest, ARN).changed).toBe(false);
  // The source is not changed in place.
  expect(source.manifest.events.endpoint.sslCertificateType).toBe('Wildcard');
});

test('the certification check fails without the SKILL_DISABLED subscription or an events endpoint', () => {
  const m = parseSkillManifest(source).manifest;
  const noDisable = { ...m, events: { ...m.events, subscriptions: [{ eventName: 'SKILL_ENABLED' }] } };
  expect(skillEventsRule(noDisable).ok).toBe(false);
  expect(skillEventsRule({ ...m, events: undefined }).detail).toMatch(/no SKILL_DISABLED subscription/);
});

test('the certification check reads the privacy page for the retention and both ways to erase', () => {
  const page = privacyPage(
    { operatorName: 'Op', operatorContact: 'privacy@example.org' },
    { retentionDays: 45 },
  );
  expect(privacyPageRule(page, 45).ok).toBe(true);
  expect(privacyPageRule(page, 180).detail).toMatch(/retention \(180 days\) is not stated/);
  expect(privacyPageRule('<p>We keep your data for 45 days.</p>', 45).detail).toMatch(
    /disabling the skill.*voice/,
  );
});
