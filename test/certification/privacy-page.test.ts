// The privacy-page rule of `npm run check:certification` with personalization declared: the page
// must describe the records of people Alexa recognizes by voice and how they are erased, found by
// the element ids the page gives them (not by a sentence that a rewording would break).
import fs from 'node:fs';
import path from 'node:path';
import { PERSON_ID_PERMISSION } from '../../src/certification/permissions';
import { privacyPageRule } from '../../src/certification/rules';
import { DEFAULT_SKILL_PACKAGE_DIR, parseSkillManifest } from '../../src/model/load-model';
import { PRIVACY_PERSONS_ERASURE_ID, PRIVACY_PERSONS_ID, privacyPage } from '../../src/server/policy-pages';

const declared = parseSkillManifest(
  JSON.parse(fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8')) as unknown,
).manifest.permissions.map((p) => p.name);
const page = privacyPage(
  { operatorName: 'Op', operatorContact: 'privacy@example.org' },
  { retentionDays: 60 },
);

/** The page with the element carrying `id` removed (its tag and everything up to its closing tag). */
function without(html: string, id: string): string {
  const re = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>[\\s\\S]*?</\\1>`);
  expect(html).toMatch(re);
  return html.replace(re, '');
}

test('the shipped manifest declares personalization, and the real page passes with it', () => {
  expect(declared).toContain(PERSON_ID_PERMISSION);
  const r = privacyPageRule(page, 60, declared);
  expect(r).toEqual({
    rule: 'privacy-page',
    ok: true,
    detail:
      'states the 60-day retention and both ways to erase, with the records of people recognized by voice and their erasure',
  });
});

test('a page without the section on recognized people fails when personalization is declared', () => {
  const r = privacyPageRule(without(page, PRIVACY_PERSONS_ID), 60, declared);
  expect(r.ok).toBe(false);
  expect(r.detail).toBe(
    'alexa::person_id:read is declared but the records of people recognized by voice are not described',
  );
});

test("a page without how a recognized person's records are erased fails when personalization is declared", () => {
  const r = privacyPageRule(without(page, PRIVACY_PERSONS_ERASURE_ID), 60, declared);
  expect(r.ok).toBe(false);
  expect(r.detail).toBe(
    "alexa::person_id:read is declared but how a recognized person's records are erased is not described",
  );
});

test('the old page (no person sections) fails with both problems; without the permission it still passes', () => {
  const old = without(without(page, PRIVACY_PERSONS_ID), PRIVACY_PERSONS_ERASURE_ID);
  expect(privacyPageRule(old, 60, declared).detail.split('; ')).toHaveLength(2);
  const r = privacyPageRule(old, 60, ['alexa::devices:all:geolocation:read']);
  expect(r.ok).toBe(true);
  expect(r.detail).toBe('states the 60-day retention and both ways to erase');
});

test('the markers are element ids: the same words without them do not count', () => {
  const bare = page
    .replace(` id="${PRIVACY_PERSONS_ID}"`, '')
    .replace(` id="${PRIVACY_PERSONS_ERASURE_ID}"`, '');
  expect(bare).toMatch(/For each person Alexa recognizes by voice/);
  expect(privacyPageRule(bare, 60, declared).ok).toBe(false);
});
