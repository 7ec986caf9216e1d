// Notifications in the manifest (issue 51): the shipped skill.json publishes the schema the skill
// sends, declares the permission, hears the events that grant and withdraw it; and the
// certification check names each piece a manifest lacks.
import fs from 'node:fs';
import path from 'node:path';
import {
  NOTIFICATIONS_PERMISSION,
  notificationsRule,
  PROACTIVE_EVENT_SCHEMAS,
  publicationsOf,
} from '../../src/certification/notifications';
import { fillManifest } from '../../src/certification/manifest-config';
import {
  permissionsRule,
  privacyUrlRule,
  skillEventsRule,
  testingInstructionsRule,
} from '../../src/certification/rules';
import { DEFAULT_SKILL_PACKAGE_DIR, parseSkillManifest } from '../../src/model/load-model';
import { EVENT_NAME } from '../../src/notify/event';
import { NOTIFICATIONS_SCOPE } from '../../src/skill/handlers/notify';

/** The event the pass sends (src/notify/event.ts). */
const MEDIA_CONTENT_AVAILABLE = 'AMAZON.MediaContent.Available';

interface RawManifest {
  manifest: {
    permissions: Array<{ name: string }>;
    events: {
      endpoint?: { uri: string };
      publications?: unknown;
      subscriptions: Array<{ eventName: string }>;
    };
    publishingInformation: { testingInstructions: string };
    privacyAndCompliance: {
      usesPersonalInfo: boolean;
      locales: Record<string, { privacyPolicyUrl: string }>;
    };
  };
}

const source = JSON.parse(
  fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8'),
) as RawManifest;

/** The shipped manifest after `change`, as the check reads it (raw and parsed). */
function variant(change: (r: RawManifest['manifest']) => void) {
  const raw = JSON.parse(JSON.stringify(source)) as RawManifest;
  change(raw.manifest);
  return { raw, m: parseSkillManifest(raw).manifest };
}
const check = (change: (r: RawManifest['manifest']) => void) => {
  const { raw, m } = variant(change);
  return notificationsRule(raw, m);
};
const without = (list: Array<{ eventName: string }>, name: string) => {
  const i = list.findIndex((e) => e.eventName === name);
  if (i < 0) throw new Error(`the shipped manifest has no ${name}`);
  list.splice(i, 1);
};

describe('the shipped manifest', () => {
  it('checks what the skill really sends and asks for', () => {
    expect(EVENT_NAME).toBe(MEDIA_CONTENT_AVAILABLE);
    expect(NOTIFICATIONS_PERMISSION).toBe(NOTIFICATIONS_SCOPE);
    expect(NOTIFICATIONS_SCOPE).toBe('alexa::devices:all:notifications:write');
  });

  it('publishes AMAZON.MediaContent.Available with the notifications permission and its skill events', () => {
    const m = parseSkillManifest(source).manifest;
    expect(publicationsOf(source)).toEqual({ names: [MEDIA_CONTENT_AVAILABLE] });
    expect(m.permissions.map((p) => p.name)).toContain(NOTIFICATIONS_PERMISSION);
    expect(m.events?.subscriptions.map((s) => s.eventName)).toEqual(
      expect.arrayContaining([
        'SKILL_PERMISSION_ACCEPTED',
        'SKILL_PERMISSION_CHANGED',
        'SKILL_PROACTIVE_SUBSCRIPTION_CHANGED',
      ]),
    );
    const r = notificationsRule(source, m);
    expect(r).toEqual({
      rule: 'notifications',
      ok: true,
      detail: expect.stringContaining(MEDIA_CONTENT_AVAILABLE),
    });
  });

  it('passes once configuration fills it, as npm run deploy publishes it', () => {
    const filled = fillManifest(source, { publicBaseUrl: 'https://voice.example.net' });
    const m = parseSkillManifest(filled).manifest;
    expect(notificationsRule(filled, m).ok).toBe(true);
    expect(skillEventsRule(m).ok).toBe(true);
    expect(permissionsRule(m).ok).toBe(true);
    expect(privacyUrlRule(m).ok).toBe(true);
    expect(
      testingInstructionsRule(
        filled,
        m.permissions.map((p) => p.name),
      ).ok,
    ).toBe(true);
  });
});

describe('the notifications rule names what is missing', () => {
  it('a publication the skill sends', () => {
    expect(check((r) => delete r.events.publications).detail).toBe(
      'sent but not published: AMAZON.MediaContent.Available; ' +
        'declares alexa::devices:all:notifications:write but publishes no proactive event',
    );
  });

  it('a schema name Amazon has', () => {
    const r = check((x) => (x.events.publications = [{ eventName: 'AMAZON.MediaContent.Availabel' }]));
    expect(r.ok).toBe(false);
    expect(r.detail).toMatch(/^AMAZON\.MediaContent\.Availabel is not a Proactive Events schema; /);
    expect(r.detail).toContain('sent but not published: AMAZON.MediaContent.Available');
  });

  it('a schema the skill never sends, or one listed twice', () => {
    const weather = check((x) =>
      (x.events.publications as unknown[]).push({ eventName: 'AMAZON.WeatherAlert.Activated' }),
    );
    expect(weather.detail).toBe('published but never sent: AMAZON.WeatherAlert.Activated');
    const twice = check((x) =>
      (x.events.publications as unknown[]).push({ eventName: MEDIA_CONTENT_AVAILABLE }),
    );
    expect(twice.detail).toBe('AMAZON.MediaContent.Available is published twice');
  });

  it('the permission, when it publishes', () => {
    const { raw, m } = variant((x) => {
      x.permissions = x.permissions.filter((p) => p.name !== NOTIFICATIONS_PERMISSION);
    });
    expect(notificationsRule(raw, m).detail).toBe(
      'publishes AMAZON.MediaContent.Available without the alexa::devices:all:notifications:write permission',
    );
    // And the permissions rule: the skill uses it.
    expect(permissionsRule(m).detail).toBe('used but not declared: alexa::devices:all:notifications:write');
  });

  it.each([
    ['SKILL_PERMISSION_ACCEPTED', /a listener allowing notifications would not be heard/],
    ['SKILL_PERMISSION_CHANGED', /a listener withdrawing the permission would not be heard/],
    [
      'SKILL_PROACTIVE_SUBSCRIPTION_CHANGED',
      /switching notifications off in the Alexa app would not be heard/,
    ],
  ])('the %s subscription', (name, why) => {
    const r = check((x) => without(x.events.subscriptions, name));
    expect(r.ok).toBe(false);
    expect(r.detail).toMatch(new RegExp(`^no ${name} subscription: `));
    expect(r.detail).toMatch(why);
  });

  it('publications in the manifest schema’s shape: a list of { eventName }', () => {
    expect(check((x) => (x.events.publications = MEDIA_CONTENT_AVAILABLE)).detail).toBe(
      'events.publications is not a list of { eventName }',
    );
    expect(check((x) => (x.events.publications = [{ name: MEDIA_CONTENT_AVAILABLE }])).ok).toBe(false);
  });

  it('knows Amazon’s catalogue of schemas, each in its AMAZON.Type.State form', () => {
    expect(PROACTIVE_EVENT_SCHEMAS).toContain(MEDIA_CONTENT_AVAILABLE);
    for (const name of PROACTIVE_EVENT_SCHEMAS) expect(name).toMatch(/^AMAZON\.[A-Z][A-Za-z]+\.[A-Z][a-z]+$/);
  });
});

describe('the other rules, with notifications', () => {
  it('skill events need an endpoint to arrive at', () => {
    const { m } = variant((x) => delete x.events.endpoint);
    expect(skillEventsRule(m).detail).toBe('no events endpoint');
  });

  it('the notifications permission alone needs a privacy policy URL', () => {
    const { m } = variant((x) => {
      x.permissions = [{ name: NOTIFICATIONS_PERMISSION }];
      x.privacyAndCompliance.usesPersonalInfo = false;
      for (const l of Object.values(x.privacyAndCompliance.locales)) l.privacyPolicyUrl = '';
    });
    const r = privacyUrlRule(m);
    expect(r.ok).toBe(false);
    expect(r.detail).toMatch(/^en-US: no https privacy policy URL/);
  });

  it('the testing instructions tell a reviewer how to get a notification', () => {
    const { raw, m } = variant((x) => {
      x.publishingInformation.testingInstructions = x.publishingInformation.testingInstructions.replace(
        / Notifications \(.*$/,
        '',
      );
    });
    const declared = m.permissions.map((p) => p.name);
    expect(testingInstructionsRule(raw, declared).detail).toBe(
      'says nothing about how to get a notification',
    );
    // Only a skill that declares the permission is asked.
    expect(testingInstructionsRule(raw).ok).toBe(true);
  });
});
