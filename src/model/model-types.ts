// Wire types of the ASK interaction model JSON (skill-package/interactionModels/custom/<locale>.json)
// and of the parts of skill.json the project reads. Only the fields this skill uses are typed.

export interface SlotValueName {
  readonly value: string;
  readonly synonyms?: readonly string[];
}

export interface SlotTypeValue {
  /** Entity-resolution id, sent back in `resolutionsPerAuthority[].values[].value.id`. */
  readonly id?: string;
  readonly name: SlotValueName;
}

export interface SlotType {
  readonly name: string;
  readonly values: readonly SlotTypeValue[];
}

export interface IntentSlot {
  readonly name: string;
  readonly type: string;
  /**
   * Slot elicitation utterances: what the listener may answer when the skill asks for this slot
   * (Dialog.ElicitSlot). Unlike intent samples they may be the bare slot ("{station}").
   */
  readonly samples?: readonly string[];
}

export interface ModelIntent {
  readonly name: string;
  readonly slots?: readonly IntentSlot[];
  readonly samples: readonly string[];
}

export interface LanguageModel {
  readonly invocationName: string;
  readonly intents: readonly ModelIntent[];
  readonly types?: readonly SlotType[];
}

/** A slot of the dialog model: Burst Voice elicits it itself, so it has no prompts of its own. */
export interface DialogSlot {
  readonly name: string;
  readonly type: string;
  readonly confirmationRequired: boolean;
  readonly elicitationRequired: boolean;
  readonly prompts: Readonly<Record<string, string>>;
}

export interface DialogIntent {
  readonly name: string;
  readonly delegationStrategy?: 'ALWAYS' | 'SKILL_RESPONSE';
  readonly confirmationRequired: boolean;
  readonly prompts: Readonly<Record<string, string>>;
  readonly slots: readonly DialogSlot[];
}

/** The dialog model: Dialog directives need the intent and slot they name to be in it. */
export interface DialogModel {
  readonly delegationStrategy?: 'ALWAYS' | 'SKILL_RESPONSE';
  readonly intents: readonly DialogIntent[];
}

/** One phrase of a name-free ingress point; Amazon documents only `RAW_TEXT` (no slots). */
export interface NameFreeUtterance {
  readonly format: string;
  readonly value: string;
}

/**
 * A name-free ingress point ("Use the Name-free Interaction Toolkit in CLI / SMAPI"): `LAUNCH` is a
 * skill launch phrase (no `name`), `INTENT` an intent launch phrase naming a custom intent of the
 * model. The lint (lint-name-free.ts) holds the rules; the loader only checks the wire shape.
 */
export interface NameFreeIngressPoint {
  readonly type: 'LAUNCH' | 'INTENT';
  readonly name?: string;
  readonly sampleUtterances: readonly NameFreeUtterance[];
}

/**
 * `interactionModel._nameFreeInteraction`, a sibling of `languageModel`: the phrases Alexa may route
 * to the skill without its invocation name, once the skill is eligible for the NFI toolkit.
 */
export interface NameFreeInteraction {
  readonly ingressPoints: readonly NameFreeIngressPoint[];
}

export interface InteractionModel {
  readonly interactionModel: {
    readonly languageModel: LanguageModel;
    readonly dialog?: DialogModel;
    readonly _nameFreeInteraction?: NameFreeInteraction;
  };
}

export interface ManifestLocaleInfo {
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly examplePhrases: readonly string[];
  readonly keywords: readonly string[];
  readonly smallIconUri: string;
  readonly largeIconUri: string;
}

/** Where Alexa sends requests or events (an ARN or an https URL, and its certificate type). */
export interface ManifestEndpoint {
  readonly uri: string;
  readonly sslCertificateType?: string;
}

export interface SkillManifest {
  readonly manifest: {
    readonly manifestVersion: string;
    readonly publishingInformation: {
      readonly locales: Readonly<Record<string, ManifestLocaleInfo>>;
      readonly isAvailableWorldwide: boolean;
      readonly distributionCountries: readonly string[];
      readonly category: string;
    };
    readonly privacyAndCompliance: {
      readonly allowsPurchases: boolean;
      readonly usesPersonalInfo: boolean;
      readonly isChildDirected: boolean;
      readonly isExportCompliant: boolean;
      readonly containsAds: boolean;
      readonly locales: Readonly<Record<string, { privacyPolicyUrl: string; termsOfUseUrl: string }>>;
    };
    readonly permissions: readonly { readonly name: string }[];
    /** Skill events the skill subscribes to (SKILL_DISABLED erases the listener's records). */
    readonly events?: {
      readonly endpoint?: ManifestEndpoint;
      readonly subscriptions: readonly { readonly eventName: string }[];
    };
    readonly apis: {
      readonly custom: {
        readonly endpoint?: ManifestEndpoint;
        readonly interfaces: readonly { readonly type: string }[];
      };
    };
  };
}
