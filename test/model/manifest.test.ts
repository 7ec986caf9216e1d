import fs from 'node:fs';
import path from 'node:path';
import { INVOCATION_NAME, SUPPORTED_LOCALES } from '../../src/model/contract';
import {
  DEFAULT_SKILL_PACKAGE_DIR,
  loadInteractionModel,
  loadSkillManifest,
} from '../../src/model/load-model';
import { normalisePhrase, resolveUtterance } from '../../src/model/resolve-utterance';
import {
  NOTIFICATIONS_PERMISSION,
  PERSON_ID_PERMISSION,
  SKILL_PERMISSIONS,
} from '../../src/certification/permissions';
import { LOCATION_PERMISSION } from '../../src/skill/location';

const manifest = loadSkillManifest().manifest;
const LAUNCH = `Alexa, open ${INVOCATION_NAME}`;
const ASK = `Alexa, ask ${INVOCATION_NAME} to `;

describe('skill.json', () => {
  it('is an AUDIO_PLAYER custom skill answering CanFulfillIntentRequest, manifest 1.0, in NEWS', () => {
    expect(manifest.manifestVersion).toBe('1.0');
    expect(manifest.apis.custom.interfaces).toEqual([
      { type: 'AUDIO_PLAYER' },
      { type: 'CAN_FULFILL_INTENT_REQUEST' },
    ]);
    expect(manifest.publishingInformation.category).toBe('NEWS');
  });

  it('asks for exactly the permissions the skill uses (device location, for top stories; who is speaking; notifications)', () => {
    const declared = manifest.permissions.map((p) => p.name);
    expect([...declared].sort()).toEqual([...SKILL_PERMISSIONS].sort());
    expect(declared).toEqual(expect.arrayContaining([LOCATION_PERMISSION]));
    // Alexa sends context.System.person only to a skill that declares personalization.
    expect(declared).toContain('alexa::person_id:read');
    expect(PERSON_ID_PERMISSION).toBe('alexa::person_id:read');
    // Proactive Events to listeners who allowed them ("About Proactive Events").
    expect(declared).toContain('alexa::devices:all:notifications:write');
    expect(NOTIFICATIONS_PERMISSION).toBe('alexa::devices:all:notifications:write');
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('publishes new media content as its one proactive event, and hears the permission events', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8')) as {
      manifest: { events: { publications: unknown } };
    };
    expect(raw.manifest.events.publications).toEqual([{ eventName: 'AMAZON.MediaContent.Available' }]);
    // Subscriptions need an endpoint to be sent to (filled at deploy: test/certification/skill-events.test.ts).
    expect(manifest.events?.endpoint?.uri).toMatch(/^https:\/\//);
    expect(manifest.events?.subscriptions.map((e) => e.eventName)).toEqual(
      expect.arrayContaining([
        'SKILL_DISABLED',
        'SKILL_PERMISSION_ACCEPTED',
        'SKILL_PERMISSION_CHANGED',
        'SKILL_PROACTIVE_SUBSCRIPTION_CHANGED',
      ]),
    );
  });

  it('has an https endpoint placeholder with a certificate type', () => {
    expect(manifest.apis.custom.endpoint?.uri).toMatch(/^https:\/\//);
    expect(manifest.apis.custom.endpoint?.sslCertificateType).toBe('Wildcard');
  });

  it('declares privacy and compliance as the brief requires, with https policy URLs per locale', () => {
    const pac = manifest.privacyAndCompliance;
    expect(pac).toMatchObject({
      allowsPurchases: false,
      usesPersonalInfo: true,
      isChildDirected: false,
      isExportCompliant: true,
      containsAds: false,
    });
    expect(Object.keys(pac.locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const urls of Object.values(pac.locales)) {
      expect(urls.privacyPolicyUrl).toMatch(/^https:\/\//);
      expect(urls.termsOfUseUrl).toMatch(/^https:\/\//);
    }
  });

  it('publishes in the five locales and their countries only', () => {
    const pub = manifest.publishingInformation;
    expect(Object.keys(pub.locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    // Alexa ignores distributionCountries when isAvailableWorldwide is true.
    expect(pub.isAvailableWorldwide).toBe(false);
    expect([...pub.distributionCountries].sort()).toEqual(['AU', 'CA', 'GB', 'IN', 'US']);
  });

  it.each(SUPPORTED_LOCALES)('has complete publishing text for %s', (locale) => {
    const info = manifest.publishingInformation.locales[locale];
    expect(info?.name).toBe('Burst Voice');
    expect(info?.summary.length).toBeGreaterThan(20);
    expect(info?.description.length).toBeGreaterThan(100);
    expect(info?.keywords.length).toBeGreaterThan(2);
    // Local files in the package: the ASK CLI uploads skill-package/assets/ with the manifest.
    expect(info?.smallIconUri).toBe('file://assets/images/icon-108.png');
    expect(info?.largeIconUri).toBe('file://assets/images/icon-512.png');
  });

  it.each(SUPPORTED_LOCALES)('gives %s three example phrases that the model understands', (locale) => {
    const phrases = manifest.publishingInformation.locales[locale]?.examplePhrases ?? [];
    const model = loadInteractionModel(locale);
    expect(phrases).toHaveLength(3);
    // Certification: the first phrase must launch the skill with the wake word and invocation name.
    expect(phrases[0]).toBe(LAUNCH);
    const vocabulary = new Set(
      model.interactionModel.languageModel.intents.flatMap((i) => i.samples.join(' ').split(/\s+/)),
    );
    for (const phrase of phrases.slice(1)) {
      expect(phrase.startsWith(ASK)).toBe(true);
      const rest = phrase.slice(ASK.length);
      const resolved = resolveUtterance(model, rest);
      expect({ phrase, intent: resolved?.intent }).toEqual({ phrase, intent: expect.any(String) });
      // Every carrier word exists in the model (slot captures may be free text for SearchQuery).
      const carrier = resolved?.sample.replace(/\{[^}]*\}/g, ' ') ?? '';
      for (const word of normalisePhrase(carrier).split(' ').filter(Boolean))
        expect(vocabulary).toContain(word);
    }
  });

  it('keeps skill.json free of comment fields (JSON has none; notes live in the README)', () => {
    const raw = fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8');
    expect(raw).not.toMatch(/"_?comment/i);
    expect(fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'README.md'), 'utf8')).toMatch(/endpoint/);
  });
});
