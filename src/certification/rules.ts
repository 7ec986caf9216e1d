// The pre-submission rules that read the skill package (no skill needed). Each returns one line:
// pass or fail with what it found. Sources for every rule: docs/certification.md.
import fs from 'node:fs';
import path from 'node:path';
import type { Publication } from '../config/env';
import { INVOCATION_NAME, SUPPORTED_LOCALES } from '../model/contract';
import { lintInvocation } from '../model/lint-model';
import { loadInteractionModel, parseSkillManifest } from '../model/load-model';
import { PRIVACY_PERSONS_ERASURE_ID, PRIVACY_PERSONS_ID } from '../server/policy-pages';
import { ICON_SIZES } from './icon';
import { findPlaceholders, missingOperatorDetails } from './manifest-config';
import { NOTIFICATIONS_PERMISSION, PERSON_ID_PERMISSION, SKILL_PERMISSIONS } from './permissions';
import { readPngInfo } from './png';

export interface RuleResult {
  rule: string;
  ok: boolean;
  detail: string;
}

const result = (rule: string, problems: string[], passed: string): RuleResult => ({
  rule,
  ok: problems.length === 0,
  detail: problems.length === 0 ? passed : problems.join('; '),
});

type Manifest = ReturnType<typeof parseSkillManifest>['manifest'];

export function placeholdersRule(raw: unknown, publication: Publication): RuleResult {
  const found = [...findPlaceholders(raw), ...missingOperatorDetails(publication)];
  return result('placeholders', found, 'none: endpoint, policy URLs and operator details are configured');
}

export function permissionsRule(m: Manifest): RuleResult {
  const declared = m.permissions.map((p) => p.name);
  const used = SKILL_PERMISSIONS;
  const problems = [
    ...declared.filter((p) => !used.includes(p)).map((p) => `declared but never used: ${p}`),
    ...used.filter((p) => !declared.includes(p)).map((p) => `used but not declared: ${p}`),
  ];
  return result('permissions', problems, `declared = used: ${declared.join(', ') || 'none'}`);
}

export function invocationRule(packageDir: string): RuleResult {
  const problems = SUPPORTED_LOCALES.flatMap((locale) => {
    const name = loadInteractionModel(locale, packageDir).interactionModel.languageModel.invocationName;
    return [
      ...lintInvocation(name).map((p) => `${locale}: ${p}`),
      ...(name === INVOCATION_NAME ? [] : [`${locale}: "${name}" differs from "${INVOCATION_NAME}"`]),
    ];
  });
  return result('invocation-name', problems, `"${INVOCATION_NAME}" in every locale`);
}

export function iconsRule(m: Manifest, packageDir: string): RuleResult {
  const problems: string[] = [];
  for (const [locale, info] of Object.entries(m.publishingInformation.locales)) {
    const pairs: Array<[string, number]> = [
      [info.smallIconUri, ICON_SIZES[0]],
      [info.largeIconUri, ICON_SIZES[1]],
    ];
    for (const [uri, size] of pairs) {
      // Only packaged files can be checked offline; the ASK CLI uploads them with the manifest.
      if (!uri.startsWith('file://')) {
        problems.push(`${locale}: ${uri} is not a packaged file (file://assets/…)`);
        continue;
      }
      const file = path.join(packageDir, uri.slice('file://'.length));
      const info = fs.existsSync(file) ? readPngInfo(fs.readFileSync(file)) : undefined;
      if (!info) problems.push(`${locale}: ${uri} is missing or not a PNG`);
      else if (info.width !== size || info.height !== size)
        problems.push(`${locale}: ${uri} is ${info.width}×${info.height}, not ${size}×${size}`);
    }
  }
  return result('icons', problems, `${ICON_SIZES.join(' and ')} px PNGs in every locale`);
}

export function privacyUrlRule(m: Manifest): RuleResult {
  const pac = m.privacyAndCompliance;
  const needed = m.permissions.length > 0 || pac.usesPersonalInfo;
  const problems = needed
    ? SUPPORTED_LOCALES.filter((l) => !/^https:\/\/\S+$/.test(pac.locales[l]?.privacyPolicyUrl ?? '')).map(
        (l) => `${l}: no https privacy policy URL although the skill uses personal information`,
      )
    : [];
  return result(
    'privacy-url',
    problems,
    needed ? 'an https privacy policy URL in every locale' : 'not needed',
  );
}

/** What a reviewer must be told up front (see docs/certification.md, testing instructions). */
const TESTING_TOPICS: Array<[string, RegExp]> = [
  ['rights to the audio', /\brights\b/i],
  ['station names in the models', /station names/i],
  ['ads inside clips', /\badvertis|\bads\b/i],
];

/**
 * A reviewer cannot hear a notification without being told how to get one: the phrase that
 * subscribes, the permission to grant in the Alexa app, and when it arrives.
 */
const NOTIFICATIONS_TOPIC: [string, RegExp] = ['how to get a notification', /\bnotification/i];

export function testingInstructionsRule(
  raw: unknown,
  declaredPermissions: readonly string[] = [],
): RuleResult {
  const text = (raw as { manifest?: { publishingInformation?: { testingInstructions?: unknown } } }).manifest
    ?.publishingInformation?.testingInstructions;
  if (typeof text !== 'string' || text.trim().length < 40)
    return result('testing-instructions', ['missing or too short'], '');
  const topics = declaredPermissions.includes(NOTIFICATIONS_PERMISSION)
    ? [...TESTING_TOPICS, NOTIFICATIONS_TOPIC]
    : TESTING_TOPICS;
  const missing = topics.filter(([, re]) => !re.test(text)).map(([topic]) => `says nothing about ${topic}`);
  return result('testing-instructions', missing, `present, covering ${topics.map(([t]) => t).join(', ')}`);
}

/**
 * Erasure on disable needs the SKILL_DISABLED subscription and an endpoint for it (Amazon's "Use
 * skill events" page: events object in the manifest; docs/privacy.md).
 */
export function skillEventsRule(m: Manifest): RuleResult {
  const names = (m.events?.subscriptions ?? []).map((s) => s.eventName);
  const problems = [
    ...(names.includes('SKILL_DISABLED')
      ? []
      : ['no SKILL_DISABLED subscription: disabling would not erase']),
    ...(m.events?.endpoint?.uri ? [] : ['no events endpoint']),
  ];
  return result(
    'skill-events',
    problems,
    `subscribed to ${names.join(', ')} at ${m.events?.endpoint?.uri ?? ''}`,
  );
}

/**
 * The privacy page, as this deployment serves it, says how long records are kept and how to erase
 * them. A skill that declares personalization keeps a record per person Alexa recognizes, so its
 * page must also describe those records and their erasure (found by the element ids policy-pages.ts
 * gives them, which no rewording of the text moves).
 */
export function privacyPageRule(
  html: string,
  retentionDays: number,
  declaredPermissions: readonly string[] = [],
): RuleResult {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const persons = declaredPermissions.includes(PERSON_ID_PERMISSION);
  const hasId = (id: string) => new RegExp(`\\sid="${id}"`).test(html);
  const problems = [
    ...(text.includes(`${retentionDays} days`)
      ? []
      : [`the retention (${retentionDays} days) is not stated`]),
    ...(/disable the skill/i.test(text) ? [] : ['erasure on disabling the skill is not described']),
    ...(/delete my data/i.test(text) ? [] : ['erasure by voice ("delete my data") is not described']),
    ...(persons && !hasId(PRIVACY_PERSONS_ID)
      ? [
          `${PERSON_ID_PERMISSION} is declared but the records of people recognized by voice are not described`,
        ]
      : []),
    ...(persons && !hasId(PRIVACY_PERSONS_ERASURE_ID)
      ? [
          `${PERSON_ID_PERMISSION} is declared but how a recognized person's records are erased is not described`,
        ]
      : []),
  ];
  return result(
    'privacy-page',
    problems,
    `states the ${retentionDays}-day retention and both ways to erase` +
      (persons ? ', with the records of people recognized by voice and their erasure' : ''),
  );
}
