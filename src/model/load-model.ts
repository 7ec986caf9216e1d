// Typed loader of the interaction models and the manifest in skill-package/. The JSON is checked
// shape-by-shape on load so a hand-edit that breaks the wire format fails with the exact path,
// not later as an `undefined` deep inside the emulator.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../util/project-root';
import { SUPPORTED_LOCALES, type SupportedLocale } from './contract';
import { NAME_FREE_KEY } from './name-free';
import type {
  DialogIntent,
  DialogModel,
  DialogSlot,
  InteractionModel,
  IntentSlot,
  LanguageModel,
  ManifestLocaleInfo,
  ManifestEndpoint,
  ModelIntent,
  NameFreeIngressPoint,
  NameFreeInteraction,
  SkillManifest,
  SlotType,
  SlotTypeValue,
} from './model-types';

export type { InteractionModel, LanguageModel, ModelIntent, SkillManifest, SlotType } from './model-types';
export { SUPPORTED_LOCALES, CONTRACT_INTENTS, type SupportedLocale } from './contract';

/** ASK CLI v2 layout: the skill package sits at the project root (also next to dist/server.js). */
export const DEFAULT_SKILL_PACKAGE_DIR = path.join(
  projectRoot() ?? path.resolve(__dirname, '..', '..'),
  'skill-package',
);

export class ModelFormatError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = 'ModelFormatError';
  }
}

type Json = Record<string, unknown>;

function obj(v: unknown, where: string): Json {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new ModelFormatError(where, 'expected an object');
  return v as Json;
}
function str(v: unknown, where: string): string {
  if (typeof v !== 'string') throw new ModelFormatError(where, 'expected a string');
  return v;
}
function bool(v: unknown, where: string): boolean {
  if (typeof v !== 'boolean') throw new ModelFormatError(where, 'expected a boolean');
  return v;
}
function arr<T>(v: unknown, where: string, item: (x: unknown, at: string) => T): T[] {
  if (!Array.isArray(v)) throw new ModelFormatError(where, 'expected an array');
  return v.map((x, i) => item(x, `${where}[${i}]`));
}
function optArr<T>(v: unknown, where: string, item: (x: unknown, at: string) => T): T[] | undefined {
  return v === undefined ? undefined : arr(v, where, item);
}
function record<T>(v: unknown, where: string, item: (x: unknown, at: string) => T): Record<string, T> {
  const o = obj(v, where);
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, item(x, `${where}.${k}`)]));
}

function parseSlot(v: unknown, at: string): IntentSlot {
  const o = obj(v, at);
  const samples = optArr(o.samples, `${at}.samples`, str);
  return { name: str(o.name, `${at}.name`), type: str(o.type, `${at}.type`), ...(samples && { samples }) };
}

function parseIntent(v: unknown, at: string): ModelIntent {
  const o = obj(v, at);
  const slots = optArr(o.slots, `${at}.slots`, parseSlot);
  return {
    name: str(o.name, `${at}.name`),
    ...(slots && { slots }),
    samples: arr(o.samples ?? [], `${at}.samples`, str),
  };
}

function parseValue(v: unknown, at: string): SlotTypeValue {
  const o = obj(v, at);
  const n = obj(o.name, `${at}.name`);
  const synonyms = optArr(n.synonyms, `${at}.name.synonyms`, str);
  return {
    ...(o.id !== undefined && { id: str(o.id, `${at}.id`) }),
    name: { value: str(n.value, `${at}.name.value`), ...(synonyms && { synonyms }) },
  };
}

function parseType(v: unknown, at: string): SlotType {
  const o = obj(v, at);
  return { name: str(o.name, `${at}.name`), values: arr(o.values, `${at}.values`, parseValue) };
}

/** Checks the wire shape of an interaction model (already JSON-parsed). */
export function parseInteractionModel(json: unknown, where = 'model'): InteractionModel {
  const im = obj(obj(json, where).interactionModel, `${where}.interactionModel`);
  const at = `${where}.interactionModel.languageModel`;
  const lm = obj(im.languageModel, at);
  const types = optArr(lm.types, `${at}.types`, parseType);
  const languageModel: LanguageModel = {
    invocationName: str(lm.invocationName, `${at}.invocationName`),
    intents: arr(lm.intents, `${at}.intents`, parseIntent),
    ...(types && { types }),
  };
  const dialog =
    im.dialog === undefined ? undefined : parseDialog(im.dialog, `${where}.interactionModel.dialog`);
  const nameFree =
    im[NAME_FREE_KEY] === undefined
      ? undefined
      : parseNameFree(im[NAME_FREE_KEY], `${where}.interactionModel.${NAME_FREE_KEY}`);
  return {
    interactionModel: {
      languageModel,
      ...(dialog && { dialog }),
      ...(nameFree && { [NAME_FREE_KEY]: nameFree }),
    },
  };
}

function parseIngressPoint(v: unknown, at: string): NameFreeIngressPoint {
  const o = obj(v, at);
  const type = str(o.type, `${at}.type`);
  if (type !== 'LAUNCH' && type !== 'INTENT')
    throw new ModelFormatError(`${at}.type`, 'expected LAUNCH or INTENT');
  return {
    type,
    // Kept when present so the lint can say a LAUNCH point must not have one.
    ...(o.name !== undefined && { name: str(o.name, `${at}.name`) }),
    sampleUtterances: arr(o.sampleUtterances, `${at}.sampleUtterances`, (u, w) => {
      const x = obj(u, w);
      return { format: str(x.format, `${w}.format`), value: str(x.value, `${w}.value`) };
    }),
  };
}

/** The name-free container's wire shape; what the phrases may say is lint-name-free.ts's business. */
function parseNameFree(v: unknown, at: string): NameFreeInteraction {
  return { ingressPoints: arr(obj(v, at).ingressPoints, `${at}.ingressPoints`, parseIngressPoint) };
}

function strategy(v: unknown, at: string): 'ALWAYS' | 'SKILL_RESPONSE' | undefined {
  if (v === undefined) return undefined;
  if (v === 'ALWAYS' || v === 'SKILL_RESPONSE') return v;
  throw new ModelFormatError(at, 'expected ALWAYS or SKILL_RESPONSE');
}

function parseDialogSlot(v: unknown, at: string): DialogSlot {
  const o = obj(v, at);
  return {
    name: str(o.name, `${at}.name`),
    type: str(o.type, `${at}.type`),
    confirmationRequired: bool(o.confirmationRequired, `${at}.confirmationRequired`),
    elicitationRequired: bool(o.elicitationRequired, `${at}.elicitationRequired`),
    prompts: record(o.prompts ?? {}, `${at}.prompts`, str),
  };
}

function parseDialogIntent(v: unknown, at: string): DialogIntent {
  const o = obj(v, at);
  const delegationStrategy = strategy(o.delegationStrategy, `${at}.delegationStrategy`);
  return {
    name: str(o.name, `${at}.name`),
    ...(delegationStrategy && { delegationStrategy }),
    confirmationRequired: bool(o.confirmationRequired, `${at}.confirmationRequired`),
    prompts: record(o.prompts ?? {}, `${at}.prompts`, str),
    slots: arr(o.slots ?? [], `${at}.slots`, parseDialogSlot),
  };
}

function parseDialog(v: unknown, at: string): DialogModel {
  const o = obj(v, at);
  const delegationStrategy = strategy(o.delegationStrategy, `${at}.delegationStrategy`);
  return {
    ...(delegationStrategy && { delegationStrategy }),
    intents: arr(o.intents, `${at}.intents`, parseDialogIntent),
  };
}

/** Maps any casing ("en-us") to a supported locale, or undefined. */
export function supportedLocale(locale: string): SupportedLocale | undefined {
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === locale.toLowerCase());
}

const cache = new Map<string, InteractionModel>();

/** Loads `<dir>/interactionModels/custom/<locale>.json`; the parsed model is cached and read-only. */
export function loadInteractionModel(locale: string, dir = DEFAULT_SKILL_PACKAGE_DIR): InteractionModel {
  const l = supportedLocale(locale);
  if (!l) {
    throw new Error(
      `No interaction model for locale "${locale}"; supported: ${SUPPORTED_LOCALES.join(', ')}`,
    );
  }
  const file = path.join(dir, 'interactionModels', 'custom', `${l}.json`);
  const hit = cache.get(file);
  if (hit) return hit;
  const model = parseInteractionModel(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, file);
  cache.set(file, model);
  return model;
}

function parseLocaleInfo(v: unknown, at: string): ManifestLocaleInfo {
  const o = obj(v, at);
  return {
    name: str(o.name, `${at}.name`),
    summary: str(o.summary, `${at}.summary`),
    description: str(o.description, `${at}.description`),
    examplePhrases: arr(o.examplePhrases, `${at}.examplePhrases`, str),
    keywords: arr(o.keywords, `${at}.keywords`, str),
    smallIconUri: str(o.smallIconUri, `${at}.smallIconUri`),
    largeIconUri: str(o.largeIconUri, `${at}.largeIconUri`),
  };
}

function parseEndpoint(v: unknown, where: string): ManifestEndpoint {
  const e = obj(v, where);
  return {
    uri: str(e.uri, `${where}.uri`),
    ...(e.sslCertificateType !== undefined && {
      sslCertificateType: str(e.sslCertificateType, `${where}.sslCertificateType`),
    }),
  };
}

/** Checks the wire shape of the parts of skill.json the project relies on. */
export function parseSkillManifest(json: unknown, where = 'skill.json'): SkillManifest {
  const m = obj(obj(json, where).manifest, `${where}.manifest`);
  const at = `${where}.manifest`;
  const pub = obj(m.publishingInformation, `${at}.publishingInformation`);
  const pac = obj(m.privacyAndCompliance, `${at}.privacyAndCompliance`);
  const custom = obj(obj(m.apis, `${at}.apis`).custom, `${at}.apis.custom`);
  const events = m.events === undefined ? undefined : obj(m.events, `${at}.events`);
  const p = (k: string) => `${at}.publishingInformation.${k}`;
  const c = (k: string) => `${at}.privacyAndCompliance.${k}`;
  return {
    manifest: {
      manifestVersion: str(m.manifestVersion, `${at}.manifestVersion`),
      publishingInformation: {
        locales: record(pub.locales, p('locales'), parseLocaleInfo),
        isAvailableWorldwide: bool(pub.isAvailableWorldwide, p('isAvailableWorldwide')),
        distributionCountries: arr(pub.distributionCountries, p('distributionCountries'), str),
        category: str(pub.category, p('category')),
      },
      privacyAndCompliance: {
        allowsPurchases: bool(pac.allowsPurchases, c('allowsPurchases')),
        usesPersonalInfo: bool(pac.usesPersonalInfo, c('usesPersonalInfo')),
        isChildDirected: bool(pac.isChildDirected, c('isChildDirected')),
        isExportCompliant: bool(pac.isExportCompliant, c('isExportCompliant')),
        containsAds: bool(pac.containsAds, c('containsAds')),
        locales: record(pac.locales, c('locales'), (v, w) => {
          const o = obj(v, w);
          return {
            privacyPolicyUrl: str(o.privacyPolicyUrl, `${w}.privacyPolicyUrl`),
            termsOfUseUrl: str(o.termsOfUseUrl, `${w}.termsOfUseUrl`),
          };
        }),
      },
      permissions: arr(m.permissions, `${at}.permissions`, (v, w) => ({
        name: str(obj(v, w).name, `${w}.name`),
      })),
      ...(events && {
        events: {
          ...(events.endpoint !== undefined && {
            endpoint: parseEndpoint(events.endpoint, `${at}.events.endpoint`),
          }),
          subscriptions: arr(events.subscriptions, `${at}.events.subscriptions`, (v, w) => ({
            eventName: str(obj(v, w).eventName, `${w}.eventName`),
          })),
        },
      }),
      apis: {
        custom: {
          ...(custom.endpoint !== undefined && {
            endpoint: parseEndpoint(custom.endpoint, `${at}.apis.custom.endpoint`),
          }),
          interfaces: arr(custom.interfaces, `${at}.apis.custom.interfaces`, (v, w) => ({
            type: str(obj(v, w).type, `${w}.type`),
          })),
        },
      },
    },
  };
}

export function loadSkillManifest(dir = DEFAULT_SKILL_PACKAGE_DIR): SkillManifest {
  const file = path.join(dir, 'skill.json');
  return parseSkillManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, file);
}
