// npm run check:certification: every rule, on the shipped package (unconfigured: exactly its
// placeholders fail) and on broken copies of it in a temp dir (each rule can fail).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePackage } from '../../src/certification/check';
import { readNameFree } from '../../src/config/env';
import { drawIcon } from '../../src/certification/icon';
import { SELF_TEST_ENV, main } from '../../src/certification/main';
import { fillManifest, findPlaceholders, isPlaceholderUrl } from '../../src/certification/manifest-config';
import { readPngInfo } from '../../src/certification/png';
import {
  iconsRule,
  permissionsRule,
  placeholdersRule,
  testingInstructionsRule,
} from '../../src/certification/rules';
import { suggestedPhrases } from '../../src/certification/suggestions';
import { DEFAULT_SKILL_PACKAGE_DIR, parseSkillManifest } from '../../src/model/load-model';

const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN'];
const source = JSON.parse(
  fs.readFileSync(path.join(DEFAULT_SKILL_PACKAGE_DIR, 'skill.json'), 'utf8'),
) as unknown;

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bv-cert-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('placeholders', () => {
  test('the shipped package names exactly its endpoint, policy URLs and operator details', () => {
    const r = placeholdersRule(source, {});
    expect(r.ok).toBe(false);
    expect(r.detail.split('; ').sort()).toEqual(
      [
        'manifest.apis.custom.endpoint.uri',
        'manifest.events.endpoint.uri',
        ...LOCALES.flatMap((l) => [
          `manifest.privacyAndCompliance.locales.${l}.privacyPolicyUrl`,
          `manifest.privacyAndCompliance.locales.${l}.termsOfUseUrl`,
        ]),
        'OPERATOR_NAME',
        'OPERATOR_CONTACT',
      ].sort(),
    );
  });

  test('configuration fills every one; a URL the operator already set is kept', () => {
    const filled = fillManifest(source, { publicBaseUrl: 'https://voice.radio.org' }) as {
      manifest: {
        apis: { custom: { endpoint: { uri: string } } };
        privacyAndCompliance: { locales: Record<string, { privacyPolicyUrl: string }> };
      };
    };
    expect(findPlaceholders(filled)).toEqual([]);
    expect(filled.manifest.apis.custom.endpoint.uri).toBe('https://voice.radio.org/alexa');
    expect(filled.manifest.privacyAndCompliance.locales['en-GB']?.privacyPolicyUrl).toBe(
      'https://voice.radio.org/privacy',
    );
    const ops = { operatorName: 'Radio Org', operatorContact: 'a@radio.org' };
    expect(placeholdersRule(filled, ops).ok).toBe(true);
    const arn = {
      manifest: { apis: { custom: { endpoint: { uri: 'arn:aws:lambda:us-east-1:1:function:f' } } } },
    };
    expect(fillManifest(arn, { publicBaseUrl: 'https://x.org' })).toEqual(arn);
  });

  test.each([
    ['https://example.com/a', true],
    ['https://burst-voice.example.com/privacy', true],
    ['https://x.test/', true],
    ['https://voice.radio.org/privacy', false],
    ['not a url', false],
  ])('%s is a placeholder: %s', (url, yes) => {
    expect(isPlaceholderUrl(url)).toBe(yes);
  });
});

test('permissions: declared must equal used', () => {
  const m = parseSkillManifest(source).manifest;
  expect(permissionsRule(m).ok).toBe(true);
  const extra = {
    ...m,
    permissions: [...m.permissions, { name: 'read::alexa:device:all:address:country_and_postal_code' }],
  };
  expect(permissionsRule(extra).detail).toBe(
    'declared but never used: read::alexa:device:all:address:country_and_postal_code',
  );
  expect(permissionsRule({ ...m, permissions: [] }).ok).toBe(false);
  // Without personalization declared, Alexa would never send who is speaking.
  const noPersons = { ...m, permissions: m.permissions.filter((p) => p.name !== 'alexa::person_id:read') };
  expect(permissionsRule(noPersons).detail).toBe('used but not declared: alexa::person_id:read');
});

test('icons: the shipped ones are 108 and 512 px PNGs; a wrong size or a URL fails', () => {
  const m = parseSkillManifest(source).manifest;
  expect(iconsRule(m, DEFAULT_SKILL_PACKAGE_DIR).ok).toBe(true);
  expect(readPngInfo(drawIcon(108))).toEqual({ width: 108, height: 108, colourType: 6 });
  writePackage(source, tmp);
  fs.writeFileSync(path.join(tmp, 'assets/images/icon-512.png'), drawIcon(108));
  expect(iconsRule(m, tmp).detail).toMatch(
    /en-US: file:\/\/assets\/images\/icon-512\.png is 108×108, not 512×512/,
  );
  const remote = parseSkillManifest(
    JSON.parse(
      JSON.stringify(source).replace(
        /file:\/\/assets\/images\/icon-108\.png/g,
        'https://cdn.radio.org/i.png',
      ),
    ),
  ).manifest;
  expect(iconsRule(remote, DEFAULT_SKILL_PACKAGE_DIR).ok).toBe(false);
});

test('testing instructions must speak of audio rights, station names and ads', () => {
  expect(testingInstructionsRule(source).ok).toBe(true);
  const bare = {
    manifest: {
      publishingInformation: { testingInstructions: 'Say "Alexa, open burst voice" and listen to it.' },
    },
  };
  expect(testingInstructionsRule(bare).detail).toBe(
    'says nothing about rights to the audio; says nothing about station names in the models; says nothing about ads inside clips',
  );
});

test('suggested phrases are read the way prompts write them', () => {
  expect(
    suggestedPhrases('Nothing is trending right now. Say, play the news, to hear the top stories.', 'x'),
  ).toEqual(['play the news']);
  expect(suggestedPhrases("You can say, use, followed by the station's name.", 'Maple Radio')).toEqual([
    'use Maple Radio',
  ]);
  expect(
    suggestedPhrases('While a burst plays, say next, previous, or pause. What would you like?', 'x'),
  ).toEqual(['next', 'previous', 'pause']);
  expect(suggestedPhrases('Did you mean Y? Say, yes, or no.', 'x')).toEqual(['yes', 'no']);
});

test('the whole check, as npm run deploy runs it: with placeholders it names them and writes nothing; configured, every rule passes and the filled package is written', async () => {
  const out = path.join(tmp, 'build', 'skill-package');
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(await main(['--write', out], {})).toBe(1);
    expect(fs.existsSync(out)).toBe(false);
    expect(lines.filter((l) => l.startsWith('FAIL')).map((l) => l.split(':')[0])).toEqual([
      'FAIL placeholders',
    ]);
    expect(lines.map((l) => l.split(':')[0].replace(/^(PASS|FAIL) /, ''))).toEqual([
      'placeholders',
      'permissions',
      'invocation-name',
      'example-phrases',
      'session-rule',
      'bare-answers',
      'suggested-phrases',
      'icons',
      'privacy-url',
      'privacy-page',
      'skill-events',
      'notifications',
      'testing-instructions',
      'tasks',
    ]);
    lines.length = 0;
    expect(await main(['--write', out], SELF_TEST_ENV)).toBe(0);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
  } finally {
    write.mockRestore();
    errors.mockRestore();
  }
  const written = JSON.parse(fs.readFileSync(path.join(out, 'skill.json'), 'utf8')) as unknown;
  expect(findPlaceholders(written)).toEqual([]);
  expect(JSON.stringify(written)).toContain('https://voice.burst-voice-ci.net/privacy');
  expect(readPngInfo(fs.readFileSync(path.join(out, 'assets/images/icon-512.png')))?.width).toBe(512);
}, 180_000);

test('the deployed models leave the name-free phrases out unless ALEXA_NAME_FREE=on', () => {
  const model = (dir: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'interactionModels/custom/en-US.json'), 'utf8')) as {
      interactionModel: Record<string, unknown>;
    };
  const shipped = model(DEFAULT_SKILL_PACKAGE_DIR);
  expect(shipped.interactionModel._nameFreeInteraction).toBeDefined();
  writePackage(source, tmp);
  const { _nameFreeInteraction: _left, ...rest } = shipped.interactionModel;
  expect(model(tmp)).toEqual({ ...shipped, interactionModel: rest });
  writePackage(source, tmp, DEFAULT_SKILL_PACKAGE_DIR, { nameFree: true });
  expect(model(tmp)).toEqual(shipped);
  expect(readNameFree({ ALEXA_NAME_FREE: 'on' })).toBe(true);
  expect(readNameFree({})).toBe(false);
  expect(() => readNameFree({ ALEXA_NAME_FREE: 'yes' })).toThrow(/ALEXA_NAME_FREE/);
});

test('npm run deploy’s path: main --write keeps the name-free phrases only with ALEXA_NAME_FREE=on', async () => {
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const hasNameFree = (dir: string) =>
    '_nameFreeInteraction' in
    (
      JSON.parse(fs.readFileSync(path.join(dir, 'interactionModels/custom/en-GB.json'), 'utf8')) as {
        interactionModel: object;
      }
    ).interactionModel;
  try {
    const off = path.join(tmp, 'off');
    expect(await main(['--write', off], SELF_TEST_ENV)).toBe(0);
    expect(hasNameFree(off)).toBe(false);
    expect(lines.join('')).toMatch(/name-free phrases left out: ALEXA_NAME_FREE is not on/);
    const on = path.join(tmp, 'on');
    expect(await main(['--write', on], { ...SELF_TEST_ENV, ALEXA_NAME_FREE: 'on' })).toBe(0);
    expect(hasNameFree(on)).toBe(true);
  } finally {
    write.mockRestore();
  }
}, 180_000);
