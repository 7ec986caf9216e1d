// `npm run check:certification`: reads the skill package (as the deploy step would publish it,
// filled from configuration) and drives the skill, one pass/fail line per rule.
import fs from 'node:fs';
import path from 'node:path';
import { loadPublication, readRetentionDays } from '../config/env';
import { privacyPage } from '../server/policy-pages';
import { DEFAULT_SKILL_PACKAGE_DIR, parseSkillManifest } from '../model/load-model';
import { examplePhrasesRule, sessionRuleRule, suggestedPhrasesRule, withSimulator } from './drive';
import { fillManifest } from './manifest-config';
import { withoutNameFree } from '../model/name-free';
import { notificationsRule } from './notifications';
import { questionsRule } from './questions';
import { tasksRule } from './tasks';
import {
  iconsRule,
  invocationRule,
  permissionsRule,
  placeholdersRule,
  privacyPageRule,
  privacyUrlRule,
  skillEventsRule,
  testingInstructionsRule,
  type RuleResult,
} from './rules';

export interface CheckOutcome {
  results: RuleResult[];
  /** The manifest as it would be published (placeholders filled where configured). */
  manifest: unknown;
}

export async function runCertificationCheck(
  env: NodeJS.ProcessEnv,
  packageDir = DEFAULT_SKILL_PACKAGE_DIR,
): Promise<CheckOutcome> {
  const publication = loadPublication(env);
  const retentionDays = readRetentionDays(env);
  const source = JSON.parse(fs.readFileSync(path.join(packageDir, 'skill.json'), 'utf8')) as unknown;
  const raw = fillManifest(source, publication);
  const m = parseSkillManifest(raw).manifest;
  const results = [
    placeholdersRule(raw, publication),
    permissionsRule(m),
    invocationRule(packageDir),
    ...(await withSimulator(async (api) => [
      await examplePhrasesRule(api, m),
      await sessionRuleRule(api),
      await questionsRule(api),
    ])),
    suggestedPhrasesRule(),
    iconsRule(m, packageDir),
    privacyUrlRule(m),
    privacyPageRule(
      privacyPage(publication, { retentionDays }),
      retentionDays,
      m.permissions.map((p) => p.name),
    ),
    skillEventsRule(m),
    notificationsRule(raw, m),
    testingInstructionsRule(
      raw,
      m.permissions.map((p) => p.name),
    ),
    tasksRule(raw, packageDir, Object.keys(m.publishingInformation.locales)),
  ];
  return { results, manifest: raw };
}

export function formatResult(r: RuleResult): string {
  return `${r.ok ? 'PASS' : 'FAIL'} ${r.rule}: ${r.detail}`;
}

/**
 * The package as it is deployed: a copy of `packageDir` with the filled manifest, and the
 * interaction models without their name-free phrases unless `nameFree` (ALEXA_NAME_FREE=on).
 */
export function writePackage(
  manifest: unknown,
  outDir: string,
  packageDir = DEFAULT_SKILL_PACKAGE_DIR,
  opts: { nameFree?: boolean } = {},
): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(packageDir, outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'skill.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (opts.nameFree) return;
  const models = path.join(outDir, 'interactionModels', 'custom');
  for (const file of fs.existsSync(models) ? fs.readdirSync(models) : []) {
    if (!file.endsWith('.json')) continue;
    const model = JSON.parse(fs.readFileSync(path.join(models, file), 'utf8')) as unknown;
    fs.writeFileSync(path.join(models, file), `${JSON.stringify(withoutNameFree(model), null, 2)}\n`);
  }
}
